import { addDays, addMonths, type Day } from '@kayoi/domain/calendar';
import { type Period, presetPeriod } from '@kayoi/domain/report-periods';
import type { Database } from '../src/db/database.ts';

// What bench/chain.ts calls: every list, dashboard read and report a manager of the chain's biggest store
// opens (bench/run.ts part 2, bench/reports.ts and the lists of the staff app), and an admin's: switched to
// another store, its lists and dashboard, and every report over the whole chain (`store_id=all`).

export interface ChainCall {
  who: 'manager' | 'admin';
  group: 'list' | 'dashboard' | 'report';
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: object;
}

const DASHBOARD = (month: string) => [
  '/api/dashboard/kpi',
  '/api/dashboard/checkin-checkout',
  '/api/dashboard/weekly-comparison',
  '/api/dashboard/today-schedule',
  '/api/dashboard/attendance-trend',
  '/api/dashboard/attendance-trend?months=24',
  `/api/dashboard/attendance-trend/${month}`,
  '/api/dashboard/kpi/active_members',
  '/api/dashboard/kpi/today_checkins',
  '/api/dashboard/kpi/monthly_attendances',
  '/api/dashboard/kpi/active_classes',
  '/api/dashboard/insights',
  '/api/dashboard/family-notices',
  '/api/attendance/current-status',
  '/api/billing/dashboard',
];

/**
 * The reports of bench/reports.ts over the screens' 過去12か月, in the scope `scope` (a store query or none); the kept
 * reports also over 今年度 and over a year of the user's own two days (a period no preset gives, read when first asked).
 */
function reports(today: Day, yesterday: Day, scope: string): [string, string, object?][] {
  const days = ({ from, to }: Period) => `from=${from}&to=${to}${scope}`;
  const period = days(presetPeriod('last_12_months', today));
  const fiscalYear = days(presetPeriod('fiscal_year', today));
  const own = days({ from: addDays(addMonths(yesterday, -12), 1), to: yesterday });
  const custom = (measure: string, dimension: string): [string, string, object] => [
    `POST /api/reports/custom/run ${measure} × ${dimension}`,
    `/api/reports/custom/run?${period}`,
    { measure, dimension },
  ];
  return [
    ['GET /api/reports/daily (yesterday)', `/api/reports/daily?date=${yesterday}${scope}`],
    ['GET /api/reports/sales', `/api/reports/sales?${period}`],
    ['GET /api/reports/sales-transition (24 months)', `/api/reports/sales-transition?to=${today}${scope}`],
    ['GET /api/reports/members', `/api/reports/members?${period}`],
    ['GET /api/reports/member-achievement', `/api/reports/member-achievement?${period}`],
    // Their screens' first look (今年度), which each server reads once the day has begun (reports/warm-up.ts).
    ['GET /api/reports/members (fiscal year to date)', `/api/reports/members?${fiscalYear}`],
    [
      'GET /api/reports/member-achievement (fiscal year to date)',
      `/api/reports/member-achievement?${fiscalYear}`,
    ],
    ['GET /api/reports/members (own period)', `/api/reports/members?${own}`],
    ['GET /api/reports/member-achievement (own period)', `/api/reports/member-achievement?${own}`],
    ['GET /api/reports/programs', `/api/reports/programs?${period}`],
    ['GET /api/reports/attendance', `/api/reports/attendance?${period}`],
    ['GET /api/reports/attendance?group_by=week', `/api/reports/attendance?${period}&group_by=week`],
    ['GET /api/reports/staff', `/api/reports/staff?${period}`],
    ['GET /api/reports/facilities', `/api/reports/facilities?${period}`],
    ['GET /api/reports/trials', `/api/reports/trials?${period}`],
    ['GET /api/reports/attendance?format=csv', `/api/reports/attendance?${period}&format=csv`],
    custom('check_ins', 'month'),
    custom('visitors', 'age_band'),
    custom('attendance_rate', 'coach'),
    custom('enrolled_members', 'month'),
    custom('sales', 'program'),
  ];
}

