import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { type BillingStore, billingStore } from './support/billing.ts';
import { databaseTargets } from './support/databases.ts';
import { multipart } from './support/forms.ts';
import { deliveriesOf } from './support/notifications.ts';

// 口座振替 (issue 16): bank accounts, a collection profile, the request file of a confirmed December 2026
// cycle read back by a decoder written here from the published layout (全銀協 預金口座振替 依頼データ, 120-byte
// records; vain0x/zengin-edit's field table), and the bank's result file: every result code, refused files,
// the same file twice, a corrected file, parallel uploads. Test clock: Sunday 2026-11-22, 10:00 Tokyo.

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

// ---------------------------------------------------------------------------------------------- the decoder
// Written from the layout, not from the exporter: [name, kind (N digits / C characters), size] per record type.
type Field = [string, 'N' | 'C', number];
const LAYOUT: Record<string, Field[]> = {
  '1': [
    ['type', 'N', 1],
    ['kind', 'N', 2],
    ['codeType', 'N', 1],
    ['consignorCode', 'N', 10],
    ['consignorName', 'C', 40],
    ['withdrawal', 'N', 4],
    ['bankCode', 'N', 4],
    ['bankName', 'C', 15],
    ['branchCode', 'N', 3],
    ['branchName', 'C', 15],
    ['accountType', 'N', 1],
    ['accountNumber', 'N', 7],
    ['dummy', 'C', 17],
  ],
  '2': [
    ['type', 'N', 1],
    ['bankCode', 'N', 4],
    ['bankName', 'C', 15],
    ['branchCode', 'N', 3],
    ['branchName', 'C', 15],
    ['dummy1', 'C', 4],
    ['accountType', 'N', 1],
    ['accountNumber', 'N', 7],
    ['holder', 'C', 30],
    ['amount', 'N', 10],
    ['newCode', 'N', 1],
    ['customerNumber', 'N', 20],
    ['resultCode', 'N', 1],
    ['dummy2', 'C', 8],
  ],
  '8': [
    ['type', 'N', 1],
    ['count', 'N', 6],
    ['amount', 'N', 12],
    ['paidCount', 'N', 6],
    ['paidAmount', 'N', 12],
    ['failedCount', 'N', 6],
    ['failedAmount', 'N', 12],
    ['dummy', 'C', 65],
  ],
  '9': [
    ['type', 'N', 1],
    ['dummy', 'C', 119],
  ],
};
/** What every bank accepts in a C field (全銀協): digits, A–Z, large half-width katakana, ﾞ ﾟ, space, ( ) - . / */
const BANK_SAFE = /^[0-9A-Zｱ-ﾝﾞﾟ ().\-/]*$/;
const SMALL_KANA = /[ｧ-ｯｦ]/;

function decodeFile(bytes: Buffer, recordLength: 120 | 122, safe = BANK_SAFE) {
  expect(bytes.length % recordLength).toBe(0);
  // Shift_JIS by the platform's own decoder (not the exporter's table).
  const text = new TextDecoder('shift_jis', { fatal: true }).decode(bytes);
  const records: Record<string, string>[] = [];
  for (let at = 0; at < text.length; at += recordLength) {
    const record = text.slice(at, at + 120);
    if (recordLength === 122) expect(text.slice(at + 120, at + 122)).toBe('\r\n');
    const layout = LAYOUT[record[0] ?? ''];
    expect(layout, `record ${records.length + 1} type ${record[0]}`).toBeDefined();
    const fields: Record<string, string> = {};
    let position = 0;
    for (const [name, kind, size] of layout ?? []) {
      const value = record.slice(position, position + size);
      if (kind === 'N') expect(value, name).toMatch(new RegExp(`^\\d{${size}}$`));
      else expect(value, name).toMatch(safe);
      expect(value, name).not.toMatch(SMALL_KANA);
      fields[name] = value;
      position += size;
    }
    expect(position).toBe(120);
    records.push(fields);
  }
  return records;
}

