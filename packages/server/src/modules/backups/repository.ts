import type { Queryable } from '../../db/database.ts';

/**
 * The daily backup's claim (0149): one row per Tokyo day, so that of several servers on one database one
 * takes the day's backup. Insert-if-absent decides atomically; a claim left unfinished for two hours (its
 * server died mid-way) may be taken over; a failed backup gives its claim back.
 */
export function createBackupRepository(db: Queryable) {
  return {
    async claimDay(day: string, by: string, at: Date): Promise<boolean> {
      const { rows } = await db.query(
        `insert into backup_daily_claims (day, claimed_by, claimed_at) values ($1, $2, $3)
         on conflict (day) do update set claimed_by = excluded.claimed_by, claimed_at = excluded.claimed_at
           where backup_daily_claims.finished_at is null
             and backup_daily_claims.claimed_at < excluded.claimed_at - interval '2 hours'
         returning day`,
        [day, by, at],
      );
      return rows.length === 1;
    },
    async finishDay(day: string, by: string, at: Date): Promise<void> {
      await db.query(
        'update backup_daily_claims set finished_at = $3 where day = $1 and claimed_by = $2 and finished_at is null',
        [day, by, at],
      );
    },
    async releaseDay(day: string, by: string): Promise<void> {
      await db.query(
        'delete from backup_daily_claims where day = $1 and claimed_by = $2 and finished_at is null',
        [day, by],
      );
    },
  };
}
