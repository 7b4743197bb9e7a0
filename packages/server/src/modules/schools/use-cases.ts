import { type SchoolFormValues, schoolFormSchema } from '@kayoi/domain/forms';
import { masterFieldLabels, masterMessages } from '@kayoi/domain/messages';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { parseForm } from '../../http/formErrors.ts';
import { createGradeCatalogue } from '../grades/catalogue.ts';
import { changedFields, masterMeta, recordMasterChange } from '../master-data/history.ts';
import {
  guardedWrite,
  inUse,
  type MasterActor,
  nameTaken,
  notFound,
  type Page,
} from '../master-data/rules.ts';
import { schoolGradeHolders } from '../master-data/uses.ts';
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

/** The school of the store, or undefined: what categories, programs and grades check their school with. */
export const schoolOfStore = (db: Queryable, storeId: number, id: number) =>
  createSchoolRepository(db).find(storeId, id);

const fieldsOf = (values: SchoolFormValues | SchoolRow): SchoolFields => ({
  name: values.name,
  discipline: values.discipline,
  description: values.description ?? null,
  sort_order: values.sort_order,
  is_active: values.is_active,
});

async function parseSchool(deps: Deps, actor: MasterActor, input: unknown, exceptId?: number) {
  const values = parseForm(schoolFormSchema, input);
  if (await createSchoolRepository(deps.db).nameTaken(actor.storeId, values.name, exceptId)) {
    throw nameTaken(L.name);
  }
  return values;
}

export async function createSchool(deps: Deps, actor: MasterActor, input: unknown) {
  const values = await parseSchool(deps, actor, input);
  const now = deps.config.now();
  return guardedWrite(
    () =>
      deps.db.transaction(async (tx) => {
        const id = await createSchoolRepository(tx).insert(
          actor.storeId,
          fieldsOf(values),
          actor.staffId,
          now,
        );
        await recordMasterChange(tx, {
          entity: 'school',
          entityId: id,
          storeId: actor.storeId,
          action: 'created',
          staffId: actor.staffId,
          now,
        });
        return schoolDetail(tx, actor.storeId, id);
      }),
    L.name,
  );
}

export async function updateSchool(deps: Deps, actor: MasterActor, id: number, input: unknown) {
  if (!(await schoolOfStore(deps.db, actor.storeId, id))) throw notFound();
  const values = await parseSchool(deps, actor, input, id);
  const now = deps.config.now();
  return guardedWrite(
    () =>
      deps.db.transaction(async (tx) => {
        const schools = createSchoolRepository(tx);
        const before = await schools.find(actor.storeId, id, true);
        if (!before) throw notFound();
        await schools.update(id, fieldsOf(values), actor.staffId, now);
        await recordMasterChange(tx, {
          entity: 'school',
          entityId: id,
          storeId: actor.storeId,
          action: 'updated',
          fields: changedFields(fieldsOf(before), fieldsOf(values)),
          staffId: actor.staffId,
          now,
        });
        return schoolDetail(tx, actor.storeId, id);
      }),
    L.name,
  );
}

/** Deletes a school with its categories and grades, unless it has programs or members hold its grades. */
export async function deleteSchool(deps: Deps, actor: MasterActor, id: number) {
  const now = deps.config.now();
  await guardedWrite(() =>
    deps.db.transaction(async (tx) => {
      const schools = createSchoolRepository(tx);
      if (!(await schools.find(actor.storeId, id, true))) throw notFound();
      const programs =
        (await createCatalogueRepository(tx).programCounts(actor.storeId)).bySchool.get(id) ?? 0;
      if (programs > 0) throw inUse(masterMessages.schoolHasPrograms, { count: programs });
      const holders = await schoolGradeHolders(tx, id);
      if (holders > 0) throw inUse(masterMessages.schoolGradesHeld, { count: holders });
      await schools.delete(id);
      await recordMasterChange(tx, {
        entity: 'school',
        entityId: id,
        storeId: actor.storeId,
        action: 'deleted',
        staffId: actor.staffId,
        now,
      });
    }),
  );
}
