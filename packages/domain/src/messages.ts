import { CARD_ENTITY_ID_MAX } from './constants.ts';

// The Japanese message catalogue. Wording is verbatim from the product spec and must not be reworded, except
// where marked "authored": there the spec names a message without giving its text, and the text here fills the
// gap in the spec's style. Templates use `{name}` placeholders; fill them with `formatMessage`.

/** Fills `{name}` placeholders; unknown placeholders are left as they are so a missing value is visible. */
export function formatMessage(
  template: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name];
    return value === undefined ? placeholder : String(value);
  });
}

/** The server's own message when it sent a non-blank one, else the screen's default. */
export function messageOrDefault(serverMessage: string | null | undefined, fallback: string): string {
  return serverMessage?.trim() ? serverMessage : fallback;
}

// ---------------------------------------------------------------------------------------------------------
// Messages the API sends (seed §7/§8); the client shows them as they arrive.

export const serverMessages = {
  invalidCredentials: 'メールアドレスまたはパスワードが正しくありません',
  tooManyLoginAttempts: 'ログイン試行回数が多すぎます。しばらく待ってから再試行してください',
  validationFailed: '入力内容に問題があります',
  unauthenticated: '認証が必要です',
  forbidden: 'このアクションを実行する権限がありません',
  notFound: 'リソースが見つかりません',
  notImplemented: 'この機能は準備中です',
  loggedOut: 'ログアウトしました',
  passwordResetLinkSent: 'パスワード再設定用のメールを送信しました',
  passwordResetDone: 'パスワードを再設定しました',
  passwordResetTokenInvalid: 'パスワード再設定トークンが無効です',
  storeSwitched: '店舗を切り替えました',
  nfcRateLimited: 'NFCアクセス頻度が制限を超えました',
  cardNotRegistered: '登録されていないNFCカードです。管理者にお問い合わせください',
  cardDisabled: 'このカードは現在無効化されています',
  serverError: 'サーバーエラーが発生しました。しばらく待ってから再試行してください',
  // authored: the server's answers the spec does not word.
  tokenExpired: 'セッションの有効期限が切れました。再度ログインしてください',
  badRequest: 'リクエストの形式が正しくありません',
  unsupportedMediaType: 'サポートされていない形式のリクエストです',
  payloadTooLarge: 'リクエストのサイズが大きすぎます',
  tooManyRequests: 'リクエストが多すぎます。しばらく待ってから再試行してください',
  storeNotFound: '店舗が見つかりません',
  storeRequired: '店舗を選択してください',
  preferencesSaved: '設定を保存しました',
  databaseUnavailable: 'データベースに接続できません',
  loggedIn: 'ログインしました',
  // authored: card login from enrolled reader devices only, card PINs, the role order (issue 10).
  deviceNotEnrolled:
    'この端末はカードログイン用に登録されていません。管理者またはマネージャーがこの端末を登録してください',
  deviceOfOtherStore: 'この端末は別の店舗の端末です。所属店舗の端末でログインしてください',
  deviceNotFound: '端末が見つかりません',
  deviceNameRequired: '端末名は必須です',
  deviceEnrolled: 'この端末をカードリーダー端末として登録しました',
  deviceRevoked: '端末の登録を解除しました',
  cardPinRequired: 'カード暗証番号を入力してください',
  cardPinInvalid: 'カード暗証番号が正しくありません',
  cardPinSaved: 'カード暗証番号を設定しました',
  cardPinRemoved: 'カード暗証番号を解除しました',
  currentPasswordInvalid: '現在のパスワードが正しくありません',
  accountAboveYourRole: '自分より上位の権限のアカウントは操作できません',
} as const;

/** Generic per-field templates the server uses for schema errors (`{field}` is a label from `fieldLabels`). */
export const fieldMessages = {
  required: '{field}は必須です',
  tooLong: '{field}は{max}文字以内で入力してください',
  invalidFormat: '{field}の形式が正しくありません',
  notNumeric: '{field}は数値である必要があります',
  tooShort: '{field}は{min}文字以上で入力してください',
  tooSmall: '{field}は{min}以上で入力してください',
  tooLarge: '{field}は{max}以下で入力してください',
  invalidChoice: '{field}の値が正しくありません',
  invalidEmail: '正しいメールアドレスを入力してください',
} as const;

