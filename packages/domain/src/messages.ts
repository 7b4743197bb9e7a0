// The Japanese message catalogue. Wording is verbatim from the product spec and must not be reworded, except
// where marked "authored": there the spec names a message without giving its text, and the text here fills the
// gap in the spec's style. Templates use `{name}` placeholders; fill them with `formatMessage`.
//
// One module per feature under messages/, all re-exported here. A page downloads the modules whose messages it
// uses and no others: the package has no side effects, so an unused module is left out. Within a module the
// bundler keeps every catalogue once one is used, because one that reads another's entry
// (`storeMessages.switched = serverMessages.storeSwitched`) counts as a side effect; so a feature's messages
// go in its own module, not into another feature's (issue 12: /login carried every screen's messages).

export {
  authErrorTexts,
  authMessages,
  dashboardMessages,
  loginErrorMessageForStatus,
  logoutMessages,
  sessionMessages,
} from './messages/auth.ts';
export { backupMessages } from './messages/backups.ts';
export { billingMessages } from './messages/billing.ts';
export {
  cardLoginErrorMessage,
  cardMessages,
  customerCardErrorMessage,
  customerCardMessages,
  nfcMessages,
} from './messages/cards.ts';
export { classMessages } from './messages/classes.ts';
export { customerMessages } from './messages/customers.ts';
export { customReportMessages } from './messages/customReports.ts';
export { familyAccountMessages } from './messages/familyAccounts.ts';
export { familyBillingMessages } from './messages/familyBilling.ts';
export { familyMakeupMessages } from './messages/familyMakeups.ts';
export { familyMessageMessages } from './messages/familyMessages.ts';
export { familyProfileMessages } from './messages/familyProfile.ts';
export { familyProgressMessages } from './messages/familyProgress.ts';
export { formatMessage, messageOrDefault } from './messages/format.ts';
export { frontDeskMessages, frontDeskTexts } from './messages/frontDesk.ts';
export { memberNoticeMessages } from './messages/memberNotices.ts';
export { mutationMessages, preferencesMessages, storeMessages } from './messages/mutations.ts';
export {
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KIND_GROUP,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
  notificationMessages,
} from './messages/notifications.ts';
export { preRegistrationMessages } from './messages/preRegistrations.ts';
export { cardPinMessages, readerDeviceMessages } from './messages/readerDevices.ts';
export { reportMessages } from './messages/reports.ts';
export { fieldLabels, fieldMessages, serverMessages } from './messages/server.ts';
export { trialMessages } from './messages/trials.ts';
export { validationMessages } from './messages/validation.ts';

// Staff, banks, the member import and school setup (issue 13) are still being written here; they move to
// messages/ like the others.
import { validationMessages } from './messages/validation.ts';

// ---------------------------------------------------------------------------------------------------------
// Staff accounts, the bank master and the member import (issue 13; authored in the seed's style).

export const staffMessages = {
  created: 'スタッフを登録しました',
  updated: 'スタッフを更新しました',
  retired: 'スタッフを退職にしました',
  reinstated: 'スタッフを再雇用しました',
  invitationSent: '招待メールを送信しました',
  passwordResetForced: 'パスワード再設定メールを送信しました',
  photoUpdated: '写真を更新しました',
  photoRemoved: '写真を削除しました',
  invitationAccepted: 'パスワードを設定しました。ログインしてください',
  invitationInvalid: '招待リンクが無効か、有効期限が切れています。管理者に再送を依頼してください',
  notFound: 'スタッフが見つかりません',
  cannotCreateAdmin: '管理者アカウントを作成・付与できるのは管理者のみです',
  otherStore: '他の店舗にスタッフを登録・移動できるのは管理者のみです',
  cannotRetireSelf: '自分自身を退職にすることはできません',
  cannotChangeOwnRole: '自分自身の権限は変更できません',
  cannotResetOwnPassword: '自分のパスワードは「パスワードを忘れた方」から再設定してください',
  lastAdmin: '最後の管理者は退職・権限変更できません。先に別の管理者を登録してください',
  alreadyRetired: 'このスタッフは既に退職しています',
  notRetired: 'このスタッフは在職中です',
  hasPassword: 'このスタッフは既にパスワードを設定しています。パスワードの再設定を使ってください',
  retiredAccount: '退職したスタッフには送信できません',
  emailTaken: 'このメールアドレスは既に使用されています',
  storeNotFound: '店舗が見つかりません',
  invitationSubject: '【Kayoi】スタッフアカウントのご案内',
  resetSubject: '【Kayoi】パスワード再設定のお願い',
} as const;

