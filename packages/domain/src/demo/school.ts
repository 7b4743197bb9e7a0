import { DAY_MS, dayOf, dayStartOf, MINUTE_MS, minutesOf, weekdayAt } from '../calendar.ts';
import { createPeople, gradeLevelFor, type People, type PersonName, STORE_AREAS } from './people.ts';
import { createRandom, type Random } from './random.ts';

// The Storybook school: the data the mock server's fixtures are recorded from (the real server loads it, at
// the stories' clock, and answers; see packages/api-client/src/msw/README.md). Two stores, their staff in
// the three roles (with the README's demo logins), programs, a weekly class timetable, customers with kana
// names and contracts, and a year of visits. Only what the server's database can hold.

export type FixtureRole = 'admin' | 'manager' | 'staff';
export type FixtureGender = 'male' | 'female' | 'other';
export type FixtureCustomerStatus = 'active' | 'paused' | 'withdrawn';

export interface SchoolStore {
  id: number;
  name: string;
  name_kana: string;
  phone: string;
  address: string;
  is_active: boolean;
}

export const DEMO_PASSWORD = 'kayoi-demo';

export const DEMO_LOGINS = {
  admin: 'admin@demo.kayoi.jp',
  manager: 'manager@demo.kayoi.jp',
  staff: 'staff@demo.kayoi.jp',
} as const satisfies Record<FixtureRole, string>;

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
  role: FixtureRole;
  store_id: number;
  gender: FixtureGender;
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
  /** The youngest a member of it can have joined the school, in days (ベビー from about 6 months). */
  joins_from: number;
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
  gender: FixtureGender;
  memo: string | null;
  notes: string | null;
  status: FixtureCustomerStatus;
  /** Start of the Tokyo day the customer joined / left (ms). */
  joined_at: number;
  left_at: number | null;
  card: FixtureCard | null;
  contract: FixtureContract | null;
  class_ids: number[];
  /** Contact, address, guardian and grade as the demo made them (the customer form replaces them). */
  profile?: FixtureProfile;
}

export interface FixtureProfile {
  mobile: string;
  phone: string | null;
  email: string | null;
  postal_code: string;
  prefecture: string;
  city: string;
  street_address: string;
  building: string | null;
  /** A parent, for members under 18. */
  guardian: { name: string; relationship: '母' | '父'; phone: string } | null;
  /** 1 = 25級 … 25 = 1級, 26 = 選手コース (`GRADE_NAMES`); null for babies and adults. */
  grade_level: number | null;
  /** Minutes after the joining day's midnight the record was made at the desk. */
  registered_minute: number;
}

export interface FixtureAttendance {
  id: number;
  store_id: number;
  customer_id: number;
  check_in_at: number;
  check_out_at: number | null;
  is_overtime: boolean;
}

export const STORES: readonly SchoolStore[] = [
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
  role: FixtureRole,
  gender: FixtureGender,
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
  { id: 1, name: 'ベビースイミング', short: 'ベビー', monthly_fee: 6_600, ages: [1, 2], joins_from: 183 },
  { id: 2, name: '幼児コース', short: '幼児', monthly_fee: 7_700, ages: [3, 5], joins_from: 3 * 365 },
  {
    id: 3,
    name: 'ジュニアコース',
    short: 'ジュニア',
    monthly_fee: 8_800,
    ages: [6, 12],
    joins_from: 3 * 365,
  },
  {
    id: 4,
    name: '選手育成コース',
    short: '選手育成',
    monthly_fee: 11_000,
    ages: [9, 15],
    joins_from: 3 * 365,
  },
  {
    id: 5,
    name: '成人フィットネス',
    short: '成人',
    monthly_fee: 9_900,
    ages: [20, 72],
    joins_from: 18 * 365,
  },
];
const ATHLETES = 4;

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

export const customerCardUid = (customerId: number) =>
  `05${customerId.toString(16).toUpperCase().padStart(12, '0')}`;

/** Mostly children, juniors the most; only programs the store runs a class of. */
const PROGRAM_WEIGHTS: Record<number, number> = { 1: 1, 2: 2, 3: 3, 4: 1, 5: 2 };

/** The customers the stories and tests name, whose names nobody else gets. */
const NAMED = ['山田 花子', '田中 健一'];
/** The fixtures' people (names, contacts, grades) come from their own stream, so the rest stays put. */
const PEOPLE_SEED = 20_261_212;

