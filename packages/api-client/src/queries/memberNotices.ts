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
import { byIdPath, mutation, query, queryKeyOf } from './operation.ts';

// お知らせ (issue 32): the staff's notices to families (/api/member-notices — not the dashboard's family-notices,
// which are absences families report) and the family's お知らせ tab (/api/family/notices). Publishing or
// withdrawing reads the staff's list again; opening a notice in マイページ reads the family's list (its unread
// marks and count) again.

export type MemberNotice = components['schemas']['MemberNotice'];
export type MemberNoticeDetail = components['schemas']['MemberNoticeDetail'];
export type MemberNoticeInput = components['schemas']['MemberNoticeInput'];
export type MemberNoticeAudienceKind = components['schemas']['MemberNoticeAudienceKind'];
export type MemberNoticeLesson = components['schemas']['MemberNoticeLesson'];
export type FamilyNotice = components['schemas']['FamilyNotice'];
export type ListMemberNoticesParams = NonNullable<operations['listMemberNotices']['parameters']['query']>;

export const memberNoticeKeys = {
  all: () => queryKeyOf(op.listMemberNotices).slice(0, 1),
  family: () => queryKeyOf(op.listFamilyNotices),
};

export const listMemberNoticesQueryOptions = (params: ListMemberNoticesParams = {}) =>
  queryOptions({ ...query(op.listMemberNotices, { query: params }), placeholderData: keepPreviousData });
export const getMemberNoticeQueryOptions = (id: number) => query(op.getMemberNotice, { path: { id } });
/** The notice a lesson's 休講 or 代行 calls for, written by the server for staff to edit. */
export const getLessonNoticeDraftQueryOptions = (classId: number, date: string) =>
  query(op.getLessonNoticeDraft, { path: { id: classId, date } });

const invalidateStaff = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: memberNoticeKeys.all() });

export const createMemberNoticeMutationOptions = () =>
  mutationOptions({
    ...mutation(op.createMemberNotice, (body: MemberNoticeInput) => ({ body })),
    onSuccess: (_notice, _input, _result, { client }) => invalidateStaff(client),
  });

export const withdrawMemberNoticeMutationOptions = () =>
  mutationOptions({
    ...mutation(op.withdrawMemberNotice, byIdPath),
    onSuccess: (_notice, _id, _result, { client }) => invalidateStaff(client),
  });

export const listFamilyNoticesQueryOptions = () => query(op.listFamilyNotices);

export const markFamilyNoticeReadMutationOptions = () =>
  mutationOptions({
    ...mutation(op.markFamilyNoticeRead, byIdPath),
    onSuccess: (_read, _id, _result, { client }) =>
      client.invalidateQueries({ queryKey: memberNoticeKeys.family() }),
  });

export const useMemberNotices = (params: ListMemberNoticesParams = {}) =>
  useQuery(listMemberNoticesQueryOptions(params));
export const useMemberNotice = (id: number) => useQuery(getMemberNoticeQueryOptions(id));
export const useLessonNoticeDraft = (classId: number, date: string, enabled = true) =>
  useQuery({ ...getLessonNoticeDraftQueryOptions(classId, date), enabled });
export const useCreateMemberNotice = () => useMutation(createMemberNoticeMutationOptions());
export const useWithdrawMemberNotice = () => useMutation(withdrawMemberNoticeMutationOptions());
export const useFamilyNotices = () => useQuery(listFamilyNoticesQueryOptions());
export const useMarkFamilyNoticeRead = () => useMutation(markFamilyNoticeReadMutationOptions());
