/** お問い合わせ (issue 32): the desk's screens' words, in one place. */
export const threadMessages = {
  noun: 'お問い合わせ',
  listTitle: 'お問い合わせ（会員）',
  listFailed: 'お問い合わせを読み込めませんでした。',
  empty: 'まだお問い合わせはありません',
  emptyFiltered: '条件に合うお問い合わせはありません',
  emptyDescription:
    'ご家族がマイページの「お問い合わせ」から送ったメッセージが届きます（スタッフ同士のやりとりはチャットへ）。',
  replyFailed: '返信を送信できませんでした',
  replied: '返信を送信しました',
  bodyRequired: '本文を入力してください',
  bodyTooLong: '本文は1000文字以内で入力してください',
} as const;

/** The contract's limit on a message's text. */
export const MESSAGE_MAX = 1000;
