import { mutationOptions, type QueryClient, useMutation, useQuery } from '@tanstack/react-query';
import { apiClientOptions, localStorageTokenStore, type TokenStore } from '../client.ts';
import * as op from '../generated/operations.ts';
import type { components } from '../generated/schema.ts';
import { customerKeys } from './customers.ts';
import { byIdPath, call, mutation, noInit, operationKey, query, queryKeyOf } from './operation.ts';

// The family portal's realm (issue 31). The portal configures the client with its own token store (a family
// session is refused by the staff operations and a staff token by these), and these mutations put the family
// session's token into whichever store the client was configured with.

export type FamilySession = components['schemas']['FamilySession'];
export type FamilyMe = components['schemas']['FamilyMe'];
export type FamilyMember = components['schemas']['FamilyMember'];
export type FamilyHome = components['schemas']['FamilyHome'];
export type FamilyLesson = components['schemas']['FamilyLesson'];
export type FamilyLessonChange = components['schemas']['FamilyLessonChange'];
export type FamilyInvitationState = components['schemas']['FamilyInvitationState'];
export type CustomerFamilyAccess = components['schemas']['CustomerFamilyAccess'];
export type FamilyActivity = components['schemas']['FamilyActivity'];

export const familyKeys = {
  me: () => queryKeyOf(op.getFamilyMe),
  home: () => queryKeyOf(op.getFamilyHome),
  access: (customerId: number) => queryKeyOf(op.getCustomerFamilyAccess, { path: { id: customerId } }),
  /** Every customer's マイページ card (a family's action changes its log). */
  anyAccess: () => queryKeyOf(op.getCustomerFamilyAccess),
};

const tokenStore = (): TokenStore => apiClientOptions().tokenStore ?? localStorageTokenStore;

// Queries (family) ----------------------------------------------------------------------------------------

/** The account and its linked members (store, grade, classes). */
export const getFamilyMeQueryOptions = () => query(op.getFamilyMe);
/** ホーム: each member's next lessons and this week's changes. */
export const getFamilyHomeQueryOptions = () => query(op.getFamilyHome);

export const useFamilyMe = () => useQuery(getFamilyMeQueryOptions());
export const useFamilyHome = () => useQuery(getFamilyHomeQueryOptions());

// Mutations (family) --------------------------------------------------------------------------------------

/** A new family session starts from an empty cache, with the account and members it got. */
function startFamilySession(client: QueryClient, session: FamilySession) {
  tokenStore().set(session.token);
  client.removeQueries();
  const me: FamilyMe = {
    account: session.account,
    members: session.members,
    session_expires_at: session.expires_at,
  };
  client.setQueryData(familyKeys.me(), me);
}

export const loginFamilyMutationOptions = () =>
  mutationOptions({
    ...mutation(op.loginFamily, (body: components['schemas']['FamilyLoginInput']) => ({ body })),
    onSuccess: (session, _input, _result, { client }) => startFamilySession(client, session),
  });

/** Accepting an invitation signs in. */
export const acceptFamilyInvitationMutationOptions = () =>
  mutationOptions({
    ...mutation(op.acceptFamilyInvitation, (body: components['schemas']['FamilyPasswordInput']) => ({
      body,
    })),
    onSuccess: (session, _input, _result, { client }) => startFamilySession(client, session),
  });

/** Ends this device's session; the token is cleared whatever the server answered. */
export const logoutFamilyMutationOptions = () =>
  mutationOptions({
    mutationKey: operationKey(op.logoutFamily),
    mutationFn: async () => {
      // The store of the session being ended, taken before the call: another session configured while the answer
      // is on its way (a login in its place, another screen's client) keeps its token.
      const tokens = tokenStore();
      try {
        await call(op.logoutFamily, {});
      } catch {
        // Ignored: the session ends on this device either way.
      }
      tokens.clear();
      return null;
    },
  });

/** 他の端末からログアウト: this session stays. */
export const logoutFamilyOtherSessionsMutationOptions = () => mutation(op.logoutFamilyOtherSessions, noInit);

export const previewFamilyInvitationMutationOptions = () =>
  mutation(op.previewFamilyInvitation, (body: components['schemas']['FamilyInvitationTokenInput']) => ({
    body,
  }));

