import type { KpiKey } from '@kayoi/api-client';

/** The dashboard's words (seed §2), in one place. */
export const dashboardMessages = {
  kpiTitle: '主要指標',
  loadFailed: '読み込みに失敗しました',
  kpi: {
    active_members: { label: 'アクティブ会員', unit: '名', comparison: '前月同日比' },
    today_checkins: { label: '本日の入退室', unit: '件', comparison: '前日同時刻比' },
    monthly_attendances: { label: '今月の出席数', unit: '回', comparison: '前月同時点比' },
    active_classes: { label: 'アクティブクラス', unit: 'クラス', comparison: '前週比' },
  } satisfies Record<KpiKey, { label: string; unit: string; comparison: string }>,
  /** Confetti when today's check-ins reach this between two loads (seed §9). */
  celebrationThreshold: 100,
  celebration: '本日の入退室が100件に達しました！',
} as const;
