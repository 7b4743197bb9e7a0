import { formatTokyo, isoTokyo, MINUTE_MS, midnightOf, minutesOf } from '@kayoi/domain/calendar';
import { fieldLabels, fieldMessages, formatMessage, validationMessages } from '@kayoi/domain/messages';
import { z } from 'zod';
import type {
  BulletinAttachment,
  BulletinCategory,
  BulletinPost,
  BulletinPriority,
} from '../../queries/types.ts';
import type { FixtureStore } from '../fixtureStore.ts';
import {
  type Caller,
  type FieldErrors,
  forbidden,
  formBody,
  handleAs,
  http,
  jsonBody,
  MockApiError,
  notFound,
  paginate,
  parseOr422,
  pathId,
  searchParams,
  success,
  validationError,
} from '../http.ts';
import type { FixtureBulletinPost } from '../seed/communication.ts';

const CATEGORY_LABELS: Record<BulletinCategory, string> = {
  general: 'お知らせ',
  event: 'イベント',
  maintenance: 'メンテナンス',
  training: '研修',
  other: 'その他',
};

const PRIORITIES: Record<BulletinPriority, { label: string; color: string }> = {
  low: { label: '低', color: '#9E9E9E' },
  normal: { label: '通常', color: '#2196F3' },
  high: { label: '高', color: '#FF9800' },
  urgent: { label: '緊急', color: '#F44336' },
};

const CATEGORIES = Object.keys(CATEGORY_LABELS) as [BulletinCategory, ...BulletinCategory[]];
const PRIORITY_VALUES = Object.keys(PRIORITIES) as [BulletinPriority, ...BulletinPriority[]];

/** Spec limits of `files[]`: at most 5 per request, 10 MB each. */
const MAX_FILES = 5;
const MAX_FILE_BYTES = 10_485_760;

const SERVER_DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:00$/;

const windowText = (ms: number | null) => (ms === null ? null : formatTokyo(ms, 'yyyy-MM-dd HH:mm:00'));

/** 'YYYY-MM-DD HH:MM:00' (Tokyo wall-clock time) → ms. */
function parseServerDateTime(text: string): number {
  return midnightOf(text.slice(0, 10)) + minutesOf(text.slice(11, 16)) * MINUTE_MS;
}

function postView(store: FixtureStore, post: FixtureBulletinPost, viewerId: number): BulletinPost {
  return {
    id: post.id,
    title: post.title,
    body: post.body,
    category: { value: post.category, label: CATEGORY_LABELS[post.category] },
    priority: { value: post.priority, ...PRIORITIES[post.priority] },
    store_id: post.store_id,
    author: store.staffSummary(post.author_id),
    flags: { is_pinned: post.is_pinned, is_active: post.is_active, is_read: post.reads.has(viewerId) },
    publish_window: { start: windowText(post.publish_start), end: windowText(post.publish_end) },
    statistics: {
      view_count: post.view_count,
      read_count: post.reads.size,
      comment_count: store.bulletinComments.filter((c) => c.post_id === post.id).length,
    },
    attachments: post.attachments,
    meta: {
      created_at: isoTokyo(post.created_at),
      updated_at: isoTokyo(post.updated_at),
      deleted_at: post.deleted_at === null ? null : isoTokyo(post.deleted_at),
    },
  };
}

const isPublished = (post: FixtureBulletinPost, now: number) =>
  post.is_active &&
  (post.publish_start === null || post.publish_start <= now) &&
  (post.publish_end === null || post.publish_end > now);

const mayManage = (caller: Caller, authorId: number) =>
  authorId === caller.staff.id || caller.staff.role === 'admin' || caller.staff.role === 'manager';

/**
 * Posts for all stores or the caller's store; inactive or scheduled posts only for their author, admins and
 * managers; deleted posts for nobody.
 */
function canSee(caller: Caller, post: FixtureBulletinPost): boolean {
  if (post.deleted_at !== null) return false;
  if (post.store_id !== null && post.store_id !== caller.storeId) return false;
  return isPublished(post, caller.store.nowMs()) || mayManage(caller, post.author_id);
}

function visiblePost(caller: Caller, id: number): FixtureBulletinPost {
  const post = caller.store.bulletinPosts.find((p) => p.id === id);
  if (!post || !canSee(caller, post)) throw notFound();
  return post;
}

