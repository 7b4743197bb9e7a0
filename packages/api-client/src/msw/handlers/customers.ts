import { ageInTokyo, isoTokyo, todayInTokyo } from '@kayoi/domain/calendar';
import { ADULT_AGE } from '@kayoi/domain/constants';
import { isInForce, monthlyTotal } from '@kayoi/domain/contracts';
import {
  type CustomerFormValues,
  createCustomerFormSchema,
  createCustomerStatusFormSchema,
  customerContractFormSchema,
} from '@kayoi/domain/forms';
import { weekdayLabels } from '@kayoi/domain/labels';
import { customerMessages } from '@kayoi/domain/messages';
import type { CustomerDetail } from '../../queries/customers.ts';
import { canned } from '../canned.ts';
import { exampleHandler } from '../examples.ts';
import {
  type Caller,
  formBody,
  handleAs,
  http,
  jsonBody,
  notFound,
  parseOr422,
  pathId,
  searchParams,
  success,
} from '../http.ts';
import { photoUrl } from '../photos.ts';
import { inCallersStore, listAnswer, ofCallersStore, schemaKeys } from '../resource.ts';
import type { FixtureStore } from '../store.ts';

// Customers: generic records (the server's detail answers) with the customer form's schemas. What a record
// shows besides the form's values is filled in as the screens read it (name, age, grade name, the contracts'
// programs and total); the computed answers (options, CSV, visits) are recorded.

type Contract = CustomerDetail['contracts'][number];
type StatusChange = CustomerDetail['status_history'][number];

const LIST_ITEM = schemaKeys('CustomerListItem');

/** The fields a record shows that follow from its other fields. */
function completed(store: FixtureStore, record: CustomerDetail): CustomerDetail {
  const today = todayInTokyo(store.now());
  const age = record.birth_date ? ageInTokyo(record.birth_date, store.now()) : undefined;
  const contracts = record.contracts.map((k: Contract) => ({
    ...k,
    is_current: isInForce(k, today),
  }));
  const current = contracts.filter((k: Contract) => k.is_current);
  return {
    ...record,
    name: `${record.family_name} ${record.given_name}`,
    name_kana: `${record.family_name_kana} ${record.given_name_kana}`,
    age: age ?? null,
    is_minor: age !== undefined && age < ADULT_AGE,
    contracts,
    programs: current.map((k: Contract) => k.program_name ?? k.plan_name),
    monthly_fee_total: monthlyTotal(current),
  } as CustomerDetail;
}

/** The customer form's values on a record: an empty optional field clears it (the edit replaces all). */
function fromForm(store: FixtureStore, values: CustomerFormValues) {
  const grade = store.records.grades.find((g) => g.id === values.grade_id) ?? null;
  return {
    family_name: values.family_name,
    given_name: values.given_name,
    family_name_kana: values.family_name_kana,
    given_name_kana: values.given_name_kana,
    birth_date: values.birth_date ?? null,
    gender: values.gender ?? null,
    phone: values.phone ?? null,
    mobile: values.mobile ?? null,
    email: values.email ?? null,
    postal_code: values.postal_code ?? null,
    prefecture: values.prefecture ?? null,
    city: values.city ?? null,
    street_address: values.street_address ?? null,
    building: values.building ?? null,
    guardian_name: values.guardian_name ?? null,
    guardian_name_kana: values.guardian_name_kana ?? null,
    guardian_relationship: values.guardian_relationship ?? null,
    guardian_phone: values.guardian_phone ?? null,
    grade: grade ? { id: grade.id, name: grade.name } : null,
    memo: values.memo ?? null,
    notes: values.notes ?? null,
  };
}

async function formOf(info: { request: Request }, store: FixtureStore) {
  const fields = await formBody(info.request);
  const avatar = fields.avatar instanceof Blob && fields.avatar.size > 0 ? fields.avatar : undefined;
  const values = parseOr422(
    createCustomerFormSchema(() => store.now()),
    { ...fields, avatar },
  );
  return { values, avatar };
}

