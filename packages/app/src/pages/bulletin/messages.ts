import type { BulletinCategory, BulletinPriority } from '@kayoi/api-client';
import { mutationMessages } from '@kayoi/api-client/messages';
import type { BadgeTone } from '@kayoi/ui';

/** The bulletin board's words (seed §2, §8), in one place. */
export const bulletinMessages = {
  noun: '掲示板',
  listTitle: '掲示板',
  newTitle: '新規投稿',
  editTitle: '投稿の編集',
  listFailed: '掲示板を読み込めませんでした。',
  empty: 'まだ投稿がありません',
  emptyFiltered: '条件に合う投稿はありません',
  emptyDescription: 'お知らせや研修の案内を投稿すると、スタッフ全員の掲示板に表示されます。',
  created: '投稿を作成しました',
  updated: '投稿を更新しました',
  deleted: '投稿を削除しました',
  commentCreated: 'コメントを投稿しました',
  commentDeleted: 'コメントを削除しました',
  /** Seed §8: bulletin and comment failures are toasts with the server's message or these. */
  createFailed: mutationMessages.createFailed,
  updateFailed: mutationMessages.updateFailed,
  deleteFailed: mutationMessages.deleteFailed,
  commentPostErrorTitle: mutationMessages.commentPostErrorTitle,
  commentPostFailed: 'コメントを投稿できませんでした',
  commentDeleteErrorTitle: 'コメント削除エラー',
  unread: '未読',
  read: '既読',
  pinned: 'ピン留め',
  inactive: '非公開',
  scheduled: '公開前',
  allStores: '全店舗',
  /** Attachments (BulletinPostFields: at most 5 per request, 10 MB each). */
  maxFiles: 5,
  maxFileBytes: 10 * 1024 * 1024,
  fileTooLarge: (name: string) => `「${name}」は10MBを超えています`,
  fileTypeRefused: (name: string) => `「${name}」は添付できない形式です（画像・PDF・Word・Excel）`,
  tooManyFiles: '添付ファイルは一度に5件までです',
} as const;

export const categoryLabels: Record<BulletinCategory, string> = {
  general: 'お知らせ',
  event: 'イベント',
  maintenance: 'メンテナンス',
  training: '研修',
  other: 'その他',
};

export const priorityLabels: Record<BulletinPriority, string> = {
  low: '低',
  normal: '通常',
  high: '高',
  urgent: '緊急',
};

/** A priority's badge: the theme's status colours stand for the server's hex (grey, blue, orange, red). */
export const priorityTone: Record<BulletinPriority, BadgeTone> = {
  low: 'neutral',
  normal: 'info',
  high: 'warning',
  urgent: 'danger',
};

/** What the form's file picker takes (the spec's `files[]` content types). */
export const ACCEPTED_FILE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;
