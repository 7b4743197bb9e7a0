import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { batched, endOfTurn } from '../../db/batches.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { type Period, segmentsOf } from './shared.ts';

// A report over a whole chain is its stores' parts added up, and a store's part is kept once read (migration 0450,
// report_store_parts): in a day few stores' members change, so an admin's chain report reads the stores that did
// and takes the others' parts as they were. A part is the rows of a report's statements for one store and one set
// of values, kept with the snapshot it was read after; it is used again while its store has no change (0450's
// triggers record each changing transaction in report_store_changes) that the snapshot did not see committed.

/** Kept parts older than this are deleted (their keys name a day that has passed). */
const KEPT_FOR = '2 days';

/**
 * A change is kept at least this long (0670): a part's snapshot is in report_store_parts only once the part is
 * written, after its statements and its answer, and until then only this keeps the changes it did not see.
 */
const CHANGES_KEPT_FOR = '1 hour';

/** A digest of a module's source, read once: a part is used again only by the code that made it. */
const sources = new Map<string, string>();
const sourceOf = (module: string) => {
  let digest = sources.get(module);
  if (digest === undefined) {
    digest = createHash('sha256')
      .update(readFileSync(fileURLToPath(module)))
      .digest('base64url');
    sources.set(module, digest);
  }
  return digest;
};

/**
 * Whether the store `storeId` (an SQL expression) has a change in `changes` (a table of store_id and xid, each
 * changing transaction's, filled by triggers) that `snapshot` (an SQL expression) did not see committed, as SQL.
 */
export const changedSince = (changes: string, storeId: string, snapshot: string): string => `exists (
          select 1 from ${changes} c
           where c.store_id = ${storeId} and c.xid >= pg_snapshot_xmin(${snapshot})
             and not pg_visible_in_snapshot(c.xid, ${snapshot}))`;

/**
 * Deletes the changes in `changes` that no snapshot in `snapshots` (a table with a `snapshot` column) nor any taken
 * from now on needs: those whose transaction every one of them sees as ended — and, when `keptFor` (an interval) is
 * given, recorded longer ago than that (`recorded_at`), for a snapshot not yet in `snapshots`.
 */
export async function forgetChanges(
  db: Queryable,
  changes: string,
  snapshots: string,
  keptFor?: string,
): Promise<void> {
  await db.query(
    `delete from ${changes} where xid < least(
       (select min(pg_snapshot_xmin(snapshot)) from ${snapshots}),
       pg_snapshot_xmin(pg_current_snapshot()))${keptFor ? ` and recorded_at < now() - interval '${keptFor}'` : ''}`,
  );
}

/**
 * The part of each store of the scope (one store, or every store when `storeId` is null), in store id order: a kept
 * part whose store has not changed since it was read, else the one `read` makes, which is then kept (`keep`, once the
 * answer is on its way). `read` is asked once for all the stores without a part and answers each one's: one
 * statement grouped by store, planned and run once, not one per store (a chain's first read of a day: 50 stores'
 * statements cost more than one chain statement).
 * `key` is what a part depends on besides the store and its data — the statements' text and their values — and must
 * be JSON, as the part must; `module` is the reading module (`import.meta.url`), whose source is part of the key, so
 * that a part kept by an earlier version of the code (another shape, the same statements) is not read. The snapshot
 * is taken before any part is read: a change committed while a part is being read, or running then and committed
 * later, is one that snapshot did not see, and the part is not used again. On PostgreSQL the reader of missing parts
 * claims them first (0690): another reader of the same report and key, in this server process or another, waits
 * until they are kept and takes them, rather than reading them too.
 */
export async function storeParts<Part>(db: Queryable, ask: PartsAsk<Part>): Promise<Part[]> {
  return [...(await storePartsById(db, ask)).values()];
}

/** What `storeParts` is asked. */
export interface PartsAsk<Part> {
  report: string;
  module: string;
  key: unknown;
  storeId: number | null;
  /** Of the scope's stores, only these (a part made of other parts asks for those of the stores it lacks). */
  storeIds?: readonly number[];
  read: (storeIds: readonly number[]) => Promise<ReadonlyMap<number, Part>>;
}

