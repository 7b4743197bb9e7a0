import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { knownMigrations, migrate } from '../src/db/migrate.ts';
import { databaseTargets } from './support/databases.ts';

const SCHOOL_SETUP = '0070_school_setup';

/** Applies the migrations before school setup, as a database made before issue 13 has them. */
async function migrateUpTo(db: Database, version: string) {
  const known = await knownMigrations();
  const before = known[known.indexOf(version) - 1];
  if (before === undefined) throw new Error(`no migration comes before ${version}`);
  await migrate(db, { through: before });
}

const one = async <T>(db: Database, sql: string, params: unknown[] = []) =>
  (await db.query<T>(sql, params)).rows[0] as T;

describe.each(databaseTargets)('the school setup migration on $name', (target) => {
  let db: Database;
  let dispose: () => Promise<void>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ({ db, dispose } = await target.open());
    await migrateUpTo(db, SCHOOL_SETUP);
    const insert = async (sql: string, params: unknown[]) => (await one<{ id: number }>(db, sql, params)).id;
    ids.shibuya = await insert(
      "insert into stores (name, address) values ('渋谷校', '東京都渋谷区神南1-2-3') returning id",
      [],
    );
    ids.yokohama = await insert("insert into stores (name) values ('横浜校') returning id", []);
    ids.empty = await insert("insert into stores (name) values ('新店') returning id", []);
    ids.junior = await insert(
      "insert into programs (store_id, name, category, monthly_fee, created_at) values ($1, 'ジュニアコース', 'junior', 8800, '2026-06-10T10:00:00+09:00') returning id",
      [ids.shibuya],
    );
    ids.adult = await insert(
      "insert into programs (store_id, name, category, monthly_fee) values ($1, '成人フィットネス', 'adult', 9900) returning id",
      [ids.shibuya],
    );
    ids.free = await insert(
      "insert into programs (store_id, name, category, monthly_fee) values ($1, '自由練習', null, 3300) returning id",
      [ids.yokohama],
    );
    ids.grade25 = await insert("insert into grades (name, sort_order) values ('25級', 1) returning id", []);
    ids.grade24 = await insert("insert into grades (name, sort_order) values ('24級', 2) returning id", []);
    const member = (store: number, number: string, grade: number | null) =>
      insert(
        `insert into customers (store_id, member_number, family_name, given_name, family_name_kana, given_name_kana, grade_id)
         values ($1, $2, '山田', '花子', 'ヤマダ', 'ハナコ', $3) returning id`,
        [store, number, grade],
      );
    ids.hanako = await member(ids.shibuya, '100001', ids.grade24);
    ids.taro = await member(ids.yokohama, '200001', ids.grade25);
    await db.query(
      `insert into customer_contracts (customer_id, program_id, plan_name, monthly_fee, starts_on)
       values ($1, $2, 'ジュニア 週1回', 8800, '2024-04-01')`,
      [ids.hanako, ids.junior],
    );
    ids.class1 = await insert(
      `insert into classes (store_id, program_id, name, lane, day_of_week, start_time, end_time, capacity)
       values ($1, $2, 'ジュニア', '第2レーン', 3, '16:00', '17:00', 20) returning id`,
      [ids.shibuya, ids.junior],
    );
    ids.class2 = await insert(
      `insert into classes (store_id, program_id, name, lane, day_of_week, start_time, end_time, capacity)
       values ($1, $2, 'ジュニア', '第10レーン', 4, '16:00', '17:00', 20) returning id`,
      [ids.shibuya, ids.junior],
    );
    await migrate(db);
  });
  afterAll(async () => {
    await dispose?.();
  });

  it('when migrated, then every store with programs or graded members has one school スイミング, and the empty store none', async () => {
    const { rows } = await db.query<{ store_id: number; name: string; discipline: string }>(
      'select store_id, name, discipline from schools order by store_id',
    );
    expect(rows).toEqual([
      { store_id: ids.shibuya, name: 'スイミング', discipline: 'swimming' },
      { store_id: ids.yokohama, name: 'スイミング', discipline: 'swimming' },
    ]);
  });

  it('when migrated, then programs keep their data and get a category from their old text', async () => {
    const { rows } = await db.query<{ id: number; name: string; category: string; monthly_fee: number }>(
      `select p.id, p.name, c.name as category, p.monthly_fee from programs p
       join program_categories c on c.id = p.category_id and c.school_id = p.school_id order by p.id`,
    );
    expect(rows).toEqual([
      { id: ids.junior, name: 'ジュニアコース', category: 'ジュニア', monthly_fee: 8800 },
      { id: ids.adult, name: '成人フィットネス', category: '成人', monthly_fee: 9900 },
      { id: ids.free, name: '自由練習', category: 'その他', monthly_fee: 3300 },
    ]);
  });

  it('when migrated, then each program has a fee period from its first contract or its creation, whichever came first', async () => {
    const junior = await one<{ effective_month: string; monthly_fee: number }>(
      db,
      'select effective_month::text, monthly_fee from program_fees where program_id = $1',
      [ids.junior],
    );
    expect(junior).toEqual({ effective_month: '2024-04-01', monthly_fee: 8800 });
    const fee = await one<{ fee: number | null; before: number | null }>(
      db,
      `select kayoi_program_monthly_fee($1, '2026-11-22') as fee, kayoi_program_monthly_fee($1, '2024-03-31') as before`,
      [ids.junior],
    );
    expect(fee).toEqual({ fee: 8800, before: null });
  });

  it('when migrated, then the grade list is copied into each school and members hold the copy of their own store', async () => {
    const { rows } = await db.query<{ id: number; store_id: number; name: string }>(
      'select id, store_id, name from grades order by store_id, sort_order',
    );
    expect(rows.map((g) => [g.store_id, g.name])).toEqual([
      [ids.shibuya, '25級'],
      [ids.shibuya, '24級'],
      [ids.yokohama, '25級'],
      [ids.yokohama, '24級'],
    ]);
    const held = await db.query<{ id: number; grade: string; grade_store: number; store_id: number }>(
      `select c.id, g.name as grade, g.store_id as grade_store, c.store_id from customers c
       join grades g on g.id = c.grade_id order by c.id`,
    );
    expect(held.rows).toEqual([
      { id: ids.hanako, grade: '24級', grade_store: ids.shibuya, store_id: ids.shibuya },
      { id: ids.taro, grade: '25級', grade_store: ids.yokohama, store_id: ids.yokohama },
    ]);
  });

  it('when migrated, then the lanes the classes named are lanes of a pool of their store', async () => {
    const { rows } = await db.query<{ id: number; lane: string; number: number; facility: string }>(
      `select k.id, l.name as lane, l.number, f.name as facility from classes k
       join facility_lanes l on l.id = k.lane_id join facilities f on f.id = l.facility_id order by k.id`,
    );
    expect(rows).toEqual([
      { id: ids.class1, lane: '第2レーン', number: 1, facility: 'プール' },
      { id: ids.class2, lane: '第10レーン', number: 2, facility: 'プール' },
    ]);
  });

  it('when a program is written the old way after the migration, then it joins the first school, the category its text names, with a first fee', async () => {
    const { id } = await one<{ id: number }>(
      db,
      "insert into programs (store_id, name, category, monthly_fee) values ($1, '短期教室', 'kids', 5500) returning id",
      [ids.empty],
    );
    const program = await one<{ id: number; school: string; category: string; legacy: string | null }>(
      db,
      `select p.id, s.name as school, c.name as category, p.category as legacy from programs p
       join schools s on s.id = p.school_id
       join program_categories c on c.id = p.category_id where p.id = $1`,
      [id],
    );
    expect(program).toMatchObject({ school: 'スイミング', category: '幼児', legacy: null });
    const fee = await one<{ monthly_fee: number }>(
      db,
      "select kayoi_program_monthly_fee($1, (now() at time zone 'Asia/Tokyo')::date) as monthly_fee",
      [program.id],
    );
    expect(fee.monthly_fee).toBe(5500);
  });

  it('when a store address was one line, then it is kept as it was', async () => {
    const store = await one<{ address: string; prefecture: string | null }>(
      db,
      'select address, prefecture from stores where id = $1',
      [ids.shibuya],
    );
    expect(store).toEqual({ address: '東京都渋谷区神南1-2-3', prefecture: null });
  });

  it('when a class had no start date, then it starts the Tokyo day it was created (issue 28)', async () => {
    const { rows } = await db.query<{ starts_on: string; created_on: string }>(
      `select starts_on::text as starts_on, (created_at at time zone 'Asia/Tokyo')::date::text as created_on
         from classes where id = any($1::int[]) order by id`,
      [[ids.class1, ids.class2]],
    );
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.starts_on).toBe(row.created_on);
  });
});
