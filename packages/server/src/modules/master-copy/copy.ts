import { todayInTokyo } from '@kayoi/domain/calendar';
import { masterMessages } from '@kayoi/domain/messages';
import { formatYenInText } from '@kayoi/domain/money';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { ApiError } from '../../http/envelope.ts';
import { validationFailed } from '../../http/formErrors.ts';
import { createBillingSettingsRepository } from '../billing/settings-repository.ts';
import { saveSchoolRules } from '../classes/school-rules-repository.ts';
import { createGradeCatalogue } from '../grades/catalogue.ts';
import { type MasterEntity, recordMasterChange } from '../master-data/history.ts';
import type { MasterActor } from '../master-data/rules.ts';
import { createCatalogueRepository } from '../programs/catalogue.ts';
import { createSchoolRepository } from '../schools/repository.ts';
import { type StoreMasters, storeMasters } from './source.ts';
import { swimSchoolTemplate } from './template.ts';

// Copying a store's masters to other stores (issue 29): what the target lacks by name is made, what it has is
// left as it is (上書きしない). Each target is written in one transaction with its store row locked, so two
// copies at once make each record once and applying twice makes nothing new.

type Deps = Pick<AppContext, 'db' | 'config'>;
export type CopyPart = 'programs' | 'grades' | 'school_rules' | 'billing_settings';

export interface CopyRequest {
  source_store_id: number;
  target_store_ids: number[];
  parts: CopyPart[];
}

interface PlanItem {
  kind: 'school' | 'program_category' | 'program' | 'grade' | 'school_rules' | 'billing_settings';
  school_name: string;
  name: string;
  action: 'create' | 'exists';
  detail: string | null;
}

const key = (school: string, name: string) => `${school}\u0000${name}`;

/** What copying `source` into `target` makes, in the order it is made (schools, categories, grades, programs). */
function planOf(source: StoreMasters, target: StoreMasters, parts: ReadonlySet<CopyPart>): PlanItem[] {
  const schoolName = new Map(source.schools.map((row) => [row.id, row.name]));
  const targetSchool = new Map(target.schools.map((row) => [row.id, row.name]));
  const has = (rows: readonly { school_id: number; name: string }[]) =>
    new Set(rows.map((row) => key(targetSchool.get(row.school_id) ?? '', row.name)));
  const item = (
    kind: PlanItem['kind'],
    school: string,
    name: string,
    taken: boolean,
    detail: string | null,
  ) => ({ kind, school_name: school, name, action: taken ? 'exists' : 'create', detail }) as PlanItem;
  const schools = new Set(target.schools.map((row) => row.name));
  const items = source.schools.map((row) => item('school', row.name, row.name, schools.has(row.name), null));
  if (parts.has('programs')) {
    const taken = has(target.categories);
    for (const row of source.categories) {
      const school = schoolName.get(row.school_id) ?? '';
      items.push(item('program_category', school, row.name, taken.has(key(school, row.name)), null));
    }
  }
  if (parts.has('grades')) {
    const taken = has(target.grades);
    for (const row of source.grades) {
      const school = schoolName.get(row.school_id) ?? '';
      const detail = `技能 ${row.skills.length}件`;
      items.push(item('grade', school, row.name, taken.has(key(school, row.name)), detail));
    }
  }
  if (parts.has('programs')) {
    const taken = has(target.programs);
    for (const row of source.programs) {
      const school = schoolName.get(row.school_id) ?? '';
      const detail = row.fee ? `月額 ${formatYenInText(row.fee.monthly_fee)}` : null;
      items.push(item('program', school, row.name, taken.has(key(school, row.name)), detail));
    }
  }
  if (parts.has('school_rules')) {
    const saved = new Set(target.rules.map((row) => targetSchool.get(row.school_id) ?? ''));
    for (const row of source.rules) {
      const school = schoolName.get(row.school_id) ?? '';
      items.push(item('school_rules', school, school, saved.has(school), null));
    }
  }
  if (parts.has('billing_settings') && source.billing) {
    items.push(item('billing_settings', '', '請求設定', target.billing !== undefined, null));
  }
  return items;
}

/** The caller may copy from the source into every target: an admin anywhere, a manager in their own store. */
async function checkedStores(db: Queryable, actor: MasterActor, request: CopyRequest) {
  const ids = [request.source_store_id, ...request.target_store_ids];
  if (actor.role !== 'admin' && ids.some((id) => id !== actor.storeId)) {
    throw new ApiError(403, 'FORBIDDEN', masterMessages.copyOtherStore);
  }
  if (request.target_store_ids.includes(request.source_store_id)) {
    throw validationFailed({ target_store_ids: [masterMessages.copyTargetIsSource] });
  }
  const { rows } = await db.query<{ id: number; name: string }>(
    'select id, name from stores where id = any($1::int[])',
    [ids],
  );
  const names = new Map(rows.map((row) => [row.id, row.name]));
  if (ids.some((id) => !names.has(id))) {
    throw validationFailed({ target_store_ids: [masterMessages.copyStoreNotFound] });
  }
  return names;
}

