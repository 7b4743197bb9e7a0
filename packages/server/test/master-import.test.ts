import { gradeImportSample, programImportSample } from '@kayoi/domain/master-import';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { databaseTargets } from './support/databases.ts';
import { multipart } from './support/forms.ts';
import { sjisOf } from './support/sjis.ts';

// マスタのCSV取り込み (issue 29): a school's programs (with fees and categories) and its grade ladder (skills per
// grade) from its own sheet — previewed first (作成/更新/既存/エラー per line, nothing written), then written in one
// transaction, every line or none; the same file again creates nothing twice.

const csv = (lines: readonly string[]) => Buffer.from(`${lines.join('\r\n')}\r\n`);

describe.each(databaseTargets)('master CSV import on $name', (target) => {
  let t: TestApp;
  let storeA: number;
  let manager: string;
  let staff: string;
  let managerB: string;
  let swim: number;

  const upload = (
    path: 'program-imports' | 'grade-imports',
    token: string,
    bytes: Buffer,
    dryRun: boolean,
    filename = 'masters.csv',
  ) =>
    t.request({
      method: 'POST',
      url: `/api/${path}`,
      token,
      ...multipart(dryRun ? { dry_run: '1' } : {}, { bytes, filename, type: 'text/csv', field: 'file' }),
    });
  const count = async (sql: string, params: unknown[]) =>
    (await t.db.query<{ n: number }>(sql, params)).rows[0]?.n ?? 0;
  const programsOf = (storeId: number) =>
    count('select count(*)::int as n from programs where store_id = $1', [storeId]);
  const gradesOf = (storeId: number) =>
    count('select count(*)::int as n from grades where store_id = $1', [storeId]);

  beforeAll(async () => {
    t = await startTestApp(target);
    storeA = await t.createStore('渋谷校');
    const storeB = await t.createStore('横浜校');
    manager = await t.login((await t.createStaff({ role: 'manager', storeId: storeA })).email);
    staff = await t.login((await t.createStaff({ role: 'staff', storeId: storeA })).email);
    managerB = await t.login((await t.createStaff({ role: 'manager', storeId: storeB })).email);
    const school = await t.request({
      method: 'POST',
      url: '/api/schools',
      token: manager,
      payload: { name: 'スイミング', discipline: 'swimming' },
    });
    expect(school.status).toBe(201);
    swim = school.body.data.id;
  });
  afterAll(() => t.close());

  it('when the sample program file is previewed, then its 4 programs and 4 categories are to be created and nothing is written', async () => {
    const response = await upload('program-imports', manager, Buffer.from(programImportSample), true);

    expect(response.status).toBe(200);
    expect(response.body.message).toBe('プレビュー: 新規4件・更新0件・変更なし0件・エラー0件');
    expect(response.body.data.summary).toEqual({
      rows: 4,
      created: 4,
      updated: 0,
      unchanged: 0,
      refused: 0,
      categories_created: 4,
    });
    expect(response.body.data.rows[1]).toMatchObject({
      line: 3,
      school: 'スイミング',
      name: 'ジュニアコース',
      outcome: 'created',
      detail: 'ジュニア・月謝 ￥8,800',
      errors: [],
    });
    expect(await programsOf(storeA)).toBe(0);
  });

  it('when it is imported and imported again, then the programs exist once with their fees and the second time is 既存', async () => {
    const first = await upload('program-imports', manager, Buffer.from(programImportSample), false);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('プログラムを取り込みました（新規4件・更新0件・変更なし0件）');
    const list = await t.request({ method: 'GET', url: `/api/programs?school_id=${swim}`, token: manager });
    const junior = list.body.data.find((p: { name: string }) => p.name === 'ジュニアコース');
    expect(junior).toMatchObject({
      category: { name: 'ジュニア' },
      monthly_fee: 8800,
      entrance_fee: 5500,
      annual_fee: 2200,
      pause_fee: 1100,
      lessons_per_week: 1,
      lesson_minutes: 60,
      min_age: 6,
      max_age: 15,
      sort_order: 2,
    });

    const again = await upload('program-imports', manager, Buffer.from(programImportSample), false);
    expect(again.status).toBe(200);
    expect(again.body.data.summary).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 4,
      categories_created: 0,
    });
    expect(await programsOf(storeA)).toBe(4);
    expect(
      await count('select count(*)::int as n from program_categories where store_id = $1', [storeA]),
    ).toBe(4);
  });

  it('when a fee differs in the file, then that program alone is updated and its fee takes effect this month', async () => {
    const changed = programImportSample.replace('ジュニアコース,8800', 'ジュニアコース,"¥9,350"');
    const response = await upload('program-imports', manager, Buffer.from(changed), false);

    expect(response.status).toBe(200);
    expect(response.body.data.summary).toMatchObject({ created: 0, updated: 1, unchanged: 3 });
    const list = await t.request({ method: 'GET', url: `/api/programs?school_id=${swim}`, token: manager });
    expect(list.body.data.find((p: { name: string }) => p.name === 'ジュニアコース').monthly_fee).toBe(9350);
  });

  it('when lines are wrong, then the preview names each line and column in Japanese and the import writes nothing (422)', async () => {
    const file = csv([
      'スクール,カテゴリ,プログラム名,月謝',
      'スイミング,幼児,ベビーコース,abc',
      'テニス,ジュニア,テニス初級,8000',
      'スイミング,,マスターズ,9000',
      'スイミング,成人,アクアビクス,6600',
      'スイミング,成人,アクアビクス,6600',
    ]);
    const preview = await upload('program-imports', manager, file, true);

    expect(preview.status).toBe(200);
    expect(preview.body.data.summary).toMatchObject({
      rows: 5,
      created: 1,
      refused: 4,
      categories_created: 0,
    });
    const errors = preview.body.data.rows.map((row: { errors: string[] }) => row.errors);
    expect(errors[0]).toEqual([expect.stringMatching(/^2行目 月謝: /)]);
    expect(errors[1]).toEqual([
      '3行目 スクール: スクール「テニス」が見つかりません。先にスクールを登録してください',
    ]);
    expect(errors[2]).toEqual(['4行目 カテゴリ: カテゴリを入力してください']);
    expect(errors[3]).toEqual([]);
    expect(errors[4]).toEqual(['6行目 プログラム名: 「アクアビクス」は5行目にもあります']);

    const before = await programsOf(storeA);
    const apply = await upload('program-imports', manager, file, false);
    expect(apply.status).toBe(422);
    expect(apply.body.success).toBe(false);
    expect(apply.body.errors).toMatchObject({
      file: ['取り込めない行が4件あります。プレビューのエラーを直したファイルで取り込み直してください'],
      'rows.2.monthly_fee': [expect.stringMatching(/^2行目 月謝: /)],
      'rows.3.school': ['3行目 スクール: スクール「テニス」が見つかりません。先にスクールを登録してください'],
      'rows.4.category': ['4行目 カテゴリ: カテゴリを入力してください'],
      'rows.6.name': ['6行目 プログラム名: 「アクアビクス」は5行目にもあります'],
    });
    expect(await programsOf(storeA)).toBe(before);
  });

  it('when the sample 25級→1級 ladder is previewed and imported, then 25 grades exist in order with their skills', async () => {
    const preview = await upload('grade-imports', manager, Buffer.from(gradeImportSample), true);
    expect(preview.status).toBe(200);
    expect(preview.body.data.summary).toEqual({
      rows: 25,
      created: 25,
      updated: 0,
      unchanged: 0,
      refused: 0,
    });
    expect(preview.body.data.rows[0]).toMatchObject({
      line: 2,
      name: '25級',
      detail: '顔つけ5秒・水中じゃんけん',
    });
    expect(await gradesOf(storeA)).toBe(0);

    const apply = await upload('grade-imports', manager, Buffer.from(gradeImportSample), false);
    expect(apply.status).toBe(200);
    expect(apply.body.message).toBe('級を取り込みました（新規25件・更新0件・変更なし0件）');
    const grades = await t.request({
      method: 'GET',
      url: `/api/grades?school_id=${swim}&per_page=100`,
      token: manager,
    });
    expect(grades.body.data.map((g: { name: string }) => g.name)).toEqual(
      Array.from({ length: 25 }, (_, i) => `${25 - i}級`),
    );
    expect(grades.body.data[2].skills.map((s: { name: string }) => s.name)).toEqual([
      'けのび5m',
      '浮き身10秒',
    ]);
  });

  it('when the same ladder comes again as Shift_JIS with one skill changed, then one grade is updated and none is made twice', async () => {
    const same = await upload('grade-imports', manager, sjisOf(gradeImportSample), false, '級.csv');
    expect(same.status).toBe(200);
    expect(same.body.data).toMatchObject({ encoding: 'shift_jis' });
    expect(same.body.data.summary).toMatchObject({ created: 0, updated: 0, unchanged: 25 });

    const changed = gradeImportSample.replace('けのび5m,浮き身10秒', 'けのび5m,浮き身15秒');
    const response = await upload('grade-imports', manager, sjisOf(changed), false, '級.csv');
    expect(response.status).toBe(200);
    expect(response.body.data.summary).toMatchObject({ created: 0, updated: 1, unchanged: 24 });
    expect(await gradesOf(storeA)).toBe(25);
  });

  it('when an .xlsx ladder has skills in 技能1…技能3 and English keys, then it is read as the CSV is', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('級');
    sheet.addRow(['school', 'name', 'sort_order', '技能1', '技能2', '技能3']);
    sheet.addRow(['スイミング', '選手', 26, 'クロール100m 1分10秒', '個人メドレー200m', 'スタート']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const response = await upload('grade-imports', manager, bytes, false, '選手級.xlsx');

    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ format: 'xlsx', encoding: null });
    expect(response.body.data.rows[0]).toMatchObject({
      name: '選手',
      outcome: 'created',
      detail: 'クロール100m 1分10秒・個人メドレー200m・スタート',
    });
    expect(await gradesOf(storeA)).toBe(26);
  });

  it('when grade lines are wrong, then each is refused on its line and the import writes nothing', async () => {
    const file = csv([
      '級名,順番,技能1,技能2',
      '特級,abc,背泳ぎ200m,',
      ',27,クロール,',
      '選手級,28,バタフライ,バタフライ',
    ]);
    const preview = await upload('grade-imports', manager, file, true);
    expect(preview.status).toBe(200);
    expect(preview.body.data.rows.map((row: { errors: string[] }) => row.errors)).toEqual([
      ['2行目 順番: 1〜999の整数で入力してください'],
      ['3行目 級名: 級名を入力してください'],
      ['4行目 技能: 技能「バタフライ」が同じ行に2回あります'],
    ]);
    expect((await upload('grade-imports', manager, file, false)).status).toBe(422);
    expect(await gradesOf(storeA)).toBe(26);
  });

  it('when a file cannot be read, then a 422 says why in Japanese', async () => {
    const noName = await upload('grade-imports', manager, csv(['順番,技能1', '1,けのび']), true);
    expect(noName.status).toBe(422);
    expect(JSON.stringify(noName.body)).toContain('「級名」の列が見つかりません');
    const pdf = await upload('program-imports', manager, Buffer.from('%PDF-1.4'), true, 'masters.pdf');
    expect(pdf.status).toBe(422);
    const headerOnly = await upload('program-imports', manager, csv(['プログラム名,月謝']), true);
    expect(headerOnly.status).toBe(422);
    expect(JSON.stringify(headerOnly.body)).toContain('ファイルに取り込む行がありません');
  });

  it('when the same files are imported twice at once into a new store, then each program and grade exists once', async () => {
    const storeC = await t.createStore('池袋校');
    const managerC = await t.login((await t.createStaff({ role: 'manager', storeId: storeC })).email);
    const school = await t.request({
      method: 'POST',
      url: '/api/schools',
      token: managerC,
      payload: { name: 'スイミング', discipline: 'swimming' },
    });
    expect(school.status).toBe(201);

    const programs = await Promise.all(
      [0, 1].map(() => upload('program-imports', managerC, Buffer.from(programImportSample), false)),
    );
    const grades = await Promise.all(
      [0, 1].map(() => upload('grade-imports', managerC, Buffer.from(gradeImportSample), false)),
    );

    expect(programs.map((r) => r.status)).toEqual([200, 200]);
    expect(programs.map((r) => r.body.data.summary.created).sort()).toEqual([0, 4]);
    expect(grades.map((r) => r.status)).toEqual([200, 200]);
    expect(grades.map((r) => r.body.data.summary.created).sort()).toEqual([0, 25]);
    expect(await programsOf(storeC)).toBe(4);
    expect(await gradesOf(storeC)).toBe(25);
    expect(
      await count('select count(*)::int as n from program_categories where store_id = $1', [storeC]),
    ).toBe(4);
  });

  it("when staff import, then they are refused; another store's manager reaches only their own store", async () => {
    expect((await upload('program-imports', staff, Buffer.from(programImportSample), true)).status).toBe(403);
    expect((await upload('grade-imports', staff, Buffer.from(gradeImportSample), false)).status).toBe(403);

    const other = await upload('grade-imports', managerB, Buffer.from(gradeImportSample), false);
    expect(other.status).toBe(422);
    expect(JSON.stringify(other.body)).toContain('スクール「スイミング」が見つかりません');
    expect(await gradesOf(storeA)).toBe(26);
  });
});
