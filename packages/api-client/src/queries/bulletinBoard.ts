import { toServerDateTime } from '@kayoi/domain/forms';
import {
  keepPreviousData,
  mutationOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import { apiClient, byId, envelope, unwrap } from '../client.ts';
import type { components } from '../generated/schema.ts';
import { pollIntervals, staleTimes } from '../policy.ts';
import { multipartBody, toFormData } from './formData.ts';
import type {
  BulletinCommentInput,
  BulletinPost,
  BulletinPostFormFields,
  BulletinPostUpdateFields,
  BulletinStatistics,
  ListBulletinPostsParams,
} from './types.ts';

export const bulletinKeys = {
  all: ['bulletinBoard'] as const,
  lists: () => [...bulletinKeys.all, 'list'] as const,
  list: (params: ListBulletinPostsParams = {}) => [...bulletinKeys.lists(), params] as const,
  details: () => [...bulletinKeys.all, 'detail'] as const,
  detail: (id: number) => [...bulletinKeys.details(), id] as const,
  comments: (id: number) => [...bulletinKeys.detail(id), 'comments'] as const,
  readReceipts: (id: number) => [...bulletinKeys.detail(id), 'readReceipts'] as const,
  statistics: () => [...bulletinKeys.all, 'statistics'] as const,
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

export const listBulletinPostsQueryOptions = (params: ListBulletinPostsParams = {}) =>
  queryOptions({
    queryKey: bulletinKeys.list(params),
    queryFn: ({ signal }) =>
      envelope(apiClient().GET('/api/bulletin-board/posts', { params: { query: params }, signal })),
    staleTime: staleTimes.bulletinList,
    placeholderData: keepPreviousData,
    enabled: bulletinAllowedHere,
  });

/** `unread_bulletins` is the top bar's badge, refreshed every 5 minutes. */
export const getBulletinStatisticsQueryOptions = () =>
  queryOptions({
    queryKey: bulletinKeys.statistics(),
    queryFn: ({ signal }) => unwrap(apiClient().GET('/api/bulletin-board/posts/statistics', { signal })),
    staleTime: staleTimes.bulletinStatistics,
    refetchInterval: pollIntervals.bulletinStatistics,
    enabled: bulletinAllowedHere,
  });

export const getBulletinPostQueryOptions = (id: number) =>
  queryOptions({
    queryKey: bulletinKeys.detail(id),
    queryFn: ({ signal }) =>
      unwrap(apiClient().GET('/api/bulletin-board/posts/{id}', { ...byId(id), signal })),
    staleTime: staleTimes.bulletinDetail,
    enabled: bulletinAllowedHere,
  });

export const listBulletinCommentsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: bulletinKeys.comments(id),
    queryFn: ({ signal }) =>
      unwrap(apiClient().GET('/api/bulletin-board/posts/{id}/comments', { ...byId(id), signal })),
    staleTime: staleTimes.bulletinDetail,
    enabled: bulletinAllowedHere,
  });

/** Who has read the post and who not yet (admins and managers). */
export const getBulletinReadReceiptsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: bulletinKeys.readReceipts(id),
    queryFn: ({ signal }) =>
      unwrap(apiClient().GET('/api/bulletin-board/posts/{id}/read-receipts', { ...byId(id), signal })),
    staleTime: staleTimes.bulletinList,
    enabled: bulletinAllowedHere,
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

export const createBulletinPostMutationOptions = () =>
  mutationOptions({
    mutationKey: [...bulletinKeys.all, 'createBulletinPost'],
    mutationFn: (fields: BulletinPostFormFields) =>
      unwrap(
        apiClient().POST('/api/bulletin-board/posts', {
          body: multipartBody<Schemas['BulletinPostInput']>(withServerDates(fields)),
          bodySerializer: toFormData,
        }),
      ),
    onSuccess: (_post, _fields, _result, { client }) => refreshPostLists(client),
  });

