import { type GradeFormValues, gradeFormSchema } from '@kayoi/domain/forms';
import { masterFieldLabels, masterMessages, masterValidationMessages } from '@kayoi/domain/messages';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { parseForm, validationFailed } from '../../http/formErrors.ts';
import { changedFields, masterMeta } from '../master-data/history.ts';
import { inUse, type MasterActor, nameTaken, notFound, type Page } from '../master-data/rules.ts';
import { gradeHolders } from '../master-data/uses.ts';
import { masterWrites } from '../master-data/writes.ts';
import { createCatalogueRepository } from '../programs/catalogue.ts';
import { createSchoolRepository } from '../schools/repository.ts';
import { createGradeCatalogue, type GradeFields, type GradeRow, type SkillRow } from './catalogue.ts';

// The grade master (issue 13): each school's grade system in its order (25級 … 1級, 選手), with the cap colour
// swim schools show a grade by and the skills its promotion test checks.

type Deps = Pick<AppContext, 'db' | 'config'>;

const L = masterFieldLabels.grade;
const v = masterValidationMessages;

/** Grades as the API answers them: school name, skills, how many members hold each. */
export async function gradeViews(db: Queryable, storeId: number, rows: readonly GradeRow[]) {
  const ids = rows.map((row) => row.id);
  const [schools, skills, holders] = await Promise.all([
    createSchoolRepository(db).names(
      storeId,
      rows.map((row) => row.school_id),
    ),
    createGradeCatalogue(db).skillsOf(ids),
    gradeHolders(db, ids),
  ]);
  const skillView = ({ grade_id: _, ...skill }: SkillRow) => skill;
  return rows.map((row) => ({
    id: row.id,
    store_id: row.store_id,
    school: { id: row.school_id, name: schools.get(row.school_id) ?? '' },
    name: row.name,
    sort_order: row.sort_order,
    cap_color_name: row.cap_color_name,
    cap_color_hex: row.cap_color_hex,
    description: row.description,
    is_active: row.is_active,
    member_count: holders.get(row.id) ?? 0,
    skills: skills.filter((skill) => skill.grade_id === row.id).map(skillView),
  }));
}

export async function listGrades(
  deps: Deps,
  actor: MasterActor,
  filters: { search: string | null; schoolId: number | undefined; isActive: boolean | undefined },
  page: Page,
) {
  const { rows, total } = await createGradeCatalogue(deps.db).list(actor.storeId, filters, page);
  return { rows: await gradeViews(deps.db, actor.storeId, rows), total };
}

async function gradeDetail(db: Queryable, storeId: number, id: number) {
  const row = await createGradeCatalogue(db).find(storeId, id);
  if (!row) throw notFound();
  const [[view], meta] = await Promise.all([
    gradeViews(db, storeId, [row]),
    masterMeta(db, 'grade', id, row),
  ]);
  return { ...view, ...meta };
}

export const readGrade = (deps: Deps, actor: MasterActor, id: number) =>
  gradeDetail(deps.db, actor.storeId, id);

const comparableSkills = (skills: readonly { name: string; description?: string | null | undefined }[]) =>
  skills.map((skill) => ({ name: skill.name, description: skill.description ?? null }));

const fieldsOf = (values: GradeFormValues, sortOrder: number): GradeFields => ({
  school_id: values.school_id,
  name: values.name,
  sort_order: sortOrder,
  cap_color_name: values.cap_color_name ?? null,
  cap_color_hex: values.cap_color_hex ?? null,
  description: values.description ?? null,
  is_active: values.is_active,
});

const rowFields = (row: GradeRow): GradeFields => ({
  school_id: row.school_id,
  name: row.name,
  sort_order: row.sort_order,
  cap_color_name: row.cap_color_name,
  cap_color_hex: row.cap_color_hex,
  description: row.description,
  is_active: row.is_active,
});

const grades = masterWrites<GradeFormValues, GradeRow>({
  entity: 'grade',
  nameLabel: L.name,
  /** The form with the database's rules: the school is the store's, the name free in it, skill ids its own. */
  async parse(deps, actor, input, exceptId) {
    const values = parseForm(gradeFormSchema, input);
    if (!(await createSchoolRepository(deps.db).find(actor.storeId, values.school_id))) {
      throw validationFailed({ school_id: [v.schoolNotFound] });
    }
    const catalogue = createGradeCatalogue(deps.db);
    const own = new Set((exceptId ? await catalogue.skillsOf([exceptId]) : []).map((skill) => skill.id));
    const strangers = values.skills.flatMap((skill, i) =>
      skill.id && !own.has(skill.id) ? [[`skills.${i}.id`, [v.skillNotFound]]] : [],
    );
    if (strangers.length > 0) throw validationFailed(Object.fromEntries(strangers));
    if (await catalogue.nameTaken(values.school_id, values.name, exceptId)) throw nameTaken(L.name);
    return values;
  },
  find: (db, actor, id, forUpdate) => createGradeCatalogue(db).find(actor.storeId, id, forUpdate),
  detail: (db, actor, id) => gradeDetail(db, actor.storeId, id),
  async insert(tx, actor, values, now) {
    const catalogue = createGradeCatalogue(tx);
    const sortOrder = values.sort_order ?? (await catalogue.nextSortOrder(values.school_id));
    const id = await catalogue.insert(actor.storeId, fieldsOf(values, sortOrder), actor.staffId, now);
    await catalogue.replaceSkills(id, values.skills);
    return id;
  },
  /** A grade that members hold or programs name keeps its school. */
  async update(tx, actor, id, before, values, now) {
    const catalogue = createGradeCatalogue(tx);
    if (before.school_id !== values.school_id) {
      const holders = (await gradeHolders(tx, [id])).get(id) ?? 0;
      if (holders > 0) throw inUse(masterMessages.gradeSchoolLocked, { count: holders });
      const programs = await createCatalogueRepository(tx).programsNamingGrades([id]);
      if (programs > 0) throw inUse(masterMessages.gradeSchoolLockedByPrograms, { count: programs });
    }
    const skillsBefore = comparableSkills(await catalogue.skillsOf([id]));
    const fields = fieldsOf(values, values.sort_order ?? before.sort_order);
    await catalogue.update(id, fields, actor.staffId, now);
    await catalogue.replaceSkills(id, values.skills);
    return changedFields(
      { ...rowFields(before), skills: skillsBefore },
      { ...fields, skills: comparableSkills(values.skills) },
    );
  },
  /** A grade goes with its skills, unless members hold it or a program names it in its grade range. */
  async remove(tx, _actor, id) {
    const holders = (await gradeHolders(tx, [id])).get(id) ?? 0;
    if (holders > 0) throw inUse(masterMessages.gradeHeld, { count: holders });
    const programs = await createCatalogueRepository(tx).programsNamingGrades([id]);
    if (programs > 0) throw inUse(masterMessages.gradeInPrograms, { count: programs });
    await createGradeCatalogue(tx).delete(id);
  },
});

export const createGrade = grades.create;
export const updateGrade = grades.update;
export const deleteGrade = grades.delete;
