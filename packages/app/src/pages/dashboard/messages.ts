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
  familyNotices: {
    title: 'マイページからの連絡（本日）',
    absences: '欠席連絡',
    makeups: '振替予約',
    recent: '本日の連絡',
  },
} as const;

/** The first-run guide (はじめに) on the dashboard and in 設定. */
export const setupGuideMessages = {
  title: 'はじめに',
  lead: '教室の運営を始めるまでの手順です。登録したデータから自動でチェックされます。',
  progress: '初期設定の進み具合',
  stepsLabel: '初期設定の手順',
  doneHint: '完了しました',
  close: '閉じる',
  closed: '「はじめに」を閉じました。設定からいつでも再表示できます。',
  saveFailed: '保存に失敗しました',
  loadFailed: '読み込みに失敗しました',
  settingsTitle: 'はじめに（初期設定ガイド）',
  reopen: 'ダッシュボードに再表示',
  shown: 'ダッシュボードに表示しています。',
  hiddenNow: '非表示にしています。',
  allDone: 'すべての手順が完了しています。',
  reopened: '「はじめに」をダッシュボードに表示します',
} as const;
