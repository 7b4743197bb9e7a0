// お知らせ (issue 32): the notices a school publishes to families. Authored: the spec names the feature only.

export const memberNoticeMessages = {
  published: 'お知らせを公開しました',
  withdrawn: 'お知らせを取り下げました',
  alreadyWithdrawn: 'このお知らせはすでに取り下げられています',
  notFound: 'お知らせが見つかりません',
  titleRequired: 'タイトルを入力してください',
  titleTooLong: 'タイトルは100文字以内で入力してください',
  bodyRequired: '本文を入力してください',
  bodyTooLong: '本文は5000文字以内で入力してください',
  allStoresAdminOnly: '全店舗へのお知らせは管理者のみ公開・取り下げできます',
  classRequired: 'クラスを選択してください',
  classNotFound: 'この店舗のクラスではありません',
  gradeRequired: '級を選択してください',
  gradeNotFound: 'この店舗の級ではありません',
  customerRequired: '会員を選択してください',
  customerNotFound: 'この店舗の会員ではありません',
  noRecipients: 'このお知らせを受け取るご家族がいません（マイページに登録されたご家族がいません）',
  noLessonChange: 'この日のレッスンに休講・代行はありません',
  audienceAll: '全店舗の全会員',
  audienceStore: '{store}の全会員',
  audienceClass: '{class}のクラス',
  audienceFamily: '{name}さんのご家族',
  cancelledTitle: '【休講】{day} {class}',
  cancelledBody:
    '{day} {time}の{class}は休講とさせていただきます。{reason}\n振替レッスンをご利用いただけます。ご不便をおかけしますが、よろしくお願いいたします。',
  substituteTitle: '【代行】{day} {class}',
  substituteBody:
    '{day} {time}の{class}は、{coach}コーチが代行して指導いたします。{reason}\nよろしくお願いいたします。',
  reasonLine: '\n理由：{reason}',
} as const;
