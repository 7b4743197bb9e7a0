import { TZDate } from '@date-fns/tz';
import { dayOf, minutesOf, TOKYO } from '@kayoi/domain/calendar';
import { createPeople, gradeLevelFor, type PersonName, STORE_AREAS } from '@kayoi/domain/demo';
import { weekdayLabels } from '@kayoi/domain/labels';
import { addDays } from 'date-fns/addDays';
import type { Database, Queryable } from '../db/database.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { countMissingLessons } from '../modules/dashboard/warm-up.ts';
import { loadBillingDemo } from './demo-billing.ts';
import { loadClassesDemo } from './demo-classes.ts';
import { loadCommunicationDemo } from './demo-communication.ts';
import { loadCustomerDemoData } from './demo-customers.ts';
import { addDashboardDemo } from './demo-dashboard.ts';
import { loadFamilyDemo } from './demo-family.ts';
import { loadFrontDeskDemo } from './demo-front-desk.ts';
import { DEMO_PROGRAM_GROUPS, loadMasterDemo, type MasterDemo } from './demo-masters.ts';
import { loadZenginDemo } from './demo-zengin.ts';

/** The documented demo logins (README); every one uses DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'kayoi-demo';
export const DEMO_LOGINS = [
  { role: 'admin', email: 'admin@demo.kayoi.jp' },
  { role: 'manager', email: 'manager@demo.kayoi.jp' },
  { role: 'staff', email: 'staff@demo.kayoi.jp' },
] as const;
/** Staff cards of the demo logins, for trying NFC login with the bridge simulator. */
export const DEMO_STAFF_CARD_UIDS = {
  'admin@demo.kayoi.jp': '04A1B2C3D4E501',
  'manager@demo.kayoi.jp': '04A1B2C3D4E502',
  'staff@demo.kayoi.jp': '04A1B2C3D4E503',
} as const;

/** A small seeded generator (mulberry32): the demo data is the same on every machine. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, int, pick, chance: (p: number) => next() < p };
}

const STORES = [
  {
    name: '渋谷校',
    name_kana: 'シブヤコウ',
    phone: '03-6416-3820',
    address: '東京都渋谷区神南1-2-3',
    customers: 600,
    lanes: 1,
  },
  {
    name: '横浜校',
    name_kana: 'ヨコハマコウ',
    phone: '045-451-2736',
    address: '神奈川県横浜市西区高島2-4-6',
    customers: 330,
    lanes: 0.6,
  },
  {
    name: '大宮校',
    name_kana: 'オオミヤコウ',
    phone: '048-641-5270',
    address: '埼玉県さいたま市大宮区桜木町1-7-5',
    customers: 180,
    lanes: 0.4,
  },
] as const;

/**
 * The age groups of the swimming programs (DEMO_PROGRAM_GROUPS has their names and fees), in its order.
 * `joinsFrom`: the youngest a member of it can have joined the school, in days — ベビー from about 6 months,
 * children from 3 (most started in 幼児コース), adults as adults.
 */
const PROGRAMS = DEMO_PROGRAM_GROUPS.map((group, i) => ({
  name: group.name,
  ages: group.ages,
  joinsFrom: [183, 3 * 365, 3 * 365, 3 * 365, 18 * 365][i] ?? 3 * 365,
}));
const ATHLETES = 3;

/**
 * A week of lessons, as a swim school of a 25 m pool of six lanes and a baby pool runs it: day (0 = Sunday),
 * start, minutes, age group (PROGRAMS), and how many lanes run it at once at 渋谷校 — one class of its own per
 * lane, by level (初級 … 上級), each with its coach. Mornings are babies, pre-school children and adults;
 * after school every lane is busy with children; evenings are adults; Saturday is busy from morning to evening
 * and Sunday until the afternoon. None on Thursday, the stores' regular closed day (定休日).
 */
