// The custom report builder's catalogue (カスタムレポート, issue 18): what may be counted (measures), by what
// (dimensions) and filtered how — a whitelist the server maps to SQL and the builder screen offers as choices.
// A measure lists the dimensions it can be broken down by; the same names filter it (a filter by program on a
// measure without programs is refused).

export const customReportMeasures = [
  'check_ins',
  'visitors',
  'lessons',
  'presences',
  'attendance_rate',
  'absences',
  'makeups',
  'joins',
  'enrolled_members',
  'sales',
  'collected',
] as const;
export type CustomReportMeasure = (typeof customReportMeasures)[number];

export const customReportDimensions = [
  'day',
  'week',
  'month',
  'weekday',
  'hour',
  'program',
  'class',
  'coach',
  'grade',
  'age_band',
  'gender',
] as const;
export type CustomReportDimension = (typeof customReportDimensions)[number];

/** The filters a custom report may carry (each the id or key of one choice). */
export interface CustomReportFilters {
  program_id?: number;
  class_id?: number;
  coach_id?: number;
  grade_id?: number;
  age_band?: AgeBand;
  gender?: 'male' | 'female' | 'other';
}

/** Which dimension a filter narrows. */
export const customReportFilterDimension: Record<keyof CustomReportFilters, CustomReportDimension> = {
  program_id: 'program',
  class_id: 'class',
  coach_id: 'coach',
  grade_id: 'grade',
  age_band: 'age_band',
  gender: 'gender',
};

const TIME = ['day', 'week', 'month'] as const;
const MEMBER = ['grade', 'age_band', 'gender'] as const;
const LESSON = ['program', 'class', 'coach'] as const;

export interface CustomReportMeasureInfo {
  label: string;
  /** How the value is shown: a count, yen, or a percentage. */
  type: 'int' | 'yen' | 'percent';
  dimensions: readonly CustomReportDimension[];
  /** How it is counted, shown under the report. */
  note: string;
}

export const customReportMeasureInfo: Record<CustomReportMeasure, CustomReportMeasureInfo> = {
  check_ins: {
    label: '来館数',
    type: 'int',
    dimensions: [...TIME, 'weekday', 'hour', ...MEMBER],
    note: '入館（チェックイン）の件数',
  },
  visitors: {
    label: '来館会員数',
    type: 'int',
    dimensions: [...TIME, 'weekday', ...MEMBER],
    note: '入館した会員の実人数',
  },
  lessons: {
    label: '実施レッスン数',
    type: 'int',
    dimensions: [...TIME, 'weekday', 'hour', ...LESSON],
    note: '営業日に実施したレッスン（休講を除く、本日分は翌日から）',
  },
  presences: {
    label: '出席数',
    type: 'int',
    dimensions: [...TIME, 'weekday', 'hour', ...LESSON],
    note: '在籍会員の出席（のべ）',
  },
  attendance_rate: {
    label: '出席率',
    type: 'percent',
    dimensions: [...TIME, 'weekday', 'hour', ...LESSON],
    note: '出席 ÷ レッスン日に在籍していた会員（のべ）',
  },
  absences: {
    label: '欠席連絡数',
    type: 'int',
    dimensions: [...TIME, 'weekday', ...LESSON, ...MEMBER],
    note: '実施したレッスンへの欠席連絡',
  },
  makeups: {
    label: '振替利用数',
    type: 'int',
    dimensions: [...TIME, 'weekday', ...LESSON, ...MEMBER],
    note: '実施したレッスンへの振替予約',
  },
  joins: {
    label: '入会数',
    type: 'int',
    dimensions: [...TIME, 'weekday', ...MEMBER],
    note: '入会日が期間内の会員',
  },
  enrolled_members: {
    label: 'クラス在籍者数',
    type: 'int',
    dimensions: ['month', ...LESSON, ...MEMBER],
    note: 'クラスに在籍している会員の実人数（月別は各月末、それ以外は期間の末日時点）',
  },
  sales: {
    label: '請求額',
    type: 'yen',
    dimensions: ['month', 'program', ...MEMBER],
    note: '請求月が期間内の請求（取消を除く、税込）',
  },
  collected: {
    label: '入金額',
    type: 'yen',
    dimensions: ['month', ...MEMBER],
    note: '請求月が期間内の請求への入金（取消を除く）',
  },
};

export const customReportDimensionLabels: Record<CustomReportDimension, string> = {
  day: '日',
  week: '週',
  month: '月',
  weekday: '曜日',
  hour: '時間帯',
  program: 'プログラム',
  class: 'クラス',
  coach: 'コーチ',
  grade: '級',
  age_band: '年齢層',
  gender: '性別',
};

/** Age bands by age on the period's last day (the dashboard's bands). */
export const ageBands = ['preschool', 'elementary', 'teen', 'adult', 'unknown'] as const;
export type AgeBand = (typeof ageBands)[number];
export const ageBandLabels: Record<AgeBand, string> = {
  preschool: '未就学（0〜5歳）',
  elementary: '小学生（6〜12歳）',
  teen: '中高生（13〜17歳）',
  adult: '大人（18歳以上）',
  unknown: '生年月日なし',
};

/** Whether a measure can be broken down by (or filtered on) a dimension. */
export const measureTakes = (measure: CustomReportMeasure, dimension: CustomReportDimension) =>
  customReportMeasureInfo[measure].dimensions.includes(dimension);
