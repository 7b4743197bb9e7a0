import type { Queryable } from '../../db/database.ts';
import { type Hit, lookUpCountingHits, statementCountingHits } from '../rate-limits/counters.ts';

/**
 * The session behind a family bearer token ($5), which every マイページ request asks first (prepared on
 * PostgreSQL), with the call counted: the caller's address ($1) and, for a session that holds (an active
 * account's, unexpired at $4), its account, `family|<account id>`.
 */
const FAMILY_SESSION_COUNTING = statementCountingHits(
  `select s.id, s.account_id, a.state, s.expires_at, s.last_used_at,
          case when a.state = 'active' and s.expires_at > $4::timestamptz then 'family|' || s.account_id end
            as rate_key
     from family_sessions s join family_accounts a on a.id = s.account_id where s.token_hash = $5`,
);

// The family realm's tables (0210): accounts, their links to customers, invitations, sessions and reset links.
// The member views join names from the customers, stores, grades and classes modules' tables (a read model of
// what a family may see of its own members, joining names; nothing here writes another module's table).

export interface FamilyAccountRow {
  id: number;
  email: string;
  password_hash: string | null;
  state: 'invited' | 'active' | 'disabled';
}

export interface FamilySessionRow {
  id: number;
  account_id: number;
  state: FamilyAccountRow['state'];
  expires_at: Date;
  last_used_at: Date | null;
}

export interface InvitationRow {
  id: number;
  store_id: number;
  store_name: string;
  customer_id: number;
  email: string;
  expires_at: Date;
  accepted_at: Date | null;
  replaced_at: Date | null;
}

export interface LinkedMemberRow {
  id: number;
  name: string;
  name_kana: string | null;
  relationship: 'guardian' | 'self';
  store_id: number;
  store_name: string;
  grade_id: number | null;
  grade_name: string | null;
}

export interface MemberClassRow {
  customer_id: number;
  class_id: number;
  name: string;
  program_id: number | null;
  program_name: string | null;
  day_of_week: number;
  start_time: string;
  end_time: string;
}

const ACCOUNT = 'select id, email, password_hash, state from family_accounts';

/** Accounts and their links to customers. */
function accountQueries(db: Queryable) {
  return {
    async accountByEmail(email: string): Promise<FamilyAccountRow | null> {
      const { rows } = await db.query<FamilyAccountRow>(`${ACCOUNT} where lower(email) = lower($1)`, [email]);
      return rows[0] ?? null;
    },

    async accountById(id: number): Promise<FamilyAccountRow | null> {
      const { rows } = await db.query<FamilyAccountRow>(`${ACCOUNT} where id = $1`, [id]);
      return rows[0] ?? null;
    },

    /** The account of the e-mail, made (without a password) when there is none; locked for the caller's write. */
    async accountForEmailForUpdate(email: string, at: Date): Promise<FamilyAccountRow> {
      await db.query(
        `insert into family_accounts (email, created_at, updated_at) values ($1, $2, $2)
         on conflict ((lower(email))) do nothing`,
        [email, at],
      );
      const { rows } = await db.query<FamilyAccountRow>(
        `${ACCOUNT} where lower(email) = lower($1) for update`,
        [email],
      );
      return rows[0] as FamilyAccountRow;
    },

    async setPassword(accountId: number, hash: string, at: Date): Promise<void> {
      await db.query(
        `update family_accounts set password_hash = $2, state = case when state = 'disabled' then state else 'active' end,
           updated_at = $3 where id = $1`,
        [accountId, hash, at],
      );
    },

    async touchLogin(accountId: number, at: Date): Promise<void> {
      await db.query('update family_accounts set last_login_at = $2 where id = $1', [accountId, at]);
    },

    async link(
      link: { accountId: number; customerId: number; storeId: number; relationship: 'guardian' | 'self' },
      at: Date,
    ): Promise<void> {
      await db.query(
        `insert into family_links (account_id, customer_id, store_id, relationship, linked_at)
         values ($1, $2, $3, $4, $5) on conflict (account_id, customer_id) do nothing`,
        [link.accountId, link.customerId, link.storeId, link.relationship, at],
      );
    },

    /** The customer of the store (the record the invitation is sent from), or null. */
    async customerOfStore(storeId: number, customerId: number) {
      const { rows } = await db.query<{ id: number; name: string; status: string; store_name: string }>(
        `select c.id, c.family_name || ' ' || c.given_name as name, c.status, s.name as store_name
           from customers c join stores s on s.id = c.store_id where c.id = $1 and c.store_id = $2`,
        [customerId, storeId],
      );
      return rows[0] ?? null;
    },

    async linkedAccountEmails(customerId: number): Promise<string[]> {
      const { rows } = await db.query<{ email: string }>(
        `select a.email from family_links l join family_accounts a on a.id = l.account_id where l.customer_id = $1`,
        [customerId],
      );
      return rows.map((r) => r.email);
    },
  };
}

