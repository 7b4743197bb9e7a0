import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookupAddresses } from '../src/modules/addresses/handlers.ts';
import { DEMO_LOGINS, DEMO_PASSWORD, type DemoSummary, loadDemoData } from '../src/seed/demo.ts';
import { startDemoApp, type TestApp } from './support/app.ts';
import { databaseTargets } from './support/databases.ts';
import { multipart } from './support/forms.ts';

describe.each(databaseTargets)('demo data on $name', (target) => {
  let t: TestApp;
  let summary: DemoSummary;

  beforeAll(async () => {
    const opened = await startDemoApp(target);
    t = opened;
    summary = opened.demo;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('when loaded, then there are several stores, staff in all three roles, a few hundred customers and a year of attendance', async () => {
    expect(summary.stores).toBeGreaterThanOrEqual(2);
    expect(summary.customers).toBeGreaterThanOrEqual(200);
    expect(summary.attendances).toBeGreaterThan(10_000);
    const { rows } = await t.db.query<{ role: string }>('select distinct role from staffs order by role');
    expect(rows.map((r) => r.role)).toEqual(['admin', 'manager', 'staff']);
    const span = await t.db.query<{ days: number }>(
      'select extract(day from max(check_in_at) - min(check_in_at))::int as days from attendances',
    );
    expect(span.rows[0]?.days).toBeGreaterThanOrEqual(360);
  });

  it('when loaded, then every documented demo login works with the documented password', async () => {
    for (const { email, role } of DEMO_LOGINS) {
      const response = await t.request({
        method: 'POST',
        url: '/api/v3/auth/login',
        payload: { email, password: DEMO_PASSWORD },
      });
      expect(response.status).toBe(200);
      expect(response.body.data.user.role).toBe(role);
    }
  });

  it('when loaded, then manager and staff belong to the first store', async () => {
    const { rows } = await t.db.query<{ email: string; store_id: number }>(
      `select email, store_id from staffs where email in ('manager@demo.kayoi.jp', 'staff@demo.kayoi.jp')`,
    );
    const first = (await t.db.query<{ id: number }>('select min(id) as id from stores')).rows[0]?.id;
    expect(rows.map((r) => r.store_id)).toEqual([first, first]);
  });

  it('when loaded, then customer kana names are full-width katakana and nobody is inside twice or in the future', async () => {
    const badKana = await t.db.query(
      `select 1 from customers where family_name_kana !~ '^[ァ-ヶー]+$' or given_name_kana !~ '^[ァ-ヶー]+$'`,
    );
    expect(badKana.rows).toHaveLength(0);
    const future = await t.db.query('select 1 from attendances where check_in_at > $1 or check_out_at > $1', [
      t.clock.now,
    ]);
    expect(future.rows).toHaveLength(0);
  });

  // The demo is what every new user judges the product by: its people have to be plausible.
  describe('plausible people', () => {
    const today = () => new Date(t.clock.now.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
    /** Full years from one YYYY-MM-DD to another. */
    const yearsBetween = (from: string, to: string) => {
      const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
      const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
      return ty - fy - (tm < fm || (tm === fm && td < fd) ? 1 : 0);
    };
    const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

    it('when loaded, then nobody joined before they were born, and nobody before the age of a baby class (about 6 months)', async () => {
      const { rows } = await t.db.query<{ birth: string; joined: string }>(
        'select birth_date::text as birth, joined_on::text as joined from customers',
      );
      const tooYoung = rows.filter((r) => daysBetween(r.birth, r.joined) < 150);
      expect(tooYoung).toEqual([]);
    });

    it('when loaded, then grades fit age and membership: none before 3, at most about three a year of age, at most one a month of lessons', async () => {
      const { rows } = await t.db.query<{ grade: string; birth: string; joined: string }>(
        `select g.name as grade, c.birth_date::text as birth, c.joined_on::text as joined
         from customers c join grades g on g.id = c.grade_id`,
      );
      expect(rows.length).toBeGreaterThan(50);
      const implausible = rows.filter((r) => {
        const age = yearsBetween(r.birth, today());
        if (age < 3) return true;
        // 25級 = level 1 … 1級 = level 25, 選手コース = 26.
        const level = r.grade === '選手コース' ? 26 : 26 - Number(r.grade.replace('級', ''));
        if (level === 26) return age < 9;
        if (level > 3 * age - 5) return true;
        // Lessons count from joining, and never from before the age of 3.
        const threeYearsOld = `${Number(r.birth.slice(0, 4)) + 3}${r.birth.slice(4)}`;
        const start = r.joined > threeYearsOld ? r.joined : threeYearsOld;
        return level > 1 + Math.max(0, daysBetween(start, today())) / 30;
      });
      expect(implausible).toEqual([]);
    });

    it('when loaded, then records were made at different moments within opening hours, not all at one instant', async () => {
      for (const table of ['pre_registrations', 'customers']) {
        const { rows } = await t.db.query<{ at: string; hour: number; day: string }>(
          `select created_at::text as at, extract(hour from created_at at time zone 'Asia/Tokyo')::int as hour,
                  (created_at at time zone 'Asia/Tokyo')::date::text as day
           from ${table}`,
        );
        expect(new Set(rows.map((r) => r.at)).size / rows.length, table).toBeGreaterThan(0.98);
        expect(
          rows.filter((r) => r.hour < 9 || r.hour > 21),
          table,
        ).toEqual([]);
        expect(new Set(rows.map((r) => r.day)).size, table).toBeGreaterThan(rows.length / 4);
      }
    });

    it('when loaded, then full names repeat across stores no more than chance gives (under 2 %), applications included', async () => {
      const { rows } = await t.db.query<{ name: string; stores: number }>(
        `select name, count(distinct store_id)::int as stores from (
           select store_id, family_name || given_name as name from customers
           union all select store_id, family_name || given_name from pre_registrations) people
         group by name`,
      );
      const shared = rows.filter((r) => r.stores > 1);
      expect(shared.length / rows.length).toBeLessThan(0.02);
      // And the names themselves vary: well over a hundred family names and given names in use.
      const { rows: variety } = await t.db.query<{ families: number; givens: number }>(
        'select count(distinct family_name)::int as families, count(distinct given_name)::int as givens from customers',
      );
      expect(variety[0]?.families).toBeGreaterThan(50);
      expect(variety[0]?.givens).toBeGreaterThan(60);
    });

    it('when loaded, then mobiles are on 090/080/070 and landlines on the area code of the address (03 in Tokyo)', async () => {
      const { rows } = await t.db.query<{ mobile: string | null; phone: string | null; city: string | null }>(
        `select mobile, phone, city from customers
         union all select guardian_phone, null, city from customers where guardian_phone is not null
         union all select mobile, phone, city from pre_registrations`,
      );
      const mobiles = rows.map((r) => r.mobile).filter((m): m is string => m !== null);
      expect(mobiles.filter((m) => !/^0[789]0-\d{4}-\d{4}$/.test(m))).toEqual([]);
      expect(new Set(mobiles.map((m) => m.slice(0, 3)))).toEqual(new Set(['090', '080', '070']));
      const areaCode = (city: string) =>
        city.startsWith('横浜市')
          ? '045'
          : city.startsWith('さいたま市')
            ? '048'
            : city.endsWith('区')
              ? '03'
              : '?';
      const landlines = rows.filter((r) => r.phone !== null);
      expect(landlines.length).toBeGreaterThan(20);
      expect(
        landlines.filter(
          (r) => !new RegExp(`^${areaCode(r.city ?? '')}-\\d{3,4}-\\d{4}$`).test(r.phone ?? ''),
        ),
      ).toEqual([]);
    });

    it('when loaded, then every address is a town that Japan Post lists under its postal code', async () => {
      const { rows } = await t.db.query<{
        postal_code: string;
        prefecture: string;
        city: string;
        street_address: string;
      }>(
        `select postal_code, prefecture, city, street_address from customers where postal_code is not null
         union all select postal_code, prefecture, city, street_address from pre_registrations`,
      );
      expect(rows.length).toBeGreaterThan(300);
      const wrong = rows.filter(
        (r) =>
          !lookupAddresses(r.postal_code).some(
            (a) => a.prefecture === r.prefecture && a.city === r.city && r.street_address.startsWith(a.town),
          ),
      );
      expect(wrong).toEqual([]);
    });

    it('when loaded, then minors have a guardian with a name of their own, and member numbers follow the order of joining', async () => {
      const { rows } = await t.db.query<{ n: number }>(
        `select count(*)::int as n from customers
         where birth_date > $1::date - interval '18 years'
           and (guardian_name is null or guardian_name like '%保護者%' or guardian_relationship is null)`,
        [today()],
      );
      expect(rows[0]?.n).toBe(0);
      const { rows: order } = await t.db.query<{ n: number }>(
        `select count(*)::int as n from customers a join customers b
           on a.store_id = b.store_id and a.member_number < b.member_number and a.joined_on > b.joined_on`,
      );
      expect(order[0]?.n).toBe(0);
    });
  });

  it('when the database already holds data, then loading again is refused and nothing changes', async () => {
    const before = (await t.db.query<{ n: number }>('select count(*) as n from customers')).rows[0]?.n;
    await expect(loadDemoData(t.db, { now: t.clock.now })).rejects.toThrow(/already holds data/);
    expect((await t.db.query<{ n: number }>('select count(*) as n from customers')).rows[0]?.n).toBe(before);
  });

  it('when the manager opens the dashboard, then every tile has figures and the insights name members who stopped coming', async () => {
    const token = await t.login('manager@demo.kayoi.jp', DEMO_PASSWORD);
    const get = async (url: string) => (await t.request({ method: 'GET', url, token })).body.data;
    const kpi = await get('/api/dashboard/kpi');
    expect(kpi.active_members.value).toBeGreaterThan(100);
    expect(kpi.active_classes.value).toBeGreaterThan(10);
    expect((await get('/api/dashboard/attendance-trend')).every((p: { rate: number }) => p.rate > 50)).toBe(
      true,
    );
    const { items } = await get('/api/dashboard/insights');
    expect(items.map((i: { id: string }) => i.id)).toEqual(
      expect.arrayContaining(['week_forecast', 'attendance_drop']),
    );
    const counted = await t.db.query<{ n: number }>('select count(*)::int as n from attendances');
    expect(counted.rows[0]?.n).toBe(summary.attendances);
  });

  it('when the manager creates a customer after loading, then its member number follows the store’s demo numbers', async () => {
    const token = await t.login('manager@demo.kayoi.jp', DEMO_PASSWORD);
    const { rows } = await t.db.query<{ last: string }>(
      `select max(c.member_number) as last from customers c
       join staffs s on s.store_id = c.store_id where s.email = 'manager@demo.kayoi.jp'`,
    );
    const last = rows[0]?.last as string;
    expect(last).toMatch(/^1\d{5}$/);
    const created = await t.request({
      method: 'POST',
      url: '/api/customers',
      token,
      ...multipart({
        family_name: '新規',
        given_name: '会員',
        family_name_kana: 'シンキ',
        given_name_kana: 'カイイン',
        birth_date: '1990-04-01',
      }),
    });
    expect(created.status).toBe(201);
    expect(created.body.data.member_number).toBe(String(Number(last) + 1));
  });

  afterAll(() => {
    expect(t.contractViolations()).toEqual([]);
  });
});
