import { isoTokyo } from '@kayoi/domain/calendar';
import {
  CONTACT_FIELD_LABELS,
  CONTACT_FIELDS,
  type ContactField,
  changeRequestRejectFormSchema,
  familyContactChangeFormSchema,
  familyPasswordChangeFormSchema,
} from '@kayoi/domain/forms';
import {
  familyAccountMessages,
  formatMessage,
  familyProfileMessages as messages,
} from '@kayoi/domain/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, success } from '../../http/envelope.ts';
import { parseForm, validationFailed } from '../../http/formErrors.ts';
import { serverMessages } from '../../http/messages.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { bodyOf, paramsOf, requireAuth, requireStore } from '../../http/request.ts';
import type { RequestBody } from '../../http/types.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { applyContactChange, contactOf } from '../customers/contact.ts';
import { followNotificationSettings } from '../notifications/enqueue.ts';
import { createFamilyActivityRepository } from './activity-repository.ts';
import {
  type ChangeRequestRow,
  type ContactChange,
  createProfileRepository,
  type NotificationSettingsInput,
} from './profile-repository.ts';
import { createFamilyRepository } from './repository.ts';
import { type FamilyAuth, type FamilyDeps, locked, loginKey, loginPolicy } from './use-cases.ts';

// プロフィール on マイページ (issue 31). A family sees its account and its members' contact details, asks for a
// change (a newer request replaces a pending one), sets which e-mails it receives and changes its password
// (the other sessions end). The member's store approves or rejects a request on the customer record: approval
// writes the customer through the customers module's function in the transaction that decides the request, with
// the request's row locked first, so a request is applied once whatever the number of clicks.

type Staff = { staffId: number; storeId: number };

const notFound = () => new ApiError(404, 'NOT_FOUND', serverMessages.notFound);
const memberNotFound = () => new ApiError(404, 'NOT_FOUND', familyAccountMessages.memberNotFound);

export function requestView(row: ChangeRequestRow) {
  return {
    id: row.id,
    customer_id: row.customer_id,
    customer_name: row.customer_name,
    state: row.state,
    changes: row.changes,
    requested_at: isoTokyo(row.requested_at),
    requested_by: row.requested_by,
    decided_at: row.decided_at ? isoTokyo(row.decided_at) : null,
    decided_by: row.decided_by,
    reject_reason: row.reject_reason,
  };
}

export async function familyProfile(deps: FamilyDeps, auth: FamilyAuth) {
  const account = await deps.repo.accountById(auth.accountId);
  if (!account) throw new ApiError(401, 'UNAUTHENTICATED', serverMessages.unauthenticated);
  const profiles = createProfileRepository(deps.db);
  const members = await deps.repo.linkedMembers(auth.accountId);
  const requests = await profiles.requestsOfMembers(members.map((m) => m.id));
  const contacts = await Promise.all(members.map((m) => contactOf(deps.db, m.store_id, m.id)));
  return {
    account: { id: account.id, email: account.email },
    members: members.map((m, i) => {
      const latest = requests.find((r) => r.customer_id === m.id);
      return {
        id: m.id,
        name: m.name,
        relationship: m.relationship,
        store: { id: m.store_id, name: m.store_name },
        contact: contacts[i] as NonNullable<(typeof contacts)[number]>,
        latest_request: latest ? requestView(latest) : null,
      };
    }),
    notification_settings: await profiles.notificationSettings(auth.accountId),
  };
}

export async function familyChangeRequests(deps: FamilyDeps, auth: FamilyAuth) {
  const members = await deps.repo.linkedMembers(auth.accountId);
  const rows = await createProfileRepository(deps.db).requestsOfMembers(members.map((m) => m.id));
  return rows.map(requestView);
}

/**
 * A change request for a linked member (404 for any other): the fields sent that differ from the record, with
 * the value on record now. In one transaction the member's pending request becomes `replaced` and the new one is
 * written; of two at the very same moment the unique index lets one in and the other is asked to try again.
 */
