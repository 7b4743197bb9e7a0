import { toServerDateTime } from '@kayoi/domain/forms';
import {
  keepPreviousData,
  mutationOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import * as op from '../generated/operations.ts';
import type { components } from '../generated/schema.ts';
import { pollIntervals, staleTimes } from '../policy.ts';
import { multipartBody } from './formData.ts';
import { byIdPath, mutation, operationKey, query, queryKeyOf } from './operation.ts';
import type {
  BulletinCommentInput,
  BulletinPost,
  BulletinPostFormFields,
  BulletinPostUpdateFields,
  BulletinStatistics,
  ListBulletinPostsParams,
} from './types.ts';

const post = (id: number) => ({ path: { id } });

/** Keys the board's screens, the live events and the tests name; each is the generated key of its operation. */
export const bulletinKeys = {
  all: ['bulletinBoard'] as const,
  lists: () => operationKey(op.listBulletinPosts),
  list: (params: ListBulletinPostsParams = {}) => queryKeyOf(op.listBulletinPosts, { query: params }),
  detail: (id: number) => queryKeyOf(op.getBulletinPost, post(id)),
  comments: (id: number) => queryKeyOf(op.listBulletinComments, post(id)),
  readReceipts: (id: number) => queryKeyOf(op.getBulletinReadReceipts, post(id)),
  statistics: () => queryKeyOf(op.getBulletinStatistics),
};

const BLOCKED_PATH_PARTS = ['/customers/', '/nfc/', '/cards/'] as const;

/** Seed §5: no bulletin call is made while the page path contains /customers/, /nfc/ or /cards/. */
export function isBulletinAllowedOnPath(pathname: string): boolean {
  return !BLOCKED_PATH_PARTS.some((part) => pathname.includes(part));
}

/** Read when the query runs, so a navigation switches the calls off and on again. */
const bulletinAllowedHere = () =>
  isBulletinAllowedOnPath((globalThis as { location?: { pathname?: string } }).location?.pathname ?? '/');

// Queries -------------------------------------------------------------------------------------------------

/** No bulletin call leaves a blocked page (read when the query runs). */
const onAllowedPages = { enabled: bulletinAllowedHere } as const;

export const listBulletinPostsQueryOptions = (params: ListBulletinPostsParams = {}) =>
  queryOptions({
    ...query(op.listBulletinPosts, { query: params }),
    staleTime: staleTimes.bulletinList,
    placeholderData: keepPreviousData,
    ...onAllowedPages,
  });

/** `unread_bulletins` is the top bar's badge, refreshed every 5 minutes. */
export const getBulletinStatisticsQueryOptions = () =>
  queryOptions({
    ...query(op.getBulletinStatistics),
    staleTime: staleTimes.bulletinStatistics,
    refetchInterval: pollIntervals.bulletinStatistics,
    ...onAllowedPages,
  });

export const getBulletinPostQueryOptions = (id: number) =>
  queryOptions({
    ...query(op.getBulletinPost, post(id)),
    staleTime: staleTimes.bulletinDetail,
    ...onAllowedPages,
  });

export const listBulletinCommentsQueryOptions = (id: number) =>
  queryOptions({
    ...query(op.listBulletinComments, post(id)),
    staleTime: staleTimes.bulletinDetail,
    ...onAllowedPages,
  });

/** Who has read the post and who not yet (admins and managers). */
export const getBulletinReadReceiptsQueryOptions = (id: number) =>
  queryOptions({
    ...query(op.getBulletinReadReceipts, post(id)),
    staleTime: staleTimes.bulletinList,
    ...onAllowedPages,
  });

export const useBulletinPosts = (params: ListBulletinPostsParams = {}) =>
  useQuery(listBulletinPostsQueryOptions(params));
export const useBulletinStatistics = () => useQuery(getBulletinStatisticsQueryOptions());
export const useBulletinPost = (id: number) => useQuery(getBulletinPostQueryOptions(id));
export const useBulletinComments = (id: number) => useQuery(listBulletinCommentsQueryOptions(id));
export const useBulletinReadReceipts = (id: number) => useQuery(getBulletinReadReceiptsQueryOptions(id));

// Mutations -----------------------------------------------------------------------------------------------

export interface UpdateBulletinPostVariables {
  id: number;
  fields: BulletinPostUpdateFields;
}

export type CreateBulletinCommentVariables = { postId: number } & BulletinCommentInput;

export interface DeleteBulletinCommentVariables {
  postId: number;
  commentId: number;
}

type Schemas = components['schemas'];

/**
 * `datetime-local` values ('2026-11-22T09:30') become the server's 'YYYY-MM-DD HH:MM:00' (seed §5); null (an
 * update removing that end of the window) is sent as an empty part, multipart having no null.
 */
function withServerDates<
  F extends { publish_start?: string | null | undefined; publish_end?: string | null | undefined },
>(fields: F): F {
  const date = (value: string | null | undefined) => (value === null ? '' : value && toServerDateTime(value));
  return { ...fields, publish_start: date(fields.publish_start), publish_end: date(fields.publish_end) };
}

function refreshPostLists(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: bulletinKeys.lists() }),
    client.invalidateQueries({ queryKey: bulletinKeys.statistics() }),
  ]);
}

