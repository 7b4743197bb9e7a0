import { CARD_ENTITY_ID_MAX } from '../constants.ts';
import { customerCardMessages } from './cards.ts';

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
