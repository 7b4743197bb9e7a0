import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { swimSchool } from './support/classes.ts';
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

  it('when numbers ahead of the counter were taken by hand, then automatic numbering continues after the highest', async () => {
    const { token } = await store();
    expect(numbersOf([await createCustomer(token)])).toEqual(['000001']);
    expect(numbersOf([await createCustomer(token, { member_number: '000002' })])).toEqual(['000002']);
    expect(numbersOf([await createCustomer(token, { member_number: '000004' })])).toEqual(['000004']);
    const automatic = await Promise.all(Array.from({ length: 3 }, () => createCustomer(token)));
    expect(numbersOf(automatic)).toEqual(['000005', '000006', '000007']);
    // A lower number by hand fills a gap and leaves the counter where it is.
    expect(numbersOf([await createCustomer(token, { member_number: '000003' })])).toEqual(['000003']);
    expect(numbersOf([await createCustomer(token)])).toEqual(['000008']);
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

  it('when someone saves a huge manual member number, then automatic numbering and conversion carry on', async () => {
    const { id, token } = await store();
    expect(numbersOf([await createCustomer(token)])).toEqual(['000001']);
    // Longer than nine digits: left aside by the counter.
    for (const huge of ['999999999999999', '99999999999999999999']) {
      expect(numbersOf([await createCustomer(token, { member_number: huge })])).toEqual([huge]);
    }
    const automatic = await Promise.all(Array.from({ length: 3 }, () => createCustomer(token)));
    expect(numbersOf(automatic)).toEqual(consecutive(2, 3));
    expect(await convert(token, await preRegistration(id))).toBe('000005');
    // Nine digits: followed, and numbering goes on past it.
    expect(numbersOf([await createCustomer(token, { member_number: '999999999' })])).toEqual(['999999999']);
    expect(numbersOf([await createCustomer(token)])).toEqual(['1000000000']);
    expect(await convert(token, await preRegistration(id))).toBe('1000000001');
  });

  it('when a store already had customers before its counter, then numbering continues after its largest numeric number', async () => {
    const { id, token } = await store();
    for (const number of ['100038', '100039', 'T1', '000123', '1234567890123', '9999X']) {
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
    // The store's highest number is now 500000: the next follows it.
    expect(numbersOf([await createCustomer(token)])).toEqual(['500001']);
  });

  const importFile = (token: string, lines: string[]) =>
    t.request({
      method: 'POST',
      url: '/api/customers/import',
      token,
      ...multipart(
        {},
        {
          field: 'file',
          filename: 'members.csv',
          type: 'text/csv',
          bytes: Buffer.from(`会員番号,氏名,フリガナ,生年月日,郵便番号\r\n${lines.join('\r\n')}\r\n`),
        },
      ),
    });
  const importedLines = (numbers: (number | null)[]) =>
    numbers.map((n, i) => `${n ?? ''},取込 会員${i},トリコミ カイイン,1980/1/1,1540004`);

  it('when 1001–1012 were imported, then a converted applicant gets 1013 and the desk 1014; postal codes read 154-0004 either way', async () => {
    const { id, token } = await store();
    const imported = await importFile(token, importedLines(Array.from({ length: 12 }, (_, i) => 1001 + i)));
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.data.summary).toMatchObject({ created: 12, refused: 0 });
    const pre = await preRegistration(id);
    // An application saved before postal codes were kept one way.
    await t.db.query(`update pre_registrations set postal_code = '1540004' where id = $1`, [pre]);
    const number = await convert(token, pre);
    expect(number).toBe('1013');
    expect(numbersOf([await createCustomer(token, { postal_code: '〒１５４０００４' })])).toEqual(['1014']);
    const { rows } = await t.db.query<{ member_number: string; postal_code: string }>(
      `select member_number, postal_code from customers where store_id = $1 and member_number in ('1001', '1013', '1014')
        order by member_number`,
      [id],
    );
    expect(rows).toEqual([
      { member_number: '1001', postal_code: '154-0004' },
      { member_number: '1013', postal_code: '154-0004' },
      { member_number: '1014', postal_code: '154-0004' },
    ]);
  });

  it('when an import, conversions and desk creations run at once, then no number is given twice and the next follows the highest', async () => {
    const { id, token } = await store();
    expect(numbersOf([await createCustomer(token)])).toEqual(['000001']);
    const pending = [];
    for (let i = 0; i < 5; i += 1) pending.push(await preRegistration(id));
    // The file: 2001–2012 and three lines without a number.
    const file = importedLines([...Array.from({ length: 12 }, (_, i) => 2001 + i), null, null, null]);
    const [imported, converted, created] = await Promise.all([
      importFile(token, file),
      Promise.all(pending.map((p) => convert(token, p))),
      Promise.all(Array.from({ length: 5 }, () => createCustomer(token))),
    ]);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.data.summary).toMatchObject({ created: 15, refused: 0 });
    numbersOf(created);
    const { rows } = await t.db.query<{ member_number: string }>(
      'select member_number from customers where store_id = $1',
      [id],
    );
    const all = rows.map((r) => r.member_number);
    expect(all).toHaveLength(1 + 15 + 5 + 5);
    expect(new Set(all).size).toBe(all.length);
    for (const number of converted) expect(all).toContain(number);
    const highest = Math.max(...all.map(Number));
    expect(highest).toBeGreaterThanOrEqual(2012);
    expect(numbersOf([await createCustomer(token)])).toEqual([String(highest + 1)]);
  });
  it('when 20 desk creations, 6 conversions into a class and an import with course lines run at once, then the numbers run 000001… with no duplicate and no gap, and the class holds exactly its capacity', async () => {
    const { id, token } = await store();
    const { school, program } = await swimSchool(t, id, ['15級']);
    const created = await t.request({
      method: 'POST',
      url: '/api/classes',
      token,
      payload: {
        school_id: school,
        program_id: program,
        name: '競争クラス',
        day_of_week: 2,
        start_time: '16:00',
        end_time: '17:00',
        capacity: 4,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const classId = created.body.data.id as number;
    const pending = [];
    for (let i = 0; i < 6; i += 1) pending.push(await preRegistration(id));
    // Eight lines ask for the class, eight for no course; none has a 会員番号 (all from the counter).
    const file = Array.from(
      { length: 16 },
      (_, i) => `,取込 会員${i},トリコミ カイイン,2015/1/1,${i % 2 === 0 ? '競争クラス' : ''}`,
    );
    const [imported, conversions, desk] = await Promise.all([
      t.request({
        method: 'POST',
        url: '/api/customers/import',
        token,
        ...multipart(
          {},
          {
            field: 'file',
            filename: 'race.csv',
            type: 'text/csv',
            bytes: Buffer.from(`会員番号,氏名,フリガナ,生年月日,クラス\r\n${file.join('\r\n')}\r\n`),
          },
        ),
      }),
      Promise.all(
        pending.map((p) =>
          t.request({
            method: 'POST',
            url: `/api/customer-pre-registrations/${p}/convert`,
            token,
            payload: { class_id: classId },
          }),
        ),
      ),
      Promise.all(Array.from({ length: 20 }, () => createCustomer(token))),
    ]);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    numbersOf(desk);
    // A conversion into the full class is refused whole (its number given back with it).
    for (const conversion of conversions) expect([201, 409]).toContain(conversion.status);
    const { rows: places } = await t.db.query<{ n: number }>(
      'select count(*)::int as n from class_enrollments where class_id = $1',
      [classId],
    );
    expect(places[0]?.n).toBe(4);
    const placedByImport = 4 - conversions.filter((c) => c.status === 201).length;
    expect(imported.body.data.summary).toMatchObject({
      created: 8 + placedByImport,
      refused: 8 - placedByImport,
    });
    const { rows } = await t.db.query<{ member_number: string }>(
      'select member_number from customers where store_id = $1',
      [id],
    );
    const all = rows.map((r) => r.member_number).sort();
    expect(all).toEqual(consecutive(1, all.length));
    expect(all).toHaveLength(20 + 4 + 8);
    expect(numbersOf([await createCustomer(token)])).toEqual(consecutive(all.length + 1, 1));
  });
  it('when the customer form asks for the next number, then it is the one a save without a number gets, and asking takes none', async () => {
    const { token } = await store();
    const next = async () => {
      const answer = await t.request({ method: 'GET', url: '/api/customers/next-member-number', token });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.data.member_number as string;
    };
    // A store with no counter yet: the hint makes none.
    expect(await next()).toBe('000001');
    expect(await next()).toBe('000001');
    expect(numbersOf([await createCustomer(token)])).toEqual(['000001']);
    // A number written by hand right after the counter's: skipped.
    expect(numbersOf([await createCustomer(token, { member_number: '000002' })])).toEqual(['000002']);
    expect(await next()).toBe('000003');
    const imported = await importFile(token, importedLines([1001, 1002]));
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(await next()).toBe('1003');
    expect(numbersOf([await createCustomer(token)])).toEqual(['1003']);
  });
});
