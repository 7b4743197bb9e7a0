// 口座振替 (issue 16): the 全銀協 預金口座振替 依頼データ (種別コード 91) — its characters, its fields and its
// 120-byte records — written once for the server (export, result import), the demo and the screens.
//
// The file is JIS X 0201 in Shift_JIS: every character a record may hold (digits, upper-case letters, half-width
// katakana, ﾞ ﾟ, space and a few symbols) is one byte, so a field's length in characters is its length in bytes
// and encoding is a table (ASCII as is, U+FF61–U+FF9F → 0xA1–0xDF). Any other character is refused before it
// reaches a record.

import { toHalfWidthKatakana } from './kana.ts';

export const ZENGIN_RECORD_LENGTH = 120;
/** 種別コード of 預金口座振替. */
export const ZENGIN_KIND_ACCOUNT_TRANSFER = '91';
/** コード区分 0: JIS. */
export const ZENGIN_CODE_JIS = '0';

const LARGE_HALF_KANA = 'ｱｲｳｴｵｶｷｸｹｺｻｼｽｾｿﾀﾁﾂﾃﾄﾅﾆﾇﾈﾉﾊﾋﾌﾍﾎﾏﾐﾑﾒﾓﾔﾕﾖﾗﾘﾙﾚﾛﾜﾝ';
/**
 * What every bank accepts in a name field: 0-9, A-Z, large half-width katakana (no ｦ, no small kana), ﾞ ﾟ,
 * space and ( ) - . / (全銀協の使用可能文字, the common subset of the banks' and agents' lists).
 */
export const ZENGIN_BASE_CHARACTERS = `0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ${LARGE_HALF_KANA}ﾞﾟ ()-./`;
/** Characters a profile may add (some banks and agents accept them): long-vowel mark, comma, quote … */
export const ZENGIN_OPTIONAL_CHARACTERS = 'ｰ,｢｣\\?:\'+&"';

/** Small kana are written large: banks hold ｷﾕｳﾖ, never ｷｭｳﾖ. ｦ is written ｵ, as the banks' readings do. */
const LARGE_OF: Readonly<Record<string, string>> = {
  ｧ: 'ｱ',
  ｨ: 'ｲ',
  ｩ: 'ｳ',
  ｪ: 'ｴ',
  ｫ: 'ｵ',
  ｬ: 'ﾔ',
  ｭ: 'ﾕ',
  ｮ: 'ﾖ',
  ｯ: 'ﾂ',
  ｦ: 'ｵ',
  // Katakana with no half-width form (toHalfWidthKatakana leaves them full-width).
  ヮ: 'ﾜ',
  ヵ: 'ｶ',
  ヶ: 'ｹ',
  ヰ: 'ｲ',
  ヱ: 'ｴ',
  ヷ: 'ﾜﾞ',
  ヺ: 'ｦﾞ',
};

/** Dashes people type for a hyphen, and the full-width forms NFKC does not make ASCII. */
const HYPHENS = /[‐‑‒–—―−－﹣]/g;

export const zenginMessages = {
  empty: (label: string) => `${label}を入力してください`,
  invalidCharacters: (label: string, characters: string[], allowed: string) =>
    `${label}に使えない文字があります（${characters.join('、')}）。使える文字は${allowed}です`,
  tooLong: (label: string, max: number, length: number) =>
    `${label}は半角${max}文字以内にしてください（変換後${length}文字。濁点・半濁点も1文字と数えます）`,
  controlCharacters: (label: string) => `${label}に改行・タブなどの制御文字は使えません`,
  accountNumber: '口座番号は7桁以内の数字で入力してください',
  consignorCode: '委託者コードは10桁の数字で入力してください',
};

const ALLOWED_DESCRIPTION =
  '半角カナ（小さい文字は大きい文字に直します）・英大文字・数字・スペース・( ) - . /';

