import { ageInTokyo, dayOf, isoTokyo, MINUTE_MS, todayInTokyo } from '@kayoi/domain/calendar';
import { ADULT_AGE } from '@kayoi/domain/constants';
import { GRADE_NAMES } from '@kayoi/domain/demo';
import {
  type CustomerFormValues,
  createCustomerFormSchema,
  createCustomerStatusFormSchema,
  customerContractFormSchema,
} from '@kayoi/domain/forms';
import { searchKey } from '@kayoi/domain/kana';
import { customerStatusLabels, weekdayLabels } from '@kayoi/domain/labels';
import { customerMessages } from '@kayoi/domain/messages';
import type { CustomerDetail, CustomerListItem } from '../../queries/customers.ts';
import type { FixtureCustomer, FixtureStore } from '../fixtureStore.ts';
import {
  type Caller,
  forbidden,
  formBody,
  handle,
  handleAs,
  http,
  jsonBody,
  MockApiError,
  notFound,
  paginate,
  parseOr422,
  pathId,
  searchParams,
  success,
  validationError,
} from '../http.ts';
import { fixturePhotoUrl } from '../seed/photos.ts';
import { contractSlots } from './attendance.ts';

/** What the fixture customers lack of the full record, kept beside them per fixture store. */
type CustomerExtras = Pick<
  CustomerDetail,
  | 'member_number'
  | 'phone'
  | 'mobile'
  | 'email'
  | 'postal_code'
  | 'prefecture'
  | 'city'
  | 'street_address'
  | 'building'
  | 'guardian_name'
  | 'guardian_relationship'
  | 'guardian_phone'
  | 'photo_url'
  | 'contracts'
  | 'pre_registration_id'
> & { grade_id: number | null; history: CustomerDetail['status_history']; status_since: string | null };

/** 25級 … 1級, 選手コース, as the server's demo has them (id = level). */
const GRADES = GRADE_NAMES.map((name, i) => ({ id: i + 1, name }));
const extrasByStore = new WeakMap<FixtureStore, Map<number, CustomerExtras>>();

/** The customer's member number, the same on every mock screen (and as edited in the customer form). */
export const memberNumberOf = (store: FixtureStore, customer: FixtureCustomer) =>
  extrasOf(store, customer).member_number;

function extrasOf(store: FixtureStore, customer: FixtureCustomer): CustomerExtras {
  let all = extrasByStore.get(store);
  if (!all) {
    all = new Map();
    extrasByStore.set(store, all);
  }
  let extras = all.get(customer.id);
  if (!extras) {
    const program = customer.contract
      ? store.programs.find((p) => p.id === customer.contract?.program_id)
      : undefined;
    const since = dayOf(customer.joined_at);
    const profile = customer.profile;
    extras = {
      member_number: String(100_000 + customer.id),
      phone: profile?.phone ?? null,
      mobile: profile?.mobile ?? null,
      email: profile?.email ?? null,
      postal_code: profile?.postal_code ?? null,
      prefecture: profile?.prefecture ?? null,
      city: profile?.city ?? null,
      street_address: profile?.street_address ?? null,
      building: profile?.building ?? null,
      guardian_name: profile?.guardian?.name ?? null,
      guardian_relationship: profile?.guardian?.relationship ?? null,
      guardian_phone: profile?.guardian?.phone ?? null,
      grade_id: profile?.grade_level ?? null,
      photo_url: null,
      contracts: customer.contract
        ? [
            {
              id: customer.id,
              program_id: customer.contract.program_id,
              program_name: program?.name ?? null,
              plan_name: customer.contract.plan_name,
              monthly_fee: customer.contract.monthly_fee,
              starts_on: since,
              ends_on: null,
              is_current: true,
              // The weekly classes the customer is enrolled in are the contract's time slots.
              time_slots: contractSlots(store, customer).map((k, index) => ({
                id: customer.id * 100 + index + 1,
                day_of_week: k.day,
                day_label: weekdayLabels[k.day] ?? '',
                start_time: k.start,
                end_time: k.end,
                time_range: `${k.start}〜${k.end}`,
              })),
            },
          ]
        : [],
      history: [],
      pre_registration_id: null,
      status_since: null,
    };
    all.set(customer.id, extras);
  }
  return extras;
}