export const staffValidationMessages = {
  nameRequired: '氏名は必須です',
  nameTooLong: '氏名は100文字以内で入力してください',
  nameKanaRequired: 'フリガナは必須です',
  nameKanaTooLong: 'フリガナは100文字以内で入力してください',
  nameKanaNotKatakana: 'フリガナは全角カタカナで入力してください',
  roleRequired: '権限を選択してください',
  storeInvalid: '店舗を選択してください',
  genderInvalid: '性別を正しく選択してください',
  isInstructorInvalid: 'インストラクターの指定が正しくありません',
  qualificationsTooMany: '資格は20件まで登録できます',
  qualificationNameRequired: '資格名は必須です',
  qualificationNameTooLong: '資格名は100文字以内で入力してください',
  certificateNumberTooLong: '認定番号は50文字以内で入力してください',
  acquiredOnInvalid: '取得日を正しく入力してください',
  expiresOnInvalid: '有効期限を正しく入力してください',
  expiresBeforeAcquired: '有効期限は取得日以降の日付を指定してください',
  retireReasonTooLong: '退職理由は500文字以内で入力してください',
  photoRequired: '写真を選択してください',
  photoTooLarge: '写真のサイズは2MB以下である必要があります',
  photoNotImage: '写真は画像ファイル（JPEG・PNG・GIF）である必要があります',
} as const;

export const bankMessages = {
  bankUpdated: '銀行を更新しました',
  branchUpdated: '支店を更新しました',
  bankNotFound: '銀行が見つかりません',
  branchNotFound: '支店が見つかりません',
  nameRequired: '名称は必須です',
  nameTooLong: '名称は100文字以内で入力してください',
  kanaRequired: 'フリガナは必須です',
  kanaTooLong: 'フリガナは100文字以内で入力してください',
  kanaNotKatakana: 'フリガナは全角カタカナで入力してください',
  noteTooLong: '備考は200文字以内で入力してください',
} as const;

