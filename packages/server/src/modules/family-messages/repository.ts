import type { Queryable } from '../../db/database.ts';

// お問い合わせ's tables (0330): the threads (one per family account and store) and their messages. Who a thread's
// family is reads the family realm's links and the customers (a read model joining names; nothing here writes
// another module's table).

export interface MessageRow {
  id: number;
  thread_id: number;
  store_id: number;
  store_name: string;
  author: 'family' | 'staff';
  staff_name: string | null;
  body: string;
  created_at: Date;
  read_at: Date | null;
}

export interface ThreadRow {
  id: number;
  account_id: number;
  store_id: number;
  store_name: string;
  family_name: string;
  members: { id: number; name: string }[];
  last_message_at: Date;
  last_author: 'family' | 'staff';
  last_body: string;
  unread_count: number;
}

export interface StoreRef {
  id: number;
  name: string;
}

const MESSAGE = `select m.id, m.thread_id, t.store_id, s.name as store_name, m.author, st.name as staff_name, m.body,
                        m.created_at, m.read_at
                   from family_messages m
                   join family_threads t on t.id = m.thread_id
                   join stores s on s.id = t.store_id
                   left join staffs st on st.id = m.staff_id`;

// The thread's family as the desk knows it: the guardian's name (or the first member's family name) and the
// account's members in the thread's store.
const THREAD = `select t.id, t.account_id, t.store_id, s.name as store_name, t.last_message_at,
                       coalesce(f.guardian_name, f.first_family_name || ' 様', '') as family_name,
                       coalesce(f.members, '[]'::json) as members,
                       last.author as last_author, last.body as last_body,
                       (select count(*)::int from family_messages u
                         where u.thread_id = t.id and u.author = 'family' and u.read_at is null) as unread_count
                  from family_threads t
                  join stores s on s.id = t.store_id
                  left join lateral (
                    select (array_agg(c.guardian_name order by c.birth_date nulls last, c.id)
                              filter (where nullif(trim(c.guardian_name), '') is not null))[1] as guardian_name,
                           (array_agg(c.family_name order by c.birth_date nulls last, c.id))[1] as first_family_name,
                           json_agg(json_build_object('id', c.id, 'name', c.family_name || ' ' || c.given_name)
                                    order by c.birth_date nulls last, c.id) as members
                      from family_links l
                      join customers c on c.id = l.customer_id and c.store_id = l.store_id
                     where l.account_id = t.account_id and l.store_id = t.store_id
                  ) f on true
                  join lateral (
                    select m.author, m.body from family_messages m where m.thread_id = t.id order by m.id desc limit 1
                  ) last on true`;

/** The family's side: its stores, its messages across its threads, what it has not read. */
function familyQueries(db: Queryable) {
  return {
    /** The stores of the account's members (not withdrawn): where it may write. */
    async storesOf(accountId: number): Promise<StoreRef[]> {
      const { rows } = await db.query<StoreRef>(
        `select distinct s.id, s.name
           from family_links l
           join customers c on c.id = l.customer_id and c.store_id = l.store_id
           join stores s on s.id = l.store_id
          where l.account_id = $1 and c.status <> 'withdrawn'
          order by s.id`,
        [accountId],
      );
      return rows;
    },

    /** The account's latest `limit` messages in every thread of its, oldest first. */
    async messagesOf(accountId: number, limit: number): Promise<MessageRow[]> {
      const { rows } = await db.query<MessageRow>(
        `select * from (${MESSAGE} where t.account_id = $1 order by m.id desc limit $2) latest order by id`,
        [accountId, limit],
      );
      return rows;
    },

    /** The desk's replies the account has not read. */
    async unreadOf(accountId: number): Promise<number> {
      const { rows } = await db.query<{ count: number }>(
        `select count(*)::int as count from family_messages m join family_threads t on t.id = m.thread_id
          where t.account_id = $1 and m.author = 'staff' and m.read_at is null`,
        [accountId],
      );
      return rows[0]?.count ?? 0;
    },

    /** Marks the desk's replies read for the account; answers the threads it changed. */
    async markReadByFamily(accountId: number, at: Date): Promise<{ id: number; store_id: number }[]> {
      const { rows } = await db.query<{ id: number; store_id: number }>(
        `with marked as (
           update family_messages m set read_at = $2
             from family_threads t
            where t.id = m.thread_id and t.account_id = $1 and m.author = 'staff' and m.read_at is null
            returning t.id, t.store_id)
         select distinct id, store_id from marked`,
        [accountId, at],
      );
      return rows;
    },

    /** The account's thread with the store, made on its first message. */
    async threadFor(accountId: number, storeId: number, at: Date): Promise<number> {
      const { rows } = await db.query<{ id: number }>(
        `insert into family_threads (account_id, store_id, created_at, last_message_at) values ($1, $2, $3, $3)
         on conflict (account_id, store_id) do update set last_message_at = excluded.last_message_at
         returning id`,
        [accountId, storeId, at],
      );
      return rows[0]?.id as number;
    },
  };
}