/** Puts what the customer record holds beyond the fixture customer (contact, address, guardian …). */
export function setCustomerExtras(
  store: FixtureStore,
  customer: FixtureCustomer,
  values: Partial<CustomerExtras>,
) {
  Object.assign(extrasOf(store, customer), values);
}

/** The record's extras from the customer form: an empty optional field clears it (the edit replaces all). */
function extrasFromForm(values: CustomerFormValues): Partial<CustomerExtras> {
  return {
    phone: values.phone ?? null,
    mobile: values.mobile ?? null,
    email: values.email ?? null,
    postal_code: values.postal_code ?? null,
    prefecture: values.prefecture ?? null,
    city: values.city ?? null,
    street_address: values.street_address ?? null,
    building: values.building ?? null,
    guardian_name: values.guardian_name ?? null,
    guardian_relationship: values.guardian_relationship ?? null,
    guardian_phone: values.guardian_phone ?? null,
    grade_id: values.grade_id ?? null,
  };
}

const ageOf = (store: FixtureStore, birth: string) => ageInTokyo(birth, store.now()) ?? 0;

/** Each customer's latest check-in, in one pass over the visits (a list reads it for every row). */
function lastVisits(store: FixtureStore): Map<number, number> {
  const latest = new Map<number, number>();
  for (const a of store.attendances) {
    if (a.check_in_at > (latest.get(a.customer_id) ?? Number.NEGATIVE_INFINITY))
      latest.set(a.customer_id, a.check_in_at);
  }
  return latest;
}

function listItem(
  store: FixtureStore,
  customer: FixtureCustomer,
  visits: Map<number, number> = lastVisits(store),
): CustomerListItem {
  const extras = extrasOf(store, customer);
  const lastVisit = visits.get(customer.id) ?? null;
  const grade = GRADES.find((g) => g.id === extras.grade_id) ?? null;
  return {
    id: customer.id,
    store_id: customer.store_id,
    store: store.storeName(customer.store_id),
    member_number: extras.member_number,
    family_name: customer.family_name,
    given_name: customer.given_name,
    family_name_kana: customer.family_name_kana,
    given_name_kana: customer.given_name_kana,
    name: `${customer.family_name} ${customer.given_name}`,
    name_kana: `${customer.family_name_kana} ${customer.given_name_kana}`,
    birth_date: customer.birth_date,
    age: ageOf(store, customer.birth_date),
    gender: customer.gender,
    phone: extras.phone,
    mobile: extras.mobile,
    email: extras.email,
    photo_url: extras.photo_url,
    status: customer.status,
    status_since: extras.status_since,
    joined_on: dayOf(customer.joined_at),
    grade,
    programs: extras.contracts.filter((k) => k.is_current).map((k) => k.program_name ?? k.plan_name),
    last_visit_at: lastVisit === null ? null : isoTokyo(lastVisit),
  };
}

function detail(store: FixtureStore, customer: FixtureCustomer): CustomerDetail {
  const extras = extrasOf(store, customer);
  return {
    ...listItem(store, customer),
    postal_code: extras.postal_code,
    prefecture: extras.prefecture,
    city: extras.city,
    street_address: extras.street_address,
    building: extras.building,
    guardian_name: extras.guardian_name,
    guardian_relationship: extras.guardian_relationship,
    guardian_phone: extras.guardian_phone,
    is_minor: ageOf(store, customer.birth_date) < ADULT_AGE,
    memo: customer.memo,
    notes: customer.notes,
    contracts: extras.contracts,
    status_history: extras.history,
    monthly_fee_total: extras.contracts
      .filter((k) => k.is_current)
      .reduce((sum, k) => sum + k.monthly_fee, 0),
    pre_registration_id: extras.pre_registration_id,
    // Registered at the desk during opening hours on the day they joined.
    created_at: isoTokyo(customer.joined_at + (customer.profile?.registered_minute ?? 0) * MINUTE_MS),
    updated_at: isoTokyo(customer.joined_at + (customer.profile?.registered_minute ?? 0) * MINUTE_MS),
  };
}

