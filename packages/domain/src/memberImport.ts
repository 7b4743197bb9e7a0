import { hiraganaToKatakana, normalizeKana } from './kana.ts';
import { weekdayLabels } from './labels.ts';

// Member files from other systems (会員データの移行): which column fills which customer field, judged from the
// headers people write, and how the free-form cells of such files read.

export const customerImportFields = [
  'member_number',
  'full_name',
  'family_name',
  'given_name',
  'full_name_kana',
  'family_name_kana',
  'given_name_kana',
  'birth_date',
  'gender',
  'phone',
  'mobile',
  'email',
  'postal_code',
  'address',
  'prefecture',
  'city',
  'street_address',
  'building',
  'guardian_name',
  'guardian_relationship',
  'guardian_phone',
  'joined_on',
  'grade',
  'program',
  'class',
  'class_weekday',
  'class_start_time',
  'status',
  'memo',
  'notes',
] as const;

export type CustomerImportField = (typeof customerImportFields)[number];

/** What the mapping screen calls each field. */
export const customerImportFieldLabels: Record<CustomerImportField, string> = {
  member_number: '会員番号',
  full_name: '氏名（姓 名）',
  family_name: '姓',
  given_name: '名',
  full_name_kana: 'フリガナ（セイ メイ）',
  family_name_kana: 'セイ',
  given_name_kana: 'メイ',
  birth_date: '生年月日',
  gender: '性別',
  phone: '電話番号',
  mobile: '携帯電話番号',
  email: 'メールアドレス',
  postal_code: '郵便番号',
  address: '住所（都道府県から）',
  prefecture: '都道府県',
  city: '市区町村',
  street_address: '番地',
  building: '建物名',
  guardian_name: '保護者氏名',
  guardian_relationship: '続柄',
  guardian_phone: '保護者電話番号',
  joined_on: '入会日',
  grade: '級',
  program: 'プログラム',
  class: 'クラス（名前、または曜日と開始時刻）',
  class_weekday: 'クラスの曜日',
  class_start_time: 'クラスの開始時刻',
  status: 'ステータス',
  memo: 'メモ',
  notes: '備考',
};

/** Headers as other systems write them, in their folded form (see `foldHeader`). */
const HEADER_WORDS: Record<CustomerImportField, readonly string[]> = {
  member_number: [
    '会員番号',
    '会員NO',
    '会員NO.',
    '会員ID',
    '会員コード',
    '顧客番号',
    '顧客NO',
    '顧客コード',
    '顧客ID',
    '生徒番号',
    'MEMBERNUMBER',
    'MEMBER_NUMBER',
  ],
  full_name: ['氏名', '名前', 'オ名前', '会員名', '顧客名', '生徒名', '氏名漢字', '名前漢字', 'NAME'],
  family_name: ['姓', '氏', '苗字', '名字', '姓漢字'],
  given_name: ['名', '名漢字'],
  full_name_kana: [
    'フリガナ',
    'カナ',
    'ヨミガナ',
    'ヨミ',
    '読ミ',
    '氏名カナ',
    '氏名フリガナ',
    '名前カナ',
    '名前フリガナ',
    'カナ氏名',
    'フリガナ氏名',
  ],
  family_name_kana: ['セイ', '姓カナ', '姓フリガナ', 'フリガナ姓', 'カナ姓'],
  given_name_kana: ['メイ', '名カナ', '名フリガナ', 'フリガナ名', 'カナ名'],
  birth_date: ['生年月日', '誕生日', '生年月日西暦', '生年月日和暦', 'BIRTHDAY', 'BIRTH_DATE'],
  gender: ['性別', 'SEX', 'GENDER'],
  phone: ['電話番号', '電話', 'TEL', '自宅電話', '自宅電話番号', '固定電話', '自宅TEL'],
  mobile: ['携帯', '携帯電話', '携帯番号', '携帯電話番号', '携帯TEL', 'MOBILE'],
  email: ['メール', 'メールアドレス', 'EMAIL', 'E-MAIL', 'MAIL', 'メアド', 'PCメール'],
  postal_code: ['郵便番号', '〒', '郵便', '〒番号', 'ZIP'],
  address: ['住所', '住所1', '現住所', 'ADDRESS'],
  prefecture: ['都道府県'],
  city: ['市区町村', '市町村'],
  street_address: ['番地', '町名番地', '住所2', '町域番地'],
  building: ['建物名', '建物', 'マンション名', '住所3', '建物名部屋番号'],
  guardian_name: [
    '保護者',
    '保護者名',
    '保護者氏名',
    '保護者ノ氏名',
    '保護者様',
    '保護者様氏名',
    '保護者名前',
    '保護者ノ名前',
    '親権者',
    '親権者氏名',
    '父母氏名',
    '保護者漢字',
  ],
  guardian_relationship: ['続柄', '保護者続柄', '続キ柄'],
  guardian_phone: [
    '保護者電話番号',
    '保護者電話',
    '保護者連絡先',
    '緊急連絡先',
    '保護者TEL',
    '保護者携帯',
    '保護者携帯電話',
    '保護者携帯番号',
    '緊急連絡先電話番号',
  ],
  joined_on: ['入会日', '入会年月日', '登録日', '入会', '入会日付'],
  grade: ['級', '現在ノ級', '現在級', 'クラス級', '進級', 'グレード'],
  program: [
    'プログラム',
    'プログラム名',
    'コース',
    'コース名',
    '受講コース',
    '所属コース',
    'PROGRAM',
    'COURSE',
  ],
  class: ['クラス', 'クラス名', '受講クラス', '所属クラス', 'レッスン', 'レッスン枠', 'CLASS'],
  class_weekday: ['曜日', '受講曜日', 'レッスン曜日', 'クラス曜日', '通ウ曜日'],
  class_start_time: ['開始時刻', '開始時間', '時間', '時刻', 'レッスン時間', '受講時間', 'クラス時間'],
  status: ['ステータス', '状態', '会員ステータス', '在籍状況', '在籍区分', '会員区分'],
  memo: ['メモ'],
  notes: ['備考', '特記事項', '注意事項', 'ノート'],
};

