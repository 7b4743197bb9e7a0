import {
  ACCOUNT_HOLDER_RULE,
  CONTROL_CHARACTERS,
  normalizeAccountNumber,
  normalizeExtraCharacters,
  toZenginName,
  zenginCustomerNumber,
  zenginInformativeName,
  zenginMessages,
} from '@kayoi/domain/zengin';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { FieldErrors } from '../../http/envelope.ts';
import { ensureBankMaster } from '../banks/master.ts';
import { findBank, findBranch } from '../banks/repository.ts';
import type { ProfileWrite } from './repository.ts';
import { conflict, notFound, refuse, repo } from './use-case-support.ts';

// 口座振替 (issue 16): bank accounts, collection profiles, the request file and the result file. The file's
// characters, fields and records are @kayoi/domain/zengin; what goes in, versions, matching and idempotency here.
//
// One file per aggregate: this one has the deps, the messages, the bank accounts and the collection profiles;
// export-use-cases.ts the request file, result-use-cases.ts the result file, use-case-support.ts what they share.

export interface ZenginDeps {
  db: Database;
  config: Pick<AppConfig, 'now'>;
}

export interface ZenginActor {
  staffId: number;
  storeId: number;
}

export const zenginServerMessages = {
  accountSaved: '口座情報を保存しました',
  profileCreated: '収納代行設定を登録しました',
  profileUpdated: '収納代行設定を更新しました',
  profileDeleted: '収納代行設定を削除しました',
  profileHasExports: 'この収納代行設定で出力した振替データがあるため削除できません',
  unknownBank: '金融機関コードが銀行マスタにありません',
  unknownBranch: '支店コードがこの金融機関の支店にありません',
  closedBank: 'この金融機関は銀行マスタで使用停止になっています',
  closedBranch: 'この支店は銀行マスタで使用停止になっています',
  noProfile: '収納代行設定（委託者コード）が登録されていません。先に収納代行設定を登録してください',
  unknownProfile: '指定された収納代行設定が見つかりません',
  notConfirmed: '請求サイクルが確定されていません。確定してから振替データを出力してください',
  closed: '締め済みの請求サイクルです',
  nothingToExport: '振替データに含められる請求がありません（事前チェックの一覧を確認してください）',
  notExported: '振替データを出力してから振替結果を取り込んでください',
  noFile: '振替結果ファイルを選択してください',
  fileName:
    'ファイル名の形式は英数字と _ - . と {consignor_code} {withdrawal_date} {billing_month} {version} のみ使えます',
  withdrawalDay: '引落日を毎月の指定日にする場合は日付（1〜31）を入力してください',
  imported: (c: { paid: number; failed: number; unchanged: number; unmatched: number }) =>
    `振替結果を取り込みました（入金 ${c.paid}件・振替不能 ${c.failed}件・変更なし ${c.unchanged}件・該当なし ${c.unmatched}件）`,
  alreadyImported: 'このファイルは取込済みです。変更はありません',
  reasons: {
    no_account: '口座情報が登録されていません',
    invalid_account: '口座番号・預金種目が正しくありません',
    unknown_bank: '金融機関コードが銀行マスタにないか、使用停止です',
    unknown_branch: '支店コードが銀行マスタにないか、使用停止です',
    over_limit: (limit: number) =>
      `1件あたりの引落上限額（${limit.toLocaleString('ja-JP')}円）を超えています`,
  },
} as const;

// ---------------------------------------------------------------------------------------------------------
// Bank accounts

async function bankAndBranchErrors(db: Database, now: () => Date, bankCode: string, branchCode: string) {
  await ensureBankMaster(db, now);
  const errors: FieldErrors = {};
  const bank = await findBank(db, bankCode);
  if (!bank) errors.bank_code = [zenginServerMessages.unknownBank];
  else if (!bank.is_active) errors.bank_code = [zenginServerMessages.closedBank];
  else {
    const branch = await findBranch(db, bankCode, branchCode);
    if (!branch) errors.branch_code = [zenginServerMessages.unknownBranch];
    else if (!branch.is_active) errors.branch_code = [zenginServerMessages.closedBranch];
  }
  return errors;
}

