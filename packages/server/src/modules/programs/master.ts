import { type Day, isoTokyo, todayInTokyo } from '@kayoi/domain/calendar';
import { createProgramFormSchema, type ProgramFormValues } from '@kayoi/domain/forms';
import { masterFieldLabels, masterMessages, masterValidationMessages } from '@kayoi/domain/messages';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import type { FieldErrors } from '../../http/envelope.ts';
import { parseForm, validationFailed } from '../../http/formErrors.ts';
import { createGradeCatalogue } from '../grades/catalogue.ts';
import { changedFields, masterMeta } from '../master-data/history.ts';
import { inUse, type MasterActor, nameTaken, notFound, type Page } from '../master-data/rules.ts';
import { contractedMembers, programReferences } from '../master-data/uses.ts';
import { masterWrites } from '../master-data/writes.ts';
import { createSchoolRepository } from '../schools/repository.ts';
import { createCatalogueRepository, type Fee, type ProgramFields, type ProgramRow } from './catalogue.ts';

// The program master (issue 13): programs of a school with their fees by month. A fee change takes effect
// from a month and the earlier price stays in the history; "the fee of month M" is feesInMonth.

type Deps = Pick<AppContext, 'db' | 'config'>;

const L = masterFieldLabels.program;
const v = masterValidationMessages;

const thisMonth = (now: Date) => todayInTokyo(now).slice(0, 7);

async function viewsOf(db: Queryable, storeId: number, rows: readonly ProgramRow[], feeDay: Day, today: Day) {
  const ids = rows.map((row) => row.id);
  const catalogue = createCatalogueRepository(db);
  const gradeIds = rows.flatMap((row) => [row.min_grade_id, row.max_grade_id]).filter((id) => id !== null);
  const [schools, categories, grades, fees, members] = await Promise.all([
    createSchoolRepository(db).names(
      storeId,
      rows.map((row) => row.school_id),
    ),
    catalogue.categoryNames(
      storeId,
      rows.map((row) => row.category_id),
    ),
    createGradeCatalogue(db).ofStore(storeId, gradeIds as number[]),
    catalogue.feesInMonth(ids, feeDay),
    contractedMembers(db, ids, today),
  ]);
  const gradeRef = (id: number | null) => {
    const grade = id === null ? undefined : grades.get(id);
    return grade ? { id: grade.id, name: grade.name } : null;
  };
  return rows.map((row) => {
    const fee = fees.get(row.id);
    return {
      id: row.id,
      store_id: row.store_id,
      school: { id: row.school_id, name: schools.get(row.school_id) ?? '' },
      category: { id: row.category_id, name: categories.get(row.category_id) ?? '' },
      name: row.name,
      description: row.description,
      monthly_fee: fee?.monthly_fee ?? null,
      entrance_fee: fee?.entrance_fee ?? null,
      annual_fee: fee?.annual_fee ?? null,
      pause_fee: fee?.pause_fee ?? null,
      tax_rate: fee?.tax_rate ?? null,
      fee_month: feeDay.slice(0, 7),
      lessons_per_week: row.lessons_per_week,
      lesson_minutes: row.lesson_minutes,
      min_age: row.min_age,
      max_age: row.max_age,
      min_grade: gradeRef(row.min_grade_id),
      max_grade: gradeRef(row.max_grade_id),
      sort_order: row.sort_order,
      is_active: row.is_active,
      member_count: members.get(row.id) ?? 0,
    };
  });
}

export async function listPrograms(
  deps: Deps,
  actor: MasterActor,
  filters: {
    search: string | null;
    schoolId: number | undefined;
    categoryId: number | undefined;
    isActive: boolean | undefined;
  },
  page: Page,
) {
  const today = todayInTokyo(deps.config.now());
  const { rows, total } = await createCatalogueRepository(deps.db).listPrograms(actor.storeId, filters, page);
  return { rows: await viewsOf(deps.db, actor.storeId, rows, today, today), total };
}

/** A program with its fees of `month` ('YYYY-MM', this month when omitted) and its whole fee history. */
async function programDetail(db: Queryable, storeId: number, id: number, now: Date, month?: string) {
  const catalogue = createCatalogueRepository(db);
  const row = await catalogue.findProgram(storeId, id);
  if (!row) throw notFound();
  const today = todayInTokyo(now);
  const [[view], history, meta] = await Promise.all([
    viewsOf(db, storeId, [row], month ? `${month}-01` : today, today),
    catalogue.feeHistory(id),
    masterMeta(db, 'program', id, row),
  ]);
  return {
    ...view,
    fee_history: history.map((fee) => ({
      effective_month: fee.effective_month,
      monthly_fee: fee.monthly_fee,
      entrance_fee: fee.entrance_fee,
      annual_fee: fee.annual_fee,
      pause_fee: fee.pause_fee,
      tax_rate: fee.tax_rate,
      created_at: isoTokyo(new Date(fee.created_at)),
      created_by:
        fee.created_by !== null && fee.created_by_name !== null
          ? { id: fee.created_by, name: fee.created_by_name }
          : null,
    })),
    ...meta,
  };
}

export const readProgram = (deps: Deps, actor: MasterActor, id: number, month?: string) =>
  programDetail(deps.db, actor.storeId, id, deps.config.now(), month);

/** The form's fee part (also the CSV import's, programs/import.ts). */
export const feeOf = (values: ProgramFormValues): Fee => ({
  monthly_fee: values.monthly_fee,
  entrance_fee: values.entrance_fee,
  annual_fee: values.annual_fee,
  pause_fee: values.pause_fee,
  tax_rate: values.tax_rate,
});

