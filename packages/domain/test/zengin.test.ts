import { describe, expect, it } from 'vitest';
import {
  dataRecord,
  decodeZengin,
  encodeZengin,
  endRecord,
  headerRecord,
  normalizeAccountNumber,
  normalizeExtraCharacters,
  parseZenginFile,
  toZenginName,
  trailerMismatches,
  trailerRecord,
  transferResultLabel,
  zenginCustomerNumber,
  zenginKana,
} from '../src/zengin.ts';

const holder = (input: string, extra?: string) =>
  toZenginName(input, { label: '口座名義', maxLength: 30, ...(extra === undefined ? {} : { extra }) });

describe('zenginKana', () => {
  it.each([
    ['やまだ たろう', 'ﾔﾏﾀﾞ ﾀﾛｳ'],
    ['ヤマダ　タロウ', 'ﾔﾏﾀﾞ ﾀﾛｳ'],
    ['ﾔﾏﾀﾞ ﾀﾛｳ', 'ﾔﾏﾀﾞ ﾀﾛｳ'],
    ['きゅうよ いちろう', 'ｷﾕｳﾖ ｲﾁﾛｳ'],
    ['ｷｬｯｼｭ', 'ｷﾔﾂｼﾕ'],
    ['ｧｨｩｪｫ', 'ｱｲｳｴｵ'],
    ['ヴィヴァルディ', 'ｳﾞｲｳﾞｱﾙﾃﾞｲ'],
    ['ぱぴぷぺぽ', 'ﾊﾟﾋﾟﾌﾟﾍﾟﾎﾟ'],
    ['ｊｏｈｎ　ｓｍｉｔｈ', 'JOHN SMITH'],
    ['john smith', 'JOHN SMITH'],
    ['ＡＢＣ１２３', 'ABC123'],
    ['カ）スイミング', 'ｶ)ｽｲﾐﾝｸﾞ'],
    ['ヤマダ−タロウ', 'ﾔﾏﾀﾞ-ﾀﾛｳ'],
    ['  ヤマダ   タロウ  ', 'ﾔﾏﾀﾞ ﾀﾛｳ'],
    ['ヲガワ', 'ｵｶﾞﾜ'],
    ['ヵヶヮ', 'ｶｹﾜ'],
  ])('when %s is converted, then the file writes %s', (input, expected) => {
    expect(zenginKana(input)).toBe(expected);
  });
});

describe('toZenginName (hostile names)', () => {
  it('when small kana are typed, then they are written large', () => {
    expect(holder('ｧｨｩ ｬｭｮ ｯ')).toEqual({ ok: true, value: 'ｱｲｳ ﾔﾕﾖ ﾂ' });
  });

  it('when the long-vowel mark is typed for a bank that refuses it, then it is written as a hyphen', () => {
    expect(holder('ラーメン タロー')).toEqual({ ok: true, value: 'ﾗ-ﾒﾝ ﾀﾛ-' });
  });

  it('when the profile accepts the long-vowel mark, then it stays ｰ', () => {
    expect(holder('ラーメン', 'ー')).toEqual({ ok: true, value: 'ﾗｰﾒﾝ' });
  });

  it('when ヴ is typed, then it is ｳﾞ', () => {
    expect(holder('ヴァン')).toEqual({ ok: true, value: 'ｳﾞｱﾝ' });
  });

  it('when kanji are left in, then the name is refused naming them', () => {
    const result = holder('山田 たろう');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.invalid).toEqual(['山', '田']);
      expect(result.message).toContain('口座名義に使えない文字があります（山、田）');
    }
  });

  it.each([
    ['a line break', 'ヤマダ\r\nタロウ'],
    ['a tab', 'ヤマダ\tタロウ'],
    ['a NUL', 'ヤマダ\u0000'],
    ['a zero-width space', 'ヤマ\u200bダ'],
    ['a line separator', 'ヤマダ\u2028'],
  ])('when %s is in the name, then it is refused as typed (never turned into a space)', (_, input) => {
    expect(holder(input)).toEqual({
      ok: false,
      message: '口座名義に改行・タブなどの制御文字は使えません',
      invalid: [],
    });
  });

  it('when an emoji is typed, then the name is refused', () => {
    const result = holder('ヤマダ😀');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.invalid).toEqual(['😀']);
  });

  it('when a comma is typed for a bank that refuses it, then it is refused; with the profile allowing it, kept', () => {
    expect(holder('ヤマダ，タロウ').ok).toBe(false);
    expect(holder('ヤマダ，タロウ', ',')).toEqual({ ok: true, value: 'ﾔﾏﾀﾞ,ﾀﾛｳ' });
  });

  it('when the name is longer than the field after conversion, then it is refused with the length', () => {
    const forty = 'アイウエオカキクケコ'.repeat(4);
    const result = holder(forty);
    expect(result).toMatchObject({ ok: false });
    if (!result.ok)
      expect(result.message).toBe(
        '口座名義は半角30文字以内にしてください（変換後40文字。濁点・半濁点も1文字と数えます）',
      );
    // 15 voiced kana are 30 half-width characters: accepted; 16 are not.
    expect(holder('ガ'.repeat(15)).ok).toBe(true);
    expect(holder('ガ'.repeat(16)).ok).toBe(false);
  });

  it('when the consignor name is 40 characters, then it fits its 40-byte field; 41 do not', () => {
    const name = (n: number) => toZenginName('ア'.repeat(n), { label: '委託者名', maxLength: 40 });
    expect(name(40).ok).toBe(true);
    expect(name(41)).toMatchObject({
      ok: false,
      message: expect.stringContaining('委託者名は半角40文字以内'),
    });
  });

  it('when nothing is left, then it asks for the name', () => {
    expect(holder('   ')).toMatchObject({ ok: false, message: '口座名義を入力してください' });
  });

  it('when a profile lists extras in full width or outside the optional set, then only the optional ones stay', () => {
    expect(normalizeExtraCharacters('ー，漢A')).toBe('ｰ,');
  });
});

