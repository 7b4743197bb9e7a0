import { type SchoolFormValues, schoolFormSchema } from '@kayoi/domain/forms';
import { masterFieldLabels, masterMessages } from '@kayoi/domain/messages';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { parseForm } from '../../http/formErrors.ts';
import { createGradeCatalogue } from '../grades/catalogue.ts';
import { changedFields, masterMeta } from '../master-data/history.ts';
import { inUse, type MasterActor, nameTaken, notFound, type Page } from '../master-data/rules.ts';
import { schoolGradeHolders } from '../master-data/uses.ts';
import { masterWrites } from '../master-data/writes.ts';
import { createCatalogueRepository } from '../programs/catalogue.ts';
import { createSchoolRepository, type SchoolFields, type SchoolRow } from './repository.ts';

// The school master (issue 13): the disciplines a store teaches (スイミング, 体操 …).

type Deps = Pick<AppContext, 'db' | 'config'>;

const L = masterFieldLabels.school;

/** How many categories, programs and grades each school of the store has. */
async function countsOf(db: Queryable, storeId: number) {
  const catalogue = createCatalogueRepository(db);
  const [categories, programs, grades] = await Promise.all([
    catalogue.categoryCounts(storeId),
    catalogue.programCounts(storeId),
    createGradeCatalogue(db).counts(storeId),
  ]);
  return { categories, programs: programs.bySchool, grades };
}

const schoolView = (row: SchoolRow, counts: Awaited<ReturnType<typeof countsOf>>) => ({
  id: row.id,
  store_id: row.store_id,
  name: row.name,
  discipline: row.discipline,
  description: row.description,
  sort_order: row.sort_order,
  is_active: row.is_active,
  category_count: counts.categories.get(row.id) ?? 0,
  program_count: counts.programs.get(row.id) ?? 0,
  grade_count: counts.grades.get(row.id) ?? 0,
});

export async function listSchools(
  deps: Deps,
  actor: MasterActor,
  filters: { search: string | null; isActive: boolean | undefined },
  page: Page,
) {
  const [{ rows, total }, counts] = await Promise.all([
    createSchoolRepository(deps.db).list(actor.storeId, filters, page),
    countsOf(deps.db, actor.storeId),
  ]);
  return { rows: rows.map((row) => schoolView(row, counts)), total };
}

async function schoolDetail(db: Queryable, storeId: number, id: number) {
  const row = await createSchoolRepository(db).find(storeId, id);
  if (!row) throw notFound();
  const [counts, meta] = await Promise.all([countsOf(db, storeId), masterMeta(db, 'school', id, row)]);
  return { ...schoolView(row, counts), ...meta };
}

export const readSchool = (deps: Deps, actor: MasterActor, id: number) =>
  schoolDetail(deps.db, actor.storeId, id);

const fieldsOf = (values: SchoolFormValues | SchoolRow): SchoolFields => ({
  name: values.name,
  discipline: values.discipline,
  description: values.description ?? null,
  sort_order: values.sort_order,
  is_active: values.is_active,
});

const schools = masterWrites<SchoolFormValues, SchoolRow>({
  entity: 'school',
  nameLabel: L.name,
  async parse(deps, actor, input, exceptId) {
    const values = parseForm(schoolFormSchema, input);
    if (await createSchoolRepository(deps.db).nameTaken(actor.storeId, values.name, exceptId)) {
      throw nameTaken(L.name);
    }
    return values;
  },
  find: (db, actor, id, forUpdate) => createSchoolRepository(db).find(actor.storeId, id, forUpdate),
  detail: (db, actor, id) => schoolDetail(db, actor.storeId, id),
  insert: (tx, actor, values, now) =>
    createSchoolRepository(tx).insert(actor.storeId, fieldsOf(values), actor.staffId, now),
  async update(tx, actor, id, before, values, now) {
    await createSchoolRepository(tx).update(id, fieldsOf(values), actor.staffId, now);
    return changedFields(fieldsOf(before), fieldsOf(values));
  },
  /** A school goes with its categories and grades, unless it has programs or members hold its grades. */
  async remove(tx, actor, id) {
    const programs = (await createCatalogueRepository(tx).programCounts(actor.storeId)).bySchool.get(id) ?? 0;
    if (programs > 0) throw inUse(masterMessages.schoolHasPrograms, { count: programs });
    const holders = await schoolGradeHolders(tx, id);
    if (holders > 0) throw inUse(masterMessages.schoolGradesHeld, { count: holders });
    await createSchoolRepository(tx).delete(id);
  },
});

export const createSchool = schools.create;
export const updateSchool = schools.update;
export const deleteSchool = schools.delete;
