import { type ProgramCategoryFormValues, programCategoryFormSchema } from '@kayoi/domain/forms';
import { masterFieldLabels, masterMessages, masterValidationMessages } from '@kayoi/domain/messages';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { parseForm, validationFailed } from '../../http/formErrors.ts';
import { changedFields, masterMeta } from '../master-data/history.ts';
import { inUse, type MasterActor, nameTaken, notFound, type Page } from '../master-data/rules.ts';
import { masterWrites } from '../master-data/writes.ts';
import { createSchoolRepository } from '../schools/repository.ts';
import { type CategoryFields, type CategoryRow, createCatalogueRepository } from './catalogue.ts';

// The program category master (issue 13): ベビー, 幼児, ジュニア, 成人, 選手コース … of each school.

type Deps = Pick<AppContext, 'db' | 'config'>;

const L = masterFieldLabels.programCategory;

async function viewsOf(db: Queryable, storeId: number, rows: readonly CategoryRow[]) {
  const [schools, counts] = await Promise.all([
    createSchoolRepository(db).names(
      storeId,
      rows.map((row) => row.school_id),
    ),
    createCatalogueRepository(db).programCounts(storeId),
  ]);
  return rows.map((row) => ({
    id: row.id,
    store_id: row.store_id,
    school: { id: row.school_id, name: schools.get(row.school_id) ?? '' },
    name: row.name,
    description: row.description,
    sort_order: row.sort_order,
    is_active: row.is_active,
    program_count: counts.byCategory.get(row.id) ?? 0,
  }));
}

export async function listProgramCategories(
  deps: Deps,
  actor: MasterActor,
  filters: { search: string | null; schoolId: number | undefined; isActive: boolean | undefined },
  page: Page,
) {
  const { rows, total } = await createCatalogueRepository(deps.db).listCategories(
    actor.storeId,
    filters,
    page,
  );
  return { rows: await viewsOf(deps.db, actor.storeId, rows), total };
}

async function categoryDetail(db: Queryable, storeId: number, id: number) {
  const row = await createCatalogueRepository(db).findCategory(storeId, id);
  if (!row) throw notFound();
  const [[view], meta] = await Promise.all([
    viewsOf(db, storeId, [row]),
    masterMeta(db, 'program_category', id, row),
  ]);
  return { ...view, ...meta };
}

export const readProgramCategory = (deps: Deps, actor: MasterActor, id: number) =>
  categoryDetail(deps.db, actor.storeId, id);

const fieldsOf = (values: ProgramCategoryFormValues | CategoryRow): CategoryFields => ({
  school_id: values.school_id,
  name: values.name,
  description: values.description ?? null,
  sort_order: values.sort_order,
  is_active: values.is_active,
});

const categories = masterWrites<ProgramCategoryFormValues, CategoryRow>({
  entity: 'program_category',
  nameLabel: L.name,
  async parse(deps, actor, input, exceptId) {
    const values = parseForm(programCategoryFormSchema, input);
    if (!(await createSchoolRepository(deps.db).find(actor.storeId, values.school_id))) {
      throw validationFailed({ school_id: [masterValidationMessages.schoolNotFound] });
    }
    if (await createCatalogueRepository(deps.db).categoryNameTaken(values.school_id, values.name, exceptId)) {
      throw nameTaken(L.name);
    }
    return values;
  },
  find: (db, actor, id, forUpdate) =>
    createCatalogueRepository(db).findCategory(actor.storeId, id, forUpdate),
  detail: (db, actor, id) => categoryDetail(db, actor.storeId, id),
  insert: (tx, actor, values, now) =>
    createCatalogueRepository(tx).insertCategory(actor.storeId, fieldsOf(values), actor.staffId, now),
  /** A category with programs keeps its school. */
  async update(tx, actor, id, before, values, now) {
    const catalogue = createCatalogueRepository(tx);
    if (before.school_id !== values.school_id) {
      const programs = (await catalogue.programCounts(actor.storeId)).byCategory.get(id) ?? 0;
      if (programs > 0) throw inUse(masterMessages.categorySchoolLocked, { count: programs });
    }
    await catalogue.updateCategory(id, fieldsOf(values), actor.staffId, now);
    return changedFields(fieldsOf(before), fieldsOf(values));
  },
  async remove(tx, actor, id) {
    const catalogue = createCatalogueRepository(tx);
    const programs = (await catalogue.programCounts(actor.storeId)).byCategory.get(id) ?? 0;
    if (programs > 0) throw inUse(masterMessages.categoryHasPrograms, { count: programs });
    await catalogue.deleteCategory(id);
  },
});

export const createProgramCategory = categories.create;
export const updateProgramCategory = categories.update;
export const deleteProgramCategory = categories.delete;
