import type { Customer, Gender, Role, Store } from '../../queries/types.ts';
import { DAY_MS, dayStartOf, MINUTE_MS, minutesOf, tokyoDate, weekdayOf } from './clock.ts';
import type { Random } from './random.ts';

// The school behind the fixtures: two stores, their staff in the three roles (with the README's demo
// logins), programs, a weekly class timetable, customers with kana names and contracts, and a year of visits.

export const DEMO_PASSWORD = 'kayoi-demo';

export const DEMO_LOGINS = {
  admin: 'admin@demo.kayoi.jp',
  manager: 'manager@demo.kayoi.jp',
  staff: 'staff@demo.kayoi.jp',
} as const satisfies Record<Role, string>;

/** Staff cards of the demo logins (as the server's demo seed has them), plus one disabled card. */
export const DEMO_STAFF_CARD_UIDS = {
  admin: '04A1B2C3D4E501',
  manager: '04A1B2C3D4E502',
  staff: '04A1B2C3D4E503',
  disabled: '04A1B2C3D4E504',
} as const;

export interface FixtureCard {
  /** Upper-case hex, padded to 14 characters. */
  uid: string;
  active: boolean;
}

export interface FixtureStaff {
  id: number;
  name: string;
  name_kana: string;
  email: string;
  role: Role;
  store_id: number;
  gender: Gender;
  photo_url: string | null;
  password: string;
  is_active: boolean;
  card: FixtureCard | null;
}

export interface FixtureProgram {
  id: number;
  name: string;
  /** Short name used in class names ('ジュニア'). */
  short: string;
  monthly_fee: number;
  ages: readonly [number, number];
}

export interface FixtureClass {
  id: number;
  store_id: number;
  program_id: number;
  name: string;
  instructor_id: number | null;
  lane: string | null;
  /** 0 = Sunday. */
  day: number;
  start: string;
  end: string;
  capacity: number;
}

export interface FixtureContract {
  program_id: number;
  plan_name: string;
  monthly_fee: number;
}

export interface FixtureCustomer {
  id: number;
  store_id: number;
  family_name: string;
  given_name: string;
  family_name_kana: string;
  given_name_kana: string;
  birth_date: string;
  gender: Gender;
  memo: string | null;
  notes: string | null;
  status: Customer['status'];
  /** Start of the Tokyo day the customer joined / left (ms). */
  joined_at: number;
  left_at: number | null;
  card: FixtureCard | null;
  contract: FixtureContract | null;
  class_ids: number[];
}

export interface FixtureAttendance {
  id: number;
  store_id: number;
  customer_id: number;
  check_in_at: number;
  check_out_at: number | null;
  is_overtime: boolean;
}

export const STORES: readonly Required<Store>[] = [
  {
    id: 1,
    name: '渋谷校',
    name_kana: 'シブヤコウ',
    phone: '03-1234-5678',
    address: '東京都渋谷区神南1-2-3',
    is_active: true,
  },
  {
    id: 2,
    name: '横浜校',
    name_kana: 'ヨコハマコウ',
    phone: '045-123-4567',
    address: '神奈川県横浜市西区高島2-4-6',
    is_active: true,
  },
];

export const STAFF: readonly FixtureStaff[] = [
  staff(1, 1, '山田 太郎', 'ヤマダ タロウ', DEMO_LOGINS.admin, 'admin', 'male', DEMO_STAFF_CARD_UIDS.admin),
  staff(
    2,
    1,
    '佐藤 美咲',
    'サトウ ミサキ',
    DEMO_LOGINS.manager,
    'manager',
    'female',
    DEMO_STAFF_CARD_UIDS.manager,
  ),
  staff(3, 1, '鈴木 健太', 'スズキ ケンタ', DEMO_LOGINS.staff, 'staff', 'male', DEMO_STAFF_CARD_UIDS.staff),
  {
    ...staff(4, 1, '高橋 葵', 'タカハシ アオイ', 'takahashi@demo.kayoi.jp', 'staff', 'female', null),
    card: { uid: DEMO_STAFF_CARD_UIDS.disabled, active: false },
  },
  staff(5, 2, '伊藤 翔太', 'イトウ ショウタ', 'ito@demo.kayoi.jp', 'manager', 'male', null),
  staff(6, 2, '渡辺 結衣', 'ワタナベ ユイ', 'watanabe@demo.kayoi.jp', 'staff', 'female', null),
];

