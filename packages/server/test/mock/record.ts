import { spawnSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLOCKS, type ClockName } from './drivers.ts';
import { recordDataset } from './recording.ts';

// `pnpm fixtures`: the mock server's fixtures, recorded from the real server at each clock the stories run at
// (see recording.ts), written to packages/api-client/src/msw/fixtures/ one file per clock, formatted by Biome.

const here = dirname(fileURLToPath(import.meta.url));
const FIXTURES = join(here, '../../../api-client/src/msw/fixtures');
const ROOT = join(here, '../../../..');

// `pnpm fixtures billing` (or FIXTURES_ONLY=billing): only that area's scenarios and its own files.
const only = process.argv[2] ?? process.env.FIXTURES_ONLY;

const files: string[] = [];
for (const clock of Object.keys(CLOCKS) as ClockName[]) {
  const started = Date.now();
  process.stdout.write(`recording ${CLOCKS[clock].at}\n`);
  const { dataset, groups } = await recordDataset(clock, (line) => process.stdout.write(`${line}\n`), only);
  const file = join(FIXTURES, CLOCKS[clock].file);
  if (only === undefined) {
    await writeFile(file, `${JSON.stringify(dataset)}\n`);
    files.push(file);
  }
  // Scenarios with their own fixtures file (`classes`): fixtures/classes-<clock>.json, merged by datasets.ts.
  for (const [name, group] of Object.entries(groups)) {
    const own = join(FIXTURES, `${name}-${CLOCKS[clock].file}`);
    await writeFile(own, `${JSON.stringify(group)}\n`);
    files.push(own);
    process.stdout.write(`  → ${relative(ROOT, own)}: ${group.answers.length} answers\n`);
  }
  process.stdout.write(
    `  → ${relative(ROOT, file)}: ${dataset.answers.length} answers; ${Object.entries(dataset.records)
      .map(([name, list]) => `${list.length} ${name}`)
      .join(', ')} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`,
  );
}
spawnSync(join(ROOT, 'node_modules/.bin/biome'), ['format', '--write', ...files], {
  cwd: ROOT,
  stdio: 'inherit',
});
