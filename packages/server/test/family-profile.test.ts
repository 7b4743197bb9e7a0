import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { databaseTargets } from './support/databases.ts';

// プロフィール on マイページ (issue 31): a family's contact change requests, decided by the member's store on the
// customer record (approval applies the change, nothing before it; a second approval is 409), notification
// settings, and the password change (wrong current password 422, under the login's lockout; the other sessions
// end). A family reaches only its own members and staff only their store's customers.

const FAMILY_PASSWORD = 'hinata-swim-2026';

describe.each(databaseTargets)('family profile on $name', (target) => {
  let t: TestApp;
  let storeA: number;
  let storeB: number;
  let staffA: string;
  let staffB: string;
  let sequence = 0;

  beforeAll(async () => {
    t = await startTestApp(target);
    storeA = await t.createStore('渋谷校');
    storeB = await t.createStore('横浜校');
    staffA = await t.login((await t.createStaff({ role: 'staff', storeId: storeA })).email);
    staffB = await t.login((await t.createStaff({ role: 'manager', storeId: storeB })).email);
  });
  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t?.close();
  });

  async function customer(storeId: number) {
    sequence += 1;
    const { rows } = await t.db.query<{ id: number }>(
      `insert into customers (store_id, member_number, family_name, given_name, family_name_kana, given_name_kana,
         birth_date, status, joined_on, guardian_name, mobile, postal_code, prefecture, city, street_address)
       values ($1, $2, '佐藤', $3, 'サトウ', 'ヒナタ', '2017-05-01', 'active', '2025-04-01', '佐藤 美和',
         '090-1111-2222', '150-0041', '東京都', '渋谷区', '神南1-2-3') returning id`,
      [storeId, `P${sequence}`, `陽向${sequence}`],
    );
    return rows[0]?.id as number;
  }

  /** A family account linked to `customerId` through the invitation; answers its e-mail and session token. */
  async function family(customerId: number, inviter = staffA) {
    sequence += 1;
    const email = `profile-${sequence}@test.kayoi.jp`;
    const invited = await t.request({
      method: 'POST',
      url: `/api/customers/${customerId}/family-invitations`,
      token: inviter,
      payload: { email },
    });
    expect(invited.status).toBe(200);
    const mail = [...t.outbox].reverse().find((m) => m.to === email);
    const token = /\/my\/invitation\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    const accepted = await t.request({
      method: 'POST',
      url: '/api/family/auth/accept-invitation',
      payload: { token, password: FAMILY_PASSWORD, password_confirmation: FAMILY_PASSWORD },
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    return { email, token: accepted.body.data.token as string };
  }

  const ask = (token: string, payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/family/change-requests', token, payload });
  const staffList = (customerId: number, token = staffA) =>
    t.request({ method: 'GET', url: `/api/customers/${customerId}/change-requests`, token });
  const decide = (
    customerId: number,
    requestId: number,
    action: 'approve' | 'reject',
    token = staffA,
    payload?: object,
  ) =>
    t.request({
      method: 'POST',
      url: `/api/customers/${customerId}/change-requests/${requestId}/${action}`,
      token,
      ...(payload ? { payload } : {}),
    });
  const mobileOf = async (customerId: number) =>
    (await t.db.query<{ mobile: string | null }>('select mobile from customers where id = $1', [customerId]))
      .rows[0]?.mobile;

  it('when the family asks and staff approve, then the customer changes only on approval, once', async () => {
    const child = await customer(storeA);
    const { token } = await family(child);
    const profile = await t.request({ method: 'GET', url: '/api/family/profile', token });
    expect(profile.status).toBe(200);
    expect(profile.body.data.members).toMatchObject([
      {
        id: child,
        contact: { mobile: '090-1111-2222', city: '渋谷区', building: null },
        latest_request: null,
      },
    ]);
    expect(profile.body.data.notification_settings).toMatchObject({
      announcements: true,
      makeups: true,
      billing: true,
      // Channels per kind and quiet hours (issue 32): every channel on and none until the family chooses.
      channels: { invoice_issued: { mail: true, push: true, line: true } },
      quiet_hours: null,
    });

    const heard: { type: string; payload?: unknown }[] = [];
    t.app.kayoi.events.subscribe({ store: storeA }, (event) => heard.push(event));
    const asked = await ask(token, {
      customer_id: child,
      mobile: '０９０－３３３３－４４４４',
      city: '渋谷区',
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.message).toBe('変更を申請しました。スクールが確認後に反映されます');
    // Only what differs is asked; the number is folded as the customer form folds it.
    expect(asked.body.data).toMatchObject({
      customer_id: child,
      state: 'pending',
      changes: [{ field: 'mobile', before: '090-1111-2222', after: '090-3333-4444' }],
    });
    expect(heard).toContainEqual(
      expect.objectContaining({ type: 'customer.changed', payload: { id: child } }),
    );
    expect(await mobileOf(child)).toBe('090-1111-2222');

    const listed = await staffList(child);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toMatchObject([{ id: asked.body.data.id, state: 'pending' }]);

    const approved = await decide(child, asked.body.data.id, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body.message).toBe('変更申請を承認し、会員情報に反映しました');
    expect(approved.body.data).toMatchObject({ state: 'approved', decided_by: expect.any(String) });
    expect(await mobileOf(child)).toBe('090-3333-4444');

    const again = await decide(child, asked.body.data.id, 'approve');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('この変更申請はすでに処理されています');
  });

  it('when two approvals race, then exactly one applies and the other is 409', async () => {
    const child = await customer(storeA);
    const { token } = await family(child);
    const asked = await ask(token, { customer_id: child, mobile: '080-5555-6666' });
    const answers = await Promise.all([
      decide(child, asked.body.data.id, 'approve'),
      decide(child, asked.body.data.id, 'approve'),
      decide(child, asked.body.data.id, 'reject', staffA, { reason: '確認のため' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const state = (
      await t.db.query<{ state: string }>('select state from family_change_requests where id = $1', [
        asked.body.data.id,
      ])
    ).rows[0]?.state;
    expect(await mobileOf(child)).toBe(state === 'approved' ? '080-5555-6666' : '090-1111-2222');
  });

  it('when staff reject with a reason, then the family reads it and the customer is unchanged', async () => {
    const child = await customer(storeA);
    const { token } = await family(child);
    const asked = await ask(token, { customer_id: child, mobile: '090-0000-000' });
    const noReason = await decide(child, asked.body.data.id, 'reject', staffA, { reason: '  ' });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors.reason).toEqual(['却下の理由を入力してください']);
    const rejected = await decide(child, asked.body.data.id, 'reject', staffA, {
      reason: '番号の桁数が足りません',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.message).toBe('変更申請を却下しました');
    expect(await mobileOf(child)).toBe('090-1111-2222');
    const mine = await t.request({ method: 'GET', url: '/api/family/change-requests', token });
    expect(mine.body.data).toMatchObject([{ state: 'rejected', reject_reason: '番号の桁数が足りません' }]);
    const profile = await t.request({ method: 'GET', url: '/api/family/profile', token });
    expect(profile.body.data.members[0].latest_request).toMatchObject({ state: 'rejected' });
  });

  it('when a second request comes before the first is decided, then it replaces the first', async () => {
    const child = await customer(storeA);
    const { token } = await family(child);
    const first = await ask(token, { customer_id: child, mobile: '080-1000-2000' });
    const second = await ask(token, { customer_id: child, building: 'サンライズ渋谷 302' });
    expect(second.status).toBe(200);
    expect(second.body.message).toBe(
      '変更を申請しました。確認中だった前回の申請は、この申請に置き換えられました',
    );
    const listed = await staffList(child);
    expect(listed.body.data.map((r: { state: string }) => r.state)).toEqual(['pending', 'replaced']);
    expect((await decide(child, first.body.data.id, 'approve')).status).toBe(409);
    // Parallel requests leave exactly one pending.
    const answers = await Promise.all(
      ['080-1', '080-2', '080-3'].map((prefix) =>
        ask(token, { customer_id: child, mobile: `${prefix}111-2222` }),
      ),
    );
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    const pending = await t.db.query(
      'select id from family_change_requests where customer_id = $1 and state = $2',
      [child, 'pending'],
    );
    expect(pending.rows).toHaveLength(1);
  });

  it('when a request changes nothing or breaks a limit, then it is 422 in Japanese', async () => {
    const child = await customer(storeA);
    const { token } = await family(child);
    const same = await ask(token, { customer_id: child, mobile: '090-1111-2222' });
    expect(same.status).toBe(422);
    expect(same.body.errors.customer_id).toEqual(['変更された項目がありません']);
    const bad = await ask(token, { customer_id: child, mobile: '090-abcd', postal_code: '15-0041' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.mobile).toEqual(['携帯電話番号は数字とハイフンで入力してください']);
    expect(bad.body.errors.postal_code?.[0]).toMatch(/郵便番号/);
  });

  it('a family reaches only its own members, and staff only their store’s customers (404 either way)', async () => {
    const child = await customer(storeA);
    const other = await customer(storeA);
    const { token } = await family(child);
    const { token: otherToken } = await family(other);
    const asked = await ask(otherToken, { customer_id: other, mobile: '070-1234-5678' });
    const foreign = await ask(token, { customer_id: other, mobile: '070-0000-0000' });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('お子さま・会員の情報が見つかりません');
    const mine = await t.request({ method: 'GET', url: '/api/family/change-requests', token });
    expect(mine.body.data).toEqual([]);

    expect((await staffList(other, staffB)).status).toBe(404);
    expect((await decide(other, asked.body.data.id, 'approve', staffB)).status).toBe(404);
    // A request of another customer, through this customer's path.
    expect((await decide(child, asked.body.data.id, 'approve')).status).toBe(404);
    expect(await mobileOf(other)).toBe('090-1111-2222');
  });

  it('the realms stay apart: a staff token is 401 on family operations, a family token on staff ones', async () => {
    const child = await customer(storeA);
    const { token } = await family(child);
    expect((await t.request({ method: 'GET', url: '/api/family/profile', token: staffA })).status).toBe(401);
    expect((await ask(staffA, { customer_id: child, mobile: '070-1111-1111' })).status).toBe(401);
    expect((await staffList(child, token)).status).toBe(401);
    const asked = await ask(token, { customer_id: child, mobile: '070-1111-1111' });
    expect((await decide(child, asked.body.data.id, 'approve', token)).status).toBe(401);
  });

  it('when the family saves notification settings, then the profile reads them back', async () => {
    const child = await customer(storeA);
    const { token } = await family(child);
    const saved = await t.request({
      method: 'PUT',
      url: '/api/family/notification-settings',
      token,
      payload: { announcements: true, makeups: false, billing: false },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('通知設定を保存しました');
    const profile = await t.request({ method: 'GET', url: '/api/family/profile', token });
    // A client that sends only the three switches (as before issue 32's channels) keeps working.
    expect(profile.body.data.notification_settings).toMatchObject({
      announcements: true,
      makeups: false,
      billing: false,
      quiet_hours: null,
    });
  });

  describe('password change', () => {
    const change = (token: string, current: string, next = 'yuina-swim-2027') =>
      t.request({
        method: 'POST',
        url: '/api/family/auth/change-password',
        token,
        payload: { current_password: current, password: next, password_confirmation: next },
      });

    it('when the current password is right, then the password changes and the other sessions end', async () => {
      const child = await customer(storeA);
      const { email, token } = await family(child);
      const other = await t.request({
        method: 'POST',
        url: '/api/family/auth/login',
        payload: { email, password: FAMILY_PASSWORD },
      });
      const changed = await change(token, FAMILY_PASSWORD);
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({
        message: 'パスワードを変更しました。他の端末からはログアウトしました',
        data: { revoked: 1 },
      });
      expect((await t.request({ method: 'GET', url: '/api/family/me', token })).status).toBe(200);
      const ended = await t.request({ method: 'GET', url: '/api/family/me', token: other.body.data.token });
      expect(ended.status).toBe(401);
      const login = (password: string) =>
        t.request({ method: 'POST', url: '/api/family/auth/login', payload: { email, password } });
      expect((await login(FAMILY_PASSWORD)).status).toBe(401);
      expect((await login('yuina-swim-2027')).status).toBe(200);
    });

    it('when the current password is wrong, then 422 in Japanese, and the fifth locks like a login', async () => {
      const child = await customer(storeA);
      const { token } = await family(child);
      const wrong = await change(token, 'not-my-password');
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors.current_password).toEqual(['現在のパスワードが正しくありません']);
      for (let i = 0; i < 3; i += 1) expect((await change(token, `wrong-${i}`)).status).toBe(422);
      const fifth = await change(token, 'wrong-5');
      expect(fifth.status).toBe(429);
      expect(fifth.body.error.code).toBe('ACCOUNT_LOCKED');
      expect((await change(token, FAMILY_PASSWORD)).status).toBe(429);
    });

    it('when the new password is short or unconfirmed, then 422 names the field', async () => {
      const child = await customer(storeA);
      const { token } = await family(child);
      const mismatch = await t.request({
        method: 'POST',
        url: '/api/family/auth/change-password',
        token,
        payload: {
          current_password: FAMILY_PASSWORD,
          password: 'abcdefgh',
          password_confirmation: 'abcdefgX',
        },
      });
      expect(mismatch.status).toBe(422);
      expect(mismatch.body.errors.password_confirmation).toEqual(['パスワードが一致しません']);
      const short = await change(token, FAMILY_PASSWORD, 'abc');
      expect(short.status).toBe(422);
    });
  });
});