const WEEK: readonly [day: number, start: string, minutes: number, program: number, lanes: number][] = [
  ...[1, 2, 3, 5].flatMap((day): [number, string, number, number, number][] => [
    [day, '10:00', 50, 0, 1],
    [day, '10:00', 60, 4, 1],
    [day, '11:00', 60, 1, 1],
    [day, '11:00', 60, 4, 1],
    [day, '13:00', 60, 4, 1],
    [day, '14:00', 60, 1, 1],
    [day, '15:00', 60, 1, 2],
    [day, '16:00', 60, 2, 4],
    [day, '17:00', 60, 2, 3],
    [day, '17:00', 90, 3, 1],
    [day, '18:00', 60, 2, 2],
    [day, '19:00', 60, 4, 2],
    [day, '20:00', 60, 4, 1],
  ]),
  [6, '09:00', 50, 0, 1],
  [6, '09:00', 60, 1, 3],
  [6, '10:00', 60, 1, 2],
  [6, '10:00', 60, 2, 4],
  [6, '11:00', 60, 2, 5],
  [6, '12:00', 60, 4, 2],
  [6, '13:00', 120, 3, 2],
  [6, '13:00', 60, 2, 4],
  [6, '14:00', 60, 2, 4],
  [6, '15:00', 60, 2, 5],
  [6, '15:00', 50, 0, 1],
  [6, '16:00', 60, 2, 5],
  [6, '17:00', 60, 2, 3],
  [6, '17:00', 60, 4, 2],
  [6, '18:00', 60, 4, 3],
  [0, '09:00', 60, 4, 2],
  [0, '10:00', 50, 0, 1],
  [0, '10:00', 60, 1, 3],
  [0, '10:00', 60, 2, 2],
  [0, '11:00', 60, 2, 4],
  [0, '12:00', 60, 4, 2],
  [0, '13:00', 120, 3, 2],
  [0, '13:00', 60, 2, 3],
  [0, '14:00', 60, 2, 4],
  [0, '15:00', 60, 4, 2],
];

/** The classes of a slot run side by side, by level: their names' suffix for 1 … 6 lanes. */
const LEVELS: readonly (readonly string[])[] = [
  [''],
  ['初級', '上級'],
  ['初級', '中級', '上級'],
  ['初級', '中級', '上級', '育成'],
  ['初級A', '初級B', '中級', '上級', '育成'],
  ['初級A', '初級B', '中級A', '中級B', '上級', '育成'],
];
/** Children (or adults) a coach takes in one lane, by age group. */
const LANE_CAPACITY = [12, 8, 10, 12, 12] as const;
/** The highest grade level (1 = 25級) a member of each age group reaches, for placing them by level. */
const TOP_LEVEL_OF = [1, 10, 25, 26, 1] as const;

/** The staff: the admin runs the office (no 指導員); everyone else coaches classes. */
const STAFF: readonly {
  store: number;
  name: string;
  name_kana: string;
  email: string;
  role: 'admin' | 'manager' | 'staff';
  gender: 'male' | 'female';
  coach?: boolean;
}[] = [
  {
    store: 0,
    name: '山田 太郎',
    name_kana: 'ヤマダ タロウ',
    email: 'admin@demo.kayoi.jp',
    role: 'admin',
    gender: 'male',
    coach: false,
  },
  {
    store: 0,
    name: '佐藤 美咲',
    name_kana: 'サトウ ミサキ',
    email: 'manager@demo.kayoi.jp',
    role: 'manager',
    gender: 'female',
  },
  {
    store: 0,
    name: '鈴木 健太',
    name_kana: 'スズキ ケンタ',
    email: 'staff@demo.kayoi.jp',
    role: 'staff',
    gender: 'male',
  },
  {
    store: 0,
    name: '高橋 葵',
    name_kana: 'タカハシ アオイ',
    email: 'takahashi@demo.kayoi.jp',
    role: 'staff',
    gender: 'female',
  },
  {
    store: 1,
    name: '伊藤 翔太',
    name_kana: 'イトウ ショウタ',
    email: 'ito@demo.kayoi.jp',
    role: 'manager',
    gender: 'male',
  },
  {
    store: 1,
    name: '渡辺 結衣',
    name_kana: 'ワタナベ ユイ',
    email: 'watanabe@demo.kayoi.jp',
    role: 'staff',
    gender: 'female',
  },
  {
    store: 1,
    name: '中村 湊',
    name_kana: 'ナカムラ ミナト',
    email: 'nakamura@demo.kayoi.jp',
    role: 'staff',
    gender: 'male',
  },
  {
    store: 2,
    name: '小林 凛',
    name_kana: 'コバヤシ リン',
    email: 'kobayashi@demo.kayoi.jp',
    role: 'manager',
    gender: 'female',
  },
  {
    store: 2,
    name: '加藤 拓海',
    name_kana: 'カトウ タクミ',
    email: 'kato@demo.kayoi.jp',
    role: 'staff',
    gender: 'male',
  },
  // Part-time coaches (アルバイト指導員): a lane each when every lane is busy.
  ...(
    [
      [0, '松本 大輝', 'マツモト ダイキ', 'matsumoto', 'male'],
      [0, '井上 さくら', 'イノウエ サクラ', 'inoue', 'female'],
      [0, '木村 蓮', 'キムラ レン', 'kimura', 'male'],
      [0, '清水 美月', 'シミズ ミヅキ', 'shimizu', 'female'],
      [1, '山口 陽菜', 'ヤマグチ ヒナ', 'yamaguchi', 'female'],
      [1, '森 大和', 'モリ ヤマト', 'mori', 'male'],
      [2, '池田 美羽', 'イケダ ミウ', 'ikeda', 'female'],
      [2, '岡田 悠真', 'オカダ ユウマ', 'okada', 'male'],
    ] as const
  ).map(([store, name, name_kana, login, gender]) => ({
    store,
    name,
    name_kana,
    email: `${login}@demo.kayoi.jp`,
    role: 'staff' as const,
    gender,
  })),
] as const;

