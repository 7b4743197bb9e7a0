import {
  mutationOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import { apiClientOptions, localStorageTokenStore, type TokenStore } from '../client.ts';
import * as op from '../generated/operations.ts';
import { staleTimes } from '../policy.ts';
import { call, mutation, operationKey, query, queryKeyOf } from './operation.ts';
import type {
  AuthTokenData,
  CardPinInput,
  ChangeStoreInput,
  ForgotPasswordInput,
  HeartbeatInput,
  LoginInput,
  NfcLoginInput,
  ResetPasswordInput,
  TokenVerification,
  UserData,
} from './types.ts';

/** Keys the session, the desk's card login and the tests name; each is the generated key of its operation. */
export const authKeys = {
  all: ['auth'] as const,
  currentUser: () => queryKeyOf(op.getCurrentUser),
  authenticatedUser: () => queryKeyOf(op.getAuthenticatedUser),
  tokenVerification: () => queryKeyOf(op.verifyToken),
  cardPin: () => queryKeyOf(op.getCardPin),
};

/** Where login puts the token and logout takes it away: the store the client was configured with. */
const tokenStore = (): TokenStore => apiClientOptions().tokenStore ?? localStorageTokenStore;

// Queries -------------------------------------------------------------------------------------------------

/** GET /sanctum/csrf-cookie before login; the answer is the cookie, so the query's data is null. */
export const getCsrfCookieQueryOptions = () => query(op.getCsrfCookie);

export const getCurrentUserQueryOptions = () =>
  queryOptions({ ...query(op.getCurrentUser), staleTime: staleTimes.authUser });

/** Same answer as `getCurrentUser`; the sidebar and top bar read this one (cached 5 minutes, seed §7). */
export const getAuthenticatedUserQueryOptions = () =>
  queryOptions({ ...query(op.getAuthenticatedUser), staleTime: staleTimes.authUser });

/** Any 200 means the token is valid (seed §7); a 401 fails the query and trips the client's 401 hook. */
export const verifyTokenQueryOptions = () => query(op.verifyToken);

/** Whether the caller's staff card asks for a PIN at card login (admins and managers). */
export const getCardPinQueryOptions = () => query(op.getCardPin);

export const useCsrfCookie = () => useQuery(getCsrfCookieQueryOptions());
export const useCurrentUser = () => useQuery(getCurrentUserQueryOptions());
export const useAuthenticatedUser = () => useQuery(getAuthenticatedUserQueryOptions());
export const useTokenVerification = () => useQuery(verifyTokenQueryOptions());
export const useCardPin = () => useQuery(getCardPinQueryOptions());

// Mutations -----------------------------------------------------------------------------------------------

/** A new session starts from an empty cache (nothing of the previous staff member may show) and the user it got. */
function startSession(client: QueryClient, session: AuthTokenData): void {
  tokenStore().set(session.token);
  client.removeQueries();
  const user: UserData = { user: session.user };
  client.setQueryData(authKeys.currentUser(), user);
  client.setQueryData(authKeys.authenticatedUser(), user);
}

export const loginWithPasswordMutationOptions = () =>
  mutationOptions({
    ...mutation(op.loginWithPassword, (input: LoginInput) => ({
      body: { remember: false, device_name: 'web', ...input },
    })),
    onSuccess: (session, _input, _result, { client }) => startSession(client, session),
  });

export const loginWithNfcCardMutationOptions = () =>
  mutationOptions({
    ...mutation(op.loginWithNfcCard, (input: NfcLoginInput) => ({
      body: { device_name: 'web' as const, ...input },
    })),
    onSuccess: (session, _input, _result, { client }) => startSession(client, session),
  });

/**
 * Ends the session. The server call's failure is ignored (seed §4): the token is cleared whatever the
 * server answered, so the mutation itself always succeeds. The query cache is left to the caller, who
 * empties it once the signed-in screens are gone.
 */
export const logoutMutationOptions = () =>
  mutationOptions({
    mutationKey: operationKey(op.logout),
    mutationFn: async () => {
      // The store of the session being ended, taken before the call: another session configured while the answer
      // is on its way (a login in its place, another screen's client) keeps its token.
      const tokens = tokenStore();
      try {
        await call(op.logout, {});
      } catch {
        // Ignored: the session ends on this device either way.
      }
      tokens.clear();
      return null;
    },
  });

/** Answers the envelope: its `message` is the text to show ('パスワード再設定用のメールを送信しました'). */
export const requestPasswordResetMutationOptions = () =>
  mutation(op.requestPasswordReset, (input: ForgotPasswordInput) => ({ body: input }));

export const resetPasswordMutationOptions = () =>
  mutation(op.resetPassword, (input: ResetPasswordInput) => ({ body: input }));

/** The 5-minute heartbeat (seed §7); the new expiry updates a cached token verification. */
export const sendHeartbeatMutationOptions = () =>
  mutationOptions({
    ...mutation(op.sendHeartbeat, (input: HeartbeatInput) => ({ body: input })),
    onSuccess: ({ expires_at }, _input, _result, { client }) => {
      client.setQueryData<TokenVerification>(authKeys.tokenVerification(), (verification) =>
        verification ? { ...verification, expires_at } : verification,
      );
    },
  });

/**
 * Admin store switch (seed §4): every cached answer belonged to the old store, so the whole cache is reset
 * (active queries refetch), then the user is fetched again before the mutation settles.
 */
export const changeStoreMutationOptions = () =>
  mutationOptions({
    ...mutation(op.changeStore, (input: ChangeStoreInput) => ({ body: input })),
    onSuccess: async (_user, _input, _result, { client }) => {
      await client.resetQueries();
      await client.fetchQuery(getCurrentUserQueryOptions());
    },
  });

/** Sets (4–6 digits) or removes (`pin: null`) the caller's card PIN; the current password is asked again. */
export const setCardPinMutationOptions = () =>
  mutationOptions({
    ...mutation(op.setCardPin, (input: CardPinInput) => ({ body: input })),
    onSuccess: (state, _input, _result, { client }) => client.setQueryData(authKeys.cardPin(), state),
  });

export const useLoginWithPassword = () => useMutation(loginWithPasswordMutationOptions());
export const useLoginWithNfcCard = () => useMutation(loginWithNfcCardMutationOptions());
export const useLogout = () => useMutation(logoutMutationOptions());
export const useRequestPasswordReset = () => useMutation(requestPasswordResetMutationOptions());
export const useResetPassword = () => useMutation(resetPasswordMutationOptions());
export const useSendHeartbeat = () => useMutation(sendHeartbeatMutationOptions());
export const useChangeStore = () => useMutation(changeStoreMutationOptions());
export const useSetCardPin = () => useMutation(setCardPinMutationOptions());
