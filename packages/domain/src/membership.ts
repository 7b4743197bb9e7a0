import { addMonths, type Day, longMonthLabel, monthEndOf, monthStartOf } from './calendar.ts';

// 休会 and 退会 by the school's rules (issue 29 §3), written once for the server and the dialog. A request is due
// by the store's deadline day of the month before the first month it affects (前月10日まで): asked on or before
// that day, next month is the first; after it, the month after next.

export interface MembershipRules {
  request_deadline_day: number;
  max_pause_months: number;
  pause_keeps_seat: boolean;
}

export const DEFAULT_MEMBERSHIP_RULES: MembershipRules = {
  request_deadline_day: 10,
  max_pause_months: 3,
  pause_keeps_seat: true,
};

/** The first month ('YYYY-MM') a request made on `today` may affect. */
export function firstAffectedMonth(today: Day, deadlineDay: number): string {
  const late = Number(today.slice(8, 10)) > deadlineDay;
  return addMonths(monthStartOf(today), late ? 2 : 1).slice(0, 7);
}

/** The earliest 退会 day: the end of the first month the deadline allows (退会月の前月N日まで). */
export const earliestWithdrawalDay = (today: Day, deadlineDay: number): Day =>
  monthEndOf(firstAffectedMonth(today, deadlineDay));

/** Months from `from` to `to` inclusive ('YYYY-MM'). */
export const monthsBetween = (from: string, to: string): number =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
  Number(to.slice(5, 7)) -
  Number(from.slice(5, 7)) +
  1;

/** '2027年1月〜2月' (or '2026年12月〜2027年1月'), as the record shows a 休会 period. */
export function pausePeriodLabel(startsOn: Day, endsOn: Day): string {
  const from = longMonthLabel(startsOn.slice(0, 7));
  if (startsOn.slice(0, 4) !== endsOn.slice(0, 4)) return `${from}〜${longMonthLabel(endsOn.slice(0, 7))}`;
  if (startsOn.slice(0, 7) === endsOn.slice(0, 7)) return from;
  return `${from}〜${Number(endsOn.slice(5, 7))}月`;
}

export const membershipMessages = {
  pauseTooEarly: '休会の届け出は前月{day}日までです（{month}からの休会になります）',
  pauseTooLong: '休会は最長{months}か月までです（休会ルール）',
  pauseEndBeforeStart: '休会の終了月は開始月以降を指定してください',
  pauseNotActive: '在籍中の会員のみ休会できます',
  withdrawTooEarly: '退会の届け出は退会月の前月{day}日までです（{date}以降の月末になります）',
  withdrawNotMonthEnd: '退会日は月末の日付を指定してください',
  withdrawnAlready: '既に退会済みの会員です',
  requestOpen: 'この会員には既に休会・退会の予定があります',
  requestStarted: '開始済みの予定は取り消せません',
  requestCancelled: '休会・退会の予定を取り消しました',
  requestCancelledSeatsTaken:
    '休会・退会の予定を取り消しました（{classes}は席が埋まっているため、{date}で終了します）',
  pauseScheduled: '休会を{period}で受け付けました',
  withdrawScheduled: '退会を{date}付けで受け付けました',
  rulesSaved: '休会・退会のルールを更新しました',
  returnScheduled: '{month}から復会します',
  returnNotPause: '復会できるのは休会の届け出だけです',
  returnTooEarly: '復会月は{month}以降を指定してください',
  returnAfterEnd: '休会は{month}までです（休会期間中の月を指定してください）',
  // 各種申請 on マイページ (issue 32): a family asks, the store approves or declines.
  noteDeadline: '{month}からの休会・退会は{date}までの申請です',
  noteMaxPause: '休会は最長{months}か月までです',
  noteWithdrawal: '退会日は月末です（最短で{date}）',
  noteKeepsSeat: '休会中もクラスの席はそのまま確保されます',
  noteReleasesSeat: '休会中はクラスの席が解放されます',
  familyPauseRequested: '休会を申請しました。スクールの承認をお待ちください',
  familyWithdrawRequested: '退会を申請しました。スクールの承認をお待ちください',
  familyRequestPending: 'この会員には承認待ちの{kind}の申請があります',
  familyRequestCancelled: '申請を取り下げました',
  familyRequestNotFound: '申請が見つかりません',
  familyRequestDecided: 'この申請はすでに処理されています',
  familyRequestRejected: '申請を却下しました',
  // コース変更・曜日変更 and 口座変更 (issue 32, the rest of 各種申請).
  familyRequested: '{kind}を申請しました。スクールの承認をお待ちください',
  familyBankAccountRequested: '口座変更を申請しました。スクールから口座振替依頼書をお渡しします',
  noteMoveDeadline: '{month}からのコース変更・曜日変更は{date}までの申請です',
  noteMoveSeat: '変更先のクラスに空きがある場合のみ申請できます（承認時に席が決まります）',
  movePlaceNotFound: '変更する在籍クラスが見つかりません',
  moveRequired: '変更するクラスと変更先のクラスを選んでください',
  moveTargetNotOffered: 'このクラスには変更できません（空きがないか、対象外のクラスです）',
  moveTooEarly: '変更の開始日は{date}以降の月の1日を指定してください（前月{day}日までの申請です）',
  moveDayPassed: '変更の開始日（{date}）を過ぎています。改めて申請してもらってください',
  movePlaceEnded: '変更元のクラスの在籍が終了しています',
  paperNotSent: '口座振替依頼書の送付がまだ記録されていません',
  paperAlreadySent: '口座振替依頼書の送付はすでに記録されています',
  paperOnlyBank: '依頼書の送付を記録できるのは口座変更の申請だけです',
  paperSent: '口座振替依頼書の送付を記録しました',
  accountNotChanged: '新しい口座がまだ登録されていません（顧客詳細の口座振替で登録してから完了してください）',
  bankAccountCompleted: '口座変更の申請を完了しました',
} as const;

/** What a family's request asks for, as the screens name it. */
export const MEMBERSHIP_KIND_LABELS = {
  pause: '休会',
  withdraw: '退会',
  course_change: 'コース変更',
  day_change: '曜日変更',
  bank_account: '口座変更',
} as const;
