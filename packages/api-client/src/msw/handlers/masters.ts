import { isoTokyo, todayInTokyo } from '@kayoi/domain/calendar';
import {
  createProgramFormSchema,
  facilityFormSchema,
  gradeFormSchema,
  programCategoryFormSchema,
  schoolFormSchema,
  storeFormSchema,
} from '@kayoi/domain/forms';
import { masterMessages } from '@kayoi/domain/messages';
import { regularClosedDays, storeMonth } from '@kayoi/domain/store-calendar';
import type { components } from '../../generated/schema.ts';
import { exampleHandler } from '../examples.ts';
import {
  type Caller,
  handleAs,
  http,
  jsonBody,
  notFound,
  paginate,
  parseOr422,
  pathId,
  searchParams,
  success,
} from '../http.ts';
import { photoKey } from '../photos.ts';
import type { FixtureStore } from '../store.ts';

// School setup (issue 13), the thinnest mock: plain records per store in memory, listed, read, replaced and
// removed. No rule of the school lives here: the forms' schemas validate, the calendar is the domain's, and a
// record in use is the real server's to refuse (the mock never answers 409).

type Schemas = components['schemas'];
type Meta = Pick<Schemas['MasterRecordMeta'], 'created_at' | 'created_by' | 'updated_at' | 'updated_by'>;
interface Stored<T> {
  id: number;
  store_id: number;
  values: T;
  meta: Meta;
}

interface Tables {
  nextId: number;
  storeDetails: Map<number, Schemas['StoreInput']>;
  /** Each store's logo URL, set by the logo operations (the mock keeps no image: /storage/logos draws one). */
  storeLogos: Map<number, string>;
  facilities: Stored<ReturnType<typeof facilityFormSchema.parse>>[];
  schools: Stored<ReturnType<typeof schoolFormSchema.parse>>[];
  categories: Stored<ReturnType<typeof programCategoryFormSchema.parse>>[];
  programs: Stored<ReturnType<ReturnType<typeof createProgramFormSchema>['parse']>>[];
  grades: Stored<ReturnType<typeof gradeFormSchema.parse>>[];
}

const tablesOf = new WeakMap<FixtureStore, Tables>();
function tables(store: FixtureStore): Tables {
  let found = tablesOf.get(store);
  if (!found) {
    found = {
      nextId: 1000,
      storeDetails: new Map(),
      storeLogos: new Map(),
      facilities: [],
      schools: [],
      categories: [],
      programs: [],
      grades: [],
    };
    tablesOf.set(store, found);
  }
  return found;
}

const nextId = (caller: Caller) => {
  const t = tables(caller.store);
  t.nextId += 1;
  return t.nextId;
};

function meta(caller: Caller, before?: Meta): Meta {
  const at = isoTokyo(caller.store.nowMs());
  const by = { id: caller.staff.id, name: caller.staff.name };
  return {
    created_at: before?.created_at ?? at,
    created_by: before?.created_by ?? by,
    updated_at: at,
    updated_by: by,
  };
}

/** The detail's who/when part: the mock keeps no change history. */
const withMeta = <T extends object>(view: T, m: Meta) => ({ ...view, ...m, history: [] });

function mine<T>(rows: Stored<T>[], caller: Caller, id: number): Stored<T> {
  const row = rows.find((r) => r.id === id && r.store_id === caller.storeId);
  if (!row) throw notFound();
  return row;
}

/** A page of the caller's store's records, by name search and the given filters. */
function page<T, V>(
  rows: Stored<T>[],
  caller: Caller,
  request: Request,
  view: (row: Stored<T>) => V,
  filters: Record<string, (row: Stored<T>, value: string) => boolean> = {},
) {
  const query = searchParams(request);
  const search = query.get('search')?.trim();
  const active = query.get('is_active');
  const selected = rows.filter(
    (row) =>
      row.store_id === caller.storeId &&
      (!search || String((row.values as { name?: string }).name ?? '').includes(search)) &&
      (active === null || String((row.values as { is_active?: boolean }).is_active) === active) &&
      Object.entries(filters).every(([name, keep]) => {
        const value = query.get(name);
        return value === null || keep(row, value);
      }),
  );
  const { data, meta: pageMeta } = paginate(selected, query);
  return { ...success(data.map(view)), meta: pageMeta };
}

const nameOf = (rows: Stored<{ name: string }>[], id: number) =>
  rows.find((r) => r.id === id)?.values.name ?? '';

// Views: the spec's shapes, from the stored form values.

const facilityView = (row: Tables['facilities'][number]) => ({
  id: row.id,
  store_id: row.store_id,
  name: row.values.name,
  kind: row.values.kind,
  capacity: row.values.capacity,
  notes: row.values.notes ?? null,
  sort_order: row.values.sort_order,
  is_active: row.values.is_active,
  lanes: row.values.lanes.map((lane, i) => ({
    ...lane,
    id: lane.id ?? row.id * 100 + i + 1,
    class_count: 0,
  })),
});

