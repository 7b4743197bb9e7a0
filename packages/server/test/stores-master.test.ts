import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { databaseTargets } from './support/databases.ts';

// The store master (issue 13): admins create, edit and delete stores; everyone reads their own store and its
// calendar. The test clock is Sunday 2026-11-22, 10:00 in Tokyo.

const storeInput = (patch: Record<string, unknown> = {}) => ({
  name: '池袋校',
  name_kana: 'いけぶくろこう',
  postal_code: '1710022',
  prefecture: '東京都',
  city: '豊島区',
  street_address: '南池袋1-2-3',
  building: '池袋プールビル4F',
  phone: '03-5985-1234',
  email: 'ikebukuro@example.jp',
  company_name: '株式会社かよいスイミング',
  invoice_registration_number: 'T7123456789012',
  business_hours: [0, 1, 2, 3, 5, 6].map((day) => ({
    day_of_week: day,
    opens_at: day === 0 || day === 6 ? '09:00' : '10:00',
    closes_at: day === 0 || day === 6 ? '18:00' : '21:30',
  })),
  national_holiday_hours: 'sunday',
  closures: [{ starts_on: '2026-12-29', ends_on: '2027-01-03', reason: '年末年始休業' }],
  ...patch,
});

describe.each(databaseTargets)('the store master on $name', (target) => {
  let t: TestApp;
  let storeA: number;
  let storeB: number;
  let admin: string;
  let adminName: string;
  let manager: string;
  let staff: string;
  let staffB: string;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) =>
    t.request({ method, url, token, ...(payload === undefined ? {} : { payload: payload as object }) });

  beforeAll(async () => {
    t = await startTestApp(target);
    storeA = await t.createStore('渋谷校');
    storeB = await t.createStore('横浜校');
    const adminAccount = await t.createStaff({ role: 'admin', storeId: storeA });
    adminName = (
      await t.db.query<{ name: string }>('select name from staffs where id = $1', [adminAccount.id])
    ).rows[0]?.name as string;
    admin = await t.login(adminAccount.email);
    manager = await t.login((await t.createStaff({ role: 'manager', storeId: storeA })).email);
    staff = await t.login((await t.createStaff({ role: 'staff', storeId: storeA })).email);
    staffB = await t.login((await t.createStaff({ role: 'staff', storeId: storeB })).email);
  });
  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t?.close();
  });

  it('when an admin creates a store, then it is kept whole: kana in katakana, the address on one line, the 定休日, who made it', async () => {
    const response = await call('POST', '/api/stores', admin, storeInput());
    expect(response.status).toBe(201);
    expect(response.body.message).toBe('店舗を登録しました');
    expect(response.body.data).toMatchObject({
      name: '池袋校',
      name_kana: 'イケブクロコウ',
      postal_code: '171-0022',
      address: '東京都豊島区南池袋1-2-3 池袋プールビル4F',
      invoice_registration_number: 'T7123456789012',
      regular_closed_days: [4],
      national_holiday_hours: 'sunday',
      closures: [{ starts_on: '2026-12-29', ends_on: '2027-01-03', reason: '年末年始休業' }],
      is_active: true,
      created_at: '2026-11-22T10:00:00+09:00',
      created_by: { name: adminName },
      updated_by: { name: adminName },
      history: [{ action: 'created', fields: [], changed_by: { name: adminName } }],
    });
    expect(response.body.data.business_hours).toHaveLength(6);
  });

  it.each([
    ['manager', () => manager],
    ['staff', () => staff],
  ])('when a %s creates, edits or deletes a store, then 403', async (_, token) => {
    expect((await call('POST', '/api/stores', token(), storeInput({ name: '新店' }))).status).toBe(403);
    expect((await call('PUT', `/api/stores/${storeA}`, token(), storeInput({ name: '新店' }))).status).toBe(
      403,
    );
    expect((await call('DELETE', `/api/stores/${storeA}`, token())).status).toBe(403);
  });

  it.each([
    ['the name is missing', { name: '' }, 'name', '店舗名は必須です'],
    [
      'the kana is kanji',
      { name: '目黒校', name_kana: '目黒' },
      'name_kana',
      '店舗名（カナ）は全角カタカナで入力してください',
    ],
    [
      'the phone has letters',
      { name: '目黒校', phone: '03-ABCD' },
      'phone',
      '電話番号は数字とハイフンで入力してください',
    ],
    [
      'the postal code is short',
      { name: '目黒校', postal_code: '153-00' },
      'postal_code',
      '郵便番号は000-0000の形式で入力してください',
    ],
    [
      'the prefecture is not one',
      { name: '目黒校', prefecture: '東京' },
      'prefecture',
      '都道府県を選択してください',
    ],
    [
      'the registration number fails its check digit',
      { name: '目黒校', invoice_registration_number: 'T8123456789012' },
      'invoice_registration_number',
      '登録番号が正しくありません。番号をもう一度ご確認ください',
    ],
    [
      'the registration number has 12 digits',
      { name: '目黒校', invoice_registration_number: 'T712345678901' },
      'invoice_registration_number',
      '登録番号は「T」と13桁の数字で入力してください',
    ],
    [
      'a number comes without the company',
      { name: '目黒校', company_name: null },
      'company_name',
      '登録番号を入力する場合は事業者名も入力してください',
    ],
    [
      'the store closes before it opens',
      { name: '目黒校', business_hours: [{ day_of_week: 1, opens_at: '21:00', closes_at: '10:00' }] },
      'business_hours.0.closes_at',
      '営業終了時刻は営業開始時刻より後の時刻を指定してください',
    ],
    [
      'two closures overlap',
      {
        name: '目黒校',
        closures: [
          { starts_on: '2026-12-29', ends_on: '2027-01-03', reason: '年末年始休業' },
          { starts_on: '2027-01-02', ends_on: '2027-01-04', reason: '設備点検' },
        ],
      },
      'closures.1.starts_on',
      '臨時休業の期間が他の臨時休業と重なっています',
    ],
    ['the name is taken', { name: '渋谷校' }, 'name', 'この店舗名は既に使われています'],
  ])('when %s, then 422 with the form’s message', async (_, patch, field, message) => {
    const response = await call('POST', '/api/stores', admin, storeInput(patch));
    expect(response.status).toBe(422);
    expect(response.body.errors[field]).toEqual([message]);
  });

  it('when an admin edits a store, then the change is recorded with its fields, by whom and when', async () => {
    const created = (
      await call('POST', '/api/stores', admin, storeInput({ name: '中野校', name_kana: 'ナカノコウ' }))
    ).body.data;
    t.clock.advance(60_000);
    const response = await call(
      'PUT',
      `/api/stores/${created.id}`,
      admin,
      storeInput({
        name: '中野校',
        name_kana: 'ナカノコウ',
        phone: '03-5385-0000',
        closures: [],
        national_holiday_hours: 'closed',
      }),
    );
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('店舗情報を更新しました');
    expect(response.body.data.history[0]).toMatchObject({
      action: 'updated',
      fields: ['phone', 'national_holiday_hours', 'closures'],
      changed_at: '2026-11-22T10:01:00+09:00',
    });
    expect(response.body.data.history[1]).toMatchObject({ action: 'created' });
    expect(response.body.data).toMatchObject({
      closures: [],
      created_at: '2026-11-22T10:00:00+09:00',
      updated_at: '2026-11-22T10:01:00+09:00',
    });
  });

  it('when staff read their own store, then they see it; another store is 404 to them, not to an admin', async () => {
    expect((await call('GET', `/api/stores/${storeA}`, staff)).status).toBe(200);
    expect((await call('GET', `/api/stores/${storeA}`, staffB)).status).toBe(404);
    expect((await call('GET', `/api/stores/${storeB}`, admin)).status).toBe(200);
    expect((await call('GET', '/api/stores/987654', admin)).status).toBe(404);
  });

  it('when the calendar of a month is asked, then each day says open with its hours or closed and why', async () => {
    const created = (
      await call('POST', '/api/stores', admin, storeInput({ name: '目白校', name_kana: 'メジロコウ' }))
    ).body.data;
    const december = await call('GET', `/api/stores/${created.id}/calendar?month=2026-12`, admin);
    expect(december.status).toBe(200);
    const days = december.body.data.days as { date: string; is_open: boolean; note: string | null }[];
    expect(days).toHaveLength(31);
    const day = (date: string) => days.find((d) => d.date === date);
    expect(day('2026-12-01')).toMatchObject({ is_open: true, opens_at: '10:00', closes_at: '21:30' });
    expect(day('2026-12-03')).toMatchObject({
      is_open: false,
      closed_reason: 'regular_closed_day',
      note: '定休日（木曜日）',
    });
    expect(day('2026-12-30')).toMatchObject({
      is_open: false,
      closed_reason: 'closure',
      note: '年末年始休業',
    });
    // 2026-11-23 勤労感謝の日 (a Monday): this store opens on Sunday's hours.
    const november = await call('GET', `/api/stores/${created.id}/calendar?month=2026-11`, admin);
    expect(november.body.data.days.find((d: { date: string }) => d.date === '2026-11-23')).toMatchObject({
      is_open: true,
      opens_at: '09:00',
      closes_at: '18:00',
      holiday_name: '勤労感謝の日',
    });
  });

  it('when staff ask the calendar of their store or another, or a month that is not one, then 200, 404 and 422', async () => {
    expect((await call('GET', `/api/stores/${storeA}/calendar?month=2026-11`, staff)).status).toBe(200);
    expect((await call('GET', `/api/stores/${storeA}/calendar?month=2026-11`, staffB)).status).toBe(404);
    expect((await call('GET', `/api/stores/${storeA}/calendar?month=2026-13`, staff)).status).toBe(422);
  });

  it('when a store entered no hours yet, then its calendar is open every day with unknown hours', async () => {
    const { body } = await call('GET', `/api/stores/${storeA}/calendar?month=2026-11`, staff);
    expect(
      body.data.days.every((d: { is_open: boolean; opens_at: string | null }) => d.is_open && !d.opens_at),
    ).toBe(true);
  });

  it('when the admin lists the stores, then a page of up to 100 comes with its meta, searchable by kana and filtered by state', async () => {
    const all = await call('GET', '/api/stores', admin);
    expect(all.status).toBe(200);
    expect(all.body.meta).toMatchObject({ current_page: 1, per_page: 100 });
    expect(all.body.data.map((s: { id: number }) => s.id)).toEqual(expect.arrayContaining([storeA, storeB]));
    const byKana = await call('GET', `/api/stores?search=${encodeURIComponent('いけぶくろ')}`, admin);
    expect(byKana.body.data.map((s: { name: string }) => s.name)).toEqual(['池袋校']);
    const inactive = await call('GET', '/api/stores?is_active=false', admin);
    expect(inactive.body.data).toEqual([]);
  });

  it('when a store has staff, then deleting it is refused with what it holds; an empty one goes with its masters', async () => {
    const refused = await call('DELETE', `/api/stores/${storeA}`, admin);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(
      /^この店舗には\d+名のスタッフが登録されているため削除できません。無効にしてください$/,
    );
    const empty = (
      await call(
        'POST',
        '/api/stores',
        admin,
        storeInput({ name: '閉店予定校', name_kana: 'ヘイテンヨテイコウ' }),
      )
    ).body.data;
    await t.db.query(
      `insert into schools (store_id, name, discipline) values ($1, 'スイミング', 'swimming')`,
      [empty.id],
    );
    const deleted = await call('DELETE', `/api/stores/${empty.id}`, admin);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('店舗を削除しました');
    expect((await t.db.query('select 1 from schools where store_id = $1', [empty.id])).rows).toHaveLength(0);
    expect((await call('GET', `/api/stores/${empty.id}`, admin)).status).toBe(404);
  });
});