/** `storeParts` by store id (in id order): for a part made of other parts, whose stores it names. */
export async function storePartsById<Part>(db: Queryable, ask: PartsAsk<Part>): Promise<Map<number, Part>> {
  const key = createHash('sha256')
    .update(JSON.stringify([sourceOf(ask.module), ask.key]))
    .digest('base64url');
  // The parts' name here, in `writing` and `holds`, and as their claim (0690).
  const slot = `${ask.report}:${key}`;
  const waitUntil = Date.now() + CLAIM_WAIT_MS;
  let claimed = false;
  for (;;) {
    // Not a write its own build holds back (keptOnceBuilt): that one waits for this build to end.
    if (!building.getStore()?.holds.has(slot)) await writing.get(slot);
    const stores = await keptParts(db, {
      report: ask.report,
      key,
      storeId: ask.storeId,
      storeIds: ask.storeIds ?? null,
    });
    if (stores.every((store) => store.kept !== null)) {
      // Another reader kept them and freed its claim between this reader's look and its claim.
      if (claimed) await freeClaim(db, slot);
      return partsOf<Part>(db, slot, stores, new Map());
    }
    if (!claimed) {
      const turn = await claimOrWait(db, slot, waitUntil);
      // Claimed: look once more, under the claim. Waited: another reader kept them (or gave up); look again.
      claimed = turn === 'claimed';
      if (turn !== 'free') continue;
    }
    const missing = stores.filter((store) => store.kept === null).map((store) => store.store_id);
    const read = await ask.read(missing).catch(async (error: unknown) => {
      if (claimed) await freeClaim(db, slot);
      throw error;
    });
    if (FROZEN) for (const part of read.values()) frozen(part);
    const made = missing.map((storeId) => {
      const part = read.get(storeId);
      if (part === undefined) throw new Error(`${ask.report}: no part read for store ${storeId}`);
      return { store_id: storeId, part };
    });
    keep(db, slot, { report: ask.report, key, made, snapshot: stores[0]?.snapshot, claimed });
    return partsOf(db, slot, stores, read);
  }
}

/**
 * A store of a lookup (`keptParts`): the snapshot the lookup was made in, and its kept part when its store has not
 * changed since — the snapshot it was kept with (`kept`), and its text, or its value when this process remembers it.
 */
type KeptRow = {
  store_id: number;
  snapshot: string;
  kept: string | null;
  part: string | null;
  remembered?: unknown;
};

/** What `keptParts` looks up: a report's kept parts for `key` of the scope's stores. */
interface KeptAsk {
  report: string;
  key: string;
  storeId: number | null;
  storeIds: readonly number[] | null;
}

/**
 * The scope's stores in id order, each with its kept part for `key` when its store has not changed since. The
 * lookups of one turn of the event loop go in one statement (`batched`): a report made of kept parts of its
 * period's segments (進級) asks for each segment's at once, and 27 lookups of a chain's year, each on a
 * connection of its own, waited 11–50 ms for one of the pool's ten (bench:chain's own period, in process).
 */
const keptParts = batched<KeptAsk, KeptRow[]>({
  most: 64,
  alone: async (db, ask) => (await lookUpKept(db, [ask]))[0] as KeptRow[],
  together: lookUpKept,
});

/**
 * The kept parts of each of `asks` (keptParts), in one statement. A part this process remembers (`remembered`) with
 * the snapshot it is kept with is not sent again: the statement is told each remembered part's ask, store and
 * snapshot, and answers its text only for the others.
 */
async function lookUpKept(db: Queryable, asks: readonly KeptAsk[]): Promise<KeptRow[][]> {
  const known = new Map<string, unknown>();
  const memory = memoryOf(db);
  asks.forEach((ask, i) => {
    for (const [storeId, entry] of usedSlot(memory, `${ask.report}:${ask.key}`) ?? []) {
      known.set(`${i + 1} ${storeId} ${entry.snapshot}`, entry.part);
    }
  });
  const { rows } = await db.query<KeptRow & { i: number; tag: string | null }>(
    `select k.i::int, s.id as store_id, pg_current_snapshot()::text as snapshot, p.snapshot::text as kept,
            case when known.tag is null then p.rows end as part, known.tag
       from unnest($1::text[], $2::text[], $3::int[], $4::text[]) with ordinality as k(report, key, store_id, store_ids, i)
       join stores s on (k.store_id is null or s.id = k.store_id)
        and (k.store_ids is null or s.id = any(k.store_ids::int[]))
       left join report_store_parts p on p.store_id = s.id and p.report = k.report and p.key = k.key
        and not ${changedSince('report_store_changes', 's.id', 'p.snapshot')}
       left join unnest($5::text[]) as known(tag) on known.tag = k.i || ' ' || s.id || ' ' || p.snapshot::text
      order by k.i, s.id`,
    [
      asks.map((ask) => ask.report),
      asks.map((ask) => ask.key),
      asks.map((ask) => ask.storeId),
      asks.map((ask) => (ask.storeIds === null ? null : `{${ask.storeIds.join(',')}}`)),
      [...known.keys()],
    ],
  );
  const byAsk = asks.map((): KeptRow[] => []);
  for (const { i, tag, ...row } of rows) {
    byAsk[i - 1]?.push(tag === null ? row : { ...row, remembered: known.get(tag) });
  }
  return byAsk;
}

