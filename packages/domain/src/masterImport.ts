// マスタのCSV取り込み (issue 29): the columns a school's own sheet of programs or grades has, under the headers
// people write (Japanese, or the API's English keys), and the sample files the screen offers. The file itself is
// read by the member import's reader (UTF-8 or Shift_JIS, or .xlsx); this says what its columns mean.

export const programImportFields = [
  'school',
  'category',
  'name',
  'description',
  'monthly_fee',
  'entrance_fee',
  'annual_fee',
  'pause_fee',
  'lessons_per_week',
  'lesson_minutes',
  'min_age',
  'max_age',
  'sort_order',
] as const;
export type ProgramImportField = (typeof programImportFields)[number];

export const gradeImportFields = ['school', 'name', 'sort_order', 'skills'] as const;
export type GradeImportField = (typeof gradeImportFields)[number];

/** The column each field is named by in messages (the sample's header). */
export const programImportLabels: Record<ProgramImportField, string> = {
  school: 'スクール',
  category: 'カテゴリ',
  name: 'プログラム名',
  description: '説明',
  monthly_fee: '月謝',
  entrance_fee: '入会金',
  annual_fee: '年会費',
  pause_fee: '休会費',
  lessons_per_week: '週回数',
  lesson_minutes: 'レッスン時間(分)',
  min_age: '対象年齢(下限)',
  max_age: '対象年齢(上限)',
  sort_order: '表示順',
};

export const gradeImportLabels: Record<GradeImportField, string> = {
  school: 'スクール',
  name: '級名',
  sort_order: '順番',
  skills: '技能',
};

/** A header as compared: full- and half-width alike, case, spaces, brackets and 「（税込）」 folded away. */
export const foldHeader = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\(税込\)|\(円\)|税込/gu, '')
    .replace(/[\s()[\]【】「」・_\-:：]/gu, '');

const PROGRAM_ALIASES: Record<ProgramImportField, readonly string[]> = {
  school: ['スクール', 'スクール名', 'school'],
  category: ['カテゴリ', 'カテゴリー', 'カテゴリ名', '区分', 'category'],
  name: ['プログラム名', 'プログラム', 'コース名', 'コース', 'name', 'program'],
  description: ['説明', '内容', '備考', 'description'],
  monthly_fee: ['月謝', '月会費', '月額', 'monthly_fee'],
  entrance_fee: ['入会金', 'entrance_fee'],
  annual_fee: ['年会費', 'annual_fee'],
  pause_fee: ['休会費', 'pause_fee'],
  lessons_per_week: ['週回数', '回数(週)', '週の回数', 'lessons_per_week'],
  lesson_minutes: ['レッスン時間(分)', 'レッスン時間', '時間(分)', '時間', 'lesson_minutes'],
  min_age: ['対象年齢(下限)', '対象年齢から', '年齢下限', '最低年齢', 'min_age'],
  max_age: ['対象年齢(上限)', '対象年齢まで', '年齢上限', '最高年齢', 'max_age'],
  sort_order: ['表示順', '並び順', '順番', 'sort_order'],
};

const GRADE_ALIASES: Record<Exclude<GradeImportField, 'skills'>, readonly string[]> = {
  school: ['スクール', 'スクール名', 'school'],
  name: ['級名', '級', '名前', 'name', 'grade'],
  sort_order: ['順番', '表示順', '並び順', 'sort_order'],
};

function mapper<F extends string>(aliases: Record<F, readonly string[]>) {
  const byHeader = new Map<string, F>();
  for (const [field, names] of Object.entries(aliases) as [F, readonly string[]][]) {
    for (const name of names) byHeader.set(foldHeader(name), field);
  }
  return (header: string) => byHeader.get(foldHeader(header)) ?? null;
}

const programField = mapper(PROGRAM_ALIASES);
const gradeField = mapper(GRADE_ALIASES);

