import { canned } from '../canned.ts';

// The coach side of the classes (issue 14): a school's makeup and enrolment rules, as the server answered them
// (`pnpm fixtures`); who may change them and their ranges are the server's. A school nobody recorded answers
// as the server answers a school that never saved its rules (the defaults, `is_default`), so a master page of
// a school made in a story shows its rules card.

const NEVER_SAVED = {
  makeup_validity_months: 1,
  cancelled_validity_months: 3,
  makeup_quota_per_weekly_lesson: 2,
  booking_cutoff_minutes: 60,
  waitlist_hold_hours: 48,
  change_deadline_day: null,
  is_default: true,
};

export const coachHandlers = [
  canned('getSchoolClassRules', {
    fallback: (request) => ({
      success: true,
      data: { school_id: Number(new URL(request.url).pathname.split('/').at(-2)), ...NEVER_SAVED },
      timestamp: '',
    }),
  }),
  canned('updateSchoolClassRules'),
];
