import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvDocument, csvField, csvLine } from '../src/http/csv.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { databaseTargets } from './support/databases.ts';
import { jst } from './support/school.ts';

// What every report shares (issue 18): the period's checks (422 in Japanese), whose figures a caller may see
// (staff never, a manager their own store only, `all` for admins), the CSV (BOM, CRLF, formula-safe, one
// table), and an empty store answering zeros rather than failing.

const REPORTS = ['daily', 'sales', 'sales-transition', 'members', 'member-achievement'] as const;

describe('the CSV writer', () => {
  it('when a text cell could run as a formula, then it gets a leading apostrophe; numbers stay numbers', () => {
    expect(csvField('=1+2')).toBe("'=1+2");
    expect(csvField('  =1')).toBe("'  =1");
    expect(csvField('+81 90')).toBe("'+81 90");
    expect(csvField('-1+HYPERLINK("x")')).toBe(`"'-1+HYPERLINK(""x"")"`);
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('＝1')).toBe("'＝1");
    expect(csvField('\tcmd')).toBe("'\tcmd");
    expect(csvField(-1200)).toBe('-1200');
    expect(csvField(2.5)).toBe('2.5');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField(null)).toBe('');
    expect(csvLine(['月', 3, null])).toBe('月,3,');
    expect(csvDocument(['a', 'b'])).toBe('\uFEFFa\r\nb\r\n');
  });
});

describe.each(databaseTargets)('reports shared rules on $name', (target) => {
  let t: TestApp;
  let storeId: number;
  let otherStore: number;
  let manager: string;
  let staff: string;
  let admin: string;
  let chainAdmin: string;

  beforeAll(async () => {
    t = await startTestApp(target);
    t.clock.now = jst('2026-11-22 10:00');
    storeId = await t.createStore('共通校');
    otherStore = await t.createStore('共通別校');
    manager = await t.login((await t.createStaff({ role: 'manager', storeId })).email);
    staff = await t.login((await t.createStaff({ role: 'staff', storeId })).email);
    admin = await t.login((await t.createStaff({ role: 'admin', storeId })).email);
    chainAdmin = await t.login((await t.createStaff({ role: 'admin', storeId: null })).email);
  });
  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t?.close();
  });

  const get = (url: string, token: string) => t.request({ method: 'GET', url, token });

  it.each(REPORTS)(
    'when an empty store’s %s report is read, then it answers zeros and empty tables',
    async (report) => {
      const response = await get(`/api/reports/${report}`, manager);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const data = response.body.data;
      expect(data.report).toBe(report);
      expect(data.store).toEqual({ id: storeId, name: '共通校' });
      for (const f of data.summary) expect([0, null]).toContain(f.value);
    },
  );

  it('when no period is given, then it is this month up to today (Tokyo)', async () => {
    const response = await get('/api/reports/sales', manager);
    expect(response.body.data.period).toEqual({ from: '2026-11-01', to: '2026-11-22' });
    expect((await get('/api/reports/daily', manager)).body.data.period).toEqual({
      from: '2026-11-22',
      to: '2026-11-22',
    });
  });

  it('when from is after to, then 422 says so in Japanese', async () => {
    const response = await get('/api/reports/members?from=2026-11-10&to=2026-11-01', manager);
    expect(response.status).toBe(422);
    expect(response.body.error.code).toBe('VALIDATION_ERROR');
    expect(response.body.errors).toEqual({ from: ['開始日は終了日以前の日付を指定してください'] });
  });

  it('when the period is longer than two years, then 422; exactly two years is answered', async () => {
    const long = await get('/api/reports/sales?from=2024-01-01&to=2026-01-01', manager);
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual({ to: ['期間は2年以内で指定してください'] });
    expect((await get('/api/reports/sales?from=2024-01-01&to=2025-12-31', manager)).status).toBe(200);
  });

  it.each(['2026-02-30', '2026-13-01', 'yesterday'])(
    'when from is %s, then 422 names the field',
    async (from) => {
      const response = await get(`/api/reports/member-achievement?from=${from}&to=2026-11-01`, manager);
      expect(response.status).toBe(422);
      expect(Object.keys(response.body.errors)).toEqual(['from']);
    },
  );

  it.each(REPORTS)('when staff ask for the %s report, then 403', async (report) => {
    const response = await get(`/api/reports/${report}`, staff);
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('FORBIDDEN');
  });

  it('when a manager names their own store, then it answers; another store or all, then 403', async () => {
    expect((await get(`/api/reports/members?store_id=${storeId}`, manager)).status).toBe(200);
    const other = await get(`/api/reports/members?store_id=${otherStore}`, manager);
    expect(other.status).toBe(403);
    const all = await get('/api/reports/sales?store_id=all', manager);
    expect(all.status).toBe(403);
    expect(all.body.message).toBe('全店舗の集計は管理者のみ表示できます');
  });

  it('when an admin names another store, all, or a store that does not exist, then that store, the chain, or 404', async () => {
    const other = await get(`/api/reports/sales?store_id=${otherStore}`, admin);
    expect(other.body.data.store).toEqual({ id: otherStore, name: '共通別校' });
    expect((await get('/api/reports/sales?store_id=all', admin)).body.data.store).toEqual({
      id: null,
      name: '全店舗',
    });
    expect((await get('/api/reports/sales?store_id=99999999', admin)).status).toBe(404);
    expect((await get('/api/reports/sales?store_id=abc', admin)).status).toBe(422);
    // An admin without a session store sees the chain total by default.
    expect((await get('/api/reports/members', chainAdmin)).body.data.store.id).toBeNull();
  });

  it('when one table is asked as CSV, then only it is written; an unknown table is 422', async () => {
    const one = await get(
      '/api/reports/members?from=2026-10-01&to=2026-11-22&format=csv&table=monthly',
      manager,
    );
    expect(one.status).toBe(200);
    expect(one.headers['content-disposition']).toBe('attachment; filename="members-20261001-20261122.csv"');
    expect(one.body).toBe(
      '\uFEFF■ 月別\r\n月,月末在籍数,うち休会中,入会,休会,復会,退会,純増,退会率\r\n' +
        '2026-10,0,0,0,0,0,0,0,\r\n2026-11,0,0,0,0,0,0,0,\r\n合計,0,,0,0,0,0,0,\r\n',
    );
    const unknown = await get('/api/reports/members?format=csv&table=nope', manager);
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ table: ['指定された表がありません'] });
  });
});
