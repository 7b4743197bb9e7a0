import type { Queryable } from '../../db/database.ts';
import { createDashboardRepository } from './repository.ts';
import {
  attendanceTrend,
  checkinCheckout,
  dashboardKpi,
  todaySchedule,
  weeklyComparison,
} from './use-cases.ts';

/** How long a start may spend warming dashboards; the stores after it are warmed by their first caller. */
const WARM_UP_BUDGET_MS = 5_000;
/**
 * The longest attendance trend the API gives (`months` at most 24): its past lessons are counted once and kept
 * (lesson_stats_days), so a first look at any month of it costs what the next does. With the dashboard's 6 only,
 * the first 24-month trend after a restart took 391 ms against 39 ms warm (bench/restart.ts, demo data).
 */
const LONGEST_TREND_MONTHS = 24;

/**
 * Reads each store's dashboard once, right after the server starts listening (issue 30). A manager's first
 * look after a restart cost 4–10× the next one (today's schedule 130 ms against 36, the attendance trend 333 ms
 * against 33): the database's catalogue and plans and the server's compiled code were cold, not the data.
 * Runs in the background; a request meanwhile waits its turn on the database, as it would behind any other.
 */
export async function warmDashboards(
  db: Queryable,
  now: () => Date,
  budgetMs = WARM_UP_BUDGET_MS,
): Promise<{ stores: number; ms: number }> {
  const started = Date.now();
  const deps = { repo: createDashboardRepository(db), now };
  const { rows } = await db.query<{ id: number }>('select id from stores order by id');
  let stores = 0;
  for (const { id } of rows) {
    if (Date.now() - started >= budgetMs) break;
    await dashboardKpi(deps, id);
    await todaySchedule(deps, id);
    await attendanceTrend(deps, id, LONGEST_TREND_MONTHS);
    await checkinCheckout(deps, id);
    await weeklyComparison(deps, id);
    stores += 1;
  }
  return { stores, ms: Date.now() - started };
}
