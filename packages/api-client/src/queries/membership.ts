import { mutationOptions, type QueryClient, useMutation, useQuery } from '@tanstack/react-query';
import * as op from '../generated/operations.ts';
import type { components } from '../generated/schema.ts';
import { customerKeys } from './customers.ts';
import { mutation, operationKey, query, queryKeyOf } from './operation.ts';

// 休会 / 退会 by the store's rules (issue 29 §3): the rules (read by the store's staff, set by admins and
// managers), a member's scheduled requests, making and cancelling one. The months, refusals and who may are the
// server's; the dialog shows what it computed.

type Schemas = components['schemas'];

export type MembershipRules = Schemas['MembershipRules'];
export type MembershipRulesInput = Schemas['MembershipRulesInput'];
export type MembershipRequest = Schemas['MembershipRequest'];
export type MembershipRequestInput = Schemas['MembershipRequestInput'];

// Queries -------------------------------------------------------------------------------------------------

export const getMembershipRulesQueryOptions = () => query(op.getMembershipRules);
export const listMembershipRequestsQueryOptions = (customerId: number) =>
  query(op.listMembershipRequests, { path: { id: customerId } });

export const useMembershipRules = () => useQuery(getMembershipRulesQueryOptions());
export const useMembershipRequests = (customerId: number) =>
  useQuery(listMembershipRequestsQueryOptions(customerId));

// Mutations -----------------------------------------------------------------------------------------------

export const updateMembershipRulesMutationOptions = () =>
  mutationOptions({
    ...mutation(op.updateMembershipRules, (input: MembershipRulesInput) => ({ body: input })),
    onSuccess: (rules, _input, _result, { client }) =>
      client.setQueryData(queryKeyOf(op.getMembershipRules), rules),
  });

/** A request moves the member's status, contracts and class places: the record and the lists follow. */
const refresh = (client: QueryClient, id: number) =>
  Promise.all([
    client.invalidateQueries({ queryKey: operationKey(op.listMembershipRequests) }),
    client.invalidateQueries({ queryKey: customerKeys.detail(id) }),
    client.invalidateQueries({ queryKey: customerKeys.lists() }),
    // A 退会 (and its cancellation) ends or reopens class places: the record's classes and the rosters.
    client.invalidateQueries({ queryKey: operationKey(op.listCustomerClasses) }),
    client.invalidateQueries({ queryKey: operationKey(op.listClassEnrollments) }),
  ]);

export const requestMembershipChangeMutationOptions = () =>
  mutationOptions({
    ...mutation(
      op.requestMembershipChange,
      ({ id, input }: { id: number; input: MembershipRequestInput }) => ({
        path: { id },
        body: input,
      }),
    ),
    onSuccess: (_made, { id }, _result, { client }) => refresh(client, id),
  });

export const cancelMembershipRequestMutationOptions = () =>
  mutationOptions({
    // The envelope: its message names a class whose seat was taken while a 退会 was scheduled.
    ...mutation(
      op.cancelMembershipRequest,
      (path: { id: number; requestId: number }) => ({ path }),
      'envelope',
    ),
    onSuccess: (_cancelled, { id }, _result, { client }) => refresh(client, id),
  });

/** 復会 before a 休会's planned end (the next month unless told): the envelope, its message names the month. */
export const returnFromPauseMutationOptions = () =>
  mutationOptions({
    ...mutation(
      op.returnFromPause,
      ({ id, requestId, returnMonth }: { id: number; requestId: number; returnMonth?: string }) => ({
        path: { id, requestId },
        body: returnMonth === undefined ? {} : { return_month: returnMonth },
      }),
      'envelope',
    ),
    onSuccess: (_shortened, { id }, _result, { client }) => refresh(client, id),
  });

export const useUpdateMembershipRules = () => useMutation(updateMembershipRulesMutationOptions());
export const useRequestMembershipChange = () => useMutation(requestMembershipChangeMutationOptions());
export const useCancelMembershipRequest = () => useMutation(cancelMembershipRequestMutationOptions());
export const useReturnFromPause = () => useMutation(returnFromPauseMutationOptions());
