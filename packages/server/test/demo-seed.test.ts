import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/demo.ts';
import { startDemoApp, type TestApp } from './support/app.ts';
import { databaseTargets } from './support/databases.ts';

// Issue 28, "Demo data a school owner believes": the demo is loaded at a few fixed moments (the seed is made
// relative to `now`) and read as an owner reads it, through the API: who coaches, who is in the building, the
// weekday chart, the Saturday lane board and the latest 口座振替 debit. Times are Asia/Tokyo.

/**
 * Moments the demo is opened at (JST). 2026-11-27 (Fri) is November's debit date (引落日 27日). Sunday morning is
 * the test clock's start (TEST_START) and Thursday evening the マイページ demo files' moment: those files open the
 * same demo template of the run, so it is loaded once for all of them.
 */
const MOMENTS = {
  saturdayAfternoon: '2026-11-28T15:00:00+09:00',
  thursdayEvening: '2026-11-26T17:00:00+09:00',
  dayAfterOctoberDebit: '2026-10-28T10:30:00+09:00',
  sundayMorning: '2026-11-22T10:00:00+09:00',
} as const;

type Get = (url: string) => Promise<TestBody>;
// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field in the assertions
type TestBody = any;

interface WeeklyClassLike {
  day_of_week: number;
  start_time: string;
  end_time: string;
  is_active: boolean;
  lanes: { id: number; name: string }[];
  instructor: { id: number; name: string } | null;
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

describe.each(databaseTargets)('demo a school owner believes, on $name', (target) => {
  const opened = new Map<string, { t: TestApp; manager: Get; admin: Get }>();

  async function openAt(moment: keyof typeof MOMENTS) {
    const found = opened.get(moment);
    if (found) return found;
    const t = await startDemoApp(target, new Date(MOMENTS[moment]));
    const as = async (email: string): Promise<Get> => {
      const token = await t.login(email, DEMO_PASSWORD);
      return async (url) => {
        const answer = await t.request({ method: 'GET', url, token });
        expect(answer.status, url).toBe(200);
        return answer.body.data;
      };
    };
    const school = { t, manager: await as('manager@demo.kayoi.jp'), admin: await as('admin@demo.kayoi.jp') };
    opened.set(moment, school);
    return school;
  }

  // Each moment is a demo of its own (a few seconds to load each, more on a busy machine).
  beforeAll(async () => {
    for (const moment of Object.keys(MOMENTS) as (keyof typeof MOMENTS)[]) await openAt(moment);
  }, 600_000);
  afterAll(async () => {
    for (const { t } of opened.values()) {
      expect(t.contractViolations()).toEqual([]);
      await t.close();
    }
  });

  it('when the demo is opened, then the admin 山田 太郎 is an office admin: no 指導員 and the coach of no class', async () => {
    const { t, manager } = await openAt('saturdayAfternoon');
    const { rows } = await t.db.query<{ id: number; is_instructor: boolean }>(
      `select id, is_instructor from staffs where email = 'admin@demo.kayoi.jp'`,
    );
    expect(rows[0]?.is_instructor).toBe(false);
    const classes: WeeklyClassLike[] = await manager('/api/classes');
    expect(classes.length).toBeGreaterThan(20);
    expect(classes.filter((c) => c.instructor?.id === rows[0]?.id)).toEqual([]);
    // Every class has a coach, and no coach teaches two classes at once.
    expect(classes.filter((c) => c.instructor === null)).toEqual([]);
    const clashes = classes.filter((a, i) =>
      classes.some(
        (b, j) =>
          j > i &&
          a.instructor?.id === b.instructor?.id &&
          a.day_of_week === b.day_of_week &&
          minutes(a.start_time) < minutes(b.end_time) &&
          minutes(b.start_time) < minutes(a.end_time),
      ),
    );
    expect(clashes).toEqual([]);
    // Every 指導員 coaches, none all week long (a manager runs the store too).
    const { rows: load } = await t.db.query<{ name: string; role: string; lessons: number }>(
      `select s.name, s.role, count(k.id)::int as lessons from staffs s left join classes k on k.instructor_id = s.id
        where s.is_instructor group by s.id order by s.id`,
    );
    expect(load.filter((s) => s.lessons === 0 || s.lessons > (s.role === 'manager' ? 15 : 35))).toEqual([]);
  });

  it.each(['saturdayAfternoon', 'dayAfterOctoberDebit', 'sundayMorning'] as const)(
    'when the demo is opened in opening hours (%s), then members are in the building and the day has check-ins',
    async (moment) => {
      const { manager } = await openAt(moment);
      const occupancy = await manager('/api/dashboard/checkin-checkout');
      expect(occupancy.current_checkins.length).toBeGreaterThan(5);
      const kpi = await manager('/api/dashboard/kpi');
      expect(kpi.today_checkins.value).toBeGreaterThan(10);
    },
  );

  it('when the demo is opened on a Thursday (定休日), then nobody is in and Thursday is marked closed, not a 0', async () => {
    const { manager } = await openAt('thursdayEvening');
    const occupancy = await manager('/api/dashboard/checkin-checkout');
    expect(occupancy.current_checkins).toEqual([]);
    const week = await manager('/api/dashboard/weekly-comparison');
    expect(week.this_week[4]).toMatchObject({ label: '木', is_closed: true });
  });

  it('when the weekday chart is read, then every open day of this week and last week has visits', async () => {
    const { manager } = await openAt('saturdayAfternoon');
    const week = await manager('/api/dashboard/weekly-comparison');
    const days = [...week.last_week, ...week.this_week].filter(
      (d: { is_future: boolean; is_closed: boolean }) => !d.is_future && !d.is_closed,
    );
    expect(days.length).toBeGreaterThanOrEqual(11);
    expect(days.filter((d: { count: number }) => d.count < 20)).toEqual([]);
  });

  it('when the Saturday lane board is read, then most lanes of the pool are busy in the busy hours', async () => {
    const { manager } = await openAt('saturdayAfternoon');
    const saturday: WeeklyClassLike[] = (await manager('/api/classes?weekday=6')).filter(
      (c: WeeklyClassLike) => c.is_active,
    );
    const facilities = await manager('/api/facilities?per_page=100');
    const pool = facilities.find((f: { lanes: unknown[] }) => f.lanes.length >= 6);
    const poolLanes = new Set<number>(pool.lanes.map((l: { id: number }) => l.id));
    // The busy hours of a swim school's Saturday: 10:00–12:00 and 13:00–18:00, each half hour.
    const busyHalfHours = [
      ...Array.from({ length: 4 }, (_, i) => 600 + i * 30),
      ...Array.from({ length: 10 }, (_, i) => 780 + i * 30),
    ];
    const used = busyHalfHours.map((start) => {
      const lanes = new Set(
        saturday
          .filter((c) => minutes(c.start_time) < start + 30 && start < minutes(c.end_time))
          .flatMap((c) => c.lanes.map((l) => l.id))
          .filter((id) => poolLanes.has(id)),
      );
      return { start, lanes: lanes.size };
    });
    expect(used.filter((u) => u.lanes < Math.ceil(poolLanes.size * 0.6))).toEqual([]);
  });

  it('when the demo is opened the day after the debit date, then that debit has its result imported: 95–98 % collected, a few 資金不足', async () => {
    for (const [moment, month] of [
      ['saturdayAfternoon', '2026-11'],
      ['dayAfterOctoberDebit', '2026-10'],
    ] as const) {
      const { manager } = await openAt(moment);
      const cycles = await manager('/api/billing/cycles');
      const cycle = cycles.find((c: { billing_month: string }) => c.billing_month === month);
      expect(cycle?.status, `${moment} ${month}`).toBe('results_imported');
      const results = await manager(`/api/billing/cycles/${cycle.id}/transfer-results`);
      expect(results.imports.length, moment).toBeGreaterThan(0);
      const failed = results.records.filter((r: { outcome: string }) => r.outcome === 'failed');
      expect(failed.length, moment).toBeGreaterThan(0);
      expect(
        failed.every((r: { result_label: string }) => r.result_label === '資金不足'),
        moment,
      ).toBe(true);
      const dashboard = await manager(`/api/billing/dashboard?month=${month}`);
      expect(dashboard.collection_rate, moment).toBeGreaterThanOrEqual(95);
      expect(dashboard.collection_rate, moment).toBeLessThanOrEqual(98.5);
    }
  });

  it('when the demo is opened before the debit date, then this month’s cycle is confirmed and its file sent to the bank, nothing collected yet', async () => {
    const { manager } = await openAt('thursdayEvening');
    const cycles = await manager('/api/billing/cycles');
    const november = cycles.find((c: { billing_month: string }) => c.billing_month === '2026-11');
    expect(['confirmed', 'exported']).toContain(november?.status);
    const october = cycles.find((c: { billing_month: string }) => c.billing_month === '2026-10');
    expect(['results_imported', 'closed']).toContain(october?.status);
  });
});
