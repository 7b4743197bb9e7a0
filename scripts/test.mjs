// `pnpm test`: every check of the tree, in order, with timings. Exits non-zero when any step fails.
//   lint → contract lint → generated code is fresh → typecheck → unit + server tests (Vitest)
// The server tests run on embedded PGlite, and again on PostgreSQL when DATABASE_URL is set.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const vitestReport = join(tmpdir(), `kayoi-vitest-${process.pid}.json`);
const steps = [
  ['lint (biome)', 'pnpm', ['exec', 'biome', 'check', '.']],
  ['openapi lint (redocly)', 'pnpm', ['--filter', '@kayoi/openapi', 'lint']],
  ['generated client is fresh', 'node', ['packages/api-client/scripts/generate.mjs', '--check']],
  ['typecheck', 'pnpm', ['-r', '--workspace-concurrency=1', 'typecheck']],
  [
    'vitest',
    'pnpm',
    ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  ],
];

const results = [];
for (const [name, command, args] of steps) {
  const started = Date.now();
  process.stdout.write(`\n▶ ${name}\n`);
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  results.push({ name, ok: status === 0, seconds: (Date.now() - started) / 1000 });
}

process.stdout.write('\n── summary ──\n');
for (const r of results) process.stdout.write(`${r.ok ? '✓' : '✗'} ${r.name} (${r.seconds.toFixed(1)} s)\n`);
let passed = 0;
let failed = results.filter((r) => !r.ok && r.name !== 'vitest').length;
try {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
  passed += report.numPassedTests;
  failed +=
    report.numFailedTests +
    (report.numTotalTestSuites > 0 && report.success === false && report.numFailedTests === 0 ? 1 : 0);
  rmSync(vitestReport, { force: true });
} catch {
  failed += 1;
}
process.stdout.write(`${passed} passed, ${failed} failed\n`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
