import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { databaseTargets } from './support/databases.ts';
import { multipart } from './support/forms.ts';

type Fields = Record<string, string | number | undefined>;

const TAKEN = 'この会員番号は既に使われています';

/** `count` automatic numbers from `first` on, as the server writes them ('000001'). */
const consecutive = (first: number, count: number) =>
  Array.from({ length: count }, (_, i) => String(first + i).padStart(6, '0'));

describe.each(databaseTargets)('automatic member numbers on $name', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t?.close();
  });

  /** A store of its own for each test, with a signed-in manager. */
  async function store() {
    const id = await t.createStore();
    const token = await t.login((await t.createStaff({ role: 'manager', storeId: id })).email);
    return { id, token };
  }

  let sequence = 0;
  const createCustomer = (token: string, fields: Fields = {}) => {
    sequence += 1;
    return t.request({
      method: 'POST',
      url: '/api/customers',
      token,
      ...multipart({
        family_name: '並列',
        given_name: `太郎${sequence}`,
        family_name_kana: 'ヘイレツ',
        given_name_kana: 'タロウ',
        birth_date: '1990-04-01',
        ...fields,
      }),
    });
  };

  const preRegistration = async (storeId: number) => {
    const response = await t.request({
      method: 'POST',
      url: '/api/public/customer-pre-registrations',
      ...multipart({
        store_id: storeId,
        family_name: '仮登録',
        given_name: '花子',
        family_name_kana: 'カリトウロク',
        given_name_kana: 'ハナコ',
        birth_date: '2015-06-12',
        gender: 'female',
        mobile: '090-1234-5678',
        email: 'kari@example.jp',
        postal_code: '150-0043',
        prefecture: '東京都',
        city: '渋谷区',
        street_address: '道玄坂1-2-3',
        guardian_name: '山田 洋子',
        guardian_name_kana: 'ヤマダ ヨウコ',
        guardian_relationship: '母',
        guardian_phone: '090-8765-4321',
        confirmation: '1',
      }),
    });
    expect(response.status).toBe(201);
    return response.body.data.id as number;
  };

  const convert = async (token: string, id: number) => {
    const response = await t.request({
      method: 'POST',
      url: `/api/customer-pre-registrations/${id}/convert`,
      token,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const customer = await t.request({
      method: 'GET',
      url: `/api/customers/${response.body.data.customer_id}`,
      token,
    });
    return customer.body.data.member_number as string;
  };

  const numbersOf = (responses: { status: number; body: { data: { member_number: string } } }[]) => {
    for (const response of responses) expect(response.status, JSON.stringify(response.body)).toBe(201);
    return responses.map((r) => r.body.data.member_number).sort();
  };

  it('when 12 customers are created at once without a member number, then each gets its own, in sequence', async () => {
    const { token } = await store();
    const responses = await Promise.all(Array.from({ length: 12 }, () => createCustomer(token)));
    expect(numbersOf(responses)).toEqual(consecutive(1, 12));
  });

  it('when 10 pre-registrations are converted while 5 customers are created, then all 15 numbers are distinct and in sequence', async () => {
    const { id, token } = await store();
    const pending = [];
    for (let i = 0; i < 10; i += 1) pending.push(await preRegistration(id));
    const [converted, created] = await Promise.all([
      Promise.all(pending.map((p) => convert(token, p))),
      Promise.all(Array.from({ length: 5 }, () => createCustomer(token))),
    ]);
    expect([...converted, ...numbersOf(created)].sort()).toEqual(consecutive(1, 15));
  });

  it('when numbers ahead of the counter were taken by hand, then automatic numbering skips them', async () => {
    const { token } = await store();
    expect(numbersOf([await createCustomer(token)])).toEqual(['000001']);
    expect(numbersOf([await createCustomer(token, { member_number: '000002' })])).toEqual(['000002']);
    expect(numbersOf([await createCustomer(token, { member_number: '000004' })])).toEqual(['000004']);
    const automatic = await Promise.all(Array.from({ length: 3 }, () => createCustomer(token)));
    expect(numbersOf(automatic)).toEqual(['000003', '000005', '000006']);
  });

  it('when manual numbers are saved while automatic ones are handed out, then no create without a number is refused', async () => {
    const { token } = await store();
    // The manual numbers are exactly the ones the counter is about to hand out.
    const [automatic, manual] = await Promise.all([
      Promise.all(Array.from({ length: 10 }, () => createCustomer(token))),
      Promise.all(consecutive(1, 5).map((number) => createCustomer(token, { member_number: number }))),
    ]);
    const autoNumbers = numbersOf(automatic);
    const manualNumbers: string[] = [];
    for (const response of manual) {
      // A desk that picked a number the counter handed out a moment earlier is told so; nothing else fails.
      if (response.status === 422) expect(response.body.errors).toEqual({ member_number: [TAKEN] });
      else {
        expect(response.status).toBe(201);
        manualNumbers.push(response.body.data.member_number);
      }
    }
    const all = [...autoNumbers, ...manualNumbers];
    expect(new Set(all).size).toBe(all.length);
  });

  it('when someone saves a huge manual member number, then automatic numbering and conversion carry on as before', async () => {
    const { id, token } = await store();
    expect(numbersOf([await createCustomer(token)])).toEqual(['000001']);
    for (const huge of ['999999999999999', '99999999999999999999', '999999']) {
      expect(numbersOf([await createCustomer(token, { member_number: huge })])).toEqual([huge]);
    }
    const automatic = await Promise.all(Array.from({ length: 3 }, () => createCustomer(token)));
    expect(numbersOf(automatic)).toEqual(consecutive(2, 3));
    expect(await convert(token, await preRegistration(id))).toBe('000005');
  });

  it('when a store already had customers before its counter, then numbering continues after its largest automatic-shaped number', async () => {
    const { id, token } = await store();
    for (const number of ['100038', '100039', 'T1', '000123', '1234567890123']) {
      await t.db.query(
        `insert into customers (store_id, member_number, family_name, given_name, family_name_kana, given_name_kana)
         values ($1, $2, '既存', '会員', 'キゾン', 'カイイン')`,
        [id, number],
      );
    }
    const responses = await Promise.all(Array.from({ length: 4 }, () => createCustomer(token)));
    expect(numbersOf(responses)).toEqual(consecutive(100_040, 4));
  });

  it('when a manual member number is out of shape, then 422 with the form’s message and nothing is saved', async () => {
    const { token } = await store();
    const cases: [string, string][] = [
      ['-1', '会員番号のハイフンは英数字と英数字の間にだけ使えます'],
      ['M--1', '会員番号のハイフンは英数字と英数字の間にだけ使えます'],
      ['=1+1', '会員番号は半角英数字とハイフンで入力してください'],
      ['１２３', '会員番号は半角英数字とハイフンで入力してください'],
      ['1'.repeat(21), '会員番号は20文字以内で入力してください'],
    ];
    for (const [number, message] of cases) {
      const response = await createCustomer(token, { member_number: number });
      expect(response.status, number).toBe(422);
      expect(response.body.errors, number).toEqual({ member_number: [message] });
    }
    expect(numbersOf([await createCustomer(token)])).toEqual(['000001']);
  });

  it('when a customer is renumbered by hand, then the automatic counter is not moved', async () => {
    const { token } = await store();
    const first = (await createCustomer(token)).body.data;
    const renumbered = await t.request({
      method: 'POST',
      url: `/api/customers/${first.id}`,
      token,
      ...multipart({
        _method: 'PUT',
        member_number: '500000',
        family_name: first.family_name,
        given_name: first.given_name,
        family_name_kana: first.family_name_kana,
        given_name_kana: first.given_name_kana,
      }),
    });
    expect(renumbered.status, JSON.stringify(renumbered.body)).toBe(200);
    expect(renumbered.body.data.member_number).toBe('500000');
    expect(numbersOf([await createCustomer(token)])).toEqual(['000002']);
  });
});