/** Each column's program field (null: not read); a field named twice is read from its first column. */
export function programImportColumns(headers: readonly string[]): (ProgramImportField | null)[] {
  const seen = new Set<ProgramImportField>();
  return headers.map((header) => {
    const field = programField(header);
    if (!field || seen.has(field)) return null;
    seen.add(field);
    return field;
  });
}

/**
 * Each column's grade field: 技能1, 技能2 … (or skill1 …, or one 技能 column whose skills are separated by ｜)
 * are all `skills`, read left to right.
 */
export function gradeImportColumns(headers: readonly string[]): (GradeImportField | null)[] {
  const seen = new Set<GradeImportField>();
  return headers.map((header) => {
    if (/^(技能|スキル|skills?)\d*$/u.test(foldHeader(header))) return 'skills';
    const field = gradeField(header);
    if (!field || seen.has(field)) return null;
    seen.add(field);
    return field;
  });
}

/** The skills of one cell: separated by ｜, |, or line breaks. */
export const splitSkills = (cell: string) =>
  cell
    .split(/[|｜\r\n]+/u)
    .map((skill) => skill.trim())
    .filter((skill) => skill !== '');

/** 見本のCSV of programs: four courses of a swim school, fees in yen including tax. */
export const programImportSample = [
  'スクール,カテゴリ,プログラム名,月謝,入会金,年会費,休会費,週回数,レッスン時間(分),対象年齢(下限),対象年齢(上限),表示順,説明',
  'スイミング,幼児,幼児コース,7700,5500,2200,1100,1,60,3,6,1,水に慣れることから始めます',
  'スイミング,ジュニア,ジュニアコース,8800,5500,2200,1100,1,60,6,15,2,4泳法の習得を目指します',
  'スイミング,選手,選手コース,13200,5500,2200,1100,3,120,8,18,3,大会出場を目指す選抜コース',
  'スイミング,成人,成人コース,9900,5500,2200,1100,1,60,16,,4,',
].join('\r\n');

const SAMPLE_SKILLS = [
  ['顔つけ5秒', '水中じゃんけん'],
  ['もぐって石拾い', 'ボビング10回'],
  ['けのび5m', '浮き身10秒'],
  ['バタ足5m', '背浮き5秒'],
  ['けのび10m', 'バタ足10m'],
  ['面かぶりクロール10m', '背面キック10m'],
  ['クロール10m', '背泳ぎ10m'],
  ['クロール15m', '背泳ぎ15m'],
  ['クロール25m', '背泳ぎ25m'],
  ['平泳ぎキック10m', 'クロール25m（息つぎ）'],
  ['平泳ぎ15m', '背泳ぎ25m（フォーム）'],
  ['平泳ぎ25m', 'クロール50m'],
  ['バタフライキック15m', '背泳ぎ50m'],
  ['バタフライ15m', '平泳ぎ50m'],
  ['バタフライ25m', 'クロール50m（タイム）'],
  ['個人メドレー100m', '飛び込み'],
  ['クロール100m', 'クイックターン'],
  ['背泳ぎ100m', '背泳ぎターン'],
  ['平泳ぎ100m', '平泳ぎターン'],
  ['バタフライ50m', 'バタフライターン'],
  ['個人メドレー200m', 'クロール200m'],
  ['クロール50m 45秒', '背泳ぎ50m 55秒'],
  ['平泳ぎ50m 60秒', 'バタフライ50m 50秒'],
  ['個人メドレー200m 3分30秒', 'クロール400m'],
  ['個人メドレー200m 3分10秒', 'クロール100m 1分30秒'],
] as const;

/** 見本のCSV of a grade ladder: 25級 to 1級, two skills each in 技能1 and 技能2. */
export const gradeImportSample = [
  'スクール,級名,順番,技能1,技能2',
  ...SAMPLE_SKILLS.map((skills, i) => `スイミング,${25 - i}級,${i + 1},${skills.join(',')}`),
].join('\r\n');
