import type { Queryable } from '../../db/database.ts';

export interface ThrottlePolicy {
  maxFailures: number;
  lockoutMinutes: number;
}

/**
 * Failure counting with lockout, kept in the database so that it holds across restarts and servers.
 * Failures count within one lockout window; the key locks when they reach the maximum, and the lock
 * ends when its time passes or on a success.
 */
export function createThrottle(db: Queryable, now: () => Date) {
  return {
    /** Seconds until the key unlocks, or 0 when it is not locked. */
    async lockedForSeconds(key: string): Promise<number> {
      const { rows } = await db.query<{ locked_until: Date | null }>(
        'select locked_until from auth_throttles where key = $1',
        [key],
      );
      const until = rows[0]?.locked_until;
      if (!until) return 0;
      return Math.max(0, Math.ceil((until.getTime() - now().getTime()) / 1000));
    },

    /** Records a failure; returns the seconds of lockout it caused (0 when the key is still open). */
    async recordFailure(key: string, policy: ThrottlePolicy): Promise<number> {
      const at = now();
      const windowStart = new Date(at.getTime() - policy.lockoutMinutes * 60_000);
      const { rows } = await db.query<{ failures: number }>(
        `insert into auth_throttles as t (key, failures, first_failed_at) values ($1, 1, $2)
         on conflict (key) do update set
           failures = case
             when t.first_failed_at < $3 or (t.locked_until is not null and t.locked_until <= $2) then 1
             else t.failures + 1 end,
           first_failed_at = case
             when t.first_failed_at < $3 or (t.locked_until is not null and t.locked_until <= $2) then $2
             else t.first_failed_at end,
           locked_until = case when t.locked_until is not null and t.locked_until <= $2 then null else t.locked_until end
         returning failures`,
        [key, at, windowStart],
      );
      const failures = rows[0]?.failures ?? 1;
      if (failures < policy.maxFailures) return 0;
      const lockedUntil = new Date(at.getTime() + policy.lockoutMinutes * 60_000);
      await db.query('update auth_throttles set locked_until = $2 where key = $1', [key, lockedUntil]);
      return policy.lockoutMinutes * 60;
    },

    async clear(key: string): Promise<void> {
      await db.query('delete from auth_throttles where key = $1', [key]);
    },
  };
}

export type Throttle = ReturnType<typeof createThrottle>;
