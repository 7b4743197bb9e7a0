import type { Day } from '@kayoi/domain/calendar';
import type { Queryable } from '../../db/database.ts';
import type { AuditColumns } from '../master-data/history.ts';
import { masterTable } from '../master-data/table.ts';

// The program master's SQL (issue 13): program categories (program_categories), programs and their fees by
// month (program_fees). The programs module owns these tables.

export interface CategoryRow extends AuditColumns {
  id: number;
  store_id: number;
  school_id: number;
  name: string;
  description: string | null;
  sort_order: number;
  is_active: boolean;
}

export interface CategoryFields {
  school_id: number;
  name: string;
  description: string | null;
  sort_order: number;
  is_active: boolean;
}

export interface ProgramRow extends AuditColumns {
  id: number;
  store_id: number;
  school_id: number;
  category_id: number;
  name: string;
  description: string | null;
  lessons_per_week: number;
  lesson_minutes: number;
  min_age: number | null;
  max_age: number | null;
  min_grade_id: number | null;
  max_grade_id: number | null;
  sort_order: number;
  is_active: boolean;
}

export type ProgramFields = Omit<ProgramRow, 'id' | 'store_id' | keyof AuditColumns>;

/** The fees of a program from one month on, yen including tax. */
export interface Fee {
  monthly_fee: number;
  entrance_fee: number;
  annual_fee: number;
  pause_fee: number;
  tax_rate: number;
}

export interface FeeRow extends Fee {
  effective_month: string;
  created_at: Date;
  created_by: number | null;
  created_by_name: string | null;
}

const PROGRAM_FIELDS = [
  'school_id',
  'category_id',
  'name',
  'description',
  'lessons_per_week',
  'lesson_minutes',
  'min_age',
  'max_age',
  'min_grade_id',
  'max_grade_id',
  'sort_order',
  'is_active',
] as const satisfies readonly (keyof ProgramFields)[];

const CATEGORY_FIELDS = ['school_id', 'name', 'description', 'sort_order', 'is_active'] as const;

const categoryTable = masterTable<CategoryRow, CategoryFields>({
  table: 'program_categories',
  alias: 'c',
  columns: ['id', 'store_id', ...CATEGORY_FIELDS],
  fields: CATEGORY_FIELDS,
  nameScope: 'school_id',
  filters: [{ key: 'schoolId', column: 'school_id', type: 'int' }],
  orderJoins: 'join schools s on s.id = c.school_id',
  orderBy: 's.sort_order, s.id, c.sort_order, c.id',
});

const programTable = masterTable<ProgramRow, ProgramFields>({
  table: 'programs',
  alias: 'p',
  columns: ['id', 'store_id', ...PROGRAM_FIELDS],
  fields: PROGRAM_FIELDS,
  nameScope: 'school_id',
  filters: [
    { key: 'schoolId', column: 'school_id', type: 'int' },
    { key: 'categoryId', column: 'category_id', type: 'int' },
  ],
  orderJoins: 'join schools s on s.id = p.school_id join program_categories c on c.id = p.category_id',
  orderBy: 's.sort_order, s.id, c.sort_order, c.id, p.sort_order, p.id',
});

const FEE_COLUMNS = 'monthly_fee, entrance_fee, annual_fee, pause_fee, tax_rate';

/** The first day of the month of a day or of 'YYYY-MM'. */
export const monthStart = (month: string) => `${month.slice(0, 7)}-01`;

