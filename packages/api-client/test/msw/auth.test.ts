import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_STAFF_CARD_UIDS, DEMO_TOKENS, resetFixtureStore } from '../../src/msw/index.ts';
import type { AuthTokenData, NfcLoginData, Staff } from '../../src/queries/types.ts';
import { api, FIXED_NOW, useMockServer } from './support.ts';

useMockServer();

// The mock's own part of signing in: its sessions (demo tokens, a login's token, expiry, logout, the store a
// session works in) over the recorded answers. Lockouts, rate limits and validation are the server's rules
// (packages/server/test/auth.test.ts); the mock answers them as recorded, and the parity test holds it to it.

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

  it('when a disabled card is tapped, then 403 CARD_DISABLED', async () => {
    const { status, body } = await cardLogin(DEMO_STAFF_CARD_UIDS.disabled);

    expect(status).toBe(403);
    expect(body).toMatchObject({
      message: 'このカードは現在無効化されています',
      error: { code: 'CARD_DISABLED' },
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