/**
 * What a database holds once the demo data is in, besides its rows (the server's first start and `pnpm db:seed`): the
 * past lessons of the dashboards' longest trend counted, a store-month a transaction as a server's warm-up counts them
 * (modules/dashboard/warm-up.ts), and then the embedded database's statistics (db/pglite-maintenance.ts). In that
 * order: counted after the statistics, the 72 store-months took 8.2 s against 2.7 s (most of it in the sums trigger of
 * lesson_occurrence_stats, 61 against 14 ms for a store-month). And counted by the server after it listened, they kept
 * a login sent meanwhile waiting: 4.2 s behind a store's 24 months, up to 1.1 s behind a store-month.
 */
export async function settleDemoData(db: Database, now: () => Date) {
  const lessons = await countMissingLessons(db, now);
  const upkeep = await db.embedded?.maintain();
  return { lessons, tables: upkeep?.vacuumed.length ?? 0 };
}

/** The advisory lock the first start's demo data is loaded under (any constant, not the migrations' one). */
export const DEMO_DATA_LOCK_KEY = 7_405_002;

export async function isDatabaseEmpty(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>(
    'select (select count(*) from stores) + (select count(*) from staffs) as n',
  );
  return (rows[0]?.n ?? 0) === 0;
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Runs `insert … select * from unnest(…)` in slices, so a year of attendance loads in a few statements. */
export async function insertColumns(
  db: Queryable,
  table: string,
  columns: readonly [name: string, pgType: string][],
  rows: readonly unknown[][],
  returning = false,
  slice = 5_000,
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += slice) {
    const part = rows.slice(start, start + slice);
    const arrays = columns.map((_, i) => part.map((row) => row[i] ?? null));
    const sql = `insert into ${table} (${columns.map(([name]) => name).join(', ')})
      select * from unnest(${columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')})
      ${returning ? 'returning id' : ''}`;
    const { rows: inserted } = await db.query<{ id: number }>(sql, arrays);
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

/** The demo's three stores, in the order of STORES. */
const insertStores = (tx: Queryable) =>
  insertColumns(
    tx,
    'stores',
    [
      ['name', 'text'],
      ['name_kana', 'text'],
      ['phone', 'text'],
      ['address', 'text'],
    ],
    STORES.map((s) => [s.name, s.name_kana, s.phone, s.address]),
    true,
  );

export interface DemoSummary {
  stores: number;
  staff: number;
  customers: number;
  classes: number;
  attendances: number;
}

/** How long ago the demo school opened its classes: before the 2,600 days its longest-standing member has been in. */
const SCHOOL_OPENED_DAYS_AGO = 3_000;

type Random = ReturnType<typeof createRandom>;
type People = ReturnType<typeof createPeople>;

/** A class of the demo week as the members are placed in it. */
interface DemoClass {
  id: number;
  store: number;
  program: number;
  day: number;
  start: number;
  end: number;
  /** Its level among the classes of its slot (0 = 初級), and how many run side by side. */
  level: number;
  levels: number;
  capacity: number;
}

interface DemoCustomer {
  store: number;
  status: 'active' | 'paused' | 'withdrawn';
  joined: Date;
  /** When the current contract (this course) began: on joining, or on moving up to it. */
  since: Date;
  leftAfter: Date | null;
  classes: DemoClass[];
  program: number;
  gradeLevel: number | null;
  row: unknown[];
}

/** Who a member's contact details are: a child's parent (shared with brothers and sisters) or the adult member. */
interface DemoContact {
  person: PersonName;
  guardian: string;
  relationship: string;
  mobile: string;
  phone: string | null;
  email: string | null;
  address: ReturnType<People['address']>;
}

/**
 * Loads the demo school: three stores, staff in the three roles (the admin runs the office, the others coach),
 * about a thousand customers with kana names, contracts and weekly classes in the pool's lanes, and a year of
 * attendance up to `now` — the school as it is at that moment (who is inside, which debit is in). Refuses a
 * database that has data.
 *
 * `scale` (0 < scale ≤ 1, default 1) loads that share of each store's members, and so of their visits, bills and
 * debits: the same school, smaller, for tests that need a database with every kind of row but not its volume
 * (backups: every snapshot and restore reads all of it). The product and the demo tests load it whole.
 */
export async function loadDemoData(
  db: Database,
  options: { now: Date; seed?: number; scale?: number },
): Promise<DemoSummary> {
  const scale = options.scale ?? 1;
  if (!(scale > 0 && scale <= 1)) throw new RangeError(`scale must be in (0, 1]: ${scale}`);
  if (!(await isDatabaseEmpty(db))) {
    throw new Error('The database already holds data: demo data is only ever loaded into an empty database.');
  }
  const random = createRandom(options.seed ?? 20_261_122);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const today = new TZDate(options.now, TOKYO);

  return db.transaction(async (tx) => {
    const storeIds = await insertStores(tx);
    const storeId = (index: number) => storeIds[index] as number;
    const staffIds = await insertStaff(tx, storeIds, passwordHash);

    // The masters each store entered (hours, pools and lanes, schools, programs, grades), then the classes;
    // each class is coached by one of its store's 指導員.
    const masters = await loadMasterDemo(tx, { storeIds, adminId: staffIds[0] as number, now: options.now });
    const classes = await insertClasses(tx, { storeIds, staffIds, masters, today });

    // Customers: mostly children, some adults; each enrolled in one or two classes that fit their age, joined
    // the school at an age it takes them, numbered in the order they joined. Children come with a parent as
    // guardian (the family's phone and address), now and then a brother or sister.
    const people = createPeople(
      random,
      STAFF.map((s) => s.name),
    );
    const customers = draftCustomers({ storeIds, classes, random, people, today, scale });
    const customerIds = await insertCustomers(tx, customers);
    await insertContracts(tx, { customers, customerIds, masters });
    const attendances = await insertAttendances(tx, {
      customers,
      customerIds,
      storeIds,
      random,
      now: options.now,
    });
    const lapsed = await addDashboardDemo(tx, { now: options.now, storeId: storeId(0) });
    // After the lapsed members' visits are gone: today's tablet marks are drawn from the visits that remain.
    await loadFrontDeskDemo(tx, options.now);
    await loadCustomerDemoData(tx, {
      now: options.now,
      random,
      people,
      grades: customers.map((c, i) => ({
        customerId: customerIds[i] as number,
        gradeId: c.gradeLevel === null ? null : (masters.grades[c.store]?.get(c.gradeLevel) ?? null),
      })),
    });
    // The timetable's schools, facilities and assistants, absences and makeups, a promotion test (issue 14).
    await loadClassesDemo(tx, options.now, storeId(0));
    // The bulletin board and the chat (issue 17).
    await loadCommunicationDemo(tx, { now: options.now, storeIds, staff: staffIds });
    // A year of billing: closed cycles, payments and late payers (issue 15).
    await loadBillingDemo(tx, { now: options.now, storeIds, staffIds });
    // Bank accounts of the members paying by transfer and a collection profile per store (issue 16).
    await loadZenginDemo(tx, { now: options.now, storeIds });
    await loadFamilyDemo(tx, { now: options.now, storeId: storeId(0), password: DEMO_PASSWORD }); // マイページ

    return {
      stores: storeIds.length,
      staff: staffIds.length,
      customers: customerIds.length,
      classes: classes.length,
      attendances: attendances - lapsed,
    };
  });
}

/** The staff of STAFF, in its order, and the demo logins' NFC cards. */
async function insertStaff(
  tx: Queryable,
  storeIds: readonly number[],
  passwordHash: string,
): Promise<number[]> {
  const staffIds = await insertColumns(
    tx,
    'staffs',
    [
      ['store_id', 'int'],
      ['name', 'text'],
      ['name_kana', 'text'],
      ['email', 'text'],
      ['password_hash', 'text'],
      ['role', 'text'],
      ['gender', 'text'],
      ['is_instructor', 'boolean'],
    ],
    // The coaches are 指導員 (the coach pickers offer 指導員 only); the admin 山田 太郎 runs the office.
    STAFF.map((s) => [
      storeIds[s.store] as number,
      s.name,
      s.name_kana,
      s.email,
      passwordHash,
      s.role,
      s.gender,
      s.coach !== false,
    ]),
    true,
  );
  await insertColumns(
    tx,
    'nfc_cards',
    [
      ['uid', 'text'],
      ['card_type', 'smallint'],
      ['staff_id', 'int'],
    ],
    Object.values(DEMO_STAFF_CARD_UIDS).map((uid, i) => [uid, 1, staffIds[i]]),
  );
  return staffIds;
}

/** The classes of WEEK at every store, each in a free lane with a free coach of its store. */
async function insertClasses(
  tx: Queryable,
  options: { storeIds: readonly number[]; staffIds: readonly number[]; masters: MasterDemo; today: Date },
): Promise<DemoClass[]> {
  const { storeIds, staffIds, masters, today } = options;
  const classes: DemoClass[] = [];
  // The classes have run since the school opened, before its longest-standing members joined (issue 28: a
  // class has no lessons before its 開始日).
  const classesSince = dayOf(addDays(today, -SCHOOL_OPENED_DAYS_AGO));
  for (const [index, store] of STORES.entries()) {
    const coaches = STAFF.flatMap((s, i) =>
      s.store === index && s.coach !== false ? [staffIds[i] as number] : [],
    );
    const managers = new Set(
      STAFF.flatMap((s, i) => (s.store === index && s.role === 'manager' ? [staffIds[i] as number] : [])),
    );
    const lanes = masters.lanes[index] as MasterDemo['lanes'][number];
    const { rows, placed } = placeClasses({
      index,
      storeId: storeIds[index] as number,
      store,
      coaches,
      managers,
      lanes,
      masters,
      classesSince,
    });
    const ids = await insertColumns(
      tx,
      'classes',
      [
        ['store_id', 'int'],
        ['program_id', 'int'],
        ['name', 'text'],
        ['instructor_id', 'int'],
        ['lane', 'text'],
        ['lane_id', 'int'],
        ['day_of_week', 'smallint'],
        ['start_time', 'time'],
        ['end_time', 'time'],
        ['capacity', 'int'],
        ['starts_on', 'date'],
      ],
      rows,
      true,
    );
    placed.forEach((k, i) => {
      classes.push({ ...k, id: ids[i] as number });
    });
  }
  return classes;
}

/** One store's week: each class takes the first lane free (ベビー: the baby pool) and a coach free for its lesson. */
function placeClasses(options: {
  index: number;
  storeId: number;
  store: (typeof STORES)[number];
  coaches: readonly number[];
  managers: ReadonlySet<number>;
  lanes: MasterDemo['lanes'][number];
  masters: MasterDemo;
  classesSince: string;
}): { rows: unknown[][]; placed: Omit<DemoClass, 'id'>[] } {
  const { index, storeId, store, coaches, managers, lanes, masters, classesSince } = options;
  const taken: { day: number; start: number; end: number; lane: number; coach: number }[] = [];
  const freeAt = (day: number, start: number, end: number, busy: (t: (typeof taken)[number]) => boolean) =>
    !taken.some((t) => t.day === day && t.start < end && start < t.end && busy(t));
  const rows: unknown[][] = [];
  const placed: Omit<DemoClass, 'id'>[] = [];
  for (const [day, start, minutes, program, wanted] of WEEK) {
    const from = minutesOf(start);
    const to = from + minutes;
    const count = Math.max(1, Math.round(wanted * store.lanes));
    const names = LEVELS[count - 1] ?? [''];
    for (let level = 0; level < count; level += 1) {
      const lane =
        program === 0
          ? freeAt(day, from, to, (t) => t.lane === lanes.baby)
            ? lanes.baby
            : undefined
          : lanes.pool.find((id) => freeAt(day, from, to, (t) => t.lane === id));
      // The free coach with the fewest lessons this week (a manager's count thrice: they run the store too).
      const load = (id: number) => taken.filter((t) => t.coach === id).length * (managers.has(id) ? 3 : 1);
      const coach = coaches
        .filter((id) => freeAt(day, from, to, (t) => t.coach === id))
        .sort((a, b) => load(a) - load(b) || a - b)[0];
      if (lane === undefined || coach === undefined) break;
      taken.push({ day, start: from, end: to, lane, coach });
      const laneName = program === 0 ? 'ベビープール' : `第${lanes.pool.indexOf(lane) + 1}レーン`;
      rows.push([
        storeId,
        masters.programs[index]?.[program]?.[0],
        `${PROGRAMS[program]?.name}（${weekdayLabels[day]}${start}）${names[level] ?? ''}`,
        coach,
        laneName,
        lane,
        day,
        start,
        hhmm(to),
        LANE_CAPACITY[program] ?? 10,
        classesSince,
      ]);
      placed.push({
        store: index,
        program,
        day,
        start: from,
        end: to,
        level,
        levels: count,
        capacity: LANE_CAPACITY[program] ?? 10,
      });
    }
  }
  return { rows, placed };
}

/** Members fill the classes with room first, in the lane of their level among a slot's classes. */
function classChooser(random: Random) {
  const seats = new Map<number, number>();
  const choose = (fitting: DemoClass[], gradeLevel: number | null, notOn: number | null) => {
    const others = fitting.filter((c) => c.day !== notOn);
    const candidates = others.length > 0 ? others : fitting;
    const open = candidates.filter((c) => (seats.get(c.id) ?? 0) < c.capacity);
    const picked = random.pick(open.length > 0 ? open : candidates);
    const top = TOP_LEVEL_OF[picked.program] ?? 1;
    const level =
      gradeLevel === null
        ? random.int(0, picked.levels - 1)
        : Math.min(picked.levels - 1, Math.floor(((gradeLevel - 1) / top) * picked.levels));
    const sameSlot = candidates.find(
      (c) => c.day === picked.day && c.start === picked.start && c.level === level,
    );
    return sameSlot && (seats.get(sameSlot.id) ?? 0) < sameSlot.capacity ? sameSlot : picked;
  };
  const seat = (classes: readonly DemoClass[]) => {
    for (const k of classes) seats.set(k.id, (seats.get(k.id) ?? 0) + 1);
  };
  return { choose, seat };
}

type ClassChooser = ReturnType<typeof classChooser>;

interface DraftContext {
  classes: DemoClass[];
  random: Random;
  people: People;
  today: Date;
  chooser: ClassChooser;
}

/** Every store's members, store by store, each store's numbered in the order they joined. */
function draftCustomers(options: {
  storeIds: readonly number[];
  classes: DemoClass[];
  random: Random;
  people: People;
  today: Date;
  scale: number;
}): DemoCustomer[] {
  const { storeIds, scale, ...rest } = options;
  const context: DraftContext = { ...rest, chooser: classChooser(options.random) };
  const customers: DemoCustomer[] = [];
  for (const [index, store] of STORES.entries()) {
    const drafts = draftStoreCustomers(context, {
      index,
      storeId: storeIds[index] as number,
      count: Math.max(Math.round(store.customers * scale), 12),
    });
    // Member numbers go up in the order members joined, from the store's prefix: 100001, 100002 …
    drafts.sort((a, b) => a.joined.getTime() - b.joined.getTime());
    drafts.forEach((draft, n) => {
      draft.row[1] = `${String(index + 1)}${String(n + 1).padStart(5, '0')}`;
      customers.push(draft);
    });
  }
  return customers;
}

/** One store's members (unnumbered): a course and classes each, and a contact; brothers and sisters share one. */
function draftStoreCustomers(
  context: DraftContext,
  options: { index: number; storeId: number; count: number },
): DemoCustomer[] {
  const { random, people } = context;
  const { index, storeId } = options;
  const area = STORE_AREAS[index] ?? (STORE_AREAS[0] as (typeof STORE_AREAS)[number]);
  const drafts: DemoCustomer[] = [];
  let family: DemoContact | null = null;
  for (let n = 0; n < options.count; n += 1) {
    const course = draftCourse(context, index);
    const { age, gender } = course;
    let person: PersonName;
    let contact: DemoContact;
    if (age < 18) {
      const sibling = family !== null && random.chance(0.15);
      person = people.name(gender, 'child', sibling && family ? people.familyOf(family.person) : undefined);
      if (!sibling || !family) {
        const mother = random.chance(0.7);
        const parent = people.name(mother ? 'female' : 'male', 'adult', people.familyOf(person));
        family = {
          person,
          guardian: `${parent.family} ${parent.given}`,
          relationship: mother ? '母' : '父',
          mobile: people.mobile(),
          phone: random.chance(0.35) ? people.landline(area) : null,
          email: random.chance(0.8) ? people.email(parent) : null,
          address: people.address(area),
        };
      }
      contact = family;
    } else {
      person = people.name(gender, 'adult');
      contact = {
        person,
        guardian: '',
        relationship: '',
        mobile: people.mobile(),
        phone: random.chance(0.2) ? people.landline(area) : null,
        email: random.chance(0.7) ? people.email(person) : null,
        address: people.address(area),
      };
    }
    drafts.push(customerDraft(context, { index, storeId, course, person, contact }));
  }
  return drafts;
}

type DemoCourse = ReturnType<typeof draftCourse>;

/** A member's age group, age, when they joined and began this course, where they stand now, and their classes. */
function draftCourse(context: DraftContext, index: number) {
  const { random, today, classes, chooser } = context;
  const gender: 'male' | 'female' = random.chance(0.5) ? 'male' : 'female';
  // Weighted towards children's programs, as at a swim school; only programs this store teaches.
  const taught = new Set(classes.filter((c) => c.store === index).map((c) => c.program));
  const program = random.pick([0, 1, 1, 2, 2, 2, 2, 2, 2, 3, 4, 4, 4].filter((p) => taught.has(p)));
  const spec = (PROGRAMS[program] ?? PROGRAMS[2]) as (typeof PROGRAMS)[number];
  // Old enough to have been a member a week at least.
  const ageDays = random.int(Math.max(spec.ages[0] * 365, spec.joinsFrom + 7), (spec.ages[1] + 1) * 365 - 1);
  const birth = addDays(today, -ageDays);
  const age = Math.floor(ageDays / 365.25);
  const joinable = ageDays - spec.joinsFrom;
  // Children often stay for years (a 10-year-old may have started at 4); adults for a few.
  const joinedDaysAgo = random.int(Math.min(30, joinable), Math.min(age < 18 ? 2_600 : 1_800, joinable));
  const joined = addDays(today, -joinedDaysAgo);
  // The later of joining and reaching the course's age.
  const sinceDaysAgo = Math.min(joinedDaysAgo, ageDays - spec.ages[0] * 365);
  const since = addDays(today, -sinceDaysAgo);
  const roll = random.next();
  const status: DemoCustomer['status'] =
    sinceDaysAgo < 60 || roll < 0.9 ? 'active' : roll < 0.96 ? 'paused' : 'withdrawn';
  // Paused and withdrawn members stopped coming some weeks ago.
  const leftAfter =
    status === 'active' ? null : addDays(today, -random.int(10, Math.min(120, sinceDaysAgo - 30)));
  const gradeLevel = gradeLevelFor(random, { birth, joined, today, athlete: program === ATHLETES });
  const fitting = classes.filter((c) => c.store === index && c.program === program);
  const first = chooser.choose(fitting, gradeLevel, null);
  const own = [first];
  if (random.chance(0.25)) {
    const second = chooser.choose(fitting, gradeLevel, first.day);
    if (second.day !== first.day) own.push(second);
  }
  chooser.seat(own);
  return { gender, program, birth, age, joined, since, status, leftAfter, gradeLevel, own };
}

/** The member as drafted: the customers row (its member number filled in later) and what the seed goes on with. */
function customerDraft(
  context: DraftContext,
  options: { index: number; storeId: number; course: DemoCourse; person: PersonName; contact: DemoContact },
): DemoCustomer {
  const { random, people } = context;
  const { index, storeId, course, person, contact } = options;
  const { age, joined } = course;
  // A teenager may carry a phone of their own.
  const mobile = age >= 13 && age < 18 && random.chance(0.5) ? people.mobile() : contact.mobile;
  const registeredAt = new TZDate(
    joined.getFullYear(),
    joined.getMonth(),
    joined.getDate(),
    random.int(10, 19),
    random.int(0, 59),
    random.int(0, 59),
    TOKYO,
  );
  return {
    store: index,
    status: course.status,
    joined,
    since: course.since,
    leftAfter: course.leftAfter,
    classes: course.own,
    program: course.program,
    gradeLevel: course.gradeLevel,
    row: [
      storeId,
      '',
      person.family,
      person.given,
      person.familyKana,
      person.givenKana,
      dayOf(course.birth),
      course.gender,
      mobile,
      contact.phone,
      contact.email,
      contact.address.postal_code,
      contact.address.prefecture,
      contact.address.city,
      contact.address.street_address,
      contact.address.building,
      age < 18 ? contact.guardian : null,
      age < 18 ? contact.relationship : null,
      age < 18 ? contact.mobile : null,
      course.status,
      dayOf(joined),
      registeredAt.toISOString(),
    ],
  };
}

async function insertCustomers(tx: Queryable, customers: readonly DemoCustomer[]): Promise<number[]> {
  const customerIds = await insertColumns(
    tx,
    'customers',
    [
      ['store_id', 'int'],
      ['member_number', 'text'],
      ['family_name', 'text'],
      ['given_name', 'text'],
      ['family_name_kana', 'text'],
      ['given_name_kana', 'text'],
      ['birth_date', 'date'],
      ['gender', 'text'],
      ['mobile', 'text'],
      ['phone', 'text'],
      ['email', 'text'],
      ['postal_code', 'text'],
      ['prefecture', 'text'],
      ['city', 'text'],
      ['street_address', 'text'],
      ['building', 'text'],
      ['guardian_name', 'text'],
      ['guardian_relationship', 'text'],
      ['guardian_phone', 'text'],
      ['status', 'text'],
      ['joined_on', 'date'],
      ['created_at', 'timestamptz'],
      ['updated_at', 'timestamptz'],
    ],
    // Last changed when registered (`updated_at` is the last column's `created_at` again).
    customers.map((c) => [...c.row, c.row.at(-1)]),
    true,
  );
  return customerIds;
}

/** Contracts (the 週1回 or 週2回 program of the member's course, at its fee), weekly slots, enrolments, cards. */
async function insertContracts(
  tx: Queryable,
  options: { customers: readonly DemoCustomer[]; customerIds: readonly number[]; masters: MasterDemo },
): Promise<void> {
  const { customers, customerIds, masters } = options;
  const contractRows = customers.map((c, i) => {
    const group = DEMO_PROGRAM_GROUPS[c.program];
    const weeklyCount = Math.min(2, c.classes.length) as 1 | 2;
    return [
      customerIds[i],
      masters.programs[c.store]?.[c.program]?.[weeklyCount - 1],
      `${group?.name} 週${weeklyCount}回`,
      group?.fees[weeklyCount - 1] ?? 0,
      dayOf(c.since),
      c.status === 'withdrawn' && c.leftAfter ? dayOf(c.leftAfter) : null,
    ];
  });
  const contractIds = await insertColumns(
    tx,
    'customer_contracts',
    [
      ['customer_id', 'int'],
      ['program_id', 'int'],
      ['plan_name', 'text'],
      ['monthly_fee', 'int'],
      ['starts_on', 'date'],
      ['ends_on', 'date'],
    ],
    contractRows,
    true,
  );
  await insertColumns(
    tx,
    'contract_time_slots',
    [
      ['contract_id', 'int'],
      ['day_of_week', 'smallint'],
      ['start_time', 'time'],
      ['end_time', 'time'],
    ],
    customers.flatMap((c, i) => c.classes.map((k) => [contractIds[i], k.day, hhmm(k.start), hhmm(k.end)])),
  );
  await insertColumns(
    tx,
    'class_enrollments',
    [
      ['class_id', 'int'],
      ['customer_id', 'int'],
      ['enrolled_on', 'date'],
      ['ended_on', 'date'],
    ],
    customers.flatMap((c, i) =>
      c.classes.map((k) => [k.id, customerIds[i], dayOf(c.since), c.leftAfter ? dayOf(c.leftAfter) : null]),
    ),
  );
  await insertColumns(
    tx,
    'nfc_cards',
    [
      ['uid', 'text'],
      ['card_type', 'smallint'],
      ['customer_id', 'int'],
    ],
    customerIds.map((id) => [`05${id.toString(16).toUpperCase().padStart(12, '0')}`, 2, id]),
  );
}

/**
 * A year of visits: each class the customer is enrolled in, attended four times in five, arriving a little early
 * and leaving a little after; a few stay far longer (overtime). Classes running now leave their members inside.
 * Answers how many visits it wrote.
 */
async function insertAttendances(
  tx: Queryable,
  options: {
    customers: readonly DemoCustomer[];
    customerIds: readonly number[];
    storeIds: readonly number[];
    random: Random;
    now: Date;
  },
): Promise<number> {
  const { customers, customerIds, storeIds, random } = options;
  const today = new TZDate(options.now, TOKYO);
  const attendanceRows: unknown[][] = [];
  const nowMs = options.now.getTime();
  for (let back = 365; back >= 0; back -= 1) {
    const day = addDays(today, -back);
    const midnight = new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), TOKYO).getTime();
    customers.forEach((customer, i) => {
      if (day < customer.since || (customer.leftAfter && day > customer.leftAfter)) return;
      for (const k of customer.classes) {
        if (k.day !== day.getDay() || !random.chance(0.8)) continue;
        const checkIn = midnight + (k.start - random.int(5, 20)) * 60_000;
        if (checkIn > nowMs) continue;
        const overtime = random.chance(0.03);
        const checkOut = midnight + (k.end + (overtime ? random.int(40, 90) : random.int(5, 25))) * 60_000;
        attendanceRows.push([
          storeIds[customer.store] as number,
          customerIds[i],
          new Date(checkIn).toISOString(),
          checkOut > nowMs ? null : new Date(checkOut).toISOString(),
          overtime,
        ]);
      }
    });
  }
  await insertColumns(
    tx,
    'attendances',
    [
      ['store_id', 'int'],
      ['customer_id', 'int'],
      ['check_in_at', 'timestamptz'],
      ['check_out_at', 'timestamptz'],
      ['is_overtime', 'boolean'],
    ],
    attendanceRows,
  );
  return attendanceRows.length;
}
