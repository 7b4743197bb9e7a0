import { DEFAULT_ABSENCE_CUTOFF_MINUTES, DEFAULT_SCHOOL_CLASS_RULES } from '@kayoi/domain/constants';
import { canned } from '../canned.ts';

// The coach side of the classes (issue 14): a school's makeup and enrolment rules, as the server answered them
// (`pnpm fixtures`); who may change them and their ranges are the server's. A school nobody recorded answers
// as the server answers a school that never saved its rules (the defaults, `is_default`), so a master page of
// a school made in a story shows its rules card.

const NEVER_SAVED = {
  ...DEFAULT_SCHOOL_CLASS_RULES,
  change_deadline_day: null,
  absence_cutoff_minutes: DEFAULT_ABSENCE_CUTOFF_MINUTES,
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