const schoolView = (t: Tables) => (row: Tables['schools'][number]) => ({
  id: row.id,
  store_id: row.store_id,
  name: row.values.name,
  discipline: row.values.discipline,
  description: row.values.description ?? null,
  sort_order: row.values.sort_order,
  is_active: row.values.is_active,
  category_count: t.categories.filter((c) => c.values.school_id === row.id).length,
  program_count: t.programs.filter((p) => p.values.school_id === row.id).length,
  grade_count: t.grades.filter((g) => g.values.school_id === row.id).length,
});

const categoryView = (t: Tables) => (row: Tables['categories'][number]) => ({
  id: row.id,
  store_id: row.store_id,
  school: { id: row.values.school_id, name: nameOf(t.schools, row.values.school_id) },
  name: row.values.name,
  description: row.values.description ?? null,
  sort_order: row.values.sort_order,
  is_active: row.values.is_active,
  program_count: t.programs.filter((p) => p.values.category_id === row.id).length,
});

const programView = (t: Tables, month: string) => (row: Tables['programs'][number]) => {
  const v = row.values;
  const grade = (id: number | null) => (id === null ? null : { id, name: nameOf(t.grades, id) });
  return {
    id: row.id,
    store_id: row.store_id,
    school: { id: v.school_id, name: nameOf(t.schools, v.school_id) },
    category: { id: v.category_id, name: nameOf(t.categories, v.category_id) },
    name: v.name,
    description: v.description ?? null,
    monthly_fee: v.monthly_fee,
    entrance_fee: v.entrance_fee,
    annual_fee: v.annual_fee,
    pause_fee: v.pause_fee,
    tax_rate: v.tax_rate,
    fee_month: month,
    lessons_per_week: v.lessons_per_week,
    lesson_minutes: v.lesson_minutes,
    min_age: v.min_age,
    max_age: v.max_age,
    min_grade: grade(v.min_grade_id),
    max_grade: grade(v.max_grade_id),
    sort_order: v.sort_order,
    is_active: v.is_active,
    member_count: 0,
    fee_history: [
      {
        effective_month: v.fee_effective_month ?? month,
        monthly_fee: v.monthly_fee,
        entrance_fee: v.entrance_fee,
        annual_fee: v.annual_fee,
        pause_fee: v.pause_fee,
        tax_rate: v.tax_rate,
        created_at: row.meta.created_at,
        created_by: row.meta.created_by,
      },
    ],
  };
};

const gradeView = (t: Tables) => (row: Tables['grades'][number]) => ({
  id: row.id,
  store_id: row.store_id,
  school: { id: row.values.school_id, name: nameOf(t.schools, row.values.school_id) },
  name: row.values.name,
  sort_order: row.values.sort_order ?? 1,
  cap_color_name: row.values.cap_color_name ?? null,
  cap_color_hex: row.values.cap_color_hex ?? null,
  description: row.values.description ?? null,
  is_active: row.values.is_active,
  member_count: 0,
  skills: row.values.skills.map((skill, i) => ({
    id: skill.id ?? row.id * 100 + i + 1,
    name: skill.name,
    description: skill.description ?? null,
    position: i + 1,
  })),
});

// Stores: the fixture's stores, with what the store form adds kept beside them.

function storeDetail(caller: Caller, id: number) {
  const store = caller.store.stores.find((s) => s.id === id);
  if (!store || (caller.staff.role !== 'admin' && caller.storeId !== id)) throw notFound();
  const details = tables(caller.store).storeDetails.get(id);
  const hours = details?.business_hours ?? [];
  return {
    id: store.id,
    name: store.name,
    name_kana: details?.name_kana ?? store.name_kana ?? null,
    postal_code: details?.postal_code ?? null,
    prefecture: details?.prefecture ?? null,
    city: details?.city ?? null,
    street_address: details?.street_address ?? null,
    building: details?.building ?? null,
    address: store.address ?? null,
    phone: store.phone ?? null,
    email: details?.email ?? null,
    company_name: details?.company_name ?? null,
    logo_url: tables(caller.store).storeLogos.get(id) ?? null,
    invoice_registration_number: details?.invoice_registration_number ?? null,
    business_hours: hours,
    regular_closed_days: regularClosedDays(hours),
    national_holiday_hours: details?.national_holiday_hours ?? 'regular',
    closures: (details?.closures ?? []).map((c, i) => ({ id: i + 1, ...c })),
    is_active: store.is_active ?? true,
    ...meta(caller),
    history: [],
  };
}

