import { mutationOptions, type QueryClient, useMutation, useQuery } from '@tanstack/react-query';
import type { components } from '../generated/schema.ts';
import { customerKeys } from './customers.ts';
import { mutation, operationKey, query, queryKeyOf } from './operation.ts';
import * as op from '../generated/operations.ts';

// 休会 / 退会 by the store's rules (issue 29 §3): the rules (read by the store's staff, set by admins and
// managers), a member's scheduled requests, making and cancelling one. The months, refusals and who may are the
// server's; the dialog shows what it computed.

type Schemas = components['schemas'];

export type MembershipRules = Schemas['MembershipRules'];
export type MembershipRulesInput = Schemas['MembershipRulesInput'];
export type MembershipRequest = Schemas['MembershipRequest'];
export type MembershipRequestInput = Schemas['MembershipRequestInput'];

export const useMembershipRules = () => useQuery(query(op.getMembershipRules));

export const useUpdateMembershipRules = () =>
  useMutation(
    mutationOptions({
      ...mutation(op.updateMembershipRules, (input: MembershipRulesInput) => ({ body: input })),
      onSuccess: (rules, _input, _result, { client }) =>
        client.setQueryData(queryKeyOf(op.getMembershipRules), rules),
    }),
  );

export const useMembershipRequests = (customerId: number) =>
  useQuery(query(op.listMembershipRequests, { path: { id: customerId } }));

/** A request moves the member's status, contracts and class places: the record and the lists follow. */
const refresh = (client: QueryClient, id: number) =>
  Promise.all([
    client.invalidateQueries({ queryKey: operationKey(op.listMembershipRequests) }),
    client.invalidateQueries({ queryKey: customerKeys.detail(id) }),
    client.invalidateQueries({ queryKey: customerKeys.lists() }),
  ]);

export const useRequestMembershipChange = () =>
  useMutation(
    mutationOptions({
      ...mutation(op.requestMembershipChange,
        ({ id, input }: { id: number; input: MembershipRequestInput }) => ({
          path: { id },
          body: input,
        }),
      ),
      onSuccess: (_made, { id }, _result, { client }) => refresh(client, id),
    }),
  );

export const useCancelMembershipRequest = () =>
  useMutation(
    mutationOptions({
      ...mutation(op.cancelMembershipRequest, (path: { id: number; requestId: number }) => ({ path })),
      onSuccess: (_cancelled, { id }, _result, { client }) => refresh(client, id),
    }),
  );
