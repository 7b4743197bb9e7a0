// お問い合わせ (issue 32): the message thread between a family and the school's desk. Authored: the spec names the
// feature only.

export const familyMessageMessages = {
  sent: 'メッセージを送信しました',
  notFound: 'メッセージのやりとりが見つかりません',
  bodyRequired: '本文を入力してください',
  bodyTooLong: '本文は1000文字以内で入力してください',
  tooManyMessages: '短い時間に多くのメッセージが送信されました。しばらく待ってから送信してください',
} as const;
