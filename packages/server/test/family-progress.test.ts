import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { swimSchool } from './support/classes.ts';
import { databaseTargets } from './support/databases.ts';

// 進級 in マイページ (issue 31): a family sees, for each linked member, the grade with its skills as the coach
// checked them, the test results with the coach's comment and the next test; a pass's 認定証 is a PDF of the
// family's own member only. Test clock: Sunday 2026-11-22, 10:00 Tokyo.

const FAMILY_PASSWORD = 'hinata-swim-2026';

describe.each(databaseTargets)('family 進級 on $name', (target) => {
  let t: TestApp;
  let storeA: number;
  let coach: string;
  let school: number;
  let grades: number[];
  let skills: Record<string, number>;
  let sequence = 0;

  const one = async (sql: string, params: unknown[]) =>
    (await t.db.query<{ id: number }>(sql, params)).rows[0]?.id as number;

  async function customer(gradeId: number | null) {
    sequence += 1;
    return one(
      `insert into customers (store_id, member_number, family_name, given_name, family_name_kana, given_name_kana,
         birth_date, status, joined_on, guardian_name, grade_id)
       values ($1, $2, '佐藤', $3, 'サトウ', 'ヒナタ', '2017-05-01', 'active', '2025-04-01', '佐藤 美和', $4)
       returning id`,
      [storeA, `G${sequence}`, `陽向${sequence}`, gradeId],
    );
  }

  /** A family account linked to the members through the desk's invitations; answers its session token. */
  async function family(...customerIds: number[]) {
    sequence += 1;
    const email = `progress-${sequence}@test.kayoi.jp`;
    let token = '';
    for (const id of customerIds) {
      const invited = await t.request({
        method: 'POST',
        url: `/api/customers/${id}/family-invitations`,
        token: coach,
        payload: { email },
      });
      expect(invited.status).toBe(200);
      const mail = [...t.outbox].reverse().find((m) => m.to === email);
      const link = /\/my\/invitation\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1] as string;
      const accepted = await t.request({
        method: 'POST',
        url: '/api/family/auth/accept-invitation',
        payload: { token: link, password: FAMILY_PASSWORD, password_confirmation: FAMILY_PASSWORD },
      });
      if (accepted.status === 200) token = accepted.body.data.token;
      else {
        const login = await t.request({
          method: 'POST',
          url: '/api/family/auth/login',
          payload: { email, password: FAMILY_PASSWORD },
        });
        token = login.body.data.token;
      }
    }
    return token;
  }

  async function promotionTest(name: string, heldOn: string) {
    const response = await t.request({
      method: 'POST',
      url: '/api/promotion-tests',
      token: coach,
      payload: { school_id: school, held_on: heldOn, name },
    });
    expect(response.status).toBe(201);
    return response.body.data.id as number;
  }

  async function record(
    testId: number,
    customerId: number,
    passed: boolean,
    skillIds: number[],
    notes?: string,
  ) {
    const response = await t.request({
      method: 'POST',
      url: `/api/promotion-tests/${testId}/results`,
      token: coach,
      payload: { results: [{ customer_id: customerId, passed, skill_ids: skillIds, notes }] },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.data[0].id as number;
  }

  const certificate = (token: string, customerId: number, resultId: number) =>
    t.app.inject({
      method: 'GET',
      url: `/api/family/members/${customerId}/certificates/${resultId}`,
      headers: { authorization: `Bearer ${token}` },
    });

  let child: number;
  let sibling: number;
  let stranger: number;
  let token: string;
  const results: Record<string, number> = {};

  beforeAll(async () => {
    t = await startTestApp(target);
    storeA = await t.createStore('渋谷校');
    coach = await t.login((await t.createStaff({ role: 'manager', storeId: storeA })).email);
    ({ school, grades } = await swimSchool(t, storeA));
    skills = {};
    for (const [grade, names] of [
      [grades[0], ['けのび 5m', 'バタ足 10m', '顔つけ 10秒']],
      [grades[1], ['クロール 15m', '背浮き 10秒']],
    ] as const) {
      for (const [i, name] of names.entries()) {
        skills[name] = await one(
          'insert into grade_skills (grade_id, position, name) values ($1, $2, $3) returning id',
          [grade, i + 1, name],
        );
      }
    }
    child = await customer(grades[0] as number);
    sibling = await customer(null);
    stranger = await customer(grades[0] as number);
    token = await family(child, sibling);

    const october = await promotionTest('10月進級テスト', '2026-10-25');
    results.failed = await record(
      october,
      child,
      false,
      [skills['けのび 5m'] as number],
      'けのびがきれいです',
    );
    const november = await promotionTest('11月進級テスト', '2026-11-01');
    results.passed = await record(
      november,
      child,
      true,
      [skills['けのび 5m'], skills['バタ足 10m'], skills['顔つけ 10秒']] as number[],
      '顔つけも上手にできました',
    );
    results.stranger = await record(november, stranger, true, [], '合格');
    const mid = await promotionTest('11月中旬テスト', '2026-11-15');
    results.second = await record(
      mid,
      child,
      false,
      [skills['クロール 15m'] as number],
      '息つぎを練習しよう',
    );
    await promotionTest('12月進級テスト', '2026-12-20');
  });

  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t?.close();
  });

  it('when a family opens 進級, then each member shows the grade, the coach checks, the comments and the next test', async () => {
    const response = await t.request({ method: 'GET', url: '/api/family/progress', token });
    expect(response.status).toBe(200);
    const [first, second] = response.body.data.members;
    expect(first).toEqual({
      member: { id: child, name: expect.stringMatching(/^佐藤 陽向/) },
      school: { id: school, name: 'スイミング' },
      grade: { id: grades[1], name: '14級', cap_color_name: null, cap_color_hex: null },
      next_grade: { id: grades[2], name: '13級' },
      skills: [
        { id: skills['クロール 15m'], name: 'クロール 15m', passed: true, checked_on: '2026-11-15' },
        { id: skills['背浮き 10秒'], name: '背浮き 10秒', passed: false, checked_on: null },
      ],
      results: [
        {
          id: results.second,
          test_name: '11月中旬テスト',
          held_on: '2026-11-15',
          tested_grade: { id: grades[1], name: '14級' },
          passed: false,
          new_grade: null,
          comment: '息つぎを練習しよう',
          skills: [
            { name: 'クロール 15m', passed: true },
            { name: '背浮き 10秒', passed: false },
          ],
          certificate_number: null,
        },
        {
          id: results.passed,
          test_name: '11月進級テスト',
          held_on: '2026-11-01',
          tested_grade: { id: grades[0], name: '15級' },
          passed: true,
          new_grade: { id: grades[1], name: '14級' },
          comment: '顔つけも上手にできました',
          skills: [
            { name: 'けのび 5m', passed: true },
            { name: 'バタ足 10m', passed: true },
            { name: '顔つけ 10秒', passed: true },
          ],
          certificate_number: `第2026-${String(results.passed).padStart(6, '0')}号`,
        },
        expect.objectContaining({
          id: results.failed,
          passed: false,
          comment: 'けのびがきれいです',
          skills: [
            { name: 'けのび 5m', passed: true },
            { name: 'バタ足 10m', passed: false },
            { name: '顔つけ 10秒', passed: false },
          ],
          certificate_number: null,
        }),
      ],
      next_test: { name: '12月進級テスト', held_on: '2026-12-20' },
    });
    // A member without a grade or a class yet: nothing to show, nothing invented.
    expect(second).toEqual({
      member: { id: sibling, name: expect.any(String) },
      school: null,
      grade: null,
      next_grade: null,
      skills: [],
      results: [],
      next_test: null,
    });
    expect(response.body.data.members).toHaveLength(2);
  });

  it('when a family downloads the 認定証 of a pass, then it is a Japanese PDF naming the member, the grade and the number', async () => {
    const response = await certificate(token, child, results.passed as number);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const number = `2026-${String(results.passed).padStart(6, '0')}`;
    expect(response.headers['content-disposition']).toBe(`attachment; filename="certificate-${number}.pdf"`);
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text, totalPages } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
      mergePages: true,
    });
    expect(totalPages).toBe(1);
    const flat = text.replace(/\s+/g, '');
    for (const expected of [
      '認定証',
      '佐藤陽向',
      '14級',
      '2026年11月1日',
      '渋谷校',
      'スイミング',
      `第${number}号`,
    ]) {
      expect(flat).toContain(expected);
    }
    // The number stays the same on every download.
    const again = await certificate(token, child, results.passed as number);
    expect(again.headers['content-disposition']).toBe(response.headers['content-disposition']);
  });

  it('when the result is not passed, another member’s, or the member not the family’s, then the certificate is 404', async () => {
    for (const [customerId, resultId] of [
      [child, results.failed],
      [child, results.second],
      [child, results.stranger],
      [stranger, results.stranger],
      [sibling, results.passed],
      [child, 2_147_483_647],
    ] as [number, number][]) {
      const response = await certificate(token, customerId, resultId);
      expect(response.statusCode, `${customerId}/${resultId}`).toBe(404);
      const body = response.json();
      expect(body.success).toBe(false);
      expect(body.error.code).toBe('NOT_FOUND');
    }
    const notLinked = await certificate(token, stranger, results.stranger as number);
    expect(notLinked.json().message).toBe('お子さま・会員の情報が見つかりません');
    const failed = await certificate(token, child, results.failed as number);
    expect(failed.json().message).toBe('認定証が見つかりません');
  });

  it('when another family asks, then it sees only its own members and cannot reach this family’s certificate', async () => {
    const other = await family(stranger);
    const progress = await t.request({ method: 'GET', url: '/api/family/progress', token: other });
    expect(progress.body.data.members.map((m: { member: { id: number } }) => m.member.id)).toEqual([
      stranger,
    ]);
    expect((await certificate(other, child, results.passed as number)).statusCode).toBe(404);
    expect((await certificate(other, stranger, results.stranger as number)).statusCode).toBe(200);
  });

  it('when a staff token or none calls them, then each is 401', async () => {
    for (const url of [
      '/api/family/progress',
      `/api/family/members/${child}/certificates/${results.passed}`,
    ]) {
      for (const auth of [coach, undefined]) {
        const response = await t.request({ method: 'GET', url, ...(auth ? { token: auth } : {}) });
        expect(response.status, url).toBe(401);
        expect(response.body.error.code).toBe('UNAUTHENTICATED');
      }
    }
  });
});
