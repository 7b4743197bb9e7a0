import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventBus, type StoreEvent } from '../src/events/bus.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { databaseTargets } from './support/databases.ts';
import { GIF_BYTES, JPEG_BYTES, multipart, PNG_BYTES, SIGNED_PHOTO_URL } from './support/forms.ts';

// The test clock: 2026-11-22 10:00 in Tokyo.
const TODAY = '2026-11-22';
const YESTERDAY = '2026-11-21';

type Fields = Record<string, string | number | boolean | null | undefined>;

describe.each(databaseTargets)('pre-registrations on $name', (target) => {
  let t: TestApp;
  let storeA: number;
  let storeB: number;
  let programA: number;
  let admin: string;
  let manager: string;
  let staff: string;
  let managerB: string;
  const events: StoreEvent[] = [];

  const valid = (): Fields => ({
    store_id: storeA,
    family_name: '山田',
    given_name: '花子',
    family_name_kana: 'ヤマダ',
    given_name_kana: 'ハナコ',
    birth_date: '2015-06-12',
    gender: 'female',
    mobile: '090-1234-5678',
    email: 'yamada.family@example.jp',
    postal_code: '150-0043',
    prefecture: '東京都',
    city: '渋谷区',
    street_address: '道玄坂1-2-3',
    // A child's form names the guardian (保護者).
    guardian_name: '山田 洋子',
    guardian_name_kana: 'ヤマダ ヨウコ',
    guardian_relationship: '母',
    guardian_phone: '090-8765-4321',
    confirmation: '1',
  });

  const noGuardian: Fields = {
    guardian_name: undefined,
    guardian_name_kana: undefined,
    guardian_relationship: undefined,
    guardian_phone: undefined,
  };
  const convert = (id: number) =>
    t.request({ method: 'POST', url: `/api/customer-pre-registrations/${id}/convert`, token: staff });

  const submit = (fields: Fields, file?: Parameters<typeof multipart>[1]) =>
    t.request({ method: 'POST', url: '/api/public/customer-pre-registrations', ...multipart(fields, file) });

  async function created(status: 'pending' | 'confirmed' | 'cancelled' | 'converted' = 'pending') {
    const response = await submit(valid());
    const id = response.body.data.id as number;
    if (status === 'confirmed' || status === 'cancelled')
      await t.db.query('update pre_registrations set status = $2 where id = $1', [id, status]);
    if (status === 'converted') {
      const conversion = await t.request({
        method: 'POST',
        url: `/api/customer-pre-registrations/${id}/convert`,
        token: staff,
      });
      expect(conversion.status).toBe(201);
    }
    return id;
  }

  beforeAll(async () => {
    const bus = createEventBus();
    t = await startTestApp(target);
    // The app was built with its own bus; listen on the one it uses.
    void bus;
    storeA = await t.createStore('渋谷校');
    storeB = await t.createStore('横浜校');
    programA = (
      await t.db.query<{ id: number }>(
        "insert into programs (store_id, name, monthly_fee) values ($1, 'ジュニアコース', 8800) returning id",
        [storeA],
      )
    ).rows[0]?.id as number;
    t.app.kayoi.events.subscribe({ store: storeA }, (event) => events.push(event));
    admin = await t.login((await t.createStaff({ role: 'admin', storeId: storeA })).email);
    manager = await t.login((await t.createStaff({ role: 'manager', storeId: storeA })).email);
    staff = await t.login((await t.createStaff({ role: 'staff', storeId: storeA })).email);
    managerB = await t.login((await t.createStaff({ role: 'manager', storeId: storeB })).email);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('the public form', () => {
    it('when a visitor sends the form with a photo, then it is stored pending with the photo, and staff are told', async () => {
      const before = events.length;
      const response = await submit(
        { ...valid(), desired_program_id: programA, desired_join_date: TODAY, building: '道玄坂ハイツ101' },
        { bytes: PNG_BYTES, filename: 'me.png', type: 'image/png' },
      );
      expect(response.status).toBe(201);
      expect(response.body.message).toBe('仮登録を受け付けました');
      expect(response.body.data).toMatchObject({
        store_id: storeA,
        store: '渋谷校',
        status: 'pending',
        desired_program_id: programA,
        phone: null,
        region: null,
        building: '道玄坂ハイツ101',
      });
      expect(response.body.data.avatar_url).toMatch(SIGNED_PHOTO_URL);
      expect(response.body.data.avatar_url).toMatch(/^\/storage\/photos\/[0-9a-f-]{36}\.png\?/);
      const photo = await t.app.inject({ method: 'GET', url: response.body.data.avatar_url });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/png');
      expect(Buffer.compare(photo.rawPayload, PNG_BYTES)).toBe(0);
      expect(events.slice(before)).toEqual([
        expect.objectContaining({
          type: 'pre_registration.changed',
          store_id: storeA,
          payload: { id: response.body.data.id, status: 'pending' },
        }),
      ]);
    });

    it.each([
      ['hiragana', 'やまだ', 'ヤマダ'],
      ['half-width katakana', 'ﾔﾏﾀﾞ', 'ヤマダ'],
      ['full-width katakana with spaces around', '　ヤマダ ', 'ヤマダ'],
    ])('when the kana is typed in %s, then it is stored as full-width katakana', async (_, typed, stored) => {
      const response = await submit({ ...valid(), family_name_kana: typed });
      expect(response.status).toBe(201);
      expect(response.body.data.family_name_kana).toBe(stored);
    });

    it.each([
      ['a GIF', GIF_BYTES, 'a.gif', 'image/gif'],
      ['a JPEG', JPEG_BYTES, 'a.jpeg', 'image/jpeg'],
      ['a JPEG the browser sent without a type', JPEG_BYTES, 'photo.jpg', 'application/octet-stream'],
    ])('when the avatar is %s, then it is accepted', async (_, bytes, filename, type) => {
      const response = await submit(valid(), { bytes, filename, type });
      expect(response.status).toBe(201);
      expect(response.body.data.avatar_url).not.toBeNull();
    });

    it('when the avatar is exactly 2,048,000 bytes, then it is accepted; one byte more is refused', async () => {
      const exact = Buffer.concat([PNG_BYTES, Buffer.alloc(2_048_000 - PNG_BYTES.length)]);
      expect((await submit(valid(), { bytes: exact, filename: 'a.png', type: 'image/png' })).status).toBe(
        201,
      );
      const over = Buffer.concat([exact, Buffer.alloc(1)]);
      const response = await submit(valid(), { bytes: over, filename: 'a.png', type: 'image/png' });
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ avatar: ['アバターのサイズは2MB以下である必要があります'] });
    });

    it.each([
      ['a text file named .png', Buffer.from('hello, not an image'), 'a.png', 'image/png'],
      [
        'an HTML page claiming to be a GIF',
        Buffer.from('<html><script>alert(1)</script>'),
        'a.gif',
        'image/gif',
      ],
      ['a PDF', Buffer.from('%PDF-1.7 ...'), 'a.pdf', 'application/pdf'],
    ])('when the avatar is %s, then it is refused by its content', async (_, bytes, filename, type) => {
      const response = await submit(valid(), { bytes, filename, type });
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ avatar: ['アバターは画像ファイルである必要があります'] });
    });

    // Field × invalid kind: the exact message of the client's form schema, from the server.
    it.each<[string, Fields, string, string]>([
      ['the store is not a number', { store_id: 'abc' }, 'store_id', '店舗IDは数値である必要があります'],
      ['the store is missing', { store_id: undefined }, 'store_id', '店舗を選択してください'],
      ['the store does not exist', { store_id: 999_999 }, 'store_id', '店舗が見つかりません'],
      ['the family name is missing', { family_name: '' }, 'family_name', '姓は必須です'],
      [
        'the family name has 51 characters',
        { family_name: '山'.repeat(51) },
        'family_name',
        '姓は50文字以内で入力してください',
      ],
      ['the given name is blank', { given_name: '   ' }, 'given_name', '名は必須です'],
      [
        'the given name has 51 characters',
        { given_name: '花'.repeat(51) },
        'given_name',
        '名は50文字以内で入力してください',
      ],
      ['the family kana is missing', { family_name_kana: '' }, 'family_name_kana', '姓（カナ）は必須です'],
      [
        'the family kana is kanji',
        { family_name_kana: '山田' },
        'family_name_kana',
        '姓（カナ）は全角カタカナで入力してください',
      ],
      [
        'the family kana is latin',
        { family_name_kana: 'Yamada' },
        'family_name_kana',
        '姓（カナ）は全角カタカナで入力してください',
      ],
      [
        'the family kana has 51 characters',
        { family_name_kana: 'ア'.repeat(51) },
        'family_name_kana',
        '姓（カナ）は50文字以内で入力してください',
      ],
      [
        'the given kana is kanji',
        { given_name_kana: '花子' },
        'given_name_kana',
        '名（カナ）は全角カタカナで入力してください',
      ],
      ['the birth date is missing', { birth_date: '' }, 'birth_date', '生年月日は必須です'],
      [
        'the birth date is not a date',
        { birth_date: '2015-02-30' },
        'birth_date',
        '生年月日は正しい日付を入力してください',
      ],
      [
        'the birth date is today',
        { birth_date: TODAY },
        'birth_date',
        '生年月日は今日より前の日付を指定してください',
      ],
      ['the gender is unknown', { gender: 'x' }, 'gender', '性別を選択してください'],
      ['the phone has letters', { phone: '03-12ab' }, 'phone', '電話番号は数字とハイフンで入力してください'],
      [
        'the phone has 21 characters',
        { phone: '0'.repeat(21) },
        'phone',
        '電話番号は20文字以内で入力してください',
      ],
      ['the mobile is missing', { mobile: '' }, 'mobile', '携帯電話番号は必須です'],
      [
        'the mobile has letters',
        { mobile: '090-abcd' },
        'mobile',
        '携帯電話番号は数字とハイフンで入力してください',
      ],
      ['the e-mail is missing', { email: '' }, 'email', 'メールアドレスは必須です'],
      [
        'the e-mail is not an address',
        { email: 'yamada' },
        'email',
        '正しいメールアドレスを入力してください',
      ],
      [
        'the e-mail has 101 characters',
        { email: `${'a'.repeat(90)}@example.jp` },
        'email',
        'メールアドレスは100文字以内で入力してください',
      ],
      ['the postal code is missing', { postal_code: '' }, 'postal_code', '郵便番号は必須です'],
      [
        'the postal code has 6 digits',
        { postal_code: '150-004' },
        'postal_code',
        '郵便番号は000-0000の形式で入力してください',
      ],
      [
        'the postal code has 11 characters',
        { postal_code: '150-00431234' },
        'postal_code',
        '郵便番号は10文字以内で入力してください',
      ],
      [
        'the region has 51 characters',
        { region: '地'.repeat(51) },
        'region',
        '地域は50文字以内で入力してください',
      ],
      ['the prefecture is missing', { prefecture: '' }, 'prefecture', '都道府県は必須です'],
      [
        'the prefecture has 21 characters',
        { prefecture: '都'.repeat(21) },
        'prefecture',
        '都道府県は20文字以内で入力してください',
      ],
      ['the city is missing', { city: '' }, 'city', '市区町村は必須です'],
      ['the street address is missing', { street_address: '' }, 'street_address', '番地は必須です'],
      [
        'the street address has 101 characters',
        { street_address: '1'.repeat(101) },
        'street_address',
        '番地は100文字以内で入力してください',
      ],
      [
        'the building has 101 characters',
        { building: 'ビ'.repeat(101) },
        'building',
        '建物名は100文字以内で入力してください',
      ],
      [
        'the desired program is not a number',
        { desired_program_id: 'abc' },
        'desired_program_id',
        '希望プログラムIDは数値である必要があります',
      ],
      [
        'the desired program does not exist',
        { desired_program_id: 999_999 },
        'desired_program_id',
        '希望プログラムが見つかりません',
      ],
      [
        'the desired join date is yesterday',
        { desired_join_date: YESTERDAY },
        'desired_join_date',
        '入会希望日は今日以降の日付を指定してください',
      ],
      [
        'the desired visit date is yesterday',
        { desired_visit_date: YESTERDAY },
        'desired_visit_date',
        '見学希望日は今日以降の日付を指定してください',
      ],
      [
        'the desired visit date is not a date',
        { desired_visit_date: '2026-13-01' },
        'desired_visit_date',
        '見学希望日は正しい日付を入力してください',
      ],
      [
        'the consent is missing',
        { confirmation: undefined },
        'confirmation',
        '個人情報の取り扱いに同意してください',
      ],
      ['the consent is 0', { confirmation: '0' }, 'confirmation', '個人情報の取り扱いに同意してください'],
    ])('when %s, then 422 with exactly that field message', async (_, patch, field, message) => {
      const response = await submit({ ...valid(), ...patch });
      expect(response.status).toBe(422);
      expect(response.body.error.code).toBe('VALIDATION_ERROR');
      expect(response.body.errors).toEqual({ [field]: [message] });
    });

    it.each<[string, Fields]>([
      ['the birth date is yesterday (Tokyo)', { birth_date: YESTERDAY }],
      ['the desired dates are today (Tokyo)', { desired_join_date: TODAY, desired_visit_date: TODAY }],
      [
        'the names have exactly 50 characters',
        { family_name: '山'.repeat(50), family_name_kana: 'ア'.repeat(50) },
      ],
      ['the postal code has no hyphen', { postal_code: '1500043' }],
      ['the phone is typed full-width', { phone: '０３－１２３４－５６７８' }],
      ['the consent is on', { confirmation: 'on' }],
      ['the gender is other', { gender: 'other' }],
    ])('when %s, then it is accepted', async (_, patch) => {
      expect((await submit({ ...valid(), ...patch })).status).toBe(201);
    });

    it('when the body is JSON instead of a form, then 415', async () => {
      const response = await t.request({
        method: 'POST',
        url: '/api/public/customer-pre-registrations',
        payload: valid(),
      });
      expect(response.status).toBe(415);
    });

    it('when the options are asked for without login, then the active stores and programs come back', async () => {
      const response = await t.request({
        method: 'GET',
        url: '/api/public/customer-pre-registrations/options',
      });
      expect(response.status).toBe(200);
      expect(response.body.data.stores).toEqual(
        expect.arrayContaining([{ id: storeA, name: '渋谷校', company_name: null, logo_url: null }]),
      );
      expect(response.body.data.programs).toEqual([
        { id: programA, store_id: storeA, name: 'ジュニアコース', monthly_fee: 8800 },
      ]);
    });

    it('when a postal code is looked up, then its prefecture, city and town come back; an unknown one is 404', async () => {
      const found = await t.request({ method: 'GET', url: '/api/public/postal-codes/1500043' });
      expect(found.body.data).toEqual([
        { postal_code: '150-0043', prefecture: '東京都', city: '渋谷区', town: '道玄坂' },
      ]);
      expect((await t.request({ method: 'GET', url: '/api/public/postal-codes/000-0000' })).status).toBe(404);
      expect((await t.request({ method: 'GET', url: '/api/public/postal-codes/abc' })).status).toBe(404);
    });
  });

  describe('the guardian of a child (issue 28 §9)', () => {
    it("when a parent sends a child's form with the guardian, then it is stored and converting gives the member that guardian", async () => {
      const response = await submit({ ...valid(), guardian_name_kana: 'やまだ ようこ' });
      expect(response.status).toBe(201);
      expect(response.body.data).toMatchObject({
        guardian_name: '山田 洋子',
        guardian_name_kana: 'ヤマダ ヨウコ',
        guardian_relationship: '母',
        guardian_phone: '090-8765-4321',
      });
      const conversion = await convert(response.body.data.id);
      expect(conversion.status).toBe(201);
      const customer = await t.request({
        method: 'GET',
        url: `/api/customers/${conversion.body.data.customer_id}`,
        token: staff,
      });
      // The member page's 「保護者が登録されていません」 shows for a minor without guardian_name; the guardian's
      // フリガナ comes along too (it stayed on the application before).
      expect(customer.body.data).toMatchObject({
        is_minor: true,
        guardian_name: '山田 洋子',
        guardian_name_kana: 'ヤマダ ヨウコ',
        guardian_relationship: '母',
        guardian_phone: '090-8765-4321',
      });
    });

    it('when an adult applies without a guardian, then the form is taken and converts as before', async () => {
      const response = await submit({ ...valid(), ...noGuardian, birth_date: '1990-04-01' });
      expect(response.status).toBe(201);
      expect(response.body.data).toMatchObject({ guardian_name: null, guardian_phone: null });
      const conversion = await convert(response.body.data.id);
      expect(conversion.status).toBe(201);
      const customer = await t.request({
        method: 'GET',
        url: `/api/customers/${conversion.body.data.customer_id}`,
        token: staff,
      });
      expect(customer.body.data).toMatchObject({
        is_minor: false,
        guardian_name: null,
        guardian_name_kana: null,
      });
    });

    it('when a child applies without a guardian, then 422 names each guardian field in Japanese and nothing is stored', async () => {
      const before = await t.db.query<{ n: number }>('select count(*)::int as n from pre_registrations');
      const response = await submit({ ...valid(), ...noGuardian, guardian_relationship: '' });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ success: false, message: '入力内容に問題があります' });
      expect(response.body.errors).toEqual({
        guardian_name: ['未成年の場合は保護者氏名は必須です'],
        guardian_name_kana: ['未成年の場合は保護者氏名（フリガナ）は必須です'],
        guardian_relationship: ['未成年の場合は続柄は必須です'],
        guardian_phone: ['未成年の場合は保護者電話番号は必須です'],
      });
      const after = await t.db.query<{ n: number }>('select count(*)::int as n from pre_registrations');
      expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
    });

    it('when the applicant turns 18 tomorrow in Tokyo, then a guardian is still needed; 18 today, not', async () => {
      const minor = await submit({ ...valid(), ...noGuardian, birth_date: '2008-11-23' });
      expect(minor.status).toBe(422);
      expect(Object.keys(minor.body.errors)).toContain('guardian_name');
      const adult = await submit({ ...valid(), ...noGuardian, birth_date: '2008-11-22' });
      expect(adult.status).toBe(201);
    });

    it("when the guardian's kana or phone is malformed, then 422 with the field's message", async () => {
      const response = await submit({ ...valid(), guardian_name_kana: 'Yamada', guardian_phone: '090-abcd' });
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({
        guardian_name_kana: ['保護者氏名（フリガナ）は全角カタカナで入力してください'],
        guardian_phone: ['保護者電話番号は数字とハイフンで入力してください'],
      });
    });

    it("when the form's store is read without login, then only its name, the school's name and its logo are shown", async () => {
      await t.db.query("update stores set company_name = '株式会社かよいスイミング' where id = $1", [storeB]);
      const response = await t.request({
        method: 'GET',
        url: '/api/public/customer-pre-registrations/options',
      });
      const store = response.body.data.stores.find((s: { id: number }) => s.id === storeB);
      expect(store).toEqual({
        id: storeB,
        name: '横浜校',
        company_name: '株式会社かよいスイミング',
        logo_url: null,
      });
    });
  });

  describe('staff review', () => {
    it('when a form arrives, then the pending count of the store rises by one', async () => {
      const before = (
        await t.request({ method: 'GET', url: '/api/customer-pre-registrations/stats', token: staff })
      ).body.data.pending_count as number;
      await created();
      const after = await t.request({
        method: 'GET',
        url: '/api/customer-pre-registrations/stats',
        token: staff,
      });
      expect(after.body.data.pending_count).toBe(before + 1);
    });

    it('when an admin asks for the counts of a store, then they are that store’s; others always get their own', async () => {
      await submit({ ...valid(), store_id: storeB, family_name: '横浜' });
      const counts = async (token: string, query = '') =>
        (await t.request({ method: 'GET', url: `/api/customer-pre-registrations/stats${query}`, token })).body
          .data as { pending_count: number; total: number };
      const pendingIn = async (storeId: number) =>
        (
          await t.db.query<{ n: number }>(
            "select count(*)::int as n from pre_registrations where status = 'pending' and store_id = $1",
            [storeId],
          )
        ).rows[0]?.n;
      // Without store_id: the store the admin works in, as the sidebar badge and the list show it.
      expect((await counts(admin)).pending_count).toBe(await pendingIn(storeA));
      expect((await counts(admin, `?store_id=${storeB}`)).pending_count).toBe(await pendingIn(storeB));
      expect(await pendingIn(storeB)).toBeGreaterThan(0);
      // A manager's store_id is ignored, as in the list.
      expect((await counts(manager, `?store_id=${storeB}`)).pending_count).toBe(await pendingIn(storeA));
    });

    it('when staff search in hiragana or half-width kana, then the katakana record is found', async () => {
      await submit({ ...valid(), family_name: '検索', family_name_kana: 'ケンサクテスト' });
      for (const search of ['けんさくてすと', 'ｹﾝｻｸﾃｽﾄ', 'ケンサク']) {
        const response = await t.request({
          method: 'GET',
          url: `/api/customer-pre-registrations?search=${encodeURIComponent(search)}`,
          token: staff,
        });
        expect(response.body.data.map((r: { family_name: string }) => r.family_name)).toContain('検索');
      }
    });

    it('when the list is filtered by status and paged, then the meta counts only those', async () => {
      const response = await t.request({
        method: 'GET',
        url: '/api/customer-pre-registrations?status=pending&per_page=10&page=1',
        token: staff,
      });
      expect(response.status).toBe(200);
      expect(response.body.data.every((r: { status: string }) => r.status === 'pending')).toBe(true);
      expect(response.body.meta).toMatchObject({ current_page: 1, per_page: 10 });
      const { rows } = await t.db.query<{ n: number }>(
        "select count(*)::int as n from pre_registrations where status = 'pending' and store_id = $1",
        [storeA],
      );
      expect(response.body.meta.total).toBe(rows[0]?.n);
    });

    it('when another store manager asks for a record, then it does not exist for them', async () => {
      const id = await created();
      expect(
        (await t.request({ method: 'GET', url: `/api/customer-pre-registrations/${id}`, token: managerB }))
          .status,
      ).toBe(404);
      expect(
        (await t.request({ method: 'GET', url: `/api/customer-pre-registrations/${id}`, token: admin }))
          .status,
      ).toBe(200);
    });

    const statuses = ['pending', 'confirmed', 'converted', 'cancelled'] as const;
    const allowed: Record<string, string[]> = {
      pending: ['confirmed', 'cancelled'],
      confirmed: ['cancelled'],
      converted: [],
      cancelled: ['pending'],
    };
    for (const from of statuses) {
      for (const to of ['pending', 'confirmed', 'cancelled', 'converted']) {
        const ok = allowed[from]?.includes(to) ?? false;
        it(`when the status goes from ${from} to ${to}, then it is ${ok ? 'changed' : 'refused'}`, async () => {
          const id = await created(from);
          const response = await t.request({
            method: 'PATCH',
            url: `/api/customer-pre-registrations/${id}/status`,
            token: staff,
            payload: { status: to, notes: '電話で確認' },
          });
          if (ok) {
            expect(response.status).toBe(200);
            expect(response.body.data).toMatchObject({ status: to, status_notes: '電話で確認' });
            if (to === 'confirmed') expect(response.body.data.confirmed_at).not.toBeNull();
          } else if (to === 'converted') {
            // Not a status the dialog can set: converting is its own operation.
            expect(response.status).toBe(422);
            expect(response.body.errors).toEqual({ status: ['ステータスを選択してください'] });
          } else {
            expect(response.status).toBe(422);
            expect(response.body.error.code).toBe('INVALID_STATUS_TRANSITION');
            expect(response.body.message).toBe(
              from === 'converted'
                ? '変換済みの仮登録のステータスは変更できません'
                : 'このステータスには変更できません',
            );
          }
          const { rows } = await t.db.query<{ status: string }>(
            'select status from pre_registrations where id = $1',
            [id],
          );
          expect(rows[0]?.status).toBe(ok ? to : from);
        });
      }
    }

    it('when the status dialog sends no status or a 1001-character note, then the seed messages', async () => {
      const id = await created();
      const url = `/api/customer-pre-registrations/${id}/status`;
      const none = await t.request({ method: 'PATCH', url, token: staff, payload: { notes: 'x' } });
      expect(none.body.errors).toEqual({ status: ['ステータスを選択してください'] });
      const long = await t.request({
        method: 'PATCH',
        url,
        token: staff,
        payload: { status: 'confirmed', notes: 'あ'.repeat(1001) },
      });
      expect(long.body.errors).toEqual({ notes: ['メモは1000文字以内で入力してください'] });
      const exact = await t.request({
        method: 'PATCH',
        url,
        token: staff,
        payload: { status: 'confirmed', notes: 'あ'.repeat(1000) },
      });
      expect(exact.status).toBe(200);
    });

    it.each([
      ['pending', 200],
      ['confirmed', 422],
      ['cancelled', 422],
      ['converted', 422],
    ] as const)('when a %s record is confirmed, then %i', async (from, status) => {
      const id = await created(from);
      const response = await t.request({
        method: 'PATCH',
        url: `/api/customer-pre-registrations/${id}/confirm`,
        token: staff,
      });
      expect(response.status).toBe(status);
      if (status === 422) expect(response.body.message).toBe('未確認の仮登録のみ確認済みにできます');
    });

    it('when a record is converted, then a customer exists with its data and photo, once only', async () => {
      const response = await submit(
        { ...valid(), family_name_kana: 'へんかん', desired_join_date: '2026-12-01', notes: '水が苦手' },
        { bytes: PNG_BYTES, filename: 'me.png', type: 'image/png' },
      );
      const id = response.body.data.id as number;
      const conversion = await t.request({
        method: 'POST',
        url: `/api/customer-pre-registrations/${id}/convert`,
        token: staff,
      });
      expect(conversion.status).toBe(201);
      expect(conversion.body.message).toBe('顧客として登録しました');
      const customerId = conversion.body.data.customer_id as number;
      expect(conversion.body.data.pre_registration).toMatchObject({
        status: 'converted',
        converted_customer_id: customerId,
      });
      const customer = await t.request({ method: 'GET', url: `/api/customers/${customerId}`, token: staff });
      expect(customer.body.data).toMatchObject({
        family_name_kana: 'ヘンカン',
        status: 'active',
        joined_on: '2026-12-01',
        notes: '水が苦手',
        pre_registration_id: id,
        mobile: '090-1234-5678',
      });
      expect(customer.body.data.member_number).toMatch(/^\d{6}$/);
      expect(customer.body.data.photo_url).toMatch(SIGNED_PHOTO_URL);
      // The customer's own copy: another key, served with the avatar's bytes.
      const keyOf = (url: string) => SIGNED_PHOTO_URL.exec(url)?.[1];
      expect(keyOf(customer.body.data.photo_url)).not.toBe(keyOf(response.body.data.avatar_url));
      const photo = await t.app.inject({ method: 'GET', url: customer.body.data.photo_url });
      expect(photo.statusCode).toBe(200);
      expect(Buffer.compare(photo.rawPayload, PNG_BYTES)).toBe(0);
      expect(customer.body.data.status_history).toEqual([
        expect.objectContaining({ from_status: null, status: 'active', reason: '仮登録から本登録' }),
      ]);

      const again = await t.request({
        method: 'POST',
        url: `/api/customer-pre-registrations/${id}/convert`,
        token: staff,
      });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('この仮登録は既に顧客に変換されています');
      const { rows } = await t.db.query<{ n: number }>(
        'select count(*)::int as n from customers where pre_registration_id = $1',
        [id],
      );
      expect(rows[0]?.n).toBe(1);
    });

    it('when two desks convert the same record at once, then one customer is created and the other gets 409', async () => {
      const id = await created();
      const answers = await Promise.all([
        t.request({ method: 'POST', url: `/api/customer-pre-registrations/${id}/convert`, token: staff }),
        t.request({ method: 'POST', url: `/api/customer-pre-registrations/${id}/convert`, token: manager }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      const { rows } = await t.db.query<{ n: number }>(
        'select count(*)::int as n from customers where pre_registration_id = $1',
        [id],
      );
      expect(rows[0]?.n).toBe(1);
    });

    it('when a cancelled record is converted, then 422 and no customer', async () => {
      const id = await created('cancelled');
      const response = await t.request({
        method: 'POST',
        url: `/api/customer-pre-registrations/${id}/convert`,
        token: staff,
      });
      expect(response.status).toBe(422);
      expect(response.body.message).toBe('キャンセルされた仮登録は変換できません');
    });

    it('when staff edit a record, then the fields and an allowed status change are saved; converted ones are 409', async () => {
      const id = await created();
      const url = `/api/customer-pre-registrations/${id}`;
      const { confirmation: _, ...fields } = valid();
      const edit = await t.request({
        method: 'POST',
        url,
        token: staff,
        ...multipart({ ...fields, _method: 'PUT', given_name: '花', status: 'confirmed' }),
      });
      expect(edit.status).toBe(200);
      expect(edit.body.data).toMatchObject({ given_name: '花', status: 'confirmed' });
      const badMove = await t.request({
        method: 'POST',
        url,
        token: staff,
        ...multipart({ ...fields, _method: 'PUT', status: 'pending' }),
      });
      expect(badMove.status).toBe(422);
      expect(badMove.body.error.code).toBe('INVALID_STATUS_TRANSITION');
      const convertedId = await created('converted');
      const locked = await t.request({
        method: 'POST',
        url: `/api/customer-pre-registrations/${convertedId}`,
        token: staff,
        ...multipart({ ...fields, _method: 'PUT' }),
      });
      expect(locked.status).toBe(409);
    });

    it('when staff delete, then 403; a manager deletes and the record is gone', async () => {
      const id = await created();
      const url = `/api/customer-pre-registrations/${id}`;
      expect((await t.request({ method: 'DELETE', url, token: staff })).status).toBe(403);
      const deleted = await t.request({ method: 'DELETE', url, token: manager });
      expect(deleted.status).toBe(200);
      expect(deleted.body.message).toBe('仮登録を削除しました');
      expect((await t.request({ method: 'GET', url, token: manager })).status).toBe(404);
    });
  });

  it('keeps every answer to the spec', () => {
    expect(t.contractViolations()).toEqual([]);
  });
});

describe.each(databaseTargets)('public form abuse protection on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, {
      rateLimit: { apiPerMinute: 10_000, addressPerMinute: 10_000, publicPerMinute: 3 },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('when one address sends the form more than the public limit a minute, then 429 with Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await t.request({
        method: 'POST',
        url: '/api/public/customer-pre-registrations',
        ...multipart({}),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([422, 422, 422, 429]);
  });

  it('when the form carries two files, then 413', async () => {
    t.clock.advance(120_000);
    const boundary = 'x-two-files';
    const part = (name: string) =>
      `--${boundary}\r\ncontent-disposition: form-data; name="${name}"; filename="a.png"\r\ncontent-type: image/png\r\n\r\n${PNG_BYTES.toString('latin1')}\r\n`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/public/customer-pre-registrations',
      // Another client address (the limit above is spent for the default one); X-Forwarded-For no longer counts.
      remoteAddress: '10.9.9.9',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.from(`${part('avatar')}${part('avatar2')}--${boundary}--\r\n`, 'latin1'),
    });
    expect(response.statusCode).toBe(413);
  });
});
