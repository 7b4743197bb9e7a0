import type { Queryable } from '../../db/database.ts';

// Visits to the facility (attendances: one row per check-in, closed by its check-out) and the idempotency keys
// of the desk's taps (attendance_taps). The visits module owns both tables; the front desk records visits
// through it, the customers module reads a member's visits through it, the dashboard aggregates them in SQL.

export interface VisitRow {
  id: number;
  check_in_at: Date;
  check_out_at: Date | null;
  is_overtime: boolean;
}

export type TapAction = 'check_in' | 'check_out';

const VISIT_COLUMNS = 'id, check_in_at, check_out_at, is_overtime';

/** A visit as JSON sends it (instants as ISO strings). */
export interface VisitJson {
  id: number;
  check_in_at: string;
  check_out_at: string | null;
  is_overtime: boolean;
}

/** A visit read back from JSON. */
export const visitOf = (row: VisitJson): VisitRow => ({
  id: row.id,
  check_in_at: new Date(row.check_in_at),
  check_out_at: row.check_out_at === null ? null : new Date(row.check_out_at),
  is_overtime: row.is_overtime,
});

/** What the welcome display tells about a member's visits, as SQL sends it (see `summary`). */
export interface VisitSummaryJson {
  visits: number;
  overtime: number;
  recent: VisitJson[];
  open: VisitJson | null;
}

export const visitSummaryOf = (row: VisitSummaryJson) => ({
  visits: row.visits,
  overtime: row.overtime,
  recent: row.recent.map(visitOf),
  open: row.open ? visitOf(row.open) : null,
});

export type VisitSummary = ReturnType<typeof visitSummaryOf>;

export function createVisitRepository(db: Queryable) {
  return {
    ...createVisitWriteRepository(db),
    ...createVisitReadRepository(db),
  };
}

/**
 * Taps remembered. The tap itself (a visit opened or closed, its key kept) is one statement of the database's,
 * `front_desk_tap` (migration 0360), which the front desk calls: it writes attendances and attendance_taps there.
 */
function createVisitWriteRepository(db: Queryable) {
  return {
    /** Forgets the idempotency keys of taps recorded before `before`. */
    async deleteTapKeysBefore(before: Date): Promise<void> {
      await db.query('delete from attendance_taps where created_at < $1', [before]);
    },
  };
}

