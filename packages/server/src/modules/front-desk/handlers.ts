import { attendanceChangeOfTap } from '@kayoi/domain/attendance';
import { dayOf } from '@kayoi/domain/calendar';
import { RECENT_HISTORY_LIMIT } from '@kayoi/domain/constants';
import { frontDeskMessages } from '@kayoi/domain/messages';
import type { FastifyInstance } from 'fastify';
import { success } from '../../http/envelope.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { bodyOf, paramsOf, queryOf, requireAuth, requireStore } from '../../http/request.ts';
import {
  attendanceStatus,
  checkInOrOut,
  contractSummary,
  monthlyCount,
  overtimeSummary,
  readableCustomer,
  recentHistory,
  welcome,
} from './attendance.ts';
import { disableCard, issueCard, listCards } from './cards.ts';
import { cardTapAtLesson, markLesson, memberView, tabletLessons } from './tablet.ts';

/** The front desk (issue 5): check-in/out, the welcome display, current status, tablet attendance, cards. */
export function frontDeskHandlers(app: FastifyInstance): OperationHandlers {
  const ctx = app.kayoi;
  const { db } = ctx;
  const now = () => ctx.config.now().getTime();
  return {
    async recordCustomerAttendance(request) {
      const auth = requireAuth(request);
      const result = await checkInOrOut(ctx, auth, bodyOf(request, 'recordCustomerAttendance'));
      const { storeId, ...data } = result;
      if (!data.duplicate) {
        ctx.events.publish({
          type: 'attendance.changed',
          store_id: storeId,
          // What the tap changes in the current status (issue 30): screens patch their copy with it.
          payload: attendanceChangeOfTap(result, now()),
        });
      }
      return success(data, data.message);
    },
    async getCustomerWelcome(request) {
      const { customerId } = paramsOf(request, 'getCustomerWelcome');
      return success(await welcome(db, ctx.photos, requireAuth(request), customerId, now()));
    },
    async getCustomerOvertimeCount(request) {
      const customer = await readableCustomer(
        db,
        requireAuth(request),
        paramsOf(request, 'getCustomerOvertimeCount').customerId,
      );
      return success(await overtimeSummary(db, customer.id, now()));
    },
    async getCustomerMonthlyCount(request) {
      const customer = await readableCustomer(
        db,
        requireAuth(request),
        paramsOf(request, 'getCustomerMonthlyCount').customerId,
      );
      return success({ count: await monthlyCount(db, customer.id, now()) });
    },
    async getCustomerContract(request) {
      const customer = await readableCustomer(
        db,
        requireAuth(request),
        paramsOf(request, 'getCustomerContract').customerId,
      );
      return success(await contractSummary(db, customer.id, now()));
    },
    async getCustomerRecentHistory(request) {
      const customer = await readableCustomer(
        db,
        requireAuth(request),
        paramsOf(request, 'getCustomerRecentHistory').customerId,
      );
      const limit = queryOf(request, 'getCustomerRecentHistory').limit ?? RECENT_HISTORY_LIMIT;
      return success(await recentHistory(db, customer.id, limit, now()));
    },
    async getAttendanceStatus(request) {
      return success(await attendanceStatus(db, requireStore(request), now()));
    },
    async listTabletLessons(request) {
      const date = queryOf(request, 'listTabletLessons').date ?? dayOf(now());
      return success(await tabletLessons(db, requireStore(request), date));
    },
    async markLessonAttendance(request) {
      const { classId, customerId } = paramsOf(request, 'markLessonAttendance');
      const body = bodyOf(request, 'markLessonAttendance');
      const { row } = await markLesson(ctx, requireAuth(request), requireStore(request), {
        classId,
        customerId,
        date: body.date,
        status: body.status,
      });
      return success(memberView(row), frontDeskMessages.lessonMarked);
    },
    async clearLessonAttendance(request) {
      const { classId, customerId } = paramsOf(request, 'clearLessonAttendance');
      const { row } = await markLesson(ctx, requireAuth(request), requireStore(request), {
        classId,
        customerId,
        date: queryOf(request, 'clearLessonAttendance').date,
        status: null,
      });
      return success(memberView(row), frontDeskMessages.lessonMarkCleared);
    },
    async recordLessonCardTap(request) {
      const result = await cardTapAtLesson(
        ctx,
        requireAuth(request),
        requireStore(request),
        bodyOf(request, 'recordLessonCardTap'),
      );
      return success(result, frontDeskMessages.lessonMarked);
    },
    async listNfcCards(request) {
      const query = queryOf(request, 'listNfcCards');
      return success(
        await listCards(db, requireAuth(request), requireStore(request), query.holder_type, query.holder_id),
      );
    },
    async issueNfcCard(request, reply) {
      const card = await issueCard(
        ctx,
        requireAuth(request),
        requireStore(request),
        bodyOf(request, 'issueNfcCard'),
      );
      return reply.code(201).send(success(card, frontDeskMessages.cardIssued));
    },
    async disableNfcCard(request) {
      const { id } = paramsOf(request, 'disableNfcCard');
      return success(
        await disableCard(ctx, requireAuth(request), requireStore(request), id),
        frontDeskMessages.cardDisabledDone,
      );
    },
  };
}