export function buildCustomers(
  random: Random,
  classes: readonly FixtureClass[],
  now: number,
): FixtureCustomer[] {
  const today = dayStartOf(now);
  const people = createPeople(createRandom(PEOPLE_SEED), [...STAFF.map((s) => s.name), ...NAMED]);
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
      const program = random.pick(programMix(store.id));
      const age = random.int(program.ages[0], program.ages[1]);
      const ageDays = age * 365 + random.int(0, 364);
      const birth = today - ageDays * DAY_MS;
      // Joined at an age the school takes: ベビー from about 6 months, children from 3, adults as adults.
      const joinedDaysAgo = Math.min(random.int(3, 700), Math.max(3, ageDays - program.joins_from));
      const joined = today - joinedDaysAgo * DAY_MS;
      const fitting = classes.filter((c) => c.store_id === store.id && c.program_id === program.id);
      const first = random.pick(fitting);
      const second = random.chance(0.25) ? random.pick(fitting) : first;
      const classIds = second.day === first.day ? [first.id] : [first.id, second.id];
      const person = people.name(gender, age < 18 ? 'child' : 'adult');
      const profile = profileOf(people, store.id, person, { birth, joined, today, program });
      customers.push({
        id,
        store_id: store.id,
        family_name: person.family,
        given_name: person.given,
        family_name_kana: person.familyKana,
        given_name_kana: person.givenKana,
        birth_date: dayOf(birth),
        gender,
        memo: random.pick(MEMOS),
        notes:
          random.chance(0.3) && profile.guardian
            ? `送迎は${profile.guardian.relationship}（${profile.guardian.name}さん）`
            : null,
        status: 'active',
        joined_at: joined,
        left_at: null,
        card: { uid: customerCardUid(id), active: true },
        contract: contractFor(program, classIds.length),
        class_ids: classIds,
        profile,
      });
    }
  }
  applyDemoCustomers(customers, classes, today, people);
  return customers;
}

/** Where a member lives and how to reach them; a child's contact is a parent's. */
function profileOf(
  people: People,
  storeId: number,
  person: PersonName,
  at: { birth: number; joined: number; today: number; program: FixtureProgram },
): FixtureProfile {
  const area = STORE_AREAS[storeId - 1] ?? (STORE_AREAS[0] as (typeof STORE_AREAS)[number]);
  const { random } = people;
  const minor = at.today - at.birth < 18 * 365 * DAY_MS;
  const mother = random.chance(0.7);
  const parent = minor ? people.name(mother ? 'female' : 'male', 'adult', people.familyOf(person)) : null;
  const mobile = people.mobile();
  return {
    mobile,
    phone: random.chance(0.3) ? people.landline(area) : null,
    email: random.chance(0.7) ? people.email(parent ?? person) : null,
    ...people.address(area),
    guardian: parent
      ? { name: `${parent.family} ${parent.given}`, relationship: mother ? '母' : '父', phone: mobile }
      : null,
    grade_level: gradeLevelFor(random, {
      birth: new Date(at.birth),
      joined: new Date(at.joined),
      today: new Date(at.today),
      athlete: at.program.id === ATHLETES,
    }),
    registered_minute: 10 * 60 + random.int(0, 9 * 60),
  };
}

