import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { databaseTargets } from './support/databases.ts';

// The customer list at scale (issue 30): a search asks the records' indexed pieces and a bounded walk of the
// sort's index, pages seek by cursor or are read from the nearer end, totals are kept counts. Every answer is
// held to what the list answered before: `strpos(search_text, kayoi_search_key(…)) > 0` in the sort's order
// with empty days last, read here straight from the table.

const MEMBERS = 3000;

/** The sorts as the list ordered them before keyset pages (empty days last). */
const ORDER = {
  name_kana: 'family_name_kana, given_name_kana, id',
  '-name_kana': 'family_name_kana desc, given_name_kana desc, id desc',
  member_number: 'member_number, id',
  '-member_number': 'member_number desc, id desc',
  joined_on: 'joined_on nulls last, id',
  '-joined_on': 'joined_on desc nulls last, id desc',
  birth_date: 'birth_date nulls last, id',
  '-birth_date': 'birth_date desc nulls last, id desc',
} as const;
type Sort = keyof typeof ORDER;

interface Page {
  status: number;
  body: {
    data: { id: number }[];
    meta: {
      current_page: number;
      last_page: number;
      total: number;
      from: number | null;
      to: number | null;
      next_cursor: string | null;
      prev_cursor: string | null;
      total_capped: boolean;
    };
  };
}

