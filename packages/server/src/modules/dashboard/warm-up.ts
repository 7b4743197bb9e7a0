import { addDays, addMonths, type Day, earlierDay, monthStartOf, todayInTokyo } from '@kayoi/domain/calendar';
import type { Database, Queryable } from '../../db/database.ts';
import { createDashboardRepository } from './repository.ts';
import {
  attendanceTrend,
  checkinCheckout,
  dashboardKpi,
  kpiDetail,
  todaySchedule,
  weeklyComparison,
} from './use-cases.ts';

/**
 * How long a start may spend warming dashboards; the stores after it are warmed by their first caller. It runs after
 * the server listens, beside the requests. A store's first screens took 155–730 ms on a chain whose counts and stock
 * were not kept yet (a new chain, a large import): 5 s reached 18 of 50 stores and 15 s 39 (a probe at load 2–3),
 * and the admin's middle store (25) answered its first KPI in 92 ms against 6, then in 5 against 7 (bench:chain).
 * With its counts kept, the whole chain takes about 3 s.
 */
const WARM_UP_BUDGET_MS = 15_000;
/**
 * The longest attendance trend the API gives (`months` at most 24): its past lessons are counted once and kept
 * (lesson_stats_days), so a first look at any month of it costs what the next does. With the dashboard's 6 only,
 * the first 24-month trend after a restart took 391 ms against 39 ms warm (bench/restart.ts, demo data).
 */
const LONGEST_TREND_MONTHS = 24;

/**
 * The stores in the order the warm-up takes them: first those whose staff used the app last (a session not expired,
 * at the store it was switched to, else at its staff member's own store), then the others by id. A restart in the
 * middle of a working day warms the stores at work before its budget runs out: with 50 stores, a start reached 20–41
 * of them, so whether the middle store an admin worked in was warm depended on the machine (bench:chain flagged its
 * first KPI detail, 92 ms against 15, and its first schedule, 89 ms against 17, in different runs).
 */
const STORES_BY_RECENT_USE = `
  with at_work as (
    select coalesce(t.store_id, st.store_id) as store_id, max(coalesce(t.last_used_at, t.created_at)) as used
      from auth_tokens t join staffs st on st.id = t.staff_id
     where t.expires_at > $1
     group by 1)
  select s.id from stores s left join at_work w on w.store_id = s.id
   order by w.used desc nulls last, s.id`;

/**
 * Reads each store's dashboard once, right after the server starts listening (issue 30). A manager's first
 * look after a restart cost 4–10× the next one (today's schedule 130 ms against 36, the attendance trend 333 ms
 * against 33): the database's catalogue and plans and the server's compiled code were cold, not the data.
 * Runs in the background; a request meanwhile waits its turn on the database, as it would behind any other.
 */
export async function warmDashboards(
  db: Queryable,
  now: () => Date,
  {
    budgetMs = WARM_UP_BUDGET_MS,
    alsoPerStore = [],
    alsoForFirstStore = [],
    countLessons,
  }: {
    budgetMs?: number;
    /** Other screens a manager opens first, read for each store after its dashboard (server.ts: billing's). */
    alsoPerStore?: readonly ((storeId: number) => Promise<unknown>)[];
    /**
     * Screens whose first read is slow once per process, not per store (the code and the database connection's
     * plans are cold, not the data): read for the first store only (server.ts: the lists a manager opens first).
     */
    alsoForFirstStore?: readonly ((storeId: number) => Promise<unknown>)[];
    /**
     * Counts the past lessons of the longest trend that are not counted yet, in short transactions, after every
     * store's first screens and before the trends (server.ts: `countMissingLessons`, a store-month each). A trend's
     * own read counts its store's missing days in one statement: after `pnpm db:seed`, 2.2–3.3 s a store on the demo
     * data, and a login sent meanwhile waited 4.2 s for its turn on the embedded database.
     */
    countLessons?: () => Promise<unknown>;
  } = {},
): Promise<{ stores: number; trends: number; ms: number }> {
  const started = Date.now();
  const inBudget = () => Date.now() - started < budgetMs;
  const deps = { repo: createDashboardRepository(db), now };
  const { rows } = await db.query<{ id: number }>(STORES_BY_RECENT_USE, [now()]);
  // Every store's first screens before any store's longest trend, which on a database whose past lessons are not
  // counted yet counts a store's 24 months (most of a second): the budget then reaches more stores' first screens.
  let stores = 0;
  for (const { id } of rows) {
    if (!inBudget()) break;
    await dashboardKpi(deps, id);
    // A KPI card's detail reads the stock of more days than the card (its 30-day timeline, a month and two back):
    // counted here, the first detail after a start cost 195 ms against 28 (bench:chain).
    await kpiDetail(deps, id, 'active_members');
    await todaySchedule(deps, id);
    await checkinCheckout(deps, id);
    await weeklyComparison(deps, id);
    for (const warm of alsoPerStore) await warm(id);
    if (stores === 0) for (const warm of alsoForFirstStore) await warm(id);
    stores += 1;
  }
  if (countLessons && inBudget()) await countLessons();
  let trends = 0;
  for (const { id } of rows.slice(0, stores)) {
    if (!inBudget()) break;
    await attendanceTrend(deps, id, LONGEST_TREND_MONTHS);
    trends += 1;
  }
  return { stores, trends, ms: Date.now() - started };
}