const named = (family: string, given: string, familyKana: string, givenKana: string, romaji: string) => ({
  family,
  given,
  familyKana,
  givenKana,
  romaji,
});

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
  people: People,
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
  const hanako = { birth: today - (10 * 365 + 160) * DAY_MS, joined: today - 420 * DAY_MS };
  Object.assign(byId(DEMO_CUSTOMER_IDS.active), {
    family_name: '山田',
    given_name: '花子',
    family_name_kana: 'ヤマダ',
    given_name_kana: 'ハナコ',
    gender: 'female',
    birth_date: dayOf(hanako.birth),
    memo: '平泳ぎ練習中',
    joined_at: hanako.joined,
    class_ids: juniorClasses,
    contract: contractFor(junior, juniorClasses.length),
    profile: profileOf(people, 1, named('山田', '花子', 'ヤマダ', 'ハナコ', 'yamada.hanako'), {
      ...hanako,
      today,
      program: junior,
    }),
  });
  // 田中 健一, 42, swims in the adults' course on Tuesday evenings; paused until December.
  const adults = PROGRAMS[4] as FixtureProgram;
  const adultClass = classes.filter((c) => c.store_id === 1 && c.program_id === adults.id && c.day === 2);
  const kenichi = { birth: today - (42 * 365 + 75) * DAY_MS, joined: today - 640 * DAY_MS };
  const leftRecently = today - 21 * DAY_MS;
  Object.assign(byId(DEMO_CUSTOMER_IDS.paused), {
    family_name: '田中',
    given_name: '健一',
    family_name_kana: 'タナカ',
    given_name_kana: 'ケンイチ',
    gender: 'male',
    birth_date: dayOf(kenichi.birth),
    status: 'paused',
    memo: '12月まで休会（ご家庭の都合）',
    notes: null,
    joined_at: kenichi.joined,
    left_at: leftRecently,
    class_ids: adultClass.map((c) => c.id),
    contract: contractFor(adults, Math.max(1, adultClass.length)),
    profile: profileOf(people, 1, named('田中', '健一', 'タナカ', 'ケンイチ', 'tanaka.kenichi'), {
      ...kenichi,
      today,
      program: adults,
    }),
  });
  // 利用停止 (fees unpaid) is a pause as far as the school's statuses go.
  Object.assign(byId(DEMO_CUSTOMER_IDS.suspended), {
    status: 'paused',
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
  // Each member's visits come from a stream of their own: changing one demo member leaves the others' history
  // (and every figure built on it) as it was.
  const base = random.int(1, 1_000_000);
  const streams = new Map(customers.map((c) => [c.id, createRandom(base * 7_919 + c.id)]));
  for (let back = days; back >= 0; back -= 1) {
    const day = today - back * DAY_MS;
    const weekday = weekdayAt(day);
    for (const customer of customers) {
      if (day < customer.joined_at || (customer.left_at !== null && day > customer.left_at)) continue;
      const own = streams.get(customer.id) ?? random;
      for (const classId of customer.class_ids) {
        const lesson = classById.get(classId);
        if (!lesson || lesson.day !== weekday || !own.chance(0.82)) continue;
        const checkIn = day + (minutesOf(lesson.start) - own.int(5, 20)) * MINUTE_MS;
        if (checkIn > now) continue;
        const overtime = own.chance(0.04);
        const checkOut =
          day + (minutesOf(lesson.end) + (overtime ? own.int(40, 90) : own.int(5, 25))) * MINUTE_MS;
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

/**
 * The credential of the demo desk 受付PC 1 (渋谷校, active): a story puts it in localStorage
 * `kayoi_reader_device` to stand at an enrolled desk.
 */
export const DEMO_READER_DEVICE_CREDENTIAL = 'demo-reader-device-shibuya-front-desk-pc-0001';

export interface FixtureReaderDevice {
  id: number;
  store_id: number;
  name: string;
  credential: string;
  enrolled_by: number | null;
  enrolled_at: number;
  last_used_at: number | null;
  revoked_at: number | null;
  revoked_by: number | null;
}

/** The card readers: 渋谷校's front desk PC (active) and a retired tablet, 横浜校's front desk PC. */
export function buildReaderDevices(now: number): FixtureReaderDevice[] {
  const device = (
    id: number,
    storeId: number,
    name: string,
    enrolledDaysAgo: number,
    extra: Partial<FixtureReaderDevice> = {},
  ): FixtureReaderDevice => ({
    id,
    store_id: storeId,
    name,
    credential: `demo-reader-device-${id}-${'x'.repeat(32)}`,
    enrolled_by: storeId === 1 ? 2 : 5,
    enrolled_at: now - enrolledDaysAgo * DAY_MS,
    last_used_at: null,
    revoked_at: null,
    revoked_by: null,
    ...extra,
  });
  return [
    device(1, 1, '受付PC 1', 60, {
      credential: DEMO_READER_DEVICE_CREDENTIAL,
      last_used_at: now - 95 * MINUTE_MS,
    }),
    device(2, 1, '2階タブレット', 120, {
      last_used_at: now - 40 * DAY_MS,
      revoked_at: now - 30 * DAY_MS,
      revoked_by: 2,
    }),
    device(3, 2, '受付PC', 90, { last_used_at: now - 3 * DAY_MS }),
  ];
}

export interface FixtureNfcCard {
  uid: string;
  holder_type: 'staff' | 'customer';
  holder_id: number;
  status: 'active' | 'disabled';
  issued_at: number;
  disabled_at: number | null;
}

/** The card registry: staff cards issued 200 days ago (高橋 葵 lost hers), a card per member from joining. */
export function buildCards(
  now: number,
  staff: readonly FixtureStaff[],
  customers: readonly FixtureCustomer[],
): FixtureNfcCard[] {
  const issuedAt = dayStartOf(now) - 200 * DAY_MS + 9 * 60 * MINUTE_MS;
  return [
    ...staff.flatMap((s) =>
      s.card
        ? [
            {
              uid: s.card.uid,
              holder_type: 'staff' as const,
              holder_id: s.id,
              status: s.card.active ? ('active' as const) : ('disabled' as const),
              issued_at: issuedAt,
              disabled_at: s.card.active ? null : now - 12 * DAY_MS,
            },
          ]
        : [],
    ),
    ...customers.flatMap((c) =>
      c.card
        ? [
            {
              uid: c.card.uid,
              holder_type: 'customer' as const,
              holder_id: c.id,
              status: c.card.active ? ('active' as const) : ('disabled' as const),
              issued_at: c.joined_at + 9 * 60 * MINUTE_MS,
              disabled_at: c.card.active ? null : now - 30 * DAY_MS,
            },
          ]
        : [],
    ),
  ];
}
