import { describe, expect, it } from 'vitest';
import { preRegistrationStatusLabels, roleLabels } from '../src/labels.ts';
import {
  authMessages,
  cardLoginErrorMessage,
  cardMessages,
  customerCardErrorMessage,
  fieldLabels,
  fieldMessages,
  formatMessage,
  loginErrorMessageForStatus,
  messageOrDefault,
  mutationMessages,
  serverMessages,
  validationMessages,
} from '../src/messages.ts';
import {
  allowedNextStatuses,
  type PreRegistrationStatus,
  preRegistrationStatuses,
  preRegistrationTransitions,
} from '../src/status.ts';

describe('loginErrorMessageForStatus', () => {
  it.each([
    [401, 'メールアドレスまたはパスワードが正しくありません'],
    [429, 'ログイン試行回数が多すぎます。しばらく待ってから再試行してください'],
    [422, '入力内容に問題があります'],
    [500, 'サーバーエラーが発生しました。しばらく待ってから再試行してください'],
    [502, 'サーバーエラーが発生しました。しばらく待ってから再試行してください'],
    [503, 'サーバーエラーが発生しました。しばらく待ってから再試行してください'],
    [504, 'ログインに失敗しました'],
    [400, 'ログインに失敗しました'],
    [403, 'ログインに失敗しました'],
    [0, 'ログインに失敗しました'],
  ])('when the status is %i and the server sent no message, then the alert reads %s', (status, expected) => {
    expect(loginErrorMessageForStatus(status)).toBe(expected);
  });

  it('when the server sent a message, then the alert shows it whatever the status', () => {
    expect(loginErrorMessageForStatus(429, 'アクセス制限中です（残り5分）')).toBe(
      'アクセス制限中です（残り5分）',
    );
    expect(loginErrorMessageForStatus(500, 'DB停止中')).toBe('DB停止中');
  });

  it('when the server message is blank, then the status decides', () => {
    expect(loginErrorMessageForStatus(401, '  ')).toBe(authMessages.invalidCredentials);
  });
});

describe('cardLoginErrorMessage', () => {
  it.each([
    [422, '登録されていないNFCカードです。管理者にお問い合わせください'],
    [403, 'このカードは現在無効化されています'],
    [429, 'NFCアクセス頻度が制限を超えました'],
  ])(
    'when the status is %i, then the fixed text %s is shown even if the server sent one',
    (status, expected) => {
      expect(cardLoginErrorMessage(status)).toBe(expected);
      expect(cardLoginErrorMessage(status, 'server text')).toBe(expected);
    },
  );

  it.each([
    ['no answer (undefined)', undefined],
    ['status 0', 0],
  ])('when the request failed with %s, then it asks to check the network', (_, status) => {
    expect(cardLoginErrorMessage(status)).toBe('ネットワーク接続を確認してください');
  });

  it('when another status comes with a server message, then the server message is shown', () => {
    expect(cardLoginErrorMessage(500, 'カードリーダーエラー')).toBe('カードリーダーエラー');
  });

  it.each([
    [403, 'DEVICE_NOT_ENROLLED', serverMessages.deviceNotEnrolled],
    [403, 'FORBIDDEN', serverMessages.deviceOfOtherStore],
    [422, 'PIN_REQUIRED', 'カード暗証番号を入力してください'],
    [422, 'INVALID_PIN', 'カード暗証番号が正しくありません'],
  ])(
    'when %i %s comes, then its own text is shown, not the unknown/disabled card wording',
    (status, code, text) => {
      expect(cardLoginErrorMessage(status, text, code)).toBe(text);
      expect(cardLoginErrorMessage(status, undefined, code)).toBe(text);
      expect(cardLoginErrorMessage(status, 'サーバーの文言', code)).toBe('サーバーの文言');
    },
  );

  it.each([
    [422, 'CARD_NOT_REGISTERED', cardMessages.unregistered],
    [422, 'VALIDATION_ERROR', cardMessages.unregistered],
    [403, 'CARD_DISABLED', cardMessages.disabled],
    [429, 'TOO_MANY_REQUESTS', cardMessages.rateLimited],
  ])('when %i %s comes, then the fixed wording stays', (status, code, text) => {
    expect(cardLoginErrorMessage(status, 'server text', code)).toBe(text);
  });

  it('when another status comes without a message, then the default is shown', () => {
    expect(cardLoginErrorMessage(500)).toBe('NFCログインに失敗しました');
    expect(cardLoginErrorMessage(401, '')).toBe(cardMessages.loginFailed);
  });
});

describe('customerCardErrorMessage', () => {
  it.each([
    [404, undefined, '顧客情報が見つかりません'],
    [403, undefined, 'このカードは無効です'],
    [500, 'サーバー側の説明', 'サーバー側の説明'],
    [500, undefined, '読み取りエラーが発生しました'],
    [undefined, undefined, '読み取りエラーが発生しました'],
  ])('when the status is %s and the server said %s, then the toast reads %s', (status, server, expected) => {
    expect(customerCardErrorMessage(status, server)).toBe(expected);
  });
});

describe('messageOrDefault', () => {
  it('when the server sent a message, then it wins over the mutation default', () => {
    expect(messageOrDefault('既に変換済みです', mutationMessages.convertFailed)).toBe('既に変換済みです');
  });
  it.each([[undefined], [null], [''], [' ']])(
    'when the server message is %j, then the default is used',
    (server) => {
      expect(messageOrDefault(server, mutationMessages.deleteFailed)).toBe('削除に失敗しました');
    },
  );
});

