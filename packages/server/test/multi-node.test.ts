import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { serverMessages } from '../src/http/messages.ts';
import { chatMessages, MESSAGE_RATE } from '../src/modules/chat/use-cases.ts';
import { TEST_PASSWORD, testPasswordHash } from './support/app.ts';
import { databaseTargets } from './support/databases.ts';
import { isRunning, processEnv, type RunningServer, startServer } from './support/processes.ts';
import { openStream } from './support/sse.ts';

// Issue 26 §3: a chain grows past one machine by running several API nodes on one PostgreSQL. Two real server
// processes (`node src/server.ts`, as the README starts them) on one database, requests spread over both:
// the rate limits hold across them, and a session ended on one ends its live stream on the other at once.

/** The per-account limit for this file (RATE_LIMIT_PER_MINUTE; 600 by default): smaller, for a quick test. */
const ACCOUNT_LIMIT = 40;
/** The public limit is the default one (PUBLIC_RATE_LIMIT_PER_MINUTE unset): 30 a minute. */
const PUBLIC_LIMIT = 30;

/** GET /api/events on `url` with `token` (the shared stream reader), once its `ready` frame has come. */
async function streamOn(url: string, token: string) {
  const stream = await openStream(url, token);
  if (stream.response.status === 200 && !(await stream.waitFor((e) => e.event === 'ready', 10_000)))
    throw new Error('no ready frame');
  return {
    status: stream.response.status,
    /** How long after `since` the server ended the stream. */
    ended: (since: number) => stream.ended.then(() => Date.now() - since),
    close: () => stream.close(),
  };
}