/** Family sessions (only their tokens' hashes) and password-reset links. */
function sessionQueries(db: Queryable) {
  return {
    async createSession(session: {
      accountId: number;
      hash: string;
      deviceName: string;
      at: Date;
      expiresAt: Date;
    }): Promise<void> {
      await db.query(
        `insert into family_sessions (account_id, token_hash, device_name, created_at, expires_at)
         values ($1, $2, $3, $4, $5)`,
        [session.accountId, session.hash, session.deviceName, session.at, session.expiresAt],
      );
    },

    /** A token's session, and in the same statement one hit of `keys` and of the session's account. */
    sessionByHashCounting(
      hash: string,
      keys: readonly string[],
      windowMs: number,
      now: Date,
    ): Promise<{ row: FamilySessionRow | undefined; hits: Map<string, Hit> }> {
      return lookUpCountingHits<FamilySessionRow>(db, FAMILY_SESSION_COUNTING, keys, windowMs, [now, hash]);
    },

    async touchSession(id: number, at: Date): Promise<void> {
      await db.query('update family_sessions set last_used_at = $2 where id = $1', [id, at]);
    },

    async deleteSession(id: number): Promise<void> {
      await db.query('delete from family_sessions where id = $1', [id]);
    },

    /** Ends the account's sessions but `keep` (none kept when null); answers how many ended. */
    async deleteSessionsOf(accountId: number, keep: number | null): Promise<number> {
      const { rows } = await db.query(
        'delete from family_sessions where account_id = $1 and ($2::int is null or id <> $2) returning id',
        [accountId, keep],
      );
      return rows.length;
    },

    async deleteExpiredSessions(at: Date): Promise<void> {
      await db.query('delete from family_sessions where expires_at <= $1', [at]);
    },
  };
}

