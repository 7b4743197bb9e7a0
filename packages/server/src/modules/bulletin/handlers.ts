import type { FastifyInstance, FastifyRequest } from 'fastify';
import { paginated, success } from '../../http/envelope.ts';
import { readMultipart } from '../../http/multipart.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { bodyOf, paramsOf, queryOf, requireAuth, requireStore } from '../../http/request.ts';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENTS_PER_REQUEST,
  attachmentStorageOf,
} from '../attachments/attachments.ts';
import { createBulletinRepository, type Reader } from './repository.ts';
import {
  type BulletinDeps,
  bulletinMessages,
  createComment,
  createPost,
  deleteComment,
  deletePost,
  getPost,
  listComments,
  listPosts,
  markRead,
  readReceipts,
  statistics,
  updatePost,
} from './use-cases.ts';

/** The signed-in staff member as a reader of their session's store. */
const readerOf = (request: FastifyRequest): Reader => {
  const auth = requireAuth(request);
  return { staffId: auth.staffId, role: auth.role, storeId: requireStore(request) };
};

/** The post form: its fields, `remove_files[]` and up to five files of 10 MB (one more byte is "too large"). */
const readPostForm = (request: FastifyRequest) =>
  readMultipart(request, {
    maxFileBytes: ATTACHMENT_MAX_BYTES,
    maxFiles: ATTACHMENTS_PER_REQUEST,
    maxFieldBytes: 100_000,
  });

/** The bulletin board (掲示板, issue 17): posts, attachments, comments, read receipts. */
export function bulletinHandlers(app: FastifyInstance): OperationHandlers {
  const { db, events, photos, config } = app.kayoi;
  const repo = createBulletinRepository(db);
  const deps: BulletinDeps = {
    db,
    repo,
    events,
    photos,
    attachments: attachmentStorageOf(app, (key) => repo.attachmentFile(key)),
    now: config.now,
  };

  return {
    async listBulletinPosts(request) {
      const query = queryOf(request, 'listBulletinPosts');
      const page = query.page ?? 1;
      const perPage = query.per_page ?? 20;
      const { posts, total } = await listPosts(
        deps,
        readerOf(request),
        {
          category: query.category,
          priority: query.priority,
          search: query.search?.trim() || undefined,
          isPinned: query.is_pinned === undefined ? undefined : query.is_pinned === 1,
          unreadOnly: query.unread_only === 1,
        },
        page,
        perPage,
      );
      return paginated(posts, { page, perPage, total });
    },
    getBulletinStatistics: async (request) => success(await statistics(deps, readerOf(request))),
    getBulletinPost: async (request) =>
      success(await getPost(deps, readerOf(request), paramsOf(request, 'getBulletinPost').id)),
    async createBulletinPost(request, reply) {
      const reader = readerOf(request);
      const form = await readPostForm(request);
      reply.status(201);
      return success(await createPost(deps, reader, form), bulletinMessages.created);
    },
    async updateBulletinPost(request) {
      const reader = readerOf(request);
      const { id } = paramsOf(request, 'updateBulletinPost');
      const form = await readPostForm(request);
      return success(await updatePost(deps, reader, id, form), bulletinMessages.updated);
    },
    async deleteBulletinPost(request) {
      await deletePost(deps, readerOf(request), paramsOf(request, 'deleteBulletinPost').id);
      return success(null, bulletinMessages.deleted);
    },
    markBulletinPostAsRead: async (request) =>
      success(await markRead(deps, readerOf(request), paramsOf(request, 'markBulletinPostAsRead').id)),
    getBulletinReadReceipts: async (request) =>
      success(await readReceipts(deps, readerOf(request), paramsOf(request, 'getBulletinReadReceipts').id)),
    listBulletinComments: async (request) =>
      success(await listComments(deps, readerOf(request), paramsOf(request, 'listBulletinComments').id)),
    async createBulletinComment(request, reply) {
      const { id } = paramsOf(request, 'createBulletinComment');
      const comment = await createComment(
        deps,
        readerOf(request),
        id,
        bodyOf(request, 'createBulletinComment').content,
      );
      reply.status(201);
      return success(comment, bulletinMessages.commented);
    },
    async deleteBulletinComment(request) {
      const { id, commentId } = paramsOf(request, 'deleteBulletinComment');
      await deleteComment(deps, readerOf(request), id, commentId);
      return success(null, bulletinMessages.commentDeleted);
    },
  };
}
