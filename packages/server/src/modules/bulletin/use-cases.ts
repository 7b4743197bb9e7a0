import { isoTokyo, isValidIsoDate } from '@kayoi/domain/calendar';
import { bulletinPostFormSchema, toServerDateTime } from '@kayoi/domain/forms';
import { bulletinCategoryLabels, bulletinPriorityStyles } from '@kayoi/domain/labels';
import type { Database } from '../../db/database.ts';
import type { EventBus } from '../../events/bus.ts';
import { ApiError, type FieldErrors } from '../../http/envelope.ts';
import { validationFailed } from '../../http/formErrors.ts';
import { serverMessages } from '../../http/messages.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import type { ResponseData } from '../../http/types.ts';
import {
  ATTACHMENTS_PER_REQUEST,
  type AttachmentSigner,
  attachmentAnswer,
  attachmentMessages,
  checkAttachments,
} from '../attachments/attachments.ts';
import type { PhotoSigner } from '../photos/photos.ts';
import { keyOfPhotoPath } from '../photos/photos.ts';
import {
  type AttachmentRow,
  type BulletinRepository,
  type CommentRow,
  createBulletinRepository,
  type PostFilters,
  type PostRow,
  type PostValues,
  type Reader,
} from './repository.ts';

type BulletinPost = ResponseData<'getBulletinPost'>;

/** At most this many attachments per post. */
export const ATTACHMENTS_PER_POST = 10;
type BulletinComment = ResponseData<'createBulletinComment'>;

export interface BulletinDeps {
  db: Database;
  repo: BulletinRepository;
  events: EventBus;
  photos: PhotoSigner;
  attachments: AttachmentSigner;
  now: () => Date;
}

/** The board's own messages (the seed has none for these). */
export const bulletinMessages = {
  created: '投稿を作成しました',
  updated: '投稿を更新しました',
  deleted: '投稿を削除しました',
  commented: 'コメントを投稿しました',
  commentDeleted: 'コメントを削除しました',
  commentRequired: 'コメントを入力してください',
  commentTooLong: 'コメントは2000文字以内で入力してください',
  flagInvalid: '1 または 0 を指定してください',
  ...attachmentMessages,
  tooManyFiles: `添付ファイルは1件の投稿につき${ATTACHMENTS_PER_POST}件までです`,
  removeUnknown: 'この投稿の添付ファイルではありません',
} as const;

const COMMENT_MAX = 2_000;

// Reading ----------------------------------------------------------------------------------------------------

const summary = (photos: PhotoSigner, id: number | null, name: string | null, photoPath: string | null) => ({
  // A post whose author's account was removed keeps showing; its author is "削除されたスタッフ".
  id: id ?? 1,
  name: name ?? '削除されたスタッフ',
  photo_url: photos.url(keyOfPhotoPath(photoPath)),
});

async function toPosts(deps: BulletinDeps, rows: PostRow[]): Promise<BulletinPost[]> {
  const attachments = await deps.repo.attachmentsOf(rows.map((row) => row.id));
  const byPost = new Map<number, AttachmentRow[]>();
  for (const attachment of attachments) {
    byPost.set(attachment.post_id, [...(byPost.get(attachment.post_id) ?? []), attachment]);
  }
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      title: row.title,
      body: row.body,
      category: {
        value: row.category as BulletinPost['category']['value'],
        label: bulletinCategoryLabels[row.category as BulletinPost['category']['value']],
      },
      priority: {
        value: row.priority as BulletinPost['priority']['value'],
        ...bulletinPriorityStyles[row.priority as BulletinPost['priority']['value']],
      },
      store_id: row.store_id,
      author: summary(deps.photos, row.author_id, row.author_name, row.author_photo_path),
      flags: { is_pinned: row.is_pinned, is_active: row.is_active, is_read: row.is_read },
      publish_window: { start: row.publish_start, end: row.publish_end },
      statistics: {
        view_count: row.view_count,
        read_count: row.read_count,
        comment_count: row.comment_count,
      },
      attachments: await Promise.all(
        (byPost.get(row.id) ?? []).map((a) => attachmentAnswer(deps.attachments, a)),
      ),
      meta: {
        created_at: isoTokyo(row.created_at),
        updated_at: isoTokyo(row.updated_at),
        deleted_at: row.deleted_at ? isoTokyo(row.deleted_at) : null,
      },
    })),
  );
}