// --- Parts remembered: a part this process kept or read is not sent and parsed again while it is the one kept -----

/**
 * At most `chars` characters of kept parts' text (as kept) are remembered per database, the least recently used
 * report and key forgotten first (the one just used never). The 50-store chain's parts of every screen's preset
 * period are 7.4 MB of text and 25.5 MiB of heap remembered (RSS 262 → 287 MiB after the warm-up's first looks); a
 * school's, some 150 KB. An object so that a test can make it small.
 */
export const rememberedParts = { chars: 16 * 1024 * 1024 };

/**
 * Under the tests, parts are frozen when read or remembered: a report that changed a part it was given (and so the
 * one remembered) fails there.
 */
const FROZEN = Boolean(process.env.VITEST);

interface Remembered {
  snapshot: string;
  part: unknown;
  chars: number;
}

/** A database's remembered parts by slot and store (the slots in the order they were last used), and their text's size. */
interface Memory {
  slots: Map<string, Map<number, Remembered>>;
  chars: number;
}

const memories = new WeakMap<object, Memory>();

function memoryOf(db: Queryable): Memory {
  let memory = memories.get(db);
  if (memory === undefined) {
    memory = { slots: new Map(), chars: 0 };
    memories.set(db, memory);
  }
  return memory;
}

/** The remembered parts of `slot`, now its most recently used. */
function usedSlot(memory: Memory, slot: string): Map<number, Remembered> | undefined {
  const stores = memory.slots.get(slot);
  if (stores === undefined) return undefined;
  memory.slots.delete(slot);
  memory.slots.set(slot, stores);
  return stores;
}

/** Remembers `part` of `storeId` in `slot`, kept with `snapshot` (its text `chars` long), as the slot's most recent. */
function remember(db: Queryable, slot: string, storeId: number, entry: Remembered): void {
  const memory = memoryOf(db);
  let stores = usedSlot(memory, slot);
  if (stores === undefined) {
    stores = new Map();
    memory.slots.set(slot, stores);
  }
  memory.chars += entry.chars - (stores.get(storeId)?.chars ?? 0);
  if (FROZEN) frozen(entry.part);
  stores.set(storeId, entry);
  for (const [oldest, parts] of memory.slots) {
    if (memory.chars <= rememberedParts.chars || oldest === slot) break;
    for (const forgotten of parts.values()) memory.chars -= forgotten.chars;
    memory.slots.delete(oldest);
  }
}

/** `value` and every array and object in it, frozen. */
function frozen<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) frozen(inner);
    Object.freeze(value);
  }
  return value;
}

/**
 * `storePartsById` for each segment of `period` (`segmentsOf`: its partial first and last months and each whole
 * month), each segment's parts kept on their own under `key` and the segment: a period a reader picks reads only its
 * partial months, and takes its whole months' as a preset's read kept them. In the segments' order.
 */
export function storePartsBySegment<Part>(
  db: Queryable,
  ask: Omit<PartsAsk<Part>, 'read'> & {
    period: Period;
    read: (storeIds: readonly number[], segment: Period) => Promise<ReadonlyMap<number, Part>>;
  },
): Promise<Map<number, Part>[]> {
  const { period, read, key, ...rest } = ask;
  return Promise.all(
    segmentsOf(period).map((segment) =>
      storePartsById(db, { ...rest, key: [key, segment], read: (ids) => read(ids, segment) }),
    ),
  );
}

