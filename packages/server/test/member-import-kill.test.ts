import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { startTestApp, TEST_PASSWORD, type TestApp, type TestBody } from './support/app.ts';
import { databaseTargets, templateCluster } from './support/databases.ts';
import { isRunning, processEnv, type RunningServer, startServer } from './support/processes.ts';

// Issue 26 §4: a member import killed halfway (kill -9) left its new members and no trace in the history. A
// real server process is killed while its import writes, and a new server on the same data shows the run as
// 中断 with exactly the lines that arrived; the same file again completes it, without duplicates.

const LINES = 4_000;
/** Every other line without 会員番号: nothing but the file's own record of its lines tells them apart. */
const file = Buffer.from(
  `${[
    '会員番号,氏名,フリガナ,生年月日,性別',
    ...Array.from({ length: LINES }, (_, i) =>
      i % 2 === 0
        ? `K${String(i).padStart(5, '0')},中断 太郎,チュウダン タロウ,1985/4/1,男`
        : ',中断 花子,チュウダン ハナコ,1985/4/1,女',
    ),
  ].join('\r\n')}\r\n`,
);

/** The store's event stream (`GET /api/events`) of a server process, read event by event. */
async function eventStream(server: RunningServer, token: string) {
  const controller = new AbortController();
  const response = await fetch(`${server.url}/api/events`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const reader = response.body?.getReader() as ReadableStreamDefaultReader<Uint8Array>;
  const decoder = new TextDecoder();
  let text = '';
  return {
    /** The first event `matches` accepts, within `timeoutMs` (the stream is closed once it is found). */
    async next(
      matches: (event: { type: string; payload: Record<string, unknown> }) => boolean,
      timeoutMs: number,
    ) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        for (const block of text.split('\n\n')) {
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (!data) continue;
          const event = JSON.parse(data.slice('data: '.length));
          if (matches(event)) {
            controller.abort();
            return event;
          }
        }
        const chunk = await Promise.race([
          reader.read(),
          new Promise<null>((r) => setTimeout(() => r(null), Math.max(0, deadline - Date.now()))),
        ]);
        if (!chunk || chunk.done) throw new Error(`no such event within ${timeoutMs} ms:\n${text}`);
        text += decoder.decode(chunk.value, { stream: true });
      }
    },
  };
}

interface Run {
  id: number;
  status: string;
  done: number;
  total: number;
  summary: Record<string, number>;
}

describe.each(databaseTargets)('a member import killed midway on $name', (target) => {
  it('when the importing server is SIGKILLed, then a new server shows the run 中断 with the lines that arrived, and the same file again completes it without duplicates', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kayoi-import-kill-'));
    const opened = target.name === 'postgres' ? await target.open({ migrated: true }) : undefined;
    const cleanups: (() => Promise<unknown>)[] = [
      async () => rmSync(dataDir, { recursive: true, force: true }),
    ];
    try {
      // The store and its manager, written before any server runs (PGlite: then closed, the server's alone).
      const setup: TestApp = await startTestApp(
        opened
          ? { name: 'postgres', open: async () => opened }
          : {
              name: 'pglite',
              open: async () => {
                // The install migrated already (the run's template, support/databases.ts): the subject is the
                // kill, not the first start's initdb and migrations.
                await templateCluster(join(dataDir, 'db'), { migrated: true });
                const db = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db') });
                return { db, dispose: () => db.close() };
              },
            },
      );
      const storeId = await setup.createStore('中断校');
      const { email } = await setup.createStaff({ role: 'manager', storeId });
      if (opened) cleanups.unshift(() => setup.close());
      else await setup.close();

      const env = processEnv(dataDir);
      if (opened) env.DATABASE_URL = opened.url;
      const serve = async () => {
        const started = await startServer(env);
        if (!isRunning(started)) throw new Error(`the server did not start:\n${started.output}`);
        cleanups.unshift(() => started.stop());
        return started;
      };
      const call = async (
        server: RunningServer,
        path: string,
        init: RequestInit & { token?: string } = {},
      ) => {
        const response = await fetch(`${server.url}${path}`, {
          ...init,
          headers: { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...init.headers },
        });
        return { status: response.status, body: (await response.json()) as TestBody };
      };
      const login = async (server: RunningServer) =>
        (
          await call(server, '/api/v3/auth/login', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, password: TEST_PASSWORD }),
          })
        ).body.data.token as string;
      const upload = (server: RunningServer, token: string, progressKey?: string) => {
        const form = new FormData();
        form.append('file', new Blob([file], { type: 'text/csv' }), 'members.csv');
        if (progressKey) form.append('progress_key', progressKey);
        return call(server, '/api/customers/import', { method: 'POST', body: form, token });
      };
      const runs = async (server: RunningServer, token: string) =>
        (await call(server, '/api/customer-imports?per_page=20', { token })).body.data as Run[];
      const customerCount = async (server: RunningServer, token: string) =>
        (await call(server, '/api/customers?per_page=10', { token })).body.meta.total as number;

      const first = await serve();
      const firstToken = await login(first);
      // Waits on the data: the import's progress on the store's event stream, sent after each batch commits
      // (the history would answer too, but an embedded database serves it only between the import's batches).
      const progressKey = randomUUID();
      const events = await eventStream(first, firstToken);
      const killed = upload(first, firstToken, progressKey).catch((error: unknown) => error);
      const progress = await events.next(
        (event) => event.type === 'customer.import.progress' && event.payload.progress_key === progressKey,
        120_000,
      );
      const seen = progress.payload as { done: number; total: number };
      expect(seen.total).toBe(LINES);
      expect(seen.done).toBeLessThan(LINES);
      process.kill(first.pid, 'SIGKILL');
      await first.stop();
      expect(await killed).toBeInstanceOf(Error);

      const second = await serve();
      const token = await login(second);
      const [interrupted] = await runs(second, token);
      expect(interrupted).toMatchObject({ status: 'interrupted', total: LINES });
      const done = interrupted?.done ?? 0;
      console.info(
        `killed after ${seen.done} lines were announced: ${done} of ${LINES} arrived (${target.name})`,
      );
      expect(done).toBeGreaterThanOrEqual(seen.done);
      expect(done).toBeLessThan(LINES);
      expect(interrupted?.summary.created).toBe(done);
      expect(await customerCount(second, token)).toBe(done);

      const resumed = await upload(second, token);
      expect(resumed.status).toBe(200);
      expect(resumed.body.data.summary).toMatchObject({ created: LINES - done, unchanged: done, refused: 0 });
      expect(await customerCount(second, token)).toBe(LINES);
      const [completed, earlier] = await runs(second, token);
      expect(completed).toMatchObject({ status: 'completed', done: LINES, total: LINES });
      expect(earlier).toMatchObject({ id: interrupted?.id, status: 'resumed', done });
    } finally {
      for (const cleanup of cleanups) await cleanup();
    }
  }, 600_000);
});