/** POST with `_method=PUT`; `files` adds attachments, `remove_files` removes them by id. */
export const updateBulletinPostMutationOptions = () =>
  mutationOptions({
    mutationKey: [...bulletinKeys.all, 'updateBulletinPost'],
    mutationFn: ({ id, fields }: UpdateBulletinPostVariables) =>
      unwrap(
        apiClient().POST('/api/bulletin-board/posts/{id}', {
          ...byId(id),
          body: multipartBody<Schemas['BulletinPostUpdateInput']>({
            ...withServerDates(fields),
            _method: 'PUT',
          }),
          bodySerializer: toFormData,
        }),
      ),
    onSuccess: (post, { id }, _result, { client }) => {
      client.setQueryData(bulletinKeys.detail(id), post);
      return refreshPostLists(client);
    },
  });

export const deleteBulletinPostMutationOptions = () =>
  mutationOptions({
    mutationKey: [...bulletinKeys.all, 'deleteBulletinPost'],
    mutationFn: (id: number) => envelope(apiClient().DELETE('/api/bulletin-board/posts/{id}', byId(id))),
    onSuccess: (_answer, id, _result, { client }) => {
      client.removeQueries({ queryKey: bulletinKeys.detail(id) });
      return refreshPostLists(client);
    },
  });

/** The receipt carries the caller's remaining unread count, so the badge changes without a refetch. */
export const markBulletinPostAsReadMutationOptions = () =>
  mutationOptions({
    mutationKey: [...bulletinKeys.all, 'markBulletinPostAsRead'],
    mutationFn: (id: number) =>
      unwrap(apiClient().POST('/api/bulletin-board/posts/{id}/mark-as-read', byId(id))),
    onSuccess: (receipt, id, _result, { client }) => {
      client.setQueryData<BulletinStatistics>(bulletinKeys.statistics(), (statistics) =>
        statistics ? { ...statistics, unread_bulletins: receipt.unread_bulletins } : statistics,
      );
      client.setQueryData<BulletinPost>(bulletinKeys.detail(id), (post) =>
        post
          ? {
              ...post,
              flags: { ...post.flags, is_read: true },
              statistics: { ...post.statistics, read_count: receipt.read_count },
            }
          : post,
      );
      return client.invalidateQueries({ queryKey: bulletinKeys.lists() });
    },
  });

/** A new comment changes the post's comments and its comment count (detail and lists). */
export const createBulletinCommentMutationOptions = () =>
  mutationOptions({
    mutationKey: [...bulletinKeys.all, 'createBulletinComment'],
    mutationFn: ({ postId, ...input }: CreateBulletinCommentVariables) =>
      unwrap(apiClient().POST('/api/bulletin-board/posts/{id}/comments', { ...byId(postId), body: input })),
    onSuccess: (_comment, { postId }, _result, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: bulletinKeys.detail(postId) }),
        client.invalidateQueries({ queryKey: bulletinKeys.lists() }),
      ]),
  });

export const deleteBulletinCommentMutationOptions = () =>
  mutationOptions({
    mutationKey: [...bulletinKeys.all, 'deleteBulletinComment'],
    mutationFn: ({ postId, commentId }: DeleteBulletinCommentVariables) =>
      envelope(
        apiClient().DELETE('/api/bulletin-board/posts/{id}/comments/{commentId}', {
          params: { path: { id: postId, commentId } },
        }),
      ),
    onSuccess: (_answer, { postId }, _result, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: bulletinKeys.detail(postId) }),
        client.invalidateQueries({ queryKey: bulletinKeys.lists() }),
      ]),
  });

export const useCreateBulletinPost = () => useMutation(createBulletinPostMutationOptions());
export const useUpdateBulletinPost = () => useMutation(updateBulletinPostMutationOptions());
export const useDeleteBulletinPost = () => useMutation(deleteBulletinPostMutationOptions());
export const useMarkBulletinPostAsRead = () => useMutation(markBulletinPostAsReadMutationOptions());
export const useCreateBulletinComment = () => useMutation(createBulletinCommentMutationOptions());
export const useDeleteBulletinComment = () => useMutation(deleteBulletinCommentMutationOptions());