/**
 * Control and format characters (line breaks, tabs, NUL, zero-width and direction marks): nothing a bank field
 * holds. Refused as typed, before any conversion would turn a line break into a space.
 */
export const CONTROL_CHARACTERS = /[\p{Cc}\p{Cf}\u2028\u2029]/u;

/** The characters a name may hold with a profile's extras (given half-width or full-width: ー is ｰ). */
export function zenginAllowedSet(extra = ''): ReadonlySet<string> {
  const extras = [...toHalfWidthKatakana(extra.normalize('NFKC'))].filter((char) =>
    ZENGIN_OPTIONAL_CHARACTERS.includes(char),
  );
  return new Set([...ZENGIN_BASE_CHARACTERS, ...extras]);
}

/** A profile's extras as stored: only the optional characters, half-width, each once, in a fixed order. */
export function normalizeExtraCharacters(extra: string): string {
  const set = zenginAllowedSet(extra);
  return [...ZENGIN_OPTIONAL_CHARACTERS].filter((char) => set.has(char)).join('');
}

/**
 * What staff typed, in the file's writing: NFKC (full-width letters, digits and symbols → ASCII), lower case →
 * upper, hiragana and katakana → half-width katakana, small kana → large, ヴ → ｳﾞ, dashes → '-', runs of spaces
 * → one, trimmed. The long-vowel mark stays ｰ here; `toZenginName` writes it '-' for a bank that refuses it.
 */
export function zenginKana(input: string): string {
  // NFKC would turn half-width katakana full-width and back is lossless, so: half-width first, then NFKC per
  // character outside the katakana blocks.
  let out = '';
  for (const char of toHalfWidthKatakana(input.normalize('NFC'))) {
    if (/[\uff61-\uff9f]/.test(char)) out += char;
    else if (char === 'ー' || char === '〜') out += 'ｰ';
    else out += char.normalize('NFKC');
  }
  out = toHalfWidthKatakana(out)
    .toUpperCase()
    .replace(HYPHENS, '-')
    .replace(/[ｧｨｩｪｫｬｭｮｯｦヮヵヶヰヱヷヺ]/g, (char) => LARGE_OF[char] ?? char)
    .replace(/\s+/g, ' ')
    .trim();
  return out;
}

export type ZenginNameResult =
  | { ok: true; value: string }
  | { ok: false; message: string; invalid: string[] };

/**
 * A name for a record's character field (預金者名 30, 委託者名 40): converted by `zenginKana`, the long-vowel
 * mark written '-' when the profile does not accept it, then every character checked against the allowed set
 * (refused with the characters named, e.g. kanji or emoji) and the length (refused, never cut).
 */
export function toZenginName(
  input: string,
  options: { label: string; maxLength: number; extra?: string },
): ZenginNameResult {
  if (CONTROL_CHARACTERS.test(input)) {
    return { ok: false, message: zenginMessages.controlCharacters(options.label), invalid: [] };
  }
  return checkZenginText(zenginKana(input), { ...options, allowed: zenginAllowedSet(options.extra) });
}

/**
 * The 預金者名 field of a data record (30 half-width characters) as a bank account keeps it: the long-vowel mark
 * kept as ｰ (each export writes it '-' for a bank that refuses it), every other character from every bank's set.
 */
export const ACCOUNT_HOLDER_RULE = { label: '口座名義', maxLength: 30, extra: 'ｰ' } as const;

/**
 * A value already in the file's writing (`zenginKana`) against a bank's set: the long-vowel mark written '-'
 * when the set lacks it, then every character checked (refused naming them) and the length (refused, never
 * cut). The export checks each stored name this way against its profile's set, without converting again.
 */
