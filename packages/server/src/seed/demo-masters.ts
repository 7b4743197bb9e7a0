import { addMonths, fiscalYearOf, todayInTokyo } from '@kayoi/domain/calendar';
import { corporateNumberCheckDigit } from '@kayoi/domain/invoice';
import type { Queryable } from '../db/database.ts';

// Issue 13's part of the demo: what each demo store has entered in its masters — address and billing identity,
// hours (定休日 木曜) and 年末年始, a 25 m pool of six lanes and a baby pool, the school スイミング (and 体操 at
// 渋谷校) with categories, programs at realistic tax-inclusive fees with a price revision in their history,
// and the grade system 25級 … 1級, 選手コース with cap colours and the skills each promotion test checks.

/** Address parts of the demo stores, in the order of demo.ts's STORES (postal codes as Japan Post lists them). */
const STORE_DETAILS = [
  {
    postal_code: '150-0041',
    prefecture: '東京都',
    city: '渋谷区',
    street_address: '神南1-2-3',
    building: '神南スクエア2F',
    email: 'shibuya@demo.kayoi.jp',
  },
  {
    postal_code: '220-0011',
    prefecture: '神奈川県',
    city: '横浜市西区',
    street_address: '高島2-4-6',
    building: null,
    email: 'yokohama@demo.kayoi.jp',
  },
  {
    postal_code: '330-0854',
    prefecture: '埼玉県',
    city: 'さいたま市大宮区',
    street_address: '桜木町1-7-5',
    building: '大宮センタービル3F',
    email: 'omiya@demo.kayoi.jp',
  },
] as const;

export const DEMO_COMPANY_NAME = '株式会社かよいスイミング';
/** A registration number that passes its check digit; its registry code 9999 belongs to no real company. */
export const DEMO_REGISTRATION_NUMBER = (() => {
  const base = '999900000013';
  return `T${corporateNumberCheckDigit(base)}${base}`;
})();

const HOURS: readonly [number, string, string][] = [
  [0, '09:00', '17:00'],
  [1, '10:00', '21:30'],
  [2, '10:00', '21:30'],
  [3, '10:00', '21:30'],
  [5, '10:00', '21:30'],
  [6, '09:00', '19:00'],
];

/**
 * The swimming programs by age group, as demo.ts's classes and members use them: weekly once and twice, fees
 * tax-inclusive (ジュニア週1 ¥7,700, 週2 ¥12,100), the same 入会金 ¥11,000, 年会費 ¥3,300 and 休会費 ¥1,650.
 */
export const DEMO_PROGRAM_GROUPS = [
  { name: 'ベビースイミング', category: 'ベビー', ages: [0, 2], minutes: 50, fees: [6_600, 9_900] },
  { name: '幼児コース', category: '幼児', ages: [3, 5], minutes: 60, fees: [7_700, 12_100] },
  { name: 'ジュニアコース', category: 'ジュニア', ages: [6, 12], minutes: 60, fees: [7_700, 12_100] },
  { name: '選手育成コース', category: '選手コース', ages: [10, 15], minutes: 90, fees: [11_000, 15_400] },
  { name: '成人スイミング', category: '成人', ages: [18, 80], minutes: 60, fees: [8_800, 13_200] },
] as const;
const ENTRANCE_FEE = 11_000;
const ANNUAL_FEE = 3_300;
const PAUSE_FEE = 1_650;
/** The fees before this fiscal year's revision: ¥550 less a month (tax included). */
const REVISION_STEP = 550;
/** The first fee period of the demo programs, before any demo member joined. */
const FIRST_FEES_MONTH = '2015-04-01';

const CAP_COLOURS: readonly [upTo: number, name: string, hex: string][] = [
  [3, '白', '#FFFFFF'],
  [6, '黄', '#FDD835'],
  [9, 'オレンジ', '#FB8C00'],
  [12, '赤', '#E53935'],
  [15, '緑', '#43A047'],
  [18, '青', '#1E88E5'],
  [21, '紫', '#8E24AA'],
  [25, '黒', '#212121'],
  [26, '金', '#C9A227'],
];

