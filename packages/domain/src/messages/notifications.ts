// 通知 (issue 32): what the school sends a family by mail, Web Push and LINE, one text per kind, and the
// labels of the settings and the desk's delivery log. Families read です・ます; {placeholders} are filled by the
// server (formatMessage).

export const NOTIFICATION_KINDS = [
  'absence_accepted',
  'makeup_booked',
  'makeup_cancelled',
  'waitlist_offer',
  'test_result',
  'invoice_issued',
  'debit_failed',
  'notice_published',
  'lesson_changed',
  'request_answered',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_CHANNELS = ['mail', 'push', 'line'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  absence_accepted: '欠席連絡の受付',
  makeup_booked: '振替の予約',
  makeup_cancelled: '振替の取消',
  waitlist_offer: 'キャンセル待ちの空き',
  test_result: '進級テストの結果',
  invoice_issued: '請求の確定',
  debit_failed: '口座振替の不能',
  notice_published: 'お知らせ',
  lesson_changed: '休講・代行',
  request_answered: '申請への回答',
};

export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = {
  mail: 'メール',
  push: 'プッシュ通知',
  line: 'LINE',
};

export const notificationMessages = {
  absenceAcceptedTitle: '欠席連絡を受け付けました',
  absenceAcceptedBody: '{member}さんの{date}「{className}」の欠席連絡を受け付けました。',
  makeupBookedTitle: '振替を予約しました',
  makeupBookedBody: '{member}さんの振替を{date}「{className}」に予約しました。',
  makeupCancelledTitle: '振替の予約を取り消しました',
  makeupCancelledBody: '{member}さんの{date}「{className}」の振替予約を取り消しました。',
  waitlistOfferTitle: 'キャンセル待ちのクラスに空きが出ました',
  waitlistOfferBody:
    '「{className}」に{member}さんの席をお取りしています。{expires}までにお申し込みください。',
  testResultTitle: '進級テストの結果が届きました',
  testResultBody: '{member}さんの進級テストの結果が登録されました（{result}）。',
  testPassed: '合格',
  testFailed: '不合格',
  invoiceIssuedTitle: '{month}分のご請求が確定しました',
  invoiceIssuedBody: '{member}さんの{month}分のご請求額は{amount}です。',
  debitFailedTitle: '口座振替ができませんでした',
  debitFailedBody:
    '{member}さんの{month}分の口座振替ができませんでした（{reason}）。お手数ですが、受付でお支払いください。',
  noticePublishedTitle: 'お知らせ: {title}',
  noticePublishedBody: 'スクールから「{title}」のお知らせが届きました。',
  lessonChangedTitle: '{title}',
  lessonChangedBody: 'レッスンの休講・代行について、スクールからお知らせが届きました。',
  requestApprovedTitle: '申請が承認されました',
  requestApprovedBody: '{member}さんの{request}の申請が承認されました。',
  requestRejectedTitle: '申請は承認されませんでした',
  requestRejectedBody: '{member}さんの{request}の申請は承認されませんでした。理由: {reason}',
  /** A mail's closing line, with the link into マイページ. */
  mailFooter: '詳しくはマイページでご確認ください: {url}',
  // Settings and operations.
  pushSubscribed: 'この端末で通知を受け取ります',
  pushUnsubscribed: 'この端末の通知を解除しました',
  pushSubscriptionNotFound: '通知を受け取る端末が見つかりません',
  pushEndpointRefused: 'このブラウザのプッシュ通知の送り先は登録できません',
  lineCodeIssued: 'LINEで送るコードを発行しました',
  lineUnlinked: 'LINEの連携を解除しました',
  lineNotConfigured: 'スクールのLINE連携は設定されていません',
  lineLinkedReply: 'マイページとの連携が完了しました。スクールからのお知らせをLINEでお届けします。',
  lineCodeInvalidReply:
    'コードが正しくないか、有効期限が切れています。マイページで新しいコードを発行してください。',
  lineChannelSaved: 'LINEチャネルを保存しました',
  lineChannelRemoved: 'LINEチャネルの設定を削除しました',
  quietHoursInvalid: '通知を控える時間帯は「HH:MM」で入力してください',
} as const;

/**
 * The three switches プロフィール had before channels (0270: お知らせ, 振替, 請求) keep their meaning: a group switched
 * off sends none of its kinds, on any channel.
 */
export const NOTIFICATION_KIND_GROUP: Record<NotificationKind, 'announcements' | 'makeups' | 'billing'> = {
  absence_accepted: 'makeups',
  makeup_booked: 'makeups',
  makeup_cancelled: 'makeups',
  waitlist_offer: 'makeups',
  test_result: 'announcements',
  invoice_issued: 'billing',
  debit_failed: 'billing',
  notice_published: 'announcements',
  lesson_changed: 'announcements',
  request_answered: 'announcements',
};