export async function chainCalls(
  db: Database,
  days: { today: Day; yesterday: Day },
): Promise<{ calls: ChainCall[]; adminStore: number }> {
  const { today, yesterday } = days;
  const one = async (sql: string, params: unknown[] = []) =>
    Number(Object.values((await db.query(sql, params)).rows[0] ?? { n: 0 })[0]);
  const firstStore = await one('select min(id) from stores');
  const middleStore = await one(
    'select id from stores order by id offset (select count(*) / 2 from stores) limit 1',
  );
  const members = await one('select count(*) from customers where store_id = $1', [firstStore]);
  // The member with most visits, the store's latest cycle: the detail lists a desk opens.
  const regular = await one(
    `select customer_id from attendances where store_id = $1 group by customer_id order by count(*) desc limit 1`,
    [firstStore],
  );
  const cycle = await one('select max(id) from billing_cycles where store_id = $1', [firstStore]);
  const lastPage = Math.max(1, Math.ceil(members / 20));
  const lists = (store: number, cycleId: number, customer: number): [string, string][] => [
    ['GET /api/customers (page 1)', '/api/customers?page=1&per_page=20'],
    [
      'GET /api/customers (last page)',
      `/api/customers?page=${store === firstStore ? lastPage : 2}&per_page=20`,
    ],
    ['GET /api/customers?search=やまだ (kana)', `/api/customers?search=${encodeURIComponent('やまだ')}`],
    ['GET /api/customers?search=山田 (kanji)', `/api/customers?search=${encodeURIComponent('山田')}`],
    ['GET /api/customers?search=0901234 (phone)', '/api/customers?search=0901234'],
    ['GET /api/customers?status=paused', '/api/customers?status=paused'],
    ['GET /api/customers?sort=-joined_on', '/api/customers?sort=-joined_on'],
    ['GET /api/customers/{id}/attendances', `/api/customers/${customer}/attendances`],
    ['GET /api/customers/{id}/ledger', `/api/customers/${customer}/ledger`],
    ['GET /api/classes', '/api/classes'],
    ['GET /api/lessons?date=today', `/api/lessons?date=${today}`],
    ['GET /api/programs', '/api/programs'],
    ['GET /api/staffs', '/api/staffs'],
    ['GET /api/grades', '/api/grades'],
    ['GET /api/facilities', '/api/facilities'],
    ['GET /api/billing/cycles', '/api/billing/cycles'],
    ['GET /api/billing/cycles/{latest}/invoices', `/api/billing/cycles/${cycleId}/invoices`],
    ['GET /api/billing/cash-collections?date=yesterday', `/api/billing/cash-collections?date=${yesterday}`],
    ['GET /api/absences?date=today', `/api/absences?date=${today}`],
    ['GET /api/promotion-tests', '/api/promotion-tests'],
    ['GET /api/customer-pre-registrations', '/api/customer-pre-registrations'],
    ['GET /api/bulletin-board/posts', '/api/bulletin-board/posts'],
  ];
  const calls: ChainCall[] = [];
  const month = today.slice(0, 7);
  for (const [name, path] of lists(firstStore, cycle, regular))
    calls.push({ who: 'manager', group: 'list', name, path });
  for (const path of DASHBOARD(month))
    calls.push({ who: 'manager', group: 'dashboard', name: `GET ${path}`, path });
  for (const [name, path, body] of reports(today, yesterday, ''))
    calls.push({
      who: 'manager',
      group: 'report',
      name,
      path,
      ...(body ? { method: 'POST' as const, body } : {}),
    });

  // The admin: switched to the middle store, its lists and dashboard; then the chain's reports.
  const adminRegular = await one(
    `select customer_id from attendances where store_id = $1 group by customer_id order by count(*) desc limit 1`,
    [middleStore],
  );
  const adminCycle = await one('select max(id) from billing_cycles where store_id = $1', [middleStore]);
  const adminCalls: ChainCall[] = [
    ...lists(middleStore, adminCycle, adminRegular)
      .filter(([name]) => !name.includes('last page'))
      .map(([name, path]): ChainCall => ({ who: 'admin', group: 'list', name, path })),
    ...DASHBOARD(month).map(
      (path): ChainCall => ({ who: 'admin', group: 'dashboard', name: `GET ${path}`, path }),
    ),
    ...reports(today, yesterday, '&store_id=all').map(
      ([name, path, body]): ChainCall => ({
        who: 'admin',
        group: 'report',
        name: `${name} (all stores)`,
        path,
        ...(body ? { method: 'POST' as const, body } : {}),
      }),
    ),
  ];
  return { calls: [...calls, ...adminCalls], adminStore: middleStore };
}
