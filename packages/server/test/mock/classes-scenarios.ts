import { addDays, type Day, todayInTokyo } from '@kayoi/domain/calendar';
import { DEMO_CUSTOMER_IDS } from '@kayoi/domain/demo';
import { type Answer, CLOCKS, type ClockName, type Role, type Step } from './drivers.ts';
import type { Scenario } from './scenarios.ts';

// The classes scenarios (issue 14) the mock's classes fixtures are recorded from (`pnpm fixtures` writes their
// answers to fixtures/classes-<clock>.json) and the parity test replays: the timetable and the lane board, a
// class built with its lane and coach clashes refused, enrolment up to full and the waiting list, an absence
// with its makeup credit and booking (seen on the tablet), a lesson cancelled for one day, a promotion test
// and its results, a waiting-list offer declined, the school's rules; the customer record's classes and grade
// history. In 渋谷校 of the Storybook school: ジュニア上級 (class 2, Monday 16:00, 第2レーン) and
// ジュニア初級 (class 10, Wednesday 16:00) are of the same program; 幼児初級 (class 5, Tuesday) is full.

const get = (as: Role, path: string): Step => ({ as, method: 'GET', path });
const send = (as: Role, method: Step['method'], path: string, json?: unknown): Step => ({
  as,
  method,
  path,
  ...(json === undefined ? {} : { json }),
});
/** The member's record read back after a change (the contract's weekly slots, the grade). */
const customerRecord = (id: number) => () => [{ collection: 'customers', path: `/api/customers/${id}` }];

const { active } = DEMO_CUSTOMER_IDS;
/** 新井 彩葉 (14級), enrolled in ジュニア上級 (class 2, Monday). */
const ARAI = 85;
/** 加藤 結衣 (24級), enrolled in ジュニア上級 too. */
const KATO = 152;
/** 太田 楓, enrolled in the full 幼児初級 (class 5). */
const OTA = 125;
const JUNIOR_MONDAY = 2;
const JUNIOR_WEDNESDAY = 10;
const FULL_TUESDAY = 5;
const ADULT_TUESDAY = 8;
const ABSENT_ON = '2026-11-23';
const MAKEUP_ON = '2026-11-25';

/** The seven days from the clock's day: the lessons the detail page and the tablet ask for. */
const week = (clock: ClockName): Day[] => {
  const today = todayInTokyo(new Date(CLOCKS[clock].at));
  return Array.from({ length: 7 }, (_, i) => addDays(today, i));
};

/** The timetable, the lane board (every weekday, and one facility's), a class, its roster and the day's lessons. */
const reads = (clock: ClockName): Step[] => [
  get('manager', '/api/classes'),
  get('staff', '/api/classes'),
  get('manager', '/api/classes?school_id=1'),
  get('manager', '/api/classes?include_inactive=true'),
  ...[0, 1, 2, 3, 4, 5, 6].flatMap((weekday) => [
    get('manager', `/api/classes?weekday=${weekday}`),
    get('manager', `/api/classes?facility_id=1&weekday=${weekday}`),
  ]),
  get('staff', '/api/classes?instructor_id=2'),
  ...[JUNIOR_MONDAY, FULL_TUESDAY, JUNIOR_WEDNESDAY].flatMap((id) => [
    get('manager', `/api/classes/${id}`),
    get('manager', `/api/classes/${id}/enrollments`),
  ]),
  get('manager', '/api/classes/9999'),
  ...week(clock).flatMap((date) => [
    get('manager', `/api/lessons?date=${date}`),
    get('manager', `/api/makeup-bookings?date=${date}`),
  ]),
  get('manager', '/api/lessons?date=2026-11-23&facility_id=1'),
  get('manager', '/api/lessons?date=2026-13-01'),
  get('manager', `/api/absences?class_id=${JUNIOR_MONDAY}&date=${ABSENT_ON}`),
  get('manager', `/api/makeup-credits?customer_id=${ARAI}`),
  get('manager', `/api/makeup-credits?customer_id=${active}`),
  get('manager', '/api/promotion-tests'),
  get('manager', '/api/promotion-tests?school_id=1'),
  // The customer record's classes and grade history, the school's rules.
  ...[ARAI, active, OTA].flatMap((id) => [
    get('manager', `/api/customers/${id}/classes`),
    get('manager', `/api/customers/${id}/grade-history`),
  ]),
  get('staff', `/api/customers/${ARAI}/classes?include_ended=true`),
  get('manager', '/api/schools/1/class-rules'),
  get('staff', '/api/schools/1/class-rules'),
];

