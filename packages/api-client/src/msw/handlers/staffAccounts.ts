import { isoTokyo } from '@kayoi/domain/calendar';
import { staffFormSchema, staffRetireFormSchema } from '@kayoi/domain/forms';
import { staffMessages } from '@kayoi/domain/messages';
import type { components } from '../../generated/schema.ts';
import type { FixtureStore } from '../fixtureStore.ts';
import {
  type Caller,
  handle,
  handleAs,
  http,
  jsonBody,
  notFound,
  parseOr422,
  pathId,
  success,
} from '../http.ts';
import { frontDeskState } from './frontDeskState.ts';

// Staff accounts (issue 13), the thinnest mock: the fixture store's staff, created, replaced, retired and
// reinstated in memory. The rules (the role order, the last admin, what retiring ends, invitations and their
// tokens) are the real server's; a story that needs a refusal puts an errorHandler in front.

type StaffDetail = components['schemas']['StaffDetail'];
type Qualification = components['schemas']['StaffQualification'];

interface Account {
  is_instructor: boolean;
  qualifications: Qualification[];
  invited: boolean;
  retired_at: string | null;
  retire_reason: string | null;
  retired_by: { id: number; name: string } | null;
  created_at: string;
  updated_at: string;
  updated_by: { id: number; name: string } | null;
  history: StaffDetail['history'];
}

const accountsOf = new WeakMap<FixtureStore, Map<number, Account>>();

function account(store: FixtureStore, id: number): Account {
  let accounts = accountsOf.get(store);
  if (!accounts) {
    accounts = new Map();
    accountsOf.set(store, accounts);
  }
  let found = accounts.get(id);
  if (!found) {
    const at = isoTokyo(store.nowMs());
    found = {
      is_instructor: false,
      qualifications: [],
      invited: false,
      retired_at: null,
      retire_reason: null,
      retired_by: null,
      created_at: at,
      updated_at: at,
      updated_by: null,
      history: [],
    };
    accounts.set(id, found);
  }
  return found;
}

const maskCardUid = (uid: string) => `${'*'.repeat(Math.max(0, uid.length - 4))}${uid.slice(-4)}`;

function detail(store: FixtureStore, id: number): StaffDetail {
  const staff = store.staffById(id);
  if (!staff) throw notFound(staffMessages.notFound);
  const extra = account(store, id);
  const card = frontDeskState(store).cards.find(
    (c) => c.holder_type === 'staff' && c.holder_id === id && c.status === 'active',
  );
  return {
    id: staff.id,
    name: staff.name,
    name_kana: staff.name_kana,
    email: staff.email,
    role: staff.role,
    is_active: staff.is_active,
    account_status: !staff.is_active ? 'retired' : extra.invited ? 'invited' : 'active',
    is_instructor: extra.is_instructor,
    retired_at: extra.retired_at,
    photo_url: staff.photo_url,
    card: card ? { id: card.id, uid: maskCardUid(card.uid), issued_at: card.issued_at } : null,
    store: store.storeName(staff.store_id),
    store_id: staff.store_id,
    gender: staff.gender,
    qualifications: extra.qualifications,
    invitation: extra.invited
      ? { sent_at: extra.updated_at, expires_at: isoTokyo(store.nowMs() + 7 * 86_400_000), expired: false }
      : null,
    retire_reason: extra.retire_reason,
    retired_by: extra.retired_by,
    created_at: extra.created_at,
    created_by: null,
    updated_at: extra.updated_at,
    updated_by: extra.updated_by,
    history: extra.history,
  };
}

/** A staff member of the caller's store, or 404. */
function inStore(caller: Caller, id: number) {
  const staff = caller.store.staffById(id);
  if (!staff || staff.store_id !== caller.storeId) throw notFound(staffMessages.notFound);
  return staff;
}

function touch(caller: Caller, id: number, action: components['schemas']['StaffChange']['action']) {
  const extra = account(caller.store, id);
  const at = isoTokyo(caller.store.nowMs());
  const by = { id: caller.staff.id, name: caller.staff.name };
  extra.updated_at = at;
  extra.updated_by = by;
  extra.history = [{ action, changed_by: by, changes: null, created_at: at }, ...(extra.history ?? [])];
  return extra;
}

let nextStaffId = 10_000;

