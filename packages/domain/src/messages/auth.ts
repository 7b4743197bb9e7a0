import { serverMessages } from './server.ts';

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
