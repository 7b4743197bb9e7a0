import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  installedZenginCode,
  loadBankMaster,
  rekeyBankMaster,
  type ZenginData,
} from '../src/modules/banks/master.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { databaseTargets } from './support/databases.ts';

describe.each(databaseTargets)('bank master on $name', (target) => {
  let t: TestApp;
  const tokens = {} as Record<'admin' | 'manager' | 'staff', string>;

  const get = (url: string, token = tokens.staff) => t.request({ method: 'GET', url, token });
  const codes = (body: { data: { code: string }[] }) => body.data.map((row) => row.code);

  beforeAll(async () => {
    t = await startTestApp(target);
    const store = await t.createStore();
    for (const role of ['admin', 'manager', 'staff'] as const) {
      tokens[role] = await t.login((await t.createStaff({ role, storeId: store })).email);
    }
  });

  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t?.close();
  });

  it('when the master is first asked for, then it is loaded from zengin-code, once', async () => {
    const started = performance.now();
    const first = await get('/api/banks?per_page=10');
    const ms = Math.round(performance.now() - started);
    expect(first.status).toBe(200);
    const { rows } = await t.db.query<{ package_version: string; banks: number; branches: number }>(
      'select package_version, banks, branches from bank_master_loads',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.package_version).toBe(installedZenginCode().version);
    expect(rows[0]?.banks).toBeGreaterThan(1_000);
    expect(rows[0]?.branches).toBeGreaterThan(25_000);
    console.info(
      `bank master on ${target.name}: ${rows[0]?.banks} banks and ${rows[0]?.branches} branches loaded by the first request in ${ms} ms`,
    );
    expect(first.body.meta.total).toBeGreaterThan(1_000);
    await get('/api/banks');
    expect((await t.db.query('select 1 from bank_master_loads')).rows).toHaveLength(1);
  });

  it.each([
    ['hiragana', 'みずほ'],
    ['katakana', 'ミズホ'],
    ['half-width katakana', 'ﾐｽﾞﾎ'],
    ['kanji with 銀行', 'みずほ銀行'],
    ['its code', '0001'],
    ['a full-width code', '０００１'],
  ])('when a bank is searched in %s (%s), then みずほ comes back', async (_, words) => {
    const response = await get(`/api/banks?search=${encodeURIComponent(words)}`);
    expect(response.status).toBe(200);
    expect(codes(response.body)).toContain('0001');
    expect(response.body.data.find((b: { code: string }) => b.code === '0001')).toMatchObject({
      name: 'みずほ',
      kana: 'ミズホ',
      edited: false,
    });
  });

  it.each([
    ['hiragana with small kana', 'とうきょう'],
    ['katakana as the master writes it', 'トウキヨウ'],
    ['half-width katakana', 'ﾄｳｷｮｳ'],
    ['kanji with 支店', '東京営業部支店'],
    ['its code', '001'],
  ])("when a bank's branch is searched in %s (%s), then 東京営業部 comes back", async (_, words) => {
    const response = await get(`/api/banks/0001/branches?search=${encodeURIComponent(words)}`);
    expect(response.status).toBe(200);
    expect(codes(response.body)).toContain('001');
  });

  it.each([
    ['城南信用金庫', '1344'],
    ['城南信金', '1344'],
    ['ジョウナンシンキン', '1344'],
    ['じょうなん', '1344'],
    ['ｼﾞｮｳﾅﾝｼﾝﾖｳｷﾝｺ', '1344'],
    ['三菱UFJ銀行', '0005'],
    ['三菱ＵＦＪ', '0005'],
    ['ミツビシユーエフジエイ', '0005'],
    ['中央労働金庫', '2963'],
    ['中央労金', '2963'],
    ['第一勧業信用組合', '2254'],
  ])(
    'when a bank is searched by its official name, reading or usual short form (%s), then %s comes back',
    async (words, code) => {
      const response = await get(`/api/banks?search=${encodeURIComponent(words)}`);
      expect(response.status).toBe(200);
      expect(codes(response.body)).toContain(code);
    },
  );

  it('when the master was keyed by an older fold, then its rows are keyed again and 城南信用金庫 finds 城南信金', async () => {
    await t.db.query(
      `update banks set search_text = 'ジヨウナンシンキン', search_key_version = 1 where code = '1344'`,
    );
    await t.db.query(`update bank_branches set search_key_version = 1 where bank_code = '1344'`);
    expect(codes((await get(`/api/banks?search=${encodeURIComponent('城南信用金庫')}`)).body)).not.toContain(
      '1344',
    );
    const branches = (
      await t.db.query<{ n: number }>(`select count(*)::int as n from bank_branches where bank_code = '1344'`)
    ).rows[0]?.n as number;
    expect(await rekeyBankMaster(t.db)).toBe(1 + branches);
    expect(codes((await get(`/api/banks?search=${encodeURIComponent('城南信用金庫')}`)).body)).toContain(
      '1344',
    );
    expect(await rekeyBankMaster(t.db)).toBe(0);
  });

  it('when a bank or branch does not exist, then 404', async () => {
    expect((await get('/api/banks/9998')).status).toBe(404);
    expect((await get('/api/banks/9998/branches')).status).toBe(404);
    expect((await get('/api/banks/0001/branches/999')).status).toBe(404);
  });

  it('when an admin corrects a merged branch, then only admins may, and inactive branches leave the default search', async () => {
    const body = {
      name: '東京営業部（統合）',
      kana: 'とうきょうえいぎょうぶ',
      is_active: false,
      note: '統合先: 丸の内中央支店 004',
    };
    for (const role of ['manager', 'staff'] as const) {
      const refused = await t.request({
        method: 'PUT',
        url: '/api/banks/0001/branches/001',
        token: tokens[role],
        payload: body,
      });
      expect(refused.status).toBe(403);
    }
    const saved = await t.request({
      method: 'PUT',
      url: '/api/banks/0001/branches/001',
      token: tokens.admin,
      payload: body,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({
      name: '東京営業部（統合）',
      kana: 'トウキョウエイギョウブ',
      is_active: false,
      edited: true,
      source: { name: '東京営業部', kana: 'トウキヨウ' },
    });
    const hidden = await get('/api/banks/0001/branches?search=001');
    expect(codes(hidden.body)).not.toContain('001');
    const shown = await get('/api/banks/0001/branches?search=001&include_inactive=1');
    expect(codes(shown.body)).toContain('001');
    const wrong = await t.request({
      method: 'PUT',
      url: '/api/banks/0001',
      token: tokens.admin,
      payload: { name: '', kana: '漢字', is_active: true },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({
      name: ['名称は必須です'],
      kana: ['フリガナは全角カタカナで入力してください'],
    });
  });

  it('when the master is refreshed from a newer package, then new codes come, renames follow, closed codes stay marked, and edits are kept', async () => {
    const { data } = installedZenginCode();
    const next: ZenginData = structuredClone(data);
    const mizuho = next['0001'] as ZenginData[string];
    // Renamed in the package: the edited branch keeps the admin's name; an unedited one follows.
    (mizuho.branches['001'] as { name: string }).name = '東京営業部（新）';
    (mizuho.branches['004'] as { name: string }).name = '丸の内中央（新）';
    mizuho.branches['998'] = { code: '998', name: '新設', kana: 'シンセツ' };
    const gone = Object.keys(next).find((code) => code !== '0001') as string;
    delete next[gone];
    const load = await loadBankMaster(t.db, { version: '9.9.9-test', data: next }, t.clock.now);
    expect(load).toMatchObject({ added: 1, closed: 1 + Object.keys(data[gone]?.branches ?? {}).length });
    expect(load?.changed).toBe(2);
    expect(load?.keptEdits).toBe(1);
    const edited = await get('/api/banks/0001/branches/001');
    expect(edited.body.data).toMatchObject({
      name: '東京営業部（統合）',
      source: { name: '東京営業部（新）' },
    });
    expect((await get('/api/banks/0001/branches/004')).body.data).toMatchObject({
      name: '丸の内中央（新）',
      edited: false,
    });
    expect((await get('/api/banks/0001/branches/998')).status).toBe(200);
    const closed = await get(`/api/banks/${gone}`);
    expect(closed.body.data).toMatchObject({ in_source: false, is_active: false });
    expect(codes((await get(`/api/banks?search=${gone}`)).body)).not.toContain(gone);
  });
});
