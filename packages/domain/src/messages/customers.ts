// Customers (issue 6; authored in the seed's style).

export const customerMessages = {
  created: '顧客を登録しました',
  updated: '顧客情報を更新しました',
  deleted: '顧客を削除しました',
  statusChanged: 'ステータスを変更しました',
  contractCreated: '契約を追加しました',
  contractUpdated: '契約を変更しました',
  contractDeleted: '契約を削除しました',
  exportFailed: 'CSVの出力に失敗しました',
  postalCodeNotFound: '該当する住所が見つかりません',
  photoNotFound: '画像が見つかりません',
} as const;
