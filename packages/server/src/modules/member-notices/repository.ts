import type { Queryable } from '../../db/database.ts';

// お知らせ's tables (0300): the notices and their recipients. Resolving an audience reads the family realm's links,
// the customers, grades and class enrolments (a read model joining names; nothing here writes another module's
// table).

export type AudienceKind = 'all' | 'store' | 'class' | 'grade' | 'family';

export interface NoticeRow {
  id: number;
  store_id: number;
  store_name: string;
  title: string;
  body: string;
  audience_kind: AudienceKind;
  audience_class_id: number | null;
  audience_grade_id: number | null;
  audience_customer_id: number | null;
  audience_label: string;
  published_at: Date;
  published_by: number | null;
  published_by_name: string | null;
  withdrawn_at: Date | null;
  withdrawn_by: number | null;
  withdrawn_by_name: string | null;
  recipient_count: number;
  read_count: number;
}

/** A resolved audience: the kind and the one class, grade or customer it names. */
export interface Audience {
  kind: AudienceKind;
  classId: number | null;
  gradeId: number | null;
  customerId: number | null;
  label: string;
}

export interface FamilyNoticeRow {
  id: number;
  title: string;
  body: string;
  store_id: number;
  store_name: string;
  published_at: Date;
  read_at: Date | null;
}

/** The notice with the read count of one store's recipients (the staff's store). */
const NOTICE = `
  select n.id, n.store_id, s.name as store_name, n.title, n.body, n.audience_kind, n.audience_class_id,
         n.audience_grade_id, n.audience_customer_id, n.audience_label, n.published_at, n.published_by,
         p.name as published_by_name, n.withdrawn_at, n.withdrawn_by,
         w.name as withdrawn_by_name,
         (select count(*)::int from member_notice_recipients r where r.notice_id = n.id and r.store_id = $1)
           as recipient_count,
         (select count(*)::int from member_notice_recipients r
           where r.notice_id = n.id and r.store_id = $1 and r.read_at is not null) as read_count
    from member_notices n
    join stores s on s.id = n.store_id
    left join staffs p on p.id = n.published_by
    left join staffs w on w.id = n.withdrawn_by`;

/** What the staff of a store see: their store's notices and those to every store. */
const OF_STORE = '(n.store_id = $1 or n.audience_kind = $2)';

/** The family accounts an audience reaches: linked to a member who has not withdrawn, the account not disabled. */
function recipientsSql(kind: AudienceKind) {
  const filter = {
    all: 's.is_active',
    store: 'l.store_id = $1',
    class: `l.store_id = $1 and exists (select 1 from class_enrollments e where e.class_id = $2
              and e.customer_id = c.id and (e.ended_on is null or e.ended_on >= $3::date))`,
    grade: 'l.store_id = $1 and c.grade_id = $2',
    family: 'l.store_id = $1 and c.id = $2',
  }[kind];
  return `select distinct on (l.account_id) l.account_id, l.store_id
            from family_links l
            join customers c on c.id = l.customer_id and c.store_id = l.store_id
            join stores s on s.id = l.store_id
            join family_accounts a on a.id = l.account_id
           where c.status <> 'withdrawn' and a.state <> 'disabled' and ${filter}
           order by l.account_id, l.store_id`;
}

