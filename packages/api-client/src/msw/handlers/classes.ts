import { canned, type KeyOf } from '../canned.ts';
import { jsonBody } from '../http.ts';

// Classes (issue 14): the timetable, lessons and lesson changes, enrolment and the waiting list, absences and
// makeups, promotion tests. Every answer is the server's, recorded (`pnpm fixtures`, the classes scenarios of
// packages/server/test/mock/classes-scenarios.ts, kept in fixtures/classes-<clock>.json): double-booking,
// capacity and the waiting list, credits and their quota, closed days and the counts are the server's rules,
// never the mock's. A request nobody recorded answers 501 naming itself.

/** A change's answer is found by the JSON fields that say what it changes (`customer_id=85 …`), not only its path. */
const fields =
  (...names: string[]): KeyOf =>
  async (request) => {
    const body = await jsonBody(request);
    return names.map((name) => `${name}=${JSON.stringify(body[name] ?? null)}`).join(' ');
  };
const classKey = fields('name', 'day_of_week', 'start_time', 'end_time', 'lane_ids', 'instructor_id');

export const classHandlers = [
  canned('listClasses'),
  canned('createClass', { key: classKey }),
  canned('getClass'),
  canned('updateClass', { key: classKey }),
  canned('deleteClass'),
  canned('listLessons'),
  canned('setLessonException', { key: fields('kind') }),
  canned('clearLessonException'),
  canned('listClassEnrollments'),
  canned('enrollInClass', { key: fields('customer_id', 'join_waitlist') }),
  canned('quoteClassEnrollment', { key: fields('customer_id', 'starts_on') }),
  canned('endClassEnrollment'),
  canned('moveClassEnrollment', { key: fields('to_class_id') }),
  canned('declineWaitlistOffer'),
  canned('listCustomerClasses'),
  canned('listAbsences'),
  canned('createAbsence', { key: fields('class_id', 'customer_id', 'lesson_date') }),
  canned('deleteAbsence'),
  canned('listMakeupCredits'),
  canned('listMakeupBookings'),
  canned('createMakeupBooking', { key: fields('credit_id', 'class_id', 'lesson_date') }),
  canned('cancelMakeupBooking'),
  // 体験 (issue 29), recorded for 山田's application; the other applications have none booked and no lesson offered.
  canned('listTrialLessons', { fallback: () => ({ success: true, data: [], timestamp: '' }) }),
  canned('listTrialSlots', { fallback: () => ({ success: true, data: [], timestamp: '' }) }),
  canned('bookTrialLesson', { key: fields('pre_registration_id', 'class_id', 'lesson_date') }),
  canned('cancelTrialLesson'),
  canned('recordTrialResult', { key: fields('attendance') }),
  canned('decideTrialOutcome', { key: fields('outcome') }),
  canned('listPromotionTests'),
  canned('createPromotionTest', { key: fields('school_id', 'held_on') }),
  canned('listPromotionResults'),
  canned('recordPromotionResults', { key: fields('results') }),
  canned('getCustomerGradeHistory'),
];
