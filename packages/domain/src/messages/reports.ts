// Reports (issue 18): the period and the daily sign-off. Authored (the seed names no report messages).

export const reportMessages = {
  invalidDate: '日付の形式が正しくありません（YYYY-MM-DD）',
  periodInverted: '開始日は終了日以前の日付を指定してください',
  periodTooLong: '期間は{max}以内で指定してください',
  dailyOneDay: '日報は1日を指定してください',
  futureDay: '未来の日付は指定できません',
  allStoresAdminOnly: '全店舗の集計は管理者のみ表示できます',
  unknownTable: '指定された表がありません',
  signedOff: '日報を締めました',
  alreadySignedOff: 'この日はすでに締められています',
  allStores: '全店舗',
} as const;
