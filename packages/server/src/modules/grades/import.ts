import { type GradeImportField, gradeImportLabels, splitSkills } from '@kayoi/domain/master-import';
import { formatMessage, masterValidationMessages, masterImportMessages as mi } from '@kayoi/domain/messages';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { guardedWrite, type MasterActor } from '../master-data/rules.ts';
import {
  foldName,
  type LineResult,
  lineResult,
  lockStoreMasters,
  type MasterSheet,
  refuseIfAnyLineRefused,
  resultView,
  type SchoolRef,
  schoolsOfStore,
  summaryOf,
} from '../master-import/sheet.ts';
import { createGradeCatalogue, type GradeRow } from './catalogue.ts';
import { type LadderRow, writeGradeLadder } from './ladder.ts';

// 級のCSV取り込み (issue 29): a school's grade ladder from its own sheet, one grade a line with its skills in
// 技能1, 技能2 … (as a school keeps it in Excel). A grade of the same name is updated (order and skills), grades the
// file does not name are kept, and the import writes every line or none through the ladder table's writer
// (ladder.ts writeGradeLadder) in one transaction with the store's masters locked.

type Deps = Pick<AppContext, 'db' | 'config'>;

const NAME_MAX = 30;
const ORDER_MAX = 999;
const SKILLS_MAX = 30;
const SKILL_MAX = 100;

interface Planned {
  result: LineResult;
  school: SchoolRef;
  row: LadderRow;
}

/** Every line judged against the store's schools and grades as `db` sees them. */
async function plan(db: Queryable, actor: MasterActor, sheet: MasterSheet<GradeImportField>) {
  const all = { page: 1, perPage: 10_000 };
  const [schoolOf, grades] = await Promise.all([
    schoolsOfStore(db, actor.storeId),
    createGradeCatalogue(db).list(
      actor.storeId,
      { search: null, schoolId: undefined, isActive: undefined },
      all,
    ),
  ]);
  const key = (schoolId: number, name: string) => `${schoolId}\u0000${foldName(name)}`;
  const byName = new Map<string, GradeRow>(grades.rows.map((row) => [key(row.school_id, row.name), row]));
  const skillsBefore = new Map<number, string[]>();
  for (const skill of await createGradeCatalogue(db).skillsOf(grades.rows.map((row) => row.id))) {
    skillsBefore.set(skill.grade_id, [...(skillsBefore.get(skill.grade_id) ?? []), skill.name]);
  }
  const firstLine = new Map<string, number>();
  const position = new Map<number, number>();
  return sheet.lines.map(({ line, cells, lists }): Planned => {
    const reasons: { field: string; column: string; message: string }[] = [];
    const refuse = (field: GradeImportField, message: string) =>
      reasons.push({ field, column: gradeImportLabels[field], message });
    const found = schoolOf(cells.school);
    if (found.error) refuse('school', found.error);
    const school = found.school ?? { id: 0, name: cells.school ?? '' };
    const name = cells.name ?? '';
    if (!name) refuse('name', masterValidationMessages.ladderNameRequired);
    else if (name.length > NAME_MAX) refuse('name', formatMessage(mi.tooLong, { max: NAME_MAX }));
    const at = (position.get(school.id) ?? 0) + 1;
    position.set(school.id, at);
    const orderCell = (cells.sort_order ?? '').normalize('NFKC');
    const sortOrder = orderCell === '' ? at : Number(orderCell);
    if (!Number.isInteger(sortOrder) || sortOrder < 1 || sortOrder > ORDER_MAX) {
      refuse('sort_order', formatMessage(mi.orderRange, { min: 1, max: ORDER_MAX }));
    }
    const skills = (lists.skills ?? []).flatMap(splitSkills);
    const twiceSkill = skills.find((skill, i) => skills.indexOf(skill) !== i);
    if (twiceSkill) refuse('skills', formatMessage(mi.skillTwice, { skill: twiceSkill.slice(0, 50) }));
    if (skills.length > SKILLS_MAX) refuse('skills', formatMessage(mi.tooManySkills, { max: SKILLS_MAX }));
    if (skills.some((skill) => skill.length > SKILL_MAX))
      refuse('skills', formatMessage(mi.tooLong, { max: SKILL_MAX }));
    const named = found.school && name ? key(school.id, name) : undefined;
    if (named && firstLine.has(named)) {
      refuse('name', formatMessage(mi.nameTwice, { name, other: firstLine.get(named) ?? 0 }));
    } else if (named) firstLine.set(named, line);
    const before = named ? byName.get(named) : undefined;
    const same =
      before &&
      before.sort_order === sortOrder &&
      (skillsBefore.get(before.id) ?? []).join('\u0000') === skills.join('\u0000');
    const outcome = !before ? 'created' : same ? 'unchanged' : 'updated';
    const detail = skills.join('・').slice(0, 2000);
    const result = lineResult(line, { school: school.name, name, detail, outcome }, reasons);
    // A grade matched by its folded name keeps the name it has.
    const row = { id: before?.id ?? null, name: before?.name ?? name, sort_order: sortOrder, skills };
    return { result, school, row };
  });
}

/**
 * The preview (dry run) or the import of a grade file: every line judged under the store's lock, then — unless
 * a preview, and only when no line is refused — each school's new and changed grades written in the same
 * transaction.
 */
export async function importGrades(deps: Deps, actor: MasterActor, sheet: MasterSheet<GradeImportField>) {
  const now = deps.config.now();
  const planned = await guardedWrite(() =>
    deps.db.transaction(async (tx) => {
      await lockStoreMasters(tx, actor.storeId);
      const planned = await plan(tx, actor, sheet);
      if (sheet.dryRun) return planned;
      refuseIfAnyLineRefused(planned.map((item) => item.result));
      const bySchool = new Map<number, LadderRow[]>();
      for (const item of planned) {
        if (item.result.outcome === 'unchanged') continue;
        bySchool.set(item.school.id, [...(bySchool.get(item.school.id) ?? []), item.row]);
      }
      for (const [schoolId, rows] of bySchool) await writeGradeLadder(tx, actor, schoolId, rows, now);
      return planned;
    }),
  );
  const results = planned.map((item) => item.result);
  return {
    dry_run: sheet.dryRun,
    file_name: sheet.fileName,
    format: sheet.format,
    encoding: sheet.encoding,
    summary: summaryOf(results),
    rows: results.map(resultView),
  };
}
