import { type Day, isoTokyo } from '@kayoi/domain/calendar';
import type { Queryable } from '../../db/database.ts';
import { ENROLLMENT_SELECT, type EnrollmentRow, type WaitlistRow } from './enrollment-repository.ts';
import type { Ref } from './repository.ts';

// The member's side of the classes module (the customer record): one member's enrolments and waiting-list
// places across classes, and their grade history (customer_grade_history, migration 0102). Names come from the
// customers, grades, promotion tests and staff tables (a list's names).

/** The member's enrolments running on `day` or later (with `includeEnded`, every one), newest first. */
export async function enrollmentsOfMember(
  db: Queryable,
  customerId: number,
  day: Day,
  includeEnded: boolean,
): Promise<EnrollmentRow[]> {
  const { rows } = await db.query<EnrollmentRow>(
    `${ENROLLMENT_SELECT}
     where e.customer_id = $1 and ($3::boolean or e.ended_on is null or e.ended_on >= $2::date)
     order by (e.ended_on is not null and e.ended_on < $2::date), e.enrolled_on desc, e.id desc`,
    [customerId, day, includeEnded],
  );
  return rows;
}

/** The member's open waiting-list entries, each with its position in its class's line. */
export async function waitlistOfMember(db: Queryable, customerId: number): Promise<WaitlistRow[]> {
  const { rows } = await db.query<
    Omit<WaitlistRow, 'created_at' | 'offer_expires_at'> & { created_at: Date; offer_expires_at: Date | null }
  >(
    `select * from (
       select w.id, w.class_id, w.customer_id, c.member_number, c.family_name || ' ' || c.given_name as name,
              (row_number() over (partition by w.class_id order by w.created_at, w.id))::int as position,
              w.status, w.created_at, w.offer_expires_at
         from class_waitlist w join customers c on c.id = w.customer_id
        where w.class_id in (select class_id from class_waitlist where customer_id = $1
                               and status in ('waiting', 'offered'))
          and w.status in ('waiting', 'offered')
     ) line where line.customer_id = $1
     order by line.created_at, line.id`,
    [customerId],
  );
  return rows.map((row) => ({
    ...row,
    created_at: isoTokyo(row.created_at),
    offer_expires_at: row.offer_expires_at ? isoTokyo(row.offer_expires_at) : null,
  }));
}

export interface GradeHistoryRow {
  id: number;
  from_grade: Ref | null;
  to_grade: Ref | null;
  test: { id: number; name: string; held_on: Day } | null;
  changed_by: Ref | null;
  changed_at: Date;
}

/** Every change of the member's grade, newest first. */
export async function gradeHistoryOf(db: Queryable, customerId: number): Promise<GradeHistoryRow[]> {
  const { rows } = await db.query<GradeHistoryRow>(
    `select h.id,
            case when f.id is null then null else json_build_object('id', f.id, 'name', f.name) end as from_grade,
            case when g.id is null then null else json_build_object('id', g.id, 'name', g.name) end as to_grade,
            case when t.id is null then null
                 else json_build_object('id', t.id, 'name', t.name, 'held_on', t.held_on::text) end as test,
            case when s.id is null then null else json_build_object('id', s.id, 'name', s.name) end as changed_by,
            h.changed_at
       from customer_grade_history h
       left join grades f on f.id = h.from_grade_id
       left join grades g on g.id = h.to_grade_id
       left join promotion_tests t on t.id = h.test_id
       left join staffs s on s.id = h.changed_by
      where h.customer_id = $1
      order by h.changed_at desc, h.id desc`,
    [customerId],
  );
  return rows;
}

/** The member of the store with their current grade (customers.grade_id), or undefined. */
export async function currentGradeOf(db: Queryable, storeId: number, customerId: number) {
  const { rows } = await db.query<{ grade: Ref | null }>(
    `select case when g.id is null then null else json_build_object('id', g.id, 'name', g.name) end as grade
       from customers c left join grades g on g.id = c.grade_id
      where c.id = $1 and c.store_id = $2`,
    [customerId, storeId],
  );
  return rows[0];
}
