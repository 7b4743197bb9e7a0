import { type ChildProcess, spawn } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, useBrowser } from './support/browser.ts';
import { dashboardDrawnMs, pressedAt, watchDashboardDrawn } from './support/dashboard.ts';

// Login → dashboard drawn (issue 30: ≤ 1.0 s, on a busy machine too), in the built app against the real server with
// the demo data: `pnpm bench:browser` (not part of `pnpm test`: a measure prints figures, it does not pass or fail on
// them). Each login is a new browser context (a cold cache), from the press to the frame that drew the last tile. Quiet
// and busy logins take turns; a busy one has two CPU-bound processes a core running beside it (load ≈ 4–6 on two
// cores, as on a shared school PC or a small VM), started before the login page opens and stopped once it is drawn.
// The e-mail and the password are typed as a fast typist types them, a key every LOGIN_KEY_MS (40 ms: 25 keys a
// second), and the button pressed at once after the last key: the page fetches the signed-in frame's code as they are
// typed. LOGIN_KEY_MS=0 fills both at once and presses in the same moment, which no person can.
const browser = useBrowser();

const ROUNDS = Number(process.env.LOGIN_ROUNDS ?? 10);
const HOGS = availableParallelism() * 2;
const GOAL_MS = 1_000;
const KEY_MS = Number(process.env.LOGIN_KEY_MS ?? 40);

/** The value at quantile `q` of ascending `sorted` numbers (as the server's benches take it: bench/support.ts). */
const at = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;

/** CPU-bound processes, one per `count`, until `stop()`. */
function hogs(count: number) {
  const running: ChildProcess[] = Array.from({ length: count }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
  return {
    stop: () =>
      Promise.all(
        running.map(
          (child) =>
            new Promise<void>((done) => {
              if (child.exitCode !== null || child.signalCode !== null) done();
              else {
                child.once('exit', () => done());
                child.kill('SIGKILL');
              }
            }),
        ),
      ),
  };
}

/** Where a login's time went: the login's answer and the dashboard's last answer, ms after the press. */
interface Split {
  login: number;
  data: number;
}

/** One manager's login in a fresh context: ms from the press to the frame that drew the last tile. */
async function logInAndDraw(): Promise<{ ms: number; split: Split }> {
  const { page, context } = await browser.newPage();
  try {
    await page.goto('/login');
    const type = (field: Locator, text: string) =>
      KEY_MS > 0 ? field.pressSequentially(text, { delay: KEY_MS }) : field.fill(text);
    await type(page.getByLabel('メールアドレス'), 'manager@demo.kayoi.jp');
    await type(page.getByLabel('パスワード', { exact: true }), DEMO_PASSWORD);
    await page.evaluate(watchDashboardDrawn);
    await page.getByRole('button', { name: 'ログイン' }).click();
    const ms = await dashboardDrawnMs(page);
    const split = await page.evaluate(
      (pressed) => {
        const ends = (pattern: RegExp) =>
          Math.round(
            Math.max(
              0,
              ...performance
                .getEntriesByType('resource')
                .filter((entry) => pattern.test(new URL(entry.name).pathname))
                .map((entry) => (entry as PerformanceResourceTiming).responseEnd - pressed),
            ),
          );
        return { login: ends(/\/auth\/login$/), data: ends(/^\/api\/dashboard\//) };
      },
      await pressedAt(page),
    );
    return { ms, split };
  } finally {
    await context.close();
  }
}

function figures(name: string, times: readonly number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const under = sorted.filter((ms) => ms <= GOAL_MS).length;
  console.info(
    `${name.padEnd(34)} median ${at(sorted, 0.5)} ms  p90 ${at(sorted, 0.9)} ms  max ${sorted.at(-1)} ms  ` +
      `${under} of ${sorted.length} within ${GOAL_MS} ms (${at(sorted, 0.5) <= GOAL_MS ? 'goal met' : 'goal not met'}): ${times.join(' ')}`,
  );
}

describe('login → dashboard, measured', () => {
  it(`measures ${ROUNDS} logins on a quiet machine and ${ROUNDS} beside ${HOGS} CPU-bound processes, taking turns`, async () => {
    // The first login of a run meets a server that has just started and a browser that has drawn nothing yet: printed
    // apart, not a figure of the rounds.
    const first = await logInAndDraw();
    console.info(
      `first login of the run: ${first.ms} ms (its answer ${first.split.login} ms after the press, the dashboard's last ${first.split.data} ms)`,
    );
    const quiet: number[] = [];
    const busy: number[] = [];
    const splits: Split[] = [];
    const loads: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // Turns change sides each round, so neither case always follows the other.
      for (const loaded of round % 2 === 0 ? [false, true] : [true, false]) {
        if (!loaded) {
          const { ms, split } = await logInAndDraw();
          quiet.push(ms);
          splits.push(split);
          continue;
        }
        const load = hogs(HOGS);
        try {
          busy.push((await logInAndDraw()).ms);
          loads.push(loadavg()[0] ?? 0);
        } finally {
          await load.stop();
        }
      }
    }
    console.info(
      `login → dashboard drawn, cold cache (${availableParallelism()} cores; ${KEY_MS > 0 ? `typed at ${KEY_MS} ms a key` : 'filled and pressed at once'}; 1-minute load after the busy logins ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}):`,
    );
    figures('quiet', quiet);
    const median = (values: number[]) =>
      at(
        [...values].sort((a, b) => a - b),
        0.5,
      );
    console.info(
      `${''.padEnd(34)} of which the login's answer (median) ${median(splits.map((s) => s.login))} ms, the dashboard's last answer ${median(splits.map((s) => s.data))} ms`,
    );
    figures(`busy (${HOGS} CPU-bound processes)`, busy);
    expect(quiet).toHaveLength(ROUNDS);
    expect(busy).toHaveLength(ROUNDS);
  });
});
