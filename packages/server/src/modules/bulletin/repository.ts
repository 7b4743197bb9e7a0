import type { Queryable } from '../../db/database.ts';

// The bulletin board's SQL (tables of 0090_bulletin_board.sql). Every read is scoped by the reader's store:
// a post of one store, or of every store (store_id null). Publish windows are instants; the forms speak
// Tokyo wall-clock time ('YYYY-MM-DD HH:MM:00').

/** Who reads: the signed-in staff member, their role and the store their session works in. */
export interface Reader {
  staffId: number;
  role: 'admin' | 'manager' | 'staff';
  storeId: number;
}

export interface PostRow {
  id: number;
  store_id: number | null;
  author_id: number | null;
  author_name: string | null;
  author_photo_path: string | null;
  title: string;
  body: string;
  category: string;
  priority: string;
  is_pinned: boolean;
  is_active: boolean;
  publish_start: string | null;
  publish_end: string | null;
  view_count: number;
  read_count: number;
  comment_count: number;
  is_read: boolean;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
}

export interface AttachmentRow {
  id: number;
  post_id: number;
  key: string;
  name: string;
  content_type: string;
  byte_size: number;
}

export interface CommentRow {
  id: number;
  post_id: number;
  author_id: number | null;
  author_name: string | null;
  author_photo_path: string | null;
  body: string;
  created_at: Date;
  updated_at: Date;
}

export interface PostFilters {
  category?: string | undefined;
  priority?: string | undefined;
  search?: string | undefined;
  isPinned?: boolean | undefined;
  unreadOnly?: boolean;
}

export interface PostValues {
  store_id: number | null;
  title: string;
  body: string;
  category: string;
  priority: string;
  is_pinned: boolean;
  is_active: boolean;
  publish_start: string | null;
  publish_end: string | null;
}

const WALL_CLOCK = (column: string) =>
  `to_char(${column} at time zone 'Asia/Tokyo', 'YYYY-MM-DD HH24:MI:00')`;
const FROM_WALL_CLOCK = (param: string) => `(${param}::timestamp at time zone 'Asia/Tokyo')`;

/**
 * A post the reader may see: not deleted, of their store or of every store, and — unless they wrote it,
 * are an admin, or manage its store — active and inside its publish window. $1 reader, $2 store, $3 role,
 * $4 now.
 */
const VISIBLE = `p.deleted_at is null
  and (p.store_id is null or p.store_id = $2)
  and (p.author_id = $1 or $3 = 'admin' or ($3 = 'manager' and p.store_id = $2)
    or (p.is_active and (p.publish_start is null or p.publish_start <= $4)
      and (p.publish_end is null or p.publish_end > $4)))`;

/** Published now for everyone (what the unread badge counts). */
const PUBLISHED = `p.deleted_at is null and (p.store_id is null or p.store_id = $2) and p.is_active
  and (p.publish_start is null or p.publish_start <= $4) and (p.publish_end is null or p.publish_end > $4)`;

const POST_COLUMNS = `p.id, p.store_id, p.author_id, s.name as author_name, s.photo_path as author_photo_path,
  p.title, p.body, p.category, p.priority, p.is_pinned, p.is_active,
  ${WALL_CLOCK('p.publish_start')} as publish_start, ${WALL_CLOCK('p.publish_end')} as publish_end,
  p.view_count,
  (select count(*) from bulletin_reads r where r.post_id = p.id)::int as read_count,
  (select count(*) from bulletin_comments c where c.post_id = p.id)::int as comment_count,
  exists (select 1 from bulletin_reads r where r.post_id = p.id and r.staff_id = $1) as is_read,
  p.created_at, p.updated_at, p.deleted_at`;

/** A post's values as $1…$9 of its insert and update. */
const postParams = (values: PostValues) => [
  values.store_id,
  values.title,
  values.body,
  values.category,
  values.priority,
  values.is_pinned,
  values.is_active,
  values.publish_start,
  values.publish_end,
];

const readerParams = (reader: Reader, now: Date) => [reader.staffId, reader.storeId, reader.role, now];

export function createBulletinRepository(db: Queryable) {
  return {
    ...createPostRepository(db),
    ...createPostDetailRepository(db),
  };
}

