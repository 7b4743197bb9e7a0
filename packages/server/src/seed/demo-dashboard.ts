import type { Queryable } from '../db/database.ts';

/**
 * Dashboard demo: a few members of the first store who came every week and stopped a month ago (their
 * visits of the last four weeks are taken out), so that the insights card has members to worry about.
 * Answers how many visits were taken out.
 */
export async function addDashboardDemo(
  tx: Queryable,
  options: { now: Date; storeId: number },
): Promise<number> {
  const fourWeeksAgo = new Date(options.now.getTime() - 28 * 86_400_000);
  const eightWeeksAgo = new Date(options.now.getTime() - 56 * 86_400_000);
  const { rows } = await tx.query<{ n: number }>(
    `with removed as (delete from attendances where check_in_at >= $3 and customer_id in (
       select a.customer_id from attendances a join customers c on c.id = a.customer_id and c.status = 'active'
       where a.store_id = $1 and a.check_in_at >= $2 and a.check_in_at < $3
       group by a.customer_id having count(*) >= 6
       order by a.customer_id limit 4) returning 1)
     select count(*)::int as n from removed`,
    [options.storeId, eightWeeksAgo, fourWeeksAgo],
  );
  return rows[0]?.n ?? 0;
}
