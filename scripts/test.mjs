// `pnpm test`: every check of the tree, with timings. Exits non-zero when any step fails.
//   unit and server tests → story tests → e2e, and beside the e2e lane, one after the other: lint → unused code →
//   long functions → contract lint → generated code is fresh → typecheck → the UI kit as a package
// The server tests run on embedded PGlite, and again on PostgreSQL when DATABASE_URL is set. The e2e suite runs
// after the stories, not beside them: on a 2-core machine a browser suite next to the story browser gets flaky.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const report = (name) => join(tmpdir(), `kayoi-vitest-${name.replaceAll(' ', '-')}-${process.pid}.json`);
const vitestWith = (name, selection) => [
  name,
  'pnpm',
  [
    'exec',
    'vitest',
    'run',
    ...selection,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report(name)}`,
  ],
];
const vitest = (name, projects) =>
  vitestWith(
    name,
    projects.flatMap((project) => ['--project', project]),
  );
const vitestSteps = [
  // The node projects (the server's two files at a time, on PGlite and PostgreSQL) and then the stories' browser,
  // one after the other: a story next to two server files on two cores runs into its time limit.
  vitest('unit and server', ['server', 'domain', 'api-client', 'nfc', 'ui', 'app']),
  vitest('stories', ['storybook']),
  vitest('e2e', ['e2e']),
  // The UI kit packed, installed outside the workspace and used as another app would (issue 20).
  vitestWith('ui-package', ['--config', 'packages/ui/package-test/vitest.config.ts']),
];
const [unitAndServer, stories, e2e, uiPackage] = vitestSteps;
/** Run one after the other, each with the machine to itself: both keep the two cores busy (95–96 %, ci66). */
const lanes = [unitAndServer, stories];
/**
 * Run beside the e2e lane, one after the other (issue 27). The e2e lane is one file at a time, a browser and a
 * server waiting on each other: it kept the two cores 73–80 % busy, and these checks (≈ 50 s and 85 CPU-s on their
 * own, ci66) fit in what it leaves. Their output is printed whole as each ends.
 */
const beside = [
  ['lint (biome)', 'pnpm', ['exec', 'biome', 'check', '.']],
  // Unused files, dependencies and exports (knip.jsonc says what counts as an entry).
  ['unused code (knip)', 'pnpm', ['exec', 'knip', '--no-progress']],
  // No new function over 150 lines, none grown past its allowed length (scripts/long-functions.allow.json, issue 27).
  ['long functions', 'node', ['scripts/long-functions.mjs', '--check']],
  ['openapi lint (redocly)', 'pnpm', ['--filter', '@kayoi/openapi', 'lint']],
  ['generated client is fresh', 'node', ['packages/api-client/scripts/generate.mjs', '--check']],
  // TypeScript 7, every package (scripts/typecheck.mjs).
  ['typecheck', 'node', ['scripts/typecheck.mjs']],
  uiPackage,
];

/**
 * The machine's CPU time so far in seconds, busy and idle (Linux's /proc/stat; null elsewhere): a step's busy
 * seconds against its wall time say whether it left a core idle (issue 27: a lane that keeps both cores busy is
 * made faster only by doing less, one that does not by running beside another).
 */
const machineCpu = () => {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const idle = ticks[3] + ticks[4];
    const total = ticks.slice(0, 8).reduce((sum, t) => sum + t, 0);
    return { busy: (total - idle) / 100, all: total / 100 };
  } catch {
    return null;
  }
};

/** Busy CPU-seconds and the share of both cores between two readings of machineCpu (null where there are none). */
const cpuBetween = (before, after) =>
  before && after
    ? { busy: after.busy - before.busy, share: (after.busy - before.busy) / (after.all - before.all) }
    : { busy: null, share: null };

const results = [];
/** Runs `run` (answers whether it passed) and records its time and the machine's CPU meanwhile. */
async function timed(name, run, note = '') {
  const started = Date.now();
  const cpuBefore = machineCpu();
  const ok = await run();
  results.push({
    name,
    ok,
    seconds: (Date.now() - started) / 1000,
    ...cpuBetween(cpuBefore, machineCpu()),
    note,
  });
}

/**
 * Chromium's stderr during the stories, through Playwright's `pw:browser` log, into a file and not the lane's output:
 * a story worker's page that stops drawing prints its last lines (.storybook/frame-recovery.ts).
 */
const chromiumLog = join(tmpdir(), `kayoi-chromium-stories-${process.pid}.log`);
const laneEnv = (name) =>
  name === stories[0] ? { ...process.env, DEBUG: 'pw:browser', DEBUG_FILE: chromiumLog } : process.env;

for (const [name, command, args] of lanes) {
  process.stdout.write(`\n▶ ${name}\n`);
  await timed(name, () => spawnSync(command, args, { stdio: 'inherit', env: laneEnv(name) }).status === 0);
}
rmSync(chromiumLog, { force: true });

{
  const [name, command, args] = e2e;
  process.stdout.write(`\n▶ ${name}, and beside it ${beside.map(([step]) => step).join(', ')}\n`);
  await timed(
    name,
    async () => {
      const lane = spawn(command, args, { stdio: 'inherit' });
      const laneEnded = new Promise((done) => {
        lane.once('exit', (code) => done(code === 0));
        lane.once('error', () => done(false));
      });
      for (const [step, stepCommand, stepArgs] of beside) {
        // The machine's CPU meanwhile is the e2e lane's too: given with the lane's, not the step's.
        const started = Date.now();
        const { status, stdout, stderr } = spawnSync(stepCommand, stepArgs, {
          stdio: ['ignore', 'pipe', 'pipe'],
          maxBuffer: 256 * 1024 * 1024,
        });
        const seconds = (Date.now() - started) / 1000;
        process.stdout.write(
          `\n▶ ${step} (beside ${name}: ${seconds.toFixed(1)} s)\n${stdout ?? ''}${stderr ?? ''}\n`,
        );
        results.push({
          name: step,
          ok: status === 0,
          seconds,
          busy: null,
          share: null,
          note: ', beside e2e',
        });
      }
      return laneEnded;
    },
    ' with the steps beside it',
  );
}

process.stdout.write('\n── summary ──\n');
for (const r of results) {
  const cpu =
    r.busy === null ? '' : `, machine busy ${r.busy.toFixed(0)} CPU-s, ${(r.share * 100).toFixed(0)} %`;
  process.stdout.write(`${r.ok ? '✓' : '✗'} ${r.name} (${r.seconds.toFixed(1)} s${cpu}${r.note})\n`);
}
let passed = 0;
/** How much of the first failure's message the summary prints: stop 66's three red stories said only "Unable to find", and
 * the screen they found instead was in the lane's output, cut from the log's tail. */
const FIRST_FAILURE_LINES = 80;
const failures = [];
const vitestNames = new Set(vitestSteps.map(([name]) => name));
let failed = results.filter((r) => !r.ok && !vitestNames.has(r.name)).length;
for (const name of vitestNames) {
  try {
    const json = JSON.parse(readFileSync(report(name), 'utf8'));
    passed += json.numPassedTests;
    // The failed tests by name, at the end where a CI log's tail shows them (the lane's own output may be cut): the
    // first one's message whole (a failed find's screen: its route, toasts and DOM), the others' first line.
    for (const file of json.testResults ?? []) {
      for (const test of file.assertionResults ?? []) {
        if (test.status !== 'failed') continue;
        const lines = (test.failureMessages?.[0] ?? '').split('\n');
        const why = (failures.length === 0 ? lines.slice(0, FIRST_FAILURE_LINES) : lines.slice(0, 1))
          .map((line) => line.slice(0, 300))
          .join('\n    ');
        failures.push(
          `✗ ${name}: ${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}\n    ${why}`,
        );
      }
      if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')) {
        failures.push(
          `✗ ${name}: ${file.name.replace(`${process.cwd()}/`, '')}\n    ${(file.message ?? '').split('\n')[0].slice(0, 300)}`,
        );
      }
    }
    failed +=
      json.numFailedTests +
      (json.numTotalTestSuites > 0 && json.success === false && json.numFailedTests === 0 ? 1 : 0);
    rmSync(report(name), { force: true });
  } catch {
    failed += 1;
  }
}
for (const line of failures) process.stdout.write(`${line}\n`);
process.stdout.write(`${passed} passed, ${failed} failed\n`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
