import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endOfTurn } from '../src/db/batches.ts';
import { type Database, openDatabase, type Queryable } from '../src/db/database.ts';
import type { AuthContext } from '../src/modules/auth/use-cases.ts';
import { tapCallOf } from '../src/modules/front-desk/attendance.ts';
import { createFrontDeskRepository, type TapRecord } from '../src/modules/front-desk/repository.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { databaseTargets } from './support/databases.ts';
import { recorded } from './support/recorded.ts';

// The taps of one turn of the event loop, and those that arrive while a statement of taps is under way, are decided
// together in one statement (front-desk/repository.ts, db/batches.ts, issue 30): each answer is its own tap's, and
// one tap's error stays its own.

/** How many taps each statement sent through `db` carries (`front_desk_tap` calls). */
const recordedTaps = (db: Database) =>
  recorded(db, (sql, params) =>
    sql.includes('front_desk_taps(') ? `together ${(params?.[0] as unknown[] | undefined)?.length}` : 'alone',
  );

let sequence = 0;

/** `count` members of `store` in `db`, each with a card, in the order of their ids: [id, uid]. */
async function members(db: Queryable, store: number, count: number): Promise<{ id: number; uid: string }[]> {
  const made = [];
  for (let i = 0; i < count; i++) {
    sequence += 1;
    const { rows } = await db.query<{ id: number }>(
      `insert into customers (store_id, member_number, family_name, given_name, family_name_kana, given_name_kana)
       values ($1, $2, '佐藤', $3, 'サトウ', 'ユイ') returning id`,
      [store, `B${sequence}`, `結衣${sequence}`],
    );
    const id = (rows[0] as { id: number }).id;
    const uid = `05${id.toString(16).toUpperCase().padStart(12, '0')}`;
    await db.query(
      `insert into nfc_cards (uid, card_type, customer_id, status) values ($1, 2, $2, 'active')`,
      [uid, id],
    );
    made.push({ id, uid });
  }
  return made;
}

/** A desk's session at `store` (the staff's). */
const deskOf = (store: number): AuthContext => ({
  tokenId: 0,
  staffId: 0,
  role: 'staff',
  storeId: store,
  expiresAt: new Date('2099-01-01'),
});