/** A comment changes the post (its comment count), its comments and the lists' counts. */
function refreshCommentedPost(client: QueryClient, id: number) {
  return Promise.all([
    client.invalidateQueries({ queryKey: bulletinKeys.detail(id) }),
    client.invalidateQueries({ queryKey: bulletinKeys.comments(id) }),
    client.invalidateQueries({ queryKey: bulletinKeys.readReceipts(id) }),
    client.invalidateQueries({ queryKey: bulletinKeys.lists() }),
  ]);
}

export const createBulletinPostMutationOptions = () =>
  mutationOptions({
    ...mutation(op.createBulletinPost, (fields: BulletinPostFormFields) => ({
      body: multipartBody<Schemas['BulletinPostInput']>(withServerDates(fields)),
    })),
    onSuccess: (_post, _fields, _result, { client }) => refreshPostLists(client),
  });

/** POST with `_method=PUT`; `files` adds attachments, `remove_files` removes them by id. */
export const updateBulletinPostMutationOptions = () =>
  mutationOptions({
    ...mutation(op.updateBulletinPost, ({ id, fields }: UpdateBulletinPostVariables) => ({
      ...post(id),
      body: multipartBody<Schemas['BulletinPostUpdateInput']>({ ...withServerDates(fields), _method: 'PUT' }),
    })),
    onSuccess: (updated, { id }, _result, { client }) => {
      client.setQueryData(bulletinKeys.detail(id), updated);
      return refreshPostLists(client);
    },
  });

/** The post, its comments and its read receipts go with it. */
export const deleteBulletinPostMutationOptions = () =>
  mutationOptions({
    ...mutation(op.deleteBulletinPost, byIdPath),
    onSuccess: (_answer, id, _result, { client }) => {
      for (const queryKey of [
        bulletinKeys.detail(id),
        bulletinKeys.comments(id),
        bulletinKeys.readReceipts(id),
      ])
        client.removeQueries({ queryKey });
      return refreshPostLists(client);
    },
  });

/** The receipt carries the caller's remaining unread count, so the badge changes without a refetch. */
export const markBulletinPostAsReadMutationOptions = () =>
  mutationOptions({
    ...mutation(op.markBulletinPostAsRead, byIdPath),
    onSuccess: (receipt, id, _result, { client }) => {
      client.setQueryData<BulletinStatistics>(bulletinKeys.statistics(), (statistics) =>
        statistics ? { ...statistics, unread_bulletins: receipt.unread_bulletins } : statistics,
      );
      client.setQueryData<BulletinPost>(bulletinKeys.detail(id), (read) =>
        read
          ? {
              ...read,
              flags: { ...read.flags, is_read: true },
              statistics: { ...read.statistics, read_count: receipt.read_count },
            }
          : read,
      );
      return client.invalidateQueries({ queryKey: bulletinKeys.lists() });
    },
  });

/** A new comment changes the post's comments and its comment count (detail and lists). */
export const createBulletinCommentMutationOptions = () =>
  mutationOptions({
    ...mutation(op.createBulletinComment, ({ postId, ...input }: CreateBulletinCommentVariables) => ({
      ...post(postId),
      body: input,
    })),
    onSuccess: (_comment, { postId }, _result, { client }) => refreshCommentedPost(client, postId),
  });

export const deleteBulletinCommentMutationOptions = () =>
  mutationOptions({
    ...mutation(op.deleteBulletinComment, ({ postId, commentId }: DeleteBulletinCommentVariables) => ({
      path: { id: postId, commentId },
    })),
    onSuccess: (_answer, { postId }, _result, { client }) => refreshCommentedPost(client, postId),
  });

export const useCreateBulletinPost = () => useMutation(createBulletinPostMutationOptions());
export const useUpdateBulletinPost = () => useMutation(updateBulletinPostMutationOptions());
export const useDeleteBulletinPost = () => useMutation(deleteBulletinPostMutationOptions());
export const useMarkBulletinPostAsRead = () => useMutation(markBulletinPostAsReadMutationOptions());
export const useCreateBulletinComment = () => useMutation(createBulletinCommentMutationOptions());
export const useDeleteBulletinComment = () => useMutation(deleteBulletinCommentMutationOptions());
