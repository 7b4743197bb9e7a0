import type {
  CollectionProfile,
  CustomerBankAccount,
  CustomerLedger,
  TransferResultImport,
  TransferResultOutcome,
  TransferResultRecord,
  TransferResults,
  ZenginExport,
  ZenginPrecheck,
} from '@kayoi/api-client';
import { CYCLES, cycleOf } from './billingStoryData.ts';

// The 口座振替 stories' records (issue 16): 渋谷校's November 2026 cycle, confirmed and exported twice through
// 三井住友銀行 (v2 after an account was fixed), two invoices that cannot go in, and the bank's answer with one
// 資金不足 (山田 花子) and one record that matches no invoice.

/** November 2026, confirmed: the cycle the export and the result stories are about. */
export const NOVEMBER = cycleOf('2026-11', {
  id: 11,
  status: 'exported',
  paid: 0,
  outstanding: 1498300,
  closed_at: null,
  withdrawal_date: '2026-11-27',
});

export const ZENGIN_CYCLES = [CYCLES[0], NOVEMBER, ...CYCLES.slice(2)].filter((c) => c !== undefined);

const stamp = '2026-11-20T10:00:00+09:00';

export const PROFILES: CollectionProfile[] = [
  {
    id: 1,
    store_id: 1,
    name: '三井住友銀行 口座振替',
    consignor_code: '1234567890',
    consignor_name: 'ｶ)ｶﾖｲｽｲﾐﾝｸﾞｽｸｰﾙ',
    bank_code: '0009',
    bank_name: '三井住友',
    branch_code: '234',
    branch_name: '渋谷駅前',
    account_type: 1,
    account_number: '7654321',
    withdrawal_day_rule: 'cycle',
    withdrawal_day: null,
    new_code_policy: 'first_debit',
    record_framing: 120,
    file_name_pattern: 'ZENGIN_{consignor_code}_{withdrawal_date}_v{version}.txt',
    extra_allowed_characters: 'ｰ',
    max_amount_per_record: null,
    is_default: true,
    export_count: 2,
    created_at: stamp,
    updated_at: stamp,
  },
  {
    id: 2,
    store_id: 1,
    name: 'JACCS 収納代行',
    consignor_code: '9876543210',
    consignor_name: 'ｶﾖｲｽｲﾐﾝｸﾞｽｸｰﾙ',
    bank_code: '0001',
    bank_name: 'みずほ',
    branch_code: '110',
    branch_name: '渋谷',
    account_type: 1,
    account_number: '1234567',
    withdrawal_day_rule: 'fixed_day',
    withdrawal_day: 26,
    new_code_policy: 'always_zero',
    record_framing: 122,
    file_name_pattern: 'JACCS_{billing_month}_v{version}.txt',
    extra_allowed_characters: '',
    max_amount_per_record: 100000,
    is_default: false,
    export_count: 0,
    created_at: stamp,
    updated_at: stamp,
  },
];

export const PRECHECK: ZenginPrecheck = {
  cycle_id: 11,
  cycle_status: 'exported',
  profile_id: 1,
  profile_name: '三井住友銀行 口座振替',
  withdrawal_date: '2026-11-27',
  exportable: true,
  blocking_message: null,
  included_count: 164,
  included_total: 1356200,
  issues: [
    {
      invoice_id: 3301,
      customer_id: 1540,
      customer_name: '佐々木 蓮',
      member_number: '100244',
      amount: 8800,
      reason_code: 'no_account',
      message: '口座が登録されていません',
    },
    {
      invoice_id: 3317,
      customer_id: 1561,
      customer_name: '髙橋 美優',
      member_number: '100263',
      amount: 9900,
      reason_code: 'invalid_holder_name',
      message: '口座名義に使えない文字があります（髙）',
    },
  ],
};

const sha = (seed: string) => seed.repeat(64 / seed.length).slice(0, 64);