function staff(
  id: number,
  storeId: number,
  name: string,
  nameKana: string,
  email: string,
  role: Role,
  gender: Gender,
  cardUid: string | null,
): FixtureStaff {
  return {
    id,
    name,
    name_kana: nameKana,
    email,
    role,
    store_id: storeId,
    gender,
    photo_url: null,
    password: DEMO_PASSWORD,
    is_active: true,
    card: cardUid ? { uid: cardUid, active: true } : null,
  };
}

export const PROGRAMS: readonly FixtureProgram[] = [
  { id: 1, name: 'ベビースイミング', short: 'ベビー', monthly_fee: 6_600, ages: [1, 2] },
  { id: 2, name: '幼児コース', short: '幼児', monthly_fee: 7_700, ages: [3, 5] },
  { id: 3, name: 'ジュニアコース', short: 'ジュニア', monthly_fee: 8_800, ages: [6, 12] },
  { id: 4, name: '選手育成コース', short: '選手育成', monthly_fee: 11_000, ages: [9, 15] },
  { id: 5, name: '成人フィットネス', short: '成人', monthly_fee: 9_900, ages: [20, 72] },
];

/** A week of classes: day (0 = Sunday), start, minutes, program id, capacity. */
const TIMETABLE: readonly (readonly [number, string, number, number, number])[] = [
  [1, '10:00', 60, 1, 12],
  [1, '16:00', 60, 3, 20],
  [1, '17:00', 60, 3, 20],
  [1, '19:30', 90, 5, 16],
  [2, '10:30', 60, 2, 14],
  [2, '15:30', 60, 2, 14],
  [2, '17:00', 90, 4, 12],
  [2, '19:00', 60, 5, 16],
  [3, '10:00', 60, 1, 12],
  [3, '16:00', 60, 3, 20],
  [3, '17:00', 60, 3, 20],
  [3, '20:00', 60, 5, 16],
  [4, '15:30', 60, 2, 14],
  [4, '16:30', 60, 3, 20],
  [4, '17:00', 90, 4, 12],
  [4, '19:00', 90, 5, 16],
  [5, '10:30', 60, 1, 12],
  [5, '16:00', 60, 3, 20],
  [5, '17:30', 60, 3, 20],
  [5, '19:30', 60, 5, 16],
  [6, '10:00', 60, 2, 14],
  [6, '11:00', 60, 3, 20],
  [6, '13:00', 120, 4, 12],
  [6, '15:00', 60, 3, 20],
  [0, '10:00', 60, 2, 14],
  [0, '11:00', 90, 5, 16],
];

const LEVELS = ['初級', '中級', '上級'] as const;

function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export function buildClasses(): FixtureClass[] {
  const classes: FixtureClass[] = [];
  for (const store of STORES) {
    const instructors = STAFF.filter((s) => s.store_id === store.id).map((s) => s.id);
    // The smaller store runs every other class of the timetable.
    const rows = TIMETABLE.filter((_, i) => store.id === 1 || i % 2 === 0);
    rows.forEach(([day, start, minutes, programId, capacity], i) => {
      const program = PROGRAMS.find((p) => p.id === programId) as FixtureProgram;
      const level = LEVELS[(day + i) % LEVELS.length] as string;
      classes.push({
        id: classes.length + 1,
        store_id: store.id,
        program_id: programId,
        name: programId === 5 ? `${program.short}クロール${level}` : `${program.short}${level}`,
        instructor_id: i % 7 === 6 ? null : (instructors[i % instructors.length] ?? null),
        lane: programId === 1 ? null : `第${(i % 6) + 1}レーン`,
        day,
        start,
        end: hhmm(minutesOf(start) + minutes),
        capacity,
      });
    });
  }
  return classes;
}

type NamePair = readonly [name: string, kana: string];

const FAMILY_NAMES: readonly NamePair[] = [
  ['佐藤', 'サトウ'],
  ['鈴木', 'スズキ'],
  ['高橋', 'タカハシ'],
  ['田中', 'タナカ'],
  ['伊藤', 'イトウ'],
  ['渡辺', 'ワタナベ'],
  ['山本', 'ヤマモト'],
  ['中村', 'ナカムラ'],
  ['小林', 'コバヤシ'],
  ['加藤', 'カトウ'],
  ['吉田', 'ヨシダ'],
  ['山口', 'ヤマグチ'],
  ['松本', 'マツモト'],
  ['井上', 'イノウエ'],
  ['木村', 'キムラ'],
  ['林', 'ハヤシ'],
  ['清水', 'シミズ'],
  ['森', 'モリ'],
  ['池田', 'イケダ'],
  ['石川', 'イシカワ'],
];

