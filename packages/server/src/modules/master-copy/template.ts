import type { StoreMasters } from './source.ts';

// The new school's template (issue 29): the 25-step ladder many Japanese swim schools use (25級 → 1級, from
// getting the face wet to the 100 m individual medley) with the skills each grade's test checks, and the usual
// ジュニア / 幼児 / 選手 / 成人 programs with plausible fees (yen, tax included). Chosen, then edited as usual.

const audit = { created_at: new Date(0), updated_at: new Date(0), created_by: null, updated_by: null };
const SCHOOL = 1;

/** Each grade's skills, 25級 first. */
const SWIM_LADDER: readonly (readonly string[])[] = [
  ['シャワーをこわがらない', '顔つけ5秒'],
  ['水中じゃんけん', 'もぐって目を開ける'],
  ['壁につかまって浮く', 'だるま浮き5秒'],
  ['伏し浮き5秒', '背浮き5秒'],
  ['けのび3m', 'ボビング10回'],
  ['けのび5m', '補助具でバタ足5m'],
  ['バタ足5m', '背面バタ足5m'],
  ['バタ足10m', '背面バタ足10m'],
  ['面かぶりクロール10m', '呼吸つきバタ足10m'],
  ['クロール12.5m', '背泳ぎ12.5m'],
  ['クロール25m', '背泳ぎ15m'],
  ['背泳ぎ25m', 'クロール25m（呼吸を整えて）'],
  ['平泳ぎキック10m', 'けのび10m'],
  ['平泳ぎ12.5m', '平泳ぎキック15m'],
  ['平泳ぎ25m', '飛び込み（座って）'],
  ['バタフライキック10m', '飛び込み（立って）'],
  ['バタフライ12.5m', 'クロール50m'],
  ['バタフライ25m', '背泳ぎ50m'],
  ['平泳ぎ50m', 'クイックターン'],
  ['バタフライ50m', 'クロール100m'],
  ['個人メドレー100m', '背泳ぎ100m'],
  ['クロール200m', '平泳ぎ100m'],
  ['個人メドレー100m（2分10秒以内）', 'バタフライ100m'],
  ['クロール400m', '個人メドレー200m'],
  ['個人メドレー200m（3分30秒以内）', '4泳法のターンと飛び込み'],
];

const CATEGORIES = ['幼児', 'ジュニア', '選手', '成人'] as const;

/** Programs: [category, name, monthly fee, entrance fee, lessons a week, minutes, ages]. */
const PROGRAMS: readonly [string, string, number, number, number, number, number | null, number | null][] = [
  ['幼児', '幼児 週1回', 6600, 5500, 1, 60, 3, 6],
  ['ジュニア', 'ジュニア 週1回', 7700, 5500, 1, 60, 6, 15],
  ['ジュニア', 'ジュニア 週2回', 12100, 5500, 2, 60, 6, 15],
  ['選手', '選手コース', 16500, 5500, 5, 120, 8, 18],
  ['成人', '成人 週1回', 8800, 5500, 1, 90, 16, null],
];

export function swimSchoolTemplate(): StoreMasters {
  return {
    billing: undefined,
    rules: [],
    schools: [
      {
        ...audit,
        id: SCHOOL,
        store_id: 0,
        name: 'スイミング',
        discipline: 'swimming',
        description: null,
        sort_order: 1,
        is_active: true,
      },
    ],
    categories: CATEGORIES.map((name, index) => ({
      ...audit,
      id: index + 1,
      store_id: 0,
      school_id: SCHOOL,
      name,
      description: null,
      sort_order: index + 1,
      is_active: true,
    })),
    grades: SWIM_LADDER.map((skills, index) => ({
      ...audit,
      id: index + 1,
      store_id: 0,
      school_id: SCHOOL,
      name: `${25 - index}級`,
      sort_order: index + 1,
      cap_color_name: null,
      cap_color_hex: null,
      description: null,
      is_active: true,
      skills: skills.map((name, position) => ({
        id: 0,
        grade_id: index + 1,
        name,
        description: null,
        position: position + 1,
      })),
    })),
    programs: PROGRAMS.map(
      ([category, name, monthly, entrance, perWeek, minutes, minAge, maxAge], index) => ({
        ...audit,
        id: index + 1,
        store_id: 0,
        school_id: SCHOOL,
        category_id: CATEGORIES.indexOf(category as (typeof CATEGORIES)[number]) + 1,
        name,
        description: null,
        lessons_per_week: perWeek,
        lesson_minutes: minutes,
        min_age: minAge,
        max_age: maxAge,
        min_grade_id: null,
        max_grade_id: null,
        sort_order: index + 1,
        is_active: true,
        fee: { monthly_fee: monthly, entrance_fee: entrance, annual_fee: 0, pause_fee: 1100, tax_rate: 10 },
      }),
    ),
  };
}
