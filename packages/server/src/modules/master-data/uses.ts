import type { Day } from '@kayoi/domain/calendar';
import type { Queryable } from '../../db/database.ts';

// What uses a master record, read from the tables that point at the masters: members' contracts and grades
// (customers), classes, pre-registrations. Read-only lookups for the in-use answers (409) and the counts the
// master lists show; the owners of those tables are the only writers.

/** Members with a contract of each program in force on `day`. */
export async function contractedMembers(db: Queryable, programIds: readonly number[], day: Day) {
  if (programIds.length === 0) return new Map<number, number>();
  const { rows } = await db.query<{ program_id: number; n: number }>(
    `select program_id, count(distinct customer_id)::int as n from customer_contracts
     where program_id = any($1::int[]) and starts_on <= $2::date and (ends_on is null or ends_on >= $2::date)
     group by program_id`,
    [programIds, day],
  );
  return new Map(rows.map((row) => [row.program_id, row.n]));
}

/** What refers to a program besides its current members: any contract, classes, open applications. */
export async function programReferences(db: Queryable, programId: number) {
  const { rows } = await db.query<{ contracts: number; classes: number; applications: number }>(
    `select (select count(*)::int from customer_contracts where program_id = $1) as contracts,
            (select count(*)::int from classes where program_id = $1) as classes,
            (select count(*)::int from pre_registrations
              where desired_program_id = $1 and status in ('pending', 'confirmed')) as applications`,
    [programId],
  );
  return rows[0] as { contracts: number; classes: number; applications: number };
}

/** Members holding each grade. */
export async function gradeHolders(db: Queryable, gradeIds: readonly number[]) {
  if (gradeIds.length === 0) return new Map<number, number>();
  const { rows } = await db.query<{ grade_id: number; n: number }>(
    'select grade_id, count(*)::int as n from customers where grade_id = any($1::int[]) group by grade_id',
    [gradeIds],
  );
  return new Map(rows.map((row) => [row.grade_id, row.n]));
}

/** Members holding any grade of a school. */
export async function schoolGradeHolders(db: Queryable, schoolId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from customers c join grades g on g.id = c.grade_id where g.school_id = $1`,
    [schoolId],
  );
  return rows[0]?.n ?? 0;
}