describe.each(databaseTargets.filter((t) => t.name === 'postgres'))(
  'two API nodes on one $name database',
  (target) => {
    let db: Database;
    let dispose: () => Promise<void>;
    const nodes: RunningServer[] = [];
    const dataDirs: string[] = [];
    let storeId: number;
    let sequence = 0;

    beforeAll(async () => {
      const opened = await target.open();
      db = opened.db;
      dispose = opened.dispose;
      for (const name of ['a', 'b']) dataDirs.push(mkdtempSync(join(tmpdir(), `kayoi-node-${name}-`)));
      const started = await Promise.all(
        dataDirs.map((dir) => {
          const env = processEnv(dir, { RATE_LIMIT_PER_MINUTE: String(ACCOUNT_LIMIT) });
          env.DATABASE_URL = opened.url;
          return startServer(env);
        }),
      );
      for (const node of started) if (isRunning(node)) nodes.push(node);
      expect(started.map((node) => (isRunning(node) ? 'serving' : node.output))).toEqual([
        'serving',
        'serving',
      ]);
      const { rows } = await db.query<{ id: number }>(
        "insert into stores (name) values ('複数ノード店') returning id",
      );
      storeId = rows[0]?.id as number;
    }, 240_000);

    afterAll(async () => {
      await Promise.all(nodes.map((node) => node.stop()));
      await dispose?.();
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    });

    /** The node a request goes to, alternating as a round-robin proxy would send them. */
    const node = (n: number) => nodes[n % 2] as RunningServer;

    async function staff(role: 'admin' | 'staff' = 'staff') {
      sequence += 1;
      const email = `multi-node-${role}${sequence}@test.kayoi.jp`;
      const { rows } = await db.query<{ id: number }>(
        `insert into staffs (store_id, name, email, password_hash, role, is_active)
         values ($1, $2, $3, $4, $5, true) returning id`,
        [storeId, `ノード ${role}${sequence}`, email, await testPasswordHash(), role],
      );
      return { id: rows[0]?.id as number, email };
    }

    async function call(
      url: string,
      method: string,
      path: string,
      options: { token?: string; body?: unknown } = {},
    ) {
      const response = await fetch(`${url}${path}`, {
        method,
        headers: {
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      });
      // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field in the assertions
      return { status: response.status, body: (await response.json()) as any };
    }

    async function login(url: string, email: string): Promise<string> {
      const answer = await call(url, 'POST', '/api/v3/auth/login', {
        body: { email, password: TEST_PASSWORD },
      });
      expect(answer.status).toBe(200);
      return answer.body.data.token as string;
    }

    it('when 80 public calls from one address are spread over both nodes, then exactly the public limit (30) is admitted, the rest 429 in Japanese', async () => {
      const answers = await Promise.all(
        Array.from({ length: 80 }, (_, n) =>
          call(node(n).url, 'POST', '/api/v3/auth/forgot-password', {
            body: { email: 'nobody@test.kayoi.jp' },
          }),
        ),
      );
      const admitted = answers.filter((a) => a.status === 200).length;
      console.info(`public limit ${PUBLIC_LIMIT}/min over two nodes: ${admitted} of 80 admitted`);
      expect(admitted).toBe(PUBLIC_LIMIT);
      const refused = answers.filter((a) => a.status !== 200);
      expect(refused).toHaveLength(80 - PUBLIC_LIMIT);
      for (const answer of refused) {
        expect(answer.status).toBe(429);
        expect(answer.body).toMatchObject({
          success: false,
          message: serverMessages.tooManyRequests,
          error: { code: 'TOO_MANY_REQUESTS' },
        });
      }
    });

    it('when one account calls 100 times over both nodes, then exactly its per-account limit is admitted', async () => {
      const { email } = await staff();
      const token = await login(node(0).url, email);
      const statuses = await Promise.all(
        Array.from(
          { length: 100 },
          async (_, n) => (await call(node(n).url, 'GET', '/api/v3/auth/me', { token })).status,
        ),
      );
      const admitted = statuses.filter((s) => s === 200).length;
      console.info(`per-account limit ${ACCOUNT_LIMIT}/min over two nodes: ${admitted} of 100 admitted`);
      expect(admitted).toBe(ACCOUNT_LIMIT);
      expect(statuses.filter((s) => s === 429)).toHaveLength(100 - ACCOUNT_LIMIT);
    });

    it('when one staff member sends 36 chat messages at once over both nodes, then exactly the chat limit (30 a minute) is sent', async () => {
      const sender = await staff();
      const other = await staff();
      const token = await login(node(0).url, sender.email);
      const room = await call(node(0).url, 'POST', '/api/v3/chat/rooms', {
        token,
        body: { type: 'group', name: '二台で連投', participants: [other.id] },
      });
      expect(room.status).toBe(201);
      // 1 room + 36 sends stay within this file's per-account limit (40): only the chat limit decides.
      const answers = await Promise.all(
        Array.from({ length: 36 }, (_, n) =>
          call(node(n).url, 'POST', `/api/v3/chat/rooms/${room.body.data.id}/messages`, {
            token,
            body: { body: `連投${n}` },
          }),
        ),
      );
      expect(answers.filter((a) => a.status === 201)).toHaveLength(MESSAGE_RATE.max);
      const refused = answers.filter((a) => a.status !== 201);
      expect(refused).toHaveLength(36 - MESSAGE_RATE.max);
      for (const answer of refused) {
        expect(answer.status).toBe(429);
        expect(answer.body).toMatchObject({ message: chatMessages.tooManyMessages });
      }
    });

    it('when a session logs out on node A, then its live stream on node B ends at once (not at the 25 s ping)', async () => {
      const { email } = await staff();
      const token = await login(node(0).url, email);
      const stream = await streamOn(node(1).url, token);
      try {
        expect(stream.status).toBe(200);
        const since = Date.now();
        const loggedOut = await call(node(0).url, 'POST', '/api/v3/auth/logout', { token });
        expect(loggedOut.status).toBe(200);
        const elapsed = await stream.ended(since);
        console.info(`logout sent to node A → stream on node B ended ${elapsed} ms later`);
        expect(elapsed).not.toBeNull();
        expect(elapsed).toBeLessThan(5_000);
      } finally {
        stream.close();
      }
    });

    it('when an admin retires a staff member on node A, then their live streams on node B end at once', async () => {
      const admin = await staff('admin');
      const retired = await staff();
      const adminToken = await login(node(0).url, admin.email);
      const token = await login(node(1).url, retired.email);
      const streams = [await streamOn(node(1).url, token), await streamOn(node(1).url, token)];
      try {
        expect(streams.map((s) => s.status)).toEqual([200, 200]);
        const since = Date.now();
        const answer = await call(node(0).url, 'POST', `/api/staffs/${retired.id}/retire`, {
          token: adminToken,
          body: { reason: '退職のため' },
        });
        expect(answer.body).toMatchObject({ success: true });
        const elapsed = await Promise.all(streams.map((s) => s.ended(since)));
        console.info(`retire sent to node A → streams on node B ended ${elapsed.join(' and ')} ms later`);
        for (const ms of elapsed) {
          expect(ms).not.toBeNull();
          expect(ms).toBeLessThan(5_000);
        }
      } finally {
        for (const s of streams) s.close();
      }
    });

    it('when both nodes are asked the same report at once, then each store’s part is read and kept once, and both answer it', async () => {
      // Every write of a kept part (a node that read a part it did not find writes it).
      await db.exec(`
        create table multi_node_part_writes (report text not null, key text not null, store_id integer not null);
        create function multi_node_part_written() returns trigger language plpgsql as $$
        begin
          insert into multi_node_part_writes values (new.report, new.key, new.store_id);
          return null;
        end $$;
        create trigger multi_node_part_written after insert or update on report_store_parts
          for each row execute function multi_node_part_written();`);
      const admin = await staff('admin');
      const tokens = await Promise.all([login(node(0).url, admin.email), login(node(1).url, admin.email)]);
      const path = '/api/reports/members?from=2025-04-01&to=2025-09-30';
      const answers = await Promise.all(tokens.map((token, n) => call(node(n).url, 'GET', path, { token })));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(answers[1]?.body.data.summary).toEqual(answers[0]?.body.data.summary);
      // The claim is freed by the statement that keeps the parts (0690).
      await expect
        .poll(
          async () =>
            (
              await db.query<{ n: number }>(
                "select count(*)::int as n from report_part_claims where slot like 'members:%'",
              )
            ).rows[0]?.n,
          // The write follows the answer: waited for, under whatever load the machine has.
          { timeout: 10_000 },
        )
        .toBe(0);
      // No part written twice (the two nodes' warm-ups may write theirs meanwhile, once each), the report's among them.
      const twice = await db.query(
        'select report, key, store_id from multi_node_part_writes group by 1, 2, 3 having count(*) > 1',
      );
      expect(twice.rows).toEqual([]);
      const { rows } = await db.query<{ members: number; stores: number }>(
        `select (select count(*)::int from multi_node_part_writes where report = 'members') as members,
                (select count(*)::int from stores) as stores`,
      );
      expect(rows[0]?.members).toBeGreaterThanOrEqual(rows[0]?.stores as number);
    });
  },
);