export const memberImportMessages = {
  imported: '取り込みました（新規 {created}件・更新 {updated}件・エラー {refused}件）',
  previewed: '取り込み内容を確認してください（新規 {created}件・更新 {updated}件・エラー {refused}件）',
  fileRequired: 'ファイルを選択してください',
  fileTooLarge: 'ファイルのサイズは10MB以下にしてください',
  unsupportedFormat: 'CSV（.csv）またはExcel（.xlsx）のファイルを選択してください',
  unknownEncoding: 'ファイルの文字コードを判別できません。UTF-8 または Shift_JIS の CSV で保存してください',
  unreadableWorkbook: 'Excelファイルを読み込めません。.xlsx 形式で保存し直してください',
  empty: 'ファイルにデータがありません',
  tooManyRows: '一度に取り込めるのは20,000行までです。ファイルを分けてください',
  tooManyColumns: '列が多すぎます（200列まで）',
  mappingInvalid: '列の割り当てが正しくありません',
  progressKeyInvalid: '進み具合の識別子（progress_key）はUUIDで指定してください',
  noNameColumn: '氏名（または姓・名）の列を割り当ててください',
  noKanaColumn: 'フリガナ（またはセイ・メイ）の列を割り当ててください',
  nameNotSplit: '氏名は姓と名の間に空白を入れてください',
  kanaNotSplit: 'フリガナはセイとメイの間に空白を入れてください',
  birthDateInvalid: '生年月日を正しく入力してください（例: 2015/4/1、平成27年4月1日）',
  joinedOnInvalid: '入会日を正しく入力してください（例: 2023/4/1、令和5年4月1日）',
  genderInvalid: '性別は「男」「女」「その他」のいずれかを入力してください',
  statusInvalid: 'ステータスは「在籍」「休会」「退会」のいずれかを入力してください',
  gradeNotFound: '級「{grade}」が見つかりません',
  programNotFound: 'プログラム「{program}」が見つかりません',
  classNotFound: 'クラス「{class}」が見つかりません',
  classAmbiguous:
    'クラス「{class}」に当てはまるクラスが{count}つあります。プログラムや曜日・開始時刻で絞り込んでください',
  classOfOtherProgram: 'クラス「{class}」はプログラム「{program}」のクラスではありません',
  classFull: 'クラス「{class}」は満席です（定員{capacity}名）',
  classRefused: 'クラス「{class}」に登録できません: {reason}',
  weekdayInvalid: '曜日は「月」「火」…「日」のいずれかを入力してください',
  startTimeInvalid: '開始時刻は「16:00」のように入力してください',
  slotIncomplete: 'クラスの曜日と開始時刻は両方を入力してください',
  courseWithdrawn: '退会の会員にはプログラム・クラスを登録できません',
  memberNumberTaken: 'この会員番号は既に使われています',
  duplicateInFile: '会員番号がファイル内で重複しています（{line}行目）',
  cellTooLong: 'セルの文字数が多すぎます（2,000文字まで）',
  batchCollided: '同じ会員番号が同時に登録されたため保存できませんでした。もう一度取り込んでください',
  /** A child taken without a guardian (the file had none): listed after the import and shown on the record. */
  guardianMissing: '保護者未登録: 未成年のため、顧客情報で保護者を登録してください',
  /** The follow-ups' heading on the import screen, and the customer record's badge. */
  guardianMissingLabel: '保護者未登録',
  outcomeLabels: { created: '新規登録', updated: '更新', unchanged: '変更なし', refused: 'エラー' },
  /** A second import of a file whose every line the store already has from it: nothing new was written. */
  alreadyImported: 'このファイルはすべて取り込み済みです（{count}件・変更なし）',
  sameFileRunning: '同じファイルを取り込み中です。終わってから、もう一度お試しください',
  tooManyRunning: 'ほかの取り込みが実行中です。終わってから、もう一度お試しください',
  /** The history's status of a kept import (CustomerImportStatus). */
  statusLabels: {
    running: '実行中',
    completed: '完了',
    interrupted: '中断',
    resumed: '中断・再開済み',
  },
  /** Over the history when an import in it was interrupted: what happened and how it is finished. */
  interruptedTitle: '途中で止まった取り込みがあります',
  interruptedHint:
    '「中断」の取り込みは、表示の件数まで取り込まれています。同じファイルをもう一度取り込むと、残りの行を取り込みます（取り込み済みの行は重複しません）。',
} as const;

// ---------------------------------------------------------------------------------------------------------
// School setup (issue 13; authored in the seed's style): stores, facilities and lanes, schools, program
// categories, programs with their fees, grades. A form's rule messages are the generic `fieldMessages` filled
// with the form's own labels, so the server's schema check and the form say the same words.