const visiblePosts = (caller: Caller) => caller.store.bulletinPosts.filter((post) => canSee(caller, post));

function statistics(caller: Caller) {
  const posts = visiblePosts(caller);
  return {
    unread_bulletins: posts.filter((p) => !p.reads.has(caller.staff.id)).length,
    total_posts: posts.length,
    pinned_posts: posts.filter((p) => p.is_pinned).length,
  };
}

const { titleRequired, titleTooLong, bodyRequired, categoryInvalid, priorityInvalid, storeNotNumeric } =
  validationMessages.bulletin;

const flag = z.enum(['1', '0'], { error: '1または0を指定してください' });

const postFieldsSchema = z.object({
  title: z
    .string({ error: titleRequired })
    .trim()
    .min(1, { error: titleRequired })
    .max(255, { error: titleTooLong }),
  body: z.string({ error: bodyRequired }).refine((body) => body.trim() !== '', { error: bodyRequired }),
  category: z.enum(CATEGORIES, { error: categoryInvalid }).optional(),
  priority: z.enum(PRIORITY_VALUES, { error: priorityInvalid }).optional(),
  store_id: z
    .string()
    .regex(/^[1-9]\d*$/, { error: storeNotNumeric })
    .transform(Number)
    .optional(),
  is_pinned: flag.optional(),
  is_active: flag.optional(),
  publish_start: z
    .string()
    .regex(SERVER_DATE_TIME, { error: validationMessages.bulletin.publishStartInvalid })
    .optional(),
  publish_end: z
    .string()
    .regex(SERVER_DATE_TIME, { error: validationMessages.bulletin.publishEndInvalid })
    .optional(),
});

type PostFields = Partial<z.output<typeof postFieldsSchema>>;

/** `publish_end` must be after `publish_start` (of the request, or the post's current one on an update). */
function checkWindow(fields: PostFields, current?: FixtureBulletinPost): void {
  const start = fields.publish_start
    ? parseServerDateTime(fields.publish_start)
    : (current?.publish_start ?? null);
  const end = fields.publish_end ? parseServerDateTime(fields.publish_end) : (current?.publish_end ?? null);
  if (start !== null && end !== null && end <= start) {
    throw validationError({ publish_end: [validationMessages.bulletin.publishEndNotAfterStart] });
  }
}

/** Multipart text parts as strings ('' = not sent), file parts aside. */
function splitForm(form: Record<string, unknown>) {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(form)) {
    if (typeof value === 'string' && value !== '') fields[name] = value;
  }
  const files = Array.isArray(form.files)
    ? form.files.filter((file): file is File => file instanceof Blob)
    : [];
  const removeFiles = Array.isArray(form.remove_files) ? form.remove_files.map(String) : [];
  return { fields, files, removeFiles };
}

function attachmentsFrom(store: FixtureStore, postId: number, files: readonly File[]): BulletinAttachment[] {
  if (files.length > MAX_FILES || files.some((file) => file.size > MAX_FILE_BYTES)) {
    throw new MockApiError(413, 'PAYLOAD_TOO_LARGE', 'アップロードするファイルのサイズが大きすぎます');
  }
  return files.map((file) => {
    const id = store.nextId('bulletinAttachment');
    const name = file.name || `attachment-${id}`;
    return {
      id,
      name,
      url: `https://kayoi.example.jp/storage/bulletin/${postId}/${encodeURIComponent(name)}`,
      mime_type: file.type || 'application/octet-stream',
      size: file.size,
    };
  });
}

function applyFields(post: FixtureBulletinPost, fields: PostFields): void {
  if (fields.title !== undefined) post.title = fields.title;
  if (fields.body !== undefined) post.body = fields.body;
  if (fields.category !== undefined) post.category = fields.category;
  if (fields.priority !== undefined) post.priority = fields.priority;
  if (fields.store_id !== undefined) post.store_id = fields.store_id;
  if (fields.is_pinned !== undefined) post.is_pinned = fields.is_pinned === '1';
  if (fields.is_active !== undefined) post.is_active = fields.is_active === '1';
  if (fields.publish_start !== undefined) post.publish_start = parseServerDateTime(fields.publish_start);
  if (fields.publish_end !== undefined) post.publish_end = parseServerDateTime(fields.publish_end);
}