/** A member’s visits summed, counted and paged, the last check-ins, who is inside, the day’s activity. */
function createVisitReadRepository(db: Queryable) {
  return {
    /**
     * What the welcome display tells about a member's visits, in one query: visits and overtime visits from
     * `from` up to `until`, the `limit` latest visits up to `until`, and the open visit (checked in, not out).
     */
    async summary(customerId: number, from: Date, until: Date, limit: number) {
      const { rows } = await db.query<VisitSummaryJson>(
        `select m.visits, m.overtime,
           (select coalesce(json_agg(r order by r.check_in_at desc, r.id desc), '[]'::json) from (
              select ${VISIT_COLUMNS} from attendances where customer_id = $1 and check_in_at <= $3
               order by check_in_at desc, id desc limit $4) r) as recent,
           (select row_to_json(o) from (
              select ${VISIT_COLUMNS} from attendances where customer_id = $1 and check_out_at is null
               order by check_in_at desc, id desc limit 1) o) as open
         from (select count(*)::int as visits, (count(*) filter (where is_overtime))::int as overtime
                 from attendances where customer_id = $1 and check_in_at >= $2 and check_in_at <= $3) m`,
        [customerId, from, until, limit],
      );
      return visitSummaryOf(rows[0] as VisitSummaryJson);
    },

    /** Visits started from `from` up to `until`, and how many of them were overtime. */
    async countBetween(customerId: number, from: Date, until: Date) {
      const { rows } = await db.query<{ visits: number; overtime: number }>(
        `select count(*)::int as visits, (count(*) filter (where is_overtime))::int as overtime
           from attendances where customer_id = $1 and check_in_at >= $2 and check_in_at <= $3`,
        [customerId, from, until],
      );
      return rows[0] ?? { visits: 0, overtime: 0 };
    },

    /** The customer's `limit` latest visits that started by `until`. */
    async recent(customerId: number, limit: number, until: Date): Promise<VisitRow[]> {
      const { rows } = await db.query<VisitRow>(
        `select ${VISIT_COLUMNS} from attendances
          where customer_id = $1 and check_in_at <= $2 order by check_in_at desc, id desc limit $3`,
        [customerId, until, limit],
      );
      return rows;
    },

    /** One page of a customer's visits, newest first, and how many there are. */
    async pageOf(customerId: number, page: { page: number; perPage: number }) {
      const [{ rows }, count] = await Promise.all([
        db.query<VisitRow & { date: string }>(
          `select ${VISIT_COLUMNS}, (check_in_at at time zone 'Asia/Tokyo')::date::text as date
             from attendances where customer_id = $1 order by check_in_at desc, id desc limit $2 offset $3`,
          [customerId, page.perPage, (page.page - 1) * page.perPage],
        ),
        db.query<{ total: number }>('select count(*)::int as total from attendances where customer_id = $1', [
          customerId,
        ]),
      ]);
      return { rows, total: count.rows[0]?.total ?? 0 };
    },

    /** The latest check-in of each of some customers (those who never came are absent). */
    async lastCheckIns(customerIds: readonly number[]): Promise<Map<number, Date>> {
      if (customerIds.length === 0) return new Map();
      const { rows } = await db.query<{ customer_id: number; at: Date }>(
        `select c.id as customer_id,
           (select max(a.check_in_at) from attendances a where a.customer_id = c.id) as at
         from unnest($1::int[]) as c(id)`,
        [customerIds],
      );
      return new Map(rows.filter((row) => row.at !== null).map((row) => [row.customer_id, row.at]));
    },

    /** The store's open visits that started by `now` (who is inside), oldest first. */
    async inside(storeId: number, now: Date) {
      const { rows } = await db.query<{ attendance_id: number; customer_id: number; check_in_at: Date }>(
        `select id as attendance_id, customer_id, check_in_at from attendances
          where store_id = $1 and check_out_at is null and check_in_at <= $2
          order by check_in_at, id`,
        [storeId, now],
      );
      return rows;
    },

    /**
     * Check-ins and check-outs of the store from `dayStart` up to `now`, counted and (the `limit` latest)
     * listed. A visit ends on the day it starts or the next (a stale one is closed at its midnight): only
     * visits started since the day before are read, through the (store_id, check_in_at) index.
     */
    async dayActivity(storeId: number, dayStart: Date, now: Date, limit: number) {
      const [counts, events] = await Promise.all([
        db.query<{ checked_in: number; checked_out: number }>(
          `select count(*) filter (where check_in_at >= $2 and check_in_at <= $3)::int as checked_in,
                  count(*) filter (where check_out_at >= $2 and check_out_at <= $3)::int as checked_out
             from attendances where store_id = $1 and check_in_at >= $2::timestamptz - interval '1 day'`,
          [storeId, dayStart, now],
        ),
        db.query<{ attendance_id: number; customer_id: number; action: TapAction; at: Date }>(
          `select * from (
              select id as attendance_id, customer_id, 'check_in' as action, check_in_at as at
                from attendances where store_id = $1 and check_in_at >= $2 and check_in_at <= $3
              union all
              select id, customer_id, 'check_out', check_out_at
                from attendances
               where store_id = $1 and check_in_at >= $2::timestamptz - interval '1 day'
                 and check_out_at >= $2 and check_out_at <= $3
            ) events order by at desc, attendance_id desc limit $4`,
          [storeId, dayStart, now, limit],
        ),
      ]);
      return {
        checkedIn: counts.rows[0]?.checked_in ?? 0,
        checkedOut: counts.rows[0]?.checked_out ?? 0,
        events: events.rows,
      };
    },
  };
}
