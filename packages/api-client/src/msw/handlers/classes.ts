import { canned } from '../canned.ts';

// Classes (issue 14): the timetable, lessons and lesson changes. Every answer is the server's, recorded
// (`pnpm fixtures`): double-booking, closed days and the counts are the server's rules, never the mock's.
// A request nobody recorded answers 501 naming itself.

export const classHandlers = [
  canned('listClasses'),
  canned('createClass'),
  canned('getClass'),
  canned('updateClass'),
  canned('deleteClass'),
  canned('listLessons'),
  canned('setLessonException'),
  canned('clearLessonException'),
  canned('listClassEnrollments'),
  canned('enrollInClass'),
  canned('endClassEnrollment'),
  canned('moveClassEnrollment'),
  canned('declineWaitlistOffer'),
  canned('listCustomerClasses'),
  canned('listAbsences'),
  canned('createAbsence'),
  canned('deleteAbsence'),
  canned('listMakeupCredits'),
  canned('listMakeupBookings'),
  canned('createMakeupBooking'),
  canned('cancelMakeupBooking'),
  canned('listPromotionTests'),
  canned('createPromotionTest'),
  canned('listPromotionResults'),
  canned('recordPromotionResults'),
  canned('getCustomerGradeHistory'),
];