/** Japanese labels of request fields, for `fieldMessages`. */
export const fieldLabels = {
  email: 'メールアドレス',
  password: 'パスワード',
  password_confirmation: 'パスワード確認',
  token: 'トークン',
  nfc_id: 'NFCカードID',
  nfc_uid: 'NFCカードID',
  store_id: '店舗ID',
  avatar: 'アバター',
  family_name: '姓',
  given_name: '名',
  family_name_kana: '姓（カナ）',
  given_name_kana: '名（カナ）',
  birth_date: '生年月日',
  gender: '性別',
  phone: '電話番号',
  mobile: '携帯電話番号',
  postal_code: '郵便番号',
  region: '地域',
  prefecture: '都道府県',
  city: '市区町村',
  street_address: '番地',
  building: '建物名',
  desired_program_id: '希望プログラムID',
  desired_join_date: '入会希望日',
  desired_visit_date: '見学希望日',
  notes: 'メモ',
  confirmation: '個人情報の取り扱いへの同意',
  status: 'ステータス',
  title: '件名',
  body: '本文',
  content: 'コメント',
  remember: 'ログイン状態の保持',
  device_name: 'デバイス名',
  theme: 'テーマ',
  timestamp: 'タイムスタンプ',
  sessionId: 'セッションID',
  member_number: '会員番号',
  guardian_name: '保護者氏名',
  guardian_relationship: '続柄',
  guardian_phone: '保護者電話番号',
  grade_id: '級',
  joined_on: '入会日',
  memo: '申し送りメモ',
  program_id: 'プログラム',
  plan_name: 'プラン名',
  monthly_fee: '月額',
  starts_on: '開始日',
  ends_on: '終了日',
  time_slots: '時間帯',
  day_of_week: '曜日',
  start_time: '開始時刻',
  end_time: '終了時刻',
  effective_on: '適用日',
  reason: '理由',
  search: '検索キーワード',
  sort: '並び順',
  page: 'ページ',
  per_page: '表示件数',
  date_from: '開始日',
  date_to: '終了日',
} as const;

// ---------------------------------------------------------------------------------------------------------
// Sign-in, sign-out, session (seed §2, §4, §6, §8).

export const authMessages = {
  invalidCredentials: serverMessages.invalidCredentials,
  tooManyAttempts: serverMessages.tooManyLoginAttempts,
  /** seed: an alternative 429 wording, given in the spec only up to the ellipsis. */
  accessRestricted: 'アクセス制限中です…',
  validationFailed: serverMessages.validationFailed,
  serverError: serverMessages.serverError,
  loginFailed: 'ログインに失敗しました',
  /** Client-side lockout toast (8 s); `{time}` is when the lockout ends. */
  lockedOut: 'ログイン試行回数を超過しました。{time}まで待機してください',
  loginSuccessTitle: 'ログイン成功',
  loginSuccessWelcome: '{name}さん、ようこそ',
  forbidden: serverMessages.forbidden,
  unauthenticated: serverMessages.unauthenticated,
  passwordResetLinkSent: serverMessages.passwordResetLinkSent,
  passwordResetDone: serverMessages.passwordResetDone,
  passwordResetTokenInvalid: serverMessages.passwordResetTokenInvalid,
  staffSwitchFailed: 'ユーザー切り替えに失敗しました',
  authNotInitialized: '認証システムが初期化されていません',
  /** authored: the spec says 'already logged in' when the signed-in staff taps their own card. */
  alreadyLoggedIn: 'すでにログインしています',
  /** Fallback of the auth error boundary. */
  unexpectedError: '予期しないエラーが発生しました',
} as const;

/** English error texts the auth layer throws (developer-facing, seed §8); kept verbatim for logs and tests. */
export const authErrorTexts = {
  loginFailed: 'Login failed',
  noToken: 'No token received from server',
  nfcLoginFailed: 'NFC login failed',
  currentUserFailed: 'Failed to get current user',
  noUserData: 'No user data received',
  passwordResetRequestFailed: 'Password reset request failed',
  passwordResetFailed: 'Password reset failed',
} as const;

