import { classMessages, trialMessages } from '@kayoi/domain/messages';
import type { FastifyInstance } from 'fastify';
import { success } from '../../http/envelope.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { bodyOf, paramsOf, queryOf } from '../../http/request.ts';
import { masterActorOf } from '../master-data/rules.ts';
import {
  classRoster,
  endClassEnrollment,
  enrollInClass,
  moveClassEnrollment,
  quoteEnrollment,
} from './enrollments.ts';
import { clearLessonException, lessonsOfDay, setLessonException } from './lessons.ts';
import {
  cancelMakeupBooking,
  createAbsence,
  createMakeupBooking,
  deleteAbsence,
  listAbsences,
  listMakeupBookings,
  listMakeupCredits,
} from './makeups.ts';
import { customerGradeHistory, declineWaitlistOffer, listCustomerClasses } from './members.ts';
import {
  createPromotionTest,
  listPromotionResults,
  listPromotionTests,
  recordPromotionResults,
} from './promotions.ts';
import {
  bookTrialLesson,
  cancelTrialLesson,
  decideTrialOutcome,
  listTrialLessons,
  listTrialSlots,
  recordTrialResult,
} from './trials.ts';
import { createClass, listClasses, readClass, removeClass, updateClass } from './use-cases.ts';

/** The weekly timetable (issue 14): classes of the caller's store, their lessons and lesson exceptions. */
export function classHandlers(app: FastifyInstance): OperationHandlers {
  return {
    ...timetableHandlers(app),
    ...enrollmentHandlers(app),
    ...makeupHandlers(app),
    ...trialHandlers(app),
    ...promotionHandlers(app),
  };
}

/** Classes, their lessons and lesson exceptions. */
function timetableHandlers(app: FastifyInstance): OperationHandlers {
  const deps = app.kayoi;
  return {
    async listClasses(request) {
      const query = queryOf(request, 'listClasses');
      return success(
        await listClasses(deps, masterActorOf(request), {
          schoolId: query.school_id,
          weekday: query.weekday,
          facilityId: query.facility_id,
          instructorId: query.instructor_id,
          includeInactive: query.include_inactive,
        }),
      );
    },

    async createClass(request, reply) {
      const detail = await createClass(deps, masterActorOf(request), bodyOf(request, 'createClass'));
      return reply.code(201).send(success(detail, classMessages.created));
    },

    getClass: async (request) =>
      success(await readClass(deps, masterActorOf(request), paramsOf(request, 'getClass').id)),

    async updateClass(request) {
      const { id } = paramsOf(request, 'updateClass');
      return success(
        await updateClass(deps, masterActorOf(request), id, bodyOf(request, 'updateClass')),
        classMessages.updated,
      );
    },

    deleteClass: async (request) =>
      success(
        await removeClass(deps, masterActorOf(request), paramsOf(request, 'deleteClass').id),
        classMessages.deactivated,
      ),

    async listLessons(request) {
      const { date, facility_id } = queryOf(request, 'listLessons');
      return success(await lessonsOfDay(deps, masterActorOf(request), date, facility_id));
    },

    async setLessonException(request) {
      const { id, date } = paramsOf(request, 'setLessonException');
      return success(
        await setLessonException(
          deps,
          masterActorOf(request),
          id,
          date,
          bodyOf(request, 'setLessonException'),
        ),
        classMessages.lessonChanged,
      );
    },

    async clearLessonException(request) {
      const { id, date } = paramsOf(request, 'clearLessonException');
      await clearLessonException(deps, masterActorOf(request), id, date);
      return success(null, classMessages.lessonRestored);
    },
  };
}

/** Enrollments, the waiting list, and a member’s classes and grades. */
function enrollmentHandlers(app: FastifyInstance): OperationHandlers {
  const deps = app.kayoi;
  return {
    async listClassEnrollments(request) {
      const { id } = paramsOf(request, 'listClassEnrollments');
      const { include_ended } = queryOf(request, 'listClassEnrollments');
      return success(await classRoster(deps, masterActorOf(request), id, include_ended ?? false));
    },

    async enrollInClass(request, reply) {
      const { id } = paramsOf(request, 'enrollInClass');
      const { result, message } = await enrollInClass(
        deps,
        masterActorOf(request),
        id,
        bodyOf(request, 'enrollInClass'),
      );
      return reply.code(201).send(success(result, message));
    },

    async quoteClassEnrollment(request) {
      const { id } = paramsOf(request, 'quoteClassEnrollment');
      return success(
        await quoteEnrollment(deps, masterActorOf(request), id, bodyOf(request, 'quoteClassEnrollment')),
      );
    },

    async endClassEnrollment(request) {
      const { id, customerId } = paramsOf(request, 'endClassEnrollment');
      const { ends_on } = queryOf(request, 'endClassEnrollment');
      return success(null, await endClassEnrollment(deps, masterActorOf(request), id, customerId, ends_on));
    },

    async moveClassEnrollment(request, reply) {
      const { id, customerId } = paramsOf(request, 'moveClassEnrollment');
      const { enrollment, message } = await moveClassEnrollment(
        deps,
        masterActorOf(request),
        id,
        customerId,
        bodyOf(request, 'moveClassEnrollment'),
      );
      return reply.code(201).send(success(enrollment, message));
    },

    async declineWaitlistOffer(request) {
      const { id, customerId } = paramsOf(request, 'declineWaitlistOffer');
      const { waitlist, message } = await declineWaitlistOffer(deps, masterActorOf(request), id, customerId);
      return success(waitlist, message);
    },

    async listCustomerClasses(request) {
      const { id } = paramsOf(request, 'listCustomerClasses');
      const { include_ended } = queryOf(request, 'listCustomerClasses');
      return success(await listCustomerClasses(deps, masterActorOf(request), id, include_ended ?? false));
    },

    getCustomerGradeHistory: async (request) =>
      success(
        await customerGradeHistory(
          deps,
          masterActorOf(request),
          paramsOf(request, 'getCustomerGradeHistory').id,
        ),
      ),
  };
}

