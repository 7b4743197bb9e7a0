import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/database.ts';
import { serverMessages } from '../src/http/messages.ts';
import { createAuthRepository } from '../src/modules/auth/repository.ts';
import { hashToken } from '../src/modules/auth/tokens.ts';
import { countHit, countHits, deleteExpiredCounters } from '../src/modules/rate-limits/counters.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { databaseTargets } from './support/databases.ts';
import { familySession } from './support/family.ts';
import { recorded } from './support/recorded.ts';

// The rate-limit counters (issue 26 §3) live in the database, so that every server process on it counts in
// one place: each hit is one atomic upsert, and of N parallel hits against a limit of M exactly M are admitted.

describe.each(databaseTargets)('rate-limit counters on $name', (target) => {
  let db: Database;
  /** On PostgreSQL, a second pool on the same database, as another server process has. */
  let other: Database;
  let dispose: () => Promise<void>;
  let sequence = 0;
  const key = () => {
    sequence += 1;
    return `test|${target.name}|${sequence}`;
  };

  beforeAll(async () => {
    const opened = await target.open({ migrated: true });
    db = opened.db;
    other = opened.url ? await openDatabase({ kind: 'postgres', url: opened.url, poolSize: 4 }) : db;
    dispose = async () => {
      if (other !== db) await other.close();
      await opened.dispose();
    };
  });
  afterAll(async () => {
    await dispose?.();
  });

  it('when 80 hits of one key arrive at once (over two connection pools on PostgreSQL), then each gets its own count: exactly 30 are within a limit of 30', async () => {
    const k = key();
    const hits = await Promise.all(
      Array.from({ length: 80 }, (_, n) => countHit(n % 2 === 0 ? db : other, k, 60_000)),
    );
    expect(hits.map((h) => h.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 80 }, (_, n) => n + 1),
    );
    expect(hits.filter((h) => h.hits <= 30)).toHaveLength(30);
    for (const { ttlMs } of hits) {
      expect(ttlMs).toBeGreaterThan(0);
      expect(ttlMs).toBeLessThanOrEqual(60_000);
    }
  });

  it('when calls count two keys each in one statement, crossing in both orders at once, then every key gets every count and none waits on another in a circle', async () => {
    const [a, b] = [key(), key()];
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        countHits(n % 2 === 0 ? db : other, n % 4 < 2 ? [a, b] : [b, a], 60_000).then((hits) => ({
          order: n % 4 < 2 ? 'ab' : 'ba',
          hits,
        })),
      ),
    );
    const counts = { [a]: [] as number[], [b]: [] as number[] };
    for (const { order, hits } of answers) {
      const [first, second] = order === 'ab' ? [a, b] : [b, a];
      counts[first]?.push(hits[0]?.hits ?? 0);
      counts[second]?.push(hits[1]?.hits ?? 0);
    }
    const oneToForty = Array.from({ length: 40 }, (_, n) => n + 1);
    expect(counts[a]?.sort((x, y) => x - y)).toEqual(oneToForty);
    expect(counts[b]?.sort((x, y) => x - y)).toEqual(oneToForty);
  });

  it('when a call is counted, then its counter is written without the write-ahead log (a call that reads waits for no flush), and the lockouts are logged', async () => {
    const { rows } = await db.query<{ relname: string; relpersistence: string }>(
      `select relname, relpersistence from pg_class
        where relname in ('rate_limit_counters', 'auth_throttles') order by relname`,
    );
    // 'u': unlogged, emptied after a crash (a minute's counts); 'p': kept, as a lockout must be.
    expect(rows).toEqual([
      { relname: 'auth_throttles', relpersistence: 'p' },
      { relname: 'rate_limit_counters', relpersistence: 'u' },
    ]);
  });

  it('when the window has passed by the database clock, then the next hit starts a new one; other keys keep their own', async () => {
    const [k, neighbour] = [key(), key()];
    for (let n = 0; n < 3; n += 1) await countHit(db, k, 60_000);
    await countHit(db, neighbour, 60_000);
    // The window ends (as a minute passing would end it), on the database's clock.
    await db.query(
      "update rate_limit_counters set window_ends_at = now() - interval '1 second' where key = $1",
      [k],
    );
    expect((await countHit(db, k, 60_000)).hits).toBe(1);
    expect((await countHit(db, neighbour, 60_000)).hits).toBe(2);
  });

  it('when a clock is given, then the window is timed by it (the chat rules read the app clock, which tests move)', async () => {
    const k = key();
    const at = new Date('2026-11-22T01:00:00.000Z');
    expect(await countHit(db, k, 60_000, at)).toEqual({ hits: 1, ttlMs: 60_000 });
    expect(await countHit(db, k, 60_000, new Date(at.getTime() + 20_000))).toEqual({
      hits: 2,
      ttlMs: 40_000,
    });
    expect((await countHit(db, k, 60_000, new Date(at.getTime() + 60_000))).hits).toBe(1);
  });

  it('when the sweep runs, then windows that ended over a minute ago by both clocks are forgotten and the others kept', async () => {
    const [ended, live, appClockLive] = [key(), key(), key()];
    const appNow = new Date('2026-11-22T01:00:00.000Z');
    await countHit(db, ended, 60_000, new Date('2020-01-01T00:00:00Z'));
    await countHit(db, live, 60_000);
    // A window on a test's clock set back from the database's: ended by the database's clock, not by its own.
    await countHit(db, appClockLive, 60_000, appNow);
    await deleteExpiredCounters(db, appNow);
    const { rows } = await db.query<{ key: string }>(
      'select key from rate_limit_counters where key = any($1::text[]) order by key',
      [[ended, live, appClockLive]],
    );
    expect(rows.map((r) => r.key)).toEqual([live, appClockLive].sort());
  });
});