export const staffAccountHandlers = [
  http.post('/api/staffs', (info) =>
    handleAs(info, 'createStaff', async (caller) => {
      const values = parseOr422(staffFormSchema, await jsonBody(info.request));
      nextStaffId += 1;
      caller.store.staff.push({
        id: nextStaffId,
        name: values.name,
        name_kana: values.name_kana,
        email: values.email,
        role: values.role,
        store_id: values.store_id ?? caller.storeId,
        gender: values.gender ?? 'other',
        photo_url: null,
        password: '',
        is_active: true,
        card: null,
      });
      const extra = touch(caller, nextStaffId, 'created');
      extra.is_instructor = values.is_instructor;
      extra.qualifications = values.qualifications.map((q, i) => ({
        id: nextStaffId * 100 + i,
        name: q.name,
        certificate_number: q.certificate_number ?? null,
        acquired_on: q.acquired_on ?? null,
        expires_on: q.expires_on ?? null,
      }));
      extra.invited = values.send_invitation;
      return info.response(201).json(success(detail(caller.store, nextStaffId), staffMessages.created));
    }),
  ),

  http.put('/api/staffs/{id}', (info) =>
    handleAs(info, 'updateStaff', async (caller) => {
      const staff = inStore(caller, pathId(info.params.id));
      const values = parseOr422(staffFormSchema, await jsonBody(info.request));
      Object.assign(staff, {
        name: values.name,
        name_kana: values.name_kana,
        email: values.email,
        role: values.role,
        store_id: values.store_id ?? staff.store_id,
        gender: values.gender ?? staff.gender,
      });
      const extra = touch(caller, staff.id, 'updated');
      extra.is_instructor = values.is_instructor;
      extra.qualifications = values.qualifications.map((q, i) => ({
        id: staff.id * 100 + i,
        name: q.name,
        certificate_number: q.certificate_number ?? null,
        acquired_on: q.acquired_on ?? null,
        expires_on: q.expires_on ?? null,
      }));
      return info.response(200).json(success(detail(caller.store, staff.id), staffMessages.updated));
    }),
  ),

  http.post('/api/staffs/{id}/retire', (info) =>
    handleAs(info, 'retireStaff', async (caller) => {
      const staff = inStore(caller, pathId(info.params.id));
      const values = parseOr422(staffRetireFormSchema, await jsonBody(info.request));
      staff.is_active = false;
      const extra = touch(caller, staff.id, 'retired');
      extra.retired_at = extra.updated_at;
      extra.retired_by = extra.updated_by;
      extra.retire_reason = values.reason ?? null;
      return info.response(200).json(success(detail(caller.store, staff.id), staffMessages.retired));
    }),
  ),

  http.post('/api/staffs/{id}/reinstate', (info) =>
    handleAs(info, 'reinstateStaff', (caller) => {
      const staff = inStore(caller, pathId(info.params.id));
      staff.is_active = true;
      const extra = touch(caller, staff.id, 'reinstated');
      extra.retired_at = null;
      extra.retired_by = null;
      extra.retire_reason = null;
      return info.response(200).json(success(detail(caller.store, staff.id), staffMessages.reinstated));
    }),
  ),

  http.post('/api/staffs/{id}/invitation', (info) =>
    handleAs(info, 'sendStaffInvitation', (caller) => {
      const staff = inStore(caller, pathId(info.params.id));
      touch(caller, staff.id, 'invited').invited = true;
      return info.response(200).json(success(detail(caller.store, staff.id), staffMessages.invitationSent));
    }),
  ),

  http.post('/api/staffs/{id}/password-reset', (info) =>
    handleAs(info, 'forceStaffPasswordReset', (caller) => {
      const staff = inStore(caller, pathId(info.params.id));
      touch(caller, staff.id, 'password_reset_forced').invited = true;
      return info
        .response(200)
        .json(success(detail(caller.store, staff.id), staffMessages.passwordResetForced));
    }),
  ),

  http.put('/api/staffs/{id}/photo', (info) =>
    handleAs(info, 'updateStaffPhoto', (caller) => {
      const staff = inStore(caller, pathId(info.params.id));
      touch(caller, staff.id, 'photo_changed');
      return info.response(200).json(success(detail(caller.store, staff.id), staffMessages.photoUpdated));
    }),
  ),

  http.delete('/api/staffs/{id}/photo', (info) =>
    handleAs(info, 'deleteStaffPhoto', (caller) => {
      const staff = inStore(caller, pathId(info.params.id));
      staff.photo_url = null;
      touch(caller, staff.id, 'photo_changed');
      return info.response(200).json(success(detail(caller.store, staff.id), staffMessages.photoRemoved));
    }),
  ),

  http.post('/api/v3/auth/accept-invitation', (info) =>
    handle(info, () => info.response(200).json(success(null, staffMessages.invitationAccepted))),
  ),
];
