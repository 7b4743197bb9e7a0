import { isoTokyo } from '@kayoi/domain/calendar';
import { familyAccountMessages as messages } from '@kayoi/domain/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, success } from '../../http/envelope.ts';
import { serverMessages } from '../../http/messages.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { bodyOf, paramsOf, requireAuth, requireStore } from '../../http/request.ts';
import { createThrottle } from '../auth/throttle.ts';
import { setFamilyAccountState } from './activity.ts';
import { familyBillingHandlers } from './billing.ts';
import { familyHome, reportFamilyAbsence } from './home.ts';
import { customerFamilyAccess, sendFamilyInvitation } from './invitations.ts';
import { familyMakeupHandlers } from './makeups.ts';
import { familyMembershipRequestHandlers } from './membership-requests.ts';
import { profileHandlers } from './profile.ts';
import { familyProgressHandlers } from './progress.ts';
import { createFamilyRepository } from './repository.ts';
import {
  acceptFamilyInvitation,
  type FamilyAuth,
  type FamilyDeps,
  familyMe,
  loginFamily,
  logoutFamily,
  logoutFamilyOthers,
  previewFamilyInvitation,
  redeemFamilyLoginLink,
  requestFamilyLoginLink,
  requestFamilyPasswordReset,
  resetFamilyPassword,
} from './use-cases.ts';
import { familyWaitlistHandlers } from './waitlist.ts';

export function familyDeps(app: FastifyInstance): FamilyDeps {
  const { db, config, mailer } = app.kayoi;
  return { db, repo: createFamilyRepository(db), throttle: createThrottle(db, config.now), mailer, config };
}

/** The family caller of a family operation (the auth hook ran before the handler). */
export function requireFamily(request: FastifyRequest): FamilyAuth {
  if (!request.family) throw new ApiError(401, 'UNAUTHENTICATED', serverMessages.unauthenticated);
  return request.family;
}

const staffOf = (request: FastifyRequest) => ({
  staffId: requireAuth(request).staffId,
  storeId: requireStore(request),
});

/** マイページ's realm (issue 31), and the customer record's card that invites into it. */
export function familyHandlers(app: FastifyInstance): OperationHandlers {
  const deps = familyDeps(app);
  return {
    ...profileHandlers(app, deps),
    ...familyMembershipRequestHandlers(app, deps),
    ...familyWaitlistHandlers({ ...deps, classes: app.kayoi }, requireFamily),
    ...familyMakeupHandlers(app),
    loginFamily: async (request) =>
      success(await loginFamily(deps, bodyOf(request, 'loginFamily')), messages.loggedIn),
    async logoutFamily(request) {
      await logoutFamily(deps, requireFamily(request));
      return success(null, messages.loggedOut);
    },
    logoutFamilyOtherSessions: async (request) =>
      success(await logoutFamilyOthers(deps, requireFamily(request)), messages.loggedOutOthers),
    async getFamilyMe(request) {
      const auth = requireFamily(request);
      const me = await familyMe(deps, auth.accountId);
      return success({ ...me, session_expires_at: isoTokyo(auth.expiresAt) });
    },
    previewFamilyInvitation: async (request) =>
      success(await previewFamilyInvitation(deps, bodyOf(request, 'previewFamilyInvitation').token)),
    acceptFamilyInvitation: async (request) =>
      success(
        await acceptFamilyInvitation(deps, bodyOf(request, 'acceptFamilyInvitation')),
        messages.registered,
      ),
    async requestFamilyPasswordReset(request) {
      await requestFamilyPasswordReset(deps, bodyOf(request, 'requestFamilyPasswordReset').email);
      return success(null, messages.resetRequested);
    },
    async requestFamilyLoginLink(request) {
      await requestFamilyLoginLink(deps, bodyOf(request, 'requestFamilyLoginLink').email);
      return success(null, messages.loginLinkRequested);
    },
    redeemFamilyLoginLink: async (request) =>
      success(
        await redeemFamilyLoginLink(deps, bodyOf(request, 'redeemFamilyLoginLink').token),
        messages.loggedIn,
      ),
    async resetFamilyPassword(request) {
      await resetFamilyPassword(deps, bodyOf(request, 'resetFamilyPassword'));
      return success(null, messages.resetDone);
    },
    getFamilyHome: async (request) => success(await familyHome(deps, requireFamily(request))),
    async reportFamilyAbsence(request) {
      const { absence, storeId } = await reportFamilyAbsence(
        { ...deps, classes: app.kayoi },
        requireFamily(request),
        bodyOf(request, 'reportFamilyAbsence'),
      );
      // The coach's tablet and the class's roll read it at once (欠席連絡あり): the tablet refreshes on this event.
      app.kayoi.events.publish({
        type: 'lesson_attendance.changed',
        store_id: storeId,
        payload: {
          class_id: absence.class.id,
          customer_id: absence.customer_id,
          lesson_date: absence.lesson_date,
        },
      });
      return success(absence, absence.credit ? messages.absenceReported : messages.absenceReportedNoCredit);
    },
    getCustomerFamilyAccess: async (request) =>
      success(
        await customerFamilyAccess(deps, staffOf(request), paramsOf(request, 'getCustomerFamilyAccess').id),
      ),
    sendFamilyInvitation: async (request) =>
      success(
        await sendFamilyInvitation(
          deps,
          staffOf(request),
          paramsOf(request, 'sendFamilyInvitation').id,
          bodyOf(request, 'sendFamilyInvitation').email,
        ),
        messages.invitationSent,
      ),
    async setFamilyAccountState(request) {
      const { id, accountId } = paramsOf(request, 'setFamilyAccountState');
      const { state } = bodyOf(request, 'setFamilyAccountState');
      const actor = staffOf(request);
      await setFamilyAccountState(deps, actor, { customerId: id, accountId }, state);
      return success(
        await customerFamilyAccess(deps, actor, id),
        state === 'disabled' ? messages.accountDisabled : messages.accountEnabled,
      );
    },
    ...familyProgressHandlers(app),
    ...familyBillingHandlers(app),
  };
}