/** How often a running server looks for stores whose past lessons are not all counted (a new day, an import). */
export const LESSON_CATCH_UP_EVERY_MS = 10 * 60_000;

export interface LessonCatchUp {
  /** Store-months whose missing days this server counted. */
  months: number;
  /** Stores another server was counting at the time (left to it). */
  left: number;
  ms: number;
}

/**
 * Counts every store's past lessons of the longest trend that are not counted yet, a month per transaction, and
 * keeps them (issue 30). The warm-up above stops after 5 s, and the lessons it leaves were counted by their first
 * reader: after a 24-month history came in, an admin's first year-long chain report counted 50 stores' lessons
 * itself and took 21 s against 0.3 s the next time (bench:chain). Runs in the background after the warm-up and
 * again every LESSON_CATCH_UP_EVERY_MS (a new day's lessons, the days an import or a change made to be counted
 * again): one statement per store finds its months with days not counted, so a pass with nothing to count is one
 * read per store. Two servers on one database share the work: a store-month is counted under a transaction's
 * advisory lock on its store, and a server that finds the store locked leaves it to the one that holds it.
 */
export async function countMissingLessons(
  db: Database,
  now: () => Date,
  options: { months?: number; signal?: AbortSignal } = {},
): Promise<LessonCatchUp> {
  const started = Date.now();
  const today = todayInTokyo(now());
  const yesterday = addDays(today, -1);
  const first = addMonths(monthStartOf(today), -((options.months ?? LONGEST_TREND_MONTHS) - 1));
  const result = { months: 0, left: 0 };
  if (yesterday < first || options.signal?.aborted) return { ...result, ms: Date.now() - started };
  const { rows: stores } = await db.query<{ id: number }>('select id from stores order by id');
  for (const { id } of stores) {
    if (options.signal?.aborted) break;
    const { rows: months } = await db.query<{ month: Day }>(
      `select distinct to_char(g, 'YYYY-MM-01') as month
         from generate_series($2::date, $3::date, interval '1 day') g
        where not exists (select 1 from lesson_stats_days d where d.store_id = $1 and d.day = g::date)
        order by 1`,
      [id, first, yesterday],
    );
    for (const { month } of months) {
      if (options.signal?.aborted) break;
      const last = addDays(addMonths(month, 1), -1);
      const counted = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ free: boolean }>(
          "select pg_try_advisory_xact_lock(hashtext('lesson_catch_up'), $1) as free",
          [id],
        );
        if (!rows[0]?.free) return false;
        await createDashboardRepository(tx).countPastLessons(id, month, earlierDay(last, yesterday));
        return true;
      });
      if (!counted) {
        result.left += 1;
        break;
      }
      result.months += 1;
    }
  }
  return { ...result, ms: Date.now() - started };
}

/**
 * Runs `countMissingLessons` once `after` settles (the dashboards' warm-up) and then every
 * LESSON_CATCH_UP_EVERY_MS, logging what each pass counted (the first always: its line says a start's catch-up is
 * done). `firstPass` settles once the first pass has run (the reports' first look is read after it: a day counted
 * is a change of its store, which a part read before it would not survive); `stop` stops it and waits for a pass
 * under way, so that the database closes after it.
 */
export function keepLessonsCounted(
  db: Database,
  now: () => Date,
  log: { info(detail: object, message: string): void; warn(detail: object, message: string): void },
  after: Promise<unknown>,
): { firstPass: Promise<void>; stop: () => Promise<void> } {
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const firstPass = after.then(() => pass(true));
  let running: Promise<void> = firstPass;
  async function pass(first: boolean) {
    try {
      const counted = await countMissingLessons(db, now, { signal: stopping.signal });
      if (first || counted.months > 0 || counted.left > 0) log.info(counted, 'past lessons counted');
    } catch (error) {
      if (!stopping.signal.aborted)
        log.warn({ err: error }, 'past lessons not all counted; their first reader counts the rest');
    }
    if (stopping.signal.aborted) return;
    timer = setTimeout(() => {
      running = pass(false);
    }, LESSON_CATCH_UP_EVERY_MS);
    timer.unref();
  }
  return {
    firstPass,
    stop: async () => {
      stopping.abort();
      clearTimeout(timer);
      await running;
    },
  };
}
