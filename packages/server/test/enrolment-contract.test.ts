import { clockOf } from '@kayoi/domain/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { type BillingStore, billingStore } from './support/billing.ts';
import { databaseTargets } from './support/databases.ts';

// Enrolment = contract = invoice line (issue 29): enrolling into a class of a program the member holds no
// contract for makes the contract in the same transaction, and the next cycle's invoice follows from it with no
// separate step; 曜日変更 keeps the one contract, a second program adds one, the last class ending ends it.
// Test clock: Sunday 2026-11-22, 10:00 Tokyo.

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Line = { kind: string; amount: number; program_id: number | null };

describe.each(databaseTargets)('enrolment makes the contract on $name', (target) => {
  let t: TestApp;
  let s: BillingStore;
  let school: number;
  let secondProgram: number;
  let cycleId: number;
  let sequence = 0;

  const call = (method: Method, url: string, token: string, payload?: unknown) =>
    t.request({ method, url, token, ...(payload === undefined ? {} : { payload: payload as object }) });
  const one = async (sql: string, params: unknown[]) =>
    (await t.db.query<{ id: number }>(sql, params)).rows[0]?.id as number;

  async function classOf(programId: number, capacity = 10) {
    sequence += 1;
    const response = await call('POST', '/api/classes', s.staff, {
      school_id: school,
      program_id: programId,
      name: `契約クラス${sequence}`,
      day_of_week: sequence % 7,
      start_time: clockOf((8 + (sequence % 12)) * 60),
      end_time: clockOf((9 + (sequence % 12)) * 60),
      capacity,
    });
    if (response.status !== 201) throw new Error(JSON.stringify(response.body));
    return response.body.data.id as number;
  }

  /** A member with no contract at all (as the desk registers one before the first class). */
  async function newMember() {
    sequence += 1;
    return one(
      `insert into customers (store_id, member_number, family_name, given_name, family_name_kana, given_name_kana)
       values ($1, $2, '入会', $3, 'ニュウカイ', 'ハナコ') returning id`,
      [s.store, `N${sequence}`, `${sequence}`],
    );
  }

  const enrol = (classId: number, customerId: number, startsOn = '2026-12-15') =>
    call('POST', `/api/classes/${classId}/enrollments`, s.staff, {
      customer_id: customerId,
      starts_on: startsOn,
    });
  const contractsOf = async (customerId: number) =>
    (
      await t.db.query<{
        program_id: number;
        monthly_fee: number;
        starts_on: string;
        ends_on: string | null;
      }>(
        `select program_id, monthly_fee, starts_on::text as starts_on, ends_on::text as ends_on
           from customer_contracts where customer_id = $1 order by id`,
        [customerId],
      )
    ).rows;
  async function linesOf(customerId: number): Promise<Line[]> {
    const generated = await call('POST', `/api/billing/cycles/${cycleId}/generate`, s.manager, {});
    expect(generated.status).toBe(200);
    const answer = await call(
      'GET',
      `/api/billing/cycles/${cycleId}/invoices?customer_id=${customerId}`,
      s.manager,
    );
    return answer.body.data[0]?.lines ?? [];
  }

  beforeAll(async () => {
    t = await startTestApp(target);
    s = await billingStore(t);
    school = await one('select school_id as id from programs where id = $1', [s.program]);
    secondProgram = await one(
      `insert into programs (store_id, school_id, name, monthly_fee) values ($1, $2, '選手コース', 11000) returning id`,
      [s.store, school],
    );
    await t.db.query(
      `update program_fees set effective_month = '2026-01-01', monthly_fee = 11000, entrance_fee = 5500
        where program_id = $1`,
      [secondProgram],
    );
    const settings = await call('PUT', '/api/billing/settings', s.manager, {
      first_month_rule: 'pro_rata',
      annual_fee_month: 4,
      withdrawal_day: 27,
      closing_day: 10,
    });
    expect(settings.status).toBe(200);
    const created = await call('POST', '/api/billing/cycles', s.manager, { billing_month: '2026-12' });
    expect(created.status).toBe(201);
    cycleId = created.body.data.id;
  });

  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t?.close();
  });

  it('when a member with no contract is enrolled from 15 December, then the contract is made and December bills 17/31 and the entrance fee', async () => {
    const klass = await classOf(s.program);
    const member = await newMember();
    expect((await enrol(klass, member)).status).toBe(201);
    expect(await contractsOf(member)).toEqual([
      { program_id: s.program, monthly_fee: 7700, starts_on: '2026-12-15', ends_on: null },
    ]);
    expect((await linesOf(member)).map((l) => [l.kind, l.amount])).toEqual([
      ['pro_rata_fee', Math.floor((7700 * 17) / 31)],
      ['entrance_fee', 5500],
    ]);
  });

  it('when the member changes day (曜日変更) or takes a second class of the program, then one contract and one fee line stay', async () => {
    const [monday, tuesday, extra] = [
      await classOf(s.program),
      await classOf(s.program),
      await classOf(s.program),
    ];
    const member = await newMember();
    expect((await enrol(monday, member, '2026-12-01')).status).toBe(201);
    const moved = await call('POST', `/api/classes/${monday}/enrollments/${member}/move`, s.staff, {
      to_class_id: tuesday,
      moves_on: '2026-12-08',
    });
    expect(moved.status).toBe(201);
    expect((await enrol(extra, member, '2026-12-10')).status).toBe(201);
    expect(await contractsOf(member)).toHaveLength(1);
    expect((await linesOf(member)).map((l) => [l.kind, l.amount])).toEqual([
      ['monthly_fee', 7700],
      ['entrance_fee', 5500],
    ]);
  });

  it('when the member takes a class of another program, then a second contract and a second fee line', async () => {
    const member = await newMember();
    expect((await enrol(await classOf(s.program), member, '2026-12-01')).status).toBe(201);
    expect((await enrol(await classOf(secondProgram), member, '2026-12-01')).status).toBe(201);
    expect((await contractsOf(member)).map((c) => c.program_id)).toEqual([s.program, secondProgram]);
    const lines = await linesOf(member);
    expect(lines.filter((l) => l.kind === 'monthly_fee').map((l) => [l.program_id, l.amount])).toEqual([
      [s.program, 7700],
      [secondProgram, 11000],
    ]);
  });

  it('when the last class of a program ends, then its contract ends the same day; ending one of two keeps it', async () => {
    const [a, b] = [await classOf(s.program), await classOf(s.program)];
    const member = await newMember();
    expect((await enrol(a, member, '2026-11-22')).status).toBe(201);
    expect((await enrol(b, member, '2026-11-22')).status).toBe(201);
    const endOne = await call(
      'DELETE',
      `/api/classes/${a}/enrollments/${member}?ends_on=2026-12-20`,
      s.staff,
    );
    expect(endOne.status).toBe(200);
    expect((await contractsOf(member))[0]?.ends_on).toBeNull();
    const endLast = await call(
      'DELETE',
      `/api/classes/${b}/enrollments/${member}?ends_on=2026-12-31`,
      s.staff,
    );
    expect(endLast.status).toBe(200);
    expect(await contractsOf(member)).toEqual([
      { program_id: s.program, monthly_fee: 7700, starts_on: '2026-11-22', ends_on: '2026-12-31' },
    ]);
  });

  it('when 12 desks enrol 12 members into the last seat at once, then one is enrolled and holds the one contract made', async () => {
    const klass = await classOf(s.program, 1);
    const members = await Promise.all(Array.from({ length: 12 }, () => newMember()));
    const answers = await Promise.all(members.map((id) => enrol(klass, id)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(11);
    const { rows } = await t.db.query<{ customer_id: number }>(
      'select customer_id from customer_contracts where customer_id = any($1::int[])',
      [members],
    );
    const winner = members[answers.findIndex((a) => a.status === 201)];
    expect(rows).toEqual([{ customer_id: winner }]);
  });

  it('when one member is enrolled into two classes of a program at once, then one contract is made', async () => {
    const [a, b] = [await classOf(s.program), await classOf(s.program)];
    const member = await newMember();
    const answers = await Promise.all([enrol(a, member), enrol(b, member)]);
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    expect(await contractsOf(member)).toHaveLength(1);
  });

  const quote = (classId: number, customerId: number, startsOn: string | null = '2026-12-15') =>
    call('POST', `/api/classes/${classId}/enrollment-quote`, s.staff, {
      customer_id: customerId,
      starts_on: startsOn,
    });

  it('when the desk asks the quote before enrolling, then it answers the contract and the very lines the cycle bills, writing nothing', async () => {
    const klass = await classOf(s.program);
    const member = await newMember();
    const answer = await quote(klass, member);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      billing_month: '2026-12',
      contract: {
        program_id: s.program,
        program_name: '小学生コース',
        plan_name: '小学生コース',
        monthly_fee: 7700,
        starts_on: '2026-12-15',
      },
      existing_contract: null,
      lines: [
        {
          kind: 'pro_rata_fee',
          description: '小学生コース 月会費（日割 17/31日）',
          amount: Math.floor((7700 * 17) / 31),
          tax_rate: 10,
          from_enrolment: true,
        },
        {
          kind: 'entrance_fee',
          description: '入会金（小学生コース）',
          amount: 5500,
          tax_rate: 10,
          from_enrolment: true,
        },
      ],
      total: Math.floor((7700 * 17) / 31) + 5500,
    });
    expect(await contractsOf(member)).toEqual([]);
    expect((await enrol(klass, member)).status).toBe(201);
    expect((await linesOf(member)).map((l) => [l.kind, l.amount])).toEqual(
      answer.body.data.lines.map((l: Line) => [l.kind, l.amount]),
    );
  });

  it('when the member holds the program contract already, then the quote names it and makes nothing new', async () => {
    const member = await newMember();
    expect((await enrol(await classOf(s.program), member, '2026-12-01')).status).toBe(201);
    const answer = await quote(await classOf(s.program), member, '2026-12-10');
    expect(answer.status).toBe(200);
    expect(answer.body.data.contract).toBeNull();
    expect(answer.body.data.existing_contract).toEqual(
      expect.objectContaining({ plan_name: '小学生コース', starts_on: '2026-12-01' }),
    );
    expect(
      answer.body.data.lines.map((l: { kind: string; from_enrolment: boolean }) => [
        l.kind,
        l.from_enrolment,
      ]),
    ).toEqual([
      ['monthly_fee', false],
      ['entrance_fee', false],
    ]);
    expect((await quote(await classOf(s.program), 999_999)).status).toBe(404);
    expect((await quote(999_999, member)).status).toBe(404);
  });

  /** An application for the store (the public form's fields), wishing for the program from 1 December. */
  const application = (programId: number | null) =>
    one(
      `insert into pre_registrations (store_id, family_name, given_name, family_name_kana, given_name_kana,
         birth_date, gender, mobile, email, postal_code, prefecture, city, street_address, desired_program_id,
         desired_join_date)
       values ($1, '仮登', '花子', 'カリトウ', 'ハナコ', '2016-05-01', 'female', '090-1234-5678', 'k@example.jp',
         '150-0043', '東京都', '渋谷区', '道玄坂1-2-3', $2, '2026-12-01') returning id`,
      [s.store, programId],
    );
  const convert = (id: number, payload?: object) =>
    call('POST', `/api/customer-pre-registrations/${id}/convert`, s.staff, payload);

  it('when an applicant with a desired class is converted, then the member has the place and the contract from the desired day', async () => {
    const klass = await classOf(secondProgram);
    const converted = await convert(await application(s.program), { class_id: klass });
    expect(converted.status).toBe(201);
    const member = converted.body.data.customer_id as number;
    expect(await contractsOf(member)).toEqual([
      { program_id: secondProgram, monthly_fee: 11000, starts_on: '2026-12-01', ends_on: null },
    ]);
    const roster = await call('GET', `/api/classes/${klass}/enrollments`, s.staff);
    expect(roster.body.data.enrollments.map((e: { customer_id: number }) => e.customer_id)).toEqual([member]);
    expect((await linesOf(member)).map((l) => [l.kind, l.amount])).toEqual([
      ['monthly_fee', 11000],
      ['entrance_fee', 5500],
    ]);
  });

  it('when an applicant with a desired program only is converted, then the contract is made; a full class refuses and converts nothing', async () => {
    const plain = await convert(await application(s.program));
    expect(plain.status).toBe(201);
    expect((await contractsOf(plain.body.data.customer_id)).map((c) => c.program_id)).toEqual([s.program]);
    const full = await classOf(s.program, 1);
    expect((await enrol(full, await newMember())).status).toBe(201);
    const applicant = await application(s.program);
    const refused = await convert(applicant, { class_id: full });
    expect(refused.status).toBe(409);
    const { rows } = await t.db.query<{ status: string }>(
      'select status from pre_registrations where id = $1',
      [applicant],
    );
    expect(rows[0]?.status).toBe('pending');
  });

  it('when a place has no contract or a contract no place, then the cycle check lists them as 要確認 with the customer', async () => {
    const placeOnly = await newMember();
    expect((await enrol(await classOf(s.program), placeOnly, '2026-11-22')).status).toBe(201);
    // Data from before enrolment made the contract: the place's contract ended before December.
    await t.db.query(`update customer_contracts set ends_on = '2026-11-30' where customer_id = $1`, [
      placeOnly,
    ]);
    const contractOnly = await s.member({ name: '契約のみ' });
    const check = await call('GET', `/api/billing/cycles/${cycleId}/contract-check`, s.manager);
    expect(check.status).toBe(200);
    const mine = check.body.data.items.filter((i: { customer_id: number }) =>
      [placeOnly, contractOnly].includes(i.customer_id),
    );
    // By member number: the billing store's B00001 before the desk's N….
    expect(mine).toEqual([
      expect.objectContaining({
        customer_id: contractOnly,
        program_name: '小学生コース',
        reason_code: 'no_class',
        message: '契約がありますが、このプログラムのクラスに在籍していません',
      }),
      expect.objectContaining({
        customer_id: placeOnly,
        program_id: s.program,
        reason_code: 'no_contract',
        message: 'クラスに在籍していますが、このプログラムの契約がありません',
      }),
    ]);
    expect((await call('GET', `/api/billing/cycles/${cycleId}/contract-check`, s.staff)).status).toBe(403);
  });
});