/** Console text when the saved dashboard layout cannot be read (seed §8); the default layout is used. */
export const dashboardMessages = {
  layoutLoadFailed: 'Failed to load saved layout',
} as const;

export const logoutMessages = {
  inProgress: 'ログアウト処理中です',
  done: 'お疲れ様でした',
  loggedOut: serverMessages.loggedOut,
} as const;

export const sessionMessages = {
  extended: 'セッションが30分延長されました',
  timeoutTitle: 'セッションタイムアウト',
  timeoutDescription: 'Inactive, logging out',
  /** authored: the spec gives no text for the 30-minute and 2-minute warnings or the extend button. */
  expiringSoon: 'まもなくセッションの有効期限が切れます',
  expiringNow: 'あと{seconds}秒でログアウトされます',
  extend: 'セッションを延長',
} as const;

/** Login alert text by HTTP status (seed §8): the server's message wins when it sent one. */
export function loginErrorMessageForStatus(status: number, serverMessage?: string): string {
  if (serverMessage?.trim()) return serverMessage;
  switch (status) {
    case 401:
      return authMessages.invalidCredentials;
    case 429:
      return authMessages.tooManyAttempts;
    case 422:
      return authMessages.validationFailed;
    case 500:
    case 502:
    case 503:
      return authMessages.serverError;
    default:
      return authMessages.loginFailed;
  }
}

// ---------------------------------------------------------------------------------------------------------
// NFC cards (seed §4, §8).

export const cardMessages = {
  unregisteredTitle: 'カード未登録',
  unregistered: serverMessages.cardNotRegistered,
  disabled: serverMessages.cardDisabled,
  rateLimited: serverMessages.nfcRateLimited,
  network: 'ネットワーク接続を確認してください',
  loginFailed: 'NFCログインに失敗しました',
  timeout: '処理がタイムアウトしました',
  /** A customer card (type 2) tapped on the login page. */
  staffCardRequired: 'スタッフカードをかざしてください',
  /** An unregistered card (type 0). */
  notRegisteredYet: 'このNFCカードはまだ登録されていません',
} as const;

export const customerCardMessages = {
  customerNotFound: '顧客情報が見つかりません',
  cardInvalid: 'このカードは無効です',
  readError: '読み取りエラーが発生しました',
  /** `{seconds}` left of the per-customer cooldown. */
  cooldown: '少しお待ちください（{seconds}秒）',
} as const;

export const nfcMessages = {
  /** seed: given in the spec only up to the ellipsis. */
  serviceUnreachable: 'NFCサービスに接続できません…',
  readFailed: 'NFCタグの読み取りに失敗しました',
  writeFailed: 'NFCカードへの書き込みに失敗しました',
  writeDone: '書き込み完了',
  // authored: the spec names these notices without giving their text.
  permissionRequired: 'NFCの使用を許可してください',
  permissionDenied: 'NFCの使用が許可されていません。ブラウザの設定を確認してください',
  browserUnsupported: 'このブラウザはNFCに対応していません。ChromeまたはEdgeをご利用ください',
  httpsRequired: 'NFCを使用するにはHTTPS接続が必要です',
  iosUnsupported: 'iOSではNFCを使用できません',
  windowsReaderRequired: 'WindowsではSony製のNFCリーダーとローカルサービスが必要です',
} as const;

/** Card-login answers that carry their own text (issue 10): the server's message wins, else this wording. */
const cardLoginCodeMessages: Readonly<Record<string, string>> = {
  DEVICE_NOT_ENROLLED: serverMessages.deviceNotEnrolled,
  FORBIDDEN: serverMessages.deviceOfOtherStore,
  PIN_REQUIRED: serverMessages.cardPinRequired,
  INVALID_PIN: serverMessages.cardPinInvalid,
};