function visible(caller: Caller, id: number): FixtureCustomer {
  const customer = caller.store.customerById(id);
  if (!customer || customer.store_id !== caller.storeId) throw notFound();
  return customer;
}

function filtered(caller: Caller, query: URLSearchParams) {
  const { store } = caller;
  const search = query.get('search')?.trim() ? searchKey(query.get('search') ?? '') : null;
  const memberNumber = query.get('member_number');
  const status = query.get('status');
  const programId = Number(query.get('program_id') ?? 0);
  const gradeId = Number(query.get('grade_id') ?? 0);
  const sort = query.get('sort') ?? 'name_kana';
  const visits = lastVisits(store);
  const rows = store.customers
    .filter((c) => c.store_id === caller.storeId)
    .map((c) => listItem(store, c, visits))
    .filter((c) => !memberNumber || c.member_number === memberNumber)
    .filter((c) => !status || c.status === status)
    .filter((c) => !gradeId || c.grade?.id === gradeId)
    .filter(
      (c) =>
        !programId ||
        extrasOf(store, store.customerById(c.id) as FixtureCustomer).contracts.some(
          (k) => k.is_current && k.program_id === programId,
        ),
    )
    .filter(
      (c) =>
        !search ||
        searchKey(
          [
            c.family_name + c.given_name,
            c.family_name_kana + c.given_name_kana,
            c.member_number,
            c.phone ?? '',
            c.mobile ?? '',
            c.email ?? '',
          ].join('|'),
        ).includes(search),
    );
  const key = sort.replace(/^-/, '');
  const value = (c: CustomerListItem) =>
    key === 'member_number'
      ? c.member_number
      : key === 'joined_on'
        ? (c.joined_on ?? '')
        : key === 'birth_date'
          ? (c.birth_date ?? '')
          : c.name_kana;
  rows.sort((a, b) => value(a).localeCompare(value(b)) || a.id - b.id);
  if (sort.startsWith('-')) rows.reverse();
  return rows;
}

const csvField = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

function blobOf(fields: Record<string, unknown>) {
  const avatar = fields.avatar;
  return avatar instanceof Blob && avatar.size > 0 ? avatar : undefined;
}