/** A result file as a bank writes it: the request's records with 振替結果コード and the trailer's results. */
function resultFile(
  request: Buffer,
  codes: Record<string, string>,
  options: { breakTrailer?: boolean; header?: (h: string) => string; extra?: string[] } = {},
): Buffer {
  const text = new TextDecoder('shift_jis').decode(request);
  const lines: string[] = [];
  for (let at = 0; at < text.length; at += 120) lines.push(text.slice(at, at + 120));
  const withExtra = lines.flatMap((line) => (line[0] === '8' ? [...(options.extra ?? []), line] : [line]));
  const totals = { count: 0, amount: 0, paid: [0, 0], failed: [0, 0] };
  const out = withExtra.map((line) => {
    if (line[0] === '1') return options.header ? options.header(line) : line;
    if (line[0] === '2') {
      const code = codes[line.slice(91, 111)] ?? line[111]?.trim() ?? '0';
      const amount = Number(line.slice(80, 90));
      const bucket = (code || '0') === '0' ? totals.paid : totals.failed;
      bucket[0] = (bucket[0] ?? 0) + 1;
      bucket[1] = (bucket[1] ?? 0) + amount;
      totals.count += 1;
      totals.amount += amount;
      return line.slice(0, 111) + (code || '0') + line.slice(112);
    }
    if (line[0] === '8') {
      const n = (value: number, size: number) => String(value).padStart(size, '0');
      const count = totals.count + (options.breakTrailer ? 1 : 0);
      return `8${n(count, 6)}${n(totals.amount, 12)}${n(totals.paid[0] ?? 0, 6)}${n(totals.paid[1] ?? 0, 12)}${n(totals.failed[0] ?? 0, 6)}${n(totals.failed[1] ?? 0, 12)}${line.slice(55)}`;
    }
    return line;
  });
  // Banks answer with CR LF after each record.
  return sjis(out.map((line) => `${line}\r\n`).join(''));
}

/** Half-width katakana and ASCII as Shift_JIS bytes (one byte each). */
const sjis = (text: string) =>
  Buffer.from([...text].map((c) => (c.charCodeAt(0) >= 0xff61 ? c.charCodeAt(0) - 0xfec0 : c.charCodeAt(0))));

