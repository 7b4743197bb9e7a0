import type { KpiKey } from '@kayoi/api-client';
import { kpiLabels } from '@kayoi/domain/labels';

/** The dashboard's words (seed §2), in one place. */
export const dashboardMessages = {
  kpiTitle: '主要指標',
  loadFailed: '読み込みに失敗しました',
  kpi: {
    active_members: { ...kpiLabels.active_members, comparison: '前月同日比' },
    today_checkins: { ...kpiLabels.today_checkins, comparison: '前日同時刻比' },
    monthly_attendances: { ...kpiLabels.monthly_attendances, comparison: '前月同時点比' },
    active_classes: { ...kpiLabels.active_classes, comparison: '前週比' },
  } satisfies Record<KpiKey, { label: string; unit: string; comparison: string }>,
  /** Confetti when today's check-ins reach this between two loads (seed §9). */
  celebrationThreshold: 100,
  celebration: '本日の入退室が100件に達しました！',
} as const;