function saveStore(caller: Caller, id: number, input: unknown) {
  const values = parseOr422(storeFormSchema, input);
  const store = caller.store.stores.find((s) => s.id === id);
  const address = `${values.prefecture}${values.city}${values.street_address}${values.building ? ` ${values.building}` : ''}`;
  const record = {
    id,
    name: values.name,
    name_kana: values.name_kana,
    phone: values.phone,
    address,
    is_active: values.is_active,
  };
  if (store) Object.assign(store, record);
  else caller.store.stores.push(record);
  tables(caller.store).storeDetails.set(id, {
    ...values,
    building: values.building ?? null,
    email: values.email ?? null,
    company_name: values.company_name ?? null,
    invoice_registration_number: values.invoice_registration_number ?? null,
  });
  return storeDetail(caller, id);
}

const storeHandlers = [
  http.post('/api/stores', async (info) =>
    handleAs(info, 'createStore', async (caller) =>
      info
        .response(201)
        .json(
          success(
            saveStore(caller, nextId(caller), await jsonBody(info.request)),
            masterMessages.storeCreated,
          ),
        ),
    ),
  ),
  http.get('/api/stores/{id}', (info) =>
    handleAs(info, 'getStore', (caller) =>
      info.response(200).json(success(storeDetail(caller, pathId(info.params.id)))),
    ),
  ),
  http.put('/api/stores/{id}', async (info) =>
    handleAs(info, 'updateStore', async (caller) => {
      const id = pathId(info.params.id);
      storeDetail(caller, id);
      return info
        .response(200)
        .json(success(saveStore(caller, id, await jsonBody(info.request)), masterMessages.storeUpdated));
    }),
  ),
  http.delete('/api/stores/{id}', (info) =>
    handleAs(info, 'deleteStore', (caller) => {
      const id = pathId(info.params.id);
      storeDetail(caller, id);
      caller.store.stores.splice(
        caller.store.stores.findIndex((s) => s.id === id),
        1,
      );
      return info.response(200).json(success(null, masterMessages.storeDeleted));
    }),
  ),
  http.put('/api/stores/{id}/logo', (info) =>
    handleAs(info, 'updateStoreLogo', (caller) => {
      const id = pathId(info.params.id);
      storeDetail(caller, id);
      // A new key for each upload, as on the server.
      tables(caller.store).storeLogos.set(id, `/storage/logos/${photoKey(nextId(caller))}`);
      return info.response(200).json(success(storeDetail(caller, id), masterMessages.storeLogoUpdated));
    }),
  ),
  http.delete('/api/stores/{id}/logo', (info) =>
    handleAs(info, 'deleteStoreLogo', (caller) => {
      const id = pathId(info.params.id);
      storeDetail(caller, id);
      tables(caller.store).storeLogos.delete(id);
      return info.response(200).json(success(storeDetail(caller, id), masterMessages.storeLogoRemoved));
    }),
  ),
  http.get('/api/stores/{id}/calendar', (info) =>
    handleAs(info, 'getStoreCalendar', (caller) => {
      const id = pathId(info.params.id);
      const detail = storeDetail(caller, id);
      const month = searchParams(info.request).get('month') ?? todayInTokyo(caller.store.nowMs()).slice(0, 7);
      return info.response(200).json(success({ store_id: id, month, days: storeMonth(month, detail) }));
    }),
  ),
];

/** What these handlers read of MSW's resolver info; their paths are many, so they are typed loosely here. */
interface LooseInfo {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
  response: ((status: number) => { json(body: unknown): Response }) & {
    untyped(response: Response): Response;
  };
}
type LooseResolver = (info: LooseInfo) => Promise<Response>;
const loose = http as unknown as Record<
  'get' | 'post' | 'put' | 'delete',
  (path: string, resolver: LooseResolver) => ReturnType<typeof http.get>
>;