/** The labels of each master form's fields; a nested field is keyed by its path without indices. */
export const masterFieldLabels = {
  store: {
    name: '店舗名',
    name_kana: '店舗名（カナ）',
    postal_code: '郵便番号',
    prefecture: '都道府県',
    city: '市区町村',
    street_address: '番地',
    building: '建物名',
    phone: '電話番号',
    email: 'メールアドレス',
    company_name: '事業者名',
    logo_url: 'ロゴ',
    invoice_registration_number: '登録番号',
    business_hours: '営業時間',
    'business_hours.day_of_week': '曜日',
    'business_hours.opens_at': '営業開始時刻',
    'business_hours.closes_at': '営業終了時刻',
    national_holiday_hours: '祝日の営業',
    closures: '臨時休業',
    'closures.starts_on': '休業開始日',
    'closures.ends_on': '休業終了日',
    'closures.reason': '休業理由',
    is_active: '有効',
  },
  facility: {
    name: '施設名',
    kind: '種類',
    capacity: '定員',
    notes: 'メモ',
    sort_order: '表示順',
    is_active: '有効',
    lanes: 'レーン',
    'lanes.id': 'レーン',
    'lanes.number': 'レーン番号',
    'lanes.name': 'レーン名',
    'lanes.length_m': '長さ（m）',
    'lanes.min_depth_cm': '水深（浅い側・cm）',
    'lanes.max_depth_cm': '水深（深い側・cm）',
    'lanes.is_shared': '共用レーン',
    'lanes.capacity': 'レーンの定員',
    'lanes.is_active': 'レーンの有効',
  },
  school: {
    name: 'スクール名',
    discipline: '種目',
    description: '説明',
    sort_order: '表示順',
    is_active: '有効',
  },
  programCategory: {
    school_id: 'スクール',
    name: 'カテゴリ名',
    description: '説明',
    sort_order: '表示順',
    is_active: '有効',
  },
  program: {
    school_id: 'スクール',
    category_id: 'カテゴリ',
    name: 'プログラム名',
    description: '説明',
    monthly_fee: '月謝',
    entrance_fee: '入会金',
    annual_fee: '年会費',
    pause_fee: '休会費',
    tax_rate: '消費税率',
    fee_effective_month: '料金の適用開始月',
    lessons_per_week: '週のレッスン回数',
    lesson_minutes: 'レッスン時間（分）',
    min_age: '対象年齢（下限）',
    max_age: '対象年齢（上限）',
    min_grade_id: '対象級（下限）',
    max_grade_id: '対象級（上限）',
    sort_order: '表示順',
    is_active: '有効',
  },
  grade: {
    school_id: 'スクール',
    name: '級名',
    sort_order: '順番',
    cap_color_name: 'キャップの色',
    cap_color_hex: 'キャップの色コード',
    description: '説明',
    skills: '検定項目',
    'skills.id': '検定項目',
    'skills.name': '検定項目名',
    'skills.description': '検定項目の説明',
    is_active: '有効',
  },
} as const;

export type MasterForm = keyof typeof masterFieldLabels;

/** Fields whose format or choice has its own wording (by the field's last name), on the form and the server. */
export const masterFormatMessages = {
  postal_code: validationMessages.preRegistration.postalCodeInvalid,
  phone: validationMessages.customer.phoneInvalid,
  prefecture: '都道府県を選択してください',
  invoice_registration_number: '登録番号は「T」と13桁の数字で入力してください',
  opens_at: '営業開始時刻は00:00の形式で入力してください',
  closes_at: '営業終了時刻は00:00の形式で入力してください',
  fee_effective_month: '料金の適用開始月は2026-04の形式で入力してください',
  cap_color_hex: 'キャップの色コードは#と6桁の英数字（例: #E53935）で入力してください',
} as const;