/** Absences and make-up lessons. */
function makeupHandlers(app: FastifyInstance): OperationHandlers {
  const deps = app.kayoi;
  return {
    async listAbsences(request) {
      const query = queryOf(request, 'listAbsences');
      return success(
        await listAbsences(deps, masterActorOf(request), {
          date: query.date,
          customerId: query.customer_id,
          classId: query.class_id,
        }),
      );
    },

    async createAbsence(request, reply) {
      const { absence, message } = await createAbsence(
        deps,
        masterActorOf(request),
        bodyOf(request, 'createAbsence'),
      );
      return reply.code(201).send(success(absence, message));
    },

    async deleteAbsence(request) {
      await deleteAbsence(deps, masterActorOf(request), paramsOf(request, 'deleteAbsence').id);
      return success(null, classMessages.absenceWithdrawn);
    },

    listMakeupCredits: async (request) =>
      success(
        await listMakeupCredits(
          deps,
          masterActorOf(request),
          queryOf(request, 'listMakeupCredits').customer_id,
        ),
      ),

    async listMakeupBookings(request) {
      const query = queryOf(request, 'listMakeupBookings');
      return success(
        await listMakeupBookings(deps, masterActorOf(request), {
          date: query.date,
          customerId: query.customer_id,
        }),
      );
    },

    async createMakeupBooking(request, reply) {
      const booking = await createMakeupBooking(
        deps,
        masterActorOf(request),
        bodyOf(request, 'createMakeupBooking'),
      );
      return reply.code(201).send(success(booking, classMessages.makeupBooked));
    },

    async cancelMakeupBooking(request) {
      await cancelMakeupBooking(deps, masterActorOf(request), paramsOf(request, 'cancelMakeupBooking').id);
      return success(null, classMessages.makeupCancelled);
    },
  };
}

/** 体験: trial lessons booked from a pre-registration, their result and outcome. */
function trialHandlers(app: FastifyInstance): OperationHandlers {
  const deps = app.kayoi;
  return {
    async listTrialLessons(request) {
      const query = queryOf(request, 'listTrialLessons');
      return success(
        await listTrialLessons(deps, masterActorOf(request), {
          preRegistrationId: query.pre_registration_id,
          date: query.date,
        }),
      );
    },

    async listTrialSlots(request) {
      const query = queryOf(request, 'listTrialSlots');
      return success(
        await listTrialSlots(deps, masterActorOf(request), {
          preRegistrationId: query.pre_registration_id,
          from: query.from,
          weeks: query.weeks,
        }),
      );
    },

    async bookTrialLesson(request, reply) {
      const trial = await bookTrialLesson(deps, masterActorOf(request), bodyOf(request, 'bookTrialLesson'));
      return reply.code(201).send(success(trial, trialMessages.booked));
    },

    async cancelTrialLesson(request) {
      await cancelTrialLesson(deps, masterActorOf(request), paramsOf(request, 'cancelTrialLesson').id);
      return success(null, trialMessages.cancelled);
    },

    async recordTrialResult(request) {
      const { id } = paramsOf(request, 'recordTrialResult');
      const trial = await recordTrialResult(
        deps,
        masterActorOf(request),
        id,
        bodyOf(request, 'recordTrialResult'),
      );
      return success(trial, trialMessages.resultRecorded);
    },

    async decideTrialOutcome(request) {
      const { id } = paramsOf(request, 'decideTrialOutcome');
      const { trial, message } = await decideTrialOutcome(
        deps,
        masterActorOf(request),
        id,
        bodyOf(request, 'decideTrialOutcome'),
      );
      return success(trial, message);
    },
  };
}

/** Promotion tests and their results. */
function promotionHandlers(app: FastifyInstance): OperationHandlers {
  const deps = app.kayoi;
  return {
    listPromotionTests: async (request) =>
      success(
        await listPromotionTests(
          deps,
          masterActorOf(request),
          queryOf(request, 'listPromotionTests').school_id,
        ),
      ),

    async createPromotionTest(request, reply) {
      const test = await createPromotionTest(
        deps,
        masterActorOf(request),
        bodyOf(request, 'createPromotionTest'),
      );
      return reply.code(201).send(success(test, classMessages.testCreated));
    },

    listPromotionResults: async (request) =>
      success(
        await listPromotionResults(
          deps,
          masterActorOf(request),
          paramsOf(request, 'listPromotionResults').id,
        ),
      ),

    async recordPromotionResults(request, reply) {
      const { id } = paramsOf(request, 'recordPromotionResults');
      const results = await recordPromotionResults(
        deps,
        masterActorOf(request),
        id,
        bodyOf(request, 'recordPromotionResults'),
      );
      return reply.code(201).send(success(results, classMessages.resultsRecorded));
    },
  };
}