export const EXPORTS: ZenginExport[] = [
  {
    id: 7,
    cycle_id: 11,
    profile_id: 1,
    profile_name: '三井住友銀行 口座振替',
    version: 2,
    file_name: 'ZENGIN_1234567890_20261127_v2.txt',
    withdrawal_date: '2026-11-27',
    record_count: 164,
    total_amount: 1356200,
    sha256: sha('9f2c41d7'),
    byte_size: 20160,
    is_latest: true,
    exported_at: '2026-11-21T09:12:00+09:00',
    exported_by: '佐藤 美咲',
  },
  {
    id: 6,
    cycle_id: 11,
    profile_id: 1,
    profile_name: '三井住友銀行 口座振替',
    version: 1,
    file_name: 'ZENGIN_1234567890_20261127_v1.txt',
    withdrawal_date: '2026-11-27',
    record_count: 163,
    total_amount: 1347400,
    sha256: sha('3b7e0a55'),
    byte_size: 20040,
    is_latest: false,
    exported_at: '2026-11-20T17:40:00+09:00',
    exported_by: '佐藤 美咲',
  },
];

const record = (overrides: Partial<TransferResultRecord>): TransferResultRecord => ({
  import_id: 5,
  record_number: 2,
  customer_number: '00000000000000001532',
  customer_id: 1532,
  customer_name: '山田 花子',
  invoice_id: 3120,
  amount: 7700,
  result_code: '0',
  result_label: '振替済',
  outcome: 'paid',
  message: '入金済にしました',
  ...overrides,
});

const FAILED = record({
  record_number: 3,
  result_code: '1',
  result_label: '資金不足',
  outcome: 'failed',
  message: '振替不能（資金不足）にしました',
});
const UNMATCHED = record({
  record_number: 9,
  customer_number: '00000000000000009999',
  customer_id: null,
  customer_name: null,
  invoice_id: null,
  amount: 5500,
  outcome: 'unmatched',
  message: '顧客番号と金額が一致する請求がありません',
});
const PAID = record({
  customer_id: 1533,
  customer_name: '山田 太郎',
  customer_number: '00000000000000001533',
});

export const IMPORT: TransferResultImport = {
  id: 5,
  cycle_id: 11,
  file_name: 'RESULT_20261127.txt',
  sha256: sha('c0ffee42'),
  status: 'applied',
  record_count: 164,
  paid_count: 162,
  failed_count: 1,
  unchanged_count: 0,
  unmatched_count: 1,
  paid_total: 1342800,
  imported_at: '2026-11-28T10:05:00+09:00',
  imported_by: '佐藤 美咲',
};

export const OUTCOME: TransferResultOutcome = {
  import: IMPORT,
  paid: [PAID],
  failed: [FAILED],
  unchanged: [],
  unmatched: [UNMATCHED],
};

export const RESULTS: TransferResults = {
  cycle_id: 11,
  imports: [IMPORT],
  records: [PAID, FAILED, UNMATCHED],
};

export const NO_RESULTS: TransferResults = { cycle_id: 11, imports: [], records: [] };

/** 山田 花子's account as the server keeps it: typed in hiragana, sent in half-width katakana. */
export const ACCOUNT: CustomerBankAccount = {
  customer_id: 1532,
  bank_code: '0009',
  bank_name: '三井住友',
  bank_name_kana: 'ﾐﾂｲｽﾐﾄﾓ',
  branch_code: '234',
  branch_name: '渋谷駅前',
  branch_name_kana: 'ｼﾌﾞﾔｴｷﾏｴ',
  account_type: 1,
  account_number: '0123456',
  account_holder_kana: 'やまだ いちろう',
  account_holder: 'ﾔﾏﾀﾞ ｲﾁﾛｳ',
  zengin_customer_number: '00000000000000001532',
  new_code: 1,
  mandate_received_on: '2026-11-02',
  payer_name: '山田 一郎',
  payment_method: 'bank_transfer',
  first_debited_on: null,
  updated_at: '2026-11-02T15:20:00+09:00',
  updated_by: '佐藤 美咲',
};

/** The record's 請求・入金履歴 above the panel, pinned (its height moves the panel in the baselines). */
export const LEDGER_WITHOUT_ENTRIES: CustomerLedger = {
  customer_id: 1532,
  payment_method: 'bank_transfer',
  invoiced_total: 0,
  paid_total: 0,
  balance: 0,
  entries: [],
  open_invoices: [],
};