/**
 * Card-login error text (seed §8). `status` is undefined for a network failure (no answer). 422, 403 and 429
 * have fixed wording, except the answers that say something else than "unknown card" or "disabled card" by
 * their `code` (a desk that is not an enrolled reader, a desk of another store, the card PIN): those show the
 * server's message. Anything else shows the server's message or the default.
 */
export function cardLoginErrorMessage(
  status: number | undefined,
  serverMessage?: string,
  code?: string,
): string {
  const own = code === undefined ? undefined : cardLoginCodeMessages[code];
  if (own !== undefined && (status === 403 || status === 422)) return messageOrDefault(serverMessage, own);
  switch (status) {
    case undefined:
    case 0:
      return cardMessages.network;
    case 422:
      return cardMessages.unregistered;
    case 403:
      return cardMessages.disabled;
    case 429:
      return cardMessages.rateLimited;
    default:
      return messageOrDefault(serverMessage, cardMessages.loginFailed);
  }
}

/** Customer check-in/out card error text (seed §8). */
export function customerCardErrorMessage(status: number | undefined, serverMessage?: string): string {
  switch (status) {
    case 404:
      return customerCardMessages.customerNotFound;
    case 403:
      return customerCardMessages.cardInvalid;
    default:
      return messageOrDefault(serverMessage, customerCardMessages.readError);
  }
}

// ---------------------------------------------------------------------------------------------------------
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

// ---------------------------------------------------------------------------------------------------------
// Reader devices and card PINs (issue 10; authored in the seed's style).

export const readerDeviceMessages = {
  enrolled: serverMessages.deviceEnrolled,
  revoked: serverMessages.deviceRevoked,
  loadFailed: '端末情報を取得できませんでした',
  /** Why an unenrolled desk matters: shown on the settings page and the login page. */
  notEnrolled: 'この端末はカードリーダー端末として登録されていません',
  cardLoginOnlyOnEnrolled: 'スタッフカードでのログインは、登録済みのカードリーダー端末でのみ行えます。',
  askToEnroll: '管理者またはマネージャーに登録を依頼してください',
  revokedDevice: 'この端末の登録は解除されています',
  /** The login page's NFC hint on a desk that holds no reader credential. */
  loginHintNotEnrolled: 'この端末はカードログイン用に登録されていません',
  revokeConfirm:
    '「{name}」の登録を解除します。この端末ではスタッフカードでログインできなくなり、この端末でカードログインしたセッションは終了します。',
  revokeCurrentConfirm:
    '「{name}」はこの端末です。登録を解除すると、この端末ではスタッフカードでログインできなくなり、この端末でカードログインしたセッションは終了します。',
} as const;

export const cardPinMessages = {
  saved: serverMessages.cardPinSaved,
  removed: serverMessages.cardPinRemoved,
  required: serverMessages.cardPinRequired,
  invalid: serverMessages.cardPinInvalid,
  loadFailed: 'カード暗証番号の設定を取得できませんでした',
  explanation:
    'スタッフカードでログインするときに4〜6桁の暗証番号を求めます。カードの番号を読み取られても、暗証番号がなければログインできません。',
  /** The PIN step of the card login. */
  prompt: 'このカードには暗証番号が設定されています。4〜6桁の暗証番号を入力してください。',
} as const;

// ---------------------------------------------------------------------------------------------------------
// Form validation (seed §5). Verbatim from the spec: the e-mail required/invalid, password, token, NFC id, store,
// avatar, 姓（カナ） katakana, birth-date-before-today, consent and status-dialog messages. The rest are authored
// on the same pattern (…は必須です, …は{max}文字以内で入力してください, …を選択してください).