function checkStore(store: FixtureStore, fields: PostFields): void {
  if (fields.store_id !== undefined && !store.stores.some((s) => s.id === fields.store_id)) {
    throw validationError({ store_id: ['店舗が見つかりません'] });
  }
}

const listQuerySchema = z.object({
  category: z.enum(CATEGORIES, { error: categoryInvalid }).optional(),
  priority: z.enum(PRIORITY_VALUES, { error: priorityInvalid }).optional(),
  search: z.string().max(100, { error: '検索キーワードは100文字以内で入力してください' }).optional(),
  is_pinned: z.enum(['0', '1'], { error: '1または0を指定してください' }).optional(),
  unread_only: z.enum(['0', '1'], { error: '1または0を指定してください' }).optional(),
});

const commentSchema = z.object({
  content: z
    .string({ error: formatMessage(fieldMessages.required, { field: fieldLabels.content }) })
    .trim()
    .min(1, { error: formatMessage(fieldMessages.required, { field: fieldLabels.content }) })
    .max(2000, { error: formatMessage(fieldMessages.tooLong, { field: fieldLabels.content, max: 2000 }) }),
});

function commentView(store: FixtureStore, comment: FixtureStore['bulletinComments'][number]) {
  return {
    id: comment.id,
    post_id: comment.post_id,
    author_id: comment.author_id,
    body: comment.body,
    author: store.staffSummary(comment.author_id),
    meta: { created_at: isoTokyo(comment.created_at), updated_at: isoTokyo(comment.updated_at) },
  };
}

