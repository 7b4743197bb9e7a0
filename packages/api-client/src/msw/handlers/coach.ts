import { canned } from '../canned.ts';

// The coach side of the classes (issue 14): a school's makeup and enrolment rules, as the server answered them
// (`pnpm fixtures`); who may change them and their ranges are the server's.

export const coachHandlers = [canned('getSchoolClassRules'), canned('updateSchoolClassRules')];
