import type {
  Absence,
  MakeupCredit,
  MemberClasses,
  MemberGradeHistory,
  WaitlistEntry,
  WeeklyClass,
} from '@kayoi/api-client';
import { answerHandler } from '@kayoi/api-client/msw';

// The customer record's classes, absences and makeups in stories: 山田 花子 (20級) in ジュニア 月曜16:00, waiting
// for the full 水曜 class, with her makeup credits and grade history. Answered by per-story overrides: the canned
// mock holds no recorded timetable (as the class screens' stories).

function weekly(
  id: number,
  name: string,
  day: number,
  start: string,
  end: string,
  counts: { capacity: number; enrolled: number; waitlist?: number },
  lane = 2,
): WeeklyClass {
  return {
    id,
    store_id: 1,
    school: { id: 1, name: 'スイミング' },
    program: { id: 4, name: 'ジュニア 週1回' },
    name,
    day_of_week: day,
    start_time: start,
    end_time: end,
    facility: { id: 3, name: '25mプール' },
    lanes: [{ id: 10 + lane, number: lane, name: `第${lane}レーン`, is_shared: false, capacity: 8 }],
    instructor: { id: 5, name: '鈴木 健太' },
    assistant_instructor: id === 21 ? { id: 6, name: '高橋 由美' } : null,
    capacity: counts.capacity,
    enrolled_count: counts.enrolled,
    waitlist_count: counts.waitlist ?? 0,
    min_grade: { id: 35, name: '25級' },
    max_grade: { id: 26, name: '16級' },
    starts_on: '2026-04-01',
    ends_on: null,
    notes: null,
    is_active: true,
  };
}

export const MONDAY_CLASS = weekly(21, 'ジュニア 月曜16:00', 1, '16:00', '17:00', {
  capacity: 12,
  enrolled: 11,
});
export const WEDNESDAY_CLASS = weekly(
  24,
  'ジュニア 水曜16:00',
  3,
  '16:00',
  '17:00',
  { capacity: 10, enrolled: 10, waitlist: 2 },
  3,
);
export const FRIDAY_CLASS = weekly(
  26,
  'ジュニア 金曜17:00',
  5,
  '17:00',
  '18:00',
  { capacity: 10, enrolled: 6 },
  4,
);
export const ADVANCED_CLASS = {
  ...weekly(27, '選手育成 土曜10:00', 6, '10:00', '11:30', { capacity: 8, enrolled: 8 }, 1),
  min_grade: { id: 20, name: '5級' },
  max_grade: { id: 15, name: '1級' },
};
export const STORE_CLASSES = [MONDAY_CLASS, WEDNESDAY_CLASS, FRIDAY_CLASS, ADVANCED_CLASS];

const member = { customer_id: 1, member_number: '000001', name: '山田 花子', name_kana: 'ヤマダ ハナコ' };

const enrollment = (
  klass: WeeklyClass,
  id: number,
  from: string,
  until: string | null,
  movedFrom: WeeklyClass | null = null,
) => ({
  enrollment: {
    id,
    class_id: klass.id,
    ...member,
    grade: { id: 30, name: '20級' },
    enrolled_on: from,
    ended_on: until,
    grade_override_reason: null,
    moved_from: movedFrom ? { id: movedFrom.id, name: movedFrom.name } : null,
  },
  class: klass,
});

export const waitEntry = (status: WaitlistEntry['status'], position = 1): WaitlistEntry => ({
  id: 12,
  class_id: WEDNESDAY_CLASS.id,
  ...member,
  position,
  status,
  created_at: '2026-11-02T10:15:30+09:00',
  offer_expires_at: status === 'offered' ? '2026-11-23T18:30:00+09:00' : null,
});

export const memberClasses = (
  options: { waitlist?: WaitlistEntry['status'] | null; history?: boolean } = {},
): MemberClasses => ({
  customer_id: member.customer_id,
  enrollments: [
    enrollment(MONDAY_CLASS, 301, '2026-10-01', null, FRIDAY_CLASS),
    ...(options.history ? [enrollment(FRIDAY_CLASS, 280, '2026-04-01', '2026-09-30')] : []),
  ],
  waitlist:
    options.waitlist === null
      ? []
      : [
          {
            entry: waitEntry(options.waitlist ?? 'waiting', options.waitlist === 'offered' ? 1 : 2),
            class: WEDNESDAY_CLASS,
          },
        ],
});

const credit = (
  id: number,
  lessonDate: string,
  expires: string,
  status: MakeupCredit['status'],
  extra: Partial<MakeupCredit> = {},
): MakeupCredit => ({
  id,
  customer_id: member.customer_id,
  source: 'absence',
  class: { id: MONDAY_CLASS.id, name: MONDAY_CLASS.name },
  program: { id: 4, name: 'ジュニア 週1回' },
  lesson_date: lessonDate,
  expires_on: expires,
  status,
  booking: null,
  ...extra,
});