/** Posts as a reader sees them, written, changed and deleted, with their audit trail. */
function createPostRepository(db: Queryable) {
  return {
    async listPosts(reader: Reader, now: Date, filters: PostFilters, page: number, perPage: number) {
      const params: unknown[] = readerParams(reader, now);
      const where = [VISIBLE];
      const add = (value: unknown) => {
        params.push(value);
        return `$${params.length}`;
      };
      if (filters.category) where.push(`p.category = ${add(filters.category)}`);
      if (filters.priority) where.push(`p.priority = ${add(filters.priority)}`);
      if (filters.isPinned !== undefined) where.push(`p.is_pinned = ${add(filters.isPinned)}`);
      if (filters.unreadOnly) {
        where.push('not exists (select 1 from bulletin_reads r where r.post_id = p.id and r.staff_id = $1)');
      }
      if (filters.search) {
        // A substring of the title or body, kana- and width-blind (kayoi_search_key, 0030).
        const key = add(filters.search);
        where.push(`strpos(p.search_text, kayoi_search_key(${key})) > 0`);
      }
      const condition = where.join(' and ');
      const total = await db.query<{ total: number }>(
        `select count(*)::int as total from bulletin_posts p where ${condition}`,
        params,
      );
      // The page's ids first (an index walk), then the columns and counts of those rows only.
      const rows = await db.query<PostRow>(
        `with page as (
           select p.id from bulletin_posts p where ${condition}
           order by p.is_pinned desc, p.id desc limit ${add(perPage)} offset ${add((page - 1) * perPage)})
         select ${POST_COLUMNS} from page join bulletin_posts p on p.id = page.id
           left join staffs s on s.id = p.author_id
         order by p.is_pinned desc, p.id desc`,
        params,
      );
      return { rows: rows.rows, total: total.rows[0]?.total ?? 0 };
    },

    /** A post the reader may see, or null. */
    async findVisiblePost(reader: Reader, now: Date, id: number): Promise<PostRow | null> {
      const { rows } = await db.query<PostRow>(
        `select ${POST_COLUMNS} from bulletin_posts p left join staffs s on s.id = p.author_id
         where p.id = $5 and ${VISIBLE}`,
        [...readerParams(reader, now), id],
      );
      return rows[0] ?? null;
    },

    async countView(id: number): Promise<void> {
      await db.query('update bulletin_posts set view_count = view_count + 1 where id = $1', [id]);
    },

    async attachmentsOf(postIds: readonly number[]): Promise<AttachmentRow[]> {
      if (postIds.length === 0) return [];
      const { rows } = await db.query<AttachmentRow>(
        `select id, post_id, key, name, content_type, byte_size from bulletin_attachments
         where post_id = any($1::int[]) order by id`,
        [postIds],
      );
      return rows;
    },

    async insertPost(authorId: number, values: PostValues, now: Date): Promise<number> {
      const { rows } = await db.query<{ id: number }>(
        `insert into bulletin_posts (store_id, title, body, category, priority, is_pinned, is_active,
           publish_start, publish_end, author_id, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, ${FROM_WALL_CLOCK('$8')}, ${FROM_WALL_CLOCK('$9')}, $10, $11, $11)
         returning id`,
        [...postParams(values), authorId, now],
      );
      return (rows[0] as { id: number }).id;
    },

    async updatePost(id: number, values: PostValues, now: Date): Promise<void> {
      await db.query(
        `update bulletin_posts set store_id = $1, title = $2, body = $3, category = $4, priority = $5,
           is_pinned = $6, is_active = $7, publish_start = ${FROM_WALL_CLOCK('$8')},
           publish_end = ${FROM_WALL_CLOCK('$9')}, updated_at = $11
         where id = $10`,
        [...postParams(values), id, now],
      );
    },

    /** Soft delete: the row and its audit trail stay. False when it was already deleted. */
    async softDeletePost(id: number, staffId: number, now: Date): Promise<boolean> {
      const { rows } = await db.query(
        `update bulletin_posts set deleted_at = $3, deleted_by = $2, updated_at = $3
         where id = $1 and deleted_at is null returning id`,
        [id, staffId, now],
      );
      return rows.length > 0;
    },

    async audit(postId: number, staffId: number, action: 'created' | 'updated' | 'deleted', title: string) {
      await db.query(
        'insert into bulletin_post_audits (post_id, staff_id, action, title) values ($1, $2, $3, $4)',
        [postId, staffId, action, title],
      );
    },

    async auditTrail(postId: number) {
      const { rows } = await db.query<{ staff_id: number | null; action: string; title: string }>(
        'select staff_id, action, title from bulletin_post_audits where post_id = $1 order by id',
        [postId],
      );
      return rows;
    },
  };
}

