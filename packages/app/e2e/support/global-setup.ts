import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { isRunning, processEnv, startServer } from '../../../server/test/support/processes.ts';

const root = resolve(import.meta.dirname, '../../../..');

/**
 * The product as a newcomer runs it: the staff app and マイページ built, the real server on a fresh embedded database with
 * the demo data, on a port of its own. Every e2e file talks to it over real HTTP in Debian's chromium.
 */
export default async function setup(project: TestProject) {
  // Vitest sets NODE_ENV=test, which would make Vite build React's development bundle: test what ships.
  // マイページ (packages/portal) too: the server serves it at /my/.
  execFileSync('pnpm', ['--filter', '@kayoi/app', '--filter', '@kayoi/portal', 'build'], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'kayoi-e2e-'));
  // Started as the server tests start a real server (packages/server/test/support/processes.ts), with the demo data.
  const server = await startServer(
    processEnv(dataDir, {
      NODE_ENV: 'test',
      KAYOI_DEMO_DATA: '1',
      // The e2e suite logs in many times from one address.
      RATE_LIMIT_PER_MINUTE: '100000',
      PUBLIC_RATE_LIMIT_PER_MINUTE: '100000',
      // マイページ's push notifications go to the e2e's local receiver (packages/portal/e2e/notifications.e2e.ts).
      PUSH_ALLOW_ANY_ENDPOINT: '1',
    }),
  );
  if (!isRunning(server)) throw new Error(`the server exited (${server.exitCode}):\n${server.output}`);
  const baseUrl = server.url;
  project.provide('baseUrl', baseUrl);
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
