import { describe, expect, it } from 'vitest';
import {
  currentFixtureStore,
  DEMO_PASSWORD,
  DEMO_STAFF_CARD_UIDS,
  DEMO_TOKENS,
  resetFixtureStore,
} from '../../src/msw/index.ts';
import type { AuthTokenData, NfcLoginData, Staff } from '../../src/queries/types.ts';
import { api, FIXED_NOW, useMockServer } from './support.ts';

useMockServer();

const MINUTE = 60_000;

/** Fixtures whose clock the test moves. */
function withMovableClock() {
  let now = FIXED_NOW.getTime();
  resetFixtureStore({ now: () => new Date(now) });
  return { advance: (ms: number) => (now += ms) };
}

const login = (email: string, password: string) =>
  api<AuthTokenData>('POST', '/api/v3/auth/login', { json: { email, password } });
const cardLogin = (nfc_uid: string, extra: Record<string, unknown> = {}) =>
  api<NfcLoginData>('POST', '/api/v3/auth/nfc-login', { json: { nfc_uid, ...extra } });

describe('authentication', () => {
  it('when a call comes without a token, then it is refused with 401 UNAUTHENTICATED', async () => {
    const { status, body } = await api('GET', '/api/v3/auth/me');

    expect(status).toBe(401);
    expect(body).toMatchObject({
      success: false,
      data: null,
      message: '認証が必要です',
      error: { code: 'UNAUTHENTICATED' },
    });
  });

  it('when the token is unknown, then the call is refused with 401', async () => {
    const { status, body } = await api('GET', '/api/dashboard/kpi', { token: 'forged-token' });

    expect(status).toBe(401);
    expect(body.error?.code).toBe('UNAUTHENTICATED');
  });

  it('when the token has expired, then the call is refused with 401 TOKEN_EXPIRED', async () => {
    const clock = withMovableClock();
    const { body: session } = await login('staff@demo.kayoi.jp', DEMO_PASSWORD);
    clock.advance(481 * MINUTE);

    const { status, body } = await api('GET', '/api/v3/auth/verify', { token: session.data.token });

    expect(status).toBe(401);
    expect(body.error?.code).toBe('TOKEN_EXPIRED');
  });

  it.each([
    ['staff', 'GET', '/api/stores'],
    ['manager', 'GET', '/api/stores'],
    ['staff', 'DELETE', '/api/customer-pre-registrations/12'],
    ['staff', 'DELETE', '/api/v3/chat/rooms/2'],
    ['manager', 'POST', '/api/v2/auth/change-store'],
  ] as const)('when a %s calls %s %s outside its x-roles, then it gets 403', async (role, method, path) => {
    const { status, body } = await api(method, path, {
      token: DEMO_TOKENS[role],
      json: method === 'POST' ? { store_id: 2 } : undefined,
    });

    expect(status).toBe(403);
    expect(body).toMatchObject({
      message: 'このアクションを実行する権限がありません',
      error: { code: 'FORBIDDEN' },
    });
  });
});