/** Each store's part: remembered, kept (then remembered), or read now. */
function partsOf<Part>(
  db: Queryable,
  slot: string,
  stores: readonly KeptRow[],
  read: ReadonlyMap<number, Part>,
): Map<number, Part> {
  return new Map(
    stores.map((store) => {
      if (store.remembered !== undefined) return [store.store_id, store.remembered as Part];
      if (store.part === null || store.kept === null)
        return [store.store_id, read.get(store.store_id) as Part];
      const part = unpacked(JSON.parse(store.part)) as Part;
      remember(db, slot, store.store_id, { snapshot: store.kept, part, chars: store.part.length });
      return [store.store_id, part];
    }),
  );
}

// --- Claims (0690): two API nodes on one PostgreSQL asked the same report at once read its parts once -----------

/** The channel on which a reader says it kept (or gave up) the parts it claimed: the claim is the payload. */
const KEPT_CHANNEL = 'report_parts_kept';
/**
 * How long a reader waits for parts another claimed before reading them itself (their reader may have stopped):
 * longer than any read of a year of a 50-store chain's report (members 0.2 s, 進級 0.25 s on bench:chain).
 */
const CLAIM_WAIT_MS = 5_000;
/** A claim older than this is taken over (its reader stopped before keeping the parts). */
const CLAIM_TAKEN_OVER_AFTER = '30 seconds';
/** The hourly sweep deletes claims older than this. */
const CLAIMS_KEPT_FOR = '1 hour';

/** The database when claims apply: PostgreSQL, which several server processes may share; not a transaction. */
const sharedDatabase = (db: Queryable): Database | null =>
  (db as Partial<Database>).kind === 'postgres' ? (db as Database) : null;

/** Per database, those waiting for a claim's NOTIFY (by claim); its LISTEN begun once, on the first wait. */
const listening = new WeakMap<Database, Promise<Map<string, Set<() => void>>>>();

function waitersOn(db: Database): Promise<Map<string, Set<() => void>>> {
  let waiters = listening.get(db);
  if (waiters === undefined) {
    const byClaim = new Map<string, Set<() => void>>();
    waiters = db
      .listen(KEPT_CHANNEL, (claim) => {
        for (const wake of byClaim.get(claim) ?? []) wake();
      })
      .then(() => byClaim);
    waiters.catch(() => listening.delete(db));
    listening.set(db, waiters);
  }
  return waiters;
}

/**
 * Whether this reader reads the missing parts of `slot`: `claimed` when it took their claim (0690), `free`
 * when claims do not apply (embedded PGlite, a transaction, the build that already read them, or `waitUntil` has
 * passed), `waited` when another reader held the claim and has since kept the parts or given up (or `waitUntil`
 * passed): the caller looks for them again. The LISTEN is on before the claim is tried, so that a NOTIFY sent after
 * the claim was refused is heard.
 */
async function claimOrWait(
  db: Queryable,
  slot: string,
  waitUntil: number,
): Promise<'claimed' | 'free' | 'waited'> {
  const database = sharedDatabase(db);
  const held = building.getStore();
  if (database === null || held?.holds.has(slot) || Date.now() >= waitUntil) return 'free';
  const waiters = await waitersOn(database).catch(() => null);
  if (waiters === null) return 'free';
  const { promise: kept, resolve: wake } = Promise.withResolvers<void>();
  const waiting = waiters.get(slot) ?? new Set();
  waiting.add(wake);
  waiters.set(slot, waiting);
  let timer: NodeJS.Timeout | undefined;
  try {
    const { rows } = await db.query(
      `insert into report_part_claims as c (slot) values ($1)
       on conflict (slot) do update set claimed_at = now()
        where c.claimed_at < now() - interval '${CLAIM_TAKEN_OVER_AFTER}'
       returning 1`,
      [slot],
    );
    if (rows.length > 0) {
      // A read of the same slot later in this build reads it again rather than waiting for this claim.
      held?.holds.add(slot);
      return 'claimed';
    }
    await Promise.race([kept, new Promise((end) => (timer = setTimeout(end, waitUntil - Date.now())))]);
    return 'waited';
  } finally {
    clearTimeout(timer);
    waiting.delete(wake);
    if (waiting.size === 0 && waiters.get(slot) === waiting) waiters.delete(slot);
  }
}

/** Frees the claim of `slot`, its parts not kept (not needed, or their read or write failed): those waiting look again. */
async function freeClaim(db: Queryable, slot: string): Promise<void> {
  await db
    .query(`with freed as (delete from report_part_claims where slot = $1) select pg_notify($2, $1)`, [
      slot,
      KEPT_CHANNEL,
    ])
    .catch(() => undefined);
}