export function checkZenginText(
  converted: string,
  options: { label: string; maxLength: number; allowed: ReadonlySet<string> },
): ZenginNameResult {
  const { allowed } = options;
  const value = allowed.has('ｰ') ? converted : converted.replace(/ｰ/g, '-');
  if (value === '') return { ok: false, message: zenginMessages.empty(options.label), invalid: [] };
  let invalid: string[] | null = null;
  for (const char of value) {
    if (!allowed.has(char)) {
      invalid ??= [];
      if (!invalid.includes(char)) invalid.push(char);
    }
  }
  if (invalid) {
    const extras = [...allowed].filter((char) => !ZENGIN_BASE_CHARACTERS.includes(char)).join(' ');
    const description = extras ? `${ALLOWED_DESCRIPTION} ${extras}` : ALLOWED_DESCRIPTION;
    return {
      ok: false,
      message: zenginMessages.invalidCharacters(options.label, invalid, description),
      invalid,
    };
  }
  const length = [...value].length;
  if (length > options.maxLength) {
    return {
      ok: false,
      message: zenginMessages.tooLong(options.label, options.maxLength, length),
      invalid: [],
    };
  }
  return { ok: true, value };
}

/**
 * A bank's or branch's reading for the record (15 characters): converted like a name, characters a bank
 * would not take dropped and the rest cut to the field — the banks read the codes, the names are informative.
 */
export function zenginInformativeName(input: string, size = 15): string {
  const allowed = zenginAllowedSet();
  const value = [...zenginKana(input).replace(/ｰ/g, '-')].filter((char) => allowed.has(char));
  return value.slice(0, size).join('');
}

/** 口座番号: up to 7 digits (full-width read too), zero-padded to 7; null when it is not that. */
export function normalizeAccountNumber(input: string): string | null {
  const digits = input.normalize('NFKC').replace(/[\s-]/g, '');
  return /^\d{1,7}$/.test(digits) ? digits.padStart(7, '0') : null;
}

/** The customer's 顧客番号: their id, 20 digits (stable: an id never changes and is never reused). */
export const zenginCustomerNumber = (customerId: number) => String(customerId).padStart(20, '0');

// Fields and records ---------------------------------------------------------------------------------------

/** N field: digits, right-aligned, zero-filled; a value longer than the field is a programming error. */
export function numericField(value: number | string, size: number): string {
  const text = typeof value === 'number' ? String(Math.trunc(value)) : value;
  if (!/^\d*$/.test(text) || text.length > size) throw new RangeError(`N(${size}) cannot hold ${text}`);
  return text.padStart(size, '0');
}

/** C field: left-aligned, space-filled, cut to the field. */
export const textField = (value: string, size: number) =>
  [...value].slice(0, size).join('').padEnd(size, ' ');

export interface ZenginHeader {
  consignorCode: string;
  consignorName: string;
  /** YYYY-MM-DD; the record holds MMDD. */
  withdrawalDate: string;
  bankCode: string;
  bankName: string;
  branchCode: string;
  branchName: string;
  accountType: number;
  accountNumber: string;
}

export interface ZenginDataRecord {
  bankCode: string;
  bankName: string;
  branchCode: string;
  branchName: string;
  accountType: number;
  accountNumber: string;
  accountHolder: string;
  amount: number;
  newCode: number;
  customerNumber: string;
  /** 0 in a request (a numeric field: 依頼明細では「0」); the bank's 振替結果コード in a result. */
  resultCode?: string;
}

export interface ZenginTotals {
  count: number;
  amount: number;
  paidCount?: number;
  paidAmount?: number;
  failedCount?: number;
  failedAmount?: number;
}

const mmdd = (day: string) => day.slice(5, 7) + day.slice(8, 10);

export const headerRecord = (h: ZenginHeader) =>
  '1' +
  ZENGIN_KIND_ACCOUNT_TRANSFER +
  ZENGIN_CODE_JIS +
  numericField(h.consignorCode, 10) +
  textField(h.consignorName, 40) +
  numericField(mmdd(h.withdrawalDate), 4) +
  numericField(h.bankCode, 4) +
  textField(h.bankName, 15) +
  numericField(h.branchCode, 3) +
  textField(h.branchName, 15) +
  numericField(h.accountType, 1) +
  numericField(h.accountNumber, 7) +
  textField('', 17);