export async function createFamilyChangeRequest(
  deps: FamilyDeps,
  auth: FamilyAuth,
  input: RequestBody<'createFamilyChangeRequest'>,
) {
  const member = (await deps.repo.linkedMembers(auth.accountId)).find((m) => m.id === input.customer_id);
  if (!member) throw memberNotFound();
  const values = parseForm(familyContactChangeFormSchema, input);
  const current = await contactOf(deps.db, member.store_id, member.id);
  if (!current) throw memberNotFound();
  const changes: ContactChange[] = CONTACT_FIELDS.filter((field) => field in input)
    .map((field) => ({ field, before: current[field], after: values[field] ?? null }))
    .filter((change) => (change.before ?? '') !== (change.after ?? ''));
  if (changes.length === 0) throw validationFailed({ customer_id: [messages.nothingChanged] });
  const account = await deps.repo.accountById(auth.accountId);
  const now = deps.config.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const profiles = createProfileRepository(tx);
      const replaced = await profiles.replacePending(member.id, now);
      const id = await profiles.insertRequest({
        accountId: auth.accountId,
        email: account?.email ?? '',
        customerId: member.id,
        storeId: member.store_id,
        changes,
        at: now,
      });
      const row = (await profiles.requestById(id)) as ChangeRequestRow;
      await createFamilyActivityRepository(tx).insert(
        {
          accountId: auth.accountId,
          customerId: member.id,
          storeId: member.store_id,
          action: 'change_requested',
          summary: formatMessage(familyAccountMessages.activityChangeRequested, {
            fields: changes.map((c) => CONTACT_FIELD_LABELS[c.field]).join('・'),
          }),
        },
        now,
      );
      return { request: requestView(row), replaced, storeId: member.store_id };
    });
  } catch (error) {
    if ((error as { code?: string }).code === '23505')
      throw new ApiError(409, 'CONFLICT', messages.changeRequestBusy);
    throw error;
  }
}

export async function saveNotificationSettings(
  deps: FamilyDeps,
  auth: FamilyAuth,
  settings: NotificationSettingsInput,
) {
  const now = deps.config.now();
  return deps.db.transaction(async (tx) => {
    const profiles = createProfileRepository(tx);
    await profiles.saveNotificationSettings(auth.accountId, settings, now);
    const saved = await profiles.notificationSettings(auth.accountId);
    // What is still waiting to be sent follows them (quiet hours moved, a channel turned off).
    await followNotificationSettings(tx, auth.accountId, saved, now);
    return saved;
  });
}

/**
 * The password change: the current password is checked under the login's lockout (the same counter as the
 * account's login, so a taken session cannot guess on without limit), then the new one is set and the other
 * sessions end, in one transaction.
 */
export async function changeFamilyPassword(
  deps: FamilyDeps,
  auth: FamilyAuth,
  input: RequestBody<'changeFamilyPassword'>,
) {
  const values = parseForm(familyPasswordChangeFormSchema, input);
  const account = await deps.repo.accountById(auth.accountId);
  if (!account) throw new ApiError(401, 'UNAUTHENTICATED', serverMessages.unauthenticated);
  const key = loginKey(account.email);
  const policy = loginPolicy(deps);
  const reservation = await deps.throttle.reserve(key, policy);
  if (reservation.lockedForSeconds > 0) throw locked(reservation.lockedForSeconds);
  if (!account.password_hash || !(await verifyPassword(values.current_password, account.password_hash))) {
    const lockedNow = await deps.throttle.recordFailure(key, reservation.attempt, policy);
    if (lockedNow > 0) throw locked(lockedNow);
    throw validationFailed({ current_password: [messages.currentPasswordWrong] });
  }
  await deps.throttle.clear(key);
  if (values.password === values.current_password)
    throw validationFailed({ password: [messages.samePassword] });
  const passwordHash = await hashPassword(values.password);
  const now = deps.config.now();
  const members = await deps.repo.linkedMembers(auth.accountId);
  const revoked = await deps.db.transaction(async (tx) => {
    const repo = createFamilyRepository(tx);
    await repo.setPassword(account.id, passwordHash, now);
    // Each member's record shows it (a guardian's password changed is worth a look when a call comes).
    const activity = createFamilyActivityRepository(tx);
    for (const member of members) {
      await activity.insert(
        {
          accountId: account.id,
          customerId: member.id,
          storeId: member.store_id,
          action: 'password_changed',
          summary: familyAccountMessages.activityPasswordChanged,
        },
        now,
      );
    }
    return repo.deleteSessionsOf(account.id, auth.sessionId);
  });
  return { revoked };
}

export async function customerChangeRequests(deps: FamilyDeps, staff: Staff, customerId: number) {
  if (!(await deps.repo.customerOfStore(staff.storeId, customerId))) throw notFound();
  const rows = await createProfileRepository(deps.db).requestsOfCustomer(staff.storeId, customerId);
  return rows.map(requestView);
}

