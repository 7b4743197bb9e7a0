// RECONCILE: move to @kayoi/api-client/messages once the catalogue lands.
export const serverMessages = {
  unauthenticated: '認証が必要です',
  tokenExpired: 'セッションの有効期限が切れました。再度ログインしてください',
  forbidden: 'このアクションを実行する権限がありません',
  notFound: 'リソースが見つかりません',
  validationFailed: '入力内容に問題があります',
  badRequest: 'リクエストの形式が正しくありません',
  unsupportedMediaType: 'サポートされていない形式のリクエストです',
  payloadTooLarge: 'リクエストのサイズが大きすぎます',
  tooManyRequests: 'リクエストが多すぎます。しばらく待ってから再試行してください',
  serverError: 'サーバーエラーが発生しました。しばらく待ってから再試行してください',
  notImplemented: 'この機能は準備中です',
  invalidCredentials: 'メールアドレスまたはパスワードが正しくありません',
  loginLocked: 'ログイン試行回数が多すぎます。しばらく待ってから再試行してください',
  loggedOut: 'ログアウトしました',
  resetMailSent: 'パスワード再設定用のメールを送信しました',
  passwordReset: 'パスワードを再設定しました',
  resetTokenInvalid: 'パスワード再設定トークンが無効です',
  storeSwitched: '店舗を切り替えました',
  storeRequired: '店舗を選択してください',
  storeNotFound: '店舗が見つかりません',
  cardNotRegistered: '登録されていないNFCカードです。管理者にお問い合わせください',
  cardDisabled: 'このカードは現在無効化されています',
  nfcRateLimited: 'NFCアクセス頻度が制限を超えました',
  preferencesSaved: '設定を保存しました',
} as const;

const labels: Record<string, string> = {
  email: 'メールアドレス',
  password: 'パスワード',
  password_confirmation: 'パスワード確認',
  token: 'トークン',
  remember: 'ログイン状態の保持',
  device_name: 'デバイス名',
  nfc_uid: 'NFCカードID',
  store_id: '店舗',
  theme: 'テーマ',
  timestamp: 'タイムスタンプ',
  sessionId: 'セッションID',
};

export const fieldLabel = (field: string) => labels[field] ?? field;

/** The Japanese message for one failed schema rule of one field. */
export function validationMessage(keyword: string, label: string, params: Record<string, unknown>): string {
  if (label === labels.email && keyword === 'format') return '正しいメールアドレスを入力してください';
  if (label === labels.store_id) return serverMessages.storeRequired;
  switch (keyword) {
    case 'required':
      return `${label}は必須です`;
    case 'maxLength':
      return `${label}は${String(params.limit)}文字以内で入力してください`;
    case 'minLength':
      return Number(params.limit) <= 1
        ? `${label}は必須です`
        : `${label}は${String(params.limit)}文字以上で入力してください`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `${label}は${String(params.limit)}以上で入力してください`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `${label}は${String(params.limit)}以下で入力してください`;
    case 'enum':
    case 'const':
      return `${label}の値が正しくありません`;
    case 'type':
      return params.type === 'integer' || params.type === 'number'
        ? `${label}は数値である必要があります`
        : `${label}の形式が正しくありません`;
    default:
      return `${label}の形式が正しくありません`;
  }
}
