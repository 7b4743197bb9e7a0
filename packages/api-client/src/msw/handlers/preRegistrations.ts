import { dayOf, dayStartOf, isoTokyo, isValidIsoDate } from '@kayoi/domain/calendar';
import {
  createPreRegistrationPublicFormSchema,
  createPreRegistrationStaffEditFormSchema,
  type PreRegistrationStaffEditFormValues,
  preRegistrationStatusFormSchema,
} from '@kayoi/domain/forms';
import { canChangePreRegistrationStatus, preRegistrationStatuses } from '@kayoi/domain/status';
import { z } from 'zod';
import type { PreRegistration, PreRegistrationStatus } from '../../queries/types.ts';
import type { FixtureStore } from '../fixtureStore.ts';
import {
  type Caller,
  conflict,
  type FieldErrors,
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
import { setCustomerExtras } from './customers.ts';

const invalidTransition = (message: string) => new MockApiError(422, 'INVALID_STATUS_TRANSITION', message);

/** Other stores' records do not exist for staff and managers (404); admins see every store. */
function visibleRecord(caller: Caller, id: number): PreRegistration {
  const record = caller.store.preRegistrationById(id);
  if (!record || (caller.staff.role !== 'admin' && record.store_id !== caller.storeId)) throw notFound();
  return record;
}

/** Values of a form posted as multipart: '1'/'true'/'on' mean a ticked consent box (Laravel's `accepted`). */
function withConsent(fields: Record<string, unknown>): Record<string, unknown> {
  const consent = fields.confirmation;
  return { ...fields, confirmation: consent === true || ['1', 'true', 'on'].includes(String(consent)) };
}

/** Rules the form schemas cannot check: the store and the desired program must exist. */
function checkReferences(
  store: FixtureStore,
  values: { store_id: number; desired_program_id?: number | null | undefined },
) {
  const errors: FieldErrors = {};
  if (!store.stores.some((s) => s.id === values.store_id)) errors.store_id = ['店舗が見つかりません'];
  if (values.desired_program_id != null && !store.programs.some((p) => p.id === values.desired_program_id)) {
    errors.desired_program_id = ['希望プログラムが見つかりません'];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

type FormValues = Omit<PreRegistrationStaffEditFormValues, 'status'>;

/** The record's form fields from parsed form values; an omitted optional field is null (the edit replaces all). */
function formFields(store: FixtureStore, values: FormValues) {
  return {
    store_id: values.store_id,
    store: store.storeName(values.store_id),
    family_name: values.family_name,
    given_name: values.given_name,
    family_name_kana: values.family_name_kana,
    given_name_kana: values.given_name_kana,
    birth_date: values.birth_date,
    gender: values.gender,
    phone: values.phone ?? null,
    mobile: values.mobile,
    email: values.email,
    postal_code: values.postal_code,
    region: values.region ?? null,
    prefecture: values.prefecture,
    city: values.city,
    street_address: values.street_address,
    building: values.building ?? null,
    desired_program_id: values.desired_program_id ?? null,
    desired_join_date: values.desired_join_date ?? null,
    desired_visit_date: values.desired_visit_date ?? null,
    notes: values.notes ?? null,
  };
}

/** Moves a record to `status` along the allowed transitions (seed §4) or answers 422. */
function moveTo(store: FixtureStore, record: PreRegistration, status: PreRegistrationStatus): void {
  if (record.status === 'converted') throw invalidTransition('変換済みの仮登録のステータスは変更できません');
  if (!canChangePreRegistrationStatus(record.status, status))
    throw invalidTransition('このステータスには変更できません');
  record.status = status;
  if (status === 'confirmed') record.confirmed_at = isoTokyo(store.nowMs());
  record.updated_at = isoTokyo(store.nowMs());
}

const SORTS = ['created_at', '-created_at', 'desired_join_date'] as const;

const listQuerySchema = z.object({
  status: z.enum(preRegistrationStatuses, { error: 'ステータスの値が正しくありません' }).optional(),
  store_id: z.coerce.number({ error: '店舗IDは数値である必要があります' }).int().positive().optional(),
  search: z.string().max(100, { error: '検索キーワードは100文字以内で入力してください' }).optional(),
  date_from: z.string().refine(isValidIsoDate, { error: '開始日は正しい日付を入力してください' }).optional(),
  date_to: z.string().refine(isValidIsoDate, { error: '終了日は正しい日付を入力してください' }).optional(),
  sort: z.enum(SORTS, { error: '並び順の値が正しくありません' }).default('-created_at'),
});

const queryObject = (query: URLSearchParams, names: readonly string[]) =>
  Object.fromEntries(names.flatMap((name) => (query.has(name) ? [[name, query.get(name)]] : [])));

const matches = (record: PreRegistration, search: string) => {
  const needle = search.trim().toLowerCase();
  const haystack = [
    record.family_name + record.given_name,
    `${record.family_name} ${record.given_name}`,
    record.family_name_kana + record.given_name_kana,
    `${record.family_name_kana} ${record.given_name_kana}`,
    record.email,
    record.mobile,
    record.phone ?? '',
  ];
  return haystack.some((text) => text.toLowerCase().includes(needle));
};

function countByStatus(records: readonly PreRegistration[]) {
  const count = (status: PreRegistrationStatus) => records.filter((r) => r.status === status).length;
  return {
    pending_count: count('pending'),
    confirmed_count: count('confirmed'),
    converted_count: count('converted'),
    cancelled_count: count('cancelled'),
    total: records.length,
  };
}

export const preRegistrationHandlers = [
  http.post('/api/public/customer-pre-registrations', (info) =>
    handle(info, async (store) => {
      const schema = createPreRegistrationPublicFormSchema(() => store.now());
      const values = parseOr422(schema, withConsent(await formBody(info.request)));
      checkReferences(store, values);
      const id = store.nextId('preRegistration');
      const now = isoTokyo(store.nowMs());
      const record: PreRegistration = {
        id,
        ...formFields(store, values),
        avatar_url: values.avatar ? fixturePhotoUrl(id) : null,
        status: 'pending',
        status_notes: null,
        converted_customer_id: null,
        confirmed_at: null,
        converted_at: null,
        created_at: now,
        updated_at: now,
      };
      store.preRegistrations.push(record);
      return info.response(201).json(success(record, '仮登録を受け付けました'));
    }),
  ),

  http.get('/api/customer-pre-registrations', (info) =>
    handleAs(info, 'listPreRegistrations', (caller) => {
      const filters = parseOr422(
        listQuerySchema,
        queryObject(searchParams(info.request), [
          'status',
          'store_id',
          'search',
          'date_from',
          'date_to',
          'sort',
        ]),
      );
      const storeId = caller.staff.role === 'admin' ? filters.store_id : caller.storeId;
      const rows = caller.store.preRegistrations
        .filter((r) => storeId === undefined || r.store_id === storeId)
        .filter((r) => !filters.status || r.status === filters.status)
        .filter((r) => !filters.search || matches(r, filters.search))
        .filter((r) => !filters.date_from || dayOf(Date.parse(r.created_at)) >= filters.date_from)
        .filter((r) => !filters.date_to || dayOf(Date.parse(r.created_at)) <= filters.date_to)
        .sort((a, b) => {
          if (filters.sort === 'desired_join_date') {
            // Records without a desired date go last.
            return (
              (a.desired_join_date ?? '9999').localeCompare(b.desired_join_date ?? '9999') || b.id - a.id
            );
          }
          const order = Date.parse(a.created_at) - Date.parse(b.created_at) || a.id - b.id;
          return filters.sort === 'created_at' ? order : -order;
        });
      const page = paginate(rows, searchParams(info.request));
      return info.response(200).json({ ...success(page.data), meta: page.meta });
    }),
  ),

  // Before `/{id}`: MSW takes the first handler whose path matches, and `stats` would match `:id`.
  http.get('/api/customer-pre-registrations/stats', (info) =>
    handleAs(info, 'getPreRegistrationStats', ({ store, staff, storeId: own }) => {
      const asked = Number(searchParams(info.request).get('store_id')) || undefined;
      const storeId = staff.role === 'admin' && asked ? asked : own;
      return info
        .response(200)
        .json(success(countByStatus(store.preRegistrations.filter((r) => r.store_id === storeId))));
    }),
  ),

  http.get('/api/customer-pre-registrations/{id}', (info) =>
    handleAs(info, 'getPreRegistration', (caller) =>
      info.response(200).json(success(visibleRecord(caller, pathId(info.params.id)))),
    ),
  ),

  http.post('/api/customer-pre-registrations/{id}', (info) =>
    handleAs(info, 'updatePreRegistration', async (caller) => {
      const { store } = caller;
      const record = visibleRecord(caller, pathId(info.params.id));
      if (record.status === 'converted') throw conflict();
      const schema = createPreRegistrationStaffEditFormSchema(() => store.now());
      const { status, ...values } = parseOr422(schema, await formBody(info.request));
      checkReferences(store, values);
      if (status !== undefined && status !== record.status) moveTo(store, record, status);
      Object.assign(record, formFields(store, values), { updated_at: isoTokyo(store.nowMs()) });
      if (values.avatar) record.avatar_url = fixturePhotoUrl(record.id);
      return info.response(200).json(success(record, '仮登録を更新しました'));
    }),
  ),

  http.delete('/api/customer-pre-registrations/{id}', (info) =>
    handleAs(info, 'deletePreRegistration', (caller) => {
      const record = visibleRecord(caller, pathId(info.params.id));
      caller.store.preRegistrations.splice(caller.store.preRegistrations.indexOf(record), 1);
      return info.response(200).json(success(null, '仮登録を削除しました'));
    }),
  ),

  http.patch('/api/customer-pre-registrations/{id}/confirm', (info) =>
    handleAs(info, 'confirmPreRegistration', (caller) => {
      const record = visibleRecord(caller, pathId(info.params.id));
      if (record.status !== 'pending') throw invalidTransition('未確認の仮登録のみ確認済みにできます');
      moveTo(caller.store, record, 'confirmed');
      return info.response(200).json(success(record, '仮登録を確認済みにしました'));
    }),
  ),

  http.post('/api/customer-pre-registrations/{id}/convert', (info) =>
    handleAs(info, 'convertPreRegistration', (caller) => {
      const { store } = caller;
      const record = visibleRecord(caller, pathId(info.params.id));
      if (record.status === 'converted') throw conflict('この仮登録は既に顧客に変換されています');
      if (record.status === 'cancelled') throw invalidTransition('キャンセルされた仮登録は変換できません');
      const now = store.nowMs();
      const customerId = store.nextId('customer');
      store.customers.push({
        id: customerId,
        store_id: record.store_id,
        family_name: record.family_name,
        given_name: record.given_name,
        family_name_kana: record.family_name_kana,
        given_name_kana: record.given_name_kana,
        birth_date: record.birth_date,
        gender: record.gender,
        memo: null,
        notes: record.notes,
        status: 'active',
        joined_at: dayStartOf(now),
        left_at: null,
        card: null,
        contract: null,
        class_ids: [],
      });
      const customer = store.customerById(customerId);
      if (customer) {
        setCustomerExtras(store, customer, {
          phone: record.phone,
          mobile: record.mobile,
          email: record.email,
          postal_code: record.postal_code,
          prefecture: record.prefecture,
          city: record.city,
          street_address: record.street_address,
          building: record.building,
          guardian_name: null,
          grade_id: null,
          photo_url: record.avatar_url,
          pre_registration_id: record.id,
          history: [
            {
              id: customerId,
              from_status: null,
              status: 'active',
              effective_on: dayOf(now),
              reason: '仮登録から本登録',
              changed_by: caller.staff.name,
              created_at: isoTokyo(now),
            },
          ],
        });
      }
      Object.assign(record, {
        status: 'converted',
        converted_customer_id: customerId,
        converted_at: isoTokyo(now),
        updated_at: isoTokyo(now),
      });
      return info
        .response(201)
        .json(success({ pre_registration: record, customer_id: customerId }, '顧客として登録しました'));
    }),
  ),

  http.patch('/api/customer-pre-registrations/{id}/status', (info) =>
    handleAs(info, 'changePreRegistrationStatus', async (caller) => {
      const record = visibleRecord(caller, pathId(info.params.id));
      const change = parseOr422(preRegistrationStatusFormSchema, await jsonBody(info.request));
      moveTo(caller.store, record, change.status);
      record.status_notes = change.notes ?? null;
      return info.response(200).json(success(record, 'ステータスを変更しました'));
    }),
  ),
];
