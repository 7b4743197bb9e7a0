// Pre-registrations (seed §4; the labels and the status machine are in labels.ts and status.ts).

export const preRegistrationMessages = {
  /** authored: the status dialog's text when no transition is allowed (the spec paraphrases it). */
  noStatusChangeAllowed: '変更可能なステータスはありません',
  // authored (issue 6): the server's answers and the screens' texts.
  received: '仮登録を受け付けました',
  updated: '仮登録を更新しました',
  deleted: '仮登録を削除しました',
  confirmed: '仮登録を確認済みにしました',
  converted: '顧客として登録しました',
  statusChanged: 'ステータスを変更しました',
  onlyPendingCanBeConfirmed: '未確認の仮登録のみ確認済みにできます',
  convertedIsFinal: '変換済みの仮登録のステータスは変更できません',
  transitionNotAllowed: 'このステータスには変更できません',
  alreadyConverted: 'この仮登録は既に顧客に変換されています',
  cancelledCannotConvert: 'キャンセルされた仮登録は変換できません',
  convertedCannotBeEdited: '変換済みの仮登録は編集できません',
  storeNotFound: '店舗が見つかりません',
  programNotFound: '希望プログラムが見つかりません',
  thankYouTitle: '仮登録を受け付けました',
  thankYouBody: 'ご登録ありがとうございます。内容を確認のうえ、スタッフよりご連絡いたします。',
} as const;
