import { serverMessages } from './server.ts';

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