const summary = (storeId: number, storeName: string, items: PlanItem[]) => ({
  store_id: storeId,
  store_name: storeName,
  created: items.filter((entry) => entry.action === 'create').length,
  existing: items.filter((entry) => entry.action === 'exists').length,
  items,
});

/** What copying `source` would make in each target; writes nothing. */
async function previewInto(
  deps: Deps,
  source: StoreMasters,
  targets: Map<number, string>,
  parts: CopyPart[],
) {
  const now = deps.config.now();
  const answer = [];
  for (const [storeId, name] of targets) {
    const target = await storeMasters(deps.db, storeId, now);
    answer.push(summary(storeId, name, planOf(source, target, new Set(parts))));
  }
  return answer;
}

/** Makes in each target, one transaction each, what it lacks of `source`; answers what was made. */
async function copyInto(
  deps: Deps,
  actor: MasterActor,
  source: StoreMasters,
  targets: Map<number, string>,
  parts: CopyPart[],
) {
  const now = deps.config.now();
  const answer = [];
  for (const [storeId, name] of targets) {
    const items = await deps.db.transaction(async (tx) => {
      await tx.query('select id from stores where id = $1 for update', [storeId]);
      const target = await storeMasters(tx, storeId, now);
      const plan = planOf(source, target, new Set(parts));
      await writeCopy(tx, { ...actor, storeId }, source, target, plan, now);
      return plan;
    });
    answer.push(summary(storeId, name, items));
  }
  return answer;
}

const targetsOf = (names: Map<number, string>, ids: readonly number[]) =>
  new Map(ids.map((id) => [id, names.get(id) ?? '']));

/** What a copy would make in each target; writes nothing. */
export async function previewMasterCopy(deps: Deps, actor: MasterActor, request: CopyRequest) {
  const names = await checkedStores(deps.db, actor, request);
  const source = await storeMasters(deps.db, request.source_store_id, deps.config.now());
  const targets = targetsOf(names, request.target_store_ids);
  return {
    source_store_id: request.source_store_id,
    targets: await previewInto(deps, source, targets, request.parts),
  };
}

/** Makes in each target, one transaction each, what it lacks; answers what was made. */
export async function applyMasterCopy(deps: Deps, actor: MasterActor, request: CopyRequest) {
  const names = await checkedStores(deps.db, actor, request);
  const source = await storeMasters(deps.db, request.source_store_id, deps.config.now());
  const targets = targetsOf(names, request.target_store_ids);
  return {
    source_store_id: request.source_store_id,
    targets: await copyInto(deps, actor, source, targets, request.parts),
  };
}

async function ownStore(db: Queryable, actor: MasterActor) {
  const { rows } = await db.query<{ name: string }>('select name from stores where id = $1', [actor.storeId]);
  return new Map([[actor.storeId, rows[0]?.name ?? '']]);
}

/** What the swim-school template would make in the caller's store; writes nothing. */
export async function previewMasterTemplate(deps: Deps, actor: MasterActor, request: { parts: CopyPart[] }) {
  const targets = await ownStore(deps.db, actor);
  return {
    template: 'swim_25',
    targets: await previewInto(deps, swimSchoolTemplate(), targets, request.parts),
  };
}

/** Makes in the caller's store what it lacks of the swim-school template. */
export async function applyMasterTemplate(deps: Deps, actor: MasterActor, request: { parts: CopyPart[] }) {
  const targets = await ownStore(deps.db, actor);
  return {
    template: 'swim_25',
    targets: await copyInto(deps, actor, swimSchoolTemplate(), targets, request.parts),
  };
}