const notFound = () => new ApiError(404, 'NOT_FOUND', serverMessages.notFound);
const forbidden = () => new ApiError(403, 'FORBIDDEN', serverMessages.forbidden);

async function visiblePost(deps: BulletinDeps, reader: Reader, id: number): Promise<PostRow> {
  const row = await deps.repo.findVisiblePost(reader, deps.now(), id);
  if (!row) throw notFound();
  return row;
}

/** Authors edit and delete their posts; admins any; managers those of their store. */
const mayManage = (reader: Reader, post: PostRow) =>
  post.author_id === reader.staffId ||
  reader.role === 'admin' ||
  (reader.role === 'manager' && post.store_id === reader.storeId);

export async function listPosts(
  deps: BulletinDeps,
  reader: Reader,
  filters: PostFilters,
  page: number,
  perPage: number,
) {
  const { rows, total } = await deps.repo.listPosts(reader, deps.now(), filters, page, perPage);
  return { posts: await toPosts(deps, rows), total };
}

/** The detail counts a view. */
export async function getPost(deps: BulletinDeps, reader: Reader, id: number): Promise<BulletinPost> {
  await visiblePost(deps, reader, id);
  await deps.repo.countView(id);
  const [post] = await toPosts(deps, [await visiblePost(deps, reader, id)]);
  return post as BulletinPost;
}

export const statistics = (deps: BulletinDeps, reader: Reader) => deps.repo.statistics(reader, deps.now());

export async function readReceipts(deps: BulletinDeps, reader: Reader, id: number) {
  const post = await visiblePost(deps, reader, id);
  const rows = await deps.repo.receipts(id, post.store_id);
  const read = rows.filter((row) => row.read_at !== null);
  const unread = rows.filter((row) => row.read_at === null);
  return {
    post_id: id,
    read_count: read.length,
    unread_count: unread.length,
    read: read.map((row) => ({
      staff: summary(deps.photos, row.id, row.name, row.photo_path),
      read_at: isoTokyo(row.read_at as Date),
    })),
    unread: unread.map((row) => summary(deps.photos, row.id, row.name, row.photo_path)),
  };
}

export async function markRead(deps: BulletinDeps, reader: Reader, id: number) {
  await visiblePost(deps, reader, id);
  const readAt = await deps.repo.markRead(id, reader.staffId, deps.now());
  const stats = await deps.repo.statistics(reader, deps.now());
  return {
    post_id: id,
    is_read: true as const,
    read_at: isoTokyo(readAt),
    read_count: await deps.repo.readCount(id),
    unread_bulletins: stats.unread_bulletins,
  };
}

// Writing ----------------------------------------------------------------------------------------------------

/** The multipart form as read: its text fields, repeated fields and files. */
export interface PostForm {
  fields: Record<string, string>;
  lists: Record<string, string[]>;
  files: UploadedFile[];
}

function flagOf(value: string | undefined, errors: FieldErrors, field: string): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  errors[field] = [bulletinMessages.flagInvalid];
  return undefined;
}

const WALL_CLOCK = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:00$/;

/**
 * One end of the publish window from the form: not sent keeps the current one; sent empty (the contract's
 * null, multipart having none) removes it; otherwise the server's wall-clock format.
 */
function publishField(sent: string | undefined, current: string | null | undefined): string | undefined {
  if (sent === undefined) return current ?? undefined;
  if (sent.trim() === '') return undefined;
  return toServerDateTime(sent);
}

/**
 * The post's values from a form, over `current` (an update keeps what was not sent). Checked with the
 * client's own form schema (the same Japanese messages), plus what only the server knows: the body's length,
 * real calendar dates and the stores the author may address.
 */
