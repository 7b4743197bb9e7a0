import { mutationOptions, type QueryClient, useMutation, useQuery } from '@tanstack/react-query';
import * as op from '../generated/operations.ts';
import type { components } from '../generated/schema.ts';
import { customerKeys } from './customers.ts';
import { byIdPath, mutation, query, queryKeyOf } from './operation.ts';

// 各種申請 (issue 32): a family's 休会 / 退会 requests on マイページ with the rules that apply, and the store's inbox
// where staff approve (the desk's scheduling runs on the server) or decline them. The staff operations are tagged
// `customers`, so the `customer.changed` event a request or a decision sends makes the inbox stale on every open
// screen of the store.

export type FamilyMembershipRequest = components['schemas']['FamilyMembershipRequest'];
export type FamilyMembershipRequestInput = components['schemas']['FamilyMembershipRequestInput'];
export type FamilyMembershipOptions = components['schemas']['FamilyMembershipOptions'];
export type FamilyMembershipInboxItem = components['schemas']['FamilyMembershipInboxItem'];

export const familyMembershipRequestKeys = {
  family: () => queryKeyOf(op.listFamilyMembershipRequests),
  inbox: () => queryKeyOf(op.listFamilyMembershipInbox),
  ofCustomer: (customerId: number) => queryKeyOf(op.listCustomerFamilyRequests, { path: { id: customerId } }),
};

// The family's side ----------------------------------------------------------------------------------------

export const listFamilyMembershipRequestsQueryOptions = () => query(op.listFamilyMembershipRequests);
export const useFamilyMembershipRequests = () => useQuery(listFamilyMembershipRequestsQueryOptions());

const afterFamilyChange = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: familyMembershipRequestKeys.family() });

export const createFamilyMembershipRequestMutationOptions = () =>
  mutationOptions({
    ...mutation(
      op.createFamilyMembershipRequest,
      (body: FamilyMembershipRequestInput) => ({ body }),
      'envelope',
    ),
    onSuccess: (_answer, _input, _result, { client }) => afterFamilyChange(client),
  });

export const cancelFamilyMembershipRequestMutationOptions = () =>
  mutationOptions({
    ...mutation(op.cancelFamilyMembershipRequest, (id: number) => byIdPath(id)),
    onSuccess: (_answer, _id, _result, { client }) => afterFamilyChange(client),
  });

export const useCreateFamilyMembershipRequest = () =>
  useMutation(createFamilyMembershipRequestMutationOptions());
export const useCancelFamilyMembershipRequest = () =>
  useMutation(cancelFamilyMembershipRequestMutationOptions());

// The store's inbox (staff) --------------------------------------------------------------------------------

export const listFamilyMembershipInboxQueryOptions = () => query(op.listFamilyMembershipInbox);
export const useFamilyMembershipInbox = () => useQuery(listFamilyMembershipInboxQueryOptions());

/** A decision changes the member's record (its 休会 / 退会 card, its requests) and the inbox. */
const afterDecision = (customerId: number, client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: familyMembershipRequestKeys.inbox() }),
    client.invalidateQueries({ queryKey: customerKeys.detail(customerId) }),
    client.invalidateQueries({ queryKey: familyMembershipRequestKeys.ofCustomer(customerId) }),
  ]);

/** Answers the envelope: its message says what was scheduled (「休会を2027年1月〜2月で受け付けました」). */
export const approveFamilyMembershipRequestMutationOptions = () =>
  mutationOptions({
    ...mutation(
      op.approveFamilyMembershipRequest,
      (request: FamilyMembershipRequest) => byIdPath(request.id),
      'envelope',
    ),
    onSuccess: (_answer, request, _result, { client }) => afterDecision(request.customer_id, client),
  });

export const rejectFamilyMembershipRequestMutationOptions = () =>
  mutationOptions({
    ...mutation(
      op.rejectFamilyMembershipRequest,
      ({ request, reason }: { request: FamilyMembershipRequest; reason: string }) => ({
        ...byIdPath(request.id),
        body: { reason },
      }),
    ),
    onSuccess: (_answer, { request }, _result, { client }) => afterDecision(request.customer_id, client),
  });

export const useApproveFamilyMembershipRequest = () =>
  useMutation(approveFamilyMembershipRequestMutationOptions());
export const useRejectFamilyMembershipRequest = () =>
  useMutation(rejectFamilyMembershipRequestMutationOptions());

/** 口座変更: the paper 口座振替依頼書 recorded as sent or handed over. */
export const markFamilyRequestPaperSentMutationOptions = () =>
  mutationOptions({
    ...mutation(
      op.markFamilyRequestPaperSent,
      (request: FamilyMembershipRequest) => byIdPath(request.id),
      'envelope',
    ),
    onSuccess: (_answer, request, _result, { client }) => afterDecision(request.customer_id, client),
  });
export const useMarkFamilyRequestPaperSent = () => useMutation(markFamilyRequestPaperSentMutationOptions());

// The customer record (staff) ------------------------------------------------------------------------------

/** The member's requests from マイページ, newest first, for the customer record's small section. */
export const listCustomerFamilyRequestsQueryOptions = (customerId: number) =>
  query(op.listCustomerFamilyRequests, byIdPath(customerId));
export const useCustomerFamilyRequests = (customerId: number) =>
  useQuery(listCustomerFamilyRequestsQueryOptions(customerId));
