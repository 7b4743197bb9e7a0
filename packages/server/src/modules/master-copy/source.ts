import { todayInTokyo } from '@kayoi/domain/calendar';
import type { Queryable } from '../../db/database.ts';
import {
  createBillingSettingsRepository,
  type StoreBillingSettings,
} from '../billing/settings-repository.ts';
import { rulesOfSchool, type SchoolRulesRow } from '../classes/school-rules-repository.ts';
import { createGradeCatalogue, type GradeRow, type SkillRow } from '../grades/catalogue.ts';
import {
  type CategoryRow,
  createCatalogueRepository,
  type Fee,
  type ProgramRow,
} from '../programs/catalogue.ts';
import { createSchoolRepository, type SchoolRow } from '../schools/repository.ts';

// The masters of one store as a copy reads them: its schools, and per school its categories, programs (with the
// fees in force today) and grades (with their skills). Read through the owning modules' repositories.

export interface StoreMasters {
  schools: SchoolRow[];
  categories: CategoryRow[];
  programs: (ProgramRow & { fee: Fee | undefined })[];
  grades: (GradeRow & { skills: SkillRow[] })[];
  /** Each school's saved rules (a school still on the defaults has none here). */
  rules: SchoolRulesRow[];
  /** The store's saved billing settings (undefined while on the defaults). */
  billing: StoreBillingSettings | undefined;
}

const ALL = { search: null, schoolId: undefined, isActive: undefined, categoryId: undefined } as const;
const EVERY_ROW = { page: 1, perPage: 100_000 };

export async function storeMasters(db: Queryable, storeId: number, now: Date): Promise<StoreMasters> {
  const catalogue = createCatalogueRepository(db);
  const gradeCatalogue = createGradeCatalogue(db);
  const [schools, categories, programs, grades] = await Promise.all([
    createSchoolRepository(db).list(storeId, ALL, EVERY_ROW),
    catalogue.listCategories(storeId, ALL, EVERY_ROW),
    catalogue.listPrograms(storeId, ALL, EVERY_ROW),
    gradeCatalogue.list(storeId, ALL, EVERY_ROW),
  ]);
  const [fees, skills] = await Promise.all([
    catalogue.feesInMonth(
      programs.rows.map((row) => row.id),
      todayInTokyo(now),
    ),
    gradeCatalogue.skillsOf(grades.rows.map((row) => row.id)),
  ]);
  const rules = await Promise.all(schools.rows.map((row) => rulesOfSchool(db, storeId, row.id)));
  return {
    billing: await createBillingSettingsRepository(db).savedSettings(storeId),
    rules: rules.filter((row): row is SchoolRulesRow => row !== undefined && !row.is_default),
    schools: schools.rows,
    categories: categories.rows,
    programs: programs.rows.map((row) => ({ ...row, fee: fees.get(row.id) })),
    grades: grades.rows.map((row) => ({
      ...row,
      skills: skills.filter((skill) => skill.grade_id === row.id),
    })),
  };
}
