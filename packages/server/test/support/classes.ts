import type { TestApp } from './app.ts';

// What the classes tests (issue 14) set up alike: a swimming school of a store with its program and grades.

export interface SwimSchool {
  school: number;
  program: number;
  /** Grade ids in the school's order (the first the lowest, sort_order 1). */
  grades: number[];
}

/** A school スイミング of the store, its program 小学生コース (週1) and grades (15級 upwards by default). */
export async function swimSchool(
  t: TestApp,
  storeId: number,
  gradeNames: readonly string[] = ['15級', '14級', '13級', '12級'],
): Promise<SwimSchool> {
  const one = async (sql: string, params: unknown[]) =>
    (await t.db.query<{ id: number }>(sql, params)).rows[0]?.id as number;
  const school = await one(
    `insert into schools (store_id, name, discipline) values ($1, 'スイミング', 'swimming') returning id`,
    [storeId],
  );
  const program = await one(
    `insert into programs (store_id, school_id, name, monthly_fee) values ($1, $2, '小学生コース', 7700) returning id`,
    [storeId, school],
  );
  const grades: number[] = [];
  for (const [i, name] of gradeNames.entries()) {
    grades.push(
      await one(
        'insert into grades (store_id, school_id, name, sort_order) values ($1, $2, $3, $4) returning id',
        [storeId, school, name, i + 1],
      ),
    );
  }
  return { school, program, grades };
}
