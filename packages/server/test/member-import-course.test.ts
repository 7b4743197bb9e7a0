import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { swimSchool } from './support/classes.ts';
import { databaseTargets } from './support/databases.ts';
import { multipart } from './support/forms.ts';

// The member import carries the course (issue 29): プログラム, クラス (by name, or 曜日 and 開始時刻) and 級 are
// mapped like the other columns; a line becomes a member with the program's contract and a place in the class
// from its 入会日, or is refused with its reason in the preview, before anything is written.
// Test clock: Sunday 2026-11-22, 10:00 Tokyo.

const HEADER = '会員番号,氏名,フリガナ,生年月日,入会日,コース名,クラス,級,ステータス';

describe.each(databaseTargets)('member import with the course on $name', (target) => {
  let t: TestApp;
  let store: number;
  let manager: string;
  let elementary: number;
  let junior: number;
  let grade15: number;
  const klass: Record<string, number> = {};

  const one = async (sql: string, params: unknown[]) =>
    (await t.db.query<{ id: number }>(sql, params)).rows[0]?.id as number;
  const upload = (lines: string[], fields: Record<string, string> = {}, header = HEADER) =>
    t.request({
      method: 'POST',
      url: '/api/customers/import',
      token: manager,
      ...multipart(fields, {
        field: 'file',
        filename: 'course.csv',
        type: 'text/csv',
        bytes: Buffer.from(`${[header, ...lines].join('\r\n')}\r\n`),
      }),
    });
  const memberId = async (memberNumber: string) =>
    one('select id from customers where store_id = $1 and member_number = $2', [store, memberNumber]);
  const contractsOf = async (customerId: number) =>
    (
      await t.db.query(
        `select program_id, plan_name, monthly_fee, starts_on::text as starts_on, ends_on::text as ends_on
           from customer_contracts where customer_id = $1 order by id`,
        [customerId],
      )
    ).rows;
  const placesOf = async (customerId: number) =>
    (
      await t.db.query(
        `select class_id, enrolled_on::text as enrolled_on, ended_on::text as ended_on
           from class_enrollments where customer_id = $1 order by id`,
        [customerId],
      )
    ).rows;
  const count = async (sql: string) => (await t.db.query<{ n: number }>(sql, [store])).rows[0]?.n ?? 0;
  const customers = () => count('select count(*)::int as n from customers where store_id = $1');
  const places = () =>
    count(
      'select count(*)::int as n from class_enrollments e join classes k on k.id = e.class_id where k.store_id = $1',
    );
  const contracts = () =>
    count(
      'select count(*)::int as n from customer_contracts k join customers c on c.id = k.customer_id where c.store_id = $1',
    );

  async function createClass(
    name: string,
    programId: number,
    dayOfWeek: number,
    start: string,
    end: string,
    capacity: number,
  ) {
    const school = await one('select school_id as id from programs where id = $1', [programId]);
    const response = await t.request({
      method: 'POST',
      url: '/api/classes',
      token: manager,
      payload: {
        school_id: school,
        program_id: programId,
        name,
        day_of_week: dayOfWeek,
        start_time: start,
        end_time: end,
        capacity,
      },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.data.id as number;
  }

  beforeAll(async () => {
    t = await startTestApp(target);
    store = await t.createStore('コース校');
    manager = await t.login((await t.createStaff({ role: 'manager', storeId: store })).email);
    const swim = await swimSchool(t, store, ['15級', '14級']);
    elementary = swim.program;
    [grade15] = swim.grades as [number];
    junior = await one(
      `insert into programs (store_id, school_id, name, monthly_fee) values ($1, $2, 'ジュニアコース', 8800) returning id`,
      [store, swim.school],
    );
    klass.A = await createClass('ジュニアA', junior, 2, '16:00', '17:00', 2);
    klass.B = await createClass('ジュニアB', junior, 4, '17:00', '18:00', 10);
    klass.E = await createClass('小学生火', elementary, 2, '16:00', '17:00', 10);
    klass.S1 = await createClass('選手', junior, 3, '18:00', '19:30', 8);
    klass.S2 = await createClass('選手', junior, 5, '18:00', '19:30', 8);
  });

  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t?.close();
  });

  const FILE = [
    '5001,山田 花子,ヤマダ ハナコ,2015/4/1,2023/4/1,ジュニアコース,ジュニアA,15級,',
    '5002,佐藤 蓮,サトウ レン,2014/5/5,R5.5.1,ジュニアコース,火 16:00,14級,',
    '5003,鈴木 陽,スズキ ヒナタ,2014/6/6,2023/6/1,ジュニアコース,ジュニアA,,',
    '5004,高橋 葵,タカハシ アオイ,2014/7/7,,ないコース,,,',
    '5005,田中 湊,タナカ ミナト,2014/8/8,,,ジュニアZ,,',
    '5006,伊藤 結,イトウ ユイ,2014/9/9,,,火曜日16時,,',
    '5007,渡辺 律,ワタナベ リツ,2014/10/10,,小学生コース,ジュニアB,,',
    '5008,山本 凛,ヤマモト リン,2014/11/11,,,,10級,',
    '5009,中村 颯,ナカムラ ハヤテ,2014/12/12,2024/4/1,小学生コース,,,',
    '5010,小林 紬,コバヤシ ツムギ,2015/1/1,,,ジュニアB,,',
    '5011,加藤 碧,カトウ アオ,2015/2/2,,,選手,,',
    '5012,吉田 朝陽,ヨシダ アサヒ,2015/3/3,,ジュニアコース,ジュニアB,,退会',
  ];

  it('when a file with プログラム, クラス and 級 is previewed, then each line shows its course or its reason, and nothing is written', async () => {
    const preview = await upload(FILE, { dry_run: '1' });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const { columns, summary, rows } = preview.body.data;
    expect(columns.map((c: { field: string | null }) => c.field).slice(5, 8)).toEqual([
      'program',
      'class',
      'grade',
    ]);
    expect(summary).toMatchObject({ created: 4, refused: 8 });
    const byNumber = new Map(rows.map((r: { member_number: string }) => [r.member_number, r]));
    const a = { id: klass.A, name: 'ジュニアA（火 16:00–17:00）' };
    const juniorRef = { id: junior, name: 'ジュニアコース' };
    expect(byNumber.get('5001')).toMatchObject({
      outcome: 'created',
      errors: {},
      course: { program: juniorRef, class: a, grade: { id: grade15, name: '15級' }, starts_on: '2023-04-01' },
    });
    expect(byNumber.get('5002')).toMatchObject({
      outcome: 'created',
      course: { program: juniorRef, class: a, starts_on: '2023-05-01' },
    });
    const reasons = Object.fromEntries(
      rows
        .filter((r: { outcome: string }) => r.outcome === 'refused')
        .map((r: { member_number: string; errors: Record<string, string[]> }) => [r.member_number, r.errors]),
    );
    expect(reasons).toEqual({
      // Two seats, two earlier lines: the third is refused, not overbooked.
      '5003': { class_id: ['クラス「ジュニアA（火 16:00–17:00）」は満席です（定員2名）'] },
      '5004': { program_id: ['プログラム「ないコース」が見つかりません'] },
      '5005': { class_id: ['クラス「ジュニアZ」が見つかりません'] },
      '5006': {
        class_id: [
          'クラス「火曜日16時」に当てはまるクラスが2つあります。プログラムや曜日・開始時刻で絞り込んでください',
        ],
      },
      '5007': { class_id: ['クラス「ジュニアB」はプログラム「小学生コース」のクラスではありません'] },
      '5008': { grade_id: ['級「10級」が見つかりません'] },
      '5011': {
        class_id: [
          'クラス「選手」に当てはまるクラスが2つあります。プログラムや曜日・開始時刻で絞り込んでください',
        ],
      },
      '5012': { class_id: ['退会の会員にはプログラム・クラスを登録できません'] },
    });
    expect(byNumber.get('5009')).toMatchObject({
      course: { program: { id: elementary, name: '小学生コース' }, class: null, grade: null },
    });
    expect(byNumber.get('5010')).toMatchObject({
      course: { program: juniorRef, class: { id: klass.B }, starts_on: '2026-11-22' },
    });
    expect([await customers(), await places(), await contracts()]).toEqual([0, 0, 0]);
  });

  it('when it is imported, then the lines become members with the program’s contract, the class place from 入会日 and the grade; the refused lines write nothing; again, nothing twice', async () => {
    const imported = await upload(FILE);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.data.summary).toMatchObject({ created: 4, refused: 8 });

    const hanako = await memberId('5001');
    expect(await contractsOf(hanako)).toEqual([
      {
        program_id: junior,
        plan_name: 'ジュニアコース',
        monthly_fee: 8800,
        starts_on: '2023-04-01',
        ends_on: null,
      },
    ]);
    expect(await placesOf(hanako)).toEqual([
      { class_id: klass.A, enrolled_on: '2023-04-01', ended_on: null },
    ]);
    const grade = await t.db.query(
      'select grade_id, joined_on::text as joined_on from customers where id = $1',
      [hanako],
    );
    expect(grade.rows[0]).toEqual({ grade_id: grade15, joined_on: '2023-04-01' });
    expect(await placesOf(await memberId('5002'))).toEqual([
      { class_id: klass.A, enrolled_on: '2023-05-01', ended_on: null },
    ]);
    // A program without a class: the contract alone, from the line's 入会日.
    const hayate = await memberId('5009');
    expect(await contractsOf(hayate)).toEqual([
      {
        program_id: elementary,
        plan_name: '小学生コース',
        monthly_fee: 7700,
        starts_on: '2024-04-01',
        ends_on: null,
      },
    ]);
    expect(await placesOf(hayate)).toEqual([]);
    // A class without a program: the class's program is the contract's; no 入会日, the day of the import.
    const tsumugi = await memberId('5010');
    expect(await placesOf(tsumugi)).toEqual([
      { class_id: klass.B, enrolled_on: '2026-11-22', ended_on: null },
    ]);
    expect(await contractsOf(tsumugi)).toMatchObject([{ program_id: junior, starts_on: '2026-11-22' }]);
    expect([await customers(), await places(), await contracts()]).toEqual([4, 3, 4]);

    const again = await upload(FILE);
    expect(again.status).toBe(200);
    expect(again.body.data.summary).toMatchObject({ created: 0, updated: 0, unchanged: 4, refused: 8 });
    expect([await customers(), await places(), await contracts()]).toEqual([4, 3, 4]);
  });

  it('when the class fills between the preview and the import, then that line alone is refused and writes nothing, and no member number is lost', async () => {
    const full = await createClass('ジュニアC', junior, 1, '16:00', '17:00', 1);
    const desk = await one(
      `insert into customers (store_id, member_number, family_name, given_name, family_name_kana, given_name_kana)
       values ($1, 'D1', '窓口', '一郎', 'マドグチ', 'イチロウ') returning id`,
      [store],
    );
    const lines = [
      ',青木 一郎,アオキ イチロウ,2015/1/1,,,ジュニアC,,',
      ',青木 二郎,アオキ ジロウ,2015/1/1,,,,,',
      ',青木 三郎,アオキ サブロウ,2015/1/1,,,,,',
    ];
    const preview = await upload(lines, { dry_run: '1' });
    expect(preview.body.data.summary).toMatchObject({ created: 3, refused: 0 });
    const before = await customers();
    // The desk takes the last seat once the import has judged its lines (as its run records what it will write).
    await t.db.exec(`
      create function kayoi_test_take_seat() returns trigger language plpgsql as $$
      begin
        insert into class_enrollments (class_id, customer_id, enrolled_on) values (${full}, ${desk}, '2026-11-22');
        return new;
      end $$;
      create trigger kayoi_test_take_seat after update of total on customer_imports
        for each row execute function kayoi_test_take_seat();
    `);
    let imported: Awaited<ReturnType<typeof upload>>;
    try {
      imported = await upload(lines);
    } finally {
      await t.db.exec(`drop trigger kayoi_test_take_seat on customer_imports;
        drop function kayoi_test_take_seat();`);
    }
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.data.summary).toMatchObject({ created: 2, refused: 1 });
    expect(imported.body.data.rows[0]).toMatchObject({
      line: 2,
      outcome: 'refused',
      errors: { class_id: ['クラス「ジュニアC（月 16:00–17:00）」は満席です（定員1名）'] },
    });
    expect(await customers()).toBe(before + 2);
    expect(
      (await t.db.query('select count(*)::int as n from class_enrollments where class_id = $1', [full]))
        .rows[0],
    ).toEqual({ n: 1 });
    // The two written lines took the next two numbers; the refused one took none (the next is the one after).
    const numbers = (
      await t.db.query<{ member_number: string }>(
        `select member_number from customers where store_id = $1 and family_name = '青木' order by member_number`,
        [store],
      )
    ).rows.map((r) => r.member_number);
    expect(numbers).toHaveLength(2);
    const [first, second] = numbers.map(Number) as [number, number];
    expect(second).toBe(first + 1);
    const next = await t.request({
      method: 'POST',
      url: '/api/customers',
      token: manager,
      ...multipart({
        family_name: '窓口',
        given_name: '次郎',
        family_name_kana: 'マドグチ',
        given_name_kana: 'ジロウ',
      }),
    });
    expect(next.status, JSON.stringify(next.body)).toBe(201);
    expect(Number(next.body.data.member_number)).toBe(second + 1);
  });

  it('when the desk saves a file’s 会員番号 between the preview and the import, then that line alone is refused, not its batch', async () => {
    await t.db.exec(`
      create function kayoi_test_take_number() returns trigger language plpgsql as $$
      begin
        insert into customers (store_id, member_number, family_name, given_name, family_name_kana, given_name_kana)
        values (new.store_id, '6002', '窓口', '花子', 'マドグチ', 'ハナコ');
        return new;
      end $$;
      create trigger kayoi_test_take_number after update of total on customer_imports
        for each row execute function kayoi_test_take_number();
    `);
    let imported: Awaited<ReturnType<typeof upload>>;
    try {
      imported = await upload([
        '6001,石井 一花,イシイ イチカ,2015/1/1,,,,,',
        '6002,石井 二葉,イシイ フタバ,2015/1/1,,,,,',
        '6003,石井 三葉,イシイ ミツバ,2015/1/1,,,,,',
      ]);
    } finally {
      await t.db.exec(`drop trigger kayoi_test_take_number on customer_imports;
        drop function kayoi_test_take_number();`);
    }
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.data.summary).toMatchObject({ created: 2, refused: 1 });
    expect(imported.body.data.rows[1]).toMatchObject({
      member_number: '6002',
      outcome: 'refused',
      errors: { member_number: ['この会員番号は既に使われています'] },
    });
    const names = await t.db.query(
      `select member_number, given_name from customers where store_id = $1 and member_number like '600_'
        order by member_number`,
      [store],
    );
    expect(names.rows).toEqual([
      { member_number: '6001', given_name: '一花' },
      { member_number: '6002', given_name: '花子' },
      { member_number: '6003', given_name: '三葉' },
    ]);
  });

  it('when the class comes as 曜日 and 開始時刻 columns, then both find it; one alone or a wrong time is refused', async () => {
    const header = '氏名,フリガナ,曜日,開始時刻';
    const preview = await upload(
      ['木下 一,キノシタ ハジメ,木,17:00', '木下 二,キノシタ ツギ,木曜,', '木下 三,キノシタ ミツ,木,25時'],
      { dry_run: '1' },
      header,
    );
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const [first, second, third] = preview.body.data.rows;
    expect(first).toMatchObject({
      outcome: 'created',
      course: { program: { id: junior }, class: { id: klass.B, name: 'ジュニアB（木 17:00–18:00）' } },
    });
    expect(second.errors).toEqual({ class_id: ['クラスの曜日と開始時刻は両方を入力してください'] });
    expect(third.errors).toEqual({ class_id: ['開始時刻は「16:00」のように入力してください'] });
  });
});
