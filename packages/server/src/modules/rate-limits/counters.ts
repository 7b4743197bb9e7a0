import { preparedStatement, type Queryable } from '../../db/database.ts';

/** A key's hits in its current window, this one included, and the milliseconds until the window ends. */
export interface Hit {
  hits: number;
  ttlMs: number;
}

/**
 * What a call is counted against as its session is looked up: the keys counted whoever calls (its address), the
 * window, and the check that refuses the call (429) when a counted key — the account's too — is past its budget.
 */
export interface CallCount {
  keys: readonly string[];
  windowMs: number;
  admit(hits: ReadonlyMap<string, Hit>): void;
}

/**
 * Counts one hit of `key` in a window of `windowMs` that starts at the key's first hit, in one statement:
 * the row is locked while it is updated, so parallel hits — from this process or any other on the database —
 * each get their own count, and of N parallel hits against a limit of M exactly M see a count ≤ M.
 * The window is timed by `at` when given (a module whose rules read the app's clock, which tests move),
 * else by the database's clock, which every server process on it shares.
 */
export async function countHit(db: Queryable, key: string, windowMs: number, at?: Date): Promise<Hit> {
  return (await countHits(db, [key], windowMs, at))[0] as Hit;
}

/**
 * `n` hits of each `key` that `counts` (SQL of rows (key, n), keys all different) names, in one insert: a key's first
 * hits open its window (timed by $3, null: the database's clock), later ones count in it or open the next. $2 is the
 * window in ms. The rows are locked in key order.
 */
const upsertHits = (counts: string) =>
  `insert into rate_limit_counters as c (key, hits, window_ends_at)
   select key, n, coalesce($3::timestamptz, now()) + $2::float8 * interval '1 millisecond'
     from (${counts}) counts(key, n) order by key
   on conflict (key) do update set
     hits = case when c.window_ends_at <= coalesce($3::timestamptz, now()) then excluded.hits
                 else least(c.hits, 2147483647 - excluded.hits) + excluded.hits end,
     window_ends_at = case when c.window_ends_at <= coalesce($3::timestamptz, now()) then excluded.window_ends_at
                           else c.window_ends_at end
   returning key, hits,
     greatest(0, extract(epoch from window_ends_at - coalesce($3::timestamptz, now())) * 1000)::float8 as ttl_ms`;

/** One hit of each key of `keys` (an SQL text array). */
const oneHitEach = (keys: string) => upsertHits(`select k, 1 from unnest(${keys}) k`);

/** Every API call counts its hits with this (prepared on PostgreSQL). */
const COUNT_HITS = preparedStatement(oneHitEach('$1::text[]'));

/**
 * A hit as counted. A window is never longer than itself: a parallel hit whose statement began a moment before the
 * one that opened the window (each reads its own transaction's now()) would otherwise see a ttl over it (60,001 ms).
 */
const hitOf = (windowMs: number, hits: number, ttlMs: number): Hit => ({
  hits,
  ttlMs: Math.min(windowMs, Math.ceil(Number(ttlMs))),
});

/**
 * One hit of each key (all different), in one statement and so one round trip: an API call counts its address
 * and its account at once. Rows are locked in key order, so two calls that share keys never wait on each other in
 * a circle. The answers are in the order of `keys`.
 */
export async function countHits(
  db: Queryable,
  keys: readonly string[],
  windowMs: number,
  at?: Date,
): Promise<Hit[]> {
  const { rows } = await db.query<{ key: string; hits: number; ttl_ms: number }>(COUNT_HITS, [
    keys,
    windowMs,
    at ?? null,
  ]);
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return keys.map((key) => {
    const row = byKey.get(key) as { hits: number; ttl_ms: number };
    return hitOf(windowMs, row.hits, row.ttl_ms);
  });
}

/**
 * A statement that reads at most one row with `lookup` and, in the same statement (one round trip), counts one
 * hit of each key in $1 and of the key the row names in its `rate_key` column (null: none). The lookup's own
 * parameters start at $4; $2 is countHits' window, $3 its clock (null here: the database's). A signed-in call finds its session and
 * counts its address and its account this way (issue 30: a statement fewer on every call).
 */
export function statementCountingHits(lookup: string): string {
  return preparedStatement(
    `with lookup as (select true as found_row, * from (${lookup}) l),
     counted as (${oneHitEach('$1::text[] || array(select rate_key from lookup where rate_key is not null)')})
     select counted.key as counted_key, counted.hits as counted_hits, counted.ttl_ms as counted_ttl_ms, lookup.*
       from counted left join lookup on true`,
  );
}

/** A row of a statementCountingHits statement. */
interface Counted extends Record<string, unknown> {
  counted_key: string;
  counted_hits: number;
  counted_ttl_ms: number;
  found_row: boolean | null;
}

