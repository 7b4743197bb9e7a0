import { todayInTokyo } from '@kayoi/domain/calendar';
import { createProgramFormSchema, type ProgramFormValues } from '@kayoi/domain/forms';
import { type ProgramImportField, programImportLabels } from '@kayoi/domain/master-import';
import { formatMessage, masterImportMessages as mi } from '@kayoi/domain/messages';
import { formatYen } from '@kayoi/domain/money';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { changedFields, recordMasterChange } from '../master-data/history.ts';
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
import { createCatalogueRepository, type Fee, type ProgramRow } from './catalogue.ts';
import { feeOf, fieldsOf } from './master.ts';

// プログラムのCSV取り込み (issue 29): a school's price list from its own sheet. Each line is judged with the
// program form's rules and messages; a program of the same name in the school is updated (a fee that differs
// takes effect from this month, the earlier one kept in the fee history), a category the school lacks is made.
// The import writes every line or none, in one transaction with the store's masters locked.

type Deps = Pick<AppContext, 'db' | 'config'>;

interface Planned {
  result: LineResult;
  school: SchoolRef;
  category: { id: number | null; name: string };
  values: ProgramFormValues;
  before: ProgramRow | undefined;
  feeChanged: boolean;
}

const FORM_FIELD: Record<string, ProgramImportField> = { school_id: 'school', category_id: 'category' };

/** 8,800 / ¥8,800 / ８８００円 → '8800'; anything else is left for the form's message. */
const plainNumber = (cell: string) => cell.normalize('NFKC').replace(/[¥￥,円\s]/gu, '');

const NUMERIC: readonly ProgramImportField[] = [
  'monthly_fee',
  'entrance_fee',
  'annual_fee',
  'pause_fee',
  'lessons_per_week',
  'lesson_minutes',
  'min_age',
  'max_age',
  'sort_order',
];

/** Every line judged against the store's masters as `db` sees them. */
async function plan(db: Queryable, actor: MasterActor, sheet: MasterSheet<ProgramImportField>, now: Date) {
  const catalogue = createCatalogueRepository(db);
  const all = { page: 1, perPage: 10_000 };
  const none = { search: null, isActive: undefined };
  const [schoolOf, programs, categories] = await Promise.all([
    schoolsOfStore(db, actor.storeId),
    catalogue.listPrograms(actor.storeId, none, all),
    catalogue.listCategories(actor.storeId, none, all),
  ]);
  const key = (schoolId: number, name: string) => `${schoolId}\u0000${foldName(name)}`;
  const programByName = new Map(programs.rows.map((row) => [key(row.school_id, row.name), row]));
  const categoryByName = new Map(categories.rows.map((row) => [key(row.school_id, row.name), row]));
  const fees = await catalogue.feesInMonth(
    programs.rows.map((row) => row.id),
    `${todayInTokyo(now).slice(0, 7)}-01`,
  );
  const schema = createProgramFormSchema(() => now);
  const firstLine = new Map<string, number>();
  const planned: Planned[] = [];
  for (const { line, cells } of sheet.lines) {
    const reasons: { field: string; column: string; message: string }[] = [];
    const refuse = (field: ProgramImportField, message: string) =>
      reasons.push({ field, column: programImportLabels[field], message });
    const found = schoolOf(cells.school);
    if (found.error) refuse('school', found.error);
    const school = found.school ?? { id: 0, name: cells.school ?? '' };
    const name = cells.name ?? '';
    const before = found.school ? programByName.get(key(school.id, name)) : undefined;
    const categoryName = cells.category ?? '';
    const category = found.school ? categoryByName.get(key(school.id, categoryName)) : undefined;
    if (!categoryName) refuse('category', mi.categoryRequired);
    const input: Record<string, unknown> = { ...before, school_id: school.id || 1 };
    input.category_id = category?.id ?? before?.category_id ?? 1;
    const beforeFee = before ? fees.get(before.id) : undefined;
    if (beforeFee) Object.assign(input, beforeFee);
    for (const [field, value] of Object.entries(cells) as [ProgramImportField, string][]) {
      if (field === 'school' || field === 'category') continue;
      input[field] = NUMERIC.includes(field) ? plainNumber(value) : value;
    }
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'name');
        const column = FORM_FIELD[field] ?? (field as ProgramImportField);
        refuse(column in programImportLabels ? column : 'name', issue.message);
      }
    }
    const twice = found.school && name ? key(school.id, name) : undefined;
    if (twice && firstLine.has(twice)) {
      refuse('name', formatMessage(mi.nameTwice, { name, other: firstLine.get(twice) ?? 0 }));
    } else if (twice) firstLine.set(twice, line);
    const values = parsed.success ? { ...parsed.data, category_id: category?.id ?? 0 } : undefined;
    const changed = before && values ? changedFields(fieldsOf(before), fieldsOf(values)) : [];
    const feeChanged =
      !!values &&
      (!beforeFee ||
        (Object.keys(beforeFee) as (keyof Fee)[]).some((k) => beforeFee[k] !== feeOf(values)[k]));
    const outcome = !before
      ? 'created'
      : changed.length > 0 || feeChanged || !category
        ? 'updated'
        : 'unchanged';
    const detail = [categoryName, values ? `月謝 ${formatYen(values.monthly_fee)}` : '']
      .filter(Boolean)
      .join('・');
    const result = lineResult(line, { school: school.name, name, detail, outcome }, reasons);
    planned.push({
      result,
      school,
      category: { id: category?.id ?? null, name: categoryName },
      values: values as ProgramFormValues,
      before,
      feeChanged,
    });
  }
  return planned;
}