/** The promotion test of each grade, from 25級 (level 1) to 選手コース (level 26). */
const SWIM_SKILLS: readonly (readonly string[])[] = [
  ['水に顔をつける（5秒）'],
  ['水中で目を開ける', 'もぐってブクブク（息を吐く）'],
  ['だるま浮き（5秒）'],
  ['伏し浮き（5秒）'],
  ['背浮き（5秒）'],
  ['けのび 3m'],
  ['けのび 5m'],
  ['ビート板バタ足 10m'],
  ['バタ足 10m'],
  ['面かぶりクロール 10m'],
  ['クロール（息継ぎ）12.5m'],
  ['クロール 25m'],
  ['背泳ぎ 12.5m'],
  ['背泳ぎ 25m'],
  ['平泳ぎキック 12.5m'],
  ['平泳ぎ 25m'],
  ['バタフライキック 12.5m'],
  ['バタフライ 25m'],
  ['クロール 50m'],
  ['背泳ぎ 50m'],
  ['平泳ぎ 50m'],
  ['バタフライ 50m'],
  ['個人メドレー 100m'],
  ['クロール 100m（1分40秒以内）'],
  ['個人メドレー 200m（3分30秒以内）'],
  ['選考会の標準記録'],
];

const GYM_GRADES: readonly [name: string, skill: string][] = [
  ['10級', '前転'],
  ['9級', '後転'],
  ['8級', 'ブリッジ（5秒）'],
  ['7級', '側転'],
  ['6級', '倒立（壁つき 10秒）'],
  ['5級', '跳び箱 開脚跳び 4段'],
  ['4級', '倒立前転'],
  ['3級', 'ロンダート'],
  ['2級', '前方倒立回転跳び'],
  ['1級', 'バク転（補助なし）'],
];

export interface MasterDemo {
  /** Per store, per age group of DEMO_PROGRAM_GROUPS: the 週1回 and 週2回 programs. */
  programs: (readonly [number, number])[][];
  /** Per store: the six lanes of the 25 m pool and the baby pool's one. */
  lanes: { pool: number[]; baby: number }[];
  /** Per store: the swimming school's grades by level (1 = 25級 … 26 = 選手コース). */
  grades: Map<number, number>[];
}

const one = async (db: Queryable, sql: string, params: unknown[]) =>
  ((await db.query<{ id: number }>(sql, params)).rows[0] as { id: number }).id;

/** What each step of a store's masters works with: `made` records a master created when the school opened. */
interface StoreMasters {
  tx: Queryable;
  storeId: number;
  adminId: number;
  openedAt: Date;
  made: (entity: string, id: number, store: number) => void;
}

/** Loads the masters of the demo stores (already inserted, in STORES order), made by `adminId`. */
export async function loadMasterDemo(
  tx: Queryable,
  options: { storeIds: readonly number[]; adminId: number; now: Date },
): Promise<MasterDemo> {
  const { adminId, now } = options;
  const today = todayInTokyo(now);
  const revision = `${fiscalYearOf(today)}-04-01`;
  // The revision was decided in February, before the fiscal year it starts.
  const revisedAt = new Date(`${fiscalYearOf(today)}-02-16T14:20:00+09:00`);
  const openedAt = new Date('2015-03-02T10:00:00+09:00');
  const result: MasterDemo = { programs: [], lanes: [], grades: [] };
  const changes: MasterChange[] = [];
  const made = (entity: string, id: number, store: number) =>
    changes.push([entity, id, store, 'created', [], openedAt]);

  for (const [index, storeId] of options.storeIds.entries()) {
    const store: StoreMasters = { tx, storeId, adminId, openedAt, made };
    await enterStore(store, index, today);
    result.lanes[index] = await insertPools(store);
    // The school スイミング: categories, programs with their fees, grades with caps and skills.
    const swim = await one(
      tx,
      `insert into schools (store_id, name, discipline, description, sort_order, created_by, updated_by,
         created_at, updated_at)
       values ($1, 'スイミング', 'swimming', '0歳のベビーから選手コースまで、級別の少人数レッスン', 1, $2, $2, $3, $3)
       returning id`,
      [storeId, adminId, openedAt],
    );
    made('school', swim, storeId);
    const grades = await insertSwimGrades(store, swim);
    result.grades[index] = grades;
    result.programs[index] = await insertSwimPrograms(store, { swim, grades, revision, revisedAt, changes });
    // 渋谷校 also teaches 体操 (kids' gymnastics) in its studio, with its own grades.
    if (index === 0) await insertGymnastics(store);
  }
  await insertMasterChanges(tx, changes, adminId);
  return result;
}