/**
 * The writes of kept parts under way in this process, by report and key (`storeParts`' slot). A part is written once
 * its report is built (`keep`, `keptOnceBuilt`): the write, 19–95 ms for a year of a 50-store chain's members or 進級,
 * is no part of the first read's wait. A read of the same report and key waits for it, and so finds the parts rather
 * than reading them again.
 */
const writing = new Map<string, Promise<void>>();

/** Those who hear of a write of kept parts that failed (a part not kept is read again by the next caller). */
const failureListeners = new Set<(error: unknown) => void>();

/** Hears of writes of kept parts that fail, until the returned function is called. */
export function onPartWriteFailure(listener: (error: unknown) => void): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

/** Resolves once every write of kept parts begun before the call has ended (the app's close; tests). */
export async function partsWritten(): Promise<void> {
  await Promise.all(writing.values());
}

/** The report being built (`keptOnceBuilt`): once it is built, the writes of the parts it keeps, in `holds`, start. */
const building = new AsyncLocalStorage<{ built: Promise<void>; holds: Set<string> }>();

/**
 * Builds a report (`build`) with the writes of the parts it keeps held until it is built and the turn of the event
 * loop that serializes its answer is over. Without it a write started at the end of the turn in which its parts
 * were made, while the report still had work: a chain's 進級 orders its test rows and its members longest at their
 * grade in the database after its parts are made, and those two statements waited behind the write's megabyte of
 * JSON (bench:chain's first read of a year of one's own days: 50 ms against 14 with the parts already kept). Not
 * later than that: held until the answer had gone out, the members report's parts were not written yet when another
 * server was asked for the same report at once, and it read them itself (bench:chain: 168–211 ms against 39–43).
 * Another read of the same report and key waits for the write (`writing`); the build that holds it back does not.
 */
export async function keptOnceBuilt<T>(build: () => Promise<T>): Promise<T> {
  const { promise, resolve } = Promise.withResolvers<void>();
  try {
    return await building.run({ built: promise, holds: new Set() }, build);
  } finally {
    setImmediate(resolve);
  }
}

/**
 * Keeps `made`, the parts read after `snapshot`, once its report is built (`keptOnceBuilt`), or else once the current
 * turn of the event loop is over.
 */
function keep(
  db: Queryable,
  slot: string,
  parts: {
    report: string;
    key: string;
    made: { store_id: number; part: unknown }[];
    snapshot?: string;
    /** Whether this reader holds the parts' claim, which their write frees. */
    claimed: boolean;
  },
): void {
  const held = building.getStore();
  held?.holds.add(slot);
  const insert = `insert into report_store_parts as p (store_id, report, key, snapshot, rows)
         select m.store_id, $1, $2, $5::pg_snapshot, m.part
           from unnest($3::int[], $4::text[]) as m(store_id, part)
         on conflict (store_id, report, key) do update
            set snapshot = excluded.snapshot, rows = excluded.rows, made_at = now()`;
  const write = (held?.built ?? endOfTurn())
    .then(async () => {
      const texts = parts.made.map((m) => JSON.stringify(packed(m.part)));
      const values = [parts.report, parts.key, parts.made.map((m) => m.store_id), texts, parts.snapshot];
      // The claim is freed, and those waiting told, as the parts are kept: in one statement, one transaction.
      await (!parts.claimed
        ? db.query(insert, values)
        : db.query(
            `with kept as (${insert}), freed as (delete from report_part_claims where slot = $6)
             select pg_notify($7, $6)`,
            [...values, slot, KEPT_CHANNEL],
          ));
      const snapshot = parts.snapshot;
      if (snapshot === undefined) return;
      parts.made.forEach(({ store_id, part }, i) => {
        remember(db, slot, store_id, { snapshot, part, chars: texts[i]?.length ?? 0 });
      });
    })
    .then(
      () => undefined,
      async (error: unknown) => {
        if (parts.claimed) await freeClaim(db, slot);
        for (const listener of failureListeners) listener(error);
      },
    );
  // Two reads of one report and key at once both write; a read after them waits for both.
  const both = Promise.all([writing.get(slot), write]).then(() => undefined);
  writing.set(slot, both);
  void both.then(() => {
    if (writing.get(slot) === both) writing.delete(slot);
  });
}