/** A new Friday class of ジュニアコース in 第3レーン, 18:30–19:30, with 鈴木 健太 (who teaches until 18:30). */
const fridayClass = (changes: Record<string, unknown> = {}) => ({
  school_id: 1,
  program_id: 3,
  name: 'ジュニア 金曜18:30',
  day_of_week: 5,
  start_time: '18:30',
  end_time: '19:30',
  facility_id: 1,
  lane_ids: [3],
  instructor_id: 3,
  assistant_instructor_id: null,
  capacity: 1,
  min_grade_id: null,
  max_grade_id: null,
  starts_on: null,
  ends_on: null,
  notes: null,
  is_active: true,
  ...changes,
});

/** スイミング's rules as a head coach sets them: two months to make a lesson up, booked 90 minutes ahead, 変更締切日 20. */
const SCHOOL_RULES = {
  makeup_validity_months: 2,
  cancelled_validity_months: 3,
  makeup_quota_per_weekly_lesson: 2,
  booking_cutoff_minutes: 90,
  waitlist_hold_hours: 48,
  change_deadline_day: 20,
};

const createdId = (answers: readonly Answer[]) => answers[0]?.body?.data?.id as number | undefined;

export const CLASS_SCENARIOS: readonly Scenario[] = [
  ...(Object.keys(CLOCKS) as ClockName[]).map(
    (clock): Scenario => ({
      name: `classes: the timetable, the lane board and the lessons of the week from ${clock}`,
      clocks: [clock],
      fixtures: 'classes',
      steps: reads(clock),
    }),
  ),
  {
    name: 'classes: a coach builds a class on the board; a lane or a coach already taken is refused',
    clocks: ['friday'],
    fixtures: 'classes',
    steps: [
      send('staff', 'POST', '/api/classes', fridayClass()),
      {
        expand: (answers) => {
          const id = createdId(answers);
          if (!id) return [];
          return [
            get('staff', `/api/classes/${id}`),
            get('manager', '/api/classes?weekday=5'),
            get('manager', '/api/classes?facility_id=1&weekday=5'),
            // 第1レーン is ジュニア上級's at 17:30–18:30; 鈴木 健太 teaches it.
            send(
              'staff',
              'POST',
              '/api/classes',
              fridayClass({ name: '重複 レーン', lane_ids: [1], start_time: '18:00', instructor_id: 4 }),
            ),
            send(
              'staff',
              'POST',
              '/api/classes',
              fridayClass({ name: '重複 コーチ', lane_ids: [4], start_time: '18:00' }),
            ),
            send('staff', 'POST', '/api/classes', fridayClass({ name: '時刻が逆', start_time: '20:00' })),
            // Dragged on the board to 第1レーン at 18:00 (taken), then resized to 90 minutes in its own lane.
            send(
              'staff',
              'PUT',
              `/api/classes/${id}`,
              fridayClass({ lane_ids: [1], start_time: '18:00', end_time: '19:00' }),
            ),
            send('staff', 'PUT', `/api/classes/${id}`, fridayClass({ end_time: '20:00', capacity: 2 })),
            get('staff', `/api/classes/${id}`),
            get('manager', '/api/classes?weekday=5'),
            get('manager', '/api/classes?facility_id=1&weekday=5'),
            send('manager', 'DELETE', `/api/classes/${id}`),
            get('manager', '/api/classes?weekday=5'),
          ];
        },
      },
    ],
  },
  {
    name: 'classes: enrolment up to capacity, then the waiting list, then the freed seat',
    clocks: ['friday'],
    fixtures: 'classes',
    steps: [
      // What enrolling would make (issue 29), asked before the desk confirms.
      send('staff', 'POST', `/api/classes/${FULL_TUESDAY}/enrollment-quote`, {
        customer_id: active,
        starts_on: null,
      }),
      send('staff', 'POST', `/api/classes/${FULL_TUESDAY}/enrollments`, {
        customer_id: active,
        join_waitlist: false,
      }),
      send('staff', 'POST', `/api/classes/${FULL_TUESDAY}/enrollments`, {
        customer_id: active,
        join_waitlist: true,
      }),
      get('staff', `/api/classes/${FULL_TUESDAY}/enrollments`),
      get('staff', `/api/classes/${FULL_TUESDAY}`),
      // 太田 楓 leaves: the seat is offered to the first in line, held for them.
      send('staff', 'DELETE', `/api/classes/${FULL_TUESDAY}/enrollments/${OTA}`),
      get('staff', `/api/classes/${FULL_TUESDAY}/enrollments`),
      // The offered member takes it from tomorrow, the first day it is free.
      {
        ...send('staff', 'POST', `/api/classes/${FULL_TUESDAY}/enrollments`, {
          customer_id: active,
          join_waitlist: false,
          starts_on: '2026-11-21',
        }),
        effects: customerRecord(active),
      },
      get('staff', `/api/classes/${FULL_TUESDAY}/enrollments`),
      get('staff', `/api/classes/${FULL_TUESDAY}`),
      // A seat in ジュニア上級, the same member twice, then 曜日変更 to ジュニア初級 (Wednesday).
      {
        ...send('staff', 'POST', `/api/classes/${JUNIOR_MONDAY}/enrollments`, {
          customer_id: OTA,
          join_waitlist: false,
        }),
        effects: customerRecord(OTA),
      },
      send('staff', 'POST', `/api/classes/${JUNIOR_MONDAY}/enrollments`, {
        customer_id: OTA,
        join_waitlist: false,
      }),
      get('staff', `/api/classes/${JUNIOR_MONDAY}/enrollments`),
      {
        ...send('staff', 'POST', `/api/classes/${JUNIOR_MONDAY}/enrollments/${OTA}/move`, {
          to_class_id: JUNIOR_WEDNESDAY,
        }),
        effects: customerRecord(OTA),
      },
      get('staff', `/api/classes/${JUNIOR_MONDAY}/enrollments`),
      get('staff', `/api/classes/${JUNIOR_WEDNESDAY}/enrollments`),
      get('staff', `/api/classes/${JUNIOR_MONDAY}/enrollments?include_ended=true`),
    ],
  },
  {
    name: 'classes: a seat offered from the waiting list is declined and goes to the next in line',
    clocks: ['friday'],
    fixtures: 'classes',
    steps: [
      ...[active, ARAI].map((id) =>
        send('staff', 'POST', `/api/classes/${FULL_TUESDAY}/enrollments`, {
          customer_id: id,
          join_waitlist: true,
        }),
      ),
      send('staff', 'DELETE', `/api/classes/${FULL_TUESDAY}/enrollments/${OTA}`),
      get('staff', `/api/customers/${active}/classes`),
      send('staff', 'POST', `/api/classes/${FULL_TUESDAY}/waitlist/${active}/decline`),
      send('staff', 'POST', `/api/classes/${FULL_TUESDAY}/waitlist/${active}/decline`),
      get('staff', `/api/classes/${FULL_TUESDAY}/enrollments`),
      get('staff', `/api/customers/${ARAI}/classes`),
      get('staff', `/api/customers/${active}/classes`),
    ],
  },
  {
    name: 'classes: a school sets its makeup rules',
    clocks: ['friday'],
    fixtures: 'classes',
    steps: [
      get('manager', '/api/schools/1/class-rules'),
      send('manager', 'PUT', '/api/schools/1/class-rules', {
        makeup_validity_months: 2,
        cancelled_validity_months: 3,
        makeup_quota_per_weekly_lesson: 3,
        booking_cutoff_minutes: 30,
        waitlist_hold_hours: 24,
        change_deadline_day: 20,
      }),
      get('manager', '/api/schools/1/class-rules'),
      get('staff', '/api/schools/1/class-rules'),
    ],
  },
  {
    name: 'classes: an absence gives a makeup credit; the makeup is booked, shown on the tablet, cancelled',
    clocks: ['friday'],
    fixtures: 'classes',
    steps: [
      send('staff', 'POST', '/api/absences', {
        class_id: JUNIOR_MONDAY,
        customer_id: ARAI,
        lesson_date: ABSENT_ON,
        reason: '発熱',
      }),
      send('staff', 'POST', '/api/absences', {
        class_id: JUNIOR_MONDAY,
        customer_id: ARAI,
        lesson_date: ABSENT_ON,
        reason: null,
      }),
      send('staff', 'POST', '/api/absences', {
        class_id: JUNIOR_MONDAY,
        customer_id: active,
        lesson_date: ABSENT_ON,
        reason: null,
      }),
      get('staff', `/api/absences?class_id=${JUNIOR_MONDAY}&date=${ABSENT_ON}`),
      get('staff', `/api/absences?customer_id=${ARAI}`),
      get('staff', `/api/makeup-credits?customer_id=${ARAI}`),
      get('staff', `/api/lessons?date=${ABSENT_ON}`),
      {
        expand: (answers) => {
          const absence = answers[0]?.body?.data;
          const credit = absence?.credit?.id as number | undefined;
          if (!absence || !credit) return [];
          const booking = (class_id: number) => ({ credit_id: credit, class_id, lesson_date: MAKEUP_ON });
          return [
            send('staff', 'POST', '/api/makeup-bookings', {
              ...booking(ADULT_TUESDAY),
              lesson_date: '2026-11-24',
            }),
            send('staff', 'POST', '/api/makeup-bookings', booking(JUNIOR_WEDNESDAY)),
            send('staff', 'POST', '/api/makeup-bookings', booking(JUNIOR_WEDNESDAY)),
            get('staff', `/api/makeup-credits?customer_id=${ARAI}`),
            get('staff', `/api/makeup-bookings?date=${MAKEUP_ON}`),
            get('staff', `/api/makeup-bookings?customer_id=${ARAI}`),
            get('staff', `/api/lessons?date=${MAKEUP_ON}`),
            get('staff', `/api/tablet-attendance/lessons?date=${MAKEUP_ON}`),
            get('manager', `/api/tablet-attendance/lessons?date=${MAKEUP_ON}`),
            // A booked absence is not withdrawn; the booking is cancelled first (the credit comes back).
            send('staff', 'DELETE', `/api/absences/${absence.id}`),
          ];
        },
      },
      {
        expand: (answers) => {
          const booking = answers.find((a) => a.op === 'createMakeupBooking' && a.status === 201)?.body?.data;
          const absence = answers[0]?.body?.data;
          if (!booking || !absence) return [];
          return [
            send('staff', 'DELETE', `/api/makeup-bookings/${booking.id}`),
            get('staff', `/api/makeup-credits?customer_id=${ARAI}`),
            get('staff', `/api/lessons?date=${MAKEUP_ON}`),
            get('staff', `/api/tablet-attendance/lessons?date=${MAKEUP_ON}`),
            send('staff', 'DELETE', `/api/absences/${absence.id}`),
            get('staff', `/api/absences?class_id=${JUNIOR_MONDAY}&date=${ABSENT_ON}`),
            get('staff', `/api/makeup-credits?customer_id=${ARAI}`),
          ];
        },
      },
    ],
  },
  {
    name: 'classes: a lesson cancelled for one day gives its members credits, then is restored',
    clocks: ['friday'],
    fixtures: 'classes',
    steps: [
      send('staff', 'PUT', `/api/classes/${JUNIOR_MONDAY}/lessons/${ABSENT_ON}`, {
        kind: 'moved',
        reason: '研修のため',
        substitute_instructor_id: 3,
        lane_id: null,
      }),
      get('staff', `/api/lessons?date=${ABSENT_ON}`),
      send('manager', 'PUT', `/api/classes/${JUNIOR_MONDAY}/lessons/${ABSENT_ON}`, {
        kind: 'cancelled',
        reason: '設備点検',
      }),
      get('manager', `/api/lessons?date=${ABSENT_ON}`),
      get('manager', `/api/makeup-credits?customer_id=${KATO}`),
      send('manager', 'DELETE', `/api/classes/${JUNIOR_MONDAY}/lessons/${ABSENT_ON}`),
      get('manager', `/api/lessons?date=${ABSENT_ON}`),
    ],
  },
  {
    name: 'classes: a promotion test, its results, and the pass moving the member up',
    clocks: ['friday'],
    fixtures: 'classes',
    steps: [
      send('manager', 'POST', '/api/promotion-tests', {
        school_id: 1,
        held_on: '2026-11-20',
        name: '11月 進級テスト',
        notes: null,
      }),
      send('manager', 'POST', '/api/promotion-tests', { school_id: 1, held_on: '2026-02-30' }),
      get('manager', '/api/promotion-tests?school_id=1'),
      {
        expand: (answers) => {
          const id = createdId(answers);
          if (!id) return [];
          return [
            get('staff', `/api/promotion-tests/${id}/results`),
            {
              ...send('staff', 'POST', `/api/promotion-tests/${id}/results`, {
                results: [
                  { customer_id: ARAI, passed: true, skill_ids: [], notes: 'クロール25m' },
                  { customer_id: KATO, passed: false, skill_ids: [], notes: null },
                ],
              }),
              effects: () => [
                { collection: 'customers', path: `/api/customers/${ARAI}` },
                { collection: 'customers', path: `/api/customers/${KATO}` },
              ],
            },
            send('staff', 'POST', `/api/promotion-tests/${id}/results`, {
              results: [{ customer_id: 999_999, passed: true }],
            }),
            get('staff', `/api/promotion-tests/${id}/results`),
            get('manager', '/api/promotion-tests?school_id=1'),
            get('staff', `/api/customers/${ARAI}/grade-history`),
            get('staff', `/api/customers/${KATO}/grade-history`),
            get('staff', `/api/classes/${JUNIOR_MONDAY}/enrollments`),
          ];
        },
      },
    ],
  },
  {
    // The coach side: スイミング's makeup and enrolment rules read by staff and set by a manager (staff are refused
    // by x-roles, which the authorization matrix covers).
    name: "classes: a school's makeup and enrolment rules, read by staff and set by a manager",
    clocks: ['friday', 'saturday'],
    fixtures: 'classes',
    steps: [
      get('staff', '/api/schools/1/class-rules'),
      get('manager', '/api/schools/1/class-rules'),
      send('manager', 'PUT', '/api/schools/1/class-rules', SCHOOL_RULES),
      get('staff', '/api/schools/1/class-rules'),
      get('manager', '/api/schools/1/class-rules'),
    ],
  },
  {
    // 体験 (issue 29): 山田's application gets a trial in ジュニア初級 (Wednesday 25 November) among the lessons
    // with a free seat (the pre-registration stories book it); its result and outcome are refused before the lesson
    // day; it is cancelled.
    name: 'classes: a 体験 booked for an application, its result refused before the lesson, cancelled',
    clocks: ['friday', 'saturday'],
    fixtures: 'classes',
    steps: [
      get('manager', '/api/customer-pre-registrations'),
      {
        expand: (answers) => {
          const application = (
            answers[0]?.body?.data as { id: number; family_name: string }[] | undefined
          )?.find((row) => row.family_name === '山田')?.id;
          if (application === undefined) return [];
          return [
            get('manager', `/api/trial-lessons?pre_registration_id=${application}`),
            get('manager', `/api/trial-lessons/slots?pre_registration_id=${application}&weeks=2`),
            send('manager', 'POST', '/api/trial-lessons', {
              pre_registration_id: application,
              class_id: JUNIOR_WEDNESDAY,
              lesson_date: MAKEUP_ON,
            }),
            get('manager', `/api/trial-lessons?pre_registration_id=${application}`),
            get('manager', `/api/trial-lessons?date=${MAKEUP_ON}`),
          ];
        },
      },
      {
        expand: (answers) => {
          const trial = answers.find((a) => a.op === 'bookTrialLesson')?.body?.data?.id as number | undefined;
          if (trial === undefined) return [];
          return [
            send('manager', 'PUT', `/api/trial-lessons/${trial}/result`, { attendance: 'present' }),
            send('manager', 'POST', `/api/trial-lessons/${trial}/outcome`, { outcome: 'enrolled' }),
            send('manager', 'DELETE', `/api/trial-lessons/${trial}`),
            get('manager', `/api/lessons?date=${MAKEUP_ON}`),
          ];
        },
      },
    ],
  },
];