/** パスワードを使わずにログイン: the link is mailed (the same answer for any e-mail). */
export const requestFamilyLoginLinkMutationOptions = () =>
  mutation(op.requestFamilyLoginLink, (body: components['schemas']['ForgotPasswordInput']) => ({ body }));
/** The link's page spends it and signs in, as a login does. */
export const redeemFamilyLoginLinkMutationOptions = () =>
  mutationOptions({
    ...mutation(op.redeemFamilyLoginLink, (body: components['schemas']['FamilyInvitationTokenInput']) => ({
      body,
    })),
    onSuccess: (session, _input, _result, { client }) => startFamilySession(client, session),
  });
export const requestFamilyPasswordResetMutationOptions = () =>
  mutation(op.requestFamilyPasswordReset, (body: components['schemas']['ForgotPasswordInput']) => ({ body }));

export const resetFamilyPasswordMutationOptions = () =>
  mutation(op.resetFamilyPassword, (body: components['schemas']['FamilyPasswordInput']) => ({ body }));

/** 欠席連絡: the home's lessons change (the lesson shows as reported); the envelope, for the server's message. */
export const reportFamilyAbsenceMutationOptions = () =>
  mutationOptions({
    ...mutation(
      op.reportFamilyAbsence,
      (body: components['schemas']['FamilyAbsenceInput']) => ({ body }),
      'envelope',
    ),
    onSuccess: (_absence, _input, _result, { client }) =>
      client.invalidateQueries({ queryKey: familyKeys.home() }),
  });

export const useLoginFamily = () => useMutation(loginFamilyMutationOptions());
export const useAcceptFamilyInvitation = () => useMutation(acceptFamilyInvitationMutationOptions());
export const useLogoutFamily = () => useMutation(logoutFamilyMutationOptions());
export const useLogoutFamilyOtherSessions = () => useMutation(logoutFamilyOtherSessionsMutationOptions());
export const usePreviewFamilyInvitation = () => useMutation(previewFamilyInvitationMutationOptions());
export const useRequestFamilyLoginLink = () => useMutation(requestFamilyLoginLinkMutationOptions());
export const useRedeemFamilyLoginLink = () => useMutation(redeemFamilyLoginLinkMutationOptions());
export const useRequestFamilyPasswordReset = () => useMutation(requestFamilyPasswordResetMutationOptions());
export const useResetFamilyPassword = () => useMutation(resetFamilyPasswordMutationOptions());
export const useReportFamilyAbsence = () => useMutation(reportFamilyAbsenceMutationOptions());

// The customer record's side (staff) ----------------------------------------------------------------------

export const getCustomerFamilyAccessQueryOptions = (customerId: number) =>
  query(op.getCustomerFamilyAccess, byIdPath(customerId));
export const useCustomerFamilyAccess = (customerId: number) =>
  useQuery(getCustomerFamilyAccessQueryOptions(customerId));

export interface SendFamilyInvitationVariables {
  customerId: number;
  email: string;
}

/** The card's state and the customer's record are read again. */
export const sendFamilyInvitationMutationOptions = () =>
  mutationOptions({
    ...mutation(op.sendFamilyInvitation, ({ customerId, email }: SendFamilyInvitationVariables) => ({
      path: { id: customerId },
      body: { email },
    })),
    onSuccess: (_invitation, { customerId }, _result, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: familyKeys.access(customerId) }),
        client.invalidateQueries({ queryKey: customerKeys.detail(customerId) }),
      ]),
  });
export const useSendFamilyInvitation = () => useMutation(sendFamilyInvitationMutationOptions());

export interface SetFamilyAccountStateVariables {
  customerId: number;
  accountId: number;
  state: 'active' | 'disabled';
}

/** 利用停止 / 利用再開: the card the server answers replaces the cached one. */
export const setFamilyAccountStateMutationOptions = () =>
  mutationOptions({
    ...mutation(
      op.setFamilyAccountState,
      ({ customerId, accountId, state }: SetFamilyAccountStateVariables) => ({
        path: { id: customerId, accountId },
        body: { state },
      }),
    ),
    onSuccess: (access, { customerId }, _result, { client }) => {
      client.setQueryData(familyKeys.access(customerId), access);
    },
  });

export const useSetFamilyAccountState = () => useMutation(setFamilyAccountStateMutationOptions());
