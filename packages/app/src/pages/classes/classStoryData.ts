import type { WeeklyClass } from '@kayoi/api-client';

// The class screens' stories: 渋谷校's 25mプール (six lanes, the sixth shared) and a Monday of classes, answered by
// per-story overrides (the canned mock holds no recorded timetable).

const lane = (number: number) => ({
  id: 10 + number,
  number,
  name: `第${number}レーン`,
  length_m: 25,
  min_depth_cm: 110,
  max_depth_cm: 130,
  is_shared: number === 6,
  capacity: number === 6 ? 20 : 8,
  is_active: true,
  class_count: 1,
});

export const POOL = {
  id: 3,
  store_id: 1,
  name: '25mプール',
  kind: 'pool' as const,
  capacity: 60,
  notes: '6コース・水温31℃',
  sort_order: 1,
  is_active: true,
  lanes: [1, 2, 3, 4, 5, 6].map(lane),
};

export const facilityPage = (facilities: unknown[]) => ({
  data: facilities,
  meta: {
    current_page: 1,
    last_page: 1,
    per_page: 100,
    total: facilities.length,
    from: 1,
    to: facilities.length,
  },
});

const classLane = (number: number) => {
  const { id, name, is_shared, capacity } = lane(number);
  return { id, number, name, is_shared, capacity };
};

const coaches = {
  suzuki: { id: 5, name: '鈴木 健太' },
  takahashi: { id: 6, name: '高橋 由美' },
  tanaka: { id: 7, name: '田中 翔太' },
};

function weekly(
  id: number,
  name: string,
  start: string,
  end: string,
  lanes: number[],
  instructor: { id: number; name: string },
  counts: { capacity: number; enrolled: number; waitlist?: number },
  day = 1,
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
    facility: { id: POOL.id, name: POOL.name },
    lanes: lanes.map(classLane),
    instructor,
    assistant_instructor: null,
    capacity: counts.capacity,
    enrolled_count: counts.enrolled,
    waitlist_count: counts.waitlist ?? 0,
    min_grade: { id: 30, name: '25級' },
    max_grade: { id: 25, name: '20級' },
    starts_on: '2026-04-01',
    ends_on: null,
    notes: null,
    is_active: true,
  };
}

export const MONDAY: WeeklyClass[] = [
  weekly(21, '幼児 月曜16:00', '16:00', '17:00', [1], coaches.suzuki, { capacity: 10, enrolled: 8 }),
  weekly(22, '小学生 月曜16:00', '16:00', '17:00', [2], coaches.takahashi, {
    capacity: 12,
    enrolled: 12,
    waitlist: 2,
  }),
  weekly(23, '小学生 月曜17:00', '17:00', '18:00', [2], coaches.suzuki, { capacity: 12, enrolled: 9 }),
  weekly(24, '選手コース 月曜', '18:00', '19:30', [3, 4], coaches.tanaka, { capacity: 16, enrolled: 14 }),
  weekly(25, '成人 月曜19:00', '19:00', '20:00', [6], coaches.takahashi, { capacity: 10, enrolled: 6 }),
];

/** The week of スイミング: Monday's classes and a few on other days (Sunday first). */
export const WEEK: WeeklyClass[] = [
  weekly(31, '日曜 親子', '10:00', '11:00', [1], coaches.tanaka, { capacity: 8, enrolled: 3 }, 0),
  ...MONDAY,
  weekly(41, '小学生 水曜16:00', '16:00', '17:00', [2], coaches.takahashi, { capacity: 12, enrolled: 11 }, 3),
  weekly(
    51,
    '幼児 土曜10:00',
    '10:00',
    '11:00',
    [1],
    coaches.suzuki,
    { capacity: 10, enrolled: 10, waitlist: 1 },
    6,
  ),
];

export const CLASH = '第2レーンは同じ時間帯に「小学生 月曜16:00」（月 16:00〜17:00）で使われています';

/** The day's lesson of 小学生 月曜16:00 (whatever the day: the detail asks for its next lesson day). */
export const lessonOf = (
  item: WeeklyClass,
  date: string,
  status: 'scheduled' | 'moved' | 'cancelled' = 'scheduled',
) => ({
  class_id: item.id,
  date,
  name: item.name,
  school: item.school,
  program: item.program,
  day_of_week: item.day_of_week,
  start_time: item.start_time,
  end_time: item.end_time,
  facility: item.facility,
  lanes: item.lanes,
  instructor: item.instructor,
  assistant_instructor: item.assistant_instructor,
  substitute_instructor: status === 'moved' ? { id: 7, name: '田中 翔太' } : null,
  capacity: item.capacity,
  enrolled: item.enrolled_count,
  absent: 1,
  makeups: 1,
  booked: item.enrolled_count,
  present: 0,
  status,
  exception_reason: status === 'scheduled' ? null : '研修のため',
  min_grade: item.min_grade,
  max_grade: item.max_grade,
});

export const ROSTER = {
  class_id: 22,
  capacity: 12,
  enrolled_count: 2,
  held_seats: 0,
  free_seats: 10,
  enrollments: [
    {
      id: 901,
      class_id: 22,
      customer_id: 1,
      member_number: 'M000001',
      name: '山田 太郎',
      name_kana: 'ヤマダ タロウ',
      grade: { id: 30, name: '25級' },
      enrolled_on: '2026-04-01',
      ended_on: null,
      grade_override_reason: null,
      moved_from: null,
    },
    {
      id: 902,
      class_id: 22,
      customer_id: 2,
      member_number: 'M000002',
      name: '佐藤 花子',
      name_kana: 'サトウ ハナコ',
      grade: { id: 29, name: '24級' },
      enrolled_on: '2026-05-01',
      ended_on: null,
      grade_override_reason: null,
      moved_from: null,
    },
  ],
  waitlist: [
    {
      id: 951,
      class_id: 22,
      customer_id: 3,
      member_number: 'M000003',
      name: '鈴木 一郎',
      position: 1,
      status: 'waiting' as const,
      created_at: '2026-11-01T10:00:00+09:00',
      offer_expires_at: null,
    },
  ],
};