describe.each(databaseTargets)('taps decided together on $name', (target) => {
  let t: TestApp;
  let store: number;
  let desk: AuthContext;

  beforeAll(async () => {
    t = await startTestApp(target);
    t.clock.now = new Date('2026-10-01T09:00:00+09:00');
    store = await t.createStore('渋谷校');
    desk = deskOf(store);
  });
  afterAll(async () => {
    await t?.close();
  });

  const visits = async (ids: number[]) =>
    (
      await t.db.query<{ customer_id: number; open: boolean }>(
        `select customer_id, check_out_at is null as open from attendances where customer_id = any($1::int[])
          order by customer_id, id`,
        [ids],
      )
    ).rows;

  it('when ten desks tap at once, then the ten go together in one statement, and each answer is its own', async () => {
    const cards = await members(t.db, store, 10);
    const { db, statements } = recordedTaps(t.db);
    const repository = createFrontDeskRepository(db);
    const now = t.clock.now.getTime();
    const records = await Promise.all(
      cards.map((c) => repository.tap(tapCallOf({ nfc_uid: c.uid }, desk, now))),
    );

    expect(statements).toEqual(['together 10']);
    expect(records.map((r) => (r.refused ? r.refused : [r.customer.id, r.action, r.duplicate]))).toEqual(
      cards.map((c) => [c.id, 'check_in', false]),
    );
    expect(await visits(cards.map((c) => c.id))).toEqual(
      cards.map((c) => ({ customer_id: c.id, open: true })),
    );
    const counts = await t.db.query<{ check_ins: number }>(
      `select check_ins from attendance_daily_counts where store_id = $1 and day = '2026-10-01'`,
      [store],
    );
    expect(counts.rows).toEqual([{ check_ins: 10 }]);
  });

  it('when taps arrive while one is under way, then they go together in the next statement, after it', async () => {
    const cards = await members(t.db, store, 4);
    const { db, statements } = recordedTaps(t.db);
    const repository = createFrontDeskRepository(db);
    const now = t.clock.now.getTime();
    const tap = (c: { uid: string }) => repository.tap(tapCallOf({ nfc_uid: c.uid }, desk, now));
    const first = tap(cards[0] as { uid: string });
    // The first is sent at the end of its turn of the event loop; the rest come in a later turn.
    await endOfTurn();
    const records = await Promise.all([first, ...cards.slice(1).map(tap)]);

    expect(statements).toEqual(['alone', 'together 3']);
    expect(records.map((r) => !r.refused && [r.customer.id, r.action])).toEqual(
      cards.map((c) => [c.id, 'check_in']),
    );
  });

  it('when one card is tapped by several desks at once, then the taps taken together see each other: one check-in, the rest repeat it', async () => {
    const [card] = await members(t.db, store, 1);
    const { id, uid } = card as { id: number; uid: string };
    const { db, statements } = recordedTaps(t.db);
    const repository = createFrontDeskRepository(db);
    const now = t.clock.now.getTime();
    const records = await Promise.all(
      Array.from({ length: 6 }, () => repository.tap(tapCallOf({ nfc_uid: uid }, desk, now))),
    );

    expect(statements).toEqual(['together 6']);
    // The first checks the member in; the five after it in the same statement see it and repeat it.
    expect(records.map((r) => !r.refused && [r.action, r.duplicate])).toEqual([
      ['check_in', false],
      ...Array.from({ length: 5 }, () => ['check_in', true]),
    ]);
    expect(await visits([id])).toEqual([{ customer_id: id, open: true }]);
  });

  it('when one tap of those taken together fails, then nothing of the statement is kept and each tap is sent alone: the others are recorded, the one fails', async () => {
    const cards = await members(t.db, store, 6);
    const { db, statements } = recordedTaps(t.db);
    const repository = createFrontDeskRepository(db);
    const now = t.clock.now.getTime();
    const calls = cards.map((c) => tapCallOf({ nfc_uid: c.uid }, desk, now));
    // A day the database cannot read: the statement that carries it fails as a whole.
    calls[3] = { ...(calls[3] as (typeof calls)[number]), tapDay: '2026-13-45' };
    const settled = await Promise.allSettled(calls.map((call) => repository.tap(call)));

    expect(statements).toEqual(['together 6', 'alone', 'alone', 'alone', 'alone', 'alone', 'alone']);
    expect(settled.map((s) => s.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    expect(
      settled.map((s) =>
        s.status === 'fulfilled' ? (s.value as Exclude<TapRecord, { refused: string }>).customer.id : null,
      ),
    ).toEqual(cards.map((c, i) => (i === 3 ? null : c.id)));
    const expected = cards.filter((_, i) => i !== 3).map((c) => ({ customer_id: c.id, open: true }));
    expect(await visits(cards.map((c) => c.id))).toEqual(expected);
  });
});

// Two server processes on one PostgreSQL each send their taps together. Without the members locked first, this
// order waits in a circle (PostgreSQL finds it after deadlock_timeout and cancels one statement): B waits for Y,
// held by a third connection; A checks X in (its store's day counts locked until its commit) and waits for Y
// behind B; Y is let go, B takes it and checks Z in, which waits for A's counts while A waits for B's Y.
describe.each(databaseTargets.filter((target) => target.name === 'postgres'))(
  'taps together from two server processes on one $name database',
  (target) => {
    let opened: Awaited<ReturnType<typeof target.open>>;
    let second: Database;
    let holder: pg.Client;
    let watcher: pg.Client;

    beforeAll(async () => {
      opened = await target.open({ migrated: true });
      second = await openDatabase({ kind: 'postgres', url: opened.url as string });
      holder = new pg.Client({ connectionString: opened.url });
      watcher = new pg.Client({ connectionString: opened.url });
      await Promise.all([holder.connect(), watcher.connect()]);
    });
    afterAll(async () => {
      await holder?.end();
      await watcher?.end();
      await second?.close();
      await opened?.dispose();
    });

    /**
     * Resolves once `count` statements of taps together wait for a lock (for the member the holder holds). Read on a
     * connection of its own: in the holder's transaction pg_stat_activity would answer the same all along.
     */
    const waitingForLocks = async (count: number) => {
      for (;;) {
        const { rows } = await watcher.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock' and query like '%front_desk_taps(%'`,
        );
        if ((rows[0]?.n ?? 0) >= count) return;
        await endOfTurn();
      }
    };

    it('when two processes send overlapping taps together while a member is held, then neither waits on the other in a circle: every tap is recorded once and no deadlock is counted', async () => {
      const db = opened.db;
      const { rows: stores } = await db.query<{ id: number }>(
        `insert into stores (name) values ('梅田校') returning id`,
      );
      const store = (stores[0] as { id: number }).id;
      const ids = (await members(db, store, 3)).map((m) => m.id);
      const [x, y, z] = ids as [number, number, number];
      const now = Date.now();
      const call = (customer_id: number) => tapCallOf({ customer_id }, deskOf(store), now);
      const deadlocks = async () =>
        Number(
          (
            await holder.query<{ n: string }>(
              'select deadlocks as n from pg_stat_database where datname = current_database()',
            )
          ).rows[0]?.n,
        );
      const before = await deadlocks();

      await holder.query('begin');
      await holder.query('select id from customers where id = $1 for update', [y]);
      const onNodeA = recordedTaps(db);
      const onNodeB = recordedTaps(second);
      const a = createFrontDeskRepository(onNodeA.db);
      const b = createFrontDeskRepository(onNodeB.db);
      // Each process's two taps go together, in one statement.
      const onB = [b.tap(call(y)), b.tap(call(z))];
      await waitingForLocks(1);
      const onA = [a.tap(call(x)), a.tap(call(y))];
      await waitingForLocks(2);
      await holder.query('commit');
      const records = await Promise.all([...onB, ...onA]);

      // B had Y first: A's tap of Y comes within the cooldown of B's check-in, and repeats it.
      expect(records.map((r) => !r.refused && [r.customer.id, r.action, r.duplicate])).toEqual([
        [y, 'check_in', false],
        [z, 'check_in', false],
        [x, 'check_in', false],
        [y, 'check_in', true],
      ]);
      const { rows } = await db.query<{ customer_id: number }>(
        'select customer_id from attendances where customer_id = any($1::int[]) order by customer_id, id',
        [ids],
      );
      expect(rows.map((r) => r.customer_id).filter((id) => id === y)).toHaveLength(1);
      // A statement cancelled as a deadlock would have sent its taps again, each alone.
      expect([onNodeA.statements, onNodeB.statements]).toEqual([['together 2'], ['together 2']]);
      expect(await deadlocks()).toBe(before);
    });
  },
);