export const CREDITS: MakeupCredit[] = [
  credit(77, '2026-11-16', '2026-12-31', 'available'),
  // A booking far enough ahead that the baseline keeps saying 振替予約済み.
  credit(76, '2026-11-09', '2027-03-31', 'booked', {
    booking: { id: 9, class: { id: FRIDAY_CLASS.id, name: FRIDAY_CLASS.name }, lesson_date: '2027-03-05' },
  }),
  credit(70, '2026-10-12', '2026-11-30', 'booked', {
    booking: { id: 5, class: { id: FRIDAY_CLASS.id, name: FRIDAY_CLASS.name }, lesson_date: '2026-10-16' },
  }),
  credit(61, '2026-09-07', '2026-10-31', 'expired'),
  credit(58, '2026-08-31', '2026-10-31', 'withdrawn', { source: 'cancelled' }),
];

export const ABSENCES: Absence[] = [
  {
    id: 41,
    class: { id: MONDAY_CLASS.id, name: MONDAY_CLASS.name },
    customer_id: member.customer_id,
    customer_name: member.name,
    lesson_date: '2026-11-16',
    reason: '発熱のため',
    recorded_at: '2026-11-16T09:12:00+09:00',
    recorded_by: { id: 2, name: '佐藤 美咲' },
    credit: CREDITS[0] as MakeupCredit,
  },
];

export const GRADE_HISTORY: MemberGradeHistory = {
  customer_id: member.customer_id,
  current_grade: { id: 30, name: '20級' },
  entries: [
    {
      id: 5,
      from_grade: { id: 31, name: '21級' },
      to_grade: { id: 30, name: '20級' },
      test: { id: 3, name: '10月 進級テスト', held_on: '2026-10-24' },
      changed_by: { id: 5, name: '鈴木 健太' },
      changed_at: '2026-10-24T11:30:00+09:00',
    },
    {
      id: 2,
      from_grade: { id: 32, name: '22級' },
      to_grade: { id: 31, name: '21級' },
      test: { id: 1, name: '7月 進級テスト', held_on: '2026-07-18' },
      changed_by: { id: 6, name: '高橋 由美' },
      changed_at: '2026-07-18T11:05:00+09:00',
    },
  ],
};

/** A lesson day of the store for the makeup picker: the Friday class with free seats, the full Wednesday one. */
export const lessonDay = (date: string) => ({
  date,
  is_open: true,
  closed_note: null,
  lessons: [FRIDAY_CLASS, WEDNESDAY_CLASS].map((k) => ({
    class_id: k.id,
    date,
    name: k.name,
    school: k.school,
    program: k.program,
    day_of_week: k.day_of_week,
    start_time: k.start_time,
    end_time: k.end_time,
    facility: k.facility,
    lanes: k.lanes,
    instructor: k.instructor,
    assistant_instructor: k.assistant_instructor,
    substitute_instructor: null,
    capacity: k.capacity,
    enrolled: k.enrolled_count,
    absent: 0,
    makeups: 0,
    booked: k.enrolled_count,
    present: null,
    status: 'scheduled' as const,
    exception_reason: null,
    min_grade: k.min_grade,
    max_grade: k.max_grade,
  })),
});

/** The customer record's reads answered (the customer screens' stories put these before the fixture handlers). */
/** What enrolling into a class makes (issue 29): a new contract, December pro-rata from the 11th and 入会金. */
const QUOTE = {
  billing_month: '2026-12',
  contract: {
    program_id: 3,
    program_name: '小学生コース',
    plan_name: '小学生コース',
    monthly_fee: 7700,
    starts_on: '2026-12-11',
  },
  existing_contract: null,
  lines: [
    {
      kind: 'pro_rata_fee' as const,
      description: '小学生コース 月会費（日割 21/31日）',
      amount: 5216,
      tax_rate: 10 as const,
      from_enrolment: true,
    },
    {
      kind: 'entrance_fee' as const,
      description: '入会金（小学生コース）',
      amount: 5500,
      tax_rate: 10 as const,
      from_enrolment: true,
    },
  ],
  total: 10716,
};

export const memberClassHandlers = (classes: MemberClasses = memberClasses({ waitlist: null })) => [
  answerHandler('listCustomerClasses', classes),
  answerHandler('listMakeupCredits', CREDITS),
  answerHandler('listAbsences', ABSENCES),
  answerHandler('getCustomerGradeHistory', GRADE_HISTORY),
  answerHandler('listClasses', STORE_CLASSES),
  answerHandler('quoteClassEnrollment', QUOTE),
];
