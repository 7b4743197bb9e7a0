// The family realm's server messages (issue 31): what a parent or adult member reads on マイページ, and what the
// desk reads on the customer record's マイページ card. Written as the school speaks to families (です・ます).

export const familyAccountMessages = {
  loggedIn: 'ログインしました',
  loggedOut: 'ログアウトしました',
  loggedOutOthers: '他の端末からログアウトしました',
  /** Every login failure alike: the answer never tells whether the e-mail is registered. */
  invalidCredentials: 'メールアドレスまたはパスワードが正しくありません',
  registered: 'マイページの登録が完了しました',
  invitationInvalid: '招待リンクが無効です。お手数ですが、最新の招待メールのリンクからお手続きください',
  invitationExpired:
    '招待リンクの有効期限が切れています。お手数ですが、スクールに招待メールの再送をご依頼ください',
  invitationUsed: 'この招待リンクはすでに使用されています。ログイン画面からログインしてください',
  passwordMismatch: 'パスワードが一致しません',
  resetRequested:
    '入力されたメールアドレスが登録されている場合は、パスワード再設定のご案内をお送りしました。メールをご確認ください',
  resetDone: 'パスワードを再設定しました。新しいパスワードでログインしてください',
  resetInvalid:
    'パスワード再設定のリンクが無効か、有効期限が切れています。お手数ですが、もう一度お手続きください',
  invitationSent: '招待メールを送信しました',
  customerWithdrawn: '退会した会員には招待メールを送信できません',
  tooManyGuardians: 'この会員にはすでに2件のマイページアカウントが登録されています',
  memberNotFound: 'お子さま・会員の情報が見つかりません',
  absenceReported: '欠席連絡を受け付けました',
  /** The school's monthly makeup quota is used up: the absence gives no makeup this time. */
  absenceReportedNoCredit:
    '欠席連絡を受け付けました。今月の振替の上限に達しているため、このお休みの振替はご利用いただけません',
  /** `{cutoff}`: the school's cutoff before the lesson starts (2時間, 30分). */
  absenceClosed: '欠席連絡の受付は、レッスン開始の{cutoff}前までです。お手数ですが、スクールへお電話ください',
  absenceStarted: '開始時刻を過ぎたレッスンの欠席連絡はできません',
  invitationSubject: '【{store}】マイページ登録のご案内',
  resetSubject: '【Kayoi マイページ】パスワード再設定のご案内',
  loginLinkRequested:
    '入力されたメールアドレスが登録されている場合は、ログイン用のリンクをお送りしました。メールをご確認ください',
  loginLinkInvalid:
    'ログイン用のリンクが無効か、有効期限が切れています。お手数ですが、もう一度リンクをお受け取りください',
  loginLinkSubject: '【Kayoi マイページ】ログイン用リンクのご案内',
  /** The customer record's 利用停止 / 利用再開 of a family account, and its log. */
  accountDisabled: 'マイページの利用を停止しました',
  accountEnabled: 'マイページの利用を再開しました',
  accountAlreadyDisabled: 'このアカウントはすでに利用停止中です',
  accountNotDisabled: 'このアカウントは利用停止中ではありません',
  activityDisabled: 'スタッフが利用を停止しました',
  activityEnabled: 'スタッフが利用を再開しました',
  /** `{day}`: 12/3(木); `{class}`: the class's name; `{time}`: 16:00. */
  activityAbsence: '{day} {class} {time} の欠席連絡',
  activityRegistered: 'マイページに登録しました',
  /** `{fields}`: 電話番号・住所… */
  activityChangeRequested: '連絡先の変更を申請（{fields}）',
  activityPasswordChanged: 'パスワードを変更しました',
  /** `{class}`: the class's name; `{position}`: 3. */
  activityWaitlistJoined: '{class} のキャンセル待ちに登録（{position}番目）',
  /** `{from}`: 12月1日. */
  activityWaitlistAccepted: '{class} の空き枠のご案内を受けました（{from}から）',
  activityWaitlistDeclined: 'キャンセル待ちのご案内を辞退しました',
  activityWaitlistLeft: 'キャンセル待ちを取り消しました',
  /** `{day}` `{class}` `{time}`: as activityAbsence. */
  activityMakeupBooked: '{day} {class} {time} に振替予約',
  activityMakeupCancelled: '{day} {class} {time} の振替予約を取り消し',
} as const;