export const validationMessages = {
  email: {
    required: 'メールアドレスは必須です',
    invalid: '正しいメールアドレスを入力してください',
    tooLong: 'メールアドレスは100文字以内で入力してください',
  },
  password: {
    required: 'パスワードは必須です',
    loginTooShort: 'パスワードは7文字以上で入力してください',
    resetTooShort: 'パスワードは8文字以上で入力してください',
    confirmationRequired: 'パスワード確認は必須です',
    mismatch: 'パスワードが一致しません',
  },
  token: {
    required: 'トークンは必須です',
  },
  nfcId: {
    required: 'NFCカードIDは必須です',
    invalid: 'NFCカードIDの形式が不正です',
  },
  store: {
    required: '店舗を選択してください',
    notNumeric: '店舗IDは数値である必要があります',
  },
  preRegistration: {
    avatarTooLarge: 'アバターのサイズは2MB以下である必要があります',
    avatarNotImage: 'アバターは画像ファイルである必要があります',
    familyNameRequired: '姓は必須です',
    familyNameTooLong: '姓は50文字以内で入力してください',
    givenNameRequired: '名は必須です',
    givenNameTooLong: '名は50文字以内で入力してください',
    familyNameKanaRequired: '姓（カナ）は必須です',
    familyNameKanaTooLong: '姓（カナ）は50文字以内で入力してください',
    familyNameKanaNotKatakana: '姓（カナ）は全角カタカナで入力してください',
    givenNameKanaRequired: '名（カナ）は必須です',
    givenNameKanaTooLong: '名（カナ）は50文字以内で入力してください',
    givenNameKanaNotKatakana: '名（カナ）は全角カタカナで入力してください',
    birthDateRequired: '生年月日は必須です',
    birthDateInvalid: '生年月日は正しい日付を入力してください',
    birthDateNotPast: '生年月日は今日より前の日付を指定してください',
    genderRequired: '性別を選択してください',
    phoneTooLong: '電話番号は20文字以内で入力してください',
    phoneInvalid: '電話番号は数字とハイフンで入力してください',
    mobileRequired: '携帯電話番号は必須です',
    mobileTooLong: '携帯電話番号は20文字以内で入力してください',
    mobileInvalid: '携帯電話番号は数字とハイフンで入力してください',
    postalCodeRequired: '郵便番号は必須です',
    postalCodeTooLong: '郵便番号は10文字以内で入力してください',
    postalCodeInvalid: '郵便番号は000-0000の形式で入力してください',
    regionTooLong: '地域は50文字以内で入力してください',
    prefectureRequired: '都道府県は必須です',
    prefectureTooLong: '都道府県は20文字以内で入力してください',
    cityRequired: '市区町村は必須です',
    cityTooLong: '市区町村は50文字以内で入力してください',
    streetAddressRequired: '番地は必須です',
    streetAddressTooLong: '番地は100文字以内で入力してください',
    buildingTooLong: '建物名は100文字以内で入力してください',
    desiredProgramNotNumeric: '希望プログラムIDは数値である必要があります',
    desiredJoinDateInvalid: '入会希望日は正しい日付を入力してください',
    desiredJoinDateInPast: '入会希望日は今日以降の日付を指定してください',
    desiredVisitDateInvalid: '見学希望日は正しい日付を入力してください',
    desiredVisitDateInPast: '見学希望日は今日以降の日付を指定してください',
    confirmationRequired: '個人情報の取り扱いに同意してください',
    statusInvalid: 'ステータスを選択してください',
  },
  preRegistrationStatus: {
    statusRequired: 'ステータスを選択してください',
    notesTooLong: 'メモは1000文字以内で入力してください',
  },
  bulletin: {
    titleRequired: '件名は必須です',
    titleTooLong: '件名は255文字以内で入力してください',
    bodyRequired: '本文は必須です',
    categoryInvalid: 'カテゴリを選択してください',
    priorityInvalid: '優先度を選択してください',
    storeNotNumeric: '店舗IDは数値である必要があります',
    publishStartInvalid: '公開開始日時の形式が正しくありません',
    publishEndInvalid: '公開終了日時の形式が正しくありません',
    publishEndNotAfterStart: '公開終了日時は公開開始日時より後の日時を指定してください',
  },
  chat: {
    bodyRequired: 'メッセージを入力してください',
    bodyTooLong: 'メッセージは4000文字以内で入力してください',
  },
  /** authored (issue 10): the card PIN form; the format message is the spec's. */
  cardPin: {
    currentPasswordRequired: '現在のパスワードは必須です',
    required: '暗証番号は必須です',
    invalid: '暗証番号は4〜6桁の数字で入力してください',
    confirmationRequired: '暗証番号（確認）は必須です',
    mismatch: '暗証番号が一致しません',
  },
  /** authored (issue 10): enrolling a reader device; the required message is the server's. */
  readerDevice: {
    nameRequired: serverMessages.deviceNameRequired,
    nameTooLong: '端末名は50文字以内で入力してください',
  },
  /** authored (issue 6): the customer form, its status dialog and contract dialog. */
  customer: {
    memberNumberTooLong: '会員番号は20文字以内で入力してください',
    memberNumberInvalid: '会員番号は半角英数字とハイフンで入力してください',
    memberNumberHyphenPlacement: '会員番号のハイフンは英数字と英数字の間にだけ使えます',
    memberNumberTaken: 'この会員番号は既に使われています',
    genderInvalid: '性別の値が正しくありません',
    phoneTooLong: '電話番号は20文字以内で入力してください',
    phoneInvalid: '電話番号は数字とハイフンで入力してください',
    mobileTooLong: '携帯電話番号は20文字以内で入力してください',
    mobileInvalid: '携帯電話番号は数字とハイフンで入力してください',
    guardianNameRequired: '未成年の場合は保護者氏名は必須です',
    guardianNameTooLong: '保護者氏名は50文字以内で入力してください',
    guardianRelationshipTooLong: '続柄は20文字以内で入力してください',
    guardianPhoneTooLong: '保護者電話番号は20文字以内で入力してください',
    guardianPhoneInvalid: '保護者電話番号は数字とハイフンで入力してください',
    gradeInvalid: '級の値が正しくありません',
    gradeNotFound: '級が見つかりません',
    joinedOnInvalid: '入会日は正しい日付を入力してください',
    memoTooLong: '申し送りメモは200文字以内で入力してください',
    notesTooLong: 'メモは2000文字以内で入力してください',
    statusRequired: 'ステータスを選択してください',
    statusUnchanged: '現在と同じステータスです',
    effectiveOnInvalid: '適用日の形式が正しくありません',
    effectiveOnInFuture: '適用日は今日以前の日付を指定してください',
    reasonRequired: '理由を入力してください',
    reasonTooLong: '理由は500文字以内で入力してください',
    withdrawForbidden: '退会の手続きは管理者またはマネージャーのみ行えます',
    programInvalid: 'プログラムの値が正しくありません',
    programNotFound: 'プログラムが見つかりません',
    planNameRequired: 'プラン名は必須です',
    planNameTooLong: 'プラン名は100文字以内で入力してください',
    monthlyFeeRequired: '月額は必須です',
    monthlyFeeNotNumeric: '月額は数値である必要があります',
    monthlyFeeNegative: '月額は0以上で入力してください',
    monthlyFeeTooLarge: '月額は10000000以下で入力してください',
    startsOnRequired: '開始日は必須です',
    startsOnInvalid: '開始日の形式が正しくありません',
    endsOnInvalid: '終了日の形式が正しくありません',
    endsOnBeforeStart: '終了日は開始日以降の日付を指定してください',
    dayOfWeekRequired: '曜日を選択してください',
    startTimeInvalid: '開始時刻の形式が正しくありません',
    endTimeInvalid: '終了時刻の形式が正しくありません',
    endTimeNotAfterStart: '終了時刻は開始時刻より後の時刻を指定してください',
    timeSlotsTooMany: '時間帯は14件までです',
  },
} as const;

