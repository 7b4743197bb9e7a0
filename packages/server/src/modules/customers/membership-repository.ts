import type { Day } from '@kayoi/domain/calendar';
import { DEFAULT_MEMBERSHIP_RULES, type MembershipRules } from '@kayoi/domain/membership';
import type { Queryable } from '../../db/database.ts';

// 休会 / 退会 requests and the store's rules for them (issue 29 §3, migration 0180). A request schedules its
// status changes in customer_status_changes with `applied = false`: billing and the reports read status on a
// day from that history, and the customers' current status follows when the day comes (applyDueStatuses).

export interface MembershipRequestRow {
  id: number;
  customer_id: number;
  kind: 'pause' | 'withdraw';
  requested_on: Day;
  starts_on: Day;
  ends_on: Day | null;
  reason: string | null;
  cancelled_at: Date | null;
}

const REQUEST_COLUMNS = `id, customer_id, kind, requested_on::text as requested_on, starts_on::text as starts_on,
  ends_on::text as ends_on, reason, cancelled_at`;

export async function membershipRulesOf(
  db: Queryable,
  storeId: number,
): Promise<MembershipRules & { is_default: boolean }> {
  const { rows } = await db.query<MembershipRules>(
    `select request_deadline_day, max_pause_months, pause_keeps_seat from store_membership_rules
      where store_id = $1`,
    [storeId],
  );
  const row = rows[0];
  return row ? { ...row, is_default: false } : { ...DEFAULT_MEMBERSHIP_RULES, is_default: true };
}

