import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, DEMO_PASSWORD, type DemoSummary, loadDemoData } from '../src/seed/demo.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { databaseTargets } from './support/databases.ts';
import { multipart } from './support/forms.ts';

describe.each(databaseTargets)('demo data on $name', (target) => {
  let t: TestApp;
  let summary: DemoSummary;

  beforeAll(async () => {
    t = await startTestApp(target);
    summary = await loadDemoData(t.db, { now: t.clock.now });
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
