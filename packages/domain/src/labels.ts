// What the screens, the CSV export and the API's texts call things (seed §4, §6; the rest authored in its
// style). One table per thing, keyed by the value the API carries.

export const roleLabels = {
  admin: '管理者',
  manager: 'マネージャー',
  staff: 'スタッフ',
} as const;

export type StaffRole = keyof typeof roleLabels;

export const genderLabels = {
  male: '男性',
  female: '女性',
  other: 'その他',
} as const;

export type Gender = keyof typeof genderLabels;

export const customerStatusLabels = {
  active: '在籍',
  paused: '休会',
  withdrawn: '退会',
} as const;

export const preRegistrationStatusLabels = {
  pending: '未確認',
  confirmed: '確認済み',
  converted: '変換済み',
  cancelled: 'キャンセル',
} as const;

/** `status` of a reader device (the spec: `active` 登録中, `revoked` 登録解除済み). */
export const readerDeviceStatusLabels = {
  active: '登録中',
  revoked: '登録解除済み',
} as const;

/** 日 … 土, index = day_of_week (0 = Sunday). */
export const weekdayLabels = ['日', '月', '火', '水', '木', '金', '土'] as const;

/** The dashboard's four KPI cards (seed §2): name and unit. */
export const kpiLabels = {
  active_members: { label: 'アクティブ会員', unit: '名' },
  today_checkins: { label: '本日の入退室', unit: '件' },
  monthly_attendances: { label: '今月の出席数', unit: '回' },
  active_classes: { label: 'アクティブクラス', unit: 'クラス' },
} as const;

export type KpiKey = keyof typeof kpiLabels;

// ---------------------------------------------------------------------------------------------------------
// School setup (issue 13): the master data's kinds and choices.

/** `kind` of a facility (施設). */
export const facilityKindLabels = {
  pool: 'プール',
  studio: 'スタジオ',
  room: '教室',
  court: 'コート',
  other: 'その他',
} as const;

export type FacilityKind = keyof typeof facilityKindLabels;

/** `discipline` of a school (スクール): what it teaches. */
export const disciplineLabels = {
  swimming: 'スイミング',
  gymnastics: '体操',
  tennis: 'テニス',
  dance: 'ダンス',
  soccer: 'サッカー',
  fitness: 'フィットネス',
  other: 'その他',
} as const;

export type Discipline = keyof typeof disciplineLabels;

/** `national_holiday_hours` of a store: what it does on a national holiday (祝日). */
export const holidayHoursLabels = {
  regular: '通常どおり営業',
  sunday: '日曜日の営業時間で営業',
  closed: '休業',
} as const;

export type HolidayHours = keyof typeof holidayHoursLabels;

/** Why a store is closed on a day of its calendar. */
export const closedReasonLabels = {
  closure: '臨時休業',
  regular_closed_day: '定休日',
  national_holiday: '祝日休業',
} as const;

export type ClosedReason = keyof typeof closedReasonLabels;

/** A bulletin post's category (掲示板 カテゴリ), as the API answers it. */
export const bulletinCategoryLabels = {
  general: 'お知らせ',
  event: 'イベント',
  maintenance: 'メンテナンス',
  training: '研修',
  other: 'その他',
} as const;

/** A bulletin post's priority: its label and badge colour (low grey, normal blue, high orange, urgent red). */
export const bulletinPriorityStyles = {
  low: { label: '低', color: '#9E9E9E' },
  normal: { label: '通常', color: '#2196F3' },
  high: { label: '高', color: '#FF9800' },
  urgent: { label: '緊急', color: '#F44336' },
} as const;

/**
 * A chat room's icon (the API's ChatRoomIcon): a fixed set the app draws, named for the picker and for
 * screen readers. No icon: the room type's own.
 */
export const chatRoomIconLabels = {
  chat: '吹き出し',
  building: '建物',
  swimmer: '水泳',
  megaphone: 'お知らせ',
  calendar: '予定',
  clipboard: '書類',
  medal: 'メダル',
  trophy: '大会',
  sun: '夏',
  snowflake: '冬',
  star: '星',
  heart: 'ハート',
} as const;

export type ChatRoomIcon = keyof typeof chatRoomIconLabels;

/**
 * A program's 対象年齢 as a Japanese school prints it: 「3〜6歳」, 「16歳以上」 with no upper bound, 「6歳以下」 with no
 * lower one, 「4歳」 when both are the same, 「指定なし」 with neither.
 */
export function ageRangeLabel({
  min_age: min,
  max_age: max,
}: {
  min_age: number | null;
  max_age: number | null;
}) {
  if (min === null && max === null) return '指定なし';
  if (max === null) return `${min}歳以上`;
  if (min === null) return `${max}歳以下`;
  return min === max ? `${min}歳` : `${min}〜${max}歳`;
}
