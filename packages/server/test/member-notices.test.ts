import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { swimSchool } from './support/classes.ts';
import { databaseTargets } from './support/databases.ts';
import { deliveriesOf } from './support/notifications.ts';

// お知らせ (issue 32): a store publishes notices to families — every store's, its own, a class's members, a grade's,
// or one family — and each family account's first read is kept. A family sees exactly the notices addressed to
// it; a withdrawn one (取り下げ) disappears for families and stays for staff. Test clock: Sunday 2026-11-22,
// 10:00 Tokyo.

const PASSWORD = 'notices-2026-swim';

describe.each(databaseTargets)('お知らせ on $name', (target) => {
  let t: TestApp;
  let storeA: number;
  let storeB: number;
  let admin: string;
  let manager: string;
  let staff: string;
  let managerB: string;
  let tuesday: number;
  let classB: number;
  let grades: number[];
  const kids: Record<'enrolled' | 'graded' | 'other', number> = { enrolled: 0, graded: 0, other: 0 };
  const families: Record<'enrolled' | 'graded' | 'storeB', string> = { enrolled: '', graded: '', storeB: '' };
  let sequence = 0;

  const one = async (sql: string, params: unknown[]) =>
    (await t.db.query<{ id: number }>(sql, params)).rows[0]?.id as number;

  async function customer(storeId: number, gradeId: number | null = null) {
    sequence += 1;
    return one(
      `insert into customers (store_id, member_number, family_name, given_name, family_name_kana, given_name_kana,
         birth_date, status, joined_on, guardian_name, grade_id)
       values ($1, $2, '佐藤', $3, 'サトウ', 'ヒナタ', '2017-05-01', 'active', '2025-04-01', '佐藤 美和', $4)
       returning id`,
      [storeId, `N${sequence}`, `陽向${sequence}`, gradeId],
    );
  }

  /** A family account invited from the member's record and accepted; answers its session token. */
  async function family(customerId: number, inviter: string) {
    sequence += 1;
    const email = `notices-${sequence}@test.kayoi.jp`;
    const invited = await t.request({
      method: 'POST',
      url: `/api/customers/${customerId}/family-invitations`,
      token: inviter,
      payload: { email },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);
    const mail = [...t.outbox].reverse().find((m) => m.to === email);
    const link = /\/my\/invitation\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1] as string;
    const accepted = await t.request({
      method: 'POST',
      url: '/api/family/auth/accept-invitation',
      payload: { token: link, password: PASSWORD, password_confirmation: PASSWORD },
    });
    expect(accepted.status).toBe(200);
    return accepted.body.data.token as string;
  }

  async function publish(token: string, audience: Record<string, unknown>, title = 'お知らせ') {
    return t.request({
      method: 'POST',
      url: '/api/member-notices',
      token,
      payload: { title, body: `${title}の本文です。`, audience },
    });
  }

  async function published(token: string, audience: Record<string, unknown>, title: string) {
    const response = await publish(token, audience, title);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.data.id as number;
  }

  const titlesOf = async (token: string) => {
    const response = await t.request({ method: 'GET', url: '/api/family/notices', token });
    expect(response.status).toBe(200);
    return (response.body.data.notices as { title: string }[]).map((n) => n.title);
  };
  const read = (token: string, id: number) =>
    t.request({ method: 'POST', url: `/api/family/notices/${id}/read`, token });
  const detail = (token: string, id: number) =>
    t.request({ method: 'GET', url: `/api/member-notices/${id}`, token });

  beforeAll(async () => {
    t = await startTestApp(target);
    storeA = await t.createStore('渋谷校');
    storeB = await t.createStore('新宿校');
    admin = await t.login((await t.createStaff({ role: 'admin', storeId: storeA })).email);
    manager = await t.login((await t.createStaff({ role: 'manager', storeId: storeA })).email);
    staff = await t.login((await t.createStaff({ role: 'staff', storeId: storeA })).email);
    managerB = await t.login((await t.createStaff({ role: 'manager', storeId: storeB })).email);
    ({ grades } = await swimSchool(t, storeA));
    tuesday = await one(
      `insert into classes (store_id, name, day_of_week, start_time, end_time, capacity, starts_on)
       values ($1, 'ジュニア 火曜16時', 2, '16:00', '17:00', 10, '2025-01-01') returning id`,
      [storeA],
    );
    classB = await one(
      `insert into classes (store_id, name, day_of_week, start_time, end_time, capacity, starts_on)
       values ($1, '新宿 火曜16時', 2, '16:00', '17:00', 10, '2025-01-01') returning id`,
      [storeB],
    );
    kids.enrolled = await customer(storeA, grades[0] as number);
    kids.graded = await customer(storeA, grades[1] as number);
    kids.other = await customer(storeB);
    await t.db.query(
      `insert into class_enrollments (class_id, customer_id, enrolled_on) values ($1, $2, '2025-04-01')`,
      [tuesday, kids.enrolled],
    );
    families.enrolled = await family(kids.enrolled, manager);
    families.graded = await family(kids.graded, manager);
    families.storeB = await family(kids.other, managerB);
  });

  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t?.close();
  });

  it('when notices go to a store, a class, a grade, one family and every store, then each family sees exactly its own', async () => {
    await published(manager, { kind: 'store' }, '渋谷校の休館');
    await published(manager, { kind: 'class', class_id: tuesday }, '火曜クラスの休講');
    await published(manager, { kind: 'grade', grade_id: grades[1] }, '14級の進級テスト');
    const one = await published(manager, { kind: 'family', customer_id: kids.graded }, '高橋さんへの連絡');
    // The family it reached is notified once, with the notice's title (issue 32's notifications).
    expect(await deliveriesOf(t, 'notice_published', `member-notice:${one}`)).toMatchObject([
      { channel: 'mail', title: 'お知らせ: 高橋さんへの連絡', url: '/my/notices' },
    ]);
    await published(admin, { kind: 'all' }, '年末年始の休館');
    await published(managerB, { kind: 'store' }, '新宿校の休館');

    expect(await titlesOf(families.enrolled)).toEqual(['年末年始の休館', '火曜クラスの休講', '渋谷校の休館']);
    expect(await titlesOf(families.graded)).toEqual([
      '年末年始の休館',
      '高橋さんへの連絡',
      '14級の進級テスト',
      '渋谷校の休館',
    ]);
    expect(await titlesOf(families.storeB)).toEqual(['新宿校の休館', '年末年始の休館']);
  });

  it('when an audience names a class, a grade or a member of another store, or reaches nobody, then 422 names it', async () => {
    const classOfB = await publish(manager, { kind: 'class', class_id: classB });
    expect(classOfB.status).toBe(422);
    expect(classOfB.body.errors.class_id).toEqual(['この店舗のクラスではありません']);
    const memberOfB = await publish(manager, { kind: 'family', customer_id: kids.other });
    expect(memberOfB.status).toBe(422);
    expect(memberOfB.body.errors.customer_id).toEqual(['この店舗の会員ではありません']);
    const noGrade = await publish(manager, { kind: 'grade' });
    expect(noGrade.body.errors.grade_id).toEqual(['級を選択してください']);
    const nobody = await publish(manager, { kind: 'grade', grade_id: grades[3] });
    expect(nobody.status).toBe(422);
    expect(nobody.body.errors.audience_kind[0]).toContain('受け取るご家族がいません');
    const blank = await t.request({
      method: 'POST',
      url: '/api/member-notices',
      token: manager,
      payload: { title: '  ', body: '', audience: { kind: 'store' } },
    });
    expect(blank.status).toBe(422);
    expect(Object.keys(blank.body.errors).sort()).toEqual(['body', 'title']);
  });

  it('when a family opens a notice twice, then its first read is kept and staff see 既読 1 / 対象 2 with who', async () => {
    const id = await published(manager, { kind: 'store' }, 'プール清掃のお知らせ');
    const before = await t.request({ method: 'GET', url: '/api/family/notices', token: families.enrolled });
    const unreadBefore = before.body.data.unread_count as number;
    const first = await read(families.enrolled, id);
    expect(first.status).toBe(200);
    expect(first.body.data.unread_count).toBe(unreadBefore - 1);
    expect(first.body.data.read_at).toMatch(/\+09:00$/);
    t.clock.advance(60_000);
    const second = await read(families.enrolled, id);
    expect(second.body.data.read_at).toBe(first.body.data.read_at);
    expect(second.body.data.unread_count).toBe(unreadBefore - 1);

    const staffView = await detail(staff, id);
    expect(staffView.status).toBe(200);
    expect(staffView.body.data.recipient_count).toBe(2);
    expect(staffView.body.data.read_count).toBe(1);
    expect(staffView.body.data.recipients[0]).toMatchObject({
      members: [{ id: kids.enrolled }],
      read_at: first.body.data.read_at,
    });
    expect(staffView.body.data.recipients[1]).toMatchObject({
      members: [{ id: kids.graded }],
      read_at: null,
    });
    const listed = await t.request({ method: 'GET', url: '/api/member-notices', token: staff });
    expect(listed.body.data.find((n: { id: number }) => n.id === id)).toMatchObject({
      read_count: 1,
      recipient_count: 2,
    });
  });

  it('when a notice is withdrawn, then families no longer see or open it and staff keep it with who and when', async () => {
    const heard: { type: string; payload?: unknown }[] = [];
    const stop = t.app.kayoi.events.subscribe({ store: storeA }, (event) => heard.push(event));
    const id = await published(manager, { kind: 'store' }, '取り下げるお知らせ');
    expect(await titlesOf(families.graded)).toContain('取り下げるお知らせ');
    const withdrawn = await t.request({
      method: 'POST',
      url: `/api/member-notices/${id}/withdraw`,
      token: manager,
    });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data.withdrawn_at).toBe('2026-11-22T10:01:00+09:00');
    expect(withdrawn.body.data.withdrawn_by).not.toBeNull();
    expect(await titlesOf(families.graded)).not.toContain('取り下げるお知らせ');
    expect((await read(families.graded, id)).status).toBe(404);
    const again = await t.request({
      method: 'POST',
      url: `/api/member-notices/${id}/withdraw`,
      token: admin,
    });
    expect(again.status).toBe(409);
    const kept = await detail(staff, id);
    expect(kept.body.data.withdrawn_at).toBe(withdrawn.body.data.withdrawn_at);
    // The staff's screens of the store hear of both (the list re-reads).
    stop();
    expect(heard.filter((e) => e.type === 'member_notice.changed').map((e) => e.payload)).toEqual([
      { notice_id: id, action: 'published' },
      { notice_id: id, action: 'withdrawn' },
    ]);
  });

  it('when staff or another store act, then roles and the store boundary hold', async () => {
    const id = await published(manager, { kind: 'store' }, '店舗の境界');
    expect((await publish(staff, { kind: 'store' })).status).toBe(403);
    const managerAll = await publish(manager, { kind: 'all' });
    expect(managerAll.status).toBe(403);
    expect(managerAll.body.message).toBe('全店舗へのお知らせは管理者のみ公開・取り下げできます');
    const staffWithdraw = await t.request({
      method: 'POST',
      url: `/api/member-notices/${id}/withdraw`,
      token: staff,
    });
    expect(staffWithdraw.status).toBe(403);
    expect((await detail(managerB, id)).status).toBe(404);
    const otherWithdraw = await t.request({
      method: 'POST',
      url: `/api/member-notices/${id}/withdraw`,
      token: managerB,
    });
    expect(otherWithdraw.status).toBe(404);
    const listB = await t.request({ method: 'GET', url: '/api/member-notices', token: managerB });
    const titles = (listB.body.data as { title: string }[]).map((n) => n.title);
    expect(titles).not.toContain('店舗の境界');
    // The notice to every store is listed for store B with store B's own families only.
    const all = (listB.body.data as { title: string; recipient_count: number; id: number }[]).find(
      (n) => n.title === '年末年始の休館',
    );
    expect(all?.recipient_count).toBe(1);
    const allDetail = await detail(managerB, all?.id as number);
    expect(
      allDetail.body.data.recipients.map((r: { members: { id: number }[] }) => r.members[0]?.id),
    ).toEqual([kids.other]);
    // A manager cannot withdraw the admin's notice to every store.
    const managerWithdrawAll = await t.request({
      method: 'POST',
      url: `/api/member-notices/${all?.id}/withdraw`,
      token: managerB,
    });
    expect(managerWithdrawAll.status).toBe(403);
  });

  it("when a family opens another family's notice or an unknown id, then 404; tokens of the other realm are refused", async () => {
    const id = await published(manager, { kind: 'family', customer_id: kids.graded }, '個別のご連絡');
    expect((await read(families.enrolled, id)).status).toBe(404);
    expect((await read(families.storeB, id)).status).toBe(404);
    expect((await read(families.graded, 2_000_000)).status).toBe(404);
    expect((await read(families.graded, id)).status).toBe(200);
    const staffOnFamily = await t.request({ method: 'GET', url: '/api/family/notices', token: manager });
    expect(staffOnFamily.status).toBe(401);
    expect((await read(manager, id)).status).toBe(401);
    const familyOnStaff = await t.request({
      method: 'GET',
      url: '/api/member-notices',
      token: families.graded,
    });
    expect(familyOnStaff.status).toBe(401);
  });

  it('when a lesson is cancelled or taught by a substitute, then the draft addresses the class with its day, time and coach', async () => {
    const substitute = await t.createStaff({ role: 'staff', storeId: storeA });
    const draftOf = (date: string, token = manager) =>
      t.request({ method: 'GET', url: `/api/classes/${tuesday}/lessons/${date}/notice-draft`, token });
    expect((await draftOf('2026-11-24')).status).toBe(422);
    const cancel = await t.request({
      method: 'PUT',
      url: `/api/classes/${tuesday}/lessons/2026-11-24`,
      token: manager,
      payload: { kind: 'cancelled', reason: '施設点検のため' },
    });
    expect(cancel.status).toBe(200);
    const cancelled = await draftOf('2026-11-24');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.title).toBe('【休講】11月24日(火) ジュニア 火曜16時');
    expect(cancelled.body.data.body).toContain('11月24日(火) 16:00〜17:00のジュニア 火曜16時は休講');
    expect(cancelled.body.data.body).toContain('理由：施設点検のため');
    expect(cancelled.body.data.audience).toEqual({ kind: 'class', class_id: tuesday });

    const moved = await t.request({
      method: 'PUT',
      url: `/api/classes/${tuesday}/lessons/2026-12-01`,
      token: manager,
      payload: { kind: 'moved', substitute_instructor_id: substitute.id },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const coach = (
      await t.db.query<{ name: string }>('select name from staffs where id = $1', [substitute.id])
    ).rows[0]?.name;
    const sub = await draftOf('2026-12-01');
    expect(sub.body.data.title).toBe('【代行】12月1日(火) ジュニア 火曜16時');
    expect(sub.body.data.body).toContain(`${coach}コーチが代行`);

    expect(sub.body.data.lesson).toEqual({ class_id: tuesday, date: '2026-12-01' });

    // Published as drafted (its lesson sent back), it reaches the class's members only, and they are told of it
    // as 休講・代行 — their own choice of channels, not a plain お知らせ.
    const sent = await t.request({
      method: 'POST',
      url: '/api/member-notices',
      token: manager,
      payload: { ...sub.body.data, body: sub.body.data.body },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const id = sent.body.data.id as number;
    expect(
      (await detail(manager, id)).body.data.recipients.map(
        (r: { members: { id: number }[] }) => r.members[0]?.id,
      ),
    ).toEqual([kids.enrolled]);
    expect(await deliveriesOf(t, 'lesson_changed', `member-notice:${id}`)).toMatchObject([
      { channel: 'mail', title: sub.body.data.title, url: '/my/notices' },
    ]);
    expect(await deliveriesOf(t, 'notice_published', `member-notice:${id}`)).toEqual([]);
    // A lesson without a 休講 or 代行 that day, or of another store, is no 休講・代行: 422 on lesson, nothing sent.
    for (const lesson of [
      { class_id: tuesday, date: '2026-12-08' },
      { class_id: classB, date: '2026-12-01' },
    ]) {
      const refused = await t.request({
        method: 'POST',
        url: '/api/member-notices',
        token: manager,
        payload: { title: '【代行】', body: '本文', audience: sub.body.data.audience, lesson },
      });
      expect(refused.status).toBe(422);
      expect(refused.body.errors.lesson).toEqual(['この日のレッスンに休講・代行はありません']);
    }
    expect((await draftOf('2026-11-24', managerB)).status).toBe(404);
    expect((await draftOf('2026-11-24', staff)).status).toBe(403);
  });
});