type MasterChange = [entity: string, id: number, store: number, action: string, fields: string[], at: Date];

/** The store's address and billing identity, its hours, and the days it is closed. */
async function enterStore(store: StoreMasters, index: number, today: string): Promise<void> {
  const { tx, storeId, adminId, openedAt } = store;
  const d = STORE_DETAILS[index % STORE_DETAILS.length] ?? STORE_DETAILS[0];
  await tx.query(
    `update stores set postal_code = $2, prefecture = $3, city = $4, street_address = $5, building = $6,
       address = $3 || $4 || $5 || coalesce(' ' || $6, ''), email = $7, company_name = $8,
       invoice_registration_number = $9, national_holiday_hours = 'sunday', created_by = $10, updated_by = $10,
       created_at = $11, updated_at = $11
     where id = $1`,
    [
      storeId,
      d.postal_code,
      d.prefecture,
      d.city,
      d.street_address,
      d.building,
      d.email,
      DEMO_COMPANY_NAME,
      DEMO_REGISTRATION_NUMBER,
      adminId,
      openedAt,
    ],
  );
  store.made('store', storeId, storeId);
  await tx.query(
    `insert into store_business_hours (store_id, day_of_week, opens_at, closes_at)
     select $1::int, * from unnest($2::smallint[], $3::time[], $4::time[])`,
    [storeId, HOURS.map((h) => h[0]), HOURS.map((h) => h[1]), HOURS.map((h) => h[2])],
  );
  // 年末年始 of last winter and the coming one, and a two-day pool inspection at 横浜校.
  const year = Number(today.slice(0, 4));
  const closures: [string, string, string][] = [
    [`${year - 1}-12-29`, `${year}-01-03`, '年末年始休業'],
    [`${year}-12-29`, `${year + 1}-01-03`, '年末年始休業'],
  ];
  if (index === 1)
    closures.push([
      addMonths(`${today.slice(0, 7)}-10`, 1),
      addMonths(`${today.slice(0, 7)}-11`, 1),
      'プール設備点検',
    ]);
  await tx.query(
    `insert into store_closures (store_id, starts_on, ends_on, reason)
     select $1::int, * from unnest($2::date[], $3::date[], $4::text[])`,
    [storeId, closures.map((c) => c[0]), closures.map((c) => c[1]), closures.map((c) => c[2])],
  );
}

/** Facilities: the 25 m pool (lane 6 shared with free swimming) and the baby pool, with their lanes. */
async function insertPools(store: StoreMasters): Promise<MasterDemo['lanes'][number]> {
  const { tx, storeId, adminId, openedAt, made } = store;
  const pool = await one(
    tx,
    `insert into facilities (store_id, name, kind, capacity, notes, sort_order, created_by, updated_by,
       created_at, updated_at)
     values ($1, '25mプール', 'pool', 60, '6コース・水温31℃', 1, $2, $2, $3, $3) returning id`,
    [storeId, adminId, openedAt],
  );
  const baby = await one(
    tx,
    `insert into facilities (store_id, name, kind, capacity, notes, sort_order, created_by, updated_by,
       created_at, updated_at)
     values ($1, 'ベビープール', 'pool', 16, '水深60〜80cm・水温32℃', 2, $2, $2, $3, $3) returning id`,
    [storeId, adminId, openedAt],
  );
  made('facility', pool, storeId);
  made('facility', baby, storeId);
  const { rows: poolLanes } = await tx.query<{ id: number }>(
    `insert into facility_lanes (facility_id, number, name, length_m, min_depth_cm, max_depth_cm, is_shared, capacity)
     select $1::int, n, case when n = 6 then '第6レーン（一般開放）' else '第' || n || 'レーン' end, 25, 110, 130, n = 6,
            case when n = 6 then 10 else 8 end
     from generate_series(1, 6) as n order by n returning id`,
    [pool],
  );
  const babyLane = await one(
    tx,
    `insert into facility_lanes (facility_id, number, name, length_m, min_depth_cm, max_depth_cm, capacity)
     values ($1, 1, 'ベビープール', 10, 60, 80, 16) returning id`,
    [baby],
  );
  return { pool: poolLanes.map((l) => l.id), baby: babyLane };
}

