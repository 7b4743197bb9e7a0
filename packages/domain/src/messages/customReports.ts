// Custom reports (issue 18): the builder's refusals and the saved reports. Authored (the seed names none).

export const customReportMessages = {
  unknownMeasure: '指定された指標は集計できません',
  unknownDimension: '指定された集計軸は使えません',
  dimensionNotForMeasure: '「{measure}」は「{dimension}」別に集計できません',
  filterNotForMeasure: '「{measure}」は「{dimension}」で絞り込めません',
  nameRequired: 'レポート名を入力してください',
  nameTooLong: 'レポート名は100文字以内で入力してください',
  nameTaken: '同じ名前のレポートがすでにあります',
  saved: 'レポートを保存しました',
  updated: 'レポートを更新しました',
  deleted: 'レポートを削除しました',
} as const;