function contractOf(store: FixtureStore, caller: Caller, id: number, values: unknown): Contract {
  const parsed = parseOr422(customerContractFormSchema, values);
  const program = store.records.programs.find(
    (p) => p.id === parsed.program_id && p.store_id === caller.storeId,
  );
  return {
    id,
    program_id: parsed.program_id ?? null,
    program_name: program?.name ?? null,
    plan_name: parsed.plan_name,
    monthly_fee: parsed.monthly_fee,
    starts_on: parsed.starts_on,
    ends_on: parsed.ends_on ?? null,
    is_current: true,
    time_slots: parsed.time_slots.map((slot, i) => ({
      id: id * 100 + i + 1,
      day_of_week: slot.day_of_week,
      day_label: weekdayLabels[slot.day_of_week] ?? '',
      start_time: slot.start_time,
      end_time: slot.end_time,
      time_range: `${slot.start_time}〜${slot.end_time}`,
    })),
  } as Contract;
}

const nextContractId = (store: FixtureStore) =>
  Math.max(0, ...store.records.customers.flatMap((c) => c.contracts.map((k: Contract) => k.id))) + 1;

export const customerHandlers = [
  http.get('/api/customers', (info) =>
    handleAs(info, 'listCustomers', (caller) => {
      const list = listAnswer(ofCallersStore(caller.store, caller, 'customers'), searchParams(info.request), {
        item: LIST_ITEM,
        search: (c) => [
          c.family_name + c.given_name,
          c.family_name_kana + c.given_name_kana,
          c.member_number,
          c.phone,
          c.mobile,
          c.email,
        ],
        filters: {
          status: true,
          member_number: true,
          grade_id: (c, value) => String(c.grade?.id) === value,
          program_id: (c, value) =>
            c.contracts.some((k: Contract) => k.is_current && String(k.program_id) === value),
        },
        sorts: { name_kana: (c) => `${c.family_name_kana} ${c.given_name_kana}` },
        defaultSort: 'name_kana',
      });
      // The server's cursors are its own keyset positions; the mock pages by `page` alone and hands out
      // placeholders where the server would have a cursor, so a client that follows them gets the right page.
      const paged = list.meta as NonNullable<typeof list.meta>;
      const { current_page: page, last_page: last } = paged;
      const meta = {
        ...paged,
        next_cursor: page < last ? `mock-page-${page + 1}` : null,
        prev_cursor: page > 1 && list.data.length > 0 ? `mock-page-${page - 1}` : null,
        total_capped: false,
      };
      return info.response(200).json({ ...success(list.data as never), meta });
    }),
  ),

  canned('getCustomerFormOptions'),
  // A hint the form shows; the spec's example (the mock keeps no counter: numbering is the server's rule).
  exampleHandler('getNextMemberNumber'),
  canned('exportCustomers'),

  http.post('/api/customers', (info) =>
    handleAs(info, 'createCustomer', async (caller) => {
      const { store } = caller;
      const { values, avatar } = await formOf(info, store);
      const id = store.nextId('customers');
      const now = isoTokyo(store.nowMs());
      const record = completed(store, {
        id,
        store_id: caller.storeId,
        store: store.storeName(caller.storeId),
        member_number: values.member_number ?? String(100_000 + id),
        ...fromForm(store, values),
        photo_url: avatar ? photoUrl(id) : null,
        status: 'active',
        status_since: null,
        joined_on: values.joined_on ?? todayInTokyo(store.now()),
        last_visit_at: null,
        contracts: [],
        status_history: [],
        pre_registration_id: null,
        created_at: now,
        updated_at: now,
      } as unknown as CustomerDetail);
      store.put('customers', record);
      return info.response(201).json(success(record, customerMessages.created));
    }),
  ),

  http.get('/api/customers/{id}', (info) =>
    handleAs(info, 'getCustomer', (caller) =>
      info.response(200).json(success(inCallersStore(caller, 'customers', pathId(info.params.id)))),
    ),
  ),

  http.post('/api/customers/{id}', (info) =>
    handleAs(info, 'updateCustomer', async (caller) => {
      const { store } = caller;
      const current = inCallersStore(caller, 'customers', pathId(info.params.id));
      const { values, avatar } = await formOf(info, store);
      const record = completed(store, {
        ...current,
        ...fromForm(store, values),
        member_number: values.member_number ?? current.member_number,
        joined_on: values.joined_on ?? current.joined_on,
        photo_url: avatar
          ? photoUrl(current.id + store.nowMs())
          : values.remove_avatar
            ? null
            : current.photo_url,
        updated_at: isoTokyo(store.nowMs()),
      });
      store.put('customers', record);
      return info.response(200).json(success(record, customerMessages.updated));
    }),
  ),

  http.delete('/api/customers/{id}', (info) =>
    handleAs(info, 'deleteCustomer', (caller) => {
      const record = inCallersStore(caller, 'customers', pathId(info.params.id));
      caller.store.remove('customers', record.id);
      return info.response(200).json(success(null, customerMessages.deleted));
    }),
  ),

  http.patch('/api/customers/{id}/status', (info) =>
    handleAs(info, 'changeCustomerStatus', async (caller) => {
      const { store } = caller;
      const current = inCallersStore(caller, 'customers', pathId(info.params.id));
      const values = parseOr422(
        createCustomerStatusFormSchema(() => store.now()),
        await jsonBody(info.request),
      );
      const effectiveOn = values.effective_on ?? todayInTokyo(store.now());
      const history = [
        {
          id:
            Math.max(
              0,
              ...store.records.customers.flatMap((c) => c.status_history.map((h: StatusChange) => h.id)),
            ) + 1,
          from_status: current.status,
          status: values.status,
          effective_on: effectiveOn,
          reason: values.reason ?? null,
          changed_by: caller.staff.name,
          created_at: isoTokyo(store.nowMs()),
        },
        ...current.status_history,
      ];
      const record = completed(store, {
        ...current,
        status: values.status,
        status_since: effectiveOn,
        status_history: history,
        updated_at: isoTokyo(store.nowMs()),
      });
      store.put('customers', record);
      return info.response(200).json(success(record, customerMessages.statusChanged));
    }),
  ),

  // 休会・退会 (issue 29 §3): the store's rules and a customer's scheduled requests are the server's (recorded
  // for the customers the stories open; none for others). Making or cancelling one is a story's handler.
  canned('getMembershipRules'),
  canned('updateMembershipRules'),
  canned('listMembershipRequests', { fallback: () => ({ success: true, data: [], timestamp: '' }) }),
  canned('requestMembershipChange'),
  canned('cancelMembershipRequest'),
  canned('returnFromPause'),

  // A customer's visits are the server's (recorded for the customers the stories open); none for others.
  canned('listCustomerAttendances', {
    fallback: () => ({
      success: true,
      data: [],
      meta: { current_page: 1, last_page: 1, per_page: 20, total: 0, from: null, to: null },
      timestamp: '',
    }),
  }),

  http.post('/api/customers/{id}/contracts', (info) =>
    handleAs(info, 'createCustomerContract', async (caller) => {
      const { store } = caller;
      const current = inCallersStore(caller, 'customers', pathId(info.params.id));
      const contract = contractOf(store, caller, nextContractId(store), await jsonBody(info.request));
      const record = completed(store, { ...current, contracts: [contract, ...current.contracts] });
      store.put('customers', record);
      return info.response(201).json(success(record, customerMessages.contractCreated));
    }),
  ),

  http.put('/api/customers/{id}/contracts/{contractId}', (info) =>
    handleAs(info, 'updateCustomerContract', async (caller) => {
      const { store } = caller;
      const current = inCallersStore(caller, 'customers', pathId(info.params.id));
      const contractId = pathId(info.params.contractId);
      if (!current.contracts.some((k: Contract) => k.id === contractId)) throw notFound();
      const contract = contractOf(store, caller, contractId, await jsonBody(info.request));
      const record = completed(store, {
        ...current,
        contracts: current.contracts.map((k: Contract) => (k.id === contractId ? contract : k)),
      });
      store.put('customers', record);
      return info.response(200).json(success(record, customerMessages.contractUpdated));
    }),
  ),

  http.delete('/api/customers/{id}/contracts/{contractId}', (info) =>
    handleAs(info, 'deleteCustomerContract', (caller) => {
      const { store } = caller;
      const current = inCallersStore(caller, 'customers', pathId(info.params.id));
      const contractId = pathId(info.params.contractId);
      if (!current.contracts.some((k: Contract) => k.id === contractId)) throw notFound();
      const record = completed(store, {
        ...current,
        contracts: current.contracts.filter((k: Contract) => k.id !== contractId),
      });
      store.put('customers', record);
      return info.response(200).json(success(record, customerMessages.contractDeleted));
    }),
  ),

  canned('getPreRegistrationFormOptions'),
  canned('lookupPostalCode'),
];
