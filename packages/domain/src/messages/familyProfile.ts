// プロフィール on マイページ (issue 31): a family's change requests for its members' contact details, which the
// desk approves or rejects on the customer record; notification settings; the password change. Families read
// です・ます; the desk's lines are short.

export const familyProfileMessages = {
  changeRequested: '変更を申請しました。スクールが確認後に反映されます',
  /** A second request for the same member while one is pending replaces it. */
  changeRequestReplaced: '変更を申請しました。確認中だった前回の申請は、この申請に置き換えられました',
  nothingChanged: '変更された項目がありません',
  notificationSettingsSaved: '通知設定を保存しました',
  passwordChanged: 'パスワードを変更しました。他の端末からはログアウトしました',
  currentPasswordWrong: '現在のパスワードが正しくありません',
  currentPasswordRequired: '現在のパスワードを入力してください',
  samePassword: '新しいパスワードは現在のパスワードと異なるものにしてください',
  // The desk's side (the customer record).
  changeApproved: '変更申請を承認し、会員情報に反映しました',
  changeRejected: '変更申請を却下しました',
  changeRequestNotFound: '変更申請が見つかりません',
  changeRequestDecided: 'この変更申請はすでに処理されています',
  rejectReasonRequired: '却下の理由を入力してください',
  rejectReasonTooLong: '却下の理由は200文字以内で入力してください',
  /** Two requests of one member at the very same moment: the later is asked to try again. */
  changeRequestBusy: '同時に別の申請が行われました。お手数ですが、もう一度お試しください',
} as const;