describe('account numbers and customer numbers', () => {
  it.each([
    ['123456', '0123456'],
    ['１２３４５６７', '1234567'],
    ['1234567', '1234567'],
    ['12345678', null],
    ['12a4', null],
    ['', null],
  ])('when %s is typed, then it is %s', (input, expected) => {
    expect(normalizeAccountNumber(input)).toBe(expected);
  });

  it('when a customer id is numbered, then it is 20 digits', () => {
    expect(zenginCustomerNumber(85)).toBe('00000000000000000085');
  });
});

describe('records', () => {
  const header = headerRecord({
    consignorCode: '1234567890',
    consignorName: 'ｶ)ｶﾖｲ',
    withdrawalDate: '2026-12-28',
    bankCode: '0009',
    bankName: 'ﾐﾂｲｽﾐﾄﾓ',
    branchCode: '234',
    branchName: 'ｼﾌﾞﾔｴｷﾏｴ',
    accountType: 1,
    accountNumber: '7654321',
  });
  const data = (resultCode = '0', amount = 8800) =>
    dataRecord({
      bankCode: '0001',
      bankName: 'ﾐｽﾞﾎ',
      branchCode: '110',
      branchName: 'ｼﾌﾞﾔ',
      accountType: 1,
      accountNumber: '0123456',
      accountHolder: 'ﾔﾏﾀﾞ ﾀﾛｳ',
      amount,
      newCode: 1,
      customerNumber: zenginCustomerNumber(85),
      resultCode,
    });

  it('when each record is built, then it is 120 characters of JIS X 0201', () => {
    for (const record of [header, data(), trailerRecord({ count: 1, amount: 8800 }), endRecord()]) {
      expect(record).toHaveLength(120);
      expect(decodeZengin(encodeZengin(record))).toBe(record);
    }
    expect(header.slice(0, 4)).toBe('1910');
    expect(header.slice(54, 58)).toBe('1228');
  });

  it('when text outside JIS X 0201 is encoded, then it throws', () => {
    expect(() => encodeZengin('山')).toThrow(RangeError);
  });

  it('when a result file with two groups is parsed, then both groups and their sums are read', () => {
    const text = [
      header,
      data('0'),
      trailerRecord({ count: 1, amount: 8800, paidCount: 1, paidAmount: 8800 }),
      header,
      data('1', 5500),
      trailerRecord({ count: 1, amount: 5500, failedCount: 1, failedAmount: 5500 }),
      endRecord(),
    ].join('\r\n');
    const parsed = parseZenginFile(encodeZengin(`${text}\r\n`));
    expect(parsed.errors).toEqual([]);
    expect(parsed.groups.map((g) => g.records.map((r) => [r.resultCode, r.amount]))).toEqual([
      [['0', 8800]],
      [['1', 5500]],
    ]);
    expect(parsed.groups.flatMap(trailerMismatches)).toEqual([]);
  });

  it('when the trailer does not add up, then the mismatch is named', () => {
    const text = [
      header,
      data('0'),
      trailerRecord({ count: 2, amount: 8800, paidCount: 1, paidAmount: 8800 }),
      endRecord(),
    ].join('');
    const parsed = parseZenginFile(encodeZengin(text));
    expect(parsed.groups.flatMap(trailerMismatches)).toEqual([
      '3件目のトレーラレコード：合計件数 2 がデータレコードの件数 1 と一致しません',
    ]);
  });

  it('when the file is cut, then it says so', () => {
    const text = [header, data('0')].join('');
    expect(parseZenginFile(encodeZengin(text.slice(0, 200))).errors[0]).toContain('120バイトに足りません');
    expect(parseZenginFile(encodeZengin(text)).errors).toContain(
      'エンドレコード（データ区分9）がありません（ファイルが途中で切れています）',
    );
  });

  it('when result codes are named, then each has its Japanese reason and an agent code is kept', () => {
    expect(['0', '1', '2', '3', '4', '8', '9', 'E'].map(transferResultLabel)).toEqual([
      '振替済',
      '資金不足',
      '取引なし',
      '預金者都合による振替停止',
      '依頼書なし',
      '委託者都合による振替停止',
      'その他',
      '収納代行会社の独自コード（E）',
    ]);
  });
});
