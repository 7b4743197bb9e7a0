import { formatMessage, masterMessages, masterValidationMessages } from '@kayoi/domain/messages';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import type { FieldErrors } from '../../http/envelope.ts';
import { validationFailed } from '../../http/formErrors.ts';
import { recordMasterChange } from '../master-data/history.ts';
import { guardedWrite, type MasterActor, notFound } from '../master-data/rules.ts';
import { createSchoolRepository } from '../schools/repository.ts';
import { createGradeCatalogue, type GradeRow } from './catalogue.ts';
import { gradeViews } from './master.ts';

// The grade ladder table (issue 29, a chain without typing twice): a school's grades with their skills saved
// from one table instead of one form per grade. Every row or none: the store's row is locked (as a master copy
// locks it), the rows are judged against the school's grades as they are then, and each refusal names its row,
// so two saves at once never leave half a ladder — the second is judged against what the first saved.

type Deps = Pick<AppContext, 'db' | 'config'>;
const v = masterValidationMessages;

export interface LadderRow {
  id?: number | null | undefined;
  name: string;
  sort_order: number;
  skills: string[];
}

interface Judged {
  row: LadderRow;
  name: string;
  skills: string[];
  before: GradeRow | undefined;
}

/** Each row's refusals, keyed `grades.{i}.{field}` and worded 「{n}行目: …」. */
function judge(
  rows: readonly LadderRow[],
  school: readonly GradeRow[],
): { judged: Judged[]; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const refuse = (i: number, field: string, message: string) => {
    const key = `grades.${i}.${field}`;
    errors[key] = [...(errors[key] ?? []), formatMessage(v.ladderRow, { row: i + 1, message })];
  };
  const byId = new Map(school.map((grade) => [grade.id, grade]));
  const sent = new Set(rows.flatMap((row) => (row.id ? [row.id] : [])));
  // The names the school keeps outside the table.
  const kept = new Set(school.filter((grade) => !sent.has(grade.id)).map((grade) => grade.name));
  const firstName = new Map<string, number>();
  const firstId = new Map<number, number>();
  const judged = rows.map((row, i) => {
    const name = row.name.trim();
    const skills = row.skills.map((skill) => skill.trim());
    const before = row.id ? byId.get(row.id) : undefined;
    if (row.id && !before) refuse(i, 'id', v.ladderGradeNotInSchool);
    if (row.id && firstId.has(row.id))
      refuse(i, 'id', formatMessage(v.ladderGradeTwice, { other: (firstId.get(row.id) ?? 0) + 1 }));
    if (row.id && !firstId.has(row.id)) firstId.set(row.id, i);
    if (!name) refuse(i, 'name', v.ladderNameRequired);
    else if (firstName.has(name)) {
      refuse(i, 'name', formatMessage(v.ladderNameTwice, { name, other: (firstName.get(name) ?? 0) + 1 }));
    } else {
      firstName.set(name, i);
      if (kept.has(name)) refuse(i, 'name', formatMessage(v.ladderNameTaken, { name }));
    }
    if (skills.some((skill) => !skill)) refuse(i, 'skills', v.ladderSkillBlank);
    else if (new Set(skills).size < skills.length) refuse(i, 'skills', v.skillDuplicate);
    return { row, name, skills, before };
  });
  return { judged, errors };
}

/** A row's skills: one named as before keeps its id and description. */
async function skillsOf(db: Queryable, item: Judged) {
  const before = item.before ? await createGradeCatalogue(db).skillsOf([item.before.id]) : [];
  const byName = new Map(before.map((skill) => [skill.name, skill]));
  return item.skills.map((name) => {
    const old = byName.get(name);
    return old?.description
      ? { id: old.id, name, description: old.description }
      : { id: old?.id ?? null, name };
  });
}

async function write(tx: Queryable, actor: MasterActor, schoolId: number, item: Judged, now: Date) {
  const catalogue = createGradeCatalogue(tx);
  const skills = await skillsOf(tx, item);
  const { before } = item;
  if (!before) {
    const id = await catalogue.insert(
      actor.storeId,
      {
        school_id: schoolId,
        name: item.name,
        sort_order: item.row.sort_order,
        cap_color_name: null,
        cap_color_hex: null,
        description: null,
        is_active: true,
      },
      actor.staffId,
      now,
    );
    await catalogue.replaceSkills(id, skills);
    return { id, action: 'created' as const, fields: [] };
  }
  const oldSkills = (await catalogue.skillsOf([before.id])).map((skill) => skill.name);
  const fields = [
    ...(before.name === item.name ? [] : ['name']),
    ...(before.sort_order === item.row.sort_order ? [] : ['sort_order']),
    ...(oldSkills.join('\u0000') === item.skills.join('\u0000') ? [] : ['skills']),
  ];
  await catalogue.update(
    before.id,
    { ...before, name: item.name, sort_order: item.row.sort_order },
    actor.staffId,
    now,
  );
  await catalogue.replaceSkills(before.id, skills);
  return { id: before.id, action: 'updated' as const, fields };
}

/**
 * Writes rows into a school inside the caller's transaction, the store's masters already locked: judged against
 * the school's grades as they are then (every row or none), each change recorded. Also the CSV import's writer.
 */
export async function writeGradeLadder(
  tx: Queryable,
  actor: MasterActor,
  schoolId: number,
  rows: readonly LadderRow[],
  now: Date,
) {
  const catalogue = createGradeCatalogue(tx);
  const page = { page: 1, perPage: 10_000 };
  const filters = { search: null, schoolId, isActive: undefined };
  const school = (await catalogue.list(actor.storeId, filters, page)).rows;
  const { judged, errors } = judge(rows, school);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  let created = 0;
  for (const item of judged) {
    const change = await write(tx, actor, schoolId, item, now);
    if (change.action === 'created') created += 1;
    await recordMasterChange(tx, {
      entity: 'grade',
      entityId: change.id,
      storeId: actor.storeId,
      ...change,
      staffId: actor.staffId,
      now,
    });
  }
  return { created, updated: judged.length - created };
}

/** Saves the table's rows into the school, every row or none; answers the school's grades after. */
export async function saveGradeLadder(deps: Deps, actor: MasterActor, schoolId: number, rows: LadderRow[]) {
  if (!(await createSchoolRepository(deps.db).find(actor.storeId, schoolId))) throw notFound();
  const now = deps.config.now();
  const result = await guardedWrite(() =>
    deps.db.transaction(async (tx) => {
      await tx.query('select id from stores where id = $1 for update', [actor.storeId]);
      const { created, updated } = await writeGradeLadder(tx, actor, schoolId, rows, now);
      const page = { page: 1, perPage: 10_000 };
      const filters = { search: null, schoolId, isActive: undefined };
      const after = (await createGradeCatalogue(tx).list(actor.storeId, filters, page)).rows;
      return { school_id: schoolId, created, updated, grades: await gradeViews(tx, actor.storeId, after) };
    }),
  );
  return {
    result,
    message: formatMessage(masterMessages.gradeLadderSaved, {
      created: result.created,
      updated: result.updated,
    }),
  };
}