/** Writes the judged lines: new categories first (in the file's order), then each program and its fee. */
async function write(tx: Queryable, actor: MasterActor, planned: readonly Planned[], now: Date) {
  const catalogue = createCatalogueRepository(tx);
  const month = todayInTokyo(now).slice(0, 7);
  const made = new Map<string, number>();
  let sortOrder = 1_000;
  const change = (
    entity: 'program' | 'program_category',
    entityId: number,
    action: 'created' | 'updated',
    fields: string[] = [],
  ) =>
    recordMasterChange(tx, {
      entity,
      entityId,
      storeId: actor.storeId,
      action,
      fields,
      staffId: actor.staffId,
      now,
    });
  for (const item of planned) {
    if (item.result.outcome === 'unchanged') continue;
    let categoryId = item.category.id;
    if (categoryId === null) {
      const key = `${item.school.id}\u0000${foldName(item.category.name)}`;
      categoryId = made.get(key) ?? null;
      if (categoryId === null) {
        categoryId = await catalogue.insertCategory(
          actor.storeId,
          {
            school_id: item.school.id,
            name: item.category.name,
            description: null,
            sort_order: sortOrder++,
            is_active: true,
          },
          actor.staffId,
          now,
        );
        made.set(key, categoryId);
        await change('program_category', categoryId, 'created');
      }
    }
    const values = { ...item.values, category_id: categoryId };
    if (!item.before) {
      const id = await catalogue.insertProgram(
        actor.storeId,
        fieldsOf(values),
        values.monthly_fee,
        actor.staffId,
        now,
      );
      await catalogue.setFirstFee(id, month, feeOf(values), actor.staffId, now);
      await catalogue.refreshMonthlyFee(id, todayInTokyo(now));
      await change('program', id, 'created');
      continue;
    }
    const id = item.before.id;
    await catalogue.updateProgram(id, fieldsOf(values), actor.staffId, now);
    if (item.feeChanged) await catalogue.saveFee(id, month, feeOf(values), actor.staffId, now);
    await catalogue.refreshMonthlyFee(id, todayInTokyo(now));
    const fields = changedFields(fieldsOf(item.before), fieldsOf(values));
    await change('program', id, 'updated', item.feeChanged ? [...fields, 'monthly_fee'] : fields);
  }
  return made.size;
}

/**
 * The preview (dry run) or the import of a program file: every line judged under the store's lock, then —
 * unless a preview, and only when no line is refused — written in the same transaction.
 */
export async function importPrograms(deps: Deps, actor: MasterActor, sheet: MasterSheet<ProgramImportField>) {
  const now = deps.config.now();
  const { planned, categoriesCreated } = await guardedWrite(() =>
    deps.db.transaction(async (tx) => {
      await lockStoreMasters(tx, actor.storeId);
      const planned = await plan(tx, actor, sheet, now);
      if (sheet.dryRun) return { planned, categoriesCreated: 0 };
      refuseIfAnyLineRefused(planned.map((item) => item.result));
      return { planned, categoriesCreated: await write(tx, actor, planned, now) };
    }),
  );
  const results = planned.map((item) => item.result);
  const newCategories = new Set(
    planned
      .filter((item) => item.category.id === null && item.result.outcome !== 'refused')
      .map((item) => `${item.school.id} ${foldName(item.category.name)}`),
  );
  return {
    dry_run: sheet.dryRun,
    file_name: sheet.fileName,
    format: sheet.format,
    encoding: sheet.encoding,
    summary: {
      ...summaryOf(results),
      categories_created: sheet.dryRun ? newCategories.size : categoriesCreated,
    },
    rows: results.map(resultView),
  };
}