/** スイミング's grades 25級 … 選手コース with their caps and skills; answers their ids by level. */
async function insertSwimGrades(store: StoreMasters, swim: number): Promise<Map<number, number>> {
  const { tx, storeId, adminId, openedAt, made } = store;
  const grades = new Map<number, number>();
  for (let level = 1; level <= SWIM_SKILLS.length; level += 1) {
    const name = level === SWIM_SKILLS.length ? '選手コース' : `${26 - level}級`;
    const [, capName, capHex] = CAP_COLOURS.find(([upTo]) => level <= upTo) ?? CAP_COLOURS[0] ?? [0, '', ''];
    const id = await one(
      tx,
      `insert into grades (store_id, school_id, name, sort_order, cap_color_name, cap_color_hex, description,
         created_by, updated_by, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9, $9) returning id`,
      [
        storeId,
        swim,
        name,
        level,
        `${capName}帽`,
        capHex,
        SWIM_SKILLS[level - 1]?.join('・'),
        adminId,
        openedAt,
      ],
    );
    await tx.query(
      `insert into grade_skills (grade_id, position, name)
       select $1::int, ord, skill from unnest($2::text[]) with ordinality as s(skill, ord)`,
      [id, SWIM_SKILLS[level - 1]],
    );
    grades.set(level, id);
    made('grade', id, storeId);
  }
  return grades;
}

/** スイミング's categories and their 週1回 and 週2回 programs, with the fees before and after the revision. */
async function insertSwimPrograms(
  store: StoreMasters,
  options: {
    swim: number;
    grades: Map<number, number>;
    revision: string;
    revisedAt: Date;
    changes: MasterChange[];
  },
): Promise<(readonly [number, number])[]> {
  const { tx, storeId, adminId, openedAt, made } = store;
  const { swim, grades, revisedAt } = options;
  const programs: (readonly [number, number])[] = [];
  for (const [rank, group] of DEMO_PROGRAM_GROUPS.entries()) {
    const category = await one(
      tx,
      `insert into program_categories (store_id, school_id, name, description, sort_order, created_by, updated_by,
         created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $6, $7, $7) returning id`,
      [storeId, swim, group.category, `${group.ages[0]}〜${group.ages[1]}歳`, rank + 1, adminId, openedAt],
    );
    made('program_category', category, storeId);
    const athletes = group.category === '選手コース';
    const ids = [] as number[];
    for (const weekly of [1, 2] as const) {
      const fee = group.fees[weekly - 1] as number;
      const id = await one(
        tx,
        `insert into programs (store_id, school_id, category_id, name, description, monthly_fee, lessons_per_week,
           lesson_minutes, min_age, max_age, min_grade_id, max_grade_id, sort_order, created_by, updated_by,
           created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14, $15, $15) returning id`,
        [
          storeId,
          swim,
          category,
          `${group.name} 週${weekly}回`,
          athletes ? '大会出場を目指す選抜クラス（選考会あり）' : null,
          fee,
          weekly,
          group.minutes,
          group.ages[0],
          group.ages[1],
          athletes ? grades.get(22) : null,
          athletes ? grades.get(26) : null,
          rank * 2 + weekly,
          adminId,
          openedAt,
        ],
      );
      // The first fees until this fiscal year's revision, then today's.
      await tx.query('update programs set updated_at = $2 where id = $1', [id, revisedAt]);
      await tx.query('delete from program_fees where program_id = $1', [id]);
      await tx.query(
        `insert into program_fees (program_id, effective_month, monthly_fee, entrance_fee, annual_fee, pause_fee,
           created_by, created_at)
         values ($1, $2, $3, $5, $6, $7, $8, $9), ($1, $4, $10, $5, $6, $7, $8, $11)`,
        [
          id,
          FIRST_FEES_MONTH,
          fee - REVISION_STEP,
          options.revision,
          group.category === 'ベビー' ? ENTRANCE_FEE / 2 : ENTRANCE_FEE,
          ANNUAL_FEE,
          PAUSE_FEE,
          adminId,
          openedAt,
          fee,
          revisedAt,
        ],
      );
      made('program', id, storeId);
      options.changes.push(['program', id, storeId, 'updated', ['monthly_fee'], revisedAt]);
      ids.push(id);
    }
    programs.push([ids[0] as number, ids[1] as number]);
  }
  return programs;
}