export const bulletinBoardHandlers = [
  http.get('/api/bulletin-board/posts', (info) =>
    handleAs(info, 'listBulletinPosts', (caller) => {
      const query = searchParams(info.request);
      const filters = parseOr422(
        listQuerySchema,
        Object.fromEntries([...query].filter(([name]) => name in listQuerySchema.shape)),
      );
      const needle = filters.search?.trim().toLowerCase();
      const rows = visiblePosts(caller)
        .filter((p) => !filters.category || p.category === filters.category)
        .filter((p) => !filters.priority || p.priority === filters.priority)
        .filter((p) => !needle || `${p.title}\n${p.body}`.toLowerCase().includes(needle))
        .filter((p) => filters.is_pinned === undefined || p.is_pinned === (filters.is_pinned === '1'))
        .filter((p) => filters.unread_only !== '1' || !p.reads.has(caller.staff.id))
        // Pinned posts first, then newest first.
        .sort(
          (a, b) => Number(b.is_pinned) - Number(a.is_pinned) || b.created_at - a.created_at || b.id - a.id,
        );
      const page = paginate(rows, query);
      return info.response(200).json({
        ...success(page.data.map((post) => postView(caller.store, post, caller.staff.id))),
        meta: page.meta,
      });
    }),
  ),

  http.post('/api/bulletin-board/posts', (info) =>
    handleAs(info, 'createBulletinPost', async (caller) => {
      const { store } = caller;
      const { fields, files } = splitForm(await formBody(info.request));
      const input = parseOr422(postFieldsSchema, fields);
      checkStore(store, input);
      checkWindow(input);
      const now = store.nowMs();
      const post: FixtureBulletinPost = {
        id: store.nextId('bulletinPost'),
        title: input.title,
        body: input.body,
        category: 'general',
        priority: 'normal',
        store_id: null,
        author_id: caller.staff.id,
        is_pinned: false,
        is_active: true,
        publish_start: null,
        publish_end: null,
        view_count: 0,
        attachments: [],
        created_at: now,
        updated_at: now,
        deleted_at: null,
        reads: new Map(),
      };
      applyFields(post, input);
      post.attachments = attachmentsFrom(store, post.id, files);
      store.bulletinPosts.push(post);
      return info.response(201).json(success(postView(store, post, caller.staff.id), '投稿を作成しました'));
    }),
  ),

  // Before `/{id}`: MSW takes the first handler whose path matches, and `statistics` would match `:id`.
  http.get('/api/bulletin-board/posts/statistics', (info) =>
    handleAs(info, 'getBulletinStatistics', (caller) => info.response(200).json(success(statistics(caller)))),
  ),

  http.get('/api/bulletin-board/posts/{id}', (info) =>
    handleAs(info, 'getBulletinPost', (caller) => {
      const post = visiblePost(caller, pathId(info.params.id));
      post.view_count += 1;
      return info.response(200).json(success(postView(caller.store, post, caller.staff.id)));
    }),
  ),

  http.post('/api/bulletin-board/posts/{id}', (info) =>
    handleAs(info, 'updateBulletinPost', async (caller) => {
      const { store } = caller;
      const post = visiblePost(caller, pathId(info.params.id));
      if (!mayManage(caller, post.author_id)) throw forbidden();
      const { fields, files, removeFiles } = splitForm(await formBody(info.request));
      const input = parseOr422(postFieldsSchema.partial(), fields);
      checkStore(store, input);
      checkWindow(input, post);
      const unknown = removeFiles.filter((id) => !post.attachments.some((a) => String(a.id) === id));
      if (unknown.length > 0)
        throw validationError({
          remove_files: ['削除する添付ファイルが見つかりません'],
        } satisfies FieldErrors);
      applyFields(post, input);
      post.attachments = [
        ...post.attachments.filter((a) => !removeFiles.includes(String(a.id))),
        ...attachmentsFrom(store, post.id, files),
      ];
      post.updated_at = store.nowMs();
      return info.response(200).json(success(postView(store, post, caller.staff.id), '投稿を更新しました'));
    }),
  ),

  http.delete('/api/bulletin-board/posts/{id}', (info) =>
    handleAs(info, 'deleteBulletinPost', (caller) => {
      const post = visiblePost(caller, pathId(info.params.id));
      if (!mayManage(caller, post.author_id)) throw forbidden();
      post.deleted_at = caller.store.nowMs();
      return info.response(200).json(success(null, '投稿を削除しました'));
    }),
  ),

  http.post('/api/bulletin-board/posts/{id}/mark-as-read', (info) =>
    handleAs(info, 'markBulletinPostAsRead', (caller) => {
      const post = visiblePost(caller, pathId(info.params.id));
      if (!post.reads.has(caller.staff.id)) post.reads.set(caller.staff.id, caller.store.nowMs());
      return info.response(200).json(
        success({
          post_id: post.id,
          is_read: true as const,
          read_at: isoTokyo(post.reads.get(caller.staff.id) as number),
          read_count: post.reads.size,
          unread_bulletins: statistics(caller).unread_bulletins,
        }),
      );
    }),
  ),

  http.get('/api/bulletin-board/posts/{id}/comments', (info) =>
    handleAs(info, 'listBulletinComments', (caller) => {
      const post = visiblePost(caller, pathId(info.params.id));
      const comments = caller.store.bulletinComments
        .filter((c) => c.post_id === post.id)
        .sort((a, b) => a.created_at - b.created_at || a.id - b.id)
        .map((comment) => commentView(caller.store, comment));
      return info.response(200).json(success(comments));
    }),
  ),

  http.post('/api/bulletin-board/posts/{id}/comments', (info) =>
    handleAs(info, 'createBulletinComment', async (caller) => {
      const { store } = caller;
      const post = visiblePost(caller, pathId(info.params.id));
      const { content } = parseOr422(commentSchema, await jsonBody(info.request));
      const now = store.nowMs();
      const comment = {
        id: store.nextId('bulletinComment'),
        post_id: post.id,
        author_id: caller.staff.id,
        body: content,
        created_at: now,
        updated_at: now,
      };
      store.bulletinComments.push(comment);
      return info.response(201).json(success(commentView(store, comment), 'コメントを投稿しました'));
    }),
  ),

  http.delete('/api/bulletin-board/posts/{id}/comments/{commentId}', (info) =>
    handleAs(info, 'deleteBulletinComment', (caller) => {
      const { store } = caller;
      const post = visiblePost(caller, pathId(info.params.id));
      const commentId = pathId(info.params.commentId);
      const comment = store.bulletinComments.find((c) => c.id === commentId && c.post_id === post.id);
      if (!comment) throw notFound();
      if (!mayManage(caller, comment.author_id)) throw forbidden();
      store.bulletinComments.splice(store.bulletinComments.indexOf(comment), 1);
      return info.response(200).json(success(null, 'コメントを削除しました'));
    }),
  ),
];
