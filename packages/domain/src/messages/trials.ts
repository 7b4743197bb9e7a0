// 体験 (trial lessons, issue 29): booking a trial into a dated lesson, the coach's result, the outcome.
// Authored: the product spec names trials without giving these texts.

export const trialMessages = {
  booked: '体験を予約しました',
  cancelled: '体験の予約を取り消しました',
  full: 'この日のレッスンは満席のため体験を予約できません',
  notFound: '体験の予約が見つかりません',
  alreadyBooked: 'この仮登録には既に体験の予約があります。日程を変える場合は予約を変更してください',
  alreadyCancelled: 'この体験の予約は既に取り消されています',
  lessonCancelled: 'このレッスンは休講のため体験を予約できません',
  lessonPast: '過去のレッスンには体験を予約できません',
  lessonStarted: '開始済みのレッスンの体験予約は取り消せません',
  applicationClosed: '本登録済み・キャンセル済みの仮登録には体験を予約できません',
  resultRecorded: '体験の結果を記録しました',
  notYetHeld: 'まだ行われていない体験の結果は記録できません',
  gradeNotFound: '級が見つかりません',
  decided: '体験の結果（入会・見送り）は既に登録されています',
  resultFirst: '先に体験の出欠を記録してください',
  enrolled: '{name}さんが入会し、{class}に在籍しました',
  declined: '体験後の見送りを登録しました（仮登録はキャンセルになりました）',
  reasonRequired: '見送りの理由を入力してください',
} as const;