describe('password login', () => {
  it('when the demo manager logs in, then a token and the staff member come back', async () => {
    const { status, body } = await login('manager@demo.kayoi.jp', DEMO_PASSWORD);

    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      token_type: 'Bearer',
      expires_in: 480,
      user: { name: '佐藤 美咲', role: 'manager', store: '渋谷校', store_id: 1 },
    });
    const me = await api<{ user: Staff }>('GET', '/api/v3/auth/me', { token: body.data.token });
    expect(me.body.data.user.email).toBe('manager@demo.kayoi.jp');
  });

  it('when fields are missing, then 422 names each field', async () => {
    const { status, body } = await api('POST', '/api/v3/auth/login', { json: { email: '' } });

    expect(status).toBe(422);
    expect(body.errors).toEqual({ email: ['メールアドレスは必須です'], password: ['パスワードは必須です'] });
  });

  it('when five wrong passwords are sent for one e-mail, then the fifth locks it for 15 minutes (429 ACCOUNT_LOCKED)', async () => {
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      answers.push(await login('staff@demo.kayoi.jp', 'wrong-password'));

    expect(answers.slice(0, 4).map((a) => a.status)).toEqual([401, 401, 401, 401]);
    const locked = answers[4];
    expect(locked?.status).toBe(429);
    expect(locked?.headers.get('retry-after')).toBe('900');
    expect(locked?.body).toMatchObject({
      message: 'ログイン試行回数が多すぎます。しばらく待ってから再試行してください',
      error: { code: 'ACCOUNT_LOCKED', retry_after: 900 },
    });
  });

  it('when the e-mail is locked, then even the right password is refused until the lock ends', async () => {
    const clock = withMovableClock();
    for (let attempt = 0; attempt < 5; attempt += 1) await login('STAFF@demo.kayoi.jp', 'wrong-password');

    const whileLocked = await login('staff@demo.kayoi.jp', DEMO_PASSWORD);
    clock.advance(15 * MINUTE);
    const afterwards = await login('staff@demo.kayoi.jp', DEMO_PASSWORD);

    expect(whileLocked.status).toBe(429);
    expect(whileLocked.body.error?.retry_after).toBe(900);
    expect(afterwards.status).toBe(200);
  });

  it('when another e-mail failed five times, then this one is not locked', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await login('manager@demo.kayoi.jp', 'wrong-password');

    expect((await login('staff@demo.kayoi.jp', DEMO_PASSWORD)).status).toBe(200);
  });

  it('when a login succeeds after failures, then the failures are forgotten', async () => {
    for (let attempt = 0; attempt < 4; attempt += 1) await login('staff@demo.kayoi.jp', 'wrong-password');
    await login('staff@demo.kayoi.jp', DEMO_PASSWORD);

    const next = await login('staff@demo.kayoi.jp', 'wrong-password');

    expect(next.status).toBe(401);
  });
});

describe('NFC card login', () => {
  it('when a staff card is tapped, then the answer holds the staff member as both user and staff', async () => {
    const { status, body } = await cardLogin(DEMO_STAFF_CARD_UIDS.manager.toLowerCase(), {
      device_name: 'nfc-reader',
    });

    expect(status).toBe(200);
    expect(body.data.staff).toEqual(body.data.user);
    expect(body.data.staff).toMatchObject({ name: '佐藤 美咲', role: 'manager' });
  });

  it("when an admin's card is tapped at another store's reader, then the session works in that store", async () => {
    const { body } = await cardLogin(DEMO_STAFF_CARD_UIDS.admin, { store_id: 2 });

    expect(body.data.user).toMatchObject({ store: '横浜校', store_id: 2 });
  });

  it('when an unknown card is tapped, then 422 CARD_NOT_REGISTERED', async () => {
    const { status, body } = await cardLogin('04FFFFFFFFFF99');

    expect(status).toBe(422);
    expect(body).toMatchObject({
      message: '登録されていないNFCカードです。管理者にお問い合わせください',
      error: { code: 'CARD_NOT_REGISTERED' },
    });
  });

  it('when a disabled card is tapped, then 403 CARD_DISABLED', async () => {
    const { status, body } = await cardLogin(DEMO_STAFF_CARD_UIDS.disabled);

    expect(status).toBe(403);
    expect(body).toMatchObject({
      message: 'このカードは現在無効化されています',
      error: { code: 'CARD_DISABLED' },
    });
  });

  it('when the UID is not 8–16 hex characters, then 422 names nfc_uid', async () => {
    const { status, body } = await cardLogin('not-a-card');

    expect(status).toBe(422);
    expect(body.errors).toEqual({ nfc_uid: ['NFCカードIDの形式が不正です'] });
  });

  it('when one card fails three times, then the third answer is 429 for 10 minutes', async () => {
    const answers = [];
    for (let attempt = 0; attempt < 3; attempt += 1) answers.push(await cardLogin('04FFFFFFFFFF99'));

    expect(answers.map((a) => a.status)).toEqual([422, 422, 429]);
    expect(answers[2]?.body).toMatchObject({
      message: 'NFCアクセス頻度が制限を超えました',
      error: { code: 'TOO_MANY_REQUESTS', retry_after: 600 },
    });
  });
});