export async function saveMembershipRules(
  db: Queryable,
  storeId: number,
  rules: MembershipRules,
  staffId: number,
  now: Date,
): Promise<void> {
  await db.query(
    `insert into store_membership_rules (store_id, request_deadline_day, max_pause_months, pause_keeps_seat,
       updated_by, updated_at) values ($1, $2, $3, $4, $5, $6)
     on conflict (store_id) do update set request_deadline_day = excluded.request_deadline_day,
       max_pause_months = excluded.max_pause_months, pause_keeps_seat = excluded.pause_keeps_seat,
       updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
    [storeId, rules.request_deadline_day, rules.max_pause_months, rules.pause_keeps_seat, staffId, now],
  );
}

export async function requestsOf(db: Queryable, customerId: number): Promise<MembershipRequestRow[]> {
  const { rows } = await db.query<MembershipRequestRow>(
    `select ${REQUEST_COLUMNS} from customer_membership_requests where customer_id = $1
      order by starts_on desc, id desc`,
    [customerId],
  );
  return rows;
}

/** A request still to come or under way on `today` (not cancelled; a 退会 stays open for good). */
export async function openRequestOf(db: Queryable, customerId: number, today: Day) {
  const { rows } = await db.query<{ id: number }>(
    `select id from customer_membership_requests where customer_id = $1 and cancelled_at is null
        and (kind = 'withdraw' or ends_on >= $2::date) limit 1`,
    [customerId, today],
  );
  return rows[0];
}

export async function insertRequest(
  db: Queryable,
  r: Omit<MembershipRequestRow, 'id' | 'cancelled_at'> & { staffId: number },
): Promise<MembershipRequestRow> {
  const { rows } = await db.query<MembershipRequestRow>(
    `insert into customer_membership_requests (customer_id, kind, requested_on, starts_on, ends_on, reason,
       requested_by) values ($1, $2, $3, $4, $5, $6, $7) returning ${REQUEST_COLUMNS}`,
    [r.customer_id, r.kind, r.requested_on, r.starts_on, r.ends_on, r.reason, r.staffId],
  );
  return rows[0] as MembershipRequestRow;
}

/** A status change the request schedules, applied to the customer's row when its day comes. */
export async function scheduleStatus(
  db: Queryable,
  s: { requestId: number; customerId: number; from: string; to: string; on: Day; reason: string | null },
  staffId: number,
  now: Date,
): Promise<void> {
  await db.query(
    `insert into customer_status_changes (customer_id, from_status, status, effective_on, reason, changed_by,
       created_at, request_id, applied) values ($1, $2, $3, $4, $5, $6, $7, $8, false)`,
    [s.customerId, s.from, s.to, s.on, s.reason, staffId, now, s.requestId],
  );
}

export async function requestById(db: Queryable, customerId: number, id: number) {
  const { rows } = await db.query<MembershipRequestRow>(
    `select ${REQUEST_COLUMNS} from customer_membership_requests where id = $1 and customer_id = $2`,
    [id, customerId],
  );
  return rows[0];
}

/** Cancels a request not yet begun: its scheduled status changes go (none is in effect), the request stays. */
export async function cancelRequest(db: Queryable, id: number, staffId: number, now: Date) {
  await db.query('delete from customer_status_changes where request_id = $1 and applied = false', [id]);
  const { rows } = await db.query<MembershipRequestRow>(
    `update customer_membership_requests set cancelled_at = $2, cancelled_by = $3 where id = $1
      returning ${REQUEST_COLUMNS}`,
    [id, now, staffId],
  );
  return rows[0] as MembershipRequestRow;
}

/**
 * The customers' status follows the scheduled changes whose day has come (hourly, and before a member's
 * requests are read or written): each customer takes the latest one due; all due are marked applied.
 */
export async function applyDueStatuses(db: Queryable, today: Day, customerId?: number): Promise<void> {
  const filter = customerId === undefined ? '' : 'and customer_id = $2';
  const params = customerId === undefined ? [today] : [today, customerId];
  await db.query(
    `with due as (
       select distinct on (customer_id) customer_id, status, effective_on from customer_status_changes
        where applied = false and effective_on <= $1::date ${filter}
        order by customer_id, effective_on desc, id desc)
     update customers c set status = due.status, status_changed_on = due.effective_on, updated_at = now()
       from due where c.id = due.customer_id`,
    params,
  );
  await db.query(
    `update customer_status_changes set applied = true where applied = false and effective_on <= $1::date
      ${filter}`,
    params,
  );
}

/** What a 退会 ended (migration 0220): its contracts and class places with the ends they had before. */
export async function recordEndings(
  db: Queryable,
  requestId: number,
  contracts: readonly { id: number; previous: Day | null }[],
  places: readonly { enrollmentId: number; previous: Day | null }[],
): Promise<void> {
  const rows = [
    ...contracts.map((c) => [c.id, null, c.previous] as const),
    ...places.map((p) => [null, p.enrollmentId, p.previous] as const),
  ];
  if (rows.length === 0) return;
  await db.query(
    `insert into customer_membership_request_endings (request_id, contract_id, enrollment_id, previous_end)
     select $1, unnest($2::int[]), unnest($3::int[]), unnest($4::date[])`,
    [requestId, rows.map((r) => r[0]), rows.map((r) => r[1]), rows.map((r) => r[2])],
  );
}

export async function endingsOf(db: Queryable, requestId: number) {
  const { rows } = await db.query<{
    contract_id: number | null;
    program_id: number | null;
    enrollment_id: number | null;
    previous_end: Day | null;
  }>(
    `select e.contract_id, c.program_id, e.enrollment_id, e.previous_end::text as previous_end
       from customer_membership_request_endings e
       left join customer_contracts c on c.id = e.contract_id
      where e.request_id = $1`,
    [requestId],
  );
  return {
    contracts: rows.flatMap((r) =>
      r.contract_id === null
        ? []
        : [{ id: r.contract_id, programId: r.program_id, previous: r.previous_end }],
    ),
    places: rows.flatMap((r) =>
      r.enrollment_id === null ? [] : [{ enrollmentId: r.enrollment_id, previous: r.previous_end }],
    ),
  };
}

/** An early 復会: the 休会 ends on `endsOn`, its scheduled return (paused → 在籍) moves to the day after. */
export async function shortenPause(db: Queryable, id: number, endsOn: Day): Promise<MembershipRequestRow> {
  await db.query(
    `update customer_status_changes set effective_on = $2::date + 1
      where request_id = $1 and applied = false and status = 'active'`,
    [id, endsOn],
  );
  const { rows } = await db.query<MembershipRequestRow>(
    `update customer_membership_requests set ends_on = $2 where id = $1 returning ${REQUEST_COLUMNS}`,
    [id, endsOn],
  );
  return rows[0] as MembershipRequestRow;
}