async function postValues(
  deps: BulletinDeps,
  reader: Reader,
  form: PostForm,
  current: PostValues | null,
): Promise<PostValues> {
  const f = form.fields;
  const errors: FieldErrors = {};
  const isPinned = flagOf(f.is_pinned, errors, 'is_pinned');
  const isActive = flagOf(f.is_active, errors, 'is_active');
  const sent = (name: string) => (f[name] === undefined || f[name] === '' ? undefined : f[name]);
  const merged = {
    title: f.title ?? current?.title,
    body: f.body ?? current?.body,
    category: sent('category') ?? current?.category,
    priority: sent('priority') ?? current?.priority,
    store_id: sent('store_id') ?? current?.store_id ?? undefined,
    is_pinned: isPinned ?? current?.is_pinned ?? false,
    is_active: isActive ?? current?.is_active ?? true,
    publish_start: publishField(f.publish_start, current?.publish_start),
    publish_end: publishField(f.publish_end, current?.publish_end),
  };
  const result = bulletinPostFormSchema.safeParse(merged);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path.map(String).join('.') || '_';
      errors[field] = [...(errors[field] ?? []), issue.message];
    }
  }
  for (const field of ['publish_start', 'publish_end'] as const) {
    const value = merged[field]?.trim();
    const isReal =
      value !== undefined &&
      WALL_CLOCK.test(value) &&
      isValidIsoDate(value.slice(0, 10)) &&
      Number(value.slice(11, 13)) < 24 &&
      Number(value.slice(14, 16)) < 60;
    if (value && !isReal) {
      errors[field] = [
        field === 'publish_start'
          ? '公開開始日時の形式が正しくありません'
          : '公開終了日時の形式が正しくありません',
      ];
    }
  }
  if (Object.keys(errors).length > 0 || !result.success) throw validationFailed(errors);
  const values = result.data;
  // An all-stores post is an admin's; others post to their own store.
  let storeId = values.store_id ?? null;
  if (reader.role !== 'admin') {
    if (storeId === null && current === null) storeId = reader.storeId;
    if (storeId !== reader.storeId && !(current && storeId === current.store_id)) {
      throw validationFailed({ store_id: [serverMessages.storeRequired] });
    }
  } else if (storeId !== null && (storeId > 2_147_483_647 || !(await deps.repo.storeExists(storeId)))) {
    throw validationFailed({ store_id: [serverMessages.storeRequired] });
  }
  return {
    store_id: storeId,
    title: values.title,
    body: values.body,
    category: values.category ?? 'general',
    priority: values.priority ?? 'normal',
    is_pinned: values.is_pinned,
    is_active: values.is_active,
    publish_start: values.publish_start || null,
    publish_end: values.publish_end || null,
  };
}

/** Content-sniffed and size-checked; what the browser claimed is not believed. */
const checkFiles = (files: UploadedFile[]) =>
  checkAttachments(files, ATTACHMENTS_PER_REQUEST, bulletinMessages.tooManyFiles);

/** Tells the post's store (or every store) after the commit. */
async function announce(
  deps: BulletinDeps,
  storeId: number | null,
  postId: number,
  action: 'created' | 'updated' | 'deleted' | 'commented' | 'comment_deleted',
) {
  const stores = storeId === null ? await deps.repo.storeIds() : [storeId];
  for (const store of stores) {
    deps.events.publish({
      type: 'bulletin.post.changed',
      store_id: store,
      payload: { post_id: postId, action },
    });
  }
}

export async function createPost(deps: BulletinDeps, reader: Reader, form: PostForm): Promise<BulletinPost> {
  const values = await postValues(deps, reader, form, null);
  const files = checkFiles(form.files);
  const now = deps.now();
  const id = await deps.db.transaction(async (tx) => {
    const repo = createBulletinRepository(tx);
    const postId = await repo.insertPost(reader.staffId, values, now);
    for (const file of files) await repo.insertAttachment(postId, file);
    // The author has read their own post.
    await repo.markRead(postId, reader.staffId, now);
    await repo.audit(postId, reader.staffId, 'created', values.title);
    return postId;
  });
  await announce(deps, values.store_id, id, 'created');
  const [post] = await toPosts(deps, [await visiblePost(deps, reader, id)]);
  return post as BulletinPost;
}