/**
 * A header folded for matching: NFKC (full- and half-width alike), hiragana as katakana, upper case,
 * without spaces, brackets and marks (「氏名（漢字）」→ 氏名漢字, 「ふりがな」→ フリガナ, 「Ｅ－ｍａｉｌ」→ E-MAIL).
 */
export function foldHeader(header: string): string {
  return hiraganaToKatakana(header.normalize('NFKC'))
    .toUpperCase()
    .replace(/[\s()（）[\]［］【】「」<>＜＞※*:：・]/g, '');
}

const FIELD_BY_WORD = new Map<string, CustomerImportField>(
  customerImportFields.flatMap((field) =>
    HEADER_WORDS[field].map((word) => [foldHeader(word), field] as const),
  ),
);

/** The field a header suggests, or null. */
export function suggestImportField(header: string): CustomerImportField | null {
  return FIELD_BY_WORD.get(foldHeader(header)) ?? null;
}

/** One suggestion per column; a field is suggested for its first column only. */
export function suggestImportMapping(headers: readonly string[]): (CustomerImportField | null)[] {
  const taken = new Set<CustomerImportField>();
  return headers.map((header) => {
    const field = suggestImportField(header);
    if (!field || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}

/** 男 / 男性 / M / male / 1 → male, 女 / 女性 / F / 2 → female, その他 → other; '' → null; anything else undefined. */
export function readImportGender(text: string): 'male' | 'female' | 'other' | null | undefined {
  const value = foldHeader(text);
  if (value === '') return null;
  if (['男', '男性', 'M', 'MALE', '1', '男子', 'オトコ'].includes(value)) return 'male';
  if (['女', '女性', 'F', 'FEMALE', '2', '女子', 'オンナ'].includes(value)) return 'female';
  if (['その他', 'ソノ他', 'ソノタ', 'OTHER', '9', '回答シナイ', '無回答'].includes(value)) return 'other';
  return undefined;
}

/** 在籍 / 有効 / 会員 → active, 休会 → paused, 退会 / 解約 → withdrawn; '' → null; anything else undefined. */
export function readImportStatus(text: string): 'active' | 'paused' | 'withdrawn' | null | undefined {
  const value = foldHeader(text);
  if (value === '') return null;
  if (['在籍', '在籍中', '有効', '会員', '通常', 'ACTIVE', '入会'].includes(value)) return 'active';
  if (['休会', '休会中', '休止', 'PAUSED'].includes(value)) return 'paused';
  if (['退会', '退会済', '退会済ミ', '解約', '無効', 'WITHDRAWN'].includes(value)) return 'withdrawn';
  return undefined;
}

/**
 * A full name split at its first space (full- or half-width) into family and given name: 「山田 花子」,
 * 「山田　花子」. Without a space the whole text is the family name and the given name is empty.
 */
export function splitFullName(text: string): { family: string; given: string } {
  const trimmed = text.trim();
  const match = /^(\S+)[\s\u3000]+(.+)$/u.exec(trimmed);
  return match
    ? { family: match[1] as string, given: (match[2] as string).trim() }
    : { family: trimmed, given: '' };
}

/** フリガナ as the form keeps it: hiragana and half-width katakana become full-width katakana. */
export const readImportKana = (text: string) => normalizeKana(text);

const PREFECTURE = /^(東京都|北海道|(?:京都|大阪)府|[^\s\d]{2,3}県)/u;
const CITY = /^((?:[^\s\d]+?郡)?[^\s\d]+?[市区町村](?:[^\s\d]+?区)?)/u;

/**
 * A one-column address split as the customer record keeps it: 都道府県, 市区町村 (a 郡, a 政令市's 区 included)
 * and the rest. What cannot be split stays whole in `street`.
 */
export function splitAddress(text: string): { prefecture: string; city: string; street: string } {
  let rest = text.normalize('NFKC').trim();
  const prefecture = PREFECTURE.exec(rest)?.[1] ?? '';
  rest = rest.slice(prefecture.length).trim();
  const city = prefecture ? (CITY.exec(rest)?.[1] ?? '') : '';
  rest = rest.slice(city.length).trim();
  return { prefecture, city, street: rest };
}

const WEEKDAY_WORDS: readonly (readonly string[])[] = [
  ['SUN', 'SUNDAY'],
  ['MON', 'MONDAY'],
  ['TUE', 'TUESDAY'],
  ['WED', 'WEDNESDAY'],
  ['THU', 'THURSDAY'],
  ['FRI', 'FRIDAY'],
  ['SAT', 'SATURDAY'],
];

/** 火 / 火曜 / 火曜日 / （火） / Tue → 2 (Sunday 0, as classes keep it); '' → null; anything else undefined. */
export function readImportWeekday(text: string): number | null | undefined {
  const value = foldHeader(text).replace(/\.$/, '');
  if (value === '') return null;
  const japanese = /^([日月火水木金土])(?:曜日?)?$/u.exec(value);
  if (japanese) return weekdayLabels.indexOf(japanese[1] as (typeof weekdayLabels)[number]);
  const english = WEEKDAY_WORDS.findIndex((words) => words.includes(value));
  return english >= 0 ? english : undefined;
}

/**
 * 16:00 / 16：00 / 16時 / 16時30分 / 9:5 → 'HH:MM'; a spreadsheet's time of day (0.6666… of a day) as well;
 * '' → null; anything else undefined.
 */
export function readImportTime(text: string): string | null | undefined {
  const value = text.normalize('NFKC').trim();
  if (value === '') return null;
  const clock = (h: number, m: number) =>
    h <= 23 && m <= 59 ? `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}` : undefined;
  const written = /^(\d{1,2})(?::(\d{1,2})(?::00)?|時(?:(\d{1,2})分)?|時半)$/u.exec(value);
  if (written) {
    const minutes = value.endsWith('時半') ? 30 : Number(written[2] ?? written[3] ?? 0);
    return clock(Number(written[1]), minutes);
  }
  if (/^0?\.\d+$/.test(value)) {
    const minutes = Math.round(Number(value) * 24 * 60);
    return clock(Math.floor(minutes / 60), minutes % 60);
  }
  return undefined;
}

/**
 * A class written as its weekday and start time in one cell (火 16:00, 火曜日16時, (火)16:00, 16:00 火), or
 * undefined when the cell is not of that shape (then it names the class).
 */
export function readImportClassSlot(text: string): { weekday: number; startTime: string } | undefined {
  const value = text.normalize('NFKC').trim();
  const match =
    /^[(（]?([日月火水木金土](?:曜日?)?)[)）]?\s*(\S+)$/u.exec(value) ??
    /^(\S+?)\s*[(（]?([日月火水木金土](?:曜日?)?)[)）]?$/u.exec(value);
  if (!match) return undefined;
  const [weekdayText, timeText] = /^[日月火水木金土]/u.test(match[1] as string)
    ? [match[1] as string, match[2] as string]
    : [match[2] as string, match[1] as string];
  const weekday = readImportWeekday(weekdayText);
  // A time written as the class's span (16:00-17:00, 16:00〜17:00) starts at its first time.
  const startTime = readImportTime(timeText.replace(/[-~〜～–ー].*$/u, ''));
  return typeof weekday === 'number' && typeof startTime === 'string' ? { weekday, startTime } : undefined;
}

/**
 * The import screen's sample file (見本のCSV): every column the import reads under the header people write,
 * with two members — one whose class is named, one whose class is its weekday and start time.
 */
export const customerImportSample = [
  '会員番号,氏名,フリガナ,生年月日,性別,携帯電話,メール,郵便番号,住所,保護者氏名,続柄,保護者電話番号,入会日,プログラム,クラス,級,ステータス,備考',
  '1001,山田 花子,ヤマダ ハナコ,2015/4/1,女,090-1234-5678,hanako@example.jp,150-0043,東京都渋谷区道玄坂1-2-3,山田 洋子,母,090-8765-4321,2023/4/1,ジュニアコース,ジュニアA,15級,在籍,',
  '1002,佐藤 蓮,サトウ レン,H27.6.12,男,080-2345-6789,,150-0002,東京都渋谷区渋谷2-1-1,佐藤 健,父,080-9876-5432,R5.5.1,ジュニアコース,火 16:00,14級,在籍,送迎あり',
].join('\r\n');
