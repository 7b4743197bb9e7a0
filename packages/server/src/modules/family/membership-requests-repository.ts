import type { Day } from '@kayoi/domain/calendar';
import type { Queryable } from '../../db/database.ts';

// 各種申請's table (0310, 0340): a family's 休会 / 退会 / コース変更 / 曜日変更 / 口座変更 requests, decided by the
// member's store.

export type FamilyRequestKind = 'pause' | 'withdraw' | 'course_change' | 'day_change' | 'bank_account';

/** A class as a request names it. */
export interface RequestClass {
  id: number;
  name: string;
  program_name: string | null;
  day_of_week: number;
  start_time: string;
  end_time: string;
}

export interface FamilyMembershipRequestRow {
  id: number;
  customer_id: number;
  store_id: number;
  customer_name: string;
  kind: FamilyRequestKind;
  from_month: string | null;
  to_month: string | null;
  effective_on: Day | null;
  reason: string | null;
  state: 'pending' | 'approved' | 'rejected' | 'cancelled';
  requested_at: Date;
  requested_by: string;
  account_id: number | null;
  decided_at: Date | null;
  decided_by: string | null;
  reject_reason: string | null;
  membership_request_id: number | null;
  from_class: RequestClass | null;
  to_class: RequestClass | null;
  moves_on: Day | null;
  paper_sent_at: Date | null;
  account_fingerprint: string | null;
}

const classJson = (
  column: string,
) => `(select json_build_object('id', k.id, 'name', k.name, 'program_name', p.name,
      'day_of_week', k.day_of_week, 'start_time', to_char(k.start_time, 'HH24:MI'),
      'end_time', to_char(k.end_time, 'HH24:MI'))
    from classes k left join programs p on p.id = k.program_id where k.id = ${column})`;

const SELECT = `select r.id, r.customer_id, r.store_id, c.family_name || ' ' || c.given_name as customer_name, r.kind,
         r.from_month, r.to_month, r.effective_on::text as effective_on, r.reason, r.state, r.requested_at,
         r.requested_by, r.account_id, r.decided_at, st.name as decided_by, r.reject_reason, r.membership_request_id,
         ${classJson('r.from_class_id')} as from_class, ${classJson('r.to_class_id')} as to_class,
         r.moves_on::text as moves_on, r.paper_sent_at, r.account_fingerprint
    from family_membership_requests r
    join customers c on c.id = r.customer_id
    left join staffs st on st.id = r.decided_by`;

/** A family's history of requests is short: the latest 50. */
const LIMIT = 50;

export function createMembershipRequestRepository(db: Queryable) {
  return {
    async ofMembers(customerIds: number[]): Promise<FamilyMembershipRequestRow[]> {
      if (customerIds.length === 0) return [];
      const { rows } = await db.query<FamilyMembershipRequestRow>(
        `${SELECT} where r.customer_id = any($1::int[]) order by r.requested_at desc, r.id desc limit ${LIMIT}`,
        [customerIds],
      );
      return rows;
    },

    /** The store's pending requests, oldest first (the order they came in). */
    async pendingOfStore(storeId: number): Promise<FamilyMembershipRequestRow[]> {
      const { rows } = await db.query<FamilyMembershipRequestRow>(
        `${SELECT} where r.store_id = $1 and r.state = 'pending' order by r.requested_at, r.id`,
        [storeId],
      );
      return rows;
    },

    async byId(id: number): Promise<FamilyMembershipRequestRow | null> {
      const { rows } = await db.query<FamilyMembershipRequestRow>(`${SELECT} where r.id = $1`, [id]);
      return rows[0] ?? null;
    },

    /** Locks a request until the transaction ends (of the store, or of the account's members). */
    async lock(id: number, scope: { storeId: number } | { customerIds: number[] }) {
      const { rows } = await db.query<{ id: number; state: FamilyMembershipRequestRow['state'] }>(
        'storeId' in scope
          ? 'select id, state from family_membership_requests where id = $1 and store_id = $2 for update'
          : 'select id, state from family_membership_requests where id = $1 and customer_id = any($2::int[]) for update',
        [id, 'storeId' in scope ? scope.storeId : scope.customerIds],
      );
      return rows[0] ?? null;
    },

    async insert(r: {
      accountId: number;
      email: string;
      customerId: number;
      storeId: number;
      kind: FamilyRequestKind;
      fromMonth: string | null;
      toMonth: string | null;
      effectiveOn: Day | null;
      reason: string | null;
      at: Date;
      fromClassId?: number | null;
      toClassId?: number | null;
      movesOn?: Day | null;
      accountFingerprint?: string | null;
    }): Promise<number> {
      const { rows } = await db.query<{ id: number }>(
        `insert into family_membership_requests (account_id, requested_by, customer_id, store_id, kind, from_month,
           to_month, effective_on, reason, requested_at, from_class_id, to_class_id, moves_on, account_fingerprint)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) returning id`,
        [
          r.accountId,
          r.email,
          r.customerId,
          r.storeId,
          r.kind,
          r.fromMonth,
          r.toMonth,
          r.effectiveOn,
          r.reason,
          r.at,
          r.fromClassId ?? null,
          r.toClassId ?? null,
          r.movesOn ?? null,
          r.accountFingerprint ?? null,
        ],
      );
      return rows[0]?.id as number;
    },

    async decide(
      id: number,
      d: {
        state: 'approved' | 'rejected' | 'cancelled';
        staffId: number | null;
        at: Date;
        reason?: string | null;
        membershipRequestId?: number | null;
      },
    ): Promise<void> {
      await db.query(
        `update family_membership_requests set state = $2, decided_by = $3, decided_at = $4, reject_reason = $5,
           membership_request_id = $6 where id = $1`,
        [id, d.state, d.staffId, d.at, d.reason ?? null, d.membershipRequestId ?? null],
      );
    },

    async customerOfStore(customerId: number, storeId: number): Promise<boolean> {
      const { rows } = await db.query('select 1 from customers where id = $1 and store_id = $2', [
        customerId,
        storeId,
      ]);
      return rows.length > 0;
    },

    /** 口座変更: the paper 口座振替依頼書 sent or handed over, now, by the staff member. */
    async markPaperSent(id: number, staffId: number, at: Date): Promise<void> {
      await db.query(
        'update family_membership_requests set paper_sent_at = $2, paper_sent_by = $3 where id = $1',
        [id, at, staffId],
      );
    },

    /** The names of what a 退会 would end: its contracts' programs (or plans) and its places' classes. */
    async endingNames(contractIds: number[], enrollmentIds: number[]) {
      const contracts = await db.query<{ name: string }>(
        `select coalesce(p.name, c.plan_name) as name from customer_contracts c
           left join programs p on p.id = c.program_id where c.id = any($1::int[]) order by c.id`,
        [contractIds],
      );
      const classes = await db.query<{ name: string }>(
        `select k.name from class_enrollments e join classes k on k.id = e.class_id
          where e.id = any($1::int[]) order by k.id`,
        [enrollmentIds],
      );
      return { contracts: contracts.rows.map((r) => r.name), classes: classes.rows.map((r) => r.name) };
    },
  };
}
