import type { Queryable } from '../../db/database.ts';

export interface ThrottlePolicy {
  maxFailures: number;
  lockoutMinutes: number;
}

/** An attempt may go ahead (`attempt` is its number within the window), or the key is locked. */
export type Reservation = { attempt: number; lockedForSeconds: 0 } | { attempt: 0; lockedForSeconds: number };

/**
 * Attempt counting with lockout, kept in the database so that it holds across restarts and servers.
 *
 * An attempt is counted before it is evaluated, in one statement, so parallel guesses cannot slip past the
 * limit: of a burst of 40, only the first `maxFailures` are checked at all and the rest are refused. The
 * attempt that reaches the maximum locks the key when it fails; a success clears the key; a lock ends when
 * its time passes. Counting restarts when the window (the lockout length) has passed since the first attempt.
 */
export function createThrottle(db: Queryable, now: () => Date) {
  const secondsUntil = (until: Date, at: Date) =>
    Math.max(1, Math.ceil((until.getTime() - at.getTime()) / 1000));

  return {
    async reserve(key: string, policy: ThrottlePolicy): Promise<Reservation> {
      const at = now();
      const windowStart = new Date(at.getTime() - policy.lockoutMinutes * 60_000);
      const lockUntil = new Date(at.getTime() + policy.lockoutMinutes * 60_000);
      // $2 now, $3 window start, $4 max attempts, $5 lock end for an attempt over the maximum.
      const { rows } = await db.query<{ failures: number; locked_until: Date | null }>(
        `insert into auth_throttles as t (key, failures, first_failed_at) values ($1, 1, $2)
         on conflict (key) do update set
           failures = case
             when t.locked_until > $2 then t.failures
             when t.first_failed_at < $3 or t.locked_until <= $2 then 1
             else t.failures + 1 end,
           first_failed_at = case
             when t.locked_until > $2 then t.first_failed_at
             when t.first_failed_at < $3 or t.locked_until <= $2 then $2
             else t.first_failed_at end,
           locked_until = case
             when t.locked_until > $2 then t.locked_until
             when t.first_failed_at < $3 or t.locked_until <= $2 then null
             when t.failures + 1 > $4 then $5
             else null end
         returning failures, locked_until`,
        [key, at, windowStart, policy.maxFailures, lockUntil],
      );
      const row = rows[0] as { failures: number; locked_until: Date | null };
      if (row.locked_until && row.locked_until.getTime() > at.getTime()) {
        return { attempt: 0, lockedForSeconds: secondsUntil(row.locked_until, at) };
      }
      return { attempt: row.failures, lockedForSeconds: 0 };
    },

    /**
     * The reserved attempt failed. Returns the seconds of lockout it caused: the attempt that reaches the
     * maximum locks the key (0 while the key is still open).
     */
    async recordFailure(key: string, attempt: number, policy: ThrottlePolicy): Promise<number> {
      if (attempt < policy.maxFailures) return 0;
      const at = now();
      const lockUntil = new Date(at.getTime() + policy.lockoutMinutes * 60_000);
      const { rows } = await db.query<{ locked_until: Date }>(
        `insert into auth_throttles as t (key, failures, first_failed_at, locked_until) values ($1, $3, $2, $4)
         on conflict (key) do update set locked_until = greatest(coalesce(t.locked_until, $4), $4)
         returning locked_until`,
        [key, at, attempt, lockUntil],
      );
      return secondsUntil((rows[0] as { locked_until: Date }).locked_until, at);
    },

    /** Gives back a reserved attempt that was not a guess (e.g. a card login that only asked for the PIN). */
    async release(key: string): Promise<void> {
      await db.query(
        'update auth_throttles set failures = greatest(failures - 1, 0) where key = $1 and locked_until is null',
        [key],
      );
    },

    async clear(key: string): Promise<void> {
      await db.query('delete from auth_throttles where key = $1', [key]);
    },
  };
}

export type Throttle = ReturnType<typeof createThrottle>;