describe.each(databaseTargets)('the customer list at scale on $name', (target) => {
  let t: TestApp;
  let storeA: number;
  let storeB: number;
  let staff: string;
  let staffB: string;

  const list = async (query: string, token = staff) =>
    (await t.request({ method: 'GET', url: `/api/customers?${query}`, token })) as unknown as Page;
  const ids = (page: Page) => page.body.data.map((c) => c.id);

  /** What the list answered before (strpos over the folded record, the sort's order), from the table. */
  const expected = async (store: number, sort: Sort, search?: string) => {
    const { rows } = await t.db.query<{ id: number }>(
      `select id from customers where store_id = $1
         and ($2::text is null or strpos(search_text, kayoi_search_key($2::text)) > 0)
       order by ${ORDER[sort]}`,
      [store, search ?? null],
    );
    return rows.map((row) => row.id);
  };

  /** Every page of a search, following next_cursor from page 1. */
  const everyPageByCursor = async (query: string, token = staff) => {
    const seen: number[] = [];
    let page = await list(`${query}&per_page=100`, token);
    for (let n = 1; ; n += 1) {
      expect(page.status).toBe(200);
      expect(page.body.meta.from).toBe(page.body.data.length ? (n - 1) * 100 + 1 : null);
      seen.push(...ids(page));
      const next = page.body.meta.next_cursor;
      if (!next) break;
      page = await list(`${query}&per_page=100&page=${n + 1}&cursor=${next}`, token);
    }
    return seen;
  };

  beforeAll(async () => {
    t = await startTestApp(target);
    storeA = await t.createStore('渋谷校');
    storeB = await t.createStore('横浜校');
    staff = await t.login((await t.createStaff({ role: 'staff', storeId: storeA })).email);
    staffB = await t.login((await t.createStaff({ role: 'staff', storeId: storeB })).email);
    // Many ties in every sort key (three family names, two given names, shared days, empty days), so that
    // only the id tells rows apart; one member (ワタナベ ユニーク) sorts last and is found by nothing else.
    // The e-mails (@sample.jp) are of the 2,000 サトウ and ヤマダ, who sort after the 1,000 アイザワ: a word found
    // more than 1,000 times that the first 1,000 rows in kana order do not hold.
    const members = (store: number, count: number, prefix: string) =>
      t.db.query(
        `insert into customers (store_id, member_number, family_name, given_name, family_name_kana,
           given_name_kana, birth_date, gender, mobile, email, status, joined_on)
         select $1, $3 || lpad(i::text, 5, '0'),
           (array['相沢','山田','佐藤'])[1 + i % 3] || (i % 50), (array['花子','太郎'])[1 + i % 2],
           (array['アイザワ','ヤマダ','サトウ'])[1 + i % 3], (array['ハナコ','タロウ'])[1 + i % 2],
           case when i % 5 = 0 then null else date '1980-01-01' + (i * 37) % 9000 end, 'female',
           '080-' || lpad(i::text, 4, '0') || '-' || lpad(((i * 37) % 10000)::text, 4, '0'),
           case when i % 3 <> 0 then 'm' || i || '@sample.jp' end,
           case when i % 10 = 0 then 'paused' when i % 17 = 0 then 'withdrawn' else 'active' end,
           case when i % 7 = 0 then null else date '2024-01-01' + i % 40 end
         from generate_series(1, $2::int) as i`,
        [store, count, prefix],
      );
    await members(storeA, MEMBERS, 'A');
    await members(storeB, 200, 'B');
    await t.db.query(
      `insert into customers (store_id, member_number, family_name, given_name, family_name_kana, given_name_kana,
         mobile, phone, status)
       values ($1, 'A99999', '渡辺', '唯一', 'ワタナベ', 'ユニーク', '070-5555-0199', '03-9876-5432', 'active')`,
      [storeA],
    );
    await t.db.query('analyze customers');
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    ['a common kana name in hiragana', 'やまだ'],
    ['a common kana name in half-width katakana', 'ﾔﾏﾀﾞ'],
    ['a rare kana name sorted last', 'ゆにーく'],
    ['a rare name in half-width', 'ﾕﾆｰｸ'],
    ['two kanji', '渡辺'],
    ['kanji and digits', '山田4'],
    ['one kana', 'ワ'],
    ['one digit', '7'],
    ['a phone with hyphens', '03-9876'],
    ['a phone typed full-width', '０７０５５５５'],
    ['a partial mobile', '0801'],
    ['a member number', 'A0001'],
    ['an e-mail part', 'm13@sam'],
    ['a word of more than 1,000 members that sorts late', 'sample'],
    ['a key of LIKE wildcards', '%_'],
    ['nothing that exists', 'ンンン'],
  ])(
    'when staff search %s, then every page by cursor is what the list found before, in order',
    async (_, search) => {
      const want = await expected(storeA, 'name_kana', search);
      const got = await everyPageByCursor(`search=${encodeURIComponent(search)}`);
      expect(got).toEqual(want);
      const first = await list(`search=${encodeURIComponent(search)}&per_page=20`);
      expect(first.body.meta.total).toBe(Math.min(want.length, 1000));
      expect(first.body.meta.total_capped).toBe(want.length > 1000);
    },
  );

  it('when any substring of a member’s name, kana or phone is searched, then the answer is what the list found before', async () => {
    const { rows } = await t.db.query<{ family_name: string; given_name_kana: string; mobile: string }>(
      'select family_name, given_name_kana, mobile from customers where store_id = $1 order by id limit 60',
      [storeA],
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...rows),
        fc.constantFrom('family_name', 'given_name_kana', 'mobile'),
        fc.nat(),
        fc.nat(),
        async (row, field, a, b) => {
          const text = row[field as keyof typeof row];
          const start = a % text.length;
          const search = text.slice(start, start + 1 + (b % (text.length - start)));
          const page = await list(`search=${encodeURIComponent(search)}&per_page=100`);
          expect(ids(page)).toEqual((await expected(storeA, 'name_kana', search)).slice(0, 100));
        },
      ),
      { numRuns: 25, seed: 30 },
    );
  });

  it.each(Object.keys(ORDER) as Sort[])(
    'when sorted by %s and read by cursor, then every member comes once, in the order of before, and back again',
    async (sort) => {
      const want = await expected(storeA, sort);
      expect(await everyPageByCursor(`sort=${sort}`)).toEqual(want);
      // From the last page back to the first by prev_cursor.
      const last = await list(`sort=${sort}&per_page=100&page=${Math.ceil(want.length / 100)}`);
      const back: number[][] = [ids(last)];
      let cursor = last.body.meta.prev_cursor;
      while (cursor) {
        const page = await list(`sort=${sort}&per_page=100&cursor=${cursor}`);
        back.unshift(ids(page));
        cursor = page.body.meta.prev_cursor;
      }
      expect(back.flat()).toEqual(want);
    },
  );

  it('when pages are asked by number, then the first, a middle, the last and past the last are the slices of before', async () => {
    const want = await expected(storeA, 'name_kana');
    const lastPage = Math.ceil(want.length / 20);
    for (const n of [1, 2, Math.floor(lastPage / 2), lastPage - 1, lastPage]) {
      const page = await list(`page=${n}`);
      expect(ids(page)).toEqual(want.slice((n - 1) * 20, n * 20));
      expect(page.body.meta).toMatchObject({ current_page: n, last_page: lastPage, total: want.length });
      expect(page.body.meta.prev_cursor === null).toBe(n === 1);
      expect(page.body.meta.next_cursor === null).toBe(n === lastPage);
    }
    expect(ids(await list(`page=${lastPage + 1}`))).toEqual([]);
    const byStatus = await list('status=paused&sort=member_number&per_page=100&page=2');
    const { rows } = await t.db.query<{ id: number }>(
      "select id from customers where store_id = $1 and status = 'paused' order by member_number, id",
      [storeA],
    );
    expect(ids(byStatus)).toEqual(rows.slice(100, 200).map((r) => r.id));
    expect(byStatus.body.meta.total).toBe(rows.length);
  });

  it('when a search finds more than 1,000, then the total says 1,000 and capped, and its pages still come', async () => {
    const want = await expected(storeA, 'name_kana', '080');
    expect(want.length).toBeGreaterThan(1000);
    const page = await list('search=080&page=3');
    expect(page.body.meta).toMatchObject({ total: 1000, total_capped: true, last_page: 50 });
    expect(ids(page)).toEqual(want.slice(40, 60));
  });

  it('when members come, change status and go, then the kept totals follow', async () => {
    const total = async (query = '') => (await list(query)).body.meta.total;
    const before = { all: await total(), paused: await total('status=paused') };
    const { rows } = await t.db.query<{ id: number }>(
      `insert into customers (store_id, member_number, family_name, given_name, family_name_kana, given_name_kana)
       values ($1, 'C00001', '新', '一', 'シン', 'イチ'), ($1, 'C00002', '新', '二', 'シン', 'ニ') returning id`,
      [storeA],
    );
    expect(await total()).toBe(before.all + 2);
    await t.db.query("update customers set status = 'paused' where id = $1", [rows[0]?.id]);
    await t.db.query("update customers set family_name = '新田' where id = $1", [rows[1]?.id]);
    expect(await total('status=paused')).toBe(before.paused + 1);
    expect(await total()).toBe(before.all + 2);
    await t.db.query('delete from customers where id = any($1::int[])', [rows.map((r) => r.id)]);
    expect(await total()).toBe(before.all);
    expect(await total('status=paused')).toBe(before.paused);
    const { rows: counted } = await t.db.query<{ n: number }>(
      'select count(*)::int as n from customers where store_id = $1',
      [storeA],
    );
    expect(await total()).toBe(counted[0]?.n);
  });

  it('when another store uses a cursor of this one, then it still sees only its own members', async () => {
    const page = await list('per_page=100');
    const cursor = page.body.meta.next_cursor as string;
    const other = await list(`per_page=100&cursor=${cursor}`, staffB);
    expect(other.status).toBe(200);
    const mine = new Set(await expected(storeB, 'name_kana'));
    expect(ids(other).length).toBeGreaterThan(0);
    expect(ids(other).every((id) => mine.has(id))).toBe(true);
    expect((await list('search=ﾕﾆｰｸ', staffB)).body.data).toEqual([]);
  });

  it('when a cursor is not one the list made, or of another sort, then 422 with a Japanese message', async () => {
    const cursor = (await list('per_page=10')).body.meta.next_cursor as string;
    const made = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const bad of [
      'x',
      made({ a: 1 }),
      cursor.slice(0, -4),
      made(['name_kana', 'after', ['ア\u0000', 'イ', 1]]),
      made(['name_kana', 'sideways', ['ア', 'イ', 1]]),
      made(['name_kana', 'after', ['ア', 'イ', 2 ** 31]]),
    ]) {
      expect((await list(`cursor=${bad}`)).status).toBe(422);
    }
    for (const day of ['2024-13-45', '0000-01-01', '2024-02-30', 'tomorrow']) {
      expect((await list(`sort=joined_on&cursor=${made(['joined_on', 'after', [day, 1]])}`)).status).toBe(
        422,
      );
    }
    const valid = await list(`sort=joined_on&cursor=${made(['joined_on', 'after', ['2024-02-29', 1]])}`);
    expect(valid.status).toBe(200);
    const otherSort = (await t.request({
      method: 'GET',
      url: `/api/customers?sort=member_number&cursor=${cursor}`,
      token: staff,
    })) as {
      status: number;
      body: { errors: Record<string, string[]> };
    };
    expect(otherSort.status).toBe(422);
    expect(otherSort.body.errors.cursor?.[0]).toMatch(/ページの位置/);
  });
});