export function createMemberNoticeRepository(db: Queryable) {
  return {
    ...familyQueries(db),
    async list(storeId: number, page: number, perPage: number) {
      const { rows } = await db.query<NoticeRow>(
        `${NOTICE} where ${OF_STORE} order by n.published_at desc, n.id desc limit $3 offset $4`,
        [storeId, 'all', perPage, (page - 1) * perPage],
      );
      const { rows: count } = await db.query<{ n: number }>(
        `select count(*)::int as n from member_notices n where ${OF_STORE}`,
        [storeId, 'all'],
      );
      return { rows, total: count[0]?.n ?? 0 };
    },

    async find(storeId: number, id: number, lock = false): Promise<NoticeRow | null> {
      const { rows } = await db.query<NoticeRow>(
        `${NOTICE} where ${OF_STORE} and n.id = $3${lock ? ' for update of n' : ''}`,
        [storeId, 'all', id],
      );
      return rows[0] ?? null;
    },

    /** The store's recipients of a notice, read ones first, each with its linked members of that store. */
    async recipients(storeId: number, noticeId: number) {
      const { rows } = await db.query<{ account_id: number; read_at: Date | null }>(
        `select account_id, read_at from member_notice_recipients where notice_id = $1 and store_id = $2
          order by read_at nulls last, account_id`,
        [noticeId, storeId],
      );
      const { rows: members } = await db.query<{ account_id: number; id: number; name: string }>(
        `select l.account_id, c.id, c.family_name || ' ' || c.given_name as name
           from family_links l join customers c on c.id = l.customer_id and c.store_id = l.store_id
          where l.account_id = any($1::int[]) and l.store_id = $2 order by c.birth_date nulls last, c.id`,
        [rows.map((r) => r.account_id), storeId],
      );
      return rows.map((row) => ({
        ...row,
        members: members.filter((m) => m.account_id === row.account_id).map(({ id, name }) => ({ id, name })),
      }));
    },

    async nameOf(table: 'classes' | 'grades', storeId: number, id: number): Promise<string | null> {
      const { rows } = await db.query<{ name: string }>(
        `select name from ${table} where id = $1 and store_id = $2`,
        [id, storeId],
      );
      return rows[0]?.name ?? null;
    },

    async customerNameOf(storeId: number, id: number): Promise<string | null> {
      const { rows } = await db.query<{ name: string }>(
        `select family_name || ' ' || given_name as name from customers where id = $1 and store_id = $2`,
        [id, storeId],
      );
      return rows[0]?.name ?? null;
    },

    async storeIds(): Promise<number[]> {
      const { rows } = await db.query<{ id: number }>('select id from stores where is_active order by id');
      return rows.map((row) => row.id);
    },

    async storeNameOf(storeId: number): Promise<string> {
      const { rows } = await db.query<{ name: string }>('select name from stores where id = $1', [storeId]);
      return rows[0]?.name ?? '';
    },

    /** Writes the notice and the accounts its audience reaches now; the id, or null when it reaches none. */
    async publish(
      notice: { storeId: number; title: string; body: string; audience: Audience; staffId: number },
      today: string,
      at: Date,
    ): Promise<number | null> {
      const { audience } = notice;
      const target = audience.classId ?? audience.gradeId ?? audience.customerId;
      const params: unknown[] = audience.kind === 'all' ? [] : [notice.storeId];
      if (audience.kind !== 'all' && audience.kind !== 'store') params.push(target);
      if (audience.kind === 'class') params.push(today);
      const { rows: reached } = await db.query<{ account_id: number; store_id: number }>(
        recipientsSql(audience.kind),
        params,
      );
      if (reached.length === 0) return null;
      const { rows } = await db.query<{ id: number }>(
        `insert into member_notices (store_id, title, body, audience_kind, audience_class_id, audience_grade_id,
           audience_customer_id, audience_label, published_at, published_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
        [
          notice.storeId,
          notice.title,
          notice.body,
          audience.kind,
          audience.classId,
          audience.gradeId,
          audience.customerId,
          audience.label,
          at,
          notice.staffId,
        ],
      );
      const id = (rows[0] as { id: number }).id;
      await db.query(
        `insert into member_notice_recipients (notice_id, account_id, store_id)
         select $1, unnest($2::int[]), unnest($3::int[])`,
        [id, reached.map((r) => r.account_id), reached.map((r) => r.store_id)],
      );
      return id;
    },

    /** Every family account a notice reached, with the store it was reached through. */
    async recipientAccounts(noticeId: number) {
      const { rows } = await db.query<{ account_id: number; store_id: number }>(
        'select account_id, store_id from member_notice_recipients where notice_id = $1 order by account_id',
        [noticeId],
      );
      return rows;
    },

    async withdraw(id: number, staffId: number, at: Date): Promise<void> {
      await db.query('update member_notices set withdrawn_at = $2, withdrawn_by = $3 where id = $1', [
        id,
        at,
        staffId,
      ]);
    },
  };
}

/** The family's side: only the notices the account was sent, never one withdrawn. */
function familyQueries(db: Queryable) {
  return {
    async ofAccount(accountId: number, limit: number): Promise<FamilyNoticeRow[]> {
      const { rows } = await db.query<FamilyNoticeRow>(
        `select n.id, n.title, n.body, n.store_id, s.name as store_name, n.published_at, r.read_at
           from member_notice_recipients r
           join member_notices n on n.id = r.notice_id
           join stores s on s.id = n.store_id
          where r.account_id = $1 and n.withdrawn_at is null
          order by n.published_at desc, n.id desc limit $2`,
        [accountId, limit],
      );
      return rows;
    },

    async unreadCount(accountId: number): Promise<number> {
      const { rows } = await db.query<{ n: number }>(
        `select count(*)::int as n from member_notice_recipients r join member_notices n on n.id = r.notice_id
          where r.account_id = $1 and n.withdrawn_at is null and r.read_at is null`,
        [accountId],
      );
      return rows[0]?.n ?? 0;
    },

    /** Marks the account's read once (the first instant stays); null when the notice is not the account's. */
    async markRead(accountId: number, noticeId: number, at: Date): Promise<Date | null> {
      const { rows } = await db.query<{ read_at: Date }>(
        `update member_notice_recipients r set read_at = coalesce(r.read_at, $3)
           from member_notices n
          where n.id = r.notice_id and n.withdrawn_at is null and r.notice_id = $2 and r.account_id = $1
          returning r.read_at`,
        [accountId, noticeId, at],
      );
      return rows[0]?.read_at ?? null;
    },
  };
}

export type MemberNoticeRepository = ReturnType<typeof createMemberNoticeRepository>;