function accountView(row: NonNullable<Awaited<ReturnType<ReturnType<typeof repo>['account']>>>) {
  const { bank_kana, branch_kana, ...rest } = row;
  return {
    ...rest,
    bank_name_kana: zenginInformativeName(bank_kana),
    branch_name_kana: zenginInformativeName(branch_kana),
  };
}

export async function readBankAccount(deps: ZenginDeps, actor: ZenginActor, customerId: number) {
  const r = repo(deps.db);
  if (!(await r.customerOfStore(actor.storeId, customerId))) throw notFound();
  const row = await r.account(customerId);
  return row ? accountView(row) : null;
}

export interface BankAccountInput {
  bank_code: string;
  branch_code: string;
  account_type: 1 | 2 | 4 | 9;
  account_number: string;
  account_holder_kana: string;
  payer_name?: string | null;
  mandate_received_on?: string | null;
}

export async function saveBankAccount(
  deps: ZenginDeps,
  actor: ZenginActor,
  customerId: number,
  input: BankAccountInput,
) {
  const r = repo(deps.db);
  if (!(await r.customerOfStore(actor.storeId, customerId))) throw notFound();
  const errors = await bankAndBranchErrors(deps.db, deps.config.now, input.bank_code, input.branch_code);
  const accountNumber = normalizeAccountNumber(input.account_number);
  if (!accountNumber) errors.account_number = [zenginMessages.accountNumber];
  // Kept with the long-vowel mark: a profile whose bank refuses it writes '-' (checkZenginText).
  const holder = toZenginName(input.account_holder_kana, ACCOUNT_HOLDER_RULE);
  if (!holder.ok) errors.account_holder_kana = [holder.message];
  if (input.payer_name && CONTROL_CHARACTERS.test(input.payer_name))
    errors.payer_name = [zenginMessages.controlCharacters('口座名義人')];
  if (Object.keys(errors).length > 0 || !holder.ok || !accountNumber) throw refuse(errors);
  await r.saveAccount(
    customerId,
    {
      bank_code: input.bank_code,
      branch_code: input.branch_code,
      account_type: input.account_type,
      account_number: accountNumber,
      account_holder_kana: input.account_holder_kana.trim(),
      account_holder: holder.value,
      zengin_customer_number: zenginCustomerNumber(customerId),
      mandate_received_on: input.mandate_received_on ?? null,
      payer_name: input.payer_name?.trim() || null,
    },
    actor.staffId,
  );
  return accountView((await r.account(customerId)) as NonNullable<Awaited<ReturnType<typeof r.account>>>);
}

// ---------------------------------------------------------------------------------------------------------
// Collection profiles

export const DEFAULT_FILE_NAME_PATTERN = 'ZENGIN_{consignor_code}_{withdrawal_date}_v{version}.txt';
const FILE_NAME_PATTERN =
  /^(?:[A-Za-z0-9_.-]|\{(?:consignor_code|withdrawal_date|billing_month|version)\})+$/;

export interface ProfileInput {
  name: string;
  consignor_code: string;
  consignor_name: string;
  bank_code: string;
  branch_code: string;
  account_type: 1 | 2 | 9;
  account_number: string;
  withdrawal_day_rule?: 'cycle' | 'fixed_day';
  withdrawal_day?: number | null;
  new_code_policy?: 'first_debit' | 'always_zero';
  record_framing?: 120 | 122;
  file_name_pattern?: string;
  extra_allowed_characters?: string;
  max_amount_per_record?: number | null;
  is_default?: boolean;
}