export function createCatalogueRepository(db: Queryable) {
  async function saveFee(
    programId: number,
    month: string,
    fee: Fee,
    staffId: number,
    now: Date,
  ): Promise<void> {
    await db.query(
      `insert into program_fees (program_id, effective_month, ${FEE_COLUMNS}, created_by, created_at)
       values ($1, $2::date, $3, $4, $5, $6, $7, $8, $9)
       on conflict (program_id, effective_month) do update set monthly_fee = excluded.monthly_fee,
         entrance_fee = excluded.entrance_fee, annual_fee = excluded.annual_fee, pause_fee = excluded.pause_fee,
         tax_rate = excluded.tax_rate, created_by = excluded.created_by, created_at = excluded.created_at`,
      [
        programId,
        monthStart(month),
        fee.monthly_fee,
        fee.entrance_fee,
        fee.annual_fee,
        fee.pause_fee,
        fee.tax_rate,
        staffId,
        now,
      ],
    );
  }

  const categories = categoryTable(db);
  const programs = programTable(db);

  return {
    // ----------------------------------------------------------------------------------- categories

    listCategories: categories.list,
    findCategory: categories.find,
    /** In the school. */
    categoryNameTaken: categories.nameTaken,
    insertCategory: categories.insert,
    updateCategory: categories.update,
    deleteCategory: categories.delete,

    /** The names of some categories of the store, by id. */
    async categoryNames(storeId: number, ids: readonly number[]): Promise<Map<number, string>> {
      const { rows } = await db.query<{ id: number; name: string }>(
        'select id, name from program_categories where store_id = $1 and id = any($2::int[])',
        [storeId, ids],
      );
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /** Categories per school of the store. */
    async categoryCounts(storeId: number): Promise<Map<number, number>> {
      const { rows } = await db.query<{ school_id: number; n: number }>(
        'select school_id, count(*)::int as n from program_categories where store_id = $1 group by school_id',
        [storeId],
      );
      return new Map(rows.map((row) => [row.school_id, row.n]));
    },

    // ----------------------------------------------------------------------------------- programs

    listPrograms: programs.list,
    findProgram: programs.find,
    /** In the school. */
    programNameTaken: programs.nameTaken,
    /** The program with its current monthly fee (program_fees keeps the history). */
    insertProgram: (storeId: number, f: ProgramFields, monthlyFee: number, staffId: number, now: Date) =>
      programs.insert(storeId, f, staffId, now, { monthly_fee: monthlyFee }),
    updateProgram: programs.update,
    deleteProgram: programs.delete,

    /** Programs per school of the store, and per category. */
    async programCounts(
      storeId: number,
    ): Promise<{ bySchool: Map<number, number>; byCategory: Map<number, number> }> {
      const { rows } = await db.query<{ school_id: number; category_id: number; n: number }>(
        `select school_id, category_id, count(*)::int as n from programs where store_id = $1
         group by school_id, category_id`,
        [storeId],
      );
      const bySchool = new Map<number, number>();
      const byCategory = new Map<number, number>();
      for (const row of rows) {
        bySchool.set(row.school_id, (bySchool.get(row.school_id) ?? 0) + row.n);
        byCategory.set(row.category_id, (byCategory.get(row.category_id) ?? 0) + row.n);
      }
      return { bySchool, byCategory };
    },

    /** Programs whose grade range names one of the grades. */
    async programsNamingGrades(gradeIds: readonly number[]): Promise<number> {
      const { rows } = await db.query<{ n: number }>(
        `select count(*)::int as n from programs
         where min_grade_id = any($1::int[]) or max_grade_id = any($1::int[])`,
        [gradeIds],
      );
      return rows[0]?.n ?? 0;
    },

    // ----------------------------------------------------------------------------------- fees

    /** The fees of each program in force in the month of `day` (none before a program's first fees). */
    async feesInMonth(programIds: readonly number[], day: Day): Promise<Map<number, Fee>> {
      if (programIds.length === 0) return new Map();
      const { rows } = await db.query<Fee & { program_id: number }>(
        `select distinct on (program_id) program_id, ${FEE_COLUMNS} from program_fees
         where program_id = any($1::int[]) and effective_month <= date_trunc('month', $2::date)::date
         order by program_id, effective_month desc`,
        [programIds, day],
      );
      return new Map(rows.map(({ program_id, ...fee }) => [program_id, fee]));
    },

    /** Every fee period of a program, the latest first. */
    async feeHistory(programId: number): Promise<FeeRow[]> {
      const { rows } = await db.query<FeeRow>(
        `select to_char(f.effective_month, 'YYYY-MM') as effective_month, ${FEE_COLUMNS.split(', ')
          .map((c) => `f.${c}`)
          .join(', ')}, f.created_at, f.created_by, s.name as created_by_name
         from program_fees f left join staffs s on s.id = f.created_by
         where f.program_id = $1 order by f.effective_month desc`,
        [programId],
      );
      return rows;
    },

    /** Sets the fees from `month` ('YYYY-MM') on, replacing that month's if it had some. */
    saveFee,

    /** A new program's fees: the first period (made by the insert trigger) is replaced by the form's. */
    async setFirstFee(programId: number, month: string, fee: Fee, staffId: number, now: Date): Promise<void> {
      await db.query('delete from program_fees where program_id = $1', [programId]);
      await saveFee(programId, month, fee, staffId, now);
    },

    /** Keeps programs.monthly_fee, read by older callers, at the fee of the month of `day`. */
    async refreshMonthlyFee(programId: number, day: Day): Promise<void> {
      await db.query(
        'update programs set monthly_fee = coalesce(kayoi_program_monthly_fee(id, $2::date), monthly_fee) where id = $1',
        [programId, day],
      );
    },
  };
}