/** The master forms' rules beyond one field's format. */
export const masterValidationMessages = {
  kanaNotKatakana: '{field}は全角カタカナで入力してください',
  nameTaken: 'この{field}は既に使われています',
  registrationNumberCheckDigit: '登録番号が正しくありません。番号をもう一度ご確認ください',
  companyNameRequired: '登録番号を入力する場合は事業者名も入力してください',
  logoRequired: 'ロゴの画像を選択してください',
  logoType: 'ロゴにはPNG・JPEG・WebPの画像を選択してください（SVG・GIFは使えません）',
  logoTooLarge: 'ロゴの画像は1MB以下にしてください',
  logoDimensions: 'ロゴの画像は縦横16〜4096ピクセルにしてください',
  businessHoursDuplicate: '同じ曜日の営業時間が2つあります',
  closesNotAfterOpens: '営業終了時刻は営業開始時刻より後の時刻を指定してください',
  closureEndsBeforeStart: '休業終了日は休業開始日以降の日付を指定してください',
  closureTooLong: '臨時休業の期間は366日以内で指定してください',
  closuresOverlap: '臨時休業の期間が他の臨時休業と重なっています',
  laneNumberDuplicate: '同じレーン番号が2つあります',
  laneNotFound: 'この施設のレーンではありません',
  oneDecimal: '{field}は小数第1位までで入力してください',
  depthOrder: '水深（深い側）は水深（浅い側）以上で入力してください',
  ageOrder: '対象年齢（上限）は対象年齢（下限）以上で入力してください',
  gradeOrder: '対象級（上限）は対象級（下限）と同じか上の級を選んでください',
  feeMonthInPast: '料金の適用開始月は今月以降を指定してください',
  schoolNotFound: 'スクールが見つかりません',
  categoryNotFound: 'カテゴリが見つかりません',
  categoryOfOtherSchool: 'カテゴリはプログラムと同じスクールのものを選んでください',
  gradeNotFound: '級が見つかりません',
  gradeOfOtherSchool: '対象級はプログラムと同じスクールの級を選んでください',
  skillDuplicate: '同じ検定項目が2つあります',
  skillNotFound: 'この級の検定項目ではありません',
  /** The grade ladder table (級の一括登録): each refusal says its row. */
  ladderRow: '{row}行目: {message}',
  ladderNameRequired: '級名を入力してください',
  ladderNameTwice: '級名「{name}」は表の{other}行目と重なっています',
  ladderNameTaken: '級名「{name}」はこのスクールの別の級で使われています',
  ladderGradeNotInSchool: 'このスクールの級ではありません',
  ladderGradeTwice: '同じ級が表の{other}行目にもあります',
  ladderSkillBlank: '空の検定項目があります',
} as const;

