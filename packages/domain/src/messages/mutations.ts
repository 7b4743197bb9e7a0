import { serverMessages } from './server.ts';

// Mutations, store switch, preferences (seed §4, §8). Toasts show the server's message when there is one.

export const mutationMessages = {
  createFailed: '登録に失敗しました',
  confirmFailed: '確認に失敗しました',
  convertFailed: '変換に失敗しました',
  deleteFailed: '削除に失敗しました',
  updateFailed: '更新に失敗しました',
  commentPostErrorTitle: 'コメント投稿エラー',
} as const;

export const storeMessages = {
  switched: serverMessages.storeSwitched,
  switchFailed: '店舗の切り替えに失敗しました',
} as const;

export const preferencesMessages = {
  saveFailed: '設定の保存に失敗しました',
} as const;