// ---------------------------------------------------------------------------------------------------------
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

// ---------------------------------------------------------------------------------------------------------
// Customers (issue 6; authored in the seed's style).

export const customerMessages = {
  created: '顧客を登録しました',
  updated: '顧客情報を更新しました',
  deleted: '顧客を削除しました',
  statusChanged: 'ステータスを変更しました',
  contractCreated: '契約を追加しました',
  contractUpdated: '契約を変更しました',
  contractDeleted: '契約を削除しました',
  exportFailed: 'CSVの出力に失敗しました',
  postalCodeNotFound: '該当する住所が見つかりません',
  photoNotFound: '画像が見つかりません',
} as const;

// ---------------------------------------------------------------------------------------------------------
// Front desk, tablet attendance and the card registry (issue 5). authored: the spec does not word these.

export const frontDeskMessages = {
  customerNotFoundText: customerCardMessages.customerNotFound,
  customerCardInvalid: customerCardMessages.cardInvalid,
  checkedIn: 'チェックインしました',
  checkedOut: 'チェックアウトしました',
  customerPaused: '休会中の会員のため入退室を記録できません',
  customerWithdrawn: '退会済みの会員のため入退室を記録できません',
  cardCustomerMismatch: 'NFCカードと顧客が一致しません',
  customerOrCardRequired: '顧客IDまたはNFCカードIDは必須です',
  tappedAtOutOfRange: 'タップ日時は24時間以内である必要があります',
  lessonMarked: '出席を記録しました',
  lessonMarkCleared: '出席の記録を取り消しました',
  noLessonToday: '本日のレッスンはありません',
  lessonNotFound: 'レッスンが見つかりません',
  notEnrolled: 'このレッスンの受講者ではありません',
  lessonDateMismatch: 'この日はレッスンの曜日ではありません',
  cardIssued: 'カードを発行しました',
  cardDisabledDone: 'カードを無効にしました',
  cardTakenByOther: 'このカードは既に別の利用者に登録されています',
  holderNotFound: '利用者が見つかりません',
  staffNotFound: 'スタッフが見つかりません',
  entityIdTooLarge: `IDは${CARD_ENTITY_ID_MAX.toLocaleString('en-US')}以下である必要があります`,
} as const;