describe('session calls', () => {
  it('when the heartbeat is sent, then the token expiry slides to 480 minutes from now', async () => {
    const { body: session } = await login('staff@demo.kayoi.jp', DEMO_PASSWORD);

    const { body } = await api<{ expires_at: string }>('POST', '/api/v3/auth/heartbeat', {
      token: session.data.token,
      json: { timestamp: FIXED_NOW.getTime(), sessionId: 'tab-1' },
    });

    expect(body.data.expires_at).toBe('2026-11-21T01:10:00+09:00');
  });

  it('when the heartbeat has no session id, then 422', async () => {
    const { status } = await api('POST', '/api/v3/auth/heartbeat', {
      token: DEMO_TOKENS.staff,
      json: { timestamp: 1 },
    });

    expect(status).toBe(422);
  });

  it('when the user logs out, then the token no longer works', async () => {
    const { body: session } = await login('staff@demo.kayoi.jp', DEMO_PASSWORD);

    const logout = await api('POST', '/api/v3/auth/logout', { token: session.data.token });
    const after = await api('GET', '/api/v3/auth/me', { token: session.data.token });

    expect(logout.body.message).toBe('ログアウトしました');
    expect(after.status).toBe(401);
  });

  it('when the admin switches store, then the user and the session work in the new store', async () => {
    const { body } = await api<{ user: Staff }>('POST', '/api/v2/auth/change-store', {
      token: DEMO_TOKENS.admin,
      json: { store_id: 2 },
    });
    const me = await api<{ user: Staff }>('GET', '/api/v3/auth/user', { token: DEMO_TOKENS.admin });

    expect(body).toMatchObject({
      message: '店舗を切り替えました',
      data: { user: { store: '横浜校', store_id: 2 } },
    });
    expect(me.body.data.user.store_id).toBe(2);
  });

  it.each([
    [{ store_id: 99 }, 404, undefined],
    [{ store_id: 0 }, 422, { store_id: ['店舗を選択してください'] }],
  ])('when the admin picks store %j, then %i', async (json, status, errors) => {
    const answer = await api('POST', '/api/v2/auth/change-store', { token: DEMO_TOKENS.admin, json });

    expect(answer.status).toBe(status);
    expect(answer.body.errors).toEqual(errors);
  });

  it('when a reset token is wrong, then 422 names the token; the right one sets the password and ends sessions', async () => {
    await api('POST', '/api/v3/auth/forgot-password', { json: { email: 'staff@demo.kayoi.jp' } });
    const token = currentFixtureStore().passwordResets.get('staff@demo.kayoi.jp') ?? '';
    const reset = (resetToken: string) =>
      api('POST', '/api/v3/auth/reset-password', {
        json: {
          token: resetToken,
          email: 'staff@demo.kayoi.jp',
          password: 'kayoi-2026!',
          password_confirmation: 'kayoi-2026!',
        },
      });

    const wrong = await reset('not-the-token');
    const right = await reset(token);

    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ token: ['パスワード再設定トークンが無効です'] });
    expect(right.status).toBe(200);
    expect((await api('GET', '/api/v3/auth/me', { token: DEMO_TOKENS.staff })).status).toBe(401);
    expect((await login('staff@demo.kayoi.jp', 'kayoi-2026!')).status).toBe(200);
  });

  it('when a reset is asked for an unknown address, then the answer is the same as for a known one', async () => {
    const unknown = await api('POST', '/api/v3/auth/forgot-password', {
      json: { email: 'nobody@example.jp' },
    });
    const known = await api('POST', '/api/v3/auth/forgot-password', {
      json: { email: 'staff@demo.kayoi.jp' },
    });

    expect([unknown.status, unknown.body.message]).toEqual([known.status, known.body.message]);
  });

  it('when the CSRF cookie is asked for, then 204 without a body', async () => {
    const { status, body } = await api('GET', '/sanctum/csrf-cookie');

    expect(status).toBe(204);
    expect(body).toBeNull();
  });
});
