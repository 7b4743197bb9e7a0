import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { databaseTargets } from './support/databases.ts';
import { multipart } from './support/forms.ts';

// The school's masters (issue 13): facilities with lanes, schools, program categories, programs with their
// fees by month, grades. Staff view; managers and admins edit in their own store; a record in use is never
// deleted (409 says what uses it). The test clock is Sunday 2026-11-22, 10:00 in Tokyo.

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe.each(databaseTargets)('the masters on $name', (target) => {
  let t: TestApp;
  let storeA: number;
  let storeB: number;
  let manager: string;
  let managerName: string;
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

  /** A member of store A, with a contract of `programId` (running or ended) and a grade. */
  async function member(options: { programId?: number; ended?: boolean; gradeId?: number } = {}) {
    const { rows } = await t.db.query<{ id: number }>(
      `insert into customers (store_id, member_number, family_name, given_name, family_name_kana, given_name_kana,
         grade_id)
       values ($1, 'M' || floor(random() * 1e9)::text, '山田', '花子', 'ヤマダ', 'ハナコ', $2) returning id`,
      [storeA, options.gradeId ?? null],
    );
    const id = rows[0]?.id as number;
    if (options.programId) {
      await t.db.query(
        `insert into customer_contracts (customer_id, program_id, plan_name, monthly_fee, starts_on, ends_on)
         values ($1, $2, '週1回', 7700, '2026-04-01', $3)`,
        [id, options.programId, options.ended ? '2026-09-30' : null],
      );
    }
    return id;
  }

  async function classIn(laneId: number | null, programId: number | null = null) {
    await t.db.query(
      `insert into classes (store_id, program_id, name, lane_id, day_of_week, start_time, end_time, capacity,
         starts_on)
       values ($1, $2, 'ジュニア', $3, 1, '16:00', '17:00', 20, '2000-01-01')`,
      [storeA, programId, laneId],
    );
  }

  beforeAll(async () => {
    t = await startTestApp(target);
    storeA = await t.createStore('渋谷校');
    storeB = await t.createStore('横浜校');
    const account = await t.createStaff({ role: 'manager', storeId: storeA });
    managerName = (await t.db.query<{ name: string }>('select name from staffs where id = $1', [account.id]))
      .rows[0]?.name as string;
    manager = await t.login(account.email);
    staff = await t.login((await t.createStaff({ role: 'staff', storeId: storeA })).email);
    admin = await t.login((await t.createStaff({ role: 'admin', storeId: storeA })).email);
    managerB = await t.login((await t.createStaff({ role: 'manager', storeId: storeB })).email);
  });
  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t?.close();
  });

  describe('facilities', () => {
    it('when a manager adds a pool with lanes, then lanes are numbered and named, and staff see it in the list', async () => {
      const pool = await created('/api/facilities', {
        name: '25mプール',
        kind: 'pool',
        capacity: 60,
        lanes: [
          { number: 1, length_m: 25, min_depth_cm: 110, max_depth_cm: 130 },
          { number: 2, name: '第2レーン（一般開放）', length_m: 25, is_shared: true },
        ],
      });
      expect(pool).toMatchObject({
        store_id: storeA,
        lanes: [
          { number: 1, name: '第1レーン', length_m: 25, min_depth_cm: 110, is_shared: false, class_count: 0 },
          { number: 2, name: '第2レーン（一般開放）', is_shared: true },
        ],
        created_by: { name: managerName },
        history: [{ action: 'created' }],
      });
      const list = await call('GET', '/api/facilities?kind=pool', staff);
      expect(list.status).toBe(200);
      expect(list.body.meta).toMatchObject({ total: 1, per_page: 20 });
      expect(list.body.data[0].lanes).toHaveLength(2);
      expect((await call('GET', '/api/facilities', managerB)).body.data).toEqual([]);
    });

    it('when lanes are edited, then kept lanes keep their id, a new one is added, one without classes is removed, and the change names its fields', async () => {
      const pool = await created('/api/facilities', {
        name: 'サブプール',
        kind: 'pool',
        lanes: [{ number: 1 }, { number: 2 }, { number: 3 }],
      });
      const [one, two] = pool.lanes;
      await classIn(one.id);
      t.clock.advance(60_000);
      const response = await call('PUT', `/api/facilities/${pool.id}`, manager, {
        name: 'サブプール',
        kind: 'pool',
        lanes: [
          { id: two.id, number: 1 },
          { id: one.id, number: 2, is_active: false },
          { number: 4, length_m: 12.5 },
        ],
      });
      expect(response.status).toBe(200);
      expect(response.body.data.lanes).toMatchObject([
        { id: two.id, number: 1, name: '第1レーン' },
        { id: one.id, number: 2, is_active: false, class_count: 1 },
        { number: 4, length_m: 12.5 },
      ]);
      expect(response.body.data.history[0]).toMatchObject({ action: 'updated', fields: ['lanes'] });
    });

    it('when a lane with classes is left out, then 409 names it and its classes; the facility cannot be deleted either', async () => {
      const pool = await created('/api/facilities', {
        name: '練習プール',
        kind: 'pool',
        lanes: [{ number: 3 }],
      });
      await classIn(pool.lanes[0].id);
      await classIn(pool.lanes[0].id);
      const removed = await call('PUT', `/api/facilities/${pool.id}`, manager, {
        name: '練習プール',
        kind: 'pool',
        lanes: [],
      });
      expect(removed.status).toBe(409);
      expect(removed.body.message).toBe(
        '第3レーンは2件のクラスで使われているため削除できません。無効にしてください',
      );
      const deleted = await call('DELETE', `/api/facilities/${pool.id}`, manager);
      expect(deleted.status).toBe(409);
      expect(deleted.body.message).toBe(
        'この施設のレーンは2件のクラスで使われているため削除できません。無効にしてください',
      );
    });

    it('when another facility’s lane id is sent, then 422 on that lane', async () => {
      const other = await created('/api/facilities', {
        name: 'ベビープール',
        kind: 'pool',
        lanes: [{ number: 1 }],
      });
      const studio = await created('/api/facilities', { name: 'スタジオ', kind: 'studio' });
      const response = await call('PUT', `/api/facilities/${studio.id}`, manager, {
        name: 'スタジオ',
        kind: 'studio',
        lanes: [{ id: other.lanes[0].id, number: 1 }],
      });
      expect(response.status).toBe(422);
      expect(response.body.errors['lanes.0.id']).toEqual(['この施設のレーンではありません']);
    });

    it('when staff try to change facilities, or another store reaches for one, then 403 and 404', async () => {
      const room = await created('/api/facilities', { name: '会議室', kind: 'room' });
      expect((await call('POST', '/api/facilities', staff, { name: '教室', kind: 'room' })).status).toBe(403);
      expect((await call('DELETE', `/api/facilities/${room.id}`, staff)).status).toBe(403);
      expect((await call('GET', `/api/facilities/${room.id}`, managerB)).status).toBe(404);
      expect(
        (await call('PUT', `/api/facilities/${room.id}`, managerB, { name: '教室', kind: 'room' })).status,
      ).toBe(404);
      expect((await call('DELETE', `/api/facilities/${room.id}`, managerB)).status).toBe(404);
      const deleted = await call('DELETE', `/api/facilities/${room.id}`, manager);
      expect(deleted.status).toBe(200);
      expect(deleted.body.message).toBe('施設を削除しました');
    });

    it.each([
      [{ name: '', kind: 'pool' }, 'name', '施設名は必須です'],
      [{ name: 'プール', kind: 'sauna' }, 'kind', '種類の値が正しくありません'],
      [
        { name: 'プール2', kind: 'pool', lanes: [{ number: 100 }] },
        'lanes.0.number',
        'レーン番号は99以下で入力してください',
      ],
      [
        { name: 'プール3', kind: 'pool', lanes: [{ number: 1 }, { number: 1 }] },
        'lanes.1.number',
        '同じレーン番号が2つあります',
      ],
      [{ name: '25mプール', kind: 'pool' }, 'name', 'この施設名は既に使われています'],
    ])('when the facility is %j, then 422 on %s', async (payload, field, message) => {
      const response = await call('POST', '/api/facilities', manager, payload);
      expect(response.status).toBe(422);
      expect(response.body.errors[field]).toEqual([message]);
    });
  });

  describe('schools, categories, programs and grades', () => {
    let swim: { id: number };
    let junior: { id: number };
    let grade25: { id: number };
    let grade24: { id: number };
    let grade1: { id: number };

    beforeAll(async () => {
      swim = await created('/api/schools', { name: 'スイミング', discipline: 'swimming', sort_order: 1 });
      junior = await created('/api/program-categories', {
        school_id: swim.id,
        name: 'ジュニア',
        sort_order: 3,
      });
      grade25 = await created('/api/grades', {
        school_id: swim.id,
        name: '25級',
        cap_color_name: '白帽',
        cap_color_hex: '#ffffff',
        skills: [{ name: '水に顔をつける（5秒）' }],
      });
      grade24 = await created('/api/grades', { school_id: swim.id, name: '24級' });
      grade1 = await created('/api/grades', { school_id: swim.id, name: '1級' });
    });

    const program = (patch: Record<string, unknown> = {}) => ({
      school_id: swim.id,
      category_id: junior.id,
      name: 'ジュニア 週1回',
      monthly_fee: 7700,
      entrance_fee: 11000,
      annual_fee: 3300,
      pause_fee: 1650,
      lessons_per_week: 1,
      lesson_minutes: 60,
      min_age: 6,
      max_age: 12,
      min_grade_id: grade25.id,
      max_grade_id: grade1.id,
      ...patch,
    });

    it('when grades are added without an order, then each comes after the school’s last, with its cap colour and skills', async () => {
      const { body } = await call('GET', `/api/grades?school_id=${swim.id}`, staff);
      expect(body.data.map((g: { name: string; sort_order: number }) => [g.name, g.sort_order])).toEqual([
        ['25級', 1],
        ['24級', 2],
        ['1級', 3],
      ]);
      expect(body.data[0]).toMatchObject({
        cap_color_name: '白帽',
        cap_color_hex: '#FFFFFF',
        school: { id: swim.id, name: 'スイミング' },
        skills: [{ name: '水に顔をつける（5秒）', position: 1 }],
        member_count: 0,
      });
    });

    it('when a program is created, then its fees of this month and a first fee period are kept, tax included at 10 %', async () => {
      const created_ = await created('/api/programs', program());
      expect(created_).toMatchObject({
        school: { id: swim.id, name: 'スイミング' },
        category: { id: junior.id, name: 'ジュニア' },
        monthly_fee: 7700,
        entrance_fee: 11000,
        annual_fee: 3300,
        pause_fee: 1650,
        tax_rate: 10,
        fee_month: '2026-11',
        min_grade: { id: grade25.id, name: '25級' },
        max_grade: { id: grade1.id, name: '1級' },
        member_count: 0,
        fee_history: [{ effective_month: '2026-11', monthly_fee: 7700, created_by: { name: managerName } }],
      });
    });

    it('when the fee changes from next April, then this month keeps the old price, April asks the new one, and both stay in the history', async () => {
      const { id } = await created('/api/programs', program({ name: 'ジュニア 週2回', monthly_fee: 12100 }));
      t.clock.advance(60_000);
      const updated = await call(
        'PUT',
        `/api/programs/${id}`,
        manager,
        program({ name: 'ジュニア 週2回', monthly_fee: 12650, fee_effective_month: '2027-04' }),
      );
      expect(updated.status).toBe(200);
      expect(updated.body.data).toMatchObject({ monthly_fee: 12100, fee_month: '2026-11' });
      expect(
        updated.body.data.fee_history.map((f: { effective_month: string; monthly_fee: number }) => [
          f.effective_month,
          f.monthly_fee,
        ]),
      ).toEqual([
        ['2027-04', 12650],
        ['2026-11', 12100],
      ]);
      expect(updated.body.data.history[0]).toMatchObject({ action: 'updated', fields: ['monthly_fee'] });
      const april = await call('GET', `/api/programs/${id}?month=2027-05`, staff);
      expect(april.body.data).toMatchObject({ monthly_fee: 12650, fee_month: '2027-05' });
      const before = await call('GET', `/api/programs/${id}?month=2026-10`, staff);
      expect(before.body.data).toMatchObject({ monthly_fee: null, fee_month: '2026-10' });
      const fee = await t.db.query<{ now: number; april: number }>(
        `select kayoi_program_monthly_fee($1, '2026-11-22') as now, kayoi_program_monthly_fee($1, '2027-04-01') as april`,
        [id],
      );
      expect(fee.rows[0]).toEqual({ now: 12100, april: 12650 });
    });

    it('when the same fees are sent again, then no fee period is added and nothing is recorded as changed', async () => {
      const { id } = await created('/api/programs', program({ name: 'ジュニア 短期' }));
      const again = await call('PUT', `/api/programs/${id}`, manager, program({ name: 'ジュニア 短期' }));
      expect(again.body.data.fee_history).toHaveLength(1);
      expect(again.body.data.history[0]).toMatchObject({ action: 'updated', fields: [] });
    });

    it.each([
      ['the fee is negative', { monthly_fee: -1 }, 'monthly_fee', '月謝は0以上で入力してください'],
      [
        'the fee is over a million yen',
        { monthly_fee: 1_000_001 },
        'monthly_fee',
        '月謝は1000000以下で入力してください',
      ],
      ['the name is empty', { name: '' }, 'name', 'プログラム名は必須です'],
      [
        'the age range is reversed',
        { min_age: 12, max_age: 6 },
        'max_age',
        '対象年齢（上限）は対象年齢（下限）以上で入力してください',
      ],
      [
        'the fee takes effect in a past month',
        { fee_effective_month: '2026-10' },
        'fee_effective_month',
        '料金の適用開始月は今月以降を指定してください',
      ],
      [
        'the grade range is reversed',
        () => ({ min_grade_id: grade1.id, max_grade_id: grade24.id }),
        'max_grade_id',
        '対象級（上限）は対象級（下限）と同じか上の級を選んでください',
      ],
      ['the category is unknown', { category_id: 987654 }, 'category_id', 'カテゴリが見つかりません'],
      ['the school is unknown', { school_id: 987654 }, 'school_id', 'スクールが見つかりません'],
      [
        'the name is taken in the school',
        { name: 'ジュニア 週1回' },
        'name',
        'このプログラム名は既に使われています',
      ],
    ])('when %s, then 422 with the form’s message', async (_, patch, field, message) => {
      const values = typeof patch === 'function' ? patch() : patch;
      const response = await call(
        'POST',
        '/api/programs',
        manager,
        program({ name: 'ジュニア 新設', ...values }),
      );
      expect(response.status).toBe(422);
      expect(response.body.errors[field]).toEqual([message]);
    });

    it('when the category or a grade belongs to another school, then 422 says so', async () => {
      const gym = await created('/api/schools', { name: '体操', discipline: 'gymnastics' });
      const kids = await created('/api/program-categories', { school_id: gym.id, name: 'キッズ体操' });
      const response = await call(
        'POST',
        '/api/programs',
        manager,
        program({
          name: '体操 週1回',
          school_id: gym.id,
          category_id: junior.id,
          min_grade_id: null,
          max_grade_id: grade1.id,
        }),
      );
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({
        category_id: ['カテゴリはプログラムと同じスクールのものを選んでください'],
        max_grade_id: ['対象級はプログラムと同じスクールの級を選んでください'],
      });
      expect(
        (
          await call(
            'POST',
            '/api/programs',
            manager,
            program({
              name: '体操 週1回',
              school_id: gym.id,
              category_id: kids.id,
              min_grade_id: null,
              max_grade_id: null,
            }),
          )
        ).status,
      ).toBe(201);
    });

    it('when members are under contract, then the program cannot be deleted (409 with the count), and can be deactivated', async () => {
      const { id } = await created('/api/programs', program({ name: 'ジュニア 週3回' }));
      await member({ programId: id });
      await member({ programId: id });
      const refused = await call('DELETE', `/api/programs/${id}`, manager);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(
        'このプログラムは2名の会員が契約中のため削除できません。無効にしてください',
      );
      const list = await call('GET', `/api/programs?search=${encodeURIComponent('週3')}`, staff);
      expect(list.body.data[0]).toMatchObject({ id, member_count: 2 });
      const deactivated = await call(
        'PUT',
        `/api/programs/${id}`,
        manager,
        program({ name: 'ジュニア 週3回', is_active: false }),
      );
      expect(deactivated.body.data).toMatchObject({ is_active: false });
      expect(deactivated.body.data.history[0].fields).toEqual(['is_active']);
    });

    it('when only ended contracts, classes or open applications refer to a program, then each still keeps it', async () => {
      const past = await created('/api/programs', program({ name: '過去コース' }));
      await member({ programId: past.id, ended: true });
      expect((await call('DELETE', `/api/programs/${past.id}`, manager)).body.message).toBe(
        'このプログラムは1件の過去の契約に使われているため削除できません。無効にしてください',
      );
      const taught = await created('/api/programs', program({ name: 'クラスのあるコース' }));
      await classIn(null, taught.id);
      expect((await call('DELETE', `/api/programs/${taught.id}`, manager)).body.message).toBe(
        'このプログラムは1件のクラスで使われているため削除できません。無効にしてください',
      );
      const free = await created('/api/programs', program({ name: '単発コース' }));
      const deleted = await call('DELETE', `/api/programs/${free.id}`, manager);
      expect(deleted.status).toBe(200);
      expect(deleted.body.message).toBe('プログラムを削除しました');
      expect(
        (await t.db.query('select 1 from program_fees where program_id = $1', [free.id])).rows,
      ).toHaveLength(0);
    });

    it('when members hold a grade, or a program names it, then it cannot be deleted nor moved to another school', async () => {
      const grade10 = await created('/api/grades', { school_id: swim.id, name: '10級', sort_order: 16 });
      await member({ gradeId: grade10.id });
      const held = await call('DELETE', `/api/grades/${grade10.id}`, manager);
      expect(held.status).toBe(409);
      expect(held.body.message).toBe('この級は1名の会員が取得しているため削除できません。無効にしてください');
      const gym = (await call('GET', `/api/schools?search=${encodeURIComponent('体操')}`, staff)).body
        .data[0];
      const moved = await call('PUT', `/api/grades/${grade10.id}`, manager, {
        school_id: gym.id,
        name: '10級',
      });
      expect(moved.status).toBe(409);
      expect(moved.body.message).toBe('この級は1名の会員が取得しているため、スクールは変更できません');
      const named = await call('DELETE', `/api/grades/${grade25.id}`, manager);
      expect(named.body.message).toMatch(
        /^この級は\d+件のプログラムの対象級に使われているため削除できません。無効にしてください$/,
      );
      expect((await call('GET', `/api/grades/${grade10.id}`, staff)).body.data.member_count).toBe(1);
    });

    it('when a grade’s skills are edited, then kept skills keep their id and the order is the form’s', async () => {
      const grade = await created('/api/grades', {
        school_id: swim.id,
        name: '20級',
        skills: [{ name: 'けのび 3m' }, { name: 'バタ足 5m' }],
      });
      const [glide, kick] = grade.skills;
      const response = await call('PUT', `/api/grades/${grade.id}`, manager, {
        school_id: swim.id,
        name: '20級',
        cap_color_hex: '#FDD835',
        skills: [{ id: kick.id, name: 'バタ足 10m' }, { name: '背浮き 5秒' }],
      });
      expect(response.status).toBe(200);
      expect(response.body.data.skills).toMatchObject([
        { id: kick.id, name: 'バタ足 10m', position: 1 },
        { name: '背浮き 5秒', position: 2 },
      ]);
      expect(response.body.data.skills.some((s: { id: number }) => s.id === glide.id)).toBe(false);
      expect(response.body.data.history[0].fields).toEqual(['cap_color_hex', 'skills']);
    });

    it('when a category has programs, then it cannot be deleted nor moved; a school with programs cannot be deleted', async () => {
      const category = await call('DELETE', `/api/program-categories/${junior.id}`, manager);
      expect(category.status).toBe(409);
      expect(category.body.message).toMatch(
        /^このカテゴリには\d+件のプログラムがあるため削除できません。無効にしてください$/,
      );
      const gym = (await call('GET', `/api/schools?search=${encodeURIComponent('体操')}`, staff)).body
        .data[0];
      const moved = await call('PUT', `/api/program-categories/${junior.id}`, manager, {
        school_id: gym.id,
        name: 'ジュニア',
      });
      expect(moved.status).toBe(409);
      expect(moved.body.message).toMatch(/スクールは変更できません$/);
      const school = await call('DELETE', `/api/schools/${swim.id}`, manager);
      expect(school.status).toBe(409);
      expect(school.body.message).toMatch(
        /^このスクールには\d+件のプログラムがあるため削除できません。無効にしてください$/,
      );
    });

    it('when a school has no programs and no member holds its grades, then it is deleted with its categories and grades', async () => {
      const dance = await created('/api/schools', { name: 'ダンス', discipline: 'dance' });
      await created('/api/program-categories', { school_id: dance.id, name: 'キッズダンス' });
      await created('/api/grades', { school_id: dance.id, name: 'ブロンズ' });
      const deleted = await call('DELETE', `/api/schools/${dance.id}`, admin);
      expect(deleted.status).toBe(200);
      expect((await t.db.query('select 1 from grades where school_id = $1', [dance.id])).rows).toHaveLength(
        0,
      );
      const list = await call('GET', '/api/schools', staff);
      // By sort_order: 体操 was made without one (0), スイミング with 1.
      expect(list.body.data.map((s: { name: string }) => s.name)).toEqual(['体操', 'スイミング']);
      expect(list.body.data[1]).toMatchObject({ category_count: 1, grade_count: 5 });
    });

    it('when another store reaches for a school, category, program or grade, then 404; its lists are empty', async () => {
      const { body } = await call('GET', '/api/programs', staff);
      const programId = body.data[0].id;
      for (const url of [
        `/api/schools/${swim.id}`,
        `/api/program-categories/${junior.id}`,
        `/api/programs/${programId}`,
        `/api/grades/${grade1.id}`,
      ]) {
        expect((await call('GET', url, managerB)).status, url).toBe(404);
        expect((await call('DELETE', url, managerB)).status, url).toBe(404);
      }
      for (const url of ['/api/schools', '/api/program-categories', '/api/programs', '/api/grades']) {
        expect((await call('GET', url, managerB)).body.data, url).toEqual([]);
      }
      // Store B cannot hang its records on store A's school.
      const category = await call('POST', '/api/program-categories', managerB, {
        school_id: swim.id,
        name: 'ジュニア',
      });
      expect(category.status).toBe(422);
      expect(category.body.errors.school_id).toEqual(['スクールが見つかりません']);
    });

    it('when the customer form asks for its choices, then each store gets its own grades and the fees in force this month', async () => {
      const ours = await call('GET', '/api/customers/options', staff);
      expect(ours.body.data.grades.map((g: { id: number }) => g.id)).toEqual(
        expect.arrayContaining([grade25.id, grade24.id, grade1.id]),
      );
      const program = ours.body.data.programs.find((p: { name: string }) => p.name === 'ジュニア 週2回');
      expect(program.monthly_fee).toBe(12100);
      const theirs = await call('GET', '/api/customers/options', managerB);
      expect(theirs.body.data.grades).toEqual([]);
      const strange = await t.request({
        method: 'POST',
        url: '/api/customers',
        token: managerB,
        ...multipart({
          family_name: '佐藤',
          given_name: '健太',
          family_name_kana: 'サトウ',
          given_name_kana: 'ケンタ',
          birth_date: '1990-04-01',
          grade_id: grade1.id,
        }),
      });
      expect(strange.status).toBe(422);
      expect(strange.body.errors.grade_id).toEqual(['級が見つかりません']);
    });

    it('when staff try to change a school, category, program or grade, then 403', async () => {
      expect(
        (await call('POST', '/api/schools', staff, { name: 'テニス', discipline: 'tennis' })).status,
      ).toBe(403);
      expect(
        (
          await call('PUT', `/api/program-categories/${junior.id}`, staff, {
            school_id: swim.id,
            name: 'ジュニア',
          })
        ).status,
      ).toBe(403);
      expect((await call('POST', '/api/programs', staff, program({ name: 'x' }))).status).toBe(403);
      expect((await call('DELETE', `/api/grades/${grade24.id}`, staff)).status).toBe(403);
    });
  });
});