/** Whether each session lookup sent through `db` is one call's or several's (`together n`). */
const recordedLookups = (db: Database) =>
  recorded(db, (sql, params) => {
    if (!sql.includes('auth_tokens')) return null;
    return sql.includes('with ordinality')
      ? `together ${(params?.[5] as unknown[] | undefined)?.length}`
      : 'alone';
  });

describe.each(databaseTargets)('the API rate limits counted in the database on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, {
      rateLimit: { apiPerMinute: 10, addressPerMinute: 10_000, publicPerMinute: 5 },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('when 20 public calls arrive at once, then exactly the public limit is admitted and the rest get 429 in Japanese with Retry-After', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.request({
          method: 'POST',
          url: '/api/v3/auth/forgot-password',
          remoteAddress: '198.51.100.20',
          payload: { email: 'nobody@test.kayoi.jp' },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.every((a) => a.status === 429)).toBe(true);
    for (const answer of refused) {
      expect(answer.body).toMatchObject({
        success: false,
        message: serverMessages.tooManyRequests,
        error: { code: 'TOO_MANY_REQUESTS' },
      });
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    const { rows } = await t.db.query<{ hits: number }>(
      "select hits from rate_limit_counters where key like 'public|%|198.51.100.20'",
    );
    expect(rows).toEqual([{ hits: 20 }]);
  });

  it('when one account calls 25 times at once, then exactly its limit is admitted', async () => {
    const store = await t.createStore();
    const token = await t.login((await t.createStaff({ role: 'staff', storeId: store })).email);
    const statuses = await Promise.all(
      Array.from(
        { length: 25 },
        async () => (await t.request({ method: 'GET', url: '/api/v3/auth/me', token })).status,
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  it('when a family account calls 25 times at once, then exactly its limit is admitted (a budget of its own)', async () => {
    const store = await t.createStore();
    const staff = await t.login((await t.createStaff({ role: 'staff', storeId: store })).email);
    const family = await familySession(t, store, staff);
    const statuses = await Promise.all(
      Array.from(
        { length: 25 },
        async () => (await t.request({ method: 'GET', url: '/api/family/me', token: family.token })).status,
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    expect(await hitsOf(`family|${family.id}`)).toBe(25);
  });

  it('when a session has ended, then its calls count the address and not the account; a staff token on a family operation is unknown there', async () => {
    const store = await t.createStore();
    const staff = await t.createStaff({ role: 'staff', storeId: store });
    const token = await t.login(staff.email);
    const address = '198.51.100.31';
    const me = await t.request({ method: 'GET', url: '/api/v3/auth/me', token, remoteAddress: address });
    expect(me.status).toBe(200);
    expect(await hitsOf(`account|${staff.id}`)).toBe(1);
    expect(await hitsOf(`address|${address}`)).toBe(1);

    const family = await t.request({ method: 'GET', url: '/api/family/me', token, remoteAddress: address });
    expect(family.status).toBe(401);
    t.clock.advance(400 * 24 * 60 * 60_000);
    const expired = await t.request({ method: 'GET', url: '/api/v3/auth/me', token, remoteAddress: address });
    expect(expired.body).toMatchObject({ success: false, error: { code: 'TOKEN_EXPIRED' } });
    const again = await t.request({ method: 'GET', url: '/api/v3/auth/me', token, remoteAddress: address });
    expect(again.body).toMatchObject({ success: false, error: { code: 'UNAUTHENTICATED' } });
    const none = await t.request({ method: 'GET', url: '/api/v3/auth/me', remoteAddress: address });
    expect(none.status).toBe(401);
    expect(await hitsOf(`account|${staff.id}`)).toBe(1);
    expect(await hitsOf(`address|${address}`)).toBe(5);
  });

  it('when signed-in calls arrive at once, then their sessions are found together, each counted as if sent alone in turn: an ended session, an unknown token and none among them', async () => {
    const store = await t.createStore();
    const staff = await t.createStaff({ role: 'staff', storeId: store });
    const token = await t.login(staff.email);
    const other = await t.createStaff({ role: 'staff', storeId: store });
    const ended = await t.login(other.email);
    await t.request({ method: 'POST', url: '/api/v3/auth/logout', token: ended });
    const { db, statements } = recordedLookups(t.db);
    const repo = createAuthRepository(db, t.app.kayoi.photos);
    const address = 'address|198.51.100.40';
    const tokens = [token, token, ended, 'made-up', '', token, token, token];
    const found = await Promise.all(
      tokens.map((each) =>
        repo.findTokenCounting(each ? hashToken(each) : '', [address], 60_000, t.clock.now),
      ),
    );
    // Sent in one turn of the event loop, they are found in one statement.
    expect(statements).toEqual([`together ${tokens.length}`]);
    expect(found.map((f) => f.row?.staff_id ?? null)).toEqual([
      staff.id,
      staff.id,
      null,
      null,
      null,
      staff.id,
      staff.id,
      staff.id,
    ]);
    // The address is counted once by every call, in their order; the account by its own calls only.
    const counted = (key: string) =>
      found.map((f) => f.hits.get(key)?.hits ?? null).filter((n) => n !== null);
    expect(counted(address).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(counted(`account|${staff.id}`).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    expect(
      found.every((f) => [...f.hits.values()].every((hit) => hit.ttlMs > 0 && hit.ttlMs <= 60_000)),
    ).toBe(true);
    expect(await hitsOf(address)).toBe(8);
    expect(await hitsOf(`account|${staff.id}`)).toBe(5);
    // Its logout only: an ended session's calls count the address alone.
    expect(await hitsOf(`account|${other.id}`)).toBe(1);
  });

  /** A key's hits in its current window (0: never counted). */
  const hitsOf = async (key: string) => {
    const { rows } = await t.db.query<{ hits: number }>(
      'select hits from rate_limit_counters where key = $1',
      [key],
    );
    return rows[0]?.hits ?? 0;
  };

  afterAll(() => {
    expect(t.contractViolations()).toEqual([]);
  });
});
