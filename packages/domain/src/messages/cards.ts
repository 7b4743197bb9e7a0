import { messageOrDefault } from './format.ts';
import { serverMessages } from './server.ts';

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
