import { DAY_MS, isoTokyo } from '@kayoi/domain/calendar';
import { staffFormSchema, staffRetireFormSchema } from '@kayoi/domain/forms';
import { staffMessages } from '@kayoi/domain/messages';
import type { components } from '../../generated/schema.ts';
import { type Caller, handle, handleAs, http, jsonBody, parseOr422, pathId, success } from '../http.ts';
import { inCallersStore } from '../resource.ts';

// Staff accounts (issue 13), the thinnest mock: the recorded staff records, created, replaced, retired and
// reinstated in memory. The rules (the role order, the last admin, what retiring ends, invitations and their
// tokens) are the real server's; a story that needs a refusal puts an errorHandler in front.

type StaffDetail = components['schemas']['StaffDetail'];
type StaffChange = components['schemas']['StaffChange'];

const qualificationsOf = (id: number, values: ReturnType<typeof staffFormSchema.parse>) =>
  values.qualifications.map((q, i) => ({
    id: id * 100 + i,
    name: q.name,
    certificate_number: q.certificate_number ?? null,
    acquired_on: q.acquired_on ?? null,
    expires_on: q.expires_on ?? null,
  }));

/** Who changed the record and when, with a line of history. */
function touch(caller: Caller, staff: StaffDetail, action: StaffChange['action']) {
  const at = isoTokyo(caller.store.nowMs());
  const by = { id: caller.staff.id, name: caller.staff.name };
  staff.updated_at = at;
  staff.updated_by = by;
  staff.history = [{ action, changed_by: by, changes: null, created_at: at }, ...(staff.history ?? [])];
  return staff;
}

const ok = (staff: StaffDetail, message: string) => success(structuredClone(staff), message);

export const staffAccountHandlers = [
  http.post('/api/staffs', (info) =>
    handleAs(info, 'createStaff', async (caller) => {
      const values = parseOr422(staffFormSchema, await jsonBody(info.request));
      const id = caller.store.nextId('staffs');
      const storeId = values.store_id ?? caller.storeId;
      const at = isoTokyo(caller.store.nowMs());
      const expires = isoTokyo(caller.store.nowMs() + 7 * DAY_MS);
      const staff: StaffDetail = {
        id,
        name: values.name,
        name_kana: values.name_kana,
        email: values.email,
        role: values.role,
        is_active: true,
        account_status: values.send_invitation ? 'invited' : 'active',
        is_instructor: values.is_instructor,
        retired_at: null,
        photo_url: null,
        card: null,
        store: caller.store.storeName(storeId),
        store_id: storeId,
        gender: values.gender ?? null,
        qualifications: qualificationsOf(id, values),
        invitation: values.send_invitation ? { sent_at: at, expires_at: expires, expired: false } : null,
        retire_reason: null,
        retired_by: null,
        created_at: at,
        created_by: { id: caller.staff.id, name: caller.staff.name },
        history: [],
      };
      caller.store.put('staffs', touch(caller, staff, 'created'));
      return info.response(201).json(ok(staff, staffMessages.created));
    }),
  ),

  http.put('/api/staffs/{id}', (info) =>
    handleAs(info, 'updateStaff', async (caller) => {
      const staff = inCallersStore(caller, 'staffs', pathId(info.params.id));
      const values = parseOr422(staffFormSchema, await jsonBody(info.request));
      const storeId = values.store_id ?? staff.store_id;
      Object.assign(staff, {
        name: values.name,
        name_kana: values.name_kana,
        email: values.email,
        role: values.role,
        store_id: storeId,
        store: caller.store.storeName(storeId),
        gender: values.gender ?? staff.gender,
        is_instructor: values.is_instructor,
        qualifications: qualificationsOf(staff.id, values),
      });
      return info.response(200).json(ok(touch(caller, staff, 'updated'), staffMessages.updated));
    }),
  ),

  http.post('/api/staffs/{id}/retire', (info) =>
    handleAs(info, 'retireStaff', async (caller) => {
      const staff = inCallersStore(caller, 'staffs', pathId(info.params.id));
      const values = parseOr422(staffRetireFormSchema, await jsonBody(info.request));
      touch(caller, staff, 'retired');
      Object.assign(staff, {
        is_active: false,
        account_status: 'retired',
        retired_at: staff.updated_at,
        retired_by: staff.updated_by,
        retire_reason: values.reason ?? null,
      });
      return info.response(200).json(ok(staff, staffMessages.retired));
    }),
  ),

  http.post('/api/staffs/{id}/reinstate', (info) =>
    handleAs(info, 'reinstateStaff', (caller) => {
      const staff = inCallersStore(caller, 'staffs', pathId(info.params.id));
      touch(caller, staff, 'reinstated');
      Object.assign(staff, {
        is_active: true,
        account_status: 'active',
        retired_at: null,
        retired_by: null,
        retire_reason: null,
      });
      return info.response(200).json(ok(staff, staffMessages.reinstated));
    }),
  ),

  http.post('/api/staffs/{id}/invitation', (info) =>
    handleAs(info, 'sendStaffInvitation', (caller) => {
      const staff = touch(caller, inCallersStore(caller, 'staffs', pathId(info.params.id)), 'invited');
      staff.account_status = 'invited';
      return info.response(200).json(ok(staff, staffMessages.invitationSent));
    }),
  ),

  http.post('/api/staffs/{id}/password-reset', (info) =>
    handleAs(info, 'forceStaffPasswordReset', (caller) => {
      const staff = inCallersStore(caller, 'staffs', pathId(info.params.id));
      return info
        .response(200)
        .json(ok(touch(caller, staff, 'password_reset_forced'), staffMessages.passwordResetForced));
    }),
  ),

  http.put('/api/staffs/{id}/photo', (info) =>
    handleAs(info, 'updateStaffPhoto', (caller) => {
      const staff = inCallersStore(caller, 'staffs', pathId(info.params.id));
      return info.response(200).json(ok(touch(caller, staff, 'photo_changed'), staffMessages.photoUpdated));
    }),
  ),

  http.delete('/api/staffs/{id}/photo', (info) =>
    handleAs(info, 'deleteStaffPhoto', (caller) => {
      const staff = inCallersStore(caller, 'staffs', pathId(info.params.id));
      staff.photo_url = null;
      return info.response(200).json(ok(touch(caller, staff, 'photo_changed'), staffMessages.photoRemoved));
    }),
  ),

  http.post('/api/v3/auth/accept-invitation', (info) =>
    handle(info, () => info.response(200).json(success(null, staffMessages.invitationAccepted))),
  ),
];