/** What begins an array of rows kept packed (`packed`): the rows' keys follow it, then each row's values. */
const PACKED = '\u0001rows';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The keys the rows of `rows` share, in one order and none undefined; null when they are not rows of one shape. */
function shapeOf(rows: readonly unknown[]): string[] | null {
  const first = rows[0];
  if (rows.length < 2 || !isRecord(first)) return null;
  const keys = Object.keys(first);
  for (const row of rows) {
    if (!isRecord(row)) return null;
    const own = Object.keys(row);
    if (own.length !== keys.length || own.some((name, i) => name !== keys[i] || row[name] === undefined))
      return null;
  }
  return keys;
}

/**
 * `value` as it is kept: each array of rows of one shape as [PACKED, their keys, each row's values], not each row's
 * keys again. The bench's 50-store chain, the members report over a year of one's own days: its stores' parts 725 KB
 * of JSON instead of 1,555, written in 84–117 ms instead of 157–199 (stored compressed, 140 KB against 145).
 */
export function packed(value: unknown): unknown {
  if (Array.isArray(value)) {
    const keys = shapeOf(value);
    if (keys === null) return value.map(packed);
    return [
      PACKED,
      keys,
      ...value.map((row) => keys.map((name) => packed((row as Record<string, unknown>)[name]))),
    ];
  }
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([name, v]) => [name, packed(v)]));
  return value;
}

/** A kept value as it was before `packed` (a part kept unpacked, by earlier code, is read as it is). */
export function unpacked(value: unknown): unknown {
  if (Array.isArray(value)) {
    if (value[0] !== PACKED) return value.map(unpacked);
    const keys = value[1] as string[];
    const rows = new Array<Record<string, unknown>>(value.length - 2);
    for (let i = 2; i < value.length; i += 1) {
      const values = value[i] as unknown[];
      const row: Record<string, unknown> = {};
      for (let k = 0; k < keys.length; k += 1) row[keys[k] as string] = unpacked(values[k]);
      rows[i - 2] = row;
    }
    return rows;
  }
  if (isRecord(value))
    return Object.fromEntries(Object.entries(value).map(([name, v]) => [name, unpacked(v)]));
  return value;
}

type Counted<Row> = { [K in keyof Row]: Row[K] extends number | null ? K : never }[keyof Row];

/**
 * Rows of several stores' parts as the rows of one: rows with the same `id` are one, their `summed` counts added
 * (null beside null stays null) and `lowest`, if given, kept at its least (a name's lowest sort order among the
 * stores).
 */
export function addUpRows<Row extends object>(
  rows: readonly Row[],
  how: {
    id: (row: Row) => readonly unknown[];
    summed: (row: Row) => readonly Counted<Row>[];
    lowest?: Counted<Row>;
  },
): Row[] {
  const merged = new Map<string, Row>();
  for (const row of rows) {
    const id = JSON.stringify(how.id(row));
    const into = merged.get(id);
    if (!into) {
      merged.set(id, { ...row });
      continue;
    }
    const sums = into as Record<Counted<Row>, number | null>;
    const adds = row as Record<Counted<Row>, number | null>;
    for (const name of how.summed(row)) {
      const [a, b] = [sums[name], adds[name]];
      sums[name] = a === null && b === null ? null : (a ?? 0) + (b ?? 0);
    }
    if (how.lowest === undefined) continue;
    const [a, b] = [sums[how.lowest], adds[how.lowest]];
    if (b !== null && (a === null || b < a)) sums[how.lowest] = b;
  }
  return [...merged.values()];
}

/**
 * The hourly sweep's part: kept parts older than two days, claims older than an hour (their reader stopped), and the
 * changes no kept part or later snapshot needs —
 * those whose transaction every kept part's snapshot, and every snapshot taken from now on, sees as ended, recorded
 * over an hour ago (a part being read or written has its snapshot nowhere yet).
 */
export async function forgetPastChanges(db: Queryable): Promise<void> {
  await db.query(`delete from report_store_parts where made_at < now() - interval '${KEPT_FOR}'`);
  await db.query(`delete from report_part_claims where claimed_at < now() - interval '${CLAIMS_KEPT_FOR}'`);
  await forgetChanges(db, 'report_store_changes', 'report_store_parts', CHANGES_KEPT_FOR);
}