async function profileWrite(deps: ZenginDeps, input: ProfileInput): Promise<ProfileWrite> {
  const errors = await bankAndBranchErrors(deps.db, deps.config.now, input.bank_code, input.branch_code);
  const extra = normalizeExtraCharacters(input.extra_allowed_characters ?? '');
  if (CONTROL_CHARACTERS.test(input.name)) errors.name = [zenginMessages.controlCharacters('名称')];
  const consignor = toZenginName(input.consignor_name, { label: '委託者名', maxLength: 40, extra });
  if (!consignor.ok) errors.consignor_name = [consignor.message];
  const accountNumber = normalizeAccountNumber(input.account_number);
  if (!accountNumber) errors.account_number = [zenginMessages.accountNumber];
  const rule = input.withdrawal_day_rule ?? 'cycle';
  if (rule === 'fixed_day' && !input.withdrawal_day)
    errors.withdrawal_day = [zenginServerMessages.withdrawalDay];
  const pattern = input.file_name_pattern?.trim() || DEFAULT_FILE_NAME_PATTERN;
  if (!FILE_NAME_PATTERN.test(pattern)) errors.file_name_pattern = [zenginServerMessages.fileName];
  if (Object.keys(errors).length > 0 || !consignor.ok || !accountNumber) throw refuse(errors);
  return {
    name: input.name.trim(),
    consignor_code: input.consignor_code,
    consignor_name: consignor.value,
    bank_code: input.bank_code,
    branch_code: input.branch_code,
    account_type: input.account_type,
    account_number: accountNumber,
    withdrawal_day_rule: rule,
    withdrawal_day: rule === 'fixed_day' ? (input.withdrawal_day ?? null) : null,
    new_code_policy: input.new_code_policy ?? 'first_debit',
    record_framing: input.record_framing ?? 120,
    file_name_pattern: pattern,
    extra_allowed_characters: extra,
    max_amount_per_record: input.max_amount_per_record ?? null,
    is_default: input.is_default ?? false,
  };
}

export const listProfiles = (deps: ZenginDeps, actor: ZenginActor) => repo(deps.db).profiles(actor.storeId);

export async function readProfile(deps: ZenginDeps, actor: ZenginActor, id: number) {
  const profile = await repo(deps.db).profile(actor.storeId, id);
  if (!profile) throw notFound();
  return profile;
}

export async function createProfile(deps: ZenginDeps, actor: ZenginActor, input: ProfileInput) {
  const write = await profileWrite(deps, input);
  const id = await deps.db.transaction(async (tx) => {
    const r = repo(tx);
    await r.lockStoreProfiles(actor.storeId);
    // The store's first profile is its default.
    const isDefault = write.is_default || !(await r.hasProfiles(actor.storeId));
    if (isDefault) await r.clearDefault(actor.storeId);
    return r.insertProfile(actor.storeId, { ...write, is_default: isDefault }, actor.staffId);
  });
  return readProfile(deps, actor, id);
}

export async function updateProfile(deps: ZenginDeps, actor: ZenginActor, id: number, input: ProfileInput) {
  const current = await readProfile(deps, actor, id);
  const write = await profileWrite(deps, input);
  await deps.db.transaction(async (tx) => {
    const r = repo(tx);
    await r.lockStoreProfiles(actor.storeId);
    // The default moves to another profile only by marking that one; unmarking the default keeps it.
    const isDefault = write.is_default || current.is_default;
    if (write.is_default && !current.is_default) await r.clearDefault(actor.storeId);
    await r.updateProfile(actor.storeId, id, { ...write, is_default: isDefault }, actor.staffId);
  });
  return readProfile(deps, actor, id);
}

export async function deleteProfile(deps: ZenginDeps, actor: ZenginActor, id: number) {
  const current = await readProfile(deps, actor, id);
  if (current.export_count > 0) throw conflict(zenginServerMessages.profileHasExports);
  await repo(deps.db).deleteProfile(actor.storeId, id);
}
