import { normalizeKana, searchKey } from '@kayoi/domain/kana';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { databaseTargets } from './support/databases.ts';
import { multipart, PNG_BYTES, SIGNED_PHOTO_URL } from './support/forms.ts';

type Fields = Record<string, string | number | boolean | null | undefined>;

describe.each(databaseTargets)('customers on $name', (target) => {
  let t: TestApp;
  let storeA: number;
  let storeB: number;
  let programSwim: number;
  let programFit: number;
  let grade: number;
  let staff: string;
  let manager: string;
  let managerB: string;

  const adult = (patch: Fields = {}): Fields => ({
    family_name: '佐藤',
    given_name: '健太',
    family_name_kana: 'サトウ',
    given_name_kana: 'ケンタ',
    birth_date: '1990-04-01',
    gender: 'male',
    mobile: '090-1111-2222',
    ...patch,
  });

  const create = async (fields: Fields, token = staff, file?: Parameters<typeof multipart>[1]) =>
    t.request({ method: 'POST', url: '/api/customers', token, ...multipart(fields, file) });

  const list = (query: string, token = staff) =>
    t.request({ method: 'GET', url: `/api/customers?${query}`, token });

  beforeAll(async () => {
    t = await startTestApp(target);
    storeA = await t.createStore('渋谷校');
    storeB = await t.createStore('横浜校');
    const program = async (name: string) =>
      (
        await t.db.query<{ id: number }>(
          'insert into programs (store_id, name, monthly_fee) values ($1, $2, 8800) returning id',
          [storeA, name],
        )
      ).rows[0]?.id as number;
    programSwim = await program('ジュニアコース');
    programFit = await program('成人フィットネス');
    // A grade of store A's school (issue 13: each school has its own grade system).
    grade = (
      await t.db.query<{ id: number }>(
        "insert into grades (store_id, school_id, name) values ($1, kayoi_default_school($1), '15級') returning id",
        [storeA],
      )
    ).rows[0]?.id as number;
    staff = await t.login((await t.createStaff({ role: 'staff', storeId: storeA })).email);
    manager = await t.login((await t.createStaff({ role: 'manager', storeId: storeA })).email);
    managerB = await t.login((await t.createStaff({ role: 'manager', storeId: storeB })).email);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('when staff register a customer with a photo, then the record, a member number and the first history entry exist', async () => {
    const response = await create(
      adult({ family_name_kana: 'さとう', phone: '03-1234-5678', grade_id: grade }),
      staff,
      {
        bytes: PNG_BYTES,
        filename: 'p.png',
        type: 'image/png',
      },
    );
    expect(response.status).toBe(201);
    expect(response.body.message).toBe('顧客を登録しました');
    expect(response.body.data).toMatchObject({
      name: '佐藤 健太',
      name_kana: 'サトウ ケンタ',
      status: 'active',
      joined_on: '2026-11-22',
      grade: { id: grade, name: '15級' },
      is_minor: false,
      age: 36,
      store: '渋谷校',
    });
    expect(response.body.data.member_number).toMatch(/^\d{6}$/);
    expect(response.body.data.photo_url).toMatch(SIGNED_PHOTO_URL);
    expect(response.body.data.photo_url).toMatch(/^\/storage\/photos\/[0-9a-f-]{36}\.png\?/);
    const photo = await t.app.inject({ method: 'GET', url: response.body.data.photo_url });
    expect(photo.statusCode).toBe(200);
    expect(Buffer.compare(photo.rawPayload, PNG_BYTES)).toBe(0);
    expect(response.body.data.status_history).toHaveLength(1);
  });

  it.each<[string, Fields, string, string]>([
    [
      'a child has no guardian',
      { birth_date: '2015-06-12' },
      'guardian_name',
      '未成年の場合は保護者氏名は必須です',
    ],
    [
      'a 17-year-old (18 tomorrow) has no guardian',
      { birth_date: '2008-11-23' },
      'guardian_name',
      '未成年の場合は保護者氏名は必須です',
    ],
    [
      'the kana is kanji',
      { family_name_kana: '佐藤' },
      'family_name_kana',
      '姓（カナ）は全角カタカナで入力してください',
    ],
    ['the family name is missing', { family_name: '' }, 'family_name', '姓は必須です'],
    [
      'the birth date is today',
      { birth_date: '2026-11-22' },
      'birth_date',
      '生年月日は今日より前の日付を指定してください',
    ],
    ['the e-mail is not an address', { email: 'sato' }, 'email', '正しいメールアドレスを入力してください'],
    [
      'the mobile has letters',
      { mobile: '090-abc' },
      'mobile',
      '携帯電話番号は数字とハイフンで入力してください',
    ],
    [
      'the postal code is short',
      { postal_code: '150-004' },
      'postal_code',
      '郵便番号は000-0000の形式で入力してください',
    ],
    [
      'the member number has symbols',
      { member_number: 'A#1' },
      'member_number',
      '会員番号は半角英数字とハイフンで入力してください',
    ],
    [
      'the memo has 201 characters',
      { memo: 'あ'.repeat(201) },
      'memo',
      '申し送りメモは200文字以内で入力してください',
    ],
    ['the grade does not exist', { grade_id: 999_999 }, 'grade_id', '級が見つかりません'],
  ])('when %s, then 422 with that message', async (_, patch, field, message) => {
    const response = await create(adult(patch));
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ [field]: [message] });
  });

  it('when an 18-year-old (birthday today) has no guardian, then it is accepted', async () => {
    expect((await create(adult({ birth_date: '2008-11-22' }))).status).toBe(201);
  });

  it('when the member number is already used in the store, then 422; another store may use it', async () => {
    expect((await create(adult({ member_number: 'M-100' }))).status).toBe(201);
    const again = await create(adult({ member_number: 'M-100' }));
    expect(again.body.errors).toEqual({ member_number: ['この会員番号は既に使われています'] });
    expect((await create(adult({ member_number: 'M-100' }), managerB)).status).toBe(201);
  });

  describe('the list', () => {
    let yamada: number;
    beforeAll(async () => {
      const made = await create(
        adult({
          family_name: '山田',
          given_name: '花子',
          family_name_kana: 'ヤマダ',
          given_name_kana: 'ハナコ',
          mobile: '080-9876-5432',
          member_number: '777001',
        }),
      );
      yamada = made.body.data.id;
      await t.request({
        method: 'POST',
        url: `/api/customers/${yamada}/contracts`,
        token: staff,
        payload: {
          program_id: programSwim,
          plan_name: 'ジュニア 週1',
          monthly_fee: 8800,
          starts_on: '2026-11-01',
          time_slots: [{ day_of_week: 3, start_time: '16:00', end_time: '17:00' }],
        },
      });
      await t.db.query('update customers set grade_id = $2 where id = $1', [yamada, grade]);
    });

    it.each([
      ['hiragana', 'やまだ'],
      ['half-width katakana', 'ﾔﾏﾀﾞ'],
      ['full kana with a space', 'ヤマダ　ハナコ'],
      ['kanji', '山田花子'],
      ['a phone number without hyphens', '09876'],
      ['a phone number typed full-width', '０８０－９８７６'],
      ['the member number', '777001'],
    ])('when staff search by %s, then the customer is found', async (_, search) => {
      const response = await list(`search=${encodeURIComponent(search)}`);
      expect(response.status).toBe(200);
      expect(response.body.data.map((c: { id: number }) => c.id)).toContain(yamada);
    });

    it('when the desk asks for an exact member number, then only that customer of the store comes back, never a phone that contains the digits', async () => {
      // Another member whose mobile number holds the digits 777001.
      const other = await create(adult({ mobile: '090-7770-0101', member_number: '777002' }));
      expect(other.status).toBe(201);
      const partial = (await list('search=777001')).body.data.map((c: { id: number }) => c.id);
      expect(partial).toEqual(expect.arrayContaining([yamada, other.body.data.id]));
      const exact = await list('member_number=777001');
      expect(exact.status).toBe(200);
      expect(exact.body.data.map((c: { id: number }) => c.id)).toEqual([yamada]);
      expect((await list('member_number=77700')).body.data).toEqual([]);
      // Store scoping: another store's manager does not find it by its number either.
      expect((await list('member_number=777001', managerB)).body.data).toEqual([]);
      expect((await list('member_number=%E4%B8%80')).status).toBe(422);
    });

    it('when filtered by program or grade, then only matching customers come back with their programs', async () => {
      const byProgram = await list(`program_id=${programSwim}`);
      expect(byProgram.body.data.map((c: { id: number }) => c.id)).toEqual([yamada]);
      expect(byProgram.body.data[0].programs).toEqual(['ジュニアコース']);
      expect((await list(`program_id=${programFit}`)).body.data).toEqual([]);
      const byGrade = await list(`grade_id=${grade}`);
      expect(byGrade.body.data.every((c: { grade: { id: number } }) => c.grade.id === grade)).toBe(true);
    });

    it('when sorted by kana, then アイウエオ order; descending reverses it', async () => {
      const asc = (await list('sort=name_kana&per_page=100')).body.data.map(
        (c: { name_kana: string }) => c.name_kana,
      );
      expect(asc).toEqual([...asc].sort());
      const desc = (await list('sort=-name_kana&per_page=100')).body.data.map(
        (c: { name_kana: string }) => c.name_kana,
      );
      expect(desc).toEqual([...asc].reverse());
    });

    it('when paged by 10, then the meta says where the page is', async () => {
      for (let i = 0; i < 12; i += 1)
        await create(adult({ family_name_kana: `ページ${'ア'.repeat(i + 1)}` }));
      const page2 = await list('per_page=10&page=2');
      const total = page2.body.meta.total as number;
      expect(page2.body.meta).toEqual({
        current_page: 2,
        last_page: Math.ceil(total / 10),
        per_page: 10,
        total,
        from: 11,
        to: Math.min(20, total),
        next_cursor: total > 20 ? expect.any(String) : null,
        prev_cursor: expect.any(String),
        total_capped: false,
      });
      expect((await list('per_page=15')).status).toBe(422);
    });

    it('when another store asks, then it sees none of these customers', async () => {
      const other = await list('search=ヤマダ', managerB);
      expect(other.body.data).toEqual([]);
      expect(
        (await t.request({ method: 'GET', url: `/api/customers/${yamada}`, token: managerB })).status,
      ).toBe(404);
    });

    it('when a manager exports, then CSV in UTF-8 with BOM; staff may not export', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/customers/export?search=%E3%83%A4%E3%83%9E%E3%83%80',
        headers: { authorization: `Bearer ${manager}` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe('attachment; filename="customers-20261122.csv"');
      expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = response.payload.replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toBe(
        '会員番号,氏名,フリガナ,生年月日,年齢,性別,電話番号,携帯電話番号,メールアドレス,郵便番号,住所,保護者氏名,ステータス,入会日,級,プログラム',
      );
      expect(lines[1]).toBe(
        '777001,山田 花子,ヤマダ ハナコ,1990-04-01,36,男性,,080-9876-5432,,,,,在籍,2026-11-22,15級,ジュニアコース',
      );
      expect((await t.request({ method: 'GET', url: '/api/customers/export', token: staff })).status).toBe(
        403,
      );
    });
  });

  describe('status changes', () => {
    it('when staff pause a customer with a reason, then status and history record it', async () => {
      const id = (await create(adult())).body.data.id;
      const response = await t.request({
        method: 'PATCH',
        url: `/api/customers/${id}/status`,
        token: staff,
        payload: { status: 'paused', effective_on: '2026-11-20', reason: '怪我のため' },
      });
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ status: 'paused', status_since: '2026-11-20' });
      expect(response.body.data.status_history[0]).toMatchObject({
        from_status: 'active',
        status: 'paused',
        reason: '怪我のため',
      });
    });

    it.each<[string, object, string, string]>([
      ['no reason is given for 休会', { status: 'paused' }, 'reason', '理由を入力してください'],
      [
        'the day is in the future',
        { status: 'paused', reason: 'x', effective_on: '2026-11-23' },
        'effective_on',
        '適用日は今日以前の日付を指定してください',
      ],
      ['the status is the current one', { status: 'active' }, 'status', '現在と同じステータスです'],
      ['the status is unknown', { status: 'gone' }, 'status', 'ステータスを選択してください'],
      [
        'the reason has 501 characters',
        { status: 'paused', reason: 'あ'.repeat(501) },
        'reason',
        '理由は500文字以内で入力してください',
      ],
    ])('when %s, then 422', async (_, payload, field, message) => {
      const id = (await create(adult())).body.data.id;
      const response = await t.request({
        method: 'PATCH',
        url: `/api/customers/${id}/status`,
        token: staff,
        payload,
      });
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ [field]: [message] });
    });

    it('when anyone withdraws a customer through the status change, then it is refused (staff 403, a manager 422 pointing to the rule-based 届け出) and the contracts run on', async () => {
      const id = (await create(adult())).body.data.id;
      await t.request({
        method: 'POST',
        url: `/api/customers/${id}/contracts`,
        token: staff,
        payload: {
          program_id: programFit,
          plan_name: 'フィットネス',
          monthly_fee: 9900,
          starts_on: '2026-01-01',
        },
      });
      const url = `/api/customers/${id}/status`;
      const payload = { status: 'withdrawn', reason: '転居のため' };
      const refused = await t.request({ method: 'PATCH', url, token: staff, payload });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('退会の手続きは管理者またはマネージャーのみ行えます');
      // 退会 goes through the store's rules (deadline, month end, the seat to the waiting list): no shortcut.
      const direct = await t.request({ method: 'PATCH', url, token: manager, payload });
      expect(direct.status).toBe(422);
      expect(direct.body.errors).toEqual({
        status: ['退会は「休会・退会の届け出」から受け付けます（店舗の休会・退会ルールによります）'],
      });
      const record = await t.request({ method: 'GET', url: `/api/customers/${id}`, token: manager });
      expect(record.body.data.status).toBe('active');
      expect(record.body.data.contracts[0]).toMatchObject({ ends_on: null });
    });
  });

  describe('edit, contracts, visits, delete', () => {
    it('when staff edit the record, then fields are replaced and the photo can be removed', async () => {
      const made = await create(adult(), staff, { bytes: PNG_BYTES, filename: 'p.png', type: 'image/png' });
      const id = made.body.data.id;
      const oldPhoto = made.body.data.photo_url;
      const response = await t.request({
        method: 'POST',
        url: `/api/customers/${id}`,
        token: staff,
        ...multipart({
          ...adult({ given_name: '健', memo: '水曜振替希望' }),
          _method: 'PUT',
          remove_avatar: '1',
        }),
      });
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ given_name: '健', memo: '水曜振替希望', photo_url: null });
      expect((await t.app.inject({ method: 'GET', url: oldPhoto })).statusCode).toBe(404);
    });

    it("when staff write a child's guardian with its フリガナ, then the kana is kept in katakana and can be changed", async () => {
      const made = await create(
        adult({
          birth_date: '2016-05-05',
          guardian_name: '佐藤 美和',
          guardian_name_kana: 'さとう みわ',
          guardian_relationship: '母',
        }),
      );
      expect(made.status).toBe(201);
      expect(made.body.data).toMatchObject({ guardian_name: '佐藤 美和', guardian_name_kana: 'サトウ ミワ' });
      const edited = await t.request({
        method: 'POST',
        url: `/api/customers/${made.body.data.id}`,
        token: staff,
        ...multipart({
          ...adult({
            birth_date: '2016-05-05',
            guardian_name: '佐藤 健一',
            guardian_name_kana: 'サトウ ケンイチ',
          }),
          _method: 'PUT',
        }),
      });
      expect(edited.status).toBe(200);
      expect(edited.body.data).toMatchObject({
        guardian_name: '佐藤 健一',
        guardian_name_kana: 'サトウ ケンイチ',
      });
      const kanji = await create(
        adult({ birth_date: '2016-05-05', guardian_name: '佐藤 美和', guardian_name_kana: '佐藤' }),
      );
      expect(kanji.status).toBe(422);
      expect(kanji.body.errors).toEqual({
        guardian_name_kana: ['保護者氏名（フリガナ）は全角カタカナで入力してください'],
      });
    });

    it('when a contract is added, changed and removed, then the detail follows; bad slots are refused', async () => {
      const id = (await create(adult())).body.data.id;
      const url = `/api/customers/${id}/contracts`;
      const added = await t.request({
        method: 'POST',
        url,
        token: staff,
        payload: {
          program_id: programSwim,
          plan_name: '週2回',
          monthly_fee: 12100,
          starts_on: '2026-11-01',
          time_slots: [
            { day_of_week: 6, start_time: '11:00', end_time: '12:00' },
            { day_of_week: 3, start_time: '16:00', end_time: '17:00' },
          ],
        },
      });
      expect(added.status).toBe(201);
      const contract = added.body.data.contracts[0];
      expect(
        contract.time_slots.map(
          (s: { day_label: string; time_range: string }) => `${s.day_label} ${s.time_range}`,
        ),
      ).toEqual(['水 16:00〜17:00', '土 11:00〜12:00']);
      expect(added.body.data.monthly_fee_total).toBe(12100);
      const bad = await t.request({
        method: 'PUT',
        url: `${url}/${contract.id}`,
        token: staff,
        payload: {
          plan_name: '週2回',
          monthly_fee: 12100,
          starts_on: '2026-11-01',
          ends_on: '2026-10-01',
          time_slots: [{ day_of_week: 3, start_time: '17:00', end_time: '16:00' }],
        },
      });
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toEqual({
        ends_on: ['終了日は開始日以降の日付を指定してください'],
        'time_slots.0.end_time': ['終了時刻は開始時刻より後の時刻を指定してください'],
      });
      expect((await t.request({ method: 'DELETE', url: `${url}/${contract.id}`, token: staff })).status).toBe(
        403,
      );
      const removed = await t.request({ method: 'DELETE', url: `${url}/${contract.id}`, token: manager });
      expect(removed.body.data.contracts).toEqual([]);
    });

    it('when the visits are asked for, then newest first with the stay in minutes', async () => {
      const id = (await create(adult())).body.data.id;
      await t.db.query(
        `insert into attendances (store_id, customer_id, check_in_at, check_out_at) values
         ($1, $2, '2026-11-20T07:00:00Z', '2026-11-20T08:30:00Z'), ($1, $2, '2026-11-21T16:00:00Z', null)`,
        [storeA, id],
      );
      const response = await t.request({
        method: 'GET',
        url: `/api/customers/${id}/attendances`,
        token: staff,
      });
      expect(
        response.body.data.map((a: { date: string; stay_minutes: number | null }) => [
          a.date,
          a.stay_minutes,
        ]),
      ).toEqual([
        ['2026-11-22', null],
        ['2026-11-20', 90],
      ]);
    });

    it('when staff delete, then 403; a manager deletes the customer', async () => {
      const id = (await create(adult())).body.data.id;
      expect((await t.request({ method: 'DELETE', url: `/api/customers/${id}`, token: staff })).status).toBe(
        403,
      );
      expect(
        (await t.request({ method: 'DELETE', url: `/api/customers/${id}`, token: manager })).status,
      ).toBe(200);
      expect((await t.request({ method: 'GET', url: `/api/customers/${id}`, token: manager })).status).toBe(
        404,
      );
    });
  });

  it('when any kana spelling of a stored name is searched, then the database folds both to the same key as the domain', async () => {
    const HIRAGANA = Array.from({ length: 0x3096 - 0x3041 + 1 }, (_, i) => String.fromCharCode(0x3041 + i));
    const HALF = [...'ｦｧｨｩｪｫｬｭｮｯｰｱｲｳｴｵｶｷｸｹｺｻｼｽｾｿﾀﾁﾂﾃﾄﾅﾆﾇﾈﾉﾊﾋﾌﾍﾎﾏﾐﾑﾒﾓﾔﾕﾖﾗﾘﾙﾚﾛﾜﾝﾞﾟ'];
    const typed = fc.string({
      unit: fc.constantFrom(...HIRAGANA, ...HALF, 'ー', ' ', '\u3000', '-', 'A', 'z', '0', '９', 'Ｂ', '山'),
      minLength: 1,
      maxLength: 12,
    });
    await fc.assert(
      fc.asyncProperty(typed, async (input) => {
        const { rows } = await t.db.query<{ raw: string; stored: string }>(
          'select kayoi_search_key($1) as raw, kayoi_search_key($2) as stored',
          [input, normalizeKana(input)],
        );
        expect(rows[0]?.raw).toBe(rows[0]?.stored);
        // The mock server and any client-side filter fold with the domain's searchKey: the same key.
        expect(searchKey(input)).toBe(rows[0]?.raw);
      }),
      { numRuns: 200 },
    );
  });

  it('keeps every answer to the spec', () => {
    expect(t.contractViolations()).toEqual([]);
  });
});