/** Writes the plan's `create` items into the actor's store, through the owning modules' repositories. */
async function writeCopy(
  tx: Queryable,
  actor: MasterActor,
  source: StoreMasters,
  target: StoreMasters,
  plan: readonly PlanItem[],
  now: Date,
) {
  const creates = new Set(
    plan.filter((entry) => entry.action === 'create').map((e) => `${e.kind}:${key(e.school_name, e.name)}`),
  );
  const made = (kind: PlanItem['kind'], school: string, name: string) =>
    creates.has(`${kind}:${key(school, name)}`);
  const record = (entity: MasterEntity, entityId: number) =>
    recordMasterChange(tx, {
      entity,
      entityId,
      storeId: actor.storeId,
      action: 'created',
      staffId: actor.staffId,
      now,
    });
  const schoolName = new Map(source.schools.map((row) => [row.id, row.name]));
  const schoolId = new Map(target.schools.map((row) => [row.name, row.id]));
  const targetSchoolName = new Map(target.schools.map((row) => [row.id, row.name]));
  const idsOf = (rows: readonly { id: number; school_id: number; name: string }[]) =>
    new Map(rows.map((row) => [key(targetSchoolName.get(row.school_id) ?? '', row.name), row.id]));
  const categoryId = idsOf(target.categories);
  const gradeId = idsOf(target.grades);

  const schools = createSchoolRepository(tx);
  for (const row of source.schools) {
    if (!made('school', row.name, row.name)) continue;
    const { name, discipline, description, sort_order, is_active } = row;
    const fields = { name, discipline, description, sort_order, is_active };
    const id = await schools.insert(actor.storeId, fields, actor.staffId, now);
    schoolId.set(row.name, id);
    await record('school', id);
  }
  const catalogue = createCatalogueRepository(tx);
  for (const row of source.categories) {
    const school = schoolName.get(row.school_id) ?? '';
    if (!made('program_category', school, row.name)) continue;
    const fields = {
      school_id: schoolId.get(school) as number,
      name: row.name,
      description: row.description,
      sort_order: row.sort_order,
      is_active: row.is_active,
    };
    const id = await catalogue.insertCategory(actor.storeId, fields, actor.staffId, now);
    categoryId.set(key(school, row.name), id);
    await record('program_category', id);
  }
  const grades = createGradeCatalogue(tx);
  for (const row of source.grades) {
    const school = schoolName.get(row.school_id) ?? '';
    if (!made('grade', school, row.name)) continue;
    const id = await grades.insert(
      actor.storeId,
      {
        school_id: schoolId.get(school) as number,
        name: row.name,
        sort_order: row.sort_order,
        cap_color_name: row.cap_color_name,
        cap_color_hex: row.cap_color_hex,
        description: row.description,
        is_active: row.is_active,
      },
      actor.staffId,
      now,
    );
    await grades.replaceSkills(
      id,
      row.skills.map((skill) => ({ name: skill.name, description: skill.description ?? undefined })),
    );
    gradeId.set(key(school, row.name), id);
    await record('grade', id);
  }
  const sourceGradeName = new Map(
    source.grades.map((row) => [row.id, key(schoolName.get(row.school_id) ?? '', row.name)]),
  );
  const gradeOf = (id: number | null) =>
    id === null ? null : (gradeId.get(sourceGradeName.get(id) ?? '') ?? null);
  for (const row of source.programs) {
    const school = schoolName.get(row.school_id) ?? '';
    if (!made('program', school, row.name)) continue;
    const category = source.categories.find((c) => c.id === row.category_id);
    const targetCategory = category ? categoryId.get(key(school, category.name)) : undefined;
    if (targetCategory === undefined) continue;
    const fee = row.fee ?? { monthly_fee: 0, entrance_fee: 0, annual_fee: 0, pause_fee: 0, tax_rate: 10 };
    const id = await catalogue.insertProgram(
      actor.storeId,
      {
        school_id: schoolId.get(school) as number,
        category_id: targetCategory,
        name: row.name,
        description: row.description,
        lessons_per_week: row.lessons_per_week,
        lesson_minutes: row.lesson_minutes,
        min_age: row.min_age,
        max_age: row.max_age,
        min_grade_id: gradeOf(row.min_grade_id),
        max_grade_id: gradeOf(row.max_grade_id),
        sort_order: row.sort_order,
        is_active: row.is_active,
      },
      fee.monthly_fee,
      actor.staffId,
      now,
    );
    await catalogue.setFirstFee(id, todayInTokyo(now).slice(0, 7), fee, actor.staffId, now);
    await catalogue.refreshMonthlyFee(id, todayInTokyo(now));
    await record('program', id);
  }
  for (const { school_id, is_default: _, ...rules } of source.rules) {
    const school = schoolName.get(school_id) ?? '';
    if (made('school_rules', school, school)) {
      await saveSchoolRules(tx, schoolId.get(school) as number, rules, actor.staffId, now);
    }
  }
  if (source.billing && made('billing_settings', '', '請求設定')) {
    await createBillingSettingsRepository(tx).saveSettings(actor.storeId, source.billing, actor.staffId);
  }
}
