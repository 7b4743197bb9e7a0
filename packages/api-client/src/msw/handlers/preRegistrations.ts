import { dayOf, isoTokyo } from '@kayoi/domain/calendar';
import {
  createPreRegistrationPublicFormSchema,
  createPreRegistrationStaffEditFormSchema,
  type PreRegistrationStaffEditFormValues,
  preRegistrationStatusFormSchema,
} from '@kayoi/domain/forms';
import { preRegistrationMessages } from '@kayoi/domain/messages';
import type { PreRegistration } from '../../queries/types.ts';
import { canned } from '../canned.ts';
import {
  type Caller,
  formBody,
  handle,
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
import { listAnswer } from '../resource.ts';
import type { FixtureStore } from '../store.ts';

// Applications (仮登録): generic records (the server's answers) with the forms' schemas. Which status may follow
// which, and what confirming or converting makes, are the server's: those answer what they recorded (and put
// the records they changed in the store); stories that need a refusal put an errorHandler in front.

/** Admins see every store's applications; the others their own store's (404 for the rest). */
function visible(caller: Caller, id: number): PreRegistration {
  const record = caller.store.find('preRegistrations', id);
  if (!record || (caller.session.role !== 'admin' && record.store_id !== caller.storeId)) throw notFound();
  return record;
}

/** Values of a form posted as multipart: '1'/'true'/'on' mean a ticked consent box (Laravel's `accepted`). */
function withConsent(fields: Record<string, unknown>): Record<string, unknown> {
  const consent = fields.confirmation;
  return { ...fields, confirmation: consent === true || ['1', 'true', 'on'].includes(String(consent)) };
}

type FormValues = Omit<PreRegistrationStaffEditFormValues, 'status'>;

/** The record's form fields from parsed values; an omitted optional field is null (the edit replaces all). */
const formFields = (store: FixtureStore, values: FormValues) => ({
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
  guardian_name: values.guardian_name ?? null,
  guardian_name_kana: values.guardian_name_kana ?? null,
  guardian_relationship: values.guardian_relationship ?? null,
  guardian_phone: values.guardian_phone ?? null,
  notes: values.notes ?? null,
});

/** A record moved to `status` (stamped when confirmed), as of now. */
function moved(store: FixtureStore, record: PreRegistration, status: PreRegistration['status']) {
  const now = isoTokyo(store.nowMs());
  return {
    ...record,
    status,
    ...(status === 'confirmed' && record.status !== 'confirmed' ? { confirmed_at: now } : {}),
    updated_at: now,
  };
}

const createdDay = (r: PreRegistration) => dayOf(Date.parse(r.created_at));

export const preRegistrationHandlers = [
  http.post('/api/public/customer-pre-registrations', (info) =>
    handle(info, async (store) => {
      const schema = createPreRegistrationPublicFormSchema(() => store.now());
      const values = parseOr422(schema, withConsent(await formBody(info.request)));
      const id = store.nextId('preRegistrations');
      const now = isoTokyo(store.nowMs());
      const record: PreRegistration = {
        id,
        ...formFields(store, values),
        avatar_url: values.avatar ? photoUrl(id) : null,
        status: 'pending',
        status_notes: null,
        converted_customer_id: null,
        confirmed_at: null,
        converted_at: null,
        created_at: now,
        updated_at: now,
      };
      store.put('preRegistrations', record);
      return info.response(201).json(success(record, preRegistrationMessages.received));
    }),
  ),

  http.get('/api/customer-pre-registrations', (info) =>
    handleAs(info, 'listPreRegistrations', (caller) => {
      const params = searchParams(info.request);
      // Staff and managers see their store's; an admin the store asked for, or all.
      if (caller.session.role !== 'admin') params.set('store_id', String(caller.storeId));
      const list = listAnswer(caller.store.records.preRegistrations, params, {
        search: (r) => [
          r.family_name + r.given_name,
          r.family_name_kana + r.given_name_kana,
          r.email,
          r.mobile,
          r.phone,
        ],
        filters: {
          status: true,
          store_id: true,
          date_from: (r, day) => createdDay(r) >= day,
          date_to: (r, day) => createdDay(r) <= day,
        },
        defaultSort: '-created_at',
      });
      return info.response(200).json({ ...success(list.data as never), meta: list.meta as never });
    }),
  ),

  canned('getPreRegistrationStats'),

  http.get('/api/customer-pre-registrations/{id}', (info) =>
    handleAs(info, 'getPreRegistration', (caller) =>
      info.response(200).json(success(visible(caller, pathId(info.params.id)))),
    ),
  ),

  http.post('/api/customer-pre-registrations/{id}', (info) =>
    handleAs(info, 'updatePreRegistration', async (caller) => {
      const { store } = caller;
      const current = visible(caller, pathId(info.params.id));
      const schema = createPreRegistrationStaffEditFormSchema(() => store.now());
      const { status, ...values } = parseOr422(schema, await formBody(info.request));
      const record = {
        ...(status === undefined || status === current.status ? current : moved(store, current, status)),
        ...formFields(store, values),
        ...(values.avatar ? { avatar_url: photoUrl(current.id + store.nowMs()) } : {}),
        updated_at: isoTokyo(store.nowMs()),
      };
      store.put('preRegistrations', record);
      return info.response(200).json(success(record, preRegistrationMessages.updated));
    }),
  ),

  http.delete('/api/customer-pre-registrations/{id}', (info) =>
    handleAs(info, 'deletePreRegistration', (caller) => {
      caller.store.remove('preRegistrations', visible(caller, pathId(info.params.id)).id);
      return info.response(200).json(success(null, preRegistrationMessages.deleted));
    }),
  ),

  // Confirming and converting answer what the server did (the badge's counts follow, a conversion's customer
  // joins the store's records).
  canned('confirmPreRegistration'),
  canned('convertPreRegistration'),

  http.patch('/api/customer-pre-registrations/{id}/status', (info) =>
    handleAs(info, 'changePreRegistrationStatus', async (caller) => {
      const change = parseOr422(preRegistrationStatusFormSchema, await jsonBody(info.request));
      const record = {
        ...moved(caller.store, visible(caller, pathId(info.params.id)), change.status),
        status_notes: change.notes ?? null,
      };
      caller.store.put('preRegistrations', record);
      return info.response(200).json(success(record, preRegistrationMessages.statusChanged));
    }),
  ),
];
