import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../../.storybook/chromium.ts';
import { isRunning, processEnv, runTool, startServer } from '../../../server/test/support/processes.ts';

const root = resolve(import.meta.dirname, '../../../..');

/** Seconds since `started`, for the setup's one line of timings. */
const since = (started: number) => `${((performance.now() - started) / 1000).toFixed(1)} s`;

/**
 * The server's environment on `dataDir`: the demo, login limits a suite can live with, push to the e2e's receiver.
 */
const serverEnv = (dataDir: string) =>
  processEnv(dataDir, {
    NODE_ENV: 'test',
    KAYOI_DEMO_DATA: '1',
    // The e2e suite logs in many times from one address.
    RATE_LIMIT_PER_MINUTE: '100000',
    PUBLIC_RATE_LIMIT_PER_MINUTE: '100000',
    // マイページ's push notifications go to the e2e's local receiver (packages/portal/e2e/notifications.e2e.ts).
    PUSH_ALLOW_ANY_ENDPOINT: '1',
  });

/**
 * The product as a newcomer runs it: the staff app and マイページ built, the real server on a fresh embedded database with
 * the demo data, on a port of its own, and one chromium for the run. Every e2e file talks to a server over real
 * HTTP in that chromium, each test in a context of its own.
 *
 * Two files run at a time (issue 27), each worker of Vitest with a server of its own (`baseUrl()` in browser.ts):
 * the demo is seeded once and its data directory copied for the second server, so the files of one worker share
 * a server one after the other, as all files did when they ran one at a time.
 */
export default async function setup(project: TestProject) {
  const started = performance.now();
  const dataDir = mkdtempSync(join(tmpdir(), 'kayoi-e2e-'));
  const env = serverEnv(dataDir);
  // The build and the database at the same time (issue 27): the build is Vite's, the database is `pnpm db:seed`
  // (migrations and the demo data, as the server's first start would load them) on the server's DATA_DIR, each
  // mostly one core. One after the other (the server loading the demo data at its start) they took the sum.
  const [build, database] = await Promise.all([
    // Vitest sets NODE_ENV=test, which would make Vite build React's development bundle: test what ships.
    // マイページ (packages/portal) too: the server serves it at /my/.
    promisify(execFile)('pnpm', ['--filter', '@kayoi/app', '--filter', '@kayoi/portal', 'build'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production' },
      maxBuffer: 64 * 1024 * 1024,
    }).then(() => since(started)),
    runTool('seed', [], env).then((seeded) => {
      if (seeded.code !== 0) throw new Error(`pnpm db:seed failed (${seeded.code}):\n${seeded.stderr}`);
      return since(started);
    }),
  ]);
  // One server per worker: the seeded data directory copied (the seed has exited: nothing is open in it).
  // (`fileParallelism: false` resolves to one worker.)
  const workers = Math.max(1, project.config.maxWorkers);
  const dataDirs = [dataDir];
  while (dataDirs.length < workers) {
    const copy = mkdtempSync(join(tmpdir(), 'kayoi-e2e-'));
    cpSync(dataDir, copy, { recursive: true });
    dataDirs.push(copy);
  }
  // Started as the server tests start a real server (packages/server/test/support/processes.ts); each finds the
  // demo data already there.
  const serverStarted = performance.now();
  const servers = await Promise.all(dataDirs.map((dir) => startServer(serverEnv(dir))));
  const running = servers.filter(isRunning);
  for (const server of servers) {
    if (!isRunning(server)) {
      await Promise.all(running.map((r) => r.stop()));
      throw new Error(`a server exited (${server.exitCode}):\n${server.output}`);
    }
  }
  // One chromium for the whole run (issue 27): each file connects to it instead of starting its own.
  const browserStarted = performance.now();
  const browser = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  console.info(
    `e2e setup: build ${build} ‖ database ${database}, ${running.length} server(s) ${since(serverStarted)}, chromium ${since(browserStarted)}`,
  );
  project.provide(
    'baseUrls',
    running.map((server) => server.url),
  );
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await Promise.all(running.map((server) => server.stop()));
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker, in the order of Vitest's pool ids (1, 2…). */
    baseUrls: string[];
    browserEndpoint: string;
  }
}