describe('formatMessage', () => {
  it('when a field template is filled, then it reads as the server says it', () => {
    expect(formatMessage(fieldMessages.required, { field: fieldLabels.family_name })).toBe('姓は必須です');
    expect(formatMessage(fieldMessages.tooLong, { field: fieldLabels.city, max: 50 })).toBe(
      '市区町村は50文字以内で入力してください',
    );
    expect(formatMessage(fieldMessages.invalidFormat, { field: fieldLabels.postal_code })).toBe(
      '郵便番号の形式が正しくありません',
    );
    expect(formatMessage(fieldMessages.notNumeric, { field: fieldLabels.store_id })).toBe(
      '店舗IDは数値である必要があります',
    );
  });

  it('when the welcome and lockout templates are filled, then names and times appear', () => {
    expect(formatMessage(authMessages.loginSuccessWelcome, { name: '佐藤' })).toBe('佐藤さん、ようこそ');
    expect(formatMessage(authMessages.lockedOut, { time: '10:15' })).toBe(
      'ログイン試行回数を超過しました。10:15まで待機してください',
    );
  });

  it('when a placeholder has no value, then it is left visible', () => {
    expect(formatMessage('{field}は{max}文字以内', { field: '姓' })).toBe('姓は{max}文字以内');
  });
});

describe('pre-registration statuses', () => {
  it.each([
    ['pending', ['confirmed', 'cancelled']],
    ['confirmed', ['cancelled']],
    ['converted', []],
    ['cancelled', ['pending']],
  ] as const)('when the status is %s, then it may change to %j', (status, next) => {
    expect(allowedNextStatuses(status)).toEqual(next);
  });

  it('when any status is looked up, then no transition leads back to itself or to converted', () => {
    for (const status of preRegistrationStatuses) {
      const next: readonly PreRegistrationStatus[] = preRegistrationTransitions[status];
      expect(next).not.toContain(status);
      expect(next).not.toContain('converted');
    }
  });

  it('when labels are shown, then they are the seed wording', () => {
    expect(preRegistrationStatusLabels).toEqual({
      pending: '未確認',
      confirmed: '確認済み',
      converted: '変換済み',
      cancelled: 'キャンセル',
    });
    expect(roleLabels).toEqual({ admin: '管理者', manager: 'マネージャー', staff: 'スタッフ' });
  });
});

describe('seed wording', () => {
  // A guard against accidental edits: these strings are quoted verbatim in the product spec.
  it.each([
    [serverMessages.forbidden, 'このアクションを実行する権限がありません'],
    [serverMessages.unauthenticated, '認証が必要です'],
    [serverMessages.notFound, 'リソースが見つかりません'],
    [serverMessages.notImplemented, 'この機能は準備中です'],
    [serverMessages.loggedOut, 'ログアウトしました'],
    [serverMessages.passwordResetLinkSent, 'パスワード再設定用のメールを送信しました'],
    [serverMessages.passwordResetDone, 'パスワードを再設定しました'],
    [serverMessages.passwordResetTokenInvalid, 'パスワード再設定トークンが無効です'],
    [serverMessages.storeSwitched, '店舗を切り替えました'],
    [validationMessages.email.required, 'メールアドレスは必須です'],
    [validationMessages.email.invalid, '正しいメールアドレスを入力してください'],
    [validationMessages.password.loginTooShort, 'パスワードは7文字以上で入力してください'],
    [validationMessages.password.resetTooShort, 'パスワードは8文字以上で入力してください'],
    [validationMessages.password.confirmationRequired, 'パスワード確認は必須です'],
    [validationMessages.password.mismatch, 'パスワードが一致しません'],
    [validationMessages.token.required, 'トークンは必須です'],
    [validationMessages.nfcId.required, 'NFCカードIDは必須です'],
    [validationMessages.nfcId.invalid, 'NFCカードIDの形式が不正です'],
    [validationMessages.store.required, '店舗を選択してください'],
    [validationMessages.store.notNumeric, '店舗IDは数値である必要があります'],
    [validationMessages.preRegistration.avatarTooLarge, 'アバターのサイズは2MB以下である必要があります'],
    [validationMessages.preRegistration.avatarNotImage, 'アバターは画像ファイルである必要があります'],
    [
      validationMessages.preRegistration.familyNameKanaNotKatakana,
      '姓（カナ）は全角カタカナで入力してください',
    ],
    [validationMessages.preRegistration.birthDateNotPast, '生年月日は今日より前の日付を指定してください'],
    [validationMessages.preRegistration.confirmationRequired, '個人情報の取り扱いに同意してください'],
    [validationMessages.preRegistrationStatus.statusRequired, 'ステータスを選択してください'],
    [validationMessages.preRegistrationStatus.notesTooLong, 'メモは1000文字以内で入力してください'],
    [mutationMessages.createFailed, '登録に失敗しました'],
    [mutationMessages.confirmFailed, '確認に失敗しました'],
    [mutationMessages.updateFailed, '更新に失敗しました'],
    [mutationMessages.commentPostErrorTitle, 'コメント投稿エラー'],
    [cardMessages.unregisteredTitle, 'カード未登録'],
    [cardMessages.timeout, '処理がタイムアウトしました'],
    [cardMessages.staffCardRequired, 'スタッフカードをかざしてください'],
    [cardMessages.notRegisteredYet, 'このNFCカードはまだ登録されていません'],
  ])('when %s is shown, then it is the seed text', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
