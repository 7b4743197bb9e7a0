import type { TestApp } from './app.ts';

/** An instant from Tokyo wall-clock time: jst('2026-11-21 16:02'). */
export const jst = (wallClock: string) => new Date(`${wallClock.replace(' ', 'T')}:00+09:00`);

let sequence = 0;

/** Builds hand-made school data (customers, classes, enrolments, visits, marks) in one store. */
export function schoolBuilder(t: TestApp, storeId: number) {
  return {
    async customer(
      options: {
        name?: string;
        status?: 'active' | 'paused' | 'withdrawn';
        joined?: string;
        birth?: string | null;
      } = {},
    ): Promise<number> {
      sequence += 1;
      const [family, given] = (options.name ?? `会員 ${sequence}`).split(' ');
      const { rows } = await t.db.query<{ id: number }>(
        `insert into customers (store_id, member_number, family_name, given_name, family_name_kana,
           given_name_kana, birth_date, status, joined_on)
         values ($1, $2, $3, $4, 'カイイン', 'テスト', $5, $6, $7) returning id`,
        [
          storeId,
          `T${sequence}`,
          family,
          given ?? '太郎',
          options.birth === undefined ? '2015-04-01' : options.birth,
          options.status ?? 'active',
          options.joined ?? '2025-01-01',
        ],
      );
      return (rows[0] as { id: number }).id;
    },

    async program(name: string): Promise<number> {
      const { rows } = await t.db.query<{ id: number }>(
        'insert into programs (store_id, name, monthly_fee) values ($1, $2, 8800) returning id',
        [storeId, name],
      );
      return (rows[0] as { id: number }).id;
    },

    async contract(
      customerId: number,
      programId: number,
      startsOn = '2025-01-01',
      endsOn: string | null = null,
    ) {
      await t.db.query(
        `insert into customer_contracts (customer_id, program_id, plan_name, monthly_fee, starts_on, ends_on)
         values ($1, $2, '週1回', 8800, $3, $4)`,
        [customerId, programId, startsOn, endsOn],
      );
    },

    async lesson(options: {
      name: string;
      day: number;
      start: string;
      end: string;
      capacity?: number;
      instructorId?: number | null;
      programId?: number | null;
      lane?: string | null;
      active?: boolean;
      /** 開始日: by default a class that has run since long before the tests' days. */
      startsOn?: string;
    }): Promise<number> {
      const { rows } = await t.db.query<{ id: number }>(
        `insert into classes (store_id, program_id, name, instructor_id, lane, day_of_week, start_time, end_time,
           capacity, is_active, starts_on)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
        [
          storeId,
          options.programId ?? null,
          options.name,
          options.instructorId ?? null,
          options.lane ?? null,
          options.day,
          options.start,
          options.end,
          options.capacity ?? 10,
          options.active ?? true,
          options.startsOn ?? '2000-01-01',
        ],
      );
      return (rows[0] as { id: number }).id;
    },

    async enrol(classId: number, customerId: number, from = '2025-01-01', to: string | null = null) {
      await t.db.query(
        'insert into class_enrollments (class_id, customer_id, enrolled_on, ended_on) values ($1, $2, $3, $4)',
        [classId, customerId, from, to],
      );
    },

    /** A visit from `checkIn` to `checkOut` (Tokyo wall-clock), open when `checkOut` is null. */
    async visit(customerId: number, checkIn: string, checkOut: string | null = null): Promise<number> {
      const { rows } = await t.db.query<{ id: number }>(
        `insert into attendances (store_id, customer_id, check_in_at, check_out_at)
         values ($1, $2, $3, $4) returning id`,
        [storeId, customerId, jst(checkIn), checkOut === null ? null : jst(checkOut)],
      );
      return (rows[0] as { id: number }).id;
    },

    /** Many visits at once (one statement, as an import would). */
    async visits(rows: readonly [customerId: number, checkIn: Date, checkOut: Date | null][]) {
      await t.db.query(
        `insert into attendances (store_id, customer_id, check_in_at, check_out_at)
         select $1, * from unnest($2::int[], $3::timestamptz[], $4::timestamptz[])`,
        [storeId, rows.map((r) => r[0]), rows.map((r) => r[1]), rows.map((r) => r[2])],
      );
    },

    async mark(
      classId: number,
      customerId: number,
      lessonDate: string,
      status: 'present' | 'absent' | 'excused',
    ) {
      await t.db.query(
        `insert into lesson_attendances (store_id, class_id, customer_id, lesson_date, status)
         values ($1, $2, $3, $4, $5)
         on conflict (class_id, lesson_date, customer_id) do update set status = excluded.status`,
        [storeId, classId, customerId, lessonDate, status],
      );
    },
  };
}