export const dataRecord = (d: ZenginDataRecord) =>
  '2' +
  numericField(d.bankCode, 4) +
  textField(d.bankName, 15) +
  numericField(d.branchCode, 3) +
  textField(d.branchName, 15) +
  textField('', 4) +
  numericField(d.accountType, 1) +
  numericField(d.accountNumber, 7) +
  textField(d.accountHolder, 30) +
  numericField(d.amount, 10) +
  numericField(d.newCode, 1) +
  numericField(d.customerNumber, 20) +
  numericField(d.resultCode ?? '0', 1) +
  textField('', 8);

export const trailerRecord = (t: ZenginTotals) =>
  '8' +
  numericField(t.count, 6) +
  numericField(t.amount, 12) +
  numericField(t.paidCount ?? 0, 6) +
  numericField(t.paidAmount ?? 0, 12) +
  numericField(t.failedCount ?? 0, 6) +
  numericField(t.failedAmount ?? 0, 12) +
  textField('', 65);

export const endRecord = () => textField('9', ZENGIN_RECORD_LENGTH);

// Bytes ------------------------------------------------------------------------------------------------------

/** A record's text as JIS X 0201 bytes (Shift_JIS's single-byte half). Throws on anything else. */
export function encodeZengin(text: string, into?: Uint8Array, offset = 0): Uint8Array {
  const out = into ?? new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code >= 0x20 && code < 0x7f && code !== 0x5c && code !== 0x7e) || code === 0x0d || code === 0x0a)
      out[offset + i] = code;
    else if (code >= 0xff61 && code <= 0xff9f) out[offset + i] = code - 0xfec0;
    else throw new RangeError(`not a JIS X 0201 character: ${text[i]}`);
  }
  return out;
}

/** JIS X 0201 bytes as text (a byte outside it — a double-byte character — reads as U+FFFD). */
export function decodeZengin(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) {
    if (byte >= 0x20 && byte < 0x7f) out += String.fromCharCode(byte);
    else if (byte >= 0xa1 && byte <= 0xdf) out += String.fromCharCode(byte + 0xfec0);
    else out += '\ufffd';
  }
  return out;
}

// Results ----------------------------------------------------------------------------------------------------

/** 振替結果コード (全銀協): 0 is paid; every other code, and an agent's own, is not. */
export const TRANSFER_RESULT_LABELS: Readonly<Record<string, string>> = {
  '0': '振替済',
  '1': '資金不足',
  '2': '取引なし',
  '3': '預金者都合による振替停止',
  '4': '依頼書なし',
  '8': '委託者都合による振替停止',
  '9': 'その他',
};

/**
 * The result file's records whose 振替結果コード is not one of 全銀協's (TRANSFER_RESULT_LABELS), one Japanese line
 * each with its record number; and a group whose trailer counts nothing as 振替済 or 振替不能 is a request file,
 * not a bank's result (a request writes 0 in every record, so its records alone would read as paid).
 */
export function resultFileErrors(groups: readonly ParsedZenginGroup[]): string[] {
  const codes = Object.keys(TRANSFER_RESULT_LABELS).join('・');
  const out: string[] = [];
  for (const group of groups) {
    const { trailer } = group;
    if (group.records.length > 0 && trailer.paidCount + trailer.failedCount === 0) {
      out.push(
        `${trailer.recordNumber}件目のトレーラレコード：振替済・振替不能の件数がともに0です。口座振替の依頼ファイルではなく、金融機関から返却された結果ファイルを選んでください`,
      );
      continue;
    }
    for (const record of group.records) {
      if (TRANSFER_RESULT_LABELS[record.resultCode] !== undefined) continue;
      const shown = record.resultCode.trim() === '' ? '空白' : record.resultCode;
      out.push(
        `${record.recordNumber}件目：振替結果コード「${shown}」は全銀協の振替結果コード（${codes}）ではありません`,
      );
    }
  }
  return out;
}

