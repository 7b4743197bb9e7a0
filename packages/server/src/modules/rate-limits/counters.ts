import { preparedStatement, type Queryable } from '../../db/database.ts';

/** A key's hits in its current window, this one included, and the milliseconds until the window ends. */
export interface Hit {
  hits: number;
  ttlMs: number;
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

/** Every API call counts its hits with this (prepared on PostgreSQL). $3 null: the database's clock. */
const COUNT_HITS = preparedStatement(
  `insert into rate_limit_counters as c (key, hits, window_ends_at)
   select k, 1, coalesce($3::timestamptz, now()) + $2::float8 * interval '1 millisecond'
     from unnest($1::text[]) k order by k
   on conflict (key) do update set
     hits = case when c.window_ends_at <= coalesce($3::timestamptz, now()) then 1
                 else least(c.hits, 2147483646) + 1 end,
     window_ends_at = case when c.window_ends_at <= coalesce($3::timestamptz, now()) then excluded.window_ends_at
                           else c.window_ends_at end
   returning key, hits,
     greatest(0, extract(epoch from window_ends_at - coalesce($3::timestamptz, now())) * 1000)::float8 as ttl_ms`,
);

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
    // A window is never longer than itself: a parallel hit whose statement began a moment before the one that
    // opened the window (each reads its own transaction's now()) would otherwise see a ttl over it (60,001 ms).
    return { hits: row.hits, ttlMs: Math.min(windowMs, Math.ceil(Number(row.ttl_ms))) };
  });
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