/** The server's answers about the master data, and why a record in use cannot be deleted. */
export const masterMessages = {
  storeCreated: '店舗を登録しました',
  storeUpdated: '店舗情報を更新しました',
  storeDeleted: '店舗を削除しました',
  storeLogoUpdated: 'ロゴを更新しました',
  storeLogoRemoved: 'ロゴを削除しました',
  facilityCreated: '施設を登録しました',
  facilityUpdated: '施設を更新しました',
  facilityDeleted: '施設を削除しました',
  schoolCreated: 'スクールを登録しました',
  schoolUpdated: 'スクールを更新しました',
  schoolDeleted: 'スクールを削除しました',
  programCategoryCreated: 'カテゴリを登録しました',
  programCategoryUpdated: 'カテゴリを更新しました',
  programCategoryDeleted: 'カテゴリを削除しました',
  programCreated: 'プログラムを登録しました',
  programUpdated: 'プログラムを更新しました',
  programDeleted: 'プログラムを削除しました',
  gradeCreated: '級を登録しました',
  gradeUpdated: '級を更新しました',
  gradeDeleted: '級を削除しました',
  gradeLadderSaved: '級を一括保存しました（新規{created}件・変更{updated}件）',
  mastersCopied: 'マスタをコピーしました',
  templateApplied: 'テンプレートを登録しました',
  copyTargetIsSource: 'コピー元と同じ店舗にはコピーできません',
  copyStoreNotFound: '店舗が見つかりません',
  copyOtherStore: 'ほかの店舗のマスタをコピーできるのは管理者だけです',
  /** `{uses}`: what the store holds, e.g. 12名の会員・3名のスタッフ. */
  storeInUse: 'この店舗には{uses}が登録されているため削除できません。無効にしてください',
  storeUseCustomers: '{count}名の会員',
  storeUseStaff: '{count}名のスタッフ',
  storeUseApplications: '{count}件の仮登録',
  storeUseClasses: '{count}件のクラス',
  /** `{lane}`: the lane's name. */
  laneInUse: '{lane}は{count}件のクラスで使われているため削除できません。無効にしてください',
  facilityInUse: 'この施設のレーンは{count}件のクラスで使われているため削除できません。無効にしてください',
  schoolHasPrograms: 'このスクールには{count}件のプログラムがあるため削除できません。無効にしてください',
  schoolGradesHeld: 'このスクールの級を{count}名の会員が取得しているため削除できません。無効にしてください',
  categoryHasPrograms: 'このカテゴリには{count}件のプログラムがあるため削除できません。無効にしてください',
  programContracted: 'このプログラムは{count}名の会員が契約中のため削除できません。無効にしてください',
  programPastContracts:
    'このプログラムは{count}件の過去の契約に使われているため削除できません。無効にしてください',
  programHasClasses: 'このプログラムは{count}件のクラスで使われているため削除できません。無効にしてください',
  programWished: 'このプログラムは{count}件の仮登録で希望されているため削除できません。無効にしてください',
  gradeHeld: 'この級は{count}名の会員が取得しているため削除できません。無効にしてください',
  gradeInPrograms:
    'この級は{count}件のプログラムの対象級に使われているため削除できません。無効にしてください',
  categorySchoolLocked: 'このカテゴリには{count}件のプログラムがあるため、スクールは変更できません',
  programSchoolLocked: 'このプログラムは{count}名の会員が契約中のため、スクールは変更できません',
  gradeSchoolLocked: 'この級は{count}名の会員が取得しているため、スクールは変更できません',
  gradeSchoolLockedByPrograms:
    'この級は{count}件のプログラムの対象級に使われているため、スクールは変更できません',
  /** Anything else that still points at the record (the database's own check). */
  inUse: 'このデータは他のデータから使われているため削除できません。無効にしてください',
} as const;

/** マスタのCSV取り込み (issue 29): programs and grade ladders from a file. `{line}`: the file's line. */
export const masterImportMessages = {
  cell: '{line}行目 {column}: {message}',
  noNameColumn: '「{column}」の列が見つかりません。1行目に見出しを入れてください',
  noRows: 'ファイルに取り込む行がありません',
  tooManyRows: '一度に取り込めるのは{max}行までです。ファイルを分けてください',
  schoolRequired: 'スクールを入力してください（この店舗には複数のスクールがあります）',
  schoolNotFound: 'スクール「{school}」が見つかりません。先にスクールを登録してください',
  nameTwice: '「{name}」は{other}行目にもあります',
  categoryRequired: 'カテゴリを入力してください',
  notNumber: '数値で入力してください',
  skillTwice: '技能「{skill}」が同じ行に2回あります',
  tooLong: '{max}文字以内で入力してください',
  orderRange: '{min}〜{max}の整数で入力してください',
  tooManySkills: '技能は{max}個までです',
  refused: '取り込めない行が{count}件あります。プレビューのエラーを直したファイルで取り込み直してください',
  programsPreviewed: 'プレビュー: 新規{created}件・更新{updated}件・変更なし{unchanged}件・エラー{refused}件',
  programsImported: 'プログラムを取り込みました（新規{created}件・更新{updated}件・変更なし{unchanged}件）',
  gradesPreviewed: 'プレビュー: 新規{created}件・更新{updated}件・変更なし{unchanged}件・エラー{refused}件',
  gradesImported: '級を取り込みました（新規{created}件・更新{updated}件・変更なし{unchanged}件）',
  outcomeLabels: { created: '作成', updated: '更新', unchanged: '既存', refused: 'エラー' },
} as const;
