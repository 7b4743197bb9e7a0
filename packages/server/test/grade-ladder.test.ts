import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { databaseTargets } from './support/databases.ts';

// The grade ladder entered in one table (issue 29, a chain without typing twice): a school's 25 grades with
// their skills in one request instead of 25 forms; every row or none, each refusal on its row in Japanese, and
// two saves at once never leave half a ladder (the second is judged against what the first saved).

type Method = 'GET' | 'PUT' | 'POST';
interface Row {
  id?: number | null;
  name: string;
  sort_order: number;
  skills: string[];
}

const ladder = (count: number, suffix = ''): Row[] =>
  Array.from({ length: count }, (_, i) => ({
    name: `${count - i}級${suffix}`,
    sort_order: i + 1,
    skills: [`けのび ${i + 1}m`, `バタ足 ${i + 1}m`],
  }));

describe.each(databaseTargets)('the grade ladder table on $name', (target) => {
  let t: TestApp;
  let manager: string;
  let staff: string;
  let managerB: string;
  let swim: number;

  const call = (method: Method, url: string, token: string, payload?: unknown) =>
    t.request({ method, url, token, ...(payload === undefined ? {} : { payload: payload as object }) });
  const save = (school: number, grades: Row[], token = manager) =>
    call('PUT', `/api/schools/${school}/grade-ladder`, token, { grades });
  const newSchool = async (name: string) => {
    const response = await call('POST', '/api/schools', manager, { name, discipline: 'swimming' });
    expect(response.status).toBe(201);
    return response.body.data.id as number;
  };
  const gradesOf = async (school: number) =>
    (await call('GET', `/api/grades?school_id=${school}&per_page=100`, manager)).body.data as {
      id: number;
      name: string;
      sort_order: number;
      skills: { id: number; name: string; description: string | null }[];
    }[];

  beforeAll(async () => {
    t = await startTestApp(target);
    const storeA = await t.createStore('渋谷校');
    const storeB = await t.createStore('横浜校');
    manager = await t.login((await t.createStaff({ role: 'manager', storeId: storeA })).email);
    staff = await t.login((await t.createStaff({ role: 'staff', storeId: storeA })).email);
    managerB = await t.login((await t.createStaff({ role: 'manager', storeId: storeB })).email);
    swim = await newSchool('スイミング');
  });
  afterAll(() => t.close());

  it('when a 25-grade ladder is saved, then all 25 grades exist in order with their skills', async () => {
    const response = await save(swim, ladder(25));

    expect(response.status).toBe(200);
    expect(response.body.message).toBe('級を一括保存しました（新規25件・変更0件）');
    expect(response.body.data).toMatchObject({ school_id: swim, created: 25, updated: 0 });
    const grades = await gradesOf(swim);
    expect(grades.map((g) => g.name)).toEqual(ladder(25).map((row) => row.name));
    expect(grades[0]?.skills.map((s) => s.name)).toEqual(['けのび 1m', 'バタ足 1m']);
  });

  it('when existing rows are renamed and reordered, then the grades keep their ids and named skills', async () => {
    const before = await gradesOf(swim);
    const first = before[0];
    if (!first) throw new Error('no grade');
    await call('PUT', `/api/grades/${first.id}`, manager, {
      school_id: swim,
      name: first.name,
      sort_order: first.sort_order,
      skills: [{ id: first.skills[0]?.id, name: 'けのび 1m', description: '壁をけって伸びる' }],
      is_active: true,
    });
    const response = await save(swim, [
      { id: first.id, name: '25級（幼児）', sort_order: 1, skills: ['けのび 1m', '顔つけ 5秒'] },
      { name: '選手', sort_order: 26, skills: [] },
    ]);

    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ created: 1, updated: 1 });
    const after = await gradesOf(swim);
    expect(after).toHaveLength(26);
    const renamed = after.find((g) => g.id === first.id);
    expect(renamed?.name).toBe('25級（幼児）');
    expect(renamed?.skills.map((s) => [s.name, s.description])).toEqual([
      ['けのび 1m', '壁をけって伸びる'],
      ['顔つけ 5秒', null],
    ]);
    expect(renamed?.skills[0]?.id).toBe(first.skills[0]?.id);
  });

  it('when rows are wrong, then each is refused on its row and nothing is saved', async () => {
    const school = await newSchool('ベビー');
    const [other] = await gradesOf(swim);
    const rows: Row[] = [
      ...ladder(3),
      { name: ' ', sort_order: 4, skills: [] },
      { name: '3級', sort_order: 5, skills: ['', '背浮き'] },
      { id: other?.id ?? 0, name: '別のスクールの級', sort_order: 6, skills: [] },
    ];
    const response = await save(school, rows);

    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      'grades.3.name': ['4行目: 級名を入力してください'],
      'grades.4.name': ['5行目: 級名「3級」は表の1行目と重なっています'],
      'grades.4.skills': ['5行目: 空の検定項目があります'],
      'grades.5.id': ['6行目: このスクールの級ではありません'],
    });
    expect(await gradesOf(school)).toEqual([]);
  });

  it('when a name is another grade of the school, then that row is refused', async () => {
    const response = await save(swim, [{ name: '10級', sort_order: 40, skills: [] }]);

    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      'grades.0.name': ['1行目: 級名「10級」はこのスクールの別の級で使われています'],
    });
  });

  it('when two saves of the same ladder race, then one saves it whole and the other is refused', async () => {
    const school = await newSchool('ジュニア選手');
    const answers = await Promise.all([save(school, ladder(25)), save(school, ladder(25))]);

    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    const grades = await gradesOf(school);
    expect(grades).toHaveLength(25);
    expect(new Set(grades.map((g) => g.name)).size).toBe(25);
  });

  it('when two different ladders race into one school, then both are whole and none is half', async () => {
    const school = await newSchool('成人');
    const answers = await Promise.all([save(school, ladder(12, 'A')), save(school, ladder(13, 'B'))]);

    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const names = (await gradesOf(school)).map((g) => g.name);
    expect(names.filter((n) => n.endsWith('A'))).toHaveLength(12);
    expect(names.filter((n) => n.endsWith('B'))).toHaveLength(13);
  });

  it('when staff or another store saves, then it is 403 or 404 and nothing is written', async () => {
    const school = await newSchool('水泳教室');
    expect((await save(school, ladder(2), staff)).status).toBe(403);
    expect((await save(school, ladder(2), managerB)).status).toBe(404);
    expect(await gradesOf(school)).toEqual([]);
  });
});