/**
 * 承認 or 却下 of a pending request of the store's customer. The request's row is locked first, so of two
 * decisions exactly one finds it pending (the other 409); approval writes the asked values to the customer in
 * the same transaction.
 */
export async function decideChangeRequest(
  deps: FamilyDeps,
  staff: Staff,
  target: { customerId: number; requestId: number },
  decision: { state: 'approved' } | { state: 'rejected'; reason: string },
) {
  const now = deps.config.now();
  return deps.db.transaction(async (tx) => {
    const profiles = createProfileRepository(tx);
    const request = await profiles.lockRequest(staff.storeId, target.customerId, target.requestId);
    if (!request) throw new ApiError(404, 'NOT_FOUND', messages.changeRequestNotFound);
    if (request.state !== 'pending') throw new ApiError(409, 'CONFLICT', messages.changeRequestDecided);
    if (decision.state === 'approved') {
      const values: Partial<Record<ContactField, string | null>> = {};
      for (const change of request.changes) values[change.field] = change.after;
      if (!(await applyContactChange(tx, staff.storeId, target.customerId, values, now))) throw notFound();
    }
    await profiles.decide(target.requestId, {
      state: decision.state,
      staffId: staff.staffId,
      at: now,
      reason: decision.state === 'rejected' ? decision.reason : null,
    });
    return requestView((await profiles.requestById(target.requestId)) as ChangeRequestRow);
  });
}

const staffOf = (request: FastifyRequest): Staff => ({
  staffId: requireAuth(request).staffId,
  storeId: requireStore(request),
});

function requireFamily(request: FastifyRequest): FamilyAuth {
  if (!request.family) throw new ApiError(401, 'UNAUTHENTICATED', serverMessages.unauthenticated);
  return request.family;
}

/** プロフィール's operations, spread into the family handlers. */
export function profileHandlers(app: FastifyInstance, deps: FamilyDeps): OperationHandlers {
  // The customer record's card (and the record itself, once approved) refresh on this event.
  const publish = (storeId: number, customerId: number) =>
    app.kayoi.events.publish({ type: 'customer.changed', store_id: storeId, payload: { id: customerId } });
  const decide = async (
    request: FastifyRequest,
    op: 'approveCustomerChangeRequest' | 'rejectCustomerChangeRequest',
    decision: Parameters<typeof decideChangeRequest>[3],
  ) => {
    const staff = staffOf(request);
    const { id, requestId } = paramsOf(request, op);
    const decided = await decideChangeRequest(deps, staff, { customerId: id, requestId }, decision);
    publish(staff.storeId, id);
    return decided;
  };
  return {
    getFamilyProfile: async (request) => success(await familyProfile(deps, requireFamily(request))),
    listFamilyChangeRequests: async (request) =>
      success(await familyChangeRequests(deps, requireFamily(request))),
    async createFamilyChangeRequest(request) {
      const {
        request: created,
        replaced,
        storeId,
      } = await createFamilyChangeRequest(
        deps,
        requireFamily(request),
        bodyOf(request, 'createFamilyChangeRequest'),
      );
      publish(storeId, created.customer_id);
      return success(created, replaced ? messages.changeRequestReplaced : messages.changeRequested);
    },
    updateFamilyNotificationSettings: async (request) =>
      success(
        await saveNotificationSettings(
          deps,
          requireFamily(request),
          bodyOf(request, 'updateFamilyNotificationSettings'),
        ),
        messages.notificationSettingsSaved,
      ),
    changeFamilyPassword: async (request) =>
      success(
        await changeFamilyPassword(deps, requireFamily(request), bodyOf(request, 'changeFamilyPassword')),
        messages.passwordChanged,
      ),
    listCustomerChangeRequests: async (request) =>
      success(
        await customerChangeRequests(
          deps,
          staffOf(request),
          paramsOf(request, 'listCustomerChangeRequests').id,
        ),
      ),
    approveCustomerChangeRequest: async (request) =>
      success(
        await decide(request, 'approveCustomerChangeRequest', { state: 'approved' }),
        messages.changeApproved,
      ),
    async rejectCustomerChangeRequest(request) {
      const { reason } = parseForm(
        changeRequestRejectFormSchema,
        bodyOf(request, 'rejectCustomerChangeRequest'),
      );
      return success(
        await decide(request, 'rejectCustomerChangeRequest', { state: 'rejected', reason }),
        messages.changeRejected,
      );
    },
  };
}