/** 体操 (kids' gymnastics): its studio, school, category, program and grades. */
async function insertGymnastics(store: StoreMasters): Promise<void> {
  const { tx, storeId, adminId, openedAt, made } = store;
  const studio = await one(
    tx,
    `insert into facilities (store_id, name, kind, capacity, notes, sort_order, created_by, updated_by,
       created_at, updated_at)
     values ($1, '体操スタジオ', 'studio', 30, 'マット・跳び箱・トランポリン', 3, $2, $2, $3, $3) returning id`,
    [storeId, adminId, openedAt],
  );
  made('facility', studio, storeId);
  await tx.query(
    `insert into facility_lanes (facility_id, number, name, capacity)
     values ($1, 1, 'マットエリア', 12), ($1, 2, '跳び箱・トランポリンエリア', 12)`,
    [studio],
  );
  const gym = await one(
    tx,
    `insert into schools (store_id, name, discipline, description, sort_order, created_by, updated_by,
       created_at, updated_at)
     values ($1, '体操', 'gymnastics', '3歳からのキッズ体操。マット・跳び箱・鉄棒', 2, $2, $2, $3, $3) returning id`,
    [storeId, adminId, openedAt],
  );
  made('school', gym, storeId);
  const kids = await one(
    tx,
    `insert into program_categories (store_id, school_id, name, description, sort_order, created_by, updated_by,
       created_at, updated_at)
     values ($1, $2, 'キッズ体操', '3〜12歳', 1, $3, $3, $4, $4) returning id`,
    [storeId, gym, adminId, openedAt],
  );
  made('program_category', kids, storeId);
  const gymProgram = await one(
    tx,
    `insert into programs (store_id, school_id, category_id, name, monthly_fee, lessons_per_week, lesson_minutes,
       min_age, max_age, sort_order, created_by, updated_by, created_at, updated_at)
     values ($1, $2, $3, 'キッズ体操 週1回', 7150, 1, 60, 3, 12, 1, $4, $4, $5, $5) returning id`,
    [storeId, gym, kids, adminId, openedAt],
  );
  await tx.query('delete from program_fees where program_id = $1', [gymProgram]);
  await tx.query(
    `insert into program_fees (program_id, effective_month, monthly_fee, entrance_fee, annual_fee, pause_fee,
       created_by, created_at)
     values ($1, $2, 7150, 5500, 3300, 1100, $3, $4)`,
    [gymProgram, FIRST_FEES_MONTH, adminId, openedAt],
  );
  made('program', gymProgram, storeId);
  for (const [n, [name, skill]] of GYM_GRADES.entries()) {
    const id = await one(
      tx,
      `insert into grades (store_id, school_id, name, sort_order, description, created_by, updated_by,
         created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $6, $7, $7) returning id`,
      [storeId, gym, name, n + 1, skill, adminId, openedAt],
    );
    await tx.query('insert into grade_skills (grade_id, position, name) values ($1, 1, $2)', [id, skill]);
    made('grade', id, storeId);
  }
}

/** Who made the masters, and the fee revision, in each record's history. */
async function insertMasterChanges(
  tx: Queryable,
  changes: readonly MasterChange[],
  adminId: number,
): Promise<void> {
  await tx.query(
    `insert into master_changes (entity, entity_id, store_id, action, fields, changed_by, changed_at)
     select e, i, s, a, string_to_array(f, ','), $6, t
     from unnest($1::text[], $2::int[], $3::int[], $4::text[], $5::text[], $7::timestamptz[]) as c(e, i, s, a, f, t)`,
    [
      changes.map((c) => c[0]),
      changes.map((c) => c[1]),
      changes.map((c) => c[2]),
      changes.map((c) => c[3]),
      changes.map((c) => c[4].join(',')),
      adminId,
      changes.map((c) => c[5]),
    ],
  );
}