/**
 * Runs a statement of statementCountingHits: the looked-up row (without its bookkeeping columns) if there is one,
 * and the hits of every key counted, by key.
 */
export async function lookUpCountingHits<Row>(
  db: Queryable,
  statement: string,
  keys: readonly string[],
  windowMs: number,
  params: readonly unknown[],
): Promise<{ row: Row | undefined; hits: Map<string, Hit> }> {
  // A row per key counted (the caller's keys are never none), each with the looked-up row's columns beside it;
  // the windows are timed by the database's clock, as countHits' are for every API call.
  const { rows } = await db.query<Counted>(statement, [keys, windowMs, null, ...params]);
  const {
    found_row,
    counted_key: _k,
    counted_hits: _h,
    counted_ttl_ms: _t,
    rate_key: _r,
    ...row
  } = rows[0] as Counted;
  return {
    row: found_row ? (row as Row) : undefined,
    hits: new Map(rows.map((r) => [r.counted_key, hitOf(windowMs, r.counted_hits, r.counted_ttl_ms)])),
  };
}

/**
 * statementCountingHits for several calls at once (one round trip, one commit): `lookup` reads at most one row per
 * call of `calls` (`n`, numbered from 1, its clock `at` from $5 and its argument `arg` from $6) and names its call
 * `n`. $1 is every call's own keys and $4 the call each belongs to; $2 and $3 are countHits' window and clock (null).
 * A key that several calls count (the desks behind one address) gets their number of hits at once, and each call's
 * hit is the one it would have had sent alone in their order: the window's count less the calls after it.
 */
export function statementCountingHitsOfMany(lookup: string): string {
  return preparedStatement(
    `with calls as (select a.arg, a.at, a.n::int from unnest($6::text[], $5::timestamptz[]) with ordinality as a(arg, at, n)),
     lookup as (select true as found_row, * from (${lookup}) l),
     wanted as (
       select k.key, k.n from unnest($1::text[], $4::int[]) as k(key, n)
       union all
       select rate_key, n from lookup where rate_key is not null
     ),
     ranked as (
       select key, n, row_number() over (partition by key order by n)::int as rank,
              count(*) over (partition by key)::int as many
         from wanted
     ),
     counted as (${upsertHits('select key, count(*)::int from wanted group by key')})
     select r.n as counted_n, r.key as counted_key, c.hits - r.many + r.rank as counted_hits,
            c.ttl_ms as counted_ttl_ms, lookup.*
       from ranked r join counted c on c.key = r.key left join lookup on lookup.n = r.n`,
  );
}

/** A call of a statementCountingHitsOfMany statement: its keys, its window, its clock and its argument. */
export interface CountedLookup {
  keys: readonly string[];
  windowMs: number;
  at: Date;
  arg: string;
}

/**
 * Runs a statement of statementCountingHitsOfMany: for each call, in their order, its looked-up row (without the
 * bookkeeping columns) if there is one, and the hits of every key it counted. The calls share one window (a call
 * with another is refused here, and the batch is then sent call by call).
 */
export async function lookUpManyCountingHits<Row>(
  db: Queryable,
  statement: string,
  calls: readonly CountedLookup[],
): Promise<{ row: Row | undefined; hits: Map<string, Hit> }[]> {
  const windowMs = (calls[0] as CountedLookup).windowMs;
  if (calls.some((call) => call.windowMs !== windowMs))
    throw new Error('the calls counted together share a window');
  const keys = calls.flatMap((call) => call.keys);
  const owners = calls.flatMap((call, i) => call.keys.map(() => i + 1));
  const { rows } = await db.query<Counted & { counted_n: number; n: number | null }>(statement, [
    keys,
    windowMs,
    null,
    owners,
    calls.map((call) => call.at),
    calls.map((call) => call.arg),
  ]);
  const answers = calls.map(() => ({ row: undefined as Row | undefined, hits: new Map<string, Hit>() }));
  for (const r of rows) {
    const answer = answers[r.counted_n - 1];
    if (!answer) throw new Error('a counted row names no call');
    answer.hits.set(r.counted_key, hitOf(windowMs, r.counted_hits, r.counted_ttl_ms));
    if (r.found_row && !answer.row) {
      const { found_row, counted_n, counted_key, counted_hits, counted_ttl_ms, rate_key, n, ...row } = r;
      answer.row = row as Row;
    }
  }
  return answers;
}

/**
 * Forgets the windows that ended over a minute ago by both the database's clock and `now` (the app's): a
 * window timed by either clock is swept only once it has ended by it, whichever clock runs ahead (a node's
 * clock a little off, a test's clock set back).
 */
export async function deleteExpiredCounters(db: Queryable, now: Date): Promise<void> {
  await db.query(
    "delete from rate_limit_counters where window_ends_at < least(now(), $1::timestamptz) - interval '1 minute'",
    [now],
  );
}
