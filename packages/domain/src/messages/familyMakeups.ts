// 振替予約 on マイページ (issue 31): what a family reads when it books or cancels a makeup lesson. The desk's rules
// (program, grade range, seats, cutoff, expiry) answer in the classes module's words; these are the family's own.

export const familyMakeupMessages = {
  booked: '振替レッスンを予約しました',
  cancelled: '振替予約を取り消しました。振替権はお戻ししました',
  /** `{days}`: how far ahead a family may book. */
  outsideWindow: '振替の予約は{days}日先のレッスンまでです',
  /** `{cutoff}`: the school's booking cutoff before the lesson starts (2時間, 30分). */
  cancelClosed:
    '振替予約の取り消しは、レッスン開始の{cutoff}前までです。お手数ですが、スクールへお電話ください',
  creditNotFound: '振替権が見つかりません',
  bookingNotFound: '振替予約が見つかりません',
} as const;