export async function updatePost(
  deps: BulletinDeps,
  reader: Reader,
  id: number,
  form: PostForm,
): Promise<BulletinPost> {
  const post = await visiblePost(deps, reader, id);
  if (!mayManage(reader, post)) throw forbidden();
  const values = await postValues(deps, reader, form, {
    store_id: post.store_id,
    title: post.title,
    body: post.body,
    category: post.category,
    priority: post.priority,
    is_pinned: post.is_pinned,
    is_active: post.is_active,
    publish_start: post.publish_start,
    publish_end: post.publish_end,
  });
  const files = checkFiles(form.files);
  const removed = [...new Set((form.lists['remove_files[]'] ?? []).map(Number))];
  // A post holds at most ATTACHMENTS_PER_POST files, so more ids than that cannot all be its own.
  if (
    removed.length > ATTACHMENTS_PER_POST ||
    removed.some((value) => !Number.isInteger(value) || value < 1 || value > 2_147_483_647)
  ) {
    throw validationFailed({ remove_files: [bulletinMessages.removeUnknown] });
  }
  await deps.db.transaction(async (tx) => {
    const repo = createBulletinRepository(tx);
    if ((await repo.deleteAttachments(id, removed)) !== removed.length) {
      throw validationFailed({ remove_files: [bulletinMessages.removeUnknown] });
    }
    if ((await repo.countAttachments(id)) + files.length > ATTACHMENTS_PER_POST) {
      throw validationFailed({ files: [bulletinMessages.tooManyFiles] });
    }
    for (const file of files) await repo.insertAttachment(id, file);
    await repo.updatePost(id, values, deps.now());
    await repo.audit(id, reader.staffId, 'updated', values.title);
  });
  await announce(deps, post.store_id, id, 'updated');
  if (values.store_id !== post.store_id) await announce(deps, values.store_id, id, 'updated');
  const [updated] = await toPosts(deps, [await visiblePost(deps, reader, id)]);
  return updated as BulletinPost;
}

export async function deletePost(deps: BulletinDeps, reader: Reader, id: number): Promise<void> {
  const post = await visiblePost(deps, reader, id);
  if (!mayManage(reader, post)) throw forbidden();
  const deleted = await deps.db.transaction(async (tx) => {
    const repo = createBulletinRepository(tx);
    if (!(await repo.softDeletePost(id, reader.staffId, deps.now()))) return false;
    await repo.audit(id, reader.staffId, 'deleted', post.title);
    return true;
  });
  if (!deleted) throw notFound();
  await announce(deps, post.store_id, id, 'deleted');
}

// Comments ---------------------------------------------------------------------------------------------------

const toComment = (photos: PhotoSigner, row: CommentRow): BulletinComment => ({
  id: row.id,
  post_id: row.post_id,
  author_id: row.author_id ?? 1,
  body: row.body,
  author: summary(photos, row.author_id, row.author_name, row.author_photo_path),
  meta: { created_at: isoTokyo(row.created_at), updated_at: isoTokyo(row.updated_at) },
});

export async function listComments(deps: BulletinDeps, reader: Reader, postId: number) {
  await visiblePost(deps, reader, postId);
  return (await deps.repo.listComments(postId)).map((row) => toComment(deps.photos, row));
}

export async function createComment(
  deps: BulletinDeps,
  reader: Reader,
  postId: number,
  content: string,
): Promise<BulletinComment> {
  const post = await visiblePost(deps, reader, postId);
  if (content.trim() === '') throw validationFailed({ content: [bulletinMessages.commentRequired] });
  if (content.length > COMMENT_MAX) throw validationFailed({ content: [bulletinMessages.commentTooLong] });
  const id = await deps.repo.insertComment(postId, reader.staffId, content, deps.now());
  await announce(deps, post.store_id, postId, 'commented');
  const row = (await deps.repo.listComments(postId)).find((comment) => comment.id === id) as CommentRow;
  return toComment(deps.photos, row);
}

/** The comment's author, admins, and managers of the post's store. */
export async function deleteComment(deps: BulletinDeps, reader: Reader, postId: number, commentId: number) {
  const post = await visiblePost(deps, reader, postId);
  const comment = await deps.repo.findComment(postId, commentId);
  if (!comment) throw notFound();
  const allowed =
    comment.author_id === reader.staffId ||
    reader.role === 'admin' ||
    (reader.role === 'manager' && post.store_id === reader.storeId);
  if (!allowed) throw forbidden();
  await deps.repo.deleteComment(commentId);
  await announce(deps, post.store_id, postId, 'comment_deleted');
}
