import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_PASSWORD, type TestApp } from './support/app.ts';
import { swimSchool } from './support/classes.ts';
import { databaseTargets } from './support/databases.ts';

// The family realm (issue 31): invitations from the customer record, accepting them, family login with the staff
// login's lockout, family sessions (logout, 他の端末からログアウト, 30 days), password reset, and the two realms
// kept apart — a family token is refused by staff operations and a staff token by family ones — with a family
// reaching only its own linked members.

const DAY = 24 * 60 * 60 * 1000;
const FAMILY_PASSWORD = 'hinata-swim-2026';

describe.each(databaseTargets)('family realm on $name', (target) => {
  let t: TestApp;
  let storeA: number;
  let storeB: number;
  let managerA: string;
  let staffA: string;
  let staffB: string;
  let sequence = 0;
  const emails = { managerA: '', staffA: '', staffB: '' };
  /** Staff sessions end when the test clock jumps past their 480 minutes: the tests that jump sign in again. */
  async function signInStaff() {
    managerA = await t.login(emails.managerA);
    staffA = await t.login(emails.staffA);
    staffB = await t.login(emails.staffB);
  }

  beforeAll(async () => {
    t = await startTestApp(target);
    storeA = await t.createStore('渋谷校');
    storeB = await t.createStore('横浜校');
    emails.managerA = (await t.createStaff({ role: 'manager', storeId: storeA })).email;
    emails.staffA = (await t.createStaff({ role: 'staff', storeId: storeA })).email;
    emails.staffB = (await t.createStaff({ role: 'manager', storeId: storeB })).email;
    await signInStaff();
  });
  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t?.close();
  });

  /** A member of the store (a child with a guardian unless `adult`). */
  async function customer(storeId: number, options: { adult?: boolean; status?: string } = {}) {
    sequence += 1;
    const { rows } = await t.db.query<{ id: number }>(
      `insert into customers (store_id, member_number, family_name, given_name, family_name_kana, given_name_kana,
         birth_date, status, joined_on, guardian_name)
       values ($1, $2, '佐藤', $3, 'サトウ', 'ヒナタ', '2017-05-01', $4, '2025-04-01', $5) returning id`,
      [
        storeId,
        `F${sequence}`,
        `陽向${sequence}`,
        options.status ?? 'active',
        options.adult ? null : '佐藤 美和',
      ],
    );
    return rows[0]?.id as number;
  }

  const nextEmail = () => {
    sequence += 1;
    return `family-${sequence}@test.kayoi.jp`;
  };

  const invite = (customerId: number, email: string, token = staffA) =>
    t.request({
      method: 'POST',
      url: `/api/customers/${customerId}/family-invitations`,
      token,
      payload: { email },
    });

  /** The token of the last invitation mailed to `email`. */
  function mailedToken(email: string, path = 'invitation') {
    const mail = [...t.outbox].reverse().find((m) => m.to === email);
    const match = new RegExp(`/my/${path}\\?token=([\\w-]+)`).exec(mail?.text ?? '');
    if (!match?.[1]) throw new Error(`no ${path} link mailed to ${email}`);
    return match[1];
  }

  const accept = (token: string, password = FAMILY_PASSWORD) =>
    t.request({
      method: 'POST',
      url: '/api/family/auth/accept-invitation',
      payload: { token, password, password_confirmation: password },
    });

  const familyLogin = (email: string, password = FAMILY_PASSWORD) =>
    t.request({ method: 'POST', url: '/api/family/auth/login', payload: { email, password } });

  /** A family account of `email` linked to `customerId`, through the invitation; answers its session token. */
  async function family(customerId: number, email = nextEmail(), inviter = staffA) {
    expect((await invite(customerId, email, inviter)).status).toBe(200);
    const response = await accept(mailedToken(email));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return { email, token: response.body.data.token as string };
  }

  describe('invitations from the customer record', () => {
    it('when staff invite, then a single-use link is mailed, only its hash is kept, and the card shows it pending', async () => {
      const child = await customer(storeA);
      const email = nextEmail();
      const response = await invite(child, email);
      expect(response.status).toBe(200);
      expect(response.body.message).toBe('招待メールを送信しました');
      expect(response.body.data).toMatchObject({ email, state: 'pending', accepted_at: null });
      expect(new Date(response.body.data.expires_at).getTime() - t.clock.now.getTime()).toBe(7 * DAY);
      const token = mailedToken(email);
      expect(t.outbox.at(-1)?.subject).toBe('【渋谷校】マイページ登録のご案内');
      const stored = await t.db.query<{ token_hash: string }>(
        'select token_hash from family_invitations where customer_id = $1',
        [child],
      );
      expect(stored.rows[0]?.token_hash).not.toBe(token);
      expect(stored.rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);

      const access = await t.request({
        method: 'GET',
        url: `/api/customers/${child}/family-access`,
        token: staffA,
      });
      expect(access.status).toBe(200);
      expect(access.body.data.accounts).toEqual([]);
      expect(access.body.data.invitations).toMatchObject([{ email, state: 'pending' }]);

      const preview = await t.request({
        method: 'POST',
        url: '/api/family/auth/invitation',
        payload: { token },
      });
      expect(preview.status).toBe(200);
      expect(preview.body.data).toMatchObject({ email, store: '渋谷校', has_password: false });
    });

    it('when the family accepts, then the password is set, it is signed in, and the card shows the account', async () => {
      const child = await customer(storeA);
      const { email, token } = await family(child);
      expect(token).toMatch(/^fam_[\w-]{40,}$/);
      const me = await t.request({ method: 'GET', url: '/api/family/me', token });
      expect(me.status).toBe(200);
      expect(me.body.data.account).toMatchObject({ email, state: 'active' });
      expect(me.body.data.members).toMatchObject([
        { id: child, relationship: 'guardian', store: { id: storeA, name: '渋谷校' } },
      ]);
      expect((await familyLogin(email)).status).toBe(200);

      const access = await t.request({
        method: 'GET',
        url: `/api/customers/${child}/family-access`,
        token: staffA,
      });
      expect(access.body.data.accounts).toMatchObject([{ email, state: 'active' }]);
      expect(access.body.data.invitations[0]).toMatchObject({ state: 'accepted' });
    });

    it('when the link is used a second time, then 422 says it was used', async () => {
      const child = await customer(storeA);
      const email = nextEmail();
      await invite(child, email);
      const token = mailedToken(email);
      expect((await accept(token)).status).toBe(200);
      const again = await accept(token, 'another-password-1');
      expect(again.status).toBe(422);
      expect(again.body.errors.token).toEqual([
        'この招待リンクはすでに使用されています。ログイン画面からログインしてください',
      ]);
      // The first password still holds.
      expect((await familyLogin(email)).status).toBe(200);
      expect((await familyLogin(email, 'another-password-1')).status).toBe(401);
    });

    it('when the link is older than 7 days, then 422 says it expired and nothing is set', async () => {
      const child = await customer(storeA);
      const email = nextEmail();
      await invite(child, email);
      const token = mailedToken(email);
      t.clock.advance(7 * DAY);
      await signInStaff();
      try {
        const response = await accept(token);
        expect(response.status).toBe(422);
        expect(response.body.errors.token).toEqual([
          '招待リンクの有効期限が切れています。お手数ですが、スクールに招待メールの再送をご依頼ください',
        ]);
        const preview = await t.request({
          method: 'POST',
          url: '/api/family/auth/invitation',
          payload: { token },
        });
        expect(preview.status).toBe(422);
        const access = await t.request({
          method: 'GET',
          url: `/api/customers/${child}/family-access`,
          token: staffA,
        });
        expect(access.body.data.invitations[0]).toMatchObject({ state: 'expired' });
      } finally {
        t.clock.advance(-7 * DAY);
        await signInStaff();
      }
      expect((await familyLogin(email)).status).toBe(401);
    });

    it('when the invitation is sent again, then the earlier link stops working and the new one works', async () => {
      const child = await customer(storeA);
      const email = nextEmail();
      await invite(child, email);
      const first = mailedToken(email);
      await invite(child, email);
      const second = mailedToken(email);
      expect(second).not.toBe(first);
      const old = await accept(first);
      expect(old.status).toBe(422);
      expect(old.body.errors.token).toEqual([
        '招待リンクが無効です。お手数ですが、最新の招待メールのリンクからお手続きください',
      ]);
      expect((await accept(second)).status).toBe(200);
      const access = await t.request({
        method: 'GET',
        url: `/api/customers/${child}/family-access`,
        token: staffA,
      });
      expect(access.body.data.invitations.map((i: { state: string }) => i.state)).toEqual([
        'accepted',
        'replaced',
      ]);
    });

    it('when one link is accepted by 8 requests at once, then exactly one succeeds', async () => {
      const child = await customer(storeA);
      const email = nextEmail();
      await invite(child, email);
      const token = mailedToken(email);
      const answers = await Promise.all(Array.from({ length: 8 }, () => accept(token)));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 422, 422, 422, 422, 422, 422, 422]);
      const links = await t.db.query('select 1 from family_links where customer_id = $1', [child]);
      expect(links.rows).toHaveLength(1);
    });

    it('when the passwords differ or the token is made up, then 422 and no account', async () => {
      const mismatch = await t.request({
        method: 'POST',
        url: '/api/family/auth/accept-invitation',
        payload: {
          token: 'x'.repeat(43),
          password: FAMILY_PASSWORD,
          password_confirmation: 'other-password',
        },
      });
      expect(mismatch.status).toBe(422);
      expect(mismatch.body.errors.password_confirmation).toEqual(['パスワードが一致しません']);
      const unknown = await accept('x'.repeat(43));
      expect(unknown.status).toBe(422);
      expect(unknown.body.errors.token).toHaveLength(1);
    });

    it('when staff of another store invite or look, then 404; a withdrawn member or a third account is 409', async () => {
      const child = await customer(storeA);
      expect((await invite(child, nextEmail(), staffB)).status).toBe(404);
      expect(
        (await t.request({ method: 'GET', url: `/api/customers/${child}/family-access`, token: staffB }))
          .status,
      ).toBe(404);
      const withdrawn = await customer(storeA, { status: 'withdrawn' });
      const refused = await invite(withdrawn, nextEmail());
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('退会した会員には招待メールを送信できません');

      // Two guardians, each with an account of their own; a third is refused, a resend to a linked one is not.
      const mother = await family(child);
      await family(child);
      const third = await invite(child, nextEmail(), managerA);
      expect(third.status).toBe(409);
      expect(third.body.message).toBe('この会員にはすでに2件のマイページアカウントが登録されています');
      expect((await invite(child, mother.email)).status).toBe(200);
    });
  });

  describe('family login and sessions', () => {
    it('when the password is wrong or the e-mail unknown or not yet registered, then the same 401 message', async () => {
      const child = await customer(storeA);
      const { email } = await family(child);
      const invitedOnly = nextEmail();
      await invite(await customer(storeA), invitedOnly);
      for (const [address, password] of [
        [email, 'wrong-password'],
        ['nobody@test.kayoi.jp', FAMILY_PASSWORD],
        [invitedOnly, FAMILY_PASSWORD],
      ] as const) {
        const response = await familyLogin(address, password);
        expect(response.status).toBe(401);
        expect(response.body.error).toEqual({
          code: 'INVALID_CREDENTIALS',
          message: 'メールアドレスまたはパスワードが正しくありません',
        });
      }
    });

    it('when the fifth wrong password is sent, then the e-mail is locked even for the right one (429 ACCOUNT_LOCKED)', async () => {
      const child = await customer(storeA);
      const { email } = await family(child);
      for (let i = 0; i < 4; i += 1) expect((await familyLogin(email, `wrong-${i}`)).status).toBe(401);
      const fifth = await familyLogin(email, 'wrong-5');
      expect(fifth.status).toBe(429);
      expect(fifth.body.error.code).toBe('ACCOUNT_LOCKED');
      const right = await familyLogin(email);
      expect(right.status).toBe(429);
      expect(right.body.error.retry_after).toBeGreaterThan(0);
      // The staff login of the same address is a different key: the family lockout is the family's.
      t.clock.advance(15 * 60_000 + 1000);
      try {
        expect((await familyLogin(email)).status).toBe(200);
      } finally {
        t.clock.advance(-(15 * 60_000 + 1000));
        await signInStaff();
      }
    });

    it('when 12 wrong passwords race, then no more than 5 are checked and the rest are locked out', async () => {
      const child = await customer(storeA);
      const { email } = await family(child);
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) => familyLogin(email, `race-${i}`)),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(4);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(8);
      expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    });

    it('when 他の端末からログアウト is sent, then every other session ends and this one stays', async () => {
      const child = await customer(storeA);
      const { email, token: fromInvitation } = await family(child);
      const phone = (await familyLogin(email)).body.data.token as string;
      const tablet = (await familyLogin(email)).body.data.token as string;
      const response = await t.request({
        method: 'POST',
        url: '/api/family/auth/logout-others',
        token: phone,
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        message: '他の端末からログアウトしました',
        data: { revoked: 2 },
      });
      for (const ended of [fromInvitation, tablet]) {
        expect((await t.request({ method: 'GET', url: '/api/family/me', token: ended })).status).toBe(401);
      }
      expect((await t.request({ method: 'GET', url: '/api/family/me', token: phone })).status).toBe(200);

      const logout = await t.request({ method: 'POST', url: '/api/family/auth/logout', token: phone });
      expect(logout.body.message).toBe('ログアウトしました');
      expect((await t.request({ method: 'GET', url: '/api/family/me', token: phone })).status).toBe(401);
    });

    it('when 30 days have passed, then the session is over (401 TOKEN_EXPIRED)', async () => {
      const { token } = await family(await customer(storeA));
      t.clock.advance(30 * DAY);
      try {
        const response = await t.request({ method: 'GET', url: '/api/family/me', token });
        expect(response.status).toBe(401);
        expect(response.body.error.code).toBe('TOKEN_EXPIRED');
      } finally {
        t.clock.advance(-30 * DAY);
        await signInStaff();
      }
    });
  });

  describe('one-time login link (パスワードを使わずにログイン)', () => {
    const askLink = (email: string) =>
      t.request({ method: 'POST', url: '/api/family/auth/login-link', payload: { email } });
    const redeem = (token: string) =>
      t.request({ method: 'POST', url: '/api/family/auth/login-link/redeem', payload: { token } });
    const MESSAGE =
      '入力されたメールアドレスが登録されている場合は、ログイン用のリンクをお送りしました。メールをご確認ください';
    const INVALID =
      'ログイン用のリンクが無効か、有効期限が切れています。お手数ですが、もう一度リンクをお受け取りください';

    it('when asked for any e-mail, then the same answer; only an account gets a link, which signs in once', async () => {
      const { email } = await family(await customer(storeA));
      const before = t.outbox.length;
      const unknown = await askLink('nobody@test.kayoi.jp');
      expect(unknown.status).toBe(200);
      expect(unknown.body.message).toBe(MESSAGE);
      expect(t.outbox.length).toBe(before);
      const known = await askLink(email.toUpperCase());
      expect(known.body.message).toBe(MESSAGE);
      const token = mailedToken(email, 'login-link');
      const { rows } = await t.db.query('select token_hash from family_login_links where token_hash = $1', [
        token,
      ]);
      expect(rows).toHaveLength(0); // only the hash is kept
      const signedIn = await redeem(token);
      expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
      expect(signedIn.body.message).toBe('ログインしました');
      const me = await t.request({ method: 'GET', url: '/api/family/me', token: signedIn.body.data.token });
      expect(me.body.data.account.email).toBe(email);
      const again = await redeem(token);
      expect(again.status).toBe(422);
      expect(again.body.errors.token).toEqual([INVALID]);
    });

    it('when a second link is asked for, or 15 minutes pass, or the account is stopped, then the link does not sign in', async () => {
      const member = await customer(storeA);
      const { email } = await family(member);
      await askLink(email);
      const first = mailedToken(email, 'login-link');
      await askLink(email);
      const second = mailedToken(email, 'login-link');
      expect((await redeem(first)).status).toBe(422);
      t.clock.advance(15 * 60_000 + 1000);
      try {
        expect((await redeem(second)).status).toBe(422);
      } finally {
        t.clock.advance(-(15 * 60_000 + 1000));
        await signInStaff();
      }
      await askLink(email);
      const third = mailedToken(email, 'login-link');
      const access = await t.request({
        method: 'GET',
        url: `/api/customers/${member}/family-access`,
        token: staffA,
      });
      const account = access.body.data.accounts[0].id as number;
      await t.request({
        method: 'PUT',
        url: `/api/customers/${member}/family-accounts/${account}/state`,
        token: staffA,
        payload: { state: 'disabled' },
      });
      expect((await redeem(third)).status).toBe(422);
    });

    it('when one link is sent by 6 requests at once, then exactly one signs in', async () => {
      const { email } = await family(await customer(storeA));
      await askLink(email);
      const token = mailedToken(email, 'login-link');
      const answers = await Promise.all(Array.from({ length: 6 }, () => redeem(token)));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 422, 422, 422, 422, 422]);
    });
  });

  describe('password reset', () => {
    it('when asked for any e-mail, then the same answer; only an account gets a single-use link that ends its sessions', async () => {
      const { email, token: session } = await family(await customer(storeA));
      const before = t.outbox.length;
      const unknown = await t.request({
        method: 'POST',
        url: '/api/family/auth/forgot-password',
        payload: { email: 'nobody@test.kayoi.jp' },
      });
      expect(t.outbox.length).toBe(before);
      const known = await t.request({
        method: 'POST',
        url: '/api/family/auth/forgot-password',
        payload: { email },
      });
      expect(known.status).toBe(unknown.status);
      expect(known.body.message).toBe(unknown.body.message);
      expect(t.outbox.length).toBe(before + 1);

      const resetToken = mailedToken(email, 'reset-password');
      const reset = (password: string) =>
        t.request({
          method: 'POST',
          url: '/api/family/auth/reset-password',
          payload: { token: resetToken, password, password_confirmation: password },
        });
      const done = await reset('new-family-pass-1');
      expect(done.status).toBe(200);
      expect(done.body.message).toBe('パスワードを再設定しました。新しいパスワードでログインしてください');
      expect((await t.request({ method: 'GET', url: '/api/family/me', token: session })).status).toBe(401);
      expect((await reset('new-family-pass-2')).status).toBe(422);
      expect((await familyLogin(email, 'new-family-pass-1')).status).toBe(200);
      expect((await familyLogin(email)).status).toBe(401);
    });
  });

  describe('two realms', () => {
    it('when a family token calls staff operations, then each is 401', async () => {
      const child = await customer(storeA);
      const { token } = await family(child);
      for (const [method, url, payload] of [
        ['GET', '/api/v3/auth/me'],
        ['GET', '/api/v3/auth/verify'],
        ['GET', '/api/customers'],
        ['GET', `/api/customers/${child}`],
        ['GET', `/api/customers/${child}/family-access`],
        ['POST', `/api/customers/${child}/family-invitations`, { email: 'x@test.kayoi.jp' }],
        ['GET', '/api/dashboard/kpi'],
        ['GET', '/api/absences'],
        ['POST', '/api/v3/auth/logout'],
      ] as const) {
        const response = await t.request({ method, url, token, ...(payload ? { payload } : {}) });
        expect(response.status, `${method} ${url}`).toBe(401);
        expect(response.body.error.code).toBe('UNAUTHENTICATED');
      }
    });

    it('when a staff token calls family operations, then each is 401', async () => {
      for (const [method, url] of [
        ['GET', '/api/family/me'],
        ['GET', '/api/family/home'],
        ['POST', '/api/family/auth/logout'],
        ['POST', '/api/family/auth/logout-others'],
      ] as const) {
        for (const token of [staffA, managerA]) {
          const response = await t.request({ method, url, token });
          expect(response.status, `${method} ${url}`).toBe(401);
          expect(response.body.error.code).toBe('UNAUTHENTICATED');
        }
      }
      // The staff sessions are untouched.
      expect((await t.request({ method: 'GET', url: '/api/v3/auth/verify', token: staffA })).status).toBe(
        200,
      );
    });

    it('when a staff member logs in to マイページ with the staff password, then 401 (no family account)', async () => {
      const staff = await t.createStaff({ role: 'manager', storeId: storeA });
      expect((await familyLogin(staff.email, TEST_PASSWORD)).status).toBe(401);
    });
  });

  describe('a family reaches only its own members', () => {
    it('when siblings are invited to one e-mail, then one account sees both, and another family sees neither', async () => {
      const older = await customer(storeA);
      const younger = await customer(storeA);
      const { email, token } = await family(older);
      await invite(younger, email);
      const preview = await t.request({
        method: 'POST',
        url: '/api/family/auth/invitation',
        payload: { token: mailedToken(email) },
      });
      expect(preview.body.data.has_password).toBe(true);
      const second = await accept(mailedToken(email));
      expect(second.status).toBe(200);
      const me = await t.request({ method: 'GET', url: '/api/family/me', token: second.body.data.token });
      expect(me.body.data.members.map((m: { id: number }) => m.id).sort()).toEqual([older, younger].sort());
      // Setting the password again ended the first session.
      expect((await t.request({ method: 'GET', url: '/api/family/me', token })).status).toBe(401);

      const other = await family(await customer(storeB), nextEmail(), staffB);
      const theirs = await t.request({ method: 'GET', url: '/api/family/me', token: other.token });
      expect(theirs.body.data.members.map((m: { id: number }) => m.id)).not.toContain(older);
      expect(JSON.stringify(theirs.body)).not.toContain(email);
    });

    it('when an adult member is invited, then the link says self', async () => {
      const adult = await customer(storeA, { adult: true });
      const { token } = await family(adult);
      const me = await t.request({ method: 'GET', url: '/api/family/me', token });
      expect(me.body.data.members).toMatchObject([{ id: adult, relationship: 'self' }]);
    });
  });

  describe('ホーム and 欠席連絡', () => {
    // The test clock is Sunday 2026-11-22 10:00 in Tokyo; this week is Monday 16 to Sunday 22 November.
    let child: number;
    let sibling: number;
    let token: string;
    let tuesday: number;
    let sunday: number;
    let saturday: number;
    let otherStoreClass: number;
    let schoolA: number;

    const one = async (sql: string, params: unknown[]) =>
      (await t.db.query<{ id: number }>(sql, params)).rows[0]?.id as number;

    async function weeklyClass(
      storeId: number,
      program: number,
      school: number,
      dow: number,
      start: string,
      end: string,
    ) {
      sequence += 1;
      return one(
        `insert into classes (store_id, school_id, program_id, name, day_of_week, start_time, end_time, capacity, starts_on)
         values ($1, $2, $3, $4, $5, $6, $7, 10, '2025-01-01') returning id`,
        [storeId, school, program, `ジュニア${sequence}`, dow, start, end],
      );
    }
    const enrol = (classId: number, customerId: number) =>
      t.db.query(
        `insert into class_enrollments (class_id, customer_id, enrolled_on) values ($1, $2, '2025-01-01')`,
        [classId, customerId],
      );

    beforeAll(async () => {
      const swim = await swimSchool(t, storeA);
      schoolA = swim.school;
      const coach = await t.createStaff({ role: 'staff', storeId: storeA });
      const substitute = await t.createStaff({ role: 'staff', storeId: storeA });
      await t.db.query(`update staffs set name = '田中 健' where id = $1`, [coach.id]);
      await t.db.query(`update staffs set name = '鈴木 一郎' where id = $1`, [substitute.id]);
      const facility = await one(
        `insert into facilities (store_id, name, kind) values ($1, '本館プール', 'pool') returning id`,
        [storeA],
      );
      const lane = await one(
        `insert into facility_lanes (facility_id, number, name) values ($1, 3, '3コース') returning id`,
        [facility],
      );
      tuesday = await weeklyClass(storeA, swim.program, swim.school, 2, '16:00', '17:00');
      await t.db.query('update classes set facility_id = $2, instructor_id = $3 where id = $1', [
        tuesday,
        facility,
        coach.id,
      ]);
      await t.db.query('insert into class_lanes (class_id, lane_id) values ($1, $2)', [tuesday, lane]);
      sunday = await weeklyClass(storeA, swim.program, swim.school, 0, '11:00', '12:00');
      saturday = await weeklyClass(storeA, swim.program, swim.school, 6, '10:00', '11:00');
      const swimB = await swimSchool(t, storeB);
      otherStoreClass = await weeklyClass(storeB, swimB.program, swimB.school, 2, '16:00', '17:00');

      child = await customer(storeA);
      sibling = await customer(storeA);
      for (const k of [tuesday, sunday, saturday]) await enrol(k, child);
      await enrol(tuesday, sibling);
      // 代行 next Tuesday, 休講 last Saturday (this week).
      await t.db.query(
        `insert into lesson_exceptions (store_id, class_id, lesson_date, kind, reason, substitute_instructor_id)
         values ($1, $2, '2026-11-24', 'moved', '代行', $3), ($1, $4, '2026-11-21', 'cancelled', '施設点検のため', null)`,
        [storeA, tuesday, substitute.id, saturday],
      );
      const email = nextEmail();
      token = (await family(child, email)).token;
      await invite(sibling, email);
      token = (await accept(mailedToken(email))).body.data.token;
    });

    it("when the family opens ホーム, then each member has the next lessons with lane, coach and 代行, and this week's 休講", async () => {
      const response = await t.request({ method: 'GET', url: '/api/family/home', token });
      expect(response.status).toBe(200);
      const { week, members } = response.body.data;
      expect(week).toEqual({ from: '2026-11-16', to: '2026-11-22' });
      const mine = members.find((m: { member: { id: number } }) => m.member.id === child);
      expect(mine.next_lessons.map((l: { date: string; class_id: number }) => [l.date, l.class_id])).toEqual([
        ['2026-11-22', sunday],
        ['2026-11-24', tuesday],
        ['2026-11-28', saturday],
        ['2026-11-29', sunday],
        ['2026-12-01', tuesday],
      ]);
      expect(mine.next_lessons[1]).toMatchObject({
        lanes: ['3コース'],
        coach: '鈴木 一郎',
        is_substitute: true,
        status: 'moved',
        absence_deadline: '2026-11-24T14:00:00+09:00',
        can_report_absence: true,
      });
      expect(mine.next_lessons[4]).toMatchObject({
        coach: '田中 健',
        is_substitute: false,
        status: 'scheduled',
      });
      // Today's 11:00 lesson is past the 2-hour cutoff.
      expect(mine.next_lessons[0]).toMatchObject({ can_report_absence: false, absence_reported: false });
      expect(mine.week_changes).toEqual([
        expect.objectContaining({
          class_id: saturday,
          date: '2026-11-21',
          kind: 'cancelled',
          reason: '施設点検のため',
        }),
      ]);
      const theirs = members.find((m: { member: { id: number } }) => m.member.id === sibling);
      expect(theirs.next_lessons.map((l: { class_id: number }) => l.class_id)).toEqual([
        tuesday,
        tuesday,
        tuesday,
      ]);
    });

    it("when the family reports an absence before the cutoff, then the desk's rule records it with its makeup credit", async () => {
      const heard: { type: string; payload?: unknown }[] = [];
      const stop = t.app.kayoi.events.subscribe({ store: storeA }, (event) => heard.push(event));
      const response = await t.request({
        method: 'POST',
        url: '/api/family/absences',
        token,
        payload: { customer_id: child, class_id: saturday, lesson_date: '2026-11-28', reason: '発熱のため' },
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(response.body.message).toBe('欠席連絡を受け付けました');
      expect(response.body.data).toMatchObject({
        customer_id: child,
        lesson_date: '2026-11-28',
        recorded_by: null,
      });
      expect(response.body.data.credit).toMatchObject({ source: 'absence', status: 'available' });
      stop();
      // The coach's tablet refreshes its roll, which shows the notice (欠席連絡あり).
      expect(heard).toContainEqual(
        expect.objectContaining({
          type: 'lesson_attendance.changed',
          payload: { class_id: saturday, customer_id: child, lesson_date: '2026-11-28' },
        }),
      );
      const roll = await t.request({
        method: 'GET',
        url: '/api/tablet-attendance/lessons?date=2026-11-28',
        token: staffA,
      });
      expect(JSON.stringify(roll.body)).toContain('"absence_notice":true');
      // The desk sees it as its own.
      const desk = await t.request({
        method: 'GET',
        url: `/api/absences?customer_id=${child}`,
        token: staffA,
      });
      expect(desk.body.data.map((a: { lesson_date: string }) => a.lesson_date)).toContain('2026-11-28');
      const again = await t.request({
        method: 'POST',
        url: '/api/family/absences',
        token,
        payload: { customer_id: child, class_id: saturday, lesson_date: '2026-11-28' },
      });
      expect(again.status).toBe(409);
      // The school's quota (2 a month for a weekly lesson): the second November absence gives a credit, the third
      // none, and the family is told so.
      const report = (classId: number, day: string) =>
        t.request({
          method: 'POST',
          url: '/api/family/absences',
          token,
          payload: { customer_id: child, class_id: classId, lesson_date: day },
        });
      const second = await report(tuesday, '2026-11-24');
      expect(second.body.data.credit).toMatchObject({ status: 'available' });
      const third = await report(sunday, '2026-11-29');
      expect(third.status).toBe(200);
      expect(third.body.data.credit).toBeNull();
      expect(third.body.message).toBe(
        '欠席連絡を受け付けました。今月の振替の上限に達しているため、このお休みの振替はご利用いただけません',
      );
      const home = await t.request({ method: 'GET', url: '/api/family/home', token });
      const lesson = home.body.data.members
        .find((m: { member: { id: number } }) => m.member.id === child)
        .next_lessons.find((l: { date: string }) => l.date === '2026-11-28');
      expect(lesson).toMatchObject({ absence_reported: true, can_report_absence: false });
    });

    it('when the cutoff has passed, then 422 tells the family to call', async () => {
      const response = await t.request({
        method: 'POST',
        url: '/api/family/absences',
        token,
        payload: { customer_id: child, class_id: sunday, lesson_date: '2026-11-22' },
      });
      expect(response.status).toBe(422);
      expect(response.body.errors.lesson_date).toEqual([
        '欠席連絡の受付は、レッスン開始の2時間前までです。お手数ですが、スクールへお電話ください',
      ]);
    });

    it("when a family sends another family's member or another store's class, then 404 and nothing is recorded", async () => {
      const stranger = await customer(storeA);
      await enrol(saturday, stranger);
      const other = await family(await customer(storeB), nextEmail(), staffB);
      for (const [who, payload] of [
        [token, { customer_id: stranger, class_id: saturday, lesson_date: '2026-11-28' }],
        [other.token, { customer_id: child, class_id: tuesday, lesson_date: '2026-12-01' }],
        [token, { customer_id: child, class_id: otherStoreClass, lesson_date: '2026-12-01' }],
      ] as const) {
        const response = await t.request({
          method: 'POST',
          url: '/api/family/absences',
          token: who,
          payload,
        });
        expect(response.status, JSON.stringify(payload)).toBe(404);
      }
      const recorded = await t.db.query('select 1 from lesson_absences where customer_id = any($1::int[])', [
        [stranger],
      ]);
      expect(recorded.rows).toHaveLength(0);
      const otherHome = await t.request({ method: 'GET', url: '/api/family/home', token: other.token });
      const seen = otherHome.body.data.members.flatMap(
        (m: { member: { id: number }; next_lessons: { class_id: number }[] }) => [
          m.member.id,
          ...m.next_lessons.map((l) => l.class_id),
        ],
      );
      expect(seen).not.toContain(child);
      expect(seen).not.toContain(tuesday);
    });

    it("when the desk opens the record and the dashboard, then the family's 欠席連絡 are in its log and today's count", async () => {
      const card = await t.request({
        method: 'GET',
        url: `/api/customers/${child}/family-access`,
        token: staffA,
      });
      const lines = card.body.data.activity.map((a: { action: string; summary: string }) => [
        a.action,
        a.summary,
      ]);
      expect(lines[lines.length - 1]).toEqual(['invitation_accepted', 'マイページに登録しました']);
      const absences = lines
        .filter(([action]: string[]) => action === 'absence_reported')
        .map(([, s]: string[]) => s);
      expect(absences).toHaveLength(3);
      expect(absences[0]).toMatch(/^11\/29\(日\) ジュニア\d+ 11:00 の欠席連絡$/);
      expect(absences[2]).toMatch(/^11\/28\(土\) ジュニア\d+ 10:00 の欠席連絡$/);
      const siblingCard = await t.request({
        method: 'GET',
        url: `/api/customers/${sibling}/family-access`,
        token: staffA,
      });
      expect(siblingCard.body.data.activity.map((a: { action: string }) => a.action)).toEqual([
        'invitation_accepted',
      ]);
      const dashboard = await t.request({
        method: 'GET',
        url: '/api/dashboard/family-notices',
        token: staffA,
      });
      expect(dashboard.body.data).toMatchObject({ date: '2026-11-22', absences: 3, makeup_bookings: 0 });
      expect(dashboard.body.data.recent[0]).toMatchObject({
        action: 'absence_reported',
        customer: { id: child },
      });
      const elsewhere = await t.request({
        method: 'GET',
        url: '/api/dashboard/family-notices',
        token: staffB,
      });
      expect(elsewhere.body.data).toMatchObject({ absences: 0, makeup_bookings: 0 });
      expect(JSON.stringify(elsewhere.body.data.recent)).not.toContain(`"id":${child}`);
    });

    it("when the school sets its 欠席連絡 cutoff in its rules, then マイページ's cutoff follows it", async () => {
      const rules = await t.request({
        method: 'GET',
        url: `/api/schools/${schoolA}/class-rules`,
        token: managerA,
      });
      expect(rules.body.data).toMatchObject({ absence_cutoff_minutes: 120, is_default: true });
      const { school_id: _, is_default: __, ...current } = rules.body.data;
      const save = (absence_cutoff_minutes?: number) =>
        t.request({
          method: 'PUT',
          url: `/api/schools/${schoolA}/class-rules`,
          token: managerA,
          payload: { ...current, absence_cutoff_minutes },
        });
      // 72 hours before: Tuesday's 16:00 lesson (54 hours away) is too late now.
      expect((await save(72 * 60)).body.data).toMatchObject({
        absence_cutoff_minutes: 4320,
        is_default: false,
      });
      const late = await t.request({
        method: 'POST',
        url: '/api/family/absences',
        token,
        payload: { customer_id: sibling, class_id: tuesday, lesson_date: '2026-11-24' },
      });
      expect(late.status).toBe(422);
      expect(late.body.errors.lesson_date).toEqual([
        '欠席連絡の受付は、レッスン開始の72時間前までです。お手数ですが、スクールへお電話ください',
      ]);
      // A client that does not send the cutoff keeps it; a bad one is refused with the rule's range.
      expect((await save(undefined)).body.data.absence_cutoff_minutes).toBe(4320);
      expect((await save(-1)).status).toBe(422);
      expect((await save(120)).body.data.absence_cutoff_minutes).toBe(120);
    });
  });

  describe('利用停止 from the customer record', () => {
    const setState = (customerId: number, accountId: number, state: string, token = staffA) =>
      t.request({
        method: 'PUT',
        url: `/api/customers/${customerId}/family-accounts/${accountId}/state`,
        token,
        payload: { state },
      });
    const accountOf = async (customerId: number) =>
      (await t.request({ method: 'GET', url: `/api/customers/${customerId}/family-access`, token: staffA }))
        .body.data.accounts[0].id as number;

    it('when staff stop an account, then its sessions end and it cannot sign in until resumed; twice is 409', async () => {
      const member = await customer(storeA);
      const { email, token } = await family(member);
      const account = await accountOf(member);
      const stopped = await setState(member, account, 'disabled');
      expect(stopped.status, JSON.stringify(stopped.body)).toBe(200);
      expect(stopped.body.message).toBe('マイページの利用を停止しました');
      expect(stopped.body.data.accounts[0].state).toBe('disabled');
      expect((await t.request({ method: 'GET', url: '/api/family/me', token })).status).toBe(401);
      expect((await familyLogin(email)).status).toBe(401);
      const again = await setState(member, account, 'disabled');
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('このアカウントはすでに利用停止中です');
      const resumed = await setState(member, account, 'active');
      expect(resumed.status).toBe(200);
      expect(resumed.body.data.accounts[0].state).toBe('active');
      expect(resumed.body.data.activity.slice(0, 2).map((a: { summary: string }) => a.summary)).toEqual([
        'スタッフが利用を再開しました',
        'スタッフが利用を停止しました',
      ]);
      expect((await familyLogin(email)).status).toBe(200);
    });

    it('when staff of another store, or an account not linked to the member, is sent, then 404 and nothing changes', async () => {
      const member = await customer(storeA);
      const other = await customer(storeA);
      await family(member);
      await family(other);
      const account = await accountOf(member);
      expect((await setState(member, account, 'disabled', staffB)).status).toBe(404);
      expect((await setState(other, account, 'disabled')).status).toBe(404);
      const { rows } = await t.db.query<{ state: string }>(
        'select state from family_accounts where id = $1',
        [account],
      );
      expect(rows[0]?.state).toBe('active');
    });

    it('when two desks stop the same account at once, then one stops it and the other is told it already is', async () => {
      const member = await customer(storeA);
      await family(member);
      const account = await accountOf(member);
      const answers = await Promise.all([
        setState(member, account, 'disabled'),
        setState(member, account, 'disabled'),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const { rows } = await t.db.query('select 1 from family_activity where account_id = $1', [account]);
      expect(rows).toHaveLength(2); // registration + one stop
    });
  });
});