/** The desk's side: its store's threads, one thread's messages, what it has not read. */
function staffQueries(db: Queryable) {
  return {
    /** The store's threads, those with unread family messages first, then the latest. */
    async threadsOf(storeId: number, page: number, perPage: number) {
      const { rows } = await db.query<ThreadRow & { total: number }>(
        `select *, count(*) over ()::int as total from (${THREAD} where t.store_id = $1) threads
          order by (unread_count > 0) desc, last_message_at desc, id desc
          limit $2 offset $3`,
        [storeId, perPage, (page - 1) * perPage],
      );
      return { rows, total: rows[0]?.total ?? (page === 1 ? 0 : await this.countOf(storeId)) };
    },

    async countOf(storeId: number): Promise<number> {
      const { rows } = await db.query<{ count: number }>(
        'select count(*)::int as count from family_threads where store_id = $1',
        [storeId],
      );
      return rows[0]?.count ?? 0;
    },

    /** The store's thread (none of another store's, whatever the id). */
    async thread(storeId: number, id: number): Promise<ThreadRow | null> {
      const { rows } = await db.query<ThreadRow>(`${THREAD} where t.store_id = $1 and t.id = $2`, [
        storeId,
        id,
      ]);
      return rows[0] ?? null;
    },

    async messagesIn(threadId: number): Promise<MessageRow[]> {
      const { rows } = await db.query<MessageRow>(`${MESSAGE} where m.thread_id = $1 order by m.id`, [
        threadId,
      ]);
      return rows;
    },

    /** The store's threads with a family message the desk has not read, and those messages. */
    async unreadIn(storeId: number): Promise<{ threads: number; messages: number }> {
      const { rows } = await db.query<{ threads: number; messages: number }>(
        `select count(distinct t.id)::int as threads, count(m.id)::int as messages
           from family_threads t
           join family_messages m on m.thread_id = t.id and m.author = 'family' and m.read_at is null
          where t.store_id = $1`,
        [storeId],
      );
      return rows[0] ?? { threads: 0, messages: 0 };
    },

    /** Marks the family's messages read by the desk; answers how many it marked. */
    async markReadByDesk(threadId: number, at: Date): Promise<number> {
      const { rows } = await db.query(
        `update family_messages set read_at = $2 where thread_id = $1 and author = 'family' and read_at is null
         returning id`,
        [threadId, at],
      );
      return rows.length;
    },
  };
}

export function createFamilyMessageRepository(db: Queryable) {
  return {
    ...familyQueries(db),
    ...staffQueries(db),

    /** Adds a message to the thread and moves the thread's latest instant. */
    async add(
      threadId: number,
      message: { author: 'family' | 'staff'; staffId: number | null; body: string },
      at: Date,
    ): Promise<number> {
      const { rows } = await db.query<{ id: number }>(
        `insert into family_messages (thread_id, author, staff_id, body, created_at) values ($1, $2, $3, $4, $5)
         returning id`,
        [threadId, message.author, message.staffId, message.body, at],
      );
      await db.query('update family_threads set last_message_at = $2 where id = $1', [threadId, at]);
      return rows[0]?.id as number;
    },

    async message(id: number): Promise<MessageRow> {
      const { rows } = await db.query<MessageRow>(`${MESSAGE} where m.id = $1`, [id]);
      return rows[0] as MessageRow;
    },
  };
}

export type FamilyMessageRepository = ReturnType<typeof createFamilyMessageRepository>;