/** The form's (or a stored row's) program fields (also the CSV import's). */
export const fieldsOf = (values: ProgramFormValues | ProgramRow): ProgramFields => ({
  school_id: values.school_id,
  category_id: values.category_id,
  name: values.name,
  description: values.description ?? null,
  lessons_per_week: values.lessons_per_week,
  lesson_minutes: values.lesson_minutes,
  min_age: values.min_age,
  max_age: values.max_age,
  min_grade_id: values.min_grade_id,
  max_grade_id: values.max_grade_id,
  sort_order: values.sort_order,
  is_active: values.is_active,
});

/**
 * The form with the database's own rules: the school is the store's, the category and the grade range are the
 * school's, the range goes up (by the school's order), the name is free in the school.
 */
async function parseProgram(deps: Deps, actor: MasterActor, input: unknown, exceptId?: number) {
  const values = parseForm(
    createProgramFormSchema(() => deps.config.now()),
    input,
  );
  const errors: FieldErrors = {};
  const school = await createSchoolRepository(deps.db).find(actor.storeId, values.school_id);
  if (!school) throw validationFailed({ school_id: [v.schoolNotFound] });
  const category = await createCatalogueRepository(deps.db).findCategory(actor.storeId, values.category_id);
  if (!category) errors.category_id = [v.categoryNotFound];
  else if (category.school_id !== values.school_id) errors.category_id = [v.categoryOfOtherSchool];
  const grades = await createGradeCatalogue(deps.db).ofStore(
    actor.storeId,
    [values.min_grade_id, values.max_grade_id].filter((id) => id !== null) as number[],
  );
  for (const field of ['min_grade_id', 'max_grade_id'] as const) {
    const id = values[field];
    if (id === null) continue;
    const grade = grades.get(id);
    if (!grade) errors[field] = [v.gradeNotFound];
    else if (grade.school_id !== values.school_id) errors[field] = [v.gradeOfOtherSchool];
  }
  const min = values.min_grade_id === null ? undefined : grades.get(values.min_grade_id);
  const max = values.max_grade_id === null ? undefined : grades.get(values.max_grade_id);
  if (!errors.min_grade_id && !errors.max_grade_id && min && max && max.sort_order < min.sort_order) {
    errors.max_grade_id = [v.gradeOrder];
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  if (await createCatalogueRepository(deps.db).programNameTaken(values.school_id, values.name, exceptId)) {
    throw nameTaken(L.name);
  }
  return values;
}

const programs = masterWrites<ProgramFormValues, ProgramRow>({
  entity: 'program',
  nameLabel: L.name,
  parse: parseProgram,
  find: (db, actor, id, forUpdate) => createCatalogueRepository(db).findProgram(actor.storeId, id, forUpdate),
  detail: (db, actor, id, now) => programDetail(db, actor.storeId, id, now),
  async insert(tx, actor, values, now) {
    const catalogue = createCatalogueRepository(tx);
    const id = await catalogue.insertProgram(
      actor.storeId,
      fieldsOf(values),
      values.monthly_fee,
      actor.staffId,
      now,
    );
    await catalogue.setFirstFee(
      id,
      values.fee_effective_month ?? thisMonth(now),
      feeOf(values),
      actor.staffId,
      now,
    );
    await catalogue.refreshMonthlyFee(id, todayInTokyo(now));
    return id;
  },
  /** A program with members keeps its school; new fees take effect from their month when they differ. */
  async update(tx, actor, id, before, values, now) {
    const catalogue = createCatalogueRepository(tx);
    const today = todayInTokyo(now);
    if (before.school_id !== values.school_id) {
      const members = (await contractedMembers(tx, [id], today)).get(id) ?? 0;
      if (members > 0) throw inUse(masterMessages.programSchoolLocked, { count: members });
    }
    const month = values.fee_effective_month ?? thisMonth(now);
    const inForce = (await catalogue.feesInMonth([id], `${month}-01`)).get(id);
    const fee = feeOf(values);
    const feeFields = (Object.keys(fee) as (keyof Fee)[]).filter(
      (key) => !inForce || inForce[key] !== fee[key],
    );
    await catalogue.updateProgram(id, fieldsOf(values), actor.staffId, now);
    if (feeFields.length > 0) await catalogue.saveFee(id, month, fee, actor.staffId, now);
    await catalogue.refreshMonthlyFee(id, today);
    return [...changedFields(fieldsOf(before), fieldsOf(values)), ...feeFields];
  },
  /** A program goes with its fee history, unless members, past contracts, classes or applications refer to it. */
  async remove(tx, _actor, id, now) {
    const members = (await contractedMembers(tx, [id], todayInTokyo(now))).get(id) ?? 0;
    if (members > 0) throw inUse(masterMessages.programContracted, { count: members });
    const uses = await programReferences(tx, id);
    if (uses.contracts > 0) throw inUse(masterMessages.programPastContracts, { count: uses.contracts });
    if (uses.classes > 0) throw inUse(masterMessages.programHasClasses, { count: uses.classes });
    if (uses.applications > 0) throw inUse(masterMessages.programWished, { count: uses.applications });
    await createCatalogueRepository(tx).deleteProgram(id);
  },
});

export const createProgram = programs.create;
export const updateProgram = programs.update;
export const deleteProgram = programs.delete;