/** Invitations sent from the customer record, and the customer record's view of them. */
function invitationQueries(db: Queryable) {
  return {
    /** A new invitation of the customer; the customer's earlier open ones stop working. */
    async createInvitation(invitation: {
      storeId: number;
      customerId: number;
      email: string;
      hash: string;
      sentBy: number;
      at: Date;
      expiresAt: Date;
    }): Promise<number> {
      await db.query(
        `update family_invitations set replaced_at = $2
          where customer_id = $1 and accepted_at is null and replaced_at is null`,
        [invitation.customerId, invitation.at],
      );
      const { rows } = await db.query<{ id: number }>(
        `insert into family_invitations (store_id, customer_id, email, token_hash, sent_by, sent_at, expires_at)
         values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        [
          invitation.storeId,
          invitation.customerId,
          invitation.email,
          invitation.hash,
          invitation.sentBy,
          invitation.at,
          invitation.expiresAt,
        ],
      );
      return (rows[0] as { id: number }).id;
    },

    async invitationByHash(hash: string, forUpdate = false): Promise<InvitationRow | null> {
      const { rows } = await db.query<InvitationRow>(
        `select i.id, i.store_id, s.name as store_name, i.customer_id, i.email, i.expires_at, i.accepted_at,
                i.replaced_at
           from family_invitations i join stores s on s.id = i.store_id
          where i.token_hash = $1 ${forUpdate ? 'for update of i' : ''}`,
        [hash],
      );
      return rows[0] ?? null;
    },

    async markAccepted(invitationId: number, accountId: number, at: Date): Promise<void> {
      await db.query('update family_invitations set accepted_at = $2, account_id = $3 where id = $1', [
        invitationId,
        at,
        accountId,
      ]);
    },

    async invitationsOf(customerId: number) {
      const { rows } = await db.query<{
        id: number;
        email: string;
        sent_at: Date;
        expires_at: Date;
        accepted_at: Date | null;
        replaced_at: Date | null;
        sent_by_id: number | null;
        sent_by_name: string | null;
      }>(
        `select i.id, i.email, i.sent_at, i.expires_at, i.accepted_at, i.replaced_at,
                st.id as sent_by_id, st.name as sent_by_name
           from family_invitations i left join staffs st on st.id = i.sent_by
          where i.customer_id = $1 order by i.sent_at desc, i.id desc`,
        [customerId],
      );
      return rows;
    },

    async accountsOf(customerId: number) {
      const { rows } = await db.query<{
        id: number;
        email: string;
        state: FamilyAccountRow['state'];
        linked_at: Date;
        last_login_at: Date | null;
      }>(
        `select a.id, a.email, a.state, l.linked_at, a.last_login_at
           from family_links l join family_accounts a on a.id = l.account_id
          where l.customer_id = $1 order by l.linked_at, a.id`,
        [customerId],
      );
      return rows;
    },
  };
}

/** One outstanding password-reset link per account. */
/**
 * A single-use link of an account (0210's reset links, 0281's login links): one per account (a new one replaces
 * it), spent in one statement so that of parallel requests exactly one gets the account.
 */
function singleUseLinks(db: Queryable, table: 'family_password_resets' | 'family_login_links') {
  return {
    async save(accountId: number, hash: string, at: Date, expiresAt: Date): Promise<void> {
      await db.query(
        `insert into ${table} (account_id, token_hash, created_at, expires_at) values ($1, $2, $3, $4)
         on conflict (account_id) do update set token_hash = excluded.token_hash, created_at = excluded.created_at,
           expires_at = excluded.expires_at`,
        [accountId, hash, at, expiresAt],
      );
    },
    async consume(hash: string, at: Date): Promise<number | null> {
      const { rows } = await db.query<{ account_id: number }>(
        `delete from ${table} where token_hash = $1 and expires_at > $2 returning account_id`,
        [hash, at],
      );
      return rows[0]?.account_id ?? null;
    },
  };
}

function linkQueries(db: Queryable) {
  const resets = singleUseLinks(db, 'family_password_resets');
  const logins = singleUseLinks(db, 'family_login_links');
  return {
    saveReset: resets.save,
    consumeReset: resets.consume,
    saveLoginLink: logins.save,
    consumeLoginLink: logins.consume,
  };
}

/** What a family sees of its members (joined from the customers, stores, grades and classes tables). */
function memberQueries(db: Queryable) {
  return {
    async linkedMembers(accountId: number): Promise<LinkedMemberRow[]> {
      const { rows } = await db.query<LinkedMemberRow>(
        `select c.id, c.family_name || ' ' || c.given_name as name,
                nullif(trim(c.family_name_kana || ' ' || c.given_name_kana), '') as name_kana,
                l.relationship, s.id as store_id, s.name as store_name, g.id as grade_id, g.name as grade_name
           from family_links l
           join customers c on c.id = l.customer_id and c.store_id = l.store_id
           join stores s on s.id = c.store_id
           left join grades g on g.id = c.grade_id
          where l.account_id = $1 and c.status <> 'withdrawn'
          order by c.birth_date nulls last, c.id`,
        [accountId],
      );
      return rows;
    },

    /** The weekly classes each member is enrolled in today or from a later start. */
    async memberClasses(customerIds: number[], today: string): Promise<MemberClassRow[]> {
      if (customerIds.length === 0) return [];
      const { rows } = await db.query<MemberClassRow>(
        `select e.customer_id, k.id as class_id, k.name, p.id as program_id, p.name as program_name, k.day_of_week,
                to_char(k.start_time, 'HH24:MI') as start_time, to_char(k.end_time, 'HH24:MI') as end_time
           from class_enrollments e
           join classes k on k.id = e.class_id and k.is_active
           left join programs p on p.id = k.program_id
          where e.customer_id = any($1::int[]) and (e.ended_on is null or e.ended_on >= $2::date)
          order by e.customer_id, k.day_of_week, k.start_time, k.id`,
        [customerIds, today],
      );
      return rows;
    },

    /** The members' enrolments that run on or after `from`, with the store and the school's absence cutoff. */
    async enrolmentsFrom(customerIds: number[], from: string) {
      if (customerIds.length === 0) return [];
      const { rows } = await db.query<{
        customer_id: number;
        class_id: number;
        store_id: number;
        day_of_week: number;
        enrolled_on: string;
        ended_on: string | null;
        absence_cutoff_minutes: number;
      }>(
        `select e.customer_id, k.id as class_id, k.store_id, k.day_of_week, e.enrolled_on::text as enrolled_on,
                e.ended_on::text as ended_on, coalesce(r.absence_cutoff_minutes, 120) as absence_cutoff_minutes
           from class_enrollments e
           join classes k on k.id = e.class_id and k.is_active
           left join school_class_rules r on r.school_id = k.school_id
          where e.customer_id = any($1::int[]) and (e.ended_on is null or e.ended_on >= $2::date)`,
        [customerIds, from],
      );
      return rows;
    },

    /** The absence notices of the members between two days, as `customer|class|day` keys. */
    async absenceKeys(customerIds: number[], from: string, to: string): Promise<Set<string>> {
      if (customerIds.length === 0) return new Set();
      const { rows } = await db.query<{ key: string }>(
        `select customer_id || '|' || class_id || '|' || lesson_date::text as key from lesson_absences
          where customer_id = any($1::int[]) and lesson_date between $2::date and $3::date`,
        [customerIds, from, to],
      );
      return new Set(rows.map((r) => r.key));
    },

    /** The school's absence cutoff of a class (2 hours while the school has not set one). */
    async absenceCutoffOf(classId: number): Promise<number> {
      const { rows } = await db.query<{ minutes: number }>(
        `select coalesce(r.absence_cutoff_minutes, 120) as minutes
           from classes k left join school_class_rules r on r.school_id = k.school_id where k.id = $1`,
        [classId],
      );
      return rows[0]?.minutes ?? 120;
    },
  };
}

export function createFamilyRepository(db: Queryable) {
  return {
    ...accountQueries(db),
    ...sessionQueries(db),
    ...invitationQueries(db),
    ...linkQueries(db),
    ...memberQueries(db),
  };
}

export type FamilyRepository = ReturnType<typeof createFamilyRepository>;

/**
 * The accounts that receive a member's notifications (the notifications module asks): every active account
 * linked to one of the customers, once per account and customer, with its e-mail.
 */
export async function recipientsOfCustomers(db: Queryable, customerIds: readonly number[]) {
  const { rows } = await db.query<{
    account_id: number;
    customer_id: number;
    store_id: number;
    email: string;
  }>(
    `select a.id as account_id, l.customer_id, l.store_id, a.email
       from family_links l join family_accounts a on a.id = l.account_id
      where l.customer_id = any($1::int[]) and a.state = 'active'
      order by a.id, l.customer_id`,
    [[...customerIds]],
  );
  return rows;
}

/** The e-mail of an active account, or null (a disabled account receives no mail). */
export async function activeAccountEmail(db: Queryable, accountId: number): Promise<string | null> {
  const { rows } = await db.query<{ email: string }>(
    `select email from family_accounts where id = $1 and state = 'active'`,
    [accountId],
  );
  return rows[0]?.email ?? null;
}
