import { todayInTokyo } from '@kayoi/domain/calendar';
import { reportMessages } from '@kayoi/domain/messages';
import { presetPeriods } from '@kayoi/domain/report-periods';
import { type Database, plannedEachRun } from '../../db/database.ts';
import { attendanceReport } from './attendance.ts';
import { facilitiesReport } from './facilities.ts';
import { countHeldLessons } from './lessons-held.ts';
import { memberAchievementReport } from './member-achievement.ts';
import { membersReport } from './members.ts';
import { programsReport } from './programs.ts';
import { salesReport } from './sales.ts';
import type { ReportContext } from './shared.ts';
import { staffReport } from './staff.ts';
import { partsWritten } from './store-parts.ts';

/**
 * The advisory lock the servers of one PostgreSQL database take turns under to read the first looks: the second
 * finds the parts the first kept and reads none (two API nodes started together read the chain twice before).
 */
const FIRST_LOOKS_LOCK_KEY = 7_405_003;

/** The reports whose stores' parts are kept (store-parts.ts). */
const KEPT_REPORTS = [
  attendanceReport,
  programsReport,
  membersReport,
  memberAchievementReport,
  staffReport,
  facilitiesReport,
  salesReport,
] as const;

/**
 * Reads the kept reports (attendance, programs, members, 進級, staff, facilities, and the sales report's 請求人数) over
 * every store for each period the report screens offer (presetPeriods: 今年度, the screens' default, then 過去12か月,
 * 今月 and 先月), after counting their past lessons, so that a store's part is kept before anyone asks (issue 30): a
 * part's key holds the period and the day, and the first look at a period read every store's part again, 1.2–2.5 s
 * for a chain of 50 stores and 100,000 members against 40–100 ms kept (bench:chain). A store's manager reads the same
 * parts (a part is the store's whatever the scope). Run after a start's warm-up and by the hourly sweep (a new day;
 * the stores changed since), a part already kept costs a lookup. Only a period of the user's own two days is read
 * when it is first asked.
 */
export async function readFirstLooks(
  db: Database,
  now: () => Date,
): Promise<{ reports: number; periods: number; ms: number }> {
  const started = Date.now();
  const today = todayInTokyo(now());
  const periods = presetPeriods(today);
  const chain: Omit<ReportContext, 'period'> = {
    db: plannedEachRun(db),
    now,
    scope: { storeId: null, name: reportMessages.allStores },
    query: {},
  };
  await db.exclusive(FIRST_LOOKS_LOCK_KEY, async () => {
    // The periods' past lessons counted first (a new day's): a day counted is a change of its store, and a part read
    // before it would not be used.
    const { rows: stores } = await db.query<{ id: number }>('select id from stores order by id');
    const days = periods.flatMap((period) => [period.from, period.to]).sort();
    const [from, to] = [days[0], days.at(-1)];
    if (from && to)
      await countHeldLessons(db, { storeIds: stores.map((store) => store.id), from, to, today });
    for (const period of periods) {
      for (const report of KEPT_REPORTS) await report.build({ ...chain, period });
    }
    // Kept before the turn passes to the next server, which then finds them.
    await partsWritten();
  });
  return { reports: KEPT_REPORTS.length, periods: periods.length, ms: Date.now() - started };
}