/** A post’s attachments, who has read it, its comments, and the stores it may name. */
function createPostDetailRepository(db: Queryable) {
  return {
    async insertAttachment(
      postId: number,
      file: { key: string; name: string; contentType: string; bytes: Buffer },
    ): Promise<void> {
      await db.query(
        `insert into bulletin_attachments (post_id, key, name, content_type, bytes, byte_size)
         values ($1, $2, $3, $4, $5, $6)`,
        [postId, file.key, file.name, file.contentType, file.bytes, file.bytes.length],
      );
    },

    /** Removes the post's attachments with these ids; answers how many of the ids were the post's. */
    async deleteAttachments(postId: number, ids: readonly number[]): Promise<number> {
      if (ids.length === 0) return 0;
      const { rows } = await db.query(
        'delete from bulletin_attachments where post_id = $1 and id = any($2::int[]) returning id',
        [postId, ids],
      );
      return rows.length;
    },

    async countAttachments(postId: number): Promise<number> {
      const { rows } = await db.query<{ n: number }>(
        'select count(*)::int as n from bulletin_attachments where post_id = $1',
        [postId],
      );
      return rows[0]?.n ?? 0;
    },

    async attachmentFile(key: string) {
      const { rows } = await db.query<{ name: string; content_type: string; bytes: Uint8Array }>(
        `select a.name, a.content_type, a.bytes from bulletin_attachments a
         join bulletin_posts p on p.id = a.post_id where a.key = $1 and p.deleted_at is null`,
        [key],
      );
      return rows[0] ?? null;
    },

    /** Marks read (the first read keeps its time); answers the read time. */
    async markRead(postId: number, staffId: number, now: Date): Promise<Date> {
      await db.query(
        `insert into bulletin_reads (post_id, staff_id, read_at) values ($1, $2, $3)
         on conflict (staff_id, post_id) do nothing`,
        [postId, staffId, now],
      );
      const { rows } = await db.query<{ read_at: Date }>(
        'select read_at from bulletin_reads where post_id = $1 and staff_id = $2',
        [postId, staffId],
      );
      return (rows[0] as { read_at: Date }).read_at;
    },

    async readCount(postId: number): Promise<number> {
      const { rows } = await db.query<{ n: number }>(
        'select count(*)::int as n from bulletin_reads where post_id = $1',
        [postId],
      );
      return rows[0]?.n ?? 0;
    },

    async statistics(reader: Reader, now: Date) {
      // One pass with the reader's reads joined (a hash join), not a lookup per post.
      const { rows } = await db.query<{ unread: number; total: number; pinned: number }>(
        `select
           count(*) filter (where r.post_id is null and ${PUBLISHED})::int as unread,
           count(*)::int as total,
           count(*) filter (where p.is_pinned)::int as pinned
         from bulletin_posts p left join bulletin_reads r on r.post_id = p.id and r.staff_id = $1
         where ${VISIBLE}`,
        readerParams(reader, now),
      );
      const row = rows[0] ?? { unread: 0, total: 0, pinned: 0 };
      return { unread_bulletins: row.unread, total_posts: row.total, pinned_posts: row.pinned };
    },

    /** The post's readers: active staff of its store, or of every store for an all-stores post. */
    async receipts(postId: number, storeId: number | null) {
      const { rows } = await db.query<{
        id: number;
        name: string;
        photo_path: string | null;
        read_at: Date | null;
      }>(
        `select s.id, s.name, s.photo_path, r.read_at from staffs s
         left join bulletin_reads r on r.staff_id = s.id and r.post_id = $1
         where s.is_active and ($2::int is null or s.store_id = $2 or r.read_at is not null)
         order by r.read_at nulls last, s.name, s.id`,
        [postId, storeId],
      );
      return rows;
    },

    async listComments(postId: number): Promise<CommentRow[]> {
      const { rows } = await db.query<CommentRow>(
        `select c.id, c.post_id, c.author_id, s.name as author_name, s.photo_path as author_photo_path, c.body,
           c.created_at, c.updated_at
         from bulletin_comments c left join staffs s on s.id = c.author_id
         where c.post_id = $1 order by c.id`,
        [postId],
      );
      return rows;
    },

    async insertComment(postId: number, authorId: number, body: string, now: Date): Promise<number> {
      const { rows } = await db.query<{ id: number }>(
        `insert into bulletin_comments (post_id, author_id, body, created_at, updated_at)
         values ($1, $2, $3, $4, $4) returning id`,
        [postId, authorId, body, now],
      );
      return (rows[0] as { id: number }).id;
    },

    async findComment(postId: number, commentId: number) {
      const { rows } = await db.query<{ id: number; author_id: number | null }>(
        'select id, author_id from bulletin_comments where id = $1 and post_id = $2',
        [commentId, postId],
      );
      return rows[0] ?? null;
    },

    async deleteComment(commentId: number): Promise<void> {
      await db.query('delete from bulletin_comments where id = $1', [commentId]);
    },

    async storeIds(): Promise<number[]> {
      const { rows } = await db.query<{ id: number }>('select id from stores order by id');
      return rows.map((row) => row.id);
    },

    async storeExists(id: number): Promise<boolean> {
      const { rows } = await db.query('select 1 from stores where id = $1', [id]);
      return rows.length > 0;
    },
  };
}

export type BulletinRepository = ReturnType<typeof createBulletinRepository>;