/**
 * authored (issue 12): the desk's words. One vocabulary, チェックイン / チェックアウト, as the welcome display
 * and the server's 'チェックインしました' say it (the seed names the actions check-in and check-out).
 */
export const frontDeskTexts = {
  checkIn: 'チェックイン',
  checkOut: 'チェックアウト',
  /** The page group (the seed's entry-exit) and who is inside now. */
  entryExit: '入退館',
  todaysList: '本日のチェックイン・チェックアウト',
  todaysListEmpty: '本日のチェックイン・チェックアウトはまだありません',
  /** The tap prompt when no card can be read now: how to record instead. */
  recordWithoutCard: 'カードがない会員は、下の会員検索（会員番号・氏名・フリガナ）で記録できます',
  memberSearchTitle: '会員を検索して記録',
  memberSearchLabel: '会員を検索',
  memberSearchPlaceholder: '会員番号・氏名・フリガナ',
  memberSearchHint: '候補から選ぶと記録します。会員番号を最後まで入力して Enter でも記録できます',
  memberNumberNotFound: '会員番号「{number}」の会員が見つかりません',
  pickFromCandidates: '候補から会員を選んでください',
  searchFailed: '会員を検索できませんでした。通信状態を確認してください',
} as const;

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
  noNameColumn: '氏名（または姓・名）の列を割り当ててください',
  noKanaColumn: 'フリガナ（またはセイ・メイ）の列を割り当ててください',
  nameNotSplit: '氏名は姓と名の間に空白を入れてください',
  kanaNotSplit: 'フリガナはセイとメイの間に空白を入れてください',
  birthDateInvalid: '生年月日を正しく入力してください（例: 2015/4/1、平成27年4月1日）',
  joinedOnInvalid: '入会日を正しく入力してください（例: 2023/4/1、令和5年4月1日）',
  genderInvalid: '性別は「男」「女」「その他」のいずれかを入力してください',
  statusInvalid: 'ステータスは「在籍」「休会」「退会」のいずれかを入力してください',
  gradeNotFound: '級「{grade}」が見つかりません',
  duplicateInFile: '会員番号がファイル内で重複しています（{line}行目）',
  cellTooLong: 'セルの文字数が多すぎます（1,000文字まで）',
  outcomeLabels: { created: '新規登録', updated: '更新', unchanged: '変更なし', refused: 'エラー' },
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
} as const;

/** The server's answers about the master data, and why a record in use cannot be deleted. */
export const masterMessages = {
  storeCreated: '店舗を登録しました',
  storeUpdated: '店舗情報を更新しました',
  storeDeleted: '店舗を削除しました',
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
