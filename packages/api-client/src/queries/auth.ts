import {
  mutationOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import {
  apiClient,
  apiClientOptions,
  envelope,
  localStorageTokenStore,
  type TokenStore,
  unwrap,
} from '../client.ts';
import { staleTimes } from '../policy.ts';
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

export const authKeys = {
  all: ['auth'] as const,
  csrfCookie: () => [...authKeys.all, 'csrfCookie'] as const,
  currentUser: () => [...authKeys.all, 'me'] as const,
  authenticatedUser: () => [...authKeys.all, 'user'] as const,
  tokenVerification: () => [...authKeys.all, 'verify'] as const,
  cardPin: () => [...authKeys.all, 'cardPin'] as const,
};

/** Where login puts the token and logout takes it away: the store the client was configured with. */
const tokenStore = (): TokenStore => apiClientOptions().tokenStore ?? localStorageTokenStore;

// Queries -------------------------------------------------------------------------------------------------

/** GET /sanctum/csrf-cookie before login; the answer is the cookie, so the query's data is null. */
export const getCsrfCookieQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.csrfCookie(),
    queryFn: async ({ signal }) => {
      await apiClient().GET('/sanctum/csrf-cookie', { signal });
      return null;
    },
  });

export const getCurrentUserQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.currentUser(),
    queryFn: ({ signal }) => unwrap(apiClient().GET('/api/v3/auth/me', { signal })),
    staleTime: staleTimes.authUser,
  });

/** Same answer as `getCurrentUser`; the sidebar and top bar read this one (cached 5 minutes, seed §7). */
export const getAuthenticatedUserQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.authenticatedUser(),
    queryFn: ({ signal }) => unwrap(apiClient().GET('/api/v3/auth/user', { signal })),
    staleTime: staleTimes.authUser,
  });

/** Any 200 means the token is valid (seed §7); a 401 fails the query and trips the client's 401 hook. */
export const verifyTokenQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.tokenVerification(),
    queryFn: ({ signal }) => unwrap(apiClient().GET('/api/v3/auth/verify', { signal })),
  });

/** Whether the caller's staff card asks for a PIN at card login (admins and managers). */
export const getCardPinQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.cardPin(),
    queryFn: ({ signal }) => unwrap(apiClient().GET('/api/v3/auth/card-pin', { signal })),
  });

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
    mutationKey: [...authKeys.all, 'loginWithPassword'],
    mutationFn: (input: LoginInput) =>
      unwrap(
        apiClient().POST('/api/v3/auth/login', {
          body: { remember: false, device_name: 'web', ...input },
        }),
      ),
    onSuccess: (session, _input, _result, { client }) => startSession(client, session),
  });

export const loginWithNfcCardMutationOptions = () =>
  mutationOptions({
    mutationKey: [...authKeys.all, 'loginWithNfcCard'],
    mutationFn: (input: NfcLoginInput) =>
      unwrap(apiClient().POST('/api/v3/auth/nfc-login', { body: { device_name: 'web', ...input } })),
    onSuccess: (session, _input, _result, { client }) => startSession(client, session),
  });

/**
 * Ends the session. The server call's failure is ignored (seed §4): the token is cleared whatever the
 * server answered, so the mutation itself always succeeds. The query cache is left to the caller, who
 * empties it once the signed-in screens are gone.
 */
export const logoutMutationOptions = () =>
  mutationOptions({
    mutationKey: [...authKeys.all, 'logout'],
    mutationFn: async () => {
      try {
        await apiClient().POST('/api/v3/auth/logout');
      } catch {
        // Ignored: the session ends on this device either way.
      }
      tokenStore().clear();
      return null;
    },
  });

/** Answers the envelope: its `message` is the text to show ('パスワード再設定用のメールを送信しました'). */
export const requestPasswordResetMutationOptions = () =>
  mutationOptions({
    mutationKey: [...authKeys.all, 'requestPasswordReset'],
    mutationFn: (input: ForgotPasswordInput) =>
      envelope(apiClient().POST('/api/v3/auth/forgot-password', { body: input })),
  });

export const resetPasswordMutationOptions = () =>
  mutationOptions({
    mutationKey: [...authKeys.all, 'resetPassword'],
    mutationFn: (input: ResetPasswordInput) =>
      envelope(apiClient().POST('/api/v3/auth/reset-password', { body: input })),
  });

/** The 5-minute heartbeat (seed §7); the new expiry updates a cached token verification. */
export const sendHeartbeatMutationOptions = () =>
  mutationOptions({
    mutationKey: [...authKeys.all, 'sendHeartbeat'],
    mutationFn: (input: HeartbeatInput) =>
      unwrap(apiClient().POST('/api/v3/auth/heartbeat', { body: input })),
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
    mutationKey: [...authKeys.all, 'changeStore'],
    mutationFn: (input: ChangeStoreInput) =>
      unwrap(apiClient().POST('/api/v2/auth/change-store', { body: input })),
    onSuccess: async (_user, _input, _result, { client }) => {
      await client.resetQueries();
      await client.fetchQuery(getCurrentUserQueryOptions());
    },
  });

/** Sets (4–6 digits) or removes (`pin: null`) the caller's card PIN; the current password is asked again. */
export const setCardPinMutationOptions = () =>
  mutationOptions({
    mutationKey: [...authKeys.all, 'setCardPin'],
    mutationFn: (input: CardPinInput) => unwrap(apiClient().PUT('/api/v3/auth/card-pin', { body: input })),
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
