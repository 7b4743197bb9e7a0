// マイページ's 請求・お支払い (issue 32): the invoices, the desk's receipts and the year's payment summary.

export const familyBillingMessages = {
  invoiceNotFound: '請求が見つかりません',
  receiptNotFound: '領収書が見つかりません',
  receiptOfVoidedPayment: '取り消されたお支払いの領収書は発行できません',
} as const;
