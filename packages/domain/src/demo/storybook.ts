import { buildApplications } from './applications.ts';
import { createRandom } from './random.ts';
import {
  buildAttendances,
  buildCards,
  buildClasses,
  buildCustomers,
  buildReaderDevices,
  PROGRAMS,
  STAFF,
  STORES,
} from './school.ts';

/** The seed of the school's stream of chance (the people and each member's visits have their own). */
const SCHOOL_SEED = 20_261_121;

/** The whole Storybook school at `now` (ms): the same school for the same clock, on every machine. */
export function buildSchool(now: number) {
  const random = createRandom(SCHOOL_SEED);
  const classes = buildClasses();
  const customers = buildCustomers(random, classes, now);
  const attendances = buildAttendances(random, customers, classes, now);
  return {
    now,
    stores: STORES,
    staff: STAFF,
    programs: PROGRAMS,
    classes,
    customers,
    attendances,
    cards: buildCards(now, STAFF, customers),
    readerDevices: buildReaderDevices(now),
    // Two of 渋谷校's applications became members #7 and #8.
    applications: buildApplications(now, [7, 8]),
  };
}

export type School = ReturnType<typeof buildSchool>;
