import { DEMO_TOKENS } from '@kayoi/api-client/msw';
import { todayInTokyo } from '@kayoi/domain/calendar';

// The master stories' records: the mock server starts each story empty, so a story enters what it shows through
// the API the screens use (as a school would), before the screen opens.

/** Sends one record as a manager of 渋谷校 (or as the admin, who writes stores) and answers the saved record. */
export async function enter<T = { id: number }>(
  path: string,
  body: unknown,
  { method = 'POST', token = DEMO_TOKENS.manager }: { method?: 'POST' | 'PUT'; token?: string } = {},
): Promise<T> {
  const response = await fetch(path, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

const lane = (number: number) => ({
  number,
  length_m: 25,
  min_depth_cm: 110,
  max_depth_cm: 130,
  capacity: 8,
  is_shared: number === 6,
});

/** 25mプール with 6 lanes (the 6th shared) and a baby pool without lanes. */
export async function enterFacilities() {
  await enter('/api/facilities', {
    name: '25mプール',
    kind: 'pool',
    capacity: 60,
    notes: '6コース・水温31℃',
    sort_order: 1,
    lanes: [1, 2, 3, 4, 5, 6].map(lane),
  });
  await enter('/api/facilities', { name: 'ベビープール', kind: 'pool', capacity: 15, sort_order: 2 });
  await enter('/api/facilities', { name: '多目的スタジオ', kind: 'studio', sort_order: 3 });
}

/** スイミング with ジュニア and 成人, the grades 25級, 24級 and 1級, and two junior programs. */
export async function enterSchool() {
  const school = await enter('/api/schools', { name: 'スイミング', discipline: 'swimming', sort_order: 1 });
  const junior = await enter('/api/program-categories', {
    school_id: school.id,
    name: 'ジュニア',
    sort_order: 1,
  });
  await enter('/api/program-categories', { school_id: school.id, name: '成人', sort_order: 2 });
  const grades = [];
  for (const [name, color, hex] of [
    ['25級', '白', '#FFFFFF'],
    ['24級', '黄', '#FDD835'],
    ['1級', '赤', '#E53935'],
  ] as const) {
    grades.push(
      await enter('/api/grades', {
        school_id: school.id,
        name,
        cap_color_name: color,
        cap_color_hex: hex,
        skills: [{ name: 'けのび 5m' }, { name: 'バタ足 10m' }],
      }),
    );
  }
  for (const [name, perWeek, fee] of [
    ['ジュニア 週1回', 1, 7700],
    ['ジュニア 週2回', 2, 12100],
  ] as const) {
    await enter('/api/programs', {
      school_id: school.id,
      category_id: junior.id,
      name,
      monthly_fee: fee,
      entrance_fee: 11000,
      annual_fee: 3300,
      pause_fee: 1650,
      lessons_per_week: perWeek,
      lesson_minutes: 60,
      min_age: 3,
      max_age: 15,
      min_grade_id: grades[0]?.id,
      max_grade_id: grades[2]?.id,
    });
  }
  return { school, junior, grades };
}

/** 渋谷校 as the store form leaves it: 10:00–21:30 except Thursdays (定休日), 年末年始 closed. */
export async function enterShibuya() {
  const year = Number(todayInTokyo().slice(0, 4));
  await enter(
    '/api/stores/1',
    {
      name: '渋谷校',
      name_kana: 'シブヤコウ',
      postal_code: '150-0043',
      prefecture: '東京都',
      city: '渋谷区',
      street_address: '道玄坂1-2-3',
      phone: '03-1234-5678',
      company_name: '株式会社かよい',
      invoice_registration_number: 'T7123456789012',
      business_hours: [0, 1, 2, 3, 5, 6].map((day) => ({
        day_of_week: day,
        opens_at: '10:00',
        closes_at: '21:30',
      })),
      national_holiday_hours: 'sunday',
      closures: [{ starts_on: `${year}-12-29`, ends_on: `${year + 1}-01-03`, reason: '年末年始休業' }],
    },
    { method: 'PUT', token: DEMO_TOKENS.admin },
  );
}