export const transferResultLabel = (code: string) =>
  TRANSFER_RESULT_LABELS[code] ?? `収納代行会社の独自コード（${code.trim() === '' ? '空白' : code}）`;

export interface ParsedZenginGroup {
  header: {
    recordNumber: number;
    kind: string;
    codeType: string;
    consignorCode: string;
    consignorName: string;
    withdrawalMmdd: string;
  };
  records: (ZenginDataRecord & { recordNumber: number; resultCode: string })[];
  trailer: Required<ZenginTotals> & { recordNumber: number };
}

export interface ParsedZenginFile {
  groups: ParsedZenginGroup[];
  /** What is wrong with the file's shape, in Japanese (empty when it parsed). */
  errors: string[];
}

/** Splits a file into 120-byte records: bare, or each followed by CR LF (a last CR LF or EOF byte allowed). */
export function splitZenginRecords(bytes: Uint8Array): { records: Uint8Array[]; error: string | null } {
  const records: Uint8Array[] = [];
  const crlf = bytes.length > ZENGIN_RECORD_LENGTH && bytes[120] === 0x0d && bytes[121] === 0x0a;
  const stride = crlf ? ZENGIN_RECORD_LENGTH + 2 : ZENGIN_RECORD_LENGTH;
  let end = bytes.length;
  while (
    end > 0 &&
    (bytes[end - 1] === 0x1a || (!crlf && (bytes[end - 1] === 0x0a || bytes[end - 1] === 0x0d)))
  )
    end -= 1;
  for (let at = 0; at < end; at += stride) {
    const record = bytes.subarray(at, at + ZENGIN_RECORD_LENGTH);
    if (record.length < ZENGIN_RECORD_LENGTH) {
      return {
        records,
        error: `${records.length + 1}件目のレコードが120バイトに足りません（ファイルが途中で切れています）`,
      };
    }
    if (crlf && at + ZENGIN_RECORD_LENGTH < end && (bytes[at + 120] !== 0x0d || bytes[at + 121] !== 0x0a)) {
      return { records, error: `${records.length + 1}件目のレコードの後に改行（CR LF）がありません` };
    }
    records.push(record);
  }
  return { records, error: null };
}

const digits = (text: string) => /^\d+$/.test(text);

/**
 * Reads a request or result file: header (1), data (2)…, trailer (8), possibly several groups, then the end
 * record (9). Checks the shape only (record order, numeric fields, trailer counts and sums against the
 * records); whether it belongs to a cycle is the caller's to check.
 */