describe.each(databaseTargets)('口座振替 on $name', (target) => {
  let t: TestApp;
  let s: BillingStore;
  let otherManager: string;
  let cycleId: number;
  let profileId: number;
  const members: Record<string, number> = {};
  let requestFile: Buffer;

  const call = (method: Method, url: string, token: string, payload?: unknown) =>
    t.request({ method, url, token, ...(payload === undefined ? {} : { payload: payload as object }) });
  const download = async (url: string, token: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload };
  };
  const upload = (bytes: Buffer, token = s.manager, filename = 'RESULT.txt') =>
    t.request({
      method: 'POST',
      url: `/api/billing/cycles/${cycleId}/transfer-results`,
      token,
      ...multipart({}, { bytes, filename, type: 'text/plain', field: 'file' }),
    });
  const number = (customerId: number) => String(customerId).padStart(20, '0');
  const invoiceOf = async (customerId: number) =>
    (await call('GET', `/api/billing/cycles/${cycleId}/invoices?customer_id=${customerId}`, s.manager)).body
      .data[0];
  const account = (overrides: Record<string, unknown> = {}) => ({
    bank_code: '0001',
    branch_code: '110',
    account_type: 1,
    account_number: '123456',
    account_holder_kana: 'せいきゅう たろう',
    ...overrides,
  });

  beforeAll(async () => {
    t = await startTestApp(target);
    // A small bank master (and its load record, so the full one is not loaded).
    await t.db.exec(`
      insert into banks (code, name, kana, source_name, source_kana, search_text) values
        ('0001', 'みずほ', 'ミズホ', 'みずほ', 'ミズホ', 'みずほ'),
        ('0009', '三井住友', 'ミツイスミトモ', '三井住友', 'ミツイスミトモ', 'みついすみとも'),
        ('0099', '閉鎖銀行', 'ヘイサ', '閉鎖銀行', 'ヘイサ', 'へいさ');
      update banks set is_active = false where code = '0099';
      insert into bank_branches (bank_code, code, name, kana, source_name, source_kana, search_text) values
        ('0001', '110', '渋谷', 'シブヤ', '渋谷', 'シブヤ', 'しぶや'),
        ('0009', '234', '渋谷駅前', 'シブヤエキマエ', '渋谷駅前', 'シブヤエキマエ', 'しぶやえきまえ'),
        ('0099', '001', '本店', 'ホンテン', '本店', 'ホンテン', 'ほんてん');
      insert into bank_master_loads (package_version, loaded_at, banks, branches, added, changed, closed, kept_edits)
        values ('test', now(), 3, 3, 3, 0, 0, 0);`);
    s = await billingStore(t);
    otherManager = (await billingStore(t, '横浜校')).manager;
    for (const name of [
      '済',
      '不足',
      '取引なし',
      '停止',
      '依頼書',
      '委託者',
      'その他',
      '独自',
      '口座なし',
      '現金',
      '上限',
    ])
      members[name] = await s.member({ name, fee: 8000 });
  });

  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t.close();
  });

  it('when a staff member asks, then 403; another store’s manager gets 404 for this store’s customer', async () => {
    const id = members.済 as number;
    expect((await call('GET', `/api/customers/${id}/bank-account`, s.staff)).status).toBe(403);
    expect((await call('PUT', `/api/customers/${id}/bank-account`, s.staff, account())).status).toBe(403);
    expect((await call('GET', `/api/billing/collection-profiles`, s.staff)).status).toBe(403);
    expect((await call('GET', `/api/customers/${id}/bank-account`, otherManager)).status).toBe(404);
    expect((await call('PUT', `/api/customers/${id}/bank-account`, otherManager, account())).status).toBe(
      404,
    );
  });

  it('when an account is registered, then the name is half-width kana with small kana large, the number padded, 新規コード 1', async () => {
    const id = members.済 as number;
    expect((await call('GET', `/api/customers/${id}/bank-account`, s.manager)).body.data).toBeNull();
    const saved = await call(
      'PUT',
      `/api/customers/${id}/bank-account`,
      s.manager,
      account({
        account_holder_kana: 'きゅうよ いちろう',
        payer_name: '請求 一郎',
        mandate_received_on: '2026-11-20',
      }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('口座情報を保存しました');
    expect(saved.body.data).toMatchObject({
      customer_id: id,
      bank_name: 'みずほ',
      bank_name_kana: 'ﾐｽﾞﾎ',
      branch_name_kana: 'ｼﾌﾞﾔ',
      account_number: '0123456',
      account_holder_kana: 'きゅうよ いちろう',
      account_holder: 'ｷﾕｳﾖ ｲﾁﾛｳ',
      zengin_customer_number: number(id),
      new_code: 1,
      mandate_received_on: '2026-11-20',
      payer_name: '請求 一郎',
      payment_method: 'bank_transfer',
    });
  });

  it('when a name, number, bank or branch is wrong, then 422 names each field in Japanese', async () => {
    const id = members.不足 as number;
    const refused = await call(
      'PUT',
      `/api/customers/${id}/bank-account`,
      s.manager,
      account({
        bank_code: '0009',
        branch_code: '999',
        account_number: '12345678',
        account_holder_kana: '山田😀',
      }),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      branch_code: ['支店コードがこの金融機関の支店にありません'],
      account_number: ['口座番号は7桁以内の数字で入力してください'],
      account_holder_kana: [expect.stringContaining('口座名義に使えない文字があります（山、田、😀）')],
    });
    const closed = await call(
      'PUT',
      `/api/customers/${id}/bank-account`,
      s.manager,
      account({ bank_code: '0099', branch_code: '001' }),
    );
    expect(closed.body.errors).toEqual({ bank_code: ['この金融機関は銀行マスタで使用停止になっています'] });
    const long = await call(
      'PUT',
      `/api/customers/${id}/bank-account`,
      s.manager,
      account({ account_holder_kana: 'ア'.repeat(31) }),
    );
    expect(long.body.errors.account_holder_kana).toEqual([
      '口座名義は半角30文字以内にしてください（変換後31文字。濁点・半濁点も1文字と数えます）',
    ]);
  });

  it('when a date does not exist or a text holds a NUL, then 422, never a fault', async () => {
    const id = members.不足 as number;
    const badDate = await call(
      'PUT',
      `/api/customers/${id}/bank-account`,
      s.manager,
      account({ mandate_received_on: '2026-02-30' }),
    );
    expect(badDate.status).toBe(422);
    const nul = await call(
      'PUT',
      `/api/customers/${id}/bank-account`,
      s.manager,
      account({ payer_name: 'A\u0000B' }),
    );
    expect(nul.status).toBe(422);
  });

  it('when a bank field holds a line break, a tab or another control character, then 422 names the field and nothing is stored', async () => {
    const id = members.不足 as number;
    const before = (await call('GET', `/api/customers/${id}/bank-account`, s.manager)).body.data;
    const broken = await call(
      'PUT',
      `/api/customers/${id}/bank-account`,
      s.manager,
      account({ account_holder_kana: 'ヤマダ\r\nタロウ', payer_name: '山田\t花子' }),
    );
    expect(broken.status).toBe(422);
    expect(broken.body.errors).toEqual({
      account_holder_kana: ['口座名義に改行・タブなどの制御文字は使えません'],
      payer_name: ['口座名義人に改行・タブなどの制御文字は使えません'],
    });
    const invisible = await call(
      'PUT',
      `/api/customers/${id}/bank-account`,
      s.manager,
      account({ account_holder_kana: 'ヤマダ\u200bタロウ' }),
    );
    expect(invisible.body.errors.account_holder_kana).toEqual([
      '口座名義に改行・タブなどの制御文字は使えません',
    ]);
    expect((await call('GET', `/api/customers/${id}/bank-account`, s.manager)).body.data).toEqual(before);
    const profile = await call('POST', '/api/billing/collection-profiles', s.manager, {
      name: '改行\n入り',
      consignor_code: '1234567890',
      consignor_name: 'カ）カヨイ\nスイミング',
      bank_code: '0009',
      branch_code: '234',
      account_type: 1,
      account_number: '7654321',
    });
    expect(profile.status).toBe(422);
    expect(profile.body.errors).toEqual({
      name: ['名称に改行・タブなどの制御文字は使えません'],
      consignor_name: ['委託者名に改行・タブなどの制御文字は使えません'],
    });
  });

  it('when a profile is saved, then 委託者名 is half-width kana and the store’s first profile is its default', async () => {
    const created = await call('POST', '/api/billing/collection-profiles', s.manager, {
      name: '三井住友銀行 口座振替',
      consignor_code: '1234567890',
      consignor_name: 'カ）カヨイスイミングスクール',
      bank_code: '0009',
      branch_code: '234',
      account_type: 1,
      account_number: '7654321',
      record_framing: 120,
      max_amount_per_record: 20000,
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      consignor_name: 'ｶ)ｶﾖｲｽｲﾐﾝｸﾞｽｸ-ﾙ',
      is_default: true,
      file_name_pattern: 'ZENGIN_{consignor_code}_{withdrawal_date}_v{version}.txt',
      export_count: 0,
    });
    profileId = created.body.data.id;
    const bad = await call('POST', '/api/billing/collection-profiles', s.manager, {
      name: '悪い設定',
      consignor_code: '1234567890',
      consignor_name: '株式会社カヨイ',
      bank_code: '0009',
      branch_code: '234',
      account_type: 1,
      account_number: '7654321',
      file_name_pattern: '../x.txt',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['consignor_name', 'file_name_pattern']);
    expect((await call('GET', `/api/billing/collection-profiles/${profileId}`, otherManager)).status).toBe(
      404,
    );
  });

  it('when the cycle is a draft, then the export is 409 and the pre-check says why', async () => {
    for (const [name, id] of Object.entries(members)) {
      if (name === '口座なし' || name === '済') continue;
      if (name === '現金') {
        await call('PUT', `/api/customers/${id}/payment-method`, s.manager, { payment_method: 'cash' });
      }
      const saved = await call(
        'PUT',
        `/api/customers/${id}/bank-account`,
        s.manager,
        account({
          account_number: String(id),
          account_holder_kana: `ｾｲｷﾕｳ ${name === '独自' ? 'ヴァン' : 'タロウ'}`,
        }),
      );
      expect(saved.status, name).toBe(200);
    }
    // 水着 for one member takes their invoice over the profile's limit of 20,000 yen.
    const goods = await call('POST', '/api/billing/adjustments', s.manager, {
      customer_id: members.上限,
      billing_month: '2026-12',
      kind: 'goods',
      description: '水着',
      amount: 20000,
    });
    expect(goods.status).toBe(201);
    const created = await call('POST', '/api/billing/cycles', s.manager, { billing_month: '2026-12' });
    cycleId = created.body.data.id;
    await call('POST', `/api/billing/cycles/${cycleId}/generate`, s.manager, { revision: 0 });
    const draft = await download(`/api/billing/cycles/${cycleId}/zengin-export`, s.manager);
    expect(draft.status).toBe(409);
    const precheck = await call('GET', `/api/billing/cycles/${cycleId}/zengin-export/precheck`, s.manager);
    expect(precheck.body.data).toMatchObject({
      exportable: false,
      blocking_message: '請求サイクルが確定されていません。確定してから振替データを出力してください',
    });
  });

  it('when the cycle is confirmed, then the pre-check lists the member without an account and the one over the limit', async () => {
    const cycle = await call('GET', `/api/billing/cycles/${cycleId}`, s.manager);
    await call('POST', `/api/billing/cycles/${cycleId}/confirm`, s.manager, {
      revision: cycle.body.data.revision,
    });
    const precheck = await call('GET', `/api/billing/cycles/${cycleId}/zengin-export/precheck`, s.manager);
    expect(precheck.status).toBe(200);
    expect(precheck.body.data.exportable).toBe(true);
    expect(precheck.body.data.included_count).toBe(8);
    expect(
      precheck.body.data.issues.map((i: { customer_id: number; reason_code: string }) => [
        i.customer_id,
        i.reason_code,
      ]),
    ).toEqual([
      [members.口座なし, 'no_account'],
      [members.上限, 'over_limit'],
    ]);
    expect(precheck.body.data.issues[1].message).toBe('1件あたりの引落上限額（20,000円）を超えています');
  });

  it('when the file is exported, then a decoder written from the layout reads it back: lengths, order, digits, sums, characters', async () => {
    const file = await download(`/api/billing/cycles/${cycleId}/zengin-export`, s.manager);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('text/plain; charset=Shift_JIS');
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename="ZENGIN_1234567890_20261228_v1.txt"',
    );
    // Streamed from the kept version, its length told beforehand.
    expect(file.headers['content-length']).toBe(String(file.bytes.length));
    requestFile = file.bytes;
    const records = decodeFile(file.bytes, 120);
    expect(records.map((r) => r.type)).toEqual(['1', ...Array(8).fill('2'), '8', '9']);
    const [header, ...rest] = records;
    expect(header).toMatchObject({
      kind: '91',
      codeType: '0',
      consignorCode: '1234567890',
      withdrawal: '1228',
      bankCode: '0009',
      branchCode: '234',
      accountType: '1',
      accountNumber: '7654321',
    });
    expect(header?.consignorName?.trimEnd()).toBe('ｶ)ｶﾖｲｽｲﾐﾝｸﾞｽｸ-ﾙ');
    const data = rest.filter((r) => r.type === '2');
    const trailer = rest.find((r) => r.type === '8') as Record<string, string>;
    expect(Number(trailer.count)).toBe(data.length);
    expect(Number(trailer.amount)).toBe(data.reduce((sum, r) => sum + Number(r.amount), 0));
    expect([trailer.paidCount, trailer.failedCount]).toEqual(['000000', '000000']);
    const first = data.find((r) => r.customerNumber === number(members.済 as number));
    expect(first).toMatchObject({
      bankCode: '0001',
      branchCode: '110',
      accountNumber: '0123456',
      newCode: '1',
      // A numeric field: the request writes 0 (it wrote a space, which banks' checks refuse).
      resultCode: '0',
    });
    expect(first?.holder?.trimEnd()).toBe('ｷﾕｳﾖ ｲﾁﾛｳ');
    expect(first?.bankName?.trimEnd()).toBe('ﾐｽﾞﾎ');
    expect(data.find((r) => r.customerNumber === number(members.独自 as number))?.holder?.trimEnd()).toBe(
      'ｾｲｷﾕｳ ｳﾞｱﾝ',
    );
    // The cash payer, the member without an account and the one over the limit are not in it.
    for (const left of ['現金', '口座なし', '上限'])
      expect(data.some((r) => r.customerNumber === number(members[left] as number))).toBe(false);
    expect((await call('GET', `/api/billing/cycles/${cycleId}`, s.manager)).body.data.status).toBe(
      'exported',
    );
  });

  it('when it is downloaded again, then the same bytes and version; a changed account makes version 2 (once, for two downloads at once) and keeps version 1', async () => {
    const again = await download(`/api/billing/cycles/${cycleId}/zengin-export`, s.manager);
    expect(again.bytes.equals(requestFile)).toBe(true);
    let history = await call('GET', `/api/billing/cycles/${cycleId}/zengin-exports`, s.manager);
    expect(history.body.data).toHaveLength(1);
    expect(history.body.data[0]).toMatchObject({
      version: 1,
      record_count: 8,
      total_amount: 61600,
      is_latest: true,
    });
    // A member registers a new account: the next download is a new version.
    await call(
      'PUT',
      `/api/customers/${members.口座なし}/bank-account`,
      s.manager,
      account({ account_number: '7777777' }),
    );
    // Two managers download at the same moment: one version 2, the same bytes to both.
    const [second, twin] = await Promise.all([
      download(`/api/billing/cycles/${cycleId}/zengin-export`, s.manager),
      download(`/api/billing/cycles/${cycleId}/zengin-export`, s.manager),
    ]);
    expect(twin.bytes.equals(second.bytes)).toBe(true);
    expect(twin.headers['x-zengin-export-id']).toBe(second.headers['x-zengin-export-id']);
    expect(second.bytes.equals(requestFile)).toBe(false);
    expect(second.headers['content-disposition']).toContain('_v2.txt');
    history = await call('GET', `/api/billing/cycles/${cycleId}/zengin-exports`, s.manager);
    expect(
      history.body.data.map((e: { version: number; is_latest: boolean }) => [e.version, e.is_latest]),
    ).toEqual([
      [2, true],
      [1, false],
    ]);
    const old = await download(
      `/api/billing/cycles/${cycleId}/zengin-exports/${history.body.data[1].id}`,
      s.manager,
    );
    expect(old.bytes.equals(requestFile)).toBe(true);
    expect(history.body.data[1].sha256).toMatch(/^[0-9a-f]{64}$/);
    requestFile = second.bytes;
  });

  it('when a result file of another consignor, another 引落日 or wrong sums comes, then 422 names it and nothing changes', async () => {
    const otherCycle = resultFile(requestFile, {}, { header: (h) => `${h.slice(0, 54)}0127${h.slice(58)}` });
    const refused = await upload(otherCycle);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.file).toEqual([
      '1件目のヘッダーレコード：引落日「0127」がこの請求サイクルの引落日（1228）と一致しません',
    ]);
    const otherConsignor = await upload(
      resultFile(requestFile, {}, { header: (h) => `${h.slice(0, 4)}9999999999${h.slice(14)}` }),
    );
    expect(otherConsignor.body.errors.file[0]).toContain(
      '委託者コード「9999999999」はこの請求サイクルの振替データにありません',
    );
    const wrongKind = await upload(resultFile(requestFile, {}, { header: (h) => `121${h.slice(3)}` }));
    expect(wrongKind.body.errors.file[0]).toContain('種別コード「21」は口座振替（91）ではありません');
    const sums = await upload(resultFile(requestFile, {}, { breakTrailer: true }));
    expect(sums.status).toBe(422);
    expect(sums.body.errors.file[0]).toMatch(
      /トレーラレコード：合計件数 10 がデータレコードの件数 9 と一致しません/,
    );
    const truncated = await upload(resultFile(requestFile, {}).subarray(0, 500));
    expect(truncated.status).toBe(422);
    expect(truncated.body.errors.file[0]).toContain('120バイトに足りません');
    expect(
      (await call('GET', `/api/billing/cycles/${cycleId}/transfer-results`, s.manager)).body.data.imports,
    ).toEqual([]);
    expect((await invoiceOf(members.済 as number)).status).toBe('unpaid');
  });

  it("when a result file holds a code that is not 全銀協's, or is the request file itself, then 422 names the records and nothing changes", async () => {
    const strange = await upload(
      resultFile(requestFile, {
        [number(members.不足 as number)]: 'X',
        [number(members.独自 as number)]: 'E',
      }),
    );
    expect(strange.status).toBe(422);
    const lineOf = (member: number) =>
      new TextDecoder('shift_jis')
        .decode(requestFile)
        .match(/.{120}/g)
        ?.findIndex((line) => line.slice(91, 111) === number(member));
    expect(strange.body.errors.file).toEqual(
      [
        [lineOf(members.不足 as number), 'X'],
        [lineOf(members.独自 as number), 'E'],
      ]
        .sort((a, b) => Number(a[0]) - Number(b[0]))
        .map(
          ([index, code]) =>
            `${Number(index) + 1}件目：振替結果コード「${code}」は全銀協の振替結果コード（0・1・2・3・4・8・9）ではありません`,
        ),
    );
    const request = await upload(Buffer.from(requestFile));
    expect(request.status).toBe(422);
    expect(request.body.errors.file[0]).toContain('結果ファイルを選んでください');
    expect(
      (await call('GET', `/api/billing/cycles/${cycleId}/transfer-results`, s.manager)).body.data.imports,
    ).toEqual([]);
    expect((await invoiceOf(members.不足 as number)).status).toBe('unpaid');
  });

  it('when the results come with every code, then 0 is paid (a bank-transfer payment, 新規コード 0) and the others failed with their reason', async () => {
    const codes = {
      [number(members.不足 as number)]: '1',
      [number(members.取引なし as number)]: '2',
      [number(members.停止 as number)]: '3',
      [number(members.依頼書 as number)]: '4',
      [number(members.委託者 as number)]: '8',
      [number(members.その他 as number)]: '9',
      [number(members.独自 as number)]: '9',
    };
    // A family linked to the member whose debit fails is told, with the bank's reason (issue 32's notifications).
    const { rows: accounts } = await t.db.query<{ id: number }>(
      `insert into family_accounts (email, state) values ('zengin-family@test.kayoi.jp', 'active') returning id`,
    );
    await t.db.query(
      `insert into family_links (account_id, customer_id, store_id, relationship) values ($1, $2, $3, 'guardian')`,
      [accounts[0]?.id, members.不足, s.store],
    );
    // Plus a record nobody exported: listed, not guessed.
    const answer = await upload(resultFile(requestFile, codes));
    expect(answer.status).toBe(200);
    expect(answer.body.data.import).toMatchObject({
      status: 'applied',
      paid_count: 2,
      failed_count: 7,
      unmatched_count: 0,
    });
    expect(answer.body.message).toBe(
      '振替結果を取り込みました（入金 2件・振替不能 7件・変更なし 0件・該当なし 0件）',
    );
    const reasons = Object.fromEntries(
      answer.body.data.failed.map((r: { customer_id: number; result_label: string }) => [
        r.customer_id,
        r.result_label,
      ]),
    );
    expect(reasons).toEqual({
      [members.不足 as number]: '資金不足',
      [members.取引なし as number]: '取引なし',
      [members.停止 as number]: '預金者都合による振替停止',
      [members.依頼書 as number]: '依頼書なし',
      [members.委託者 as number]: '委託者都合による振替停止',
      [members.その他 as number]: 'その他',
      [members.独自 as number]: 'その他',
    });
    expect(await invoiceOf(members.済 as number)).toMatchObject({ status: 'paid' });
    const failedInvoice = await invoiceOf(members.不足 as number);
    expect(failedInvoice).toMatchObject({ status: 'failed', failed_reason: '資金不足' });
    expect(await deliveriesOf(t, 'debit_failed', `debit-failed:${failedInvoice.id}`)).toMatchObject([
      {
        channel: 'mail',
        title: '口座振替ができませんでした',
        body: expect.stringMatching(/さんの2026年12月分の口座振替ができませんでした（資金不足）。/),
        url: '/my/billing',
      },
    ]);
    const paidAccount = await call('GET', `/api/customers/${members.済}/bank-account`, s.manager);
    expect(paidAccount.body.data).toMatchObject({ new_code: 0, first_debited_on: '2026-12-28' });
    const ledger = await call('GET', `/api/customers/${members.済}/ledger`, s.manager);
    expect(ledger.body.data.balance).toBe(0);
    expect(ledger.body.data.entries.map((e: { description: string }) => e.description)).toContain(
      '口座振替入金',
    );
    const failedLedger = await call('GET', `/api/customers/${members.不足}/ledger`, s.manager);
    expect(failedLedger.body.data.entries[0].description).toBe('2026年12月分 請求（口座振替不能：資金不足）');
    // The cash desk's worklist and the dashboard's follow-up show the failed debit.
    const open = await call('GET', `/api/billing/invoices?customer_id=${members.不足}&open=true`, s.manager);
    expect(open.body.data.map((i: { status: string }) => i.status)).toEqual(['failed']);
    const dashboard = await call('GET', '/api/billing/dashboard?month=2026-12', s.manager);
    expect(JSON.stringify(dashboard.body.data)).toContain(String(members.不足));
    expect((await call('GET', `/api/billing/cycles/${cycleId}`, s.manager)).body.data.status).toBe(
      'results_imported',
    );
    // The next export of the cycle carries 新規コード 0 for the member debited.
    const listed = await call('GET', `/api/billing/cycles/${cycleId}/transfer-results`, s.manager);
    expect(listed.body.data.records).toHaveLength(9);
  });

  it('when the same file comes again, then nothing changes and it says so', async () => {
    const before = (
      await t.db.query<{ n: number }>(
        "select count(*)::int as n from payments where method = 'bank_transfer'",
      )
    ).rows[0]?.n;
    const answer = await upload(
      resultFile(requestFile, {
        [number(members.不足 as number)]: '1',
        [number(members.取引なし as number)]: '2',
        [number(members.停止 as number)]: '3',
        [number(members.依頼書 as number)]: '4',
        [number(members.委託者 as number)]: '8',
        [number(members.その他 as number)]: '9',
        [number(members.独自 as number)]: '9',
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.import).toMatchObject({
      status: 'unchanged',
      paid_count: 0,
      failed_count: 0,
      unchanged_count: 9,
    });
    expect(answer.body.message).toBe('このファイルは取込済みです。変更はありません');
    const after = (
      await t.db.query<{ n: number }>(
        "select count(*)::int as n from payments where method = 'bank_transfer'",
      )
    ).rows[0]?.n;
    expect(after).toBe(before);
  });

  it('when a corrected file comes, then only the records that differ are applied (資金不足 → 振替済)', async () => {
    const answer = await upload(
      resultFile(requestFile, {
        [number(members.取引なし as number)]: '2',
        [number(members.停止 as number)]: '3',
        [number(members.依頼書 as number)]: '4',
        [number(members.委託者 as number)]: '8',
        [number(members.その他 as number)]: '9',
        [number(members.独自 as number)]: '9',
      }),
      s.manager,
      'RESULT_corrected.txt',
    );
    expect(answer.body.data.import).toMatchObject({
      status: 'applied',
      paid_count: 1,
      failed_count: 0,
      unchanged_count: 8,
    });
    expect(answer.body.data.paid[0].customer_id).toBe(members.不足);
    expect(await invoiceOf(members.不足 as number)).toMatchObject({ status: 'paid' });
  });

  it('when the same new file is uploaded twice at once, then one applies it and the other says unchanged', async () => {
    const file = resultFile(requestFile, {
      [number(members.取引なし as number)]: '0',
      [number(members.停止 as number)]: '3',
      [number(members.依頼書 as number)]: '4',
      [number(members.委託者 as number)]: '8',
      [number(members.その他 as number)]: '9',
      [number(members.独自 as number)]: '9',
    });
    const answers = await Promise.all([upload(file), upload(file)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.body.data.import.status).sort()).toEqual(['applied', 'unchanged']);
    const payments = await t.db.query<{ n: number }>(
      `select count(*)::int as n from payments p join payment_allocations a on a.payment_id = p.id
        join invoices i on i.id = a.invoice_id where i.customer_id = $1 and p.voided_at is null`,
      [members.取引なし],
    );
    expect(payments.rows[0]?.n).toBe(1);
  });

  it('when a record matches no exported invoice, then it is listed as unmatched, not guessed', async () => {
    // A data record for a customer number no export holds, written field by field from the layout.
    const c = (value: string, size: number) => value.padEnd(size, ' ');
    const stranger = `2${'0001'}${c('ﾐｽﾞﾎ', 15)}110${c('ｼﾌﾞﾔ', 15)}${c('', 4)}11234567${c('ﾀﾞﾚｶ ﾀﾛｳ', 30)}0000001234000000000000000999999 ${c('', 8)}`;
    expect(stranger).toHaveLength(120);
    const answer = await upload(
      resultFile(requestFile, { [number(members.取引なし as number)]: '0' }, { extra: [stranger] }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.unmatched).toEqual([
      expect.objectContaining({
        customer_number: '00000000000000999999',
        customer_id: null,
        invoice_id: null,
        outcome: 'unmatched',
        message: '顧客番号と金額が一致する請求がこのサイクルの振替データにありません',
      }),
    ]);
  });

  it('when a profile frames records with CR LF and takes ｰ, then each record is 122 bytes and its names keep ｰ; a used profile is not deleted', async () => {
    const created = await call('POST', '/api/billing/collection-profiles', s.manager, {
      name: '収納代行 A社',
      consignor_code: '5555555555',
      consignor_name: 'ｼｭｳﾉｳ ﾀﾞｲｺｳ',
      bank_code: '0001',
      branch_code: '110',
      account_type: 1,
      account_number: '1111111',
      record_framing: 122,
      extra_allowed_characters: 'ー',
      withdrawal_day_rule: 'fixed_day',
      withdrawal_day: 27,
      new_code_policy: 'always_zero',
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      is_default: false,
      consignor_name: 'ｼﾕｳﾉｳ ﾀﾞｲｺｳ',
      extra_allowed_characters: 'ｰ',
    });
    await call(
      'PUT',
      `/api/customers/${members.上限}/bank-account`,
      s.manager,
      account({ account_number: '7777777', account_holder_kana: 'ラーメン タロー' }),
    );
    const file = await download(
      `/api/billing/cycles/${cycleId}/zengin-export?profile_id=${created.body.data.id}`,
      s.manager,
    );
    expect(file.status).toBe(200);
    // This agent takes the long-vowel mark too.
    const records = decodeFile(file.bytes, 122, /^[0-9A-Zｱ-ﾝﾞﾟｰ ().\-/]*$/);
    // 2026-12-27 is a Sunday: the fixed day moves to the bank's next business day.
    expect(records[0]).toMatchObject({ consignorCode: '5555555555', withdrawal: '1228' });
    const ramen = records.find((r) => r.customerNumber === number(members.上限 as number));
    expect(ramen?.holder?.trimEnd()).toBe('ﾗｰﾒﾝ ﾀﾛｰ');
    expect(records.filter((r) => r.type === '2').every((r) => r.newCode === '0')).toBe(true);
    // With the default profile (no ｰ) the same name is written with '-'.
    expect(
      (await call('DELETE', `/api/billing/collection-profiles/${created.body.data.id}`, s.manager)).status,
    ).toBe(409);
  });

  it('when a debited member changes only the holder’s name, then 新規コード stays 0; a new account number makes it 1 again', async () => {
    const url = `/api/customers/${members.済}/bank-account`;
    const renamed = await call('PUT', url, s.manager, account({ account_holder_kana: 'きゅうよ いちろう ' }));
    expect(renamed.body.data).toMatchObject({ new_code: 0, first_debited_on: '2026-12-28' });
    const moved = await call('PUT', url, s.manager, account({ account_number: '7654321' }));
    expect(moved.body.data).toMatchObject({ new_code: 1, first_debited_on: null, account_number: '7654321' });
  });

  it('when a staff member or another store uploads, then 403 / 404', async () => {
    expect((await upload(requestFile, s.staff)).status).toBe(403);
    expect((await upload(requestFile, otherManager)).status).toBe(404);
    expect((await download(`/api/billing/cycles/${cycleId}/zengin-export`, otherManager)).status).toBe(404);
  });
});
