import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  answerHandler,
  currentFixtureStore,
  DEMO_PASSWORD,
  DEMO_STAFF_CARD_UIDS,
  DEMO_TOKENS,
  errorHandler,
} from '../../src/msw/index.ts';
import { staleTimes } from '../../src/policy.ts';
import {
  authKeys,
  changeStoreMutationOptions,
  getAuthenticatedUserQueryOptions,
  getCsrfCookieQueryOptions,
  getCurrentUserQueryOptions,
  loginWithNfcCardMutationOptions,
  loginWithPasswordMutationOptions,
  logoutMutationOptions,
  requestPasswordResetMutationOptions,
  resetPasswordMutationOptions,
  sendHeartbeatMutationOptions,
  verifyTokenQueryOptions,
} from '../../src/queries/auth.ts';
import { logoutFamilyMutationOptions } from '../../src/queries/family.ts';
import {
  getPreRegistrationStatsQueryOptions,
  preRegistrationKeys,
} from '../../src/queries/preRegistrations.ts';
import { configureTestClient, recordingFetch, server, useMockServer } from '../msw/support.ts';
import { testQueryClient } from './support.ts';

useMockServer();

let queryClient: QueryClient;
beforeEach(() => {
  queryClient = testQueryClient();
});

describe('login', () => {
  it('when the password login succeeds, then the token is stored and the user is cached', async () => {
    const { tokenStore } = configureTestClient();

    const session = await new MutationObserver(queryClient, loginWithPasswordMutationOptions()).mutate({
      email: 'manager@demo.kayoi.jp',
      password: DEMO_PASSWORD,
    });

    expect(tokenStore.token).toBe(session.token);
    expect(session).toMatchObject({ token_type: 'Bearer', expires_in: 480 });
    expect(queryClient.getQueryData(authKeys.currentUser())).toEqual({ user: session.user });
    expect(queryClient.getQueryData(authKeys.authenticatedUser())).toEqual({ user: session.user });
    // The token works for the next call.
    const me = await queryClient.fetchQuery({ ...getCurrentUserQueryOptions(), staleTime: 0 });
    expect(me.user).toMatchObject({ email: 'manager@demo.kayoi.jp', role: 'manager' });
  });

  it('when a previous session left answers in the cache, then a login starts from an empty cache', async () => {
    configureTestClient({ token: DEMO_TOKENS.staff });
    await queryClient.fetchQuery(getPreRegistrationStatsQueryOptions());

    await new MutationObserver(queryClient, loginWithPasswordMutationOptions()).mutate({
      email: 'admin@demo.kayoi.jp',
      password: DEMO_PASSWORD,
    });

    expect(queryClient.getQueryData(preRegistrationKeys.stats())).toBeUndefined();
  });

  it('when the password is wrong, then the mutation fails with 401 and no token is stored', async () => {
    const { tokenStore, onUnauthorized } = configureTestClient();

    await expect(
      new MutationObserver(queryClient, loginWithPasswordMutationOptions()).mutate({
        email: 'staff@demo.kayoi.jp',
        password: 'wrong-password',
      }),
    ).rejects.toMatchObject({
      status: 401,
      code: 'INVALID_CREDENTIALS',
      serverMessage: 'メールアドレスまたはパスワードが正しくありません',
    });
    expect(tokenStore.token).toBeNull();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('when a staff card logs in, then the token is stored and the staff member is cached as the user', async () => {
    const { tokenStore } = configureTestClient();

    const session = await new MutationObserver(queryClient, loginWithNfcCardMutationOptions()).mutate({
      nfc_uid: DEMO_STAFF_CARD_UIDS.staff.toLowerCase(),
    });

    expect(tokenStore.token).toBe(session.token);
    expect(session.staff).toEqual(session.user);
    expect(queryClient.getQueryData(authKeys.currentUser())).toEqual({ user: session.staff });
  });
});

describe('logout', () => {
  it('when the server confirms the logout, then the token is cleared and the cache is kept for the farewell', async () => {
    const { tokenStore } = configureTestClient({ token: DEMO_TOKENS.staff });
    const me = await queryClient.fetchQuery(getCurrentUserQueryOptions());

    await new MutationObserver(queryClient, logoutMutationOptions()).mutate();

    expect(tokenStore.token).toBeNull();
    // The signed-in screens still render under the farewell; the logout flow empties the cache after it.
    expect(queryClient.getQueryData(authKeys.currentUser())).toEqual(me);
    expect(currentFixtureStore().sessions.has(DEMO_TOKENS.staff)).toBe(false);
  });

  it.each([
    ['staff', logoutMutationOptions, DEMO_TOKENS.staff],
    ['family', logoutFamilyMutationOptions, 'fam_story_session'],
  ] as const)(
    'when another session is configured while the %s logout is on its way, then only the ended session’s token is cleared',
    async (_, logout, token) => {
      let next: ReturnType<typeof configureTestClient> | undefined;
      const ended = configureTestClient({
        token,
        // The answer arrives after another client (the next screen's, a login in its place) was configured.
        fetch: async (input, init) => {
          const answer = await recordingFetch(input, init);
          next = configureTestClient({ token: DEMO_TOKENS.manager });
          return answer;
        },
      });

      await new MutationObserver(queryClient, logout()).mutate();

      expect(ended.tokenStore.token).toBeNull();
      expect(next?.tokenStore.token).toBe(DEMO_TOKENS.manager);
    },
  );

  it('when the server answers 500, then the logout still succeeds and the token is cleared', async () => {
    const { tokenStore } = configureTestClient({ token: DEMO_TOKENS.staff });
    server.use(errorHandler('logout', 500));

    await expect(new MutationObserver(queryClient, logoutMutationOptions()).mutate()).resolves.toBeNull();

    expect(tokenStore.token).toBeNull();
  });
});

describe('store switch', () => {
  it('when an admin switches store, then every cached answer is dropped and the user is fetched again', async () => {
    configureTestClient({ token: DEMO_TOKENS.admin });
    await queryClient.fetchQuery(getCurrentUserQueryOptions());
    await queryClient.fetchQuery(getPreRegistrationStatsQueryOptions());
    const before = queryClient.getQueryState(authKeys.currentUser())?.dataUpdatedAt ?? 0;

    await new MutationObserver(queryClient, changeStoreMutationOptions()).mutate({ store_id: 2 });

    expect(queryClient.getQueryData(preRegistrationKeys.stats())).toBeUndefined();
    const user = queryClient.getQueryState<{ user: { store: string | null } }>(authKeys.currentUser());
    expect(user?.data?.user.store).toBe('横浜校');
    expect(user?.dataUpdatedAt).toBeGreaterThanOrEqual(before);
    expect(user?.isInvalidated).toBe(false);
  });
});

describe('other auth calls', () => {
  it('when the heartbeat answers, then a cached token verification gets the new expiry', async () => {
    configureTestClient({ token: DEMO_TOKENS.staff });
    await queryClient.fetchQuery(verifyTokenQueryOptions());

    const beat = await new MutationObserver(queryClient, sendHeartbeatMutationOptions()).mutate({
      timestamp: Date.parse('2026-11-20T17:10:00+09:00'),
      sessionId: 'tab-1',
    });

    expect(queryClient.getQueryData(authKeys.tokenVerification())).toEqual({
      valid: true,
      expires_at: beat.expires_at,
    });
  });

  it('when a reset is requested and then sent, then each answer says so', async () => {
    configureTestClient();
    // The mailed token is the server's (its test follows it to the new password); the mock answers as asked.
    server.use(answerHandler('resetPassword', null, { message: 'パスワードを再設定しました' }));

    const requested = await new MutationObserver(queryClient, requestPasswordResetMutationOptions()).mutate({
      email: 'staff@demo.kayoi.jp',
    });
    const reset = await new MutationObserver(queryClient, resetPasswordMutationOptions()).mutate({
      token: 'the-mailed-token',
      email: 'staff@demo.kayoi.jp',
      password: 'new-password-2026',
      password_confirmation: 'new-password-2026',
    });

    expect(requested.message).toBe('パスワード再設定用のメールを送信しました');
    expect(reset.message).toBe('パスワードを再設定しました');
  });

  it('when the CSRF cookie is fetched, then the query holds null', async () => {
    configureTestClient();

    await expect(queryClient.fetchQuery(getCsrfCookieQueryOptions())).resolves.toBeNull();
  });

  it('when the user queries are built, then they are cached for the named 5 minutes under distinct keys', () => {
    expect(getCurrentUserQueryOptions().staleTime).toBe(staleTimes.authUser);
    expect(getAuthenticatedUserQueryOptions().staleTime).toBe(staleTimes.authUser);
    expect(staleTimes.authUser).toBe(5 * 60_000);
    expect(getCurrentUserQueryOptions().queryKey).not.toEqual(getAuthenticatedUserQueryOptions().queryKey);
    expect(getCurrentUserQueryOptions().queryKey.slice(0, 1)).toEqual(authKeys.all);
  });
});
