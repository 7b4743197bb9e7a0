import { formatMessage, serverMessages } from '@kayoi/api-client/messages';

// What every form says about itself (issue 12; authored in the seed's style). Kept with the forms, out of the
// first download (/login has no form that uses them).

export const formMessages = {
  /** The seed's 422 wording: a form the browser refuses says what the server would. */
  invalid: serverMessages.validationFailed,
  invalidCount: '{count}項目を確認してください',
  unsavedTitle: '変更が保存されていません',
  unsavedMessage: 'このページを離れると、入力した内容は失われます。',
  leave: '破棄して移動',
  stay: '編集を続ける',
} as const;

export const invalidCountText = (count: number) => formatMessage(formMessages.invalidCount, { count });
