// The database backups (issue 21): the admin settings card and the dashboard's warning.

export const backupMessages = {
  title: 'バックアップ',
  loadFailed: 'バックアップの状態を取得できませんでした',
  none: 'まだバックアップはありません',
  lastBackup: '最終バックアップ',
  size: 'サイズ',
  verification: '検証',
  verified: '検証済み',
  verificationFailed: '検証に失敗',
  schedule: '自動バックアップ',
  scheduleDaily: '毎日 {hour}時',
  scheduleOff: '停止中',
  retention: '保存数',
  retentionValue: '日次 {daily}件 + 月次 {monthly}件（現在 {count}件）',
  lastFailure: '最後の失敗',
  /** The dashboard's warning to administrators. */
  overdue: '2日以上、検証済みのバックアップがありません。設定画面でバックアップの状態を確認してください。',
  openSettings: 'バックアップの状態を見る',
} as const;