const GIVEN_NAMES: Record<Gender & ('male' | 'female'), readonly NamePair[]> = {
  male: [
    ['蓮', 'レン'],
    ['陽翔', 'ハルト'],
    ['湊', 'ミナト'],
    ['大和', 'ヤマト'],
    ['悠真', 'ユウマ'],
    ['翔太', 'ショウタ'],
    ['大輔', 'ダイスケ'],
    ['拓海', 'タクミ'],
    ['颯', 'ハヤテ'],
    ['健一', 'ケンイチ'],
  ],
  female: [
    ['陽葵', 'ヒマリ'],
    ['凛', 'リン'],
    ['結菜', 'ユイナ'],
    ['さくら', 'サクラ'],
    ['美咲', 'ミサキ'],
    ['芽依', 'メイ'],
    ['葵', 'アオイ'],
    ['結衣', 'ユイ'],
    ['莉子', 'リコ'],
    ['陽子', 'ヨウコ'],
  ],
};

const MEMOS = [
  '平泳ぎ練習中',
  'クロール25m達成',
  '水への恐怖心あり・声かけ多め',
  'アレルギーあり（受付で確認）',
  null,
  null,
  null,
];

const CUSTOMERS_PER_STORE: Record<number, number> = { 1: 160, 2: 80 };

/** Customers the stories and tests name: one of each status and situation the screens must show. */
export const DEMO_CUSTOMER_IDS = {
  active: 1,
  paused: 2,
  suspended: 3,
  withdrawn: 4,
  noContract: 5,
  disabledCard: 6,
  /** An active customer of 横浜校. */
  otherStore: 161,
} as const;

/** Card UIDs are compared as the cards carry them: upper-case hex padded to 14 characters. */
export const normalizeCardUid = (uid: string) => uid.trim().toUpperCase().padStart(14, '0');

export const customerCardUid = (customerId: number) =>
  `05${customerId.toString(16).toUpperCase().padStart(12, '0')}`;

/** Mostly children, juniors the most; only programs the store runs a class of. */
const PROGRAM_WEIGHTS: Record<number, number> = { 1: 1, 2: 2, 3: 3, 4: 1, 5: 2 };

export function buildCustomers(
  random: Random,
  classes: readonly FixtureClass[],
  now: number,
): FixtureCustomer[] {
  const today = dayStartOf(now);
  const customers: FixtureCustomer[] = [];
  const programMix = (storeId: number) =>
    PROGRAMS.filter((p) => classes.some((c) => c.store_id === storeId && c.program_id === p.id)).flatMap(
      (p) => Array.from({ length: PROGRAM_WEIGHTS[p.id] ?? 1 }, () => p),
    );
  for (const store of STORES) {
    const count = CUSTOMERS_PER_STORE[store.id] ?? 0;
    for (let n = 0; n < count; n += 1) {
      const id = customers.length + 1;
      const gender = random.chance(0.5) ? 'male' : 'female';
      const [family, familyKana] = random.pick(FAMILY_NAMES);
      const [given, givenKana] = random.pick(GIVEN_NAMES[gender]);
      const program = random.pick(programMix(store.id));
      const age = random.int(program.ages[0], program.ages[1]);
      const birth = today - (age * 365 + random.int(0, 364)) * DAY_MS;
      const joined = today - random.int(3, 700) * DAY_MS;
      const fitting = classes.filter((c) => c.store_id === store.id && c.program_id === program.id);
      const first = random.pick(fitting);
      const second = random.chance(0.25) ? random.pick(fitting) : first;
      const classIds = second.day === first.day ? [first.id] : [first.id, second.id];
      customers.push({
        id,
        store_id: store.id,
        family_name: family,
        given_name: given,
        family_name_kana: familyKana,
        given_name_kana: givenKana,
        birth_date: tokyoDate(birth),
        gender,
        memo: random.pick(MEMOS),
        notes: age < 16 && random.chance(0.3) ? `送迎: ${family} 保護者` : null,
        status: 'active',
        joined_at: joined,
        left_at: null,
        card: { uid: customerCardUid(id), active: true },
        contract: contractFor(program, classIds.length),
        class_ids: classIds,
      });
    }
  }
  applyDemoCustomers(customers, classes, today);
  return customers;
}