export function parseZenginFile(bytes: Uint8Array): ParsedZenginFile {
  const { records, error } = splitZenginRecords(bytes);
  const errors: string[] = error ? [error] : [];
  const groups: ParsedZenginGroup[] = [];
  let current: { header: ParsedZenginGroup['header']; records: ParsedZenginGroup['records'] } | null = null;
  let ended = false;
  records.forEach((raw, index) => {
    const recordNumber = index + 1;
    const text = decodeZengin(raw);
    const at = (from: number, size: number) => text.slice(from, from + size);
    const type = text[0];
    if (ended) {
      errors.push(`${recordNumber}件目：エンドレコードの後にレコードがあります`);
      return;
    }
    if (type === '1') {
      if (current) errors.push(`${recordNumber}件目：トレーラレコードの前に次のヘッダーレコードがあります`);
      current = {
        header: {
          recordNumber,
          kind: at(1, 2),
          codeType: at(3, 1),
          consignorCode: at(4, 10),
          consignorName: at(14, 40).trimEnd(),
          withdrawalMmdd: at(54, 4),
        },
        records: [],
      };
    } else if (type === '2') {
      if (!current) {
        errors.push(`${recordNumber}件目：ヘッダーレコードの前にデータレコードがあります`);
        return;
      }
      const amount = at(80, 10);
      const customerNumber = at(91, 20);
      if (!digits(amount) || !digits(customerNumber) || !digits(at(1, 4)) || !digits(at(42, 8))) {
        errors.push(
          `${recordNumber}件目：数字の項目（金融機関コード・口座番号・引落金額・顧客番号）に数字以外があります`,
        );
        return;
      }
      current.records.push({
        recordNumber,
        bankCode: at(1, 4),
        bankName: at(5, 15).trimEnd(),
        branchCode: at(20, 3),
        branchName: at(23, 15).trimEnd(),
        accountType: Number(at(42, 1)),
        accountNumber: at(43, 7),
        accountHolder: at(50, 30).trimEnd(),
        amount: Number(amount),
        newCode: Number(at(90, 1)),
        customerNumber,
        resultCode: at(111, 1),
      });
    } else if (type === '8') {
      if (!current) {
        errors.push(`${recordNumber}件目：ヘッダーレコードのないトレーラレコードがあります`);
        return;
      }
      const fields = [at(1, 6), at(7, 12), at(19, 6), at(25, 12), at(37, 6), at(43, 12)];
      if (!fields.every(digits)) {
        errors.push(`${recordNumber}件目：トレーラレコードの件数・金額に数字以外があります`);
        current = null;
        return;
      }
      const [count, amount, paidCount, paidAmount, failedCount, failedAmount] = fields.map(
        Number,
      ) as number[];
      groups.push({
        header: current.header,
        records: current.records,
        trailer: {
          recordNumber,
          count: count as number,
          amount: amount as number,
          paidCount: paidCount as number,
          paidAmount: paidAmount as number,
          failedCount: failedCount as number,
          failedAmount: failedAmount as number,
        },
      });
      current = null;
    } else if (type === '9') {
      if (current) errors.push(`${recordNumber}件目：トレーラレコードの前にエンドレコードがあります`);
      ended = true;
    } else {
      errors.push(`${recordNumber}件目：データ区分「${type ?? ''}」は1・2・8・9のいずれでもありません`);
    }
  });
  if (!error && !ended)
    errors.push('エンドレコード（データ区分9）がありません（ファイルが途中で切れています）');
  if (current) errors.push('最後のグループにトレーラレコードがありません');
  if (records.length === 0 && !error) errors.push('ファイルが空です');
  return { groups, errors };
}

/** The trailer's counts and sums against its group's records (Japanese, one line per mismatch). */
export function trailerMismatches(group: ParsedZenginGroup): string[] {
  const { records, trailer } = group;
  const sum = (list: typeof records) => list.reduce((total, r) => total + r.amount, 0);
  const paid = records.filter((r) => r.resultCode === '0');
  const failed = records.filter((r) => r.resultCode !== '0' && r.resultCode.trim() !== '');
  const where = `${trailer.recordNumber}件目のトレーラレコード`;
  const out: string[] = [];
  if (trailer.count !== records.length)
    out.push(`${where}：合計件数 ${trailer.count} がデータレコードの件数 ${records.length} と一致しません`);
  if (trailer.amount !== sum(records))
    out.push(`${where}：合計金額 ${trailer.amount} がデータレコードの合計 ${sum(records)} と一致しません`);
  if (failed.length + paid.length > 0) {
    if (trailer.paidCount !== paid.length || trailer.paidAmount !== sum(paid))
      out.push(
        `${where}：振替済の件数・金額（${trailer.paidCount}件 ${trailer.paidAmount}円）がデータレコード（${paid.length}件 ${sum(paid)}円）と一致しません`,
      );
    if (trailer.failedCount !== failed.length || trailer.failedAmount !== sum(failed))
      out.push(
        `${where}：振替不能の件数・金額（${trailer.failedCount}件 ${trailer.failedAmount}円）がデータレコード（${failed.length}件 ${sum(failed)}円）と一致しません`,
      );
  }
  return out;
}
