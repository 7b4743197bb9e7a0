import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { databaseTargets } from './support/databases.ts';

// Copying masters between stores (issue 29): a preview says per target what is 作成 and what exists by name
// (上書きしない); the copy makes the rest in one transaction per target, so applying twice, or twice at once,
// makes each record once. Copying into a store takes the rights its master edits take.

type Method = 'GET' | 'POST';
interface Item {
  kind: string;
  school_name: string;
  name: string;
  action: 'create' | 'exists';
  detail: string | null;
}

describe.each(databaseTargets)('copying masters on $name', (target) => {
  let t: TestApp;
  let storeA: number;
  let storeB: number;
  let manager: string;
  let staff: string;
  let admin: string;
  let managerB: string;

  const call = (method: Method, url: string, token: string, payload?: unknown) =>
    t.request({ method, url, token, ...(payload === undefined ? {} : { payload: payload as object }) });
  const created = async (url: string, payload: unknown, token = manager) => {
    const response = await call('POST', url, token, payload);
    if (response.status !== 201)
      throw new Error(`${url}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data;
  };
  const copy = (targets: number[], token = admin, path = '/api/master-copies') =>
    call('POST', path, token, {
      source_store_id: storeA,
      target_store_ids: targets,
      parts: ['programs', 'grades'],
    });
  const names = async (url: string, token: string) =>
    (await call('GET', url, token)).body.data.map((row: { name: string }) => row.name).sort();

  beforeAll(async () => {
    t = await startTestApp(target);
    storeA = await t.createStore('渋谷校');
    storeB = await t.createStore('横浜校');
    manager = await t.login((await t.createStaff({ role: 'manager', storeId: storeA })).email);
    staff = await t.login((await t.createStaff({ role: 'staff', storeId: storeA })).email);
    admin = await t.login((await t.createStaff({ role: 'admin', storeId: storeA })).email);
    managerB = await t.login((await t.createStaff({ role: 'manager', storeId: storeB })).email);

    const swim = await created('/api/schools', { name: 'スイミング', discipline: 'swimming', sort_order: 1 });
    const junior = await created('/api/program-categories', { school_id: swim.id, name: 'ジュニア' });
    const grade25 = await created('/api/grades', {
      school_id: swim.id,
      name: '25級',
      skills: [{ name: '顔つけ5秒' }, { name: '水中じゃんけん' }],
    });
    const grade1 = await created('/api/grades', {
      school_id: swim.id,
      name: '1級',
      skills: [{ name: '個人メドレー100m' }],
    });
    await created('/api/programs', {
      school_id: swim.id,
      category_id: junior.id,
      name: 'ジュニア 週1回',
      monthly_fee: 7700,
      entrance_fee: 11000,
      min_grade_id: grade25.id,
      max_grade_id: grade1.id,
    });
    await created('/api/programs', {
      school_id: swim.id,
      category_id: junior.id,
      name: 'ジュニア 週2回',
      monthly_fee: 12100,
    });
    // Store B already has a school and a grade of the same names: they are kept as they are.
    const swimB = await created(
      '/api/schools',
      { name: 'スイミング', discipline: 'swimming', description: '横浜のまま' },
      managerB,
    );
    await created('/api/grades', { school_id: swimB.id, name: '25級', skills: [] }, managerB);
  });
  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t?.close();
  });

  it('when an admin previews a copy, then each record is 作成 or 既存 by name and nothing is written', async () => {
    const response = await copy([storeB], admin, '/api/master-copies/preview');
    expect(response.status).toBe(200);
    const [plan] = response.body.data.targets;
    expect(plan).toMatchObject({ store_id: storeB, store_name: '横浜校', created: 4, existing: 2 });
    expect(plan.items.map((i: Item) => [i.kind, i.name, i.action, i.detail])).toEqual([
      ['school', 'スイミング', 'exists', null],
      ['program_category', 'ジュニア', 'create', null],
      ['grade', '25級', 'exists', '技能 2件'],
      ['grade', '1級', 'create', '技能 1件'],
      ['program', 'ジュニア 週1回', 'create', '月額 7,700円'],
      ['program', 'ジュニア 週2回', 'create', '月額 12,100円'],
    ]);
    expect(await names('/api/programs', managerB)).toEqual([]);
  });

  it('when an admin copies store A into store B twice, then B has A’s programs with fees and grades with skills once, and its own are untouched', async () => {
    const first = await copy([storeB]);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('マスタをコピーしました');
    expect(first.body.data.targets[0]).toMatchObject({ created: 4, existing: 2 });
    const again = await copy([storeB]);
    expect(again.body.data.targets[0]).toMatchObject({ created: 0, existing: 6 });

    const programs = (await call('GET', '/api/programs', managerB)).body.data;
    expect(programs.map((p: { name: string }) => p.name)).toEqual(['ジュニア 週1回', 'ジュニア 週2回']);
    expect(programs[0]).toMatchObject({
      store_id: storeB,
      monthly_fee: 7700,
      entrance_fee: 11000,
      category: { name: 'ジュニア' },
      min_grade: { name: '25級' },
      max_grade: { name: '1級' },
    });
    const grades = (await call('GET', '/api/grades', managerB)).body.data;
    expect(grades.map((g: { name: string; skills: unknown[] }) => [g.name, g.skills.length])).toEqual([
      ['25級', 0],
      ['1級', 1],
    ]);
    const schools = (await call('GET', '/api/schools', managerB)).body.data;
    expect(schools).toHaveLength(1);
    expect(schools[0].description).toBe('横浜のまま');
  });

  it('when two copies into a new store run at once, then each record is made once', async () => {
    const storeC = await t.createStore('川崎校');
    const [one, two] = await Promise.all([copy([storeC]), copy([storeC])]);
    expect([one.status, two.status]).toEqual([200, 200]);
    const made = [one, two].map((r) => r.body.data.targets[0].created).sort();
    expect(made).toEqual([0, 6]);
    const { rows } = await t.db.query<{ kind: string; n: number }>(
      `select 'program' as kind, count(*)::int as n from programs where store_id = $1
       union all select 'grade', count(*)::int from grades where store_id = $1
       union all select 'school', count(*)::int from schools where store_id = $1
       union all select 'skill', count(*)::int from grade_skills k join grades g on g.id = k.grade_id
         where g.store_id = $1`,
      [storeC],
    );
    expect(Object.fromEntries(rows.map((row) => [row.kind, row.n]))).toEqual({
      program: 2,
      grade: 2,
      school: 1,
      skill: 3,
    });
  });

  it('when a manager copies into another store, staff copy at all, or the target is the source, then it is refused in Japanese', async () => {
    const byManager = await copy([storeB], manager);
    expect(byManager.status).toBe(403);
    expect(byManager.body.message).toBe('ほかの店舗のマスタをコピーできるのは管理者だけです');
    expect((await copy([storeB], staff)).status).toBe(403);
    const same = await copy([storeA], manager, '/api/master-copies/preview');
    expect(same.status).toBe(422);
    expect(same.body.errors).toEqual({ target_store_ids: ['コピー元と同じ店舗にはコピーできません'] });
    const unknown = await copy([987654]);
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ target_store_ids: ['店舗が見つかりません'] });
  });

  it('when a manager puts the swim-school template into a new store twice, then the 25-step ladder with skills and the four programs are made once, ready to edit', async () => {
    const storeD = await t.createStore('町田校');
    const managerD = await t.login((await t.createStaff({ role: 'manager', storeId: storeD })).email);
    const preview = await call('POST', '/api/master-templates/preview', managerD, {
      parts: ['programs', 'grades'],
    });
    expect(preview.status).toBe(200);
    expect(preview.body.data.targets[0]).toMatchObject({
      store_id: storeD,
      created: 1 + 4 + 25 + 5,
      existing: 0,
    });
    const applied = await call('POST', '/api/master-templates', managerD, { parts: ['grades'] });
    expect(applied.body.message).toBe('テンプレートを登録しました');
    expect(applied.body.data.targets[0]).toMatchObject({ created: 26 });
    const all = await call('POST', '/api/master-templates', managerD, { parts: ['programs', 'grades'] });
    expect(all.body.data.targets[0]).toMatchObject({ created: 9, existing: 26 });
    const grades = (await call('GET', '/api/grades?per_page=100', managerD)).body.data;
    expect(grades).toHaveLength(25);
    expect(grades[0]).toMatchObject({
      name: '25級',
      skills: [{ name: 'シャワーをこわがらない' }, { name: '顔つけ5秒' }],
    });
    expect(grades[24]).toMatchObject({ name: '1級' });
    const programs = (await call('GET', '/api/programs', managerD)).body.data;
    expect(programs.map((p: { name: string; monthly_fee: number }) => [p.name, p.monthly_fee])).toEqual([
      ['幼児 週1回', 6600],
      ['ジュニア 週1回', 7700],
      ['ジュニア 週2回', 12100],
      ['選手コース', 16500],
      ['成人 週1回', 8800],
    ]);
    expect((await call('POST', '/api/master-templates', staff, { parts: ['grades'] })).status).toBe(403);
  });

  it('when the school rules are copied, then a target school still on the defaults takes the source’s, and saved ones are kept', async () => {
    const schoolA = (await call('GET', '/api/schools', manager)).body.data[0];
    const rules = {
      makeup_validity_months: 2,
      cancelled_validity_months: 3,
      makeup_quota_per_weekly_lesson: 2,
      booking_cutoff_minutes: 120,
      waitlist_hold_hours: 24,
      change_deadline_day: 10,
    };
    const saved = await t.request({
      method: 'PUT',
      url: `/api/schools/${schoolA.id}/class-rules`,
      token: manager,
      payload: rules,
    });
    expect(saved.status).toBe(200);
    const storeE = await t.createStore('藤沢校');
    const managerE = await t.login((await t.createStaff({ role: 'manager', storeId: storeE })).email);
    const body = { source_store_id: storeA, target_store_ids: [storeE], parts: ['school_rules'] };
    const first = await call('POST', '/api/master-copies', admin, body);
    expect(first.body.data.targets[0].items.map((i: Item) => [i.kind, i.action])).toEqual([
      ['school', 'create'],
      ['school_rules', 'create'],
    ]);
    const again = await call('POST', '/api/master-copies', admin, body);
    expect(again.body.data.targets[0]).toMatchObject({ created: 0, existing: 2 });
    const schoolE = (await call('GET', '/api/schools', managerE)).body.data[0];
    const copied = await call('GET', `/api/schools/${schoolE.id}/class-rules`, managerE);
    expect(copied.body.data).toMatchObject({ ...rules, is_default: false });
  });

  it('when the billing settings are copied, then a store still on the defaults takes the source’s, once', async () => {
    const settings = {
      first_month_rule: 'pro_rata',
      annual_fee_month: 6,
      withdrawal_day: 26,
      closing_day: 12,
      cash_float: 30000,
    };
    expect(
      (await t.request({ method: 'PUT', url: '/api/billing/settings', token: admin, payload: settings }))
        .status,
    ).toBe(200);
    const storeF = await t.createStore('相模原校');
    const managerF = await t.login((await t.createStaff({ role: 'manager', storeId: storeF })).email);
    const body = { source_store_id: storeA, target_store_ids: [storeF], parts: ['billing_settings'] };
    const first = await call('POST', '/api/master-copies', admin, body);
    expect(first.body.data.targets[0].items.filter((i: Item) => i.kind === 'billing_settings')).toEqual([
      { kind: 'billing_settings', school_name: '', name: '請求設定', action: 'create', detail: null },
    ]);
    const again = await call('POST', '/api/master-copies', admin, body);
    expect(again.body.data.targets[0].items.at(-1)).toMatchObject({
      kind: 'billing_settings',
      action: 'exists',
    });
    expect((await call('GET', '/api/billing/settings', managerF)).body.data).toMatchObject(settings);
  });
});