/** List, create, read, replace and delete of one master kept in `rows`. */
function crud<T, V>(options: {
  path: '/api/facilities' | '/api/schools' | '/api/program-categories' | '/api/programs' | '/api/grades';
  op: 'Facility' | 'School' | 'ProgramCategory' | 'Program' | 'Grade';
  list: 'listFacilities' | 'listSchools' | 'listProgramCategories' | 'listPrograms' | 'listGrades';
  rows: (t: Tables) => Stored<T>[];
  parse: (caller: Caller, input: unknown) => T;
  view: (t: Tables, caller: Caller) => (row: Stored<T>) => V;
  filters?: Record<string, (row: Stored<T>, value: string) => boolean>;
  messages: { created: string; updated: string; deleted: string };
}) {
  const { path, op } = options;
  const itemPath = `${path}/{id}` as const;
  const detail = (caller: Caller, row: Stored<T>) =>
    withMeta(options.view(tables(caller.store), caller)(row) as object, row.meta);
  return [
    loose.get(path, (info) =>
      handleAs(info, options.list, (caller) =>
        info
          .response(200)
          .json(
            page(
              options.rows(tables(caller.store)),
              caller,
              info.request,
              options.view(tables(caller.store), caller),
              options.filters,
            ),
          ),
      ),
    ),
    loose.post(path, async (info) =>
      handleAs(info, `create${op}`, async (caller) => {
        const values = options.parse(caller, await jsonBody(info.request));
        const row: Stored<T> = { id: nextId(caller), store_id: caller.storeId, values, meta: meta(caller) };
        options.rows(tables(caller.store)).push(row);
        return info.response(201).json(success(detail(caller, row), options.messages.created));
      }),
    ),
    loose.get(itemPath, (info) =>
      handleAs(info, `get${op}`, (caller) => {
        const row = mine(options.rows(tables(caller.store)), caller, pathId(info.params.id));
        return info.response(200).json(success(detail(caller, row)));
      }),
    ),
    loose.put(itemPath, async (info) =>
      handleAs(info, `update${op}`, async (caller) => {
        const row = mine(options.rows(tables(caller.store)), caller, pathId(info.params.id));
        row.values = options.parse(caller, await jsonBody(info.request));
        row.meta = meta(caller, row.meta);
        return info.response(200).json(success(detail(caller, row), options.messages.updated));
      }),
    ),
    loose.delete(itemPath, (info) =>
      handleAs(info, `delete${op}`, (caller) => {
        const rows = options.rows(tables(caller.store));
        const row = mine(rows, caller, pathId(info.params.id));
        rows.splice(rows.indexOf(row), 1);
        return info.response(200).json(success(null, options.messages.deleted));
      }),
    ),
  ];
}

const idFilter =
  (field: string) =>
  <T>(row: Stored<T>, value: string) =>
    String((row.values as Record<string, unknown>)[field]) === value;

export const masterHandlers = [
  ...storeHandlers,
  ...crud({
    path: '/api/facilities',
    op: 'Facility',
    list: 'listFacilities',
    rows: (t) => t.facilities,
    parse: (_, input) => parseOr422(facilityFormSchema, input),
    view: () => facilityView,
    filters: { kind: idFilter('kind') },
    messages: {
      created: masterMessages.facilityCreated,
      updated: masterMessages.facilityUpdated,
      deleted: masterMessages.facilityDeleted,
    },
  }),
  ...crud({
    path: '/api/schools',
    op: 'School',
    list: 'listSchools',
    rows: (t) => t.schools,
    parse: (_, input) => parseOr422(schoolFormSchema, input),
    view: (t) => schoolView(t),
    messages: {
      created: masterMessages.schoolCreated,
      updated: masterMessages.schoolUpdated,
      deleted: masterMessages.schoolDeleted,
    },
  }),
  ...crud({
    path: '/api/program-categories',
    op: 'ProgramCategory',
    list: 'listProgramCategories',
    rows: (t) => t.categories,
    parse: (_, input) => parseOr422(programCategoryFormSchema, input),
    view: (t) => categoryView(t),
    filters: { school_id: idFilter('school_id') },
    messages: {
      created: masterMessages.programCategoryCreated,
      updated: masterMessages.programCategoryUpdated,
      deleted: masterMessages.programCategoryDeleted,
    },
  }),
  ...crud({
    path: '/api/programs',
    op: 'Program',
    list: 'listPrograms',
    rows: (t) => t.programs,
    parse: (caller, input) =>
      parseOr422(
        createProgramFormSchema(() => caller.store.now()),
        input,
      ),
    view: (t, caller) => programView(t, todayInTokyo(caller.store.nowMs()).slice(0, 7)),
    filters: { school_id: idFilter('school_id'), category_id: idFilter('category_id') },
    messages: {
      created: masterMessages.programCreated,
      updated: masterMessages.programUpdated,
      deleted: masterMessages.programDeleted,
    },
  }),
  ...crud({
    path: '/api/grades',
    op: 'Grade',
    list: 'listGrades',
    rows: (t) => t.grades,
    parse: (_, input) => parseOr422(gradeFormSchema, input),
    view: (t) => gradeView(t),
    filters: { school_id: idFilter('school_id') },
    messages: {
      created: masterMessages.gradeCreated,
      updated: masterMessages.gradeUpdated,
      deleted: masterMessages.gradeDeleted,
    },
  }),
  // Copying masters and the template (issue 29) answer the spec's examples: what is made and what exists is
  // the server's rule, tested there.
  exampleHandler('saveGradeLadder'),
  exampleHandler('importPrograms'),
  exampleHandler('importGrades'),
  exampleHandler('previewMasterCopy'),
  exampleHandler('applyMasterCopy'),
  exampleHandler('previewMasterTemplate'),
  exampleHandler('applyMasterTemplate'),
];
