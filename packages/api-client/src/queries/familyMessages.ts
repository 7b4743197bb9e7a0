import {
  keepPreviousData,
  mutationOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import * as op from '../generated/operations.ts';
import type { components, operations } from '../generated/schema.ts';
import { byIdPath, mutation, noInit, query, queryKeyOf } from './operation.ts';

// お問い合わせ (issue 32): the family's thread with its members' stores' desks (/api/family/messages) and the
// desk's inbox (/api/family-threads — not the staff chat). Writing or reading re-reads the side's own lists; the
// desk's screens also re-read on family_thread.changed (storeEvents).

export type FamilyMessage = components['schemas']['FamilyMessage'];
export type FamilyMessageInput = components['schemas']['FamilyMessageInput'];
export type FamilyThread = components['schemas']['FamilyThread'];
export type FamilyThreadDetail = components['schemas']['FamilyThreadDetail'];
export type ListFamilyThreadsParams = NonNullable<operations['listFamilyThreads']['parameters']['query']>;

export const familyMessageKeys = {
  /** The desk's side, every query of it: the inbox, each thread and the unread count. */
  desk: () => queryKeyOf(op.listFamilyThreads).slice(0, 1),
  /** The family's side. */
  family: () => queryKeyOf(op.listFamilyMessages),
};

export const listFamilyMessagesQueryOptions = () => query(op.listFamilyMessages);

const invalidateFamily = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: familyMessageKeys.family() });

export const postFamilyMessageMutationOptions = () =>
  mutationOptions({
    ...mutation(op.postFamilyMessage, (body: FamilyMessageInput) => ({ body })),
    onSuccess: (_message, _input, _result, { client }) => invalidateFamily(client),
  });

export const markFamilyMessagesReadMutationOptions = () =>
  mutationOptions({
    ...mutation(op.markFamilyMessagesRead, noInit),
    onSuccess: (_read, _input, _result, { client }) => invalidateFamily(client),
  });

export const listFamilyThreadsQueryOptions = (params: ListFamilyThreadsParams = {}) =>
  queryOptions({ ...query(op.listFamilyThreads, { query: params }), placeholderData: keepPreviousData });
export const getFamilyThreadQueryOptions = (id: number) => query(op.getFamilyThread, { path: { id } });
export const getFamilyThreadUnreadQueryOptions = () => query(op.getFamilyThreadUnread);

const invalidateDesk = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: familyMessageKeys.desk() });

export const replyToFamilyThreadMutationOptions = () =>
  mutationOptions({
    ...mutation(op.replyToFamilyThread, ({ id, body }: { id: number; body: string }) => ({
      path: { id },
      body: { body },
    })),
    onSuccess: (_message, _input, _result, { client }) => invalidateDesk(client),
  });

export const markFamilyThreadReadMutationOptions = () =>
  mutationOptions({
    ...mutation(op.markFamilyThreadRead, byIdPath),
    onSuccess: (_read, _id, _result, { client }) => invalidateDesk(client),
  });

export const useFamilyMessages = () => useQuery(listFamilyMessagesQueryOptions());
export const usePostFamilyMessage = () => useMutation(postFamilyMessageMutationOptions());
export const useMarkFamilyMessagesRead = () => useMutation(markFamilyMessagesReadMutationOptions());
export const useFamilyThreads = (params: ListFamilyThreadsParams = {}) =>
  useQuery(listFamilyThreadsQueryOptions(params));
export const useFamilyThread = (id: number) => useQuery(getFamilyThreadQueryOptions(id));
export const useFamilyThreadUnread = (enabled = true) =>
  useQuery({ ...getFamilyThreadUnreadQueryOptions(), enabled });
export const useReplyToFamilyThread = () => useMutation(replyToFamilyThreadMutationOptions());
export const useMarkFamilyThreadRead = () => useMutation(markFamilyThreadReadMutationOptions());