export const customerHandlers = [
  http.get('/api/customers', (info) =>
    handleAs(info, 'listCustomers', (caller) => {
      const page = paginate(filtered(caller, searchParams(info.request)), searchParams(info.request));
      return info.response(200).json({ ...success(page.data), meta: page.meta });
    }),
  ),

  http.get('/api/customers/options', (info) =>
    handleAs(info, 'getCustomerFormOptions', ({ store, storeId }) =>
      info.response(200).json(
        success({
          programs: store.programs.map((p) => ({
            id: p.id,
            store_id: storeId,
            name: p.name,
            monthly_fee: p.monthly_fee,
          })),
          grades: GRADES,
        }),
      ),
    ),
  ),

  http.get('/api/customers/export', (info) =>
    handleAs(info, 'exportCustomers', (caller) => {
      const rows = filtered(caller, searchParams(info.request));
      const lines = [
        '会員番号,氏名,フリガナ,生年月日,年齢,ステータス,入会日',
        ...rows.map((c) =>
          [
            c.member_number,
            c.name,
            c.name_kana,
            c.birth_date,
            c.age,
            customerStatusLabels[c.status],
            c.joined_on,
          ]
            .map(csvField)
            .join(','),
        ),
      ];
      return info.response.untyped(
        new Response(`\uFEFF${lines.join('\r\n')}\r\n`, {
          status: 200,
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="customers-${todayInTokyo(caller.store.now()).replaceAll('-', '')}.csv"`,
          },
        }),
      );
    }),
  ),

  http.post('/api/customers', (info) =>
    handleAs(info, 'createCustomer', async (caller) => {
      const { store } = caller;
      const fields = await formBody(info.request);
      const values = parseOr422(
        createCustomerFormSchema(() => store.now()),
        { ...fields, avatar: blobOf(fields) },
      );
      const id = store.nextId('customer');
      const customer: FixtureCustomer = {
        id,
        store_id: caller.storeId,
        family_name: values.family_name,
        given_name: values.given_name,
        family_name_kana: values.family_name_kana,
        given_name_kana: values.given_name_kana,
        birth_date: values.birth_date ?? '2000-01-01',
        gender: values.gender ?? 'other',
        memo: values.memo ?? null,
        notes: values.notes ?? null,
        status: 'active',
        joined_at: store.nowMs(),
        left_at: null,
        card: null,
        contract: null,
        class_ids: [],
      };
      store.customers.push(customer);
      Object.assign(extrasOf(store, customer), {
        ...extrasFromForm(values),
        member_number: values.member_number ?? String(100_000 + id),
        contracts: [],
        photo_url: blobOf(fields) ? fixturePhotoUrl(id) : null,
      });
      return info.response(201).json(success(detail(store, customer), customerMessages.created));
    }),
  ),

  http.get('/api/customers/{id}', (info) =>
    handleAs(info, 'getCustomer', (caller) =>
      info.response(200).json(success(detail(caller.store, visible(caller, pathId(info.params.id))))),
    ),
  ),

  http.post('/api/customers/{id}', (info) =>
    handleAs(info, 'updateCustomer', async (caller) => {
      const { store } = caller;
      const customer = visible(caller, pathId(info.params.id));
      const fields = await formBody(info.request);
      const values = parseOr422(
        createCustomerFormSchema(() => store.now()),
        { ...fields, avatar: blobOf(fields) },
      );
      Object.assign(customer, {
        family_name: values.family_name,
        given_name: values.given_name,
        family_name_kana: values.family_name_kana,
        given_name_kana: values.given_name_kana,
        memo: values.memo ?? null,
        notes: values.notes ?? null,
        ...(values.birth_date ? { birth_date: values.birth_date } : {}),
        ...(values.gender ? { gender: values.gender } : {}),
      });
      Object.assign(extrasOf(store, customer), {
        ...extrasFromForm(values),
        ...(values.member_number ? { member_number: values.member_number } : {}),
        ...(values.remove_avatar ? { photo_url: null } : {}),
        ...(blobOf(fields) ? { photo_url: fixturePhotoUrl(customer.id + store.nowMs()) } : {}),
      });
      return info.response(200).json(success(detail(store, customer), customerMessages.updated));
    }),
  ),

  http.delete('/api/customers/{id}', (info) =>
    handleAs(info, 'deleteCustomer', (caller) => {
      const customer = visible(caller, pathId(info.params.id));
      caller.store.customers.splice(caller.store.customers.indexOf(customer), 1);
      return info.response(200).json(success(null, customerMessages.deleted));
    }),
  ),

  http.patch('/api/customers/{id}/status', (info) =>
    handleAs(info, 'changeCustomerStatus', async (caller) => {
      const { store } = caller;
      const customer = visible(caller, pathId(info.params.id));
      const values = parseOr422(
        createCustomerStatusFormSchema(() => store.now()),
        await jsonBody(info.request),
      );
      if (values.status === 'withdrawn' && caller.staff.role === 'staff') throw forbidden();
      const from = customer.status;
      if (from === values.status) throw validationError({ status: ['現在と同じステータスです'] });
      const effectiveOn = values.effective_on ?? todayInTokyo(store.now());
      customer.status = values.status;
      const extras = extrasOf(store, customer);
      extras.status_since = effectiveOn;
      extras.history.unshift({
        id: store.nextId('customer') + 900_000,
        from_status: from,
        status: values.status,
        effective_on: effectiveOn,
        reason: values.reason ?? null,
        changed_by: caller.staff.name,
        created_at: isoTokyo(store.nowMs()),
      });
      return info.response(200).json(success(detail(store, customer), customerMessages.statusChanged));
    }),
  ),

  http.get('/api/customers/{id}/attendances', (info) =>
    handleAs(info, 'listCustomerAttendances', (caller) => {
      const customer = visible(caller, pathId(info.params.id));
      const visits = caller.store.attendances
        .filter((a) => a.customer_id === customer.id)
        .sort((a, b) => b.check_in_at - a.check_in_at)
        .map((a) => ({
          id: a.id,
          date: dayOf(a.check_in_at),
          check_in_at: isoTokyo(a.check_in_at),
          check_out_at: a.check_out_at === null ? null : isoTokyo(a.check_out_at),
          stay_minutes:
            a.check_out_at === null ? null : Math.round((a.check_out_at - a.check_in_at) / 60_000),
          is_overtime: a.is_overtime,
        }));
      const page = paginate(visits, searchParams(info.request));
      return info.response(200).json({ ...success(page.data), meta: page.meta });
    }),
  ),

  http.post('/api/customers/{id}/contracts', (info) =>
    handleAs(info, 'createCustomerContract', async (caller) => {
      const { store } = caller;
      const customer = visible(caller, pathId(info.params.id));
      const values = parseOr422(customerContractFormSchema, await jsonBody(info.request));
      const today = todayInTokyo(store.now());
      extrasOf(store, customer).contracts.unshift({
        id: store.nextId('customer') + 500_000,
        program_id: values.program_id ?? null,
        program_name: store.programs.find((p) => p.id === values.program_id)?.name ?? null,
        plan_name: values.plan_name,
        monthly_fee: values.monthly_fee,
        starts_on: values.starts_on,
        ends_on: values.ends_on ?? null,
        is_current: values.starts_on <= today && (!values.ends_on || values.ends_on >= today),
        time_slots: values.time_slots.map((slot, i) => ({
          id: i + 1,
          ...slot,
          day_label: weekdayLabels[slot.day_of_week] ?? '',
          time_range: `${slot.start_time}〜${slot.end_time}`,
        })),
      });
      return info.response(201).json(success(detail(store, customer), customerMessages.contractCreated));
    }),
  ),

  http.put('/api/customers/{id}/contracts/{contractId}', (info) =>
    handleAs(info, 'updateCustomerContract', async (caller) => {
      const { store } = caller;
      const customer = visible(caller, pathId(info.params.id));
      const contract = extrasOf(store, customer).contracts.find(
        (k) => k.id === pathId(info.params.contractId),
      );
      if (!contract) throw notFound();
      const values = parseOr422(customerContractFormSchema, await jsonBody(info.request));
      Object.assign(contract, {
        plan_name: values.plan_name,
        monthly_fee: values.monthly_fee,
        starts_on: values.starts_on,
        ends_on: values.ends_on ?? null,
      });
      return info.response(200).json(success(detail(store, customer), customerMessages.contractUpdated));
    }),
  ),

  http.delete('/api/customers/{id}/contracts/{contractId}', (info) =>
    handleAs(info, 'deleteCustomerContract', (caller) => {
      const { store } = caller;
      const customer = visible(caller, pathId(info.params.id));
      const extras = extrasOf(store, customer);
      const index = extras.contracts.findIndex((k) => k.id === pathId(info.params.contractId));
      if (index < 0) throw notFound();
      extras.contracts.splice(index, 1);
      return info.response(200).json(success(detail(store, customer), customerMessages.contractDeleted));
    }),
  ),

  http.get('/api/public/customer-pre-registrations/options', (info) =>
    handle(info, (store) =>
      info.response(200).json(
        success({
          stores: store.stores.map((s) => ({ id: s.id, name: s.name })),
          programs: store.stores.flatMap((s) =>
            store.programs.map((p) => ({
              id: p.id,
              store_id: s.id,
              name: p.name,
              monthly_fee: p.monthly_fee,
            })),
          ),
        }),
      ),
    ),
  ),

  http.get('/api/public/postal-codes/{postalCode}', (info) =>
    handle(info, () => {
      // A few real codes are enough for stories and tests; the server reads Japan Post's whole list.
      const known: Record<string, [string, string, string]> = {
        '1500043': ['東京都', '渋谷区', '道玄坂'],
        '1600023': ['東京都', '新宿区', '西新宿'],
        '2200011': ['神奈川県', '横浜市西区', '高島'],
        '3300802': ['埼玉県', 'さいたま市大宮区', '宮町'],
      };
      const digits = String(info.params.postalCode).replace('-', '');
      const area = known[digits];
      if (!area) throw new MockApiError(404, 'NOT_FOUND', customerMessages.postalCodeNotFound);
      const [prefecture, city, town] = area;
      return info
        .response(200)
        .json(success([{ postal_code: `${digits.slice(0, 3)}-${digits.slice(3)}`, prefecture, city, town }]));
    }),
  ),
];
