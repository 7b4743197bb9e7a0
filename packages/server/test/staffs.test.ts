import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_PASSWORD, type TestApp } from './support/app.ts';
import { databaseTargets } from './support/databases.ts';
import { multipart, PNG_BYTES } from './support/forms.ts';

const FORBIDDEN = 'このアクションを実行する権限がありません';
const ABOVE = '自分より上位の権限のアカウントは操作できません';

let uidSequence = 0;
const nextUid = () => {
  uidSequence += 1;
  return `5A${uidSequence.toString(16).toUpperCase().padStart(12, '0')}`;
};

describe.each(databaseTargets)('staff accounts on $name', (target) => {
  let t: TestApp;
  let storeA: number;
  let storeB: number;
  const tokens = {} as Record<'admin' | 'manager' | 'staff' | 'managerB', string>;
  const ids = {} as Record<'admin' | 'manager' | 'staff' | 'managerB', number>;
  let emailSequence = 0;

  const newStaffBody = (overrides: Record<string, unknown> = {}) => {
    emailSequence += 1;
    return {
      name: '佐藤 美咲',
      name_kana: 'さとう みさき',
      email: `Sato.Misaki${emailSequence}@Kayoi.Example.jp`,
      role: 'staff',
      gender: 'female',
      is_instructor: true,
      qualifications: [
        { name: '日本水泳連盟 基礎水泳指導員', acquired_on: '2024-06-01' },
        {
          name: '救急法',
          certificate_number: 'R6-1234',
          acquired_on: '2025-03-15',
          expires_on: '2028-03-31',
        },
      ],
      ...overrides,
    };
  };
  const create = (token: string, body: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/staffs', token, payload: body });
  /** The token of the invitation mailed last to `email`. */
  const invitationToken = (email: string) => {
    const mail = [...t.outbox].reverse().find((m) => m.to === email.toLowerCase());
    const match = /accept-invitation\?token=([\w-]+)&email=/.exec(mail?.text ?? '');
    if (!match?.[1]) throw new Error(`no invitation for ${email}`);
    return match[1];
  };
  const accept = (email: string, token: string, password = 'swim-start-2026') =>
    t.request({
      method: 'POST',
      url: '/api/v3/auth/accept-invitation',
      payload: { token, email, password, password_confirmation: password },
    });
  const loginStatus = async (email: string, password = TEST_PASSWORD) =>
    (await t.request({ method: 'POST', url: '/api/v3/auth/login', payload: { email, password } })).status;
  /** A fresh account of `role` in `storeId` that can log in, with its token. */
  const account = async (role: 'admin' | 'manager' | 'staff', storeId: number) => {
    const staff = await t.createStaff({ role, storeId });
    return { ...staff, token: await t.login(staff.email) };
  };

  beforeAll(async () => {
    t = await startTestApp(target);
    storeA = await t.createStore('渋谷校');
    storeB = await t.createStore('横浜校');
    for (const [key, role, store] of [
      ['admin', 'admin', storeA],
      ['manager', 'manager', storeA],
      ['staff', 'staff', storeA],
      ['managerB', 'manager', storeB],
    ] as const) {
      const made = await account(role, store);
      tokens[key] = made.token;
      ids[key] = made.id;
    }
  });

  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t?.close();
  });

  describe('creating an account', () => {
    it('when a manager creates a staff member, then the account waits for its password and the invitation is mailed', async () => {
      const body = newStaffBody();
      const response = await create(tokens.manager, body);
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      const staff = response.body.data;
      expect(staff).toMatchObject({
        name: '佐藤 美咲',
        name_kana: 'サトウ ミサキ',
        email: body.email.toLowerCase(),
        role: 'staff',
        store_id: storeA,
        account_status: 'invited',
        is_instructor: true,
        created_by: { id: ids.manager },
      });
      expect(staff.qualifications.map((q: { name: string }) => q.name)).toEqual([
        '日本水泳連盟 基礎水泳指導員',
        '救急法',
      ]);
      expect(staff.qualifications[1]).toMatchObject({
        certificate_number: 'R6-1234',
        expires_on: '2028-03-31',
      });
      expect(staff.invitation).toMatchObject({ expired: false });
      expect(staff.history.map((h: { action: string }) => h.action)).toEqual(['invited', 'created']);
      const mail = t.outbox.at(-1);
      expect(mail?.to).toBe(body.email.toLowerCase());
      expect(mail?.subject).toBe('【Kayoi】スタッフアカウントのご案内');
      // Not before the password is set.
      expect(await loginStatus(body.email)).toBe(401);
      const accepted = await accept(body.email, invitationToken(body.email));
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
      expect(await loginStatus(body.email, 'swim-start-2026')).toBe(200);
      const after = await t.request({ method: 'GET', url: `/api/staffs/${staff.id}`, token: tokens.manager });
      expect(after.body.data).toMatchObject({ account_status: 'active', invitation: null });
      expect(after.body.data.history[0]).toMatchObject({ action: 'invitation_accepted', changed_by: null });
    });

    it('when the role order is broken at creation, then 403: managers create no admins and no accounts of other stores', async () => {
      expect((await create(tokens.manager, newStaffBody({ role: 'admin' }))).status).toBe(403);
      const elsewhere = await create(tokens.manager, newStaffBody({ store_id: storeB }));
      expect(elsewhere.status).toBe(403);
      expect((await create(tokens.staff, newStaffBody())).body.message).toBe(FORBIDDEN);
      const byAdmin = await create(tokens.admin, newStaffBody({ role: 'admin', store_id: storeB }));
      expect(byAdmin.status).toBe(201);
      expect(byAdmin.body.data).toMatchObject({ role: 'admin', store_id: storeB, store: '横浜校' });
      // A manager creating a manager (their own rank) is fine.
      expect((await create(tokens.manager, newStaffBody({ role: 'manager' }))).status).toBe(201);
    });

    it('when the e-mail is taken (in any case) or a field is wrong, then 422 with the field in Japanese', async () => {
      const body = newStaffBody();
      expect((await create(tokens.admin, body)).status).toBe(201);
      const again = await create(tokens.admin, { ...newStaffBody(), email: body.email.toUpperCase() });
      expect(again.status).toBe(422);
      expect(again.body.errors.email).toEqual(['このメールアドレスは既に使用されています']);
      const wrong = await create(
        tokens.admin,
        newStaffBody({
          name_kana: '佐藤',
          qualifications: [{ name: '救急法', acquired_on: '2025-04-01', expires_on: '2024-04-01' }],
        }),
      );
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors).toMatchObject({
        name_kana: ['フリガナは全角カタカナで入力してください'],
        'qualifications.0.expires_on': ['有効期限は取得日以降の日付を指定してください'],
      });
      const unknownStore = await create(tokens.admin, newStaffBody({ store_id: 999_999 }));
      expect(unknownStore.status).toBe(422);
    });

    it('when two admins save one new e-mail at once, then one account is made and the other gets 422', async () => {
      const body = newStaffBody();
      const answers = await Promise.all([create(tokens.admin, body), create(tokens.admin, body)]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
    });
  });

  describe('editing an account', () => {
    it('when the role order is broken in an edit, then 403, and nobody changes their own role', async () => {
      const admin = await account('admin', storeA);
      const staff = await account('staff', storeA);
      const put = (token: string, id: number, overrides: Record<string, unknown>) =>
        t.request({
          method: 'PUT',
          url: `/api/staffs/${id}`,
          token,
          payload: {
            name: '編集 太郎',
            name_kana: 'ヘンシュウ タロウ',
            email: `edit${id}@test.kayoi.jp`,
            role: 'staff',
            ...overrides,
          },
        });
      const aboveRole = await put(tokens.manager, admin.id, { role: 'admin' });
      expect([aboveRole.status, aboveRole.body.message]).toEqual([403, ABOVE]);
      expect((await put(tokens.manager, staff.id, { role: 'admin' })).status).toBe(403);
      expect((await put(tokens.manager, staff.id, { store_id: storeB })).status).toBe(403);
      const promoted = await put(tokens.manager, staff.id, { role: 'manager', is_instructor: true });
      expect(promoted.status, JSON.stringify(promoted.body)).toBe(200);
      expect(promoted.body.data).toMatchObject({ role: 'manager', updated_by: { id: ids.manager } });
      expect(promoted.body.data.history[0]).toMatchObject({
        action: 'updated',
        changed_by: { id: ids.manager },
        changes: { role: ['staff', 'manager'] },
      });
      // The new role is another account: the sessions opened as the old one ended.
      const verify = await t.request({ method: 'GET', url: '/api/v3/auth/verify', token: staff.token });
      expect(verify.status).toBe(401);
      const own = await put(tokens.manager, ids.manager, { role: 'staff' });
      expect(own.status).toBe(422);
      expect(own.body.errors.role).toEqual(['自分自身の権限は変更できません']);
    });

    it("when another store's manager reads or edits an account of store A, then 404", async () => {
      const staff = await t.createStaff({ role: 'staff', storeId: storeA });
      expect(
        (await t.request({ method: 'GET', url: `/api/staffs/${staff.id}`, token: tokens.managerB })).status,
      ).toBe(404);
      const put = await t.request({
        method: 'PUT',
        url: `/api/staffs/${staff.id}`,
        token: tokens.managerB,
        payload: { name: '他店 太郎', name_kana: 'タテン タロウ', email: staff.email, role: 'staff' },
      });
      expect(put.status).toBe(404);
      const list = await t.request({ method: 'GET', url: '/api/staffs', token: tokens.managerB });
      expect(list.body.data.map((s: { id: number }) => s.id)).not.toContain(staff.id);
    });
  });

  describe('retiring', () => {
    it('when a staff member retires, then login, sessions, card sessions and the card stop; the account and its history stay', async () => {
      const staff = await account('staff', storeA);
      const uid = nextUid();
      const issued = await t.request({
        method: 'POST',
        url: '/api/nfc-cards',
        token: tokens.manager,
        payload: { holder_type: 'staff', holder_id: staff.id, uid },
      });
      expect(issued.status).toBe(201);
      const device = await t.enrollReaderDevice(storeA);
      const cardLogin = await t.request({
        method: 'POST',
        url: '/api/v3/auth/nfc-login',
        headers: { 'x-device-credential': device },
        payload: { nfc_uid: uid, device_name: 'nfc-reader' },
      });
      expect(cardLogin.status).toBe(200);
      const retired = await t.request({
        method: 'POST',
        url: `/api/staffs/${staff.id}/retire`,
        token: tokens.manager,
        payload: { reason: '一身上の都合により退職' },
      });
      expect(retired.status, JSON.stringify(retired.body)).toBe(200);
      expect(retired.body.data).toMatchObject({
        is_active: false,
        account_status: 'retired',
        retire_reason: '一身上の都合により退職',
        retired_by: { id: ids.manager },
        card: null,
      });
      expect(retired.body.data.retired_at).toBe('2026-11-22T10:00:00+09:00');
      for (const token of [staff.token, cardLogin.body.data.token]) {
        expect((await t.request({ method: 'GET', url: '/api/v3/auth/me', token })).status).toBe(401);
      }
      expect(await loginStatus(staff.email)).toBe(401);
      const tapAgain = await t.request({
        method: 'POST',
        url: '/api/v3/auth/nfc-login',
        headers: { 'x-device-credential': device },
        payload: { nfc_uid: uid, device_name: 'nfc-reader' },
      });
      expect(tapAgain.body.error.code).toBe('CARD_DISABLED');
      const { rows } = await t.db.query<{ status: string }>('select status from nfc_cards where uid = $1', [
        uid,
      ]);
      expect(rows[0]?.status).toBe('disabled');
      // Still listed (history stays attributed), and found by the 退職 filter.
      const list = await t.request({ method: 'GET', url: '/api/staffs?status=retired', token: tokens.staff });
      expect(list.body.data.map((s: { id: number }) => s.id)).toContain(staff.id);
      expect(
        (
          await t.request({
            method: 'POST',
            url: `/api/staffs/${staff.id}/retire`,
            token: tokens.manager,
            payload: {},
          })
        ).status,
      ).toBe(409);

      const back = await t.request({
        method: 'POST',
        url: `/api/staffs/${staff.id}/reinstate`,
        token: tokens.manager,
      });
      expect(back.status).toBe(200);
      expect(back.body.data).toMatchObject({ account_status: 'active', retired_at: null, card: null });
      expect(await loginStatus(staff.email)).toBe(200);
      expect(back.body.data.history.map((h: { action: string }) => h.action).slice(0, 2)).toEqual([
        'reinstated',
        'retired',
      ]);
    });

    it('when someone would retire themselves, an account above them or the last admin, then they cannot', async () => {
      const self = await t.request({
        method: 'POST',
        url: `/api/staffs/${ids.manager}/retire`,
        token: tokens.manager,
        payload: {},
      });
      expect(self.status).toBe(403);
      expect(self.body.message).toBe('自分自身を退職にすることはできません');
      const admin = await account('admin', storeA);
      const above = await t.request({
        method: 'POST',
        url: `/api/staffs/${admin.id}/retire`,
        token: tokens.manager,
        payload: {},
      });
      expect([above.status, above.body.message]).toEqual([403, ABOVE]);
      const staffCaller = await t.request({
        method: 'POST',
        url: `/api/staffs/${ids.staff}/retire`,
        token: tokens.staff,
        payload: {},
      });
      expect(staffCaller.status).toBe(403);

      // An admin demotes another admin while a third remains: fine.
      const demoted = await t.request({
        method: 'PUT',
        url: `/api/staffs/${admin.id}`,
        token: tokens.admin,
        payload: {
          name: '降格 管理者',
          name_kana: 'コウカク カンリシャ',
          email: admin.email,
          role: 'manager',
        },
      });
      expect(demoted.status).toBe(200);
    });

    it('when two admins retire each other at once, then one of them stays an admin', async () => {
      const { rows } = await t.db.query<{ id: number }>(
        `select id from staffs where role = 'admin' and is_active`,
      );
      await t.db.query(`update staffs set is_active = false where id = any($1::int[])`, [
        rows.map((r) => r.id),
      ]);
      const one = await account('admin', storeA);
      const two = await account('admin', storeA);
      const answers = await Promise.all([
        t.request({ method: 'POST', url: `/api/staffs/${two.id}/retire`, token: one.token, payload: {} }),
        t.request({ method: 'POST', url: `/api/staffs/${one.id}/retire`, token: two.token, payload: {} }),
      ]);
      const statuses = answers.map((a) => a.status).sort();
      // The first to lock retires the other; the second then finds itself retired (401) or the last admin (409).
      expect(statuses[0]).toBe(200);
      expect([401, 409]).toContain(statuses[1]);
      const left = await t.db.query(
        `select 1 from staffs where role = 'admin' and is_active and id = any($1::int[])`,
        [[one.id, two.id]],
      );
      expect(left.rows).toHaveLength(1);
      await t.db.query(`update staffs set is_active = true where id = any($1::int[])`, [
        rows.map((r) => r.id),
      ]);
    });
  });

  describe('invitations and forced resets', () => {
    it('when one invitation token is used by parallel requests, then exactly one sets the password', async () => {
      const body = newStaffBody();
      expect((await create(tokens.admin, body)).status).toBe(201);
      const token = invitationToken(body.email);
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) => accept(body.email, token, `password-${i}-long`)),
      );
      const won = answers.filter((a) => a.status === 200);
      expect(won).toHaveLength(1);
      expect(answers.filter((a) => a.status === 422)).toHaveLength(5);
      const winner = answers.indexOf(won[0] as (typeof answers)[number]);
      expect(await loginStatus(body.email, `password-${winner}-long`)).toBe(200);
    });

    it('when an invitation expires or is re-sent, then only the newest, unexpired link works', async () => {
      const body = newStaffBody();
      const created = await create(tokens.manager, body);
      const first = invitationToken(body.email);
      const resent = await t.request({
        method: 'POST',
        url: `/api/staffs/${created.body.data.id}/invitation`,
        token: tokens.manager,
      });
      expect(resent.status).toBe(200);
      const second = invitationToken(body.email);
      expect(second).not.toBe(first);
      expect((await accept(body.email, first)).status).toBe(422);
      t.clock.advance(8 * 24 * 60 * 60 * 1000);
      const late = await accept(body.email, second);
      expect(late.status).toBe(422);
      expect(late.body.errors.token).toEqual([
        '招待リンクが無効か、有効期限が切れています。管理者に再送を依頼してください',
      ]);
      // Read with a session opened at that time (the callers' own sessions have expired by then).
      const reader = await account('manager', storeA);
      const detail = await t.request({
        method: 'GET',
        url: `/api/staffs/${created.body.data.id}`,
        token: reader.token,
      });
      expect(detail.body.data.invitation.expired).toBe(true);
      t.clock.advance(-8 * 24 * 60 * 60 * 1000);
      // An account with a password is not invited again.
      const withPassword = await t.request({
        method: 'POST',
        url: `/api/staffs/${ids.staff}/invitation`,
        token: tokens.manager,
      });
      expect(withPassword.status).toBe(409);
    });

    it('when an admin forces a reset, then the old password and sessions stop and the mailed link sets a new one', async () => {
      const staff = await account('staff', storeA);
      const byManager = await t.request({
        method: 'POST',
        url: `/api/staffs/${staff.id}/password-reset`,
        token: tokens.manager,
      });
      expect(byManager.status).toBe(403);
      const forced = await t.request({
        method: 'POST',
        url: `/api/staffs/${staff.id}/password-reset`,
        token: tokens.admin,
      });
      expect(forced.status, JSON.stringify(forced.body)).toBe(200);
      expect(forced.body.data.account_status).toBe('invited');
      expect(t.outbox.at(-1)?.subject).toBe('【Kayoi】パスワード再設定のお願い');
      expect((await t.request({ method: 'GET', url: '/api/v3/auth/me', token: staff.token })).status).toBe(
        401,
      );
      expect(await loginStatus(staff.email)).toBe(401);
      expect((await accept(staff.email, invitationToken(staff.email), 'brand-new-pass')).status).toBe(200);
      expect(await loginStatus(staff.email, 'brand-new-pass')).toBe(200);
      const own = await t.request({
        method: 'POST',
        url: `/api/staffs/${ids.admin}/password-reset`,
        token: tokens.admin,
      });
      expect(own.status).toBe(403);
    });
  });

  it('when the list is read, then every role sees the store, card UIDs masked, and the filters apply', async () => {
    const staff = await t.createStaff({ role: 'staff', storeId: storeA });
    await t.db.query(`insert into nfc_cards (uid, card_type, staff_id) values ($1, 1, $2)`, [
      nextUid(),
      staff.id,
    ]);
    const list = await t.request({ method: 'GET', url: '/api/staffs', token: tokens.staff });
    expect(list.status).toBe(200);
    const item = list.body.data.find((s: { id: number }) => s.id === staff.id);
    expect(item.card.uid).toMatch(/^\*{10}[0-9A-F]{4}$/);
    expect(item).toMatchObject({ account_status: 'active', is_instructor: false, retired_at: null });
    const invited = await t.request({
      method: 'GET',
      url: '/api/staffs?status=invited',
      token: tokens.staff,
    });
    expect(invited.body.data.every((s: { account_status: string }) => s.account_status === 'invited')).toBe(
      true,
    );
  });

  it('when a photo is set and removed, then the profile signs its URL and then shows none', async () => {
    const staff = await t.createStaff({ role: 'staff', storeId: storeA });
    const set = await t.request({
      method: 'PUT',
      url: `/api/staffs/${staff.id}/photo`,
      token: tokens.manager,
      ...multipart({}, { bytes: PNG_BYTES, filename: 'me.png', type: 'image/png', field: 'photo' }),
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data.photo_url).toMatch(/^\/storage\/photos\//);
    const notImage = await t.request({
      method: 'PUT',
      url: `/api/staffs/${staff.id}/photo`,
      token: tokens.manager,
      ...multipart(
        {},
        { bytes: Buffer.from('not an image'), filename: 'me.png', type: 'image/png', field: 'photo' },
      ),
    });
    expect(notImage.status).toBe(422);
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/staffs/${staff.id}/photo`,
      token: tokens.manager,
    });
    expect(removed.body.data.photo_url).toBeNull();
  });
});