function contractFor(program: FixtureProgram, timesPerWeek: number): FixtureContract {
  return {
    program_id: program.id,
    plan_name: `週${timesPerWeek}回コース`,
    monthly_fee: program.monthly_fee + (timesPerWeek - 1) * 3_300,
  };
}

/** The named customers get the state their name promises, whatever the generator drew. */
function applyDemoCustomers(
  customers: FixtureCustomer[],
  classes: readonly FixtureClass[],
  today: number,
): void {
  const byId = (id: number) => customers[id - 1] as FixtureCustomer;
  // 山田 花子, 10, in the junior course on Wednesdays and Fridays at 16:00.
  const junior = PROGRAMS[2] as FixtureProgram;
  const juniorClasses = classes
    .filter(
      (c) =>
        c.store_id === 1 && c.program_id === junior.id && c.start === '16:00' && (c.day === 3 || c.day === 5),
    )
    .map((c) => c.id);
  Object.assign(byId(DEMO_CUSTOMER_IDS.active), {
    family_name: '山田',
    given_name: '花子',
    family_name_kana: 'ヤマダ',
    given_name_kana: 'ハナコ',
    gender: 'female',
    birth_date: tokyoDate(today - (10 * 365 + 160) * DAY_MS),
    memo: '平泳ぎ練習中',
    joined_at: today - 420 * DAY_MS,
    class_ids: juniorClasses,
    contract: contractFor(junior, juniorClasses.length),
  });
  const leftRecently = today - 21 * DAY_MS;
  Object.assign(byId(DEMO_CUSTOMER_IDS.paused), {
    status: 'paused',
    memo: '12月まで休会（ご家庭の都合）',
    left_at: leftRecently,
  });
  Object.assign(byId(DEMO_CUSTOMER_IDS.suspended), {
    status: 'suspended',
    memo: '月謝未納のため利用停止中',
    left_at: leftRecently,
  });
  Object.assign(byId(DEMO_CUSTOMER_IDS.withdrawn), {
    status: 'withdrawn',
    memo: '転居のため退会',
    left_at: today - 60 * DAY_MS,
    contract: null,
  });
  Object.assign(byId(DEMO_CUSTOMER_IDS.noContract), {
    memo: '体験レッスン参加中',
    contract: null,
    class_ids: [],
    joined_at: today - 6 * DAY_MS,
  });
  const disabled = byId(DEMO_CUSTOMER_IDS.disabledCard);
  disabled.card = { uid: customerCardUid(disabled.id), active: false };
}

/**
 * Visits of the last `days` days up to `now`: each enrolled class attended about four times in five,
 * arriving 5–20 minutes early and leaving 5–25 minutes after; a few stay far longer. Members of a class that
 * is running now are still inside.
 */
export function buildAttendances(
  random: Random,
  customers: readonly FixtureCustomer[],
  classes: readonly FixtureClass[],
  now: number,
  days = 400,
): FixtureAttendance[] {
  const today = dayStartOf(now);
  const classById = new Map(classes.map((c) => [c.id, c]));
  const attendances: FixtureAttendance[] = [];
  for (let back = days; back >= 0; back -= 1) {
    const day = today - back * DAY_MS;
    const weekday = weekdayOf(day);
    for (const customer of customers) {
      if (day < customer.joined_at || (customer.left_at !== null && day > customer.left_at)) continue;
      for (const classId of customer.class_ids) {
        const lesson = classById.get(classId);
        if (!lesson || lesson.day !== weekday || !random.chance(0.82)) continue;
        const checkIn = day + (minutesOf(lesson.start) - random.int(5, 20)) * MINUTE_MS;
        if (checkIn > now) continue;
        const overtime = random.chance(0.04);
        const checkOut =
          day + (minutesOf(lesson.end) + (overtime ? random.int(40, 90) : random.int(5, 25))) * MINUTE_MS;
        attendances.push({
          id: attendances.length + 1,
          store_id: customer.store_id,
          customer_id: customer.id,
          check_in_at: checkIn,
          check_out_at: checkOut > now ? null : checkOut,
          is_overtime: overtime,
        });
      }
    }
  }
  return attendances;
}
