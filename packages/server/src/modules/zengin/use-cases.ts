import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createInflateRaw, deflateRawSync, constants as zlibConstants } from 'node:zlib';
import { withdrawalDateOf } from '@kayoi/domain/billing';
import { longMonthLabel } from '@kayoi/domain/calendar';
import { notificationMessages } from '@kayoi/domain/messages';
import {
  ACCOUNT_HOLDER_RULE,
  CONTROL_CHARACTERS,
  checkZenginText,
  dataRecord,
  encodeZengin,
  endRecord,
  headerRecord,
  normalizeAccountNumber,
  normalizeExtraCharacters,
  type ParsedZenginGroup,
  parseZenginFile,
  resultFileErrors,
  toZenginName,
  trailerMismatches,
  trailerRecord,
  transferResultLabel,
  ZENGIN_CODE_JIS,
  ZENGIN_KIND_ACCOUNT_TRANSFER,
  ZENGIN_RECORD_LENGTH,
  zenginAllowedSet,
  zenginCustomerNumber,
  zenginInformativeName,
  zenginMessages,
} from '@kayoi/domain/zengin';
import type { AppConfig } from '../../config.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { ApiError, type FieldErrors } from '../../http/envelope.ts';
import { validationFailed } from '../../http/formErrors.ts';
import { ensureBankMaster } from '../banks/master.ts';
import { findBank, findBranch } from '../banks/repository.ts';
import {
  advanceCycle,
  type CycleForTransfer,
  cycleForTransfer,
  lockCycleInvoices,
  markDebitFailed,
  recordBankDebit,
  reverseBankDebit,
} from '../billing/bank-transfers.ts';
import { notifyMemberFamilies } from '../notifications/events.ts';
import {
  type CollectionProfileRow,
  createZenginRepository,
  type ExportCandidate,
  type MasterEntry,
  type ProfileWrite,
  type TransferRecordRow,
} from './repository.ts';

// 口座振替 (issue 16): bank accounts, collection profiles, the request file and the result file. The file's
// characters, fields and records are @kayoi/domain/zengin; what goes in, versions, matching and idempotency here.

export interface ZenginDeps {
  db: Database;
  config: Pick<AppConfig, 'now'>;
}

export interface ZenginActor {
  staffId: number;
  storeId: number;
}

const repo = (db: Queryable) => createZenginRepository(db);
const notFound = () => new ApiError(404, 'NOT_FOUND', 'お探しのデータが見つかりません');
const conflict = (message: string) => new ApiError(409, 'CONFLICT', message);
const refuse = (errors: FieldErrors) => validationFailed(errors);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

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

// ---------------------------------------------------------------------------------------------------------
// The request file

async function cycleOf(db: Queryable, actor: ZenginActor, cycleId: number): Promise<CycleForTransfer> {
  const cycle = await cycleForTransfer(db, actor.storeId, cycleId);
  if (!cycle) throw notFound();
  return cycle;
}

async function profileFor(deps: ZenginDeps, actor: ZenginActor, profileId: number | undefined) {
  const r = repo(deps.db);
  if (profileId !== undefined) {
    const profile = await r.profile(actor.storeId, profileId);
    if (!profile) throw refuse({ profile_id: [zenginServerMessages.unknownProfile] });
    return profile;
  }
  return r.defaultProfile(actor.storeId);
}

/** 引落日 of a cycle with a profile: the cycle's, or the profile's fixed day of the billing month. */
export const withdrawalDateFor = (cycle: CycleForTransfer, profile: CollectionProfileRow) =>
  profile.withdrawal_day_rule === 'fixed_day' && profile.withdrawal_day
    ? withdrawalDateOf(cycle.billing_month, profile.withdrawal_day)
    : cycle.withdrawal_date;

type Issue = { reason_code: string; message: string };
type DataRecord = Parameters<typeof dataRecord>[0] & { invoiceId: number };
type Checked = { issue: Issue; record: null } | { issue: null; record: DataRecord };

/** Why an invoice cannot go into the profile's file, or its record's account fields as the file writes them. */
function candidateCheck(profile: CollectionProfileRow, master: Map<string, MasterEntry>) {
  const allowed = zenginAllowedSet(profile.extra_allowed_characters);
  const limit = profile.max_amount_per_record ?? 9_999_999_999;
  const { reasons } = zenginServerMessages;
  const readings = new Map<string, string>();
  /** A bank's or branch's reading as the file writes it, converted once per code. */
  const reading = (key: string) => {
    let name = readings.get(key);
    if (name === undefined) {
      name = zenginInformativeName(master.get(key)?.kana ?? '');
      readings.set(key, name);
    }
    return name;
  };
  const refuse = (reason_code: string, message: string): Checked => ({
    issue: { reason_code, message },
    record: null,
  });
  return (c: ExportCandidate): Checked => {
    if (!c.bank_code || !c.branch_code || !c.account_number || !c.customer_number) {
      return refuse('no_account', reasons.no_account);
    }
    const branchKey = `${c.bank_code}-${c.branch_code}`;
    if (master.get(c.bank_code)?.active !== true) return refuse('unknown_bank', reasons.unknown_bank);
    if (master.get(branchKey)?.active !== true) return refuse('unknown_branch', reasons.unknown_branch);
    if (!/^\d{7}$/.test(c.account_number) || ![1, 2, 4, 9].includes(c.account_type ?? 0)) {
      return refuse('invalid_account', reasons.invalid_account);
    }
    const holder = checkZenginText(c.account_holder ?? '', { ...ACCOUNT_HOLDER_RULE, allowed });
    if (!holder.ok) return refuse('invalid_holder_name', holder.message);
    if (c.amount > limit) return refuse('over_limit', reasons.over_limit(limit));
    return {
      issue: null,
      record: {
        invoiceId: c.invoice_id,
        bankCode: c.bank_code,
        bankName: reading(c.bank_code),
        branchCode: c.branch_code,
        branchName: reading(branchKey),
        accountType: c.account_type as number,
        accountNumber: c.account_number,
        accountHolder: holder.value,
        amount: c.amount,
        newCode: profile.new_code_policy === 'always_zero' ? 0 : (c.new_code ?? 1),
        customerNumber: c.customer_number,
      },
    };
  };
}

/** Invoices read at a time: what an export holds is about a page (2,000 rows: 1 to 2 MB of heap). */
const PAGE = 2_000;

/** The cycle's candidates a page at a time (keyset), each with its issue or its data record. */
async function* candidatePages(db: Queryable, cycleId: number, profile: CollectionProfileRow) {
  const r = repo(db);
  const check = candidateCheck(profile, await r.masterOfCycle(cycleId));
  let after = 0;
  for (;;) {
    const page = await r.exportCandidates(cycleId, after, PAGE);
    yield page.map((candidate) => ({ candidate, ...check(candidate) }));
    if (page.length < PAGE) return;
    after = (page[page.length - 1] as ExportCandidate).invoice_id;
  }
}

export async function precheckExport(
  deps: ZenginDeps,
  actor: ZenginActor,
  cycleId: number,
  profileId: number | undefined,
) {
  const cycle = await cycleOf(deps.db, actor, cycleId);
  await ensureBankMaster(deps.db, deps.config.now);
  const profile = await profileFor(deps, actor, profileId);
  const issues: (Issue & { invoice_id: number; customer_id: number; amount: number })[] = [];
  let count = 0;
  let total = 0;
  if (profile) {
    for await (const page of candidatePages(deps.db, cycle.id, profile)) {
      for (const { candidate: c, issue } of page) {
        if (issue) {
          issues.push({ invoice_id: c.invoice_id, customer_id: c.customer_id, amount: c.amount, ...issue });
        } else {
          count += 1;
          total += c.amount;
        }
      }
    }
  }
  const names = await repo(deps.db).customerNames(issues.map((i) => i.customer_id));
  const blocking =
    cycle.status === 'draft'
      ? zenginServerMessages.notConfirmed
      : !profile
        ? zenginServerMessages.noProfile
        : count === 0
          ? zenginServerMessages.nothingToExport
          : null;
  return {
    cycle_id: cycle.id,
    cycle_status: cycle.status,
    profile_id: profile?.id ?? null,
    profile_name: profile?.name ?? null,
    withdrawal_date: profile ? withdrawalDateFor(cycle, profile) : null,
    exportable: blocking === null,
    blocking_message: blocking,
    included_count: count,
    included_total: total,
    issues: issues.map((i) => ({
      invoice_id: i.invoice_id,
      customer_id: i.customer_id,
      customer_name: names.get(i.customer_id)?.name ?? '',
      member_number: names.get(i.customer_id)?.member_number ?? '',
      amount: i.amount,
      reason_code: i.reason_code,
      message: i.message,
    })),
  };
}

const fileNameOf = (
  pattern: string,
  v: { consignor: string; withdrawal: string; month: string; version: number },
) =>
  pattern
    .replaceAll('{consignor_code}', v.consignor)
    .replaceAll('{withdrawal_date}', v.withdrawal.replaceAll('-', ''))
    .replaceAll('{billing_month}', v.month.replace('-', ''))
    .replaceAll('{version}', String(v.version));

type Header = Parameters<typeof headerRecord>[0];

/**
 * The file's bytes a page of records at a time (JIS X 0201 is one byte a character, so a page is one buffer):
 * the header with the first page, a data record per invoice that passes the pre-check, then trailer and end.
 * Nothing is kept from one page to the next but the count and the total.
 */
export async function* zenginFileChunks(
  pages: AsyncIterable<DataRecord[]>,
  header: Header,
  framing: 120 | 122,
): AsyncGenerator<{ bytes: Uint8Array; records: DataRecord[] }> {
  const stride = framing === 122 ? ZENGIN_RECORD_LENGTH + 2 : ZENGIN_RECORD_LENGTH;
  const eol = framing === 122 ? '\r\n' : '';
  const encode = (texts: string[]) => {
    const buffer = new Uint8Array(stride * texts.length);
    for (const [i, text] of texts.entries()) encodeZengin(text + eol, buffer, i * stride);
    return buffer;
  };
  let lead = [headerRecord(header)];
  let count = 0;
  let total = 0;
  for await (const records of pages) {
    for (const record of records) total += record.amount;
    count += records.length;
    yield { bytes: encode([...lead, ...records.map(dataRecord)]), records };
    lead = [];
  }
  yield { bytes: encode([...lead, trailerRecord({ count, amount: total }), endRecord()]), records: [] };
}

/** A kept version of the request file, sent as it was written (inflated a slice at a time). */
export interface ZenginFileDownload {
  id: number;
  fileName: string;
  byteSize: number;
  body: Readable;
}

/** Records appended to a new version at a time (their deflated bytes are a few hundred kilobytes). */
const APPEND_RECORDS = 20_000;

/** Deflated bytes read from the database at a time when a version is sent. */
const STORED_SLICE = 64 * 1024;

function storedFile(
  db: Queryable,
  file: { id: number; cycle_id: number; file_name: string; byte_size: number; stored_size: number },
): ZenginFileDownload {
  const r = repo(db);
  async function* slices() {
    for (let at = 0; at < file.stored_size; at += STORED_SLICE)
      yield await r.exportSlice(file.cycle_id, file.id, at, STORED_SLICE);
  }
  const body = createInflateRaw();
  pipeline(Readable.from(slices()), body).catch((error) => body.destroy(error));
  return { id: file.id, fileName: file.file_name, byteSize: file.byte_size, body };
}

/**
 * The request file of a confirmed cycle. Under the cycle's lock, the records are written a page at a time
 * into a new version row (each page's bytes hashed and deflated, with its invoices and amounts, appended to
 * the row), so memory holds one page whatever the file's size. Once the hash is known: the same bytes as the
 * latest version → the new row is dropped and the latest answered; otherwise the new row is that version.
 * The file is then sent from the kept row.
 */
export async function exportFile(
  deps: ZenginDeps,
  actor: ZenginActor,
  cycleId: number,
  profileId: number | undefined,
): Promise<ZenginFileDownload> {
  const cycle = await cycleOf(deps.db, actor, cycleId);
  if (cycle.status === 'draft') throw conflict(zenginServerMessages.notConfirmed);
  await ensureBankMaster(deps.db, deps.config.now);
  const found = await profileFor(deps, actor, profileId);
  if (!found) throw refuse({ profile_id: [zenginServerMessages.noProfile] });
  const profile = found;
  const withdrawal = withdrawalDateFor(cycle, profile);
  const header = {
    consignorCode: profile.consignor_code,
    consignorName: profile.consignor_name,
    withdrawalDate: withdrawal,
    bankCode: profile.bank_code,
    bankName: zenginInformativeName(await bankKana(deps.db, profile.bank_code)),
    branchCode: profile.branch_code,
    branchName: zenginInformativeName(await branchKana(deps.db, profile.bank_code, profile.branch_code)),
    accountType: profile.account_type,
    accountNumber: profile.account_number,
  };
  const kept = await deps.db.transaction(async (tx) => {
    const r = repo(tx);
    await r.lockCycleExports(cycle.id);
    const latest = await r.latestExport(cycle.id, profile.id);
    const version = (latest?.version ?? 0) + 1;
    const fileName = fileNameOf(profile.file_name_pattern, {
      consignor: profile.consignor_code,
      withdrawal,
      month: cycle.billing_month,
      version,
    });
    const id = await r.insertExport(
      {
        cycleId: cycle.id,
        storeId: actor.storeId,
        profileId: profile.id,
        fileName,
        consignorCode: profile.consignor_code,
        withdrawalDate: withdrawal,
        staffId: actor.staffId,
        at: deps.config.now(),
      },
      version,
    );
    async function* pages() {
      for await (const page of candidatePages(tx, cycle.id, profile)) {
        yield page.flatMap(({ record }) => (record ? [record] : []));
      }
    }
    const hash = createHash('sha256');
    let count = 0;
    let total = 0;
    let byteSize = 0;
    let storedSize = 0;
    // Pages are appended to the row a few at a time (each append rewrites the row's arrays).
    let pending = { deflated: [] as Uint8Array[], invoiceIds: [] as number[], amounts: [] as number[] };
    const append = async () => {
      const deflated = Buffer.concat(pending.deflated);
      await r.appendExport(id, deflated, pending.invoiceIds, pending.amounts);
      storedSize += deflated.length;
      pending = { deflated: [], invoiceIds: [], amounts: [] };
    };
    const chunks = zenginFileChunks(pages(), header, profile.record_framing as 120 | 122);
    for await (const { bytes, records } of chunks) {
      hash.update(bytes);
      byteSize += bytes.length;
      count += records.length;
      for (const record of records) {
        total += record.amount;
        pending.invoiceIds.push(record.invoiceId);
        pending.amounts.push(record.amount);
      }
      // Each page a run of deflate blocks ending on a byte (sync flush); the stream's last block follows.
      pending.deflated.push(deflateRawSync(bytes, { level: 1, finishFlush: zlibConstants.Z_SYNC_FLUSH }));
      if (pending.invoiceIds.length >= APPEND_RECORDS) await append();
    }
    if (count === 0) throw refuse({ cycle: [zenginServerMessages.nothingToExport] });
    const sha256 = hash.digest('hex');
    await advanceCycle(tx, cycle.id, ['confirmed'], 'exported');
    if (latest && latest.sha256 === sha256) {
      // The same bytes as the latest version (the hash says so): that version, answered as it is.
      await r.deleteExport(id);
      return r.exportHead(cycle.id, latest.id);
    }
    pending.deflated.push(deflateRawSync(new Uint8Array(0), { level: 1 }));
    await append();
    await r.finishExport(id, { recordCount: count, totalAmount: total, sha256, byteSize });
    return { id, cycle_id: cycle.id, file_name: fileName, byte_size: byteSize, stored_size: storedSize };
  });
  if (!kept) throw notFound();
  return storedFile(deps.db, kept);
}

async function bankKana(db: Queryable, code: string) {
  return (await findBank(db, code))?.kana ?? '';
}
async function branchKana(db: Queryable, bankCode: string, code: string) {
  return (await findBranch(db, bankCode, code))?.kana ?? '';
}

export async function listExports(deps: ZenginDeps, actor: ZenginActor, cycleId: number) {
  const cycle = await cycleOf(deps.db, actor, cycleId);
  return repo(deps.db).exports(cycle.id);
}

export async function exportVersion(
  deps: ZenginDeps,
  actor: ZenginActor,
  cycleId: number,
  exportId: number,
): Promise<ZenginFileDownload> {
  const cycle = await cycleOf(deps.db, actor, cycleId);
  const file = await repo(deps.db).exportHead(cycle.id, exportId);
  if (!file) throw notFound();
  return storedFile(deps.db, file);
}

// ---------------------------------------------------------------------------------------------------------
// The result file

type RecordOutcome = Omit<TransferRecordRow, 'import_id'>;

/** The file's groups against the cycle's exports: 種別コード, コード区分, 委託者コード, 引落日, the trailers. */
function fileMismatches(
  groups: ParsedZenginGroup[],
  exported: { consignor_code: string; withdrawal_date: string }[],
): string[] {
  const out: string[] = [];
  for (const group of groups) {
    const { header } = group;
    const where = `${header.recordNumber}件目のヘッダーレコード`;
    if (header.kind !== ZENGIN_KIND_ACCOUNT_TRANSFER)
      out.push(`${where}：種別コード「${header.kind}」は口座振替（91）ではありません`);
    if (header.codeType !== ZENGIN_CODE_JIS)
      out.push(`${where}：コード区分「${header.codeType}」はJIS（0）ではありません`);
    const sameConsignor = exported.filter((e) => e.consignor_code === header.consignorCode);
    if (sameConsignor.length === 0) {
      out.push(`${where}：委託者コード「${header.consignorCode}」はこの請求サイクルの振替データにありません`);
    } else if (
      !sameConsignor.some((e) => e.withdrawal_date.slice(5).replace('-', '') === header.withdrawalMmdd)
    ) {
      const expected = sameConsignor.map((e) => e.withdrawal_date.slice(5).replace('-', '')).join('・');
      out.push(
        `${where}：引落日「${header.withdrawalMmdd}」がこの請求サイクルの引落日（${expected}）と一致しません`,
      );
    }
    out.push(...trailerMismatches(group));
  }
  return out;
}

/** A failed debit told to the member's families with the bank's reason (once per invoice, however often re-imported). */
function notifyDebitFailed(
  tx: Queryable,
  invoice: { id: number; customer_id: number },
  month: string,
  reason: string,
  at: Date,
) {
  return notifyMemberFamilies(
    tx,
    {
      kind: 'debit_failed',
      eventKey: `debit-failed:${invoice.id}`,
      customerId: invoice.customer_id,
      title: notificationMessages.debitFailedTitle,
      body: notificationMessages.debitFailedBody,
      values: { month: longMonthLabel(month), reason },
      path: '/my/billing',
    },
    at,
  );
}

export async function importResults(
  deps: ZenginDeps,
  actor: ZenginActor,
  cycleId: number,
  file: { filename: string; bytes: Uint8Array } | undefined,
) {
  const cycle = await cycleOf(deps.db, actor, cycleId);
  if (!file || file.bytes.length === 0) throw refuse({ file: [zenginServerMessages.noFile] });
  if (cycle.status === 'closed') throw conflict(zenginServerMessages.closed);
  const exported = await repo(deps.db).exportedItems(cycle.id);
  if (exported.headers.length === 0 || cycle.status === 'draft')
    throw conflict(zenginServerMessages.notExported);
  const parsed = parseZenginFile(file.bytes);
  if (parsed.errors.length > 0) throw refuse({ file: parsed.errors });
  const codeErrors = resultFileErrors(parsed.groups);
  if (codeErrors.length > 0) throw refuse({ file: codeErrors });
  const mismatches = fileMismatches(parsed.groups, exported.headers);
  if (mismatches.length > 0) throw refuse({ file: mismatches });
  const hash = sha256(file.bytes);
  const at = deps.config.now();
  /** Each group's 引落日 as its export wrote it (the header carries MMDD only): the debit's day. */
  const withdrawalOf = (group: ParsedZenginGroup) =>
    exported.headers.find(
      (e) =>
        e.consignor_code === group.header.consignorCode &&
        e.withdrawal_date.slice(5).replace('-', '') === group.header.withdrawalMmdd,
    )?.withdrawal_date ?? cycle.withdrawal_date;

  const importId = await deps.db.transaction(async (tx) => {
    const r = repo(tx);
    await r.lockCycleResults(cycle.id);
    const seenBefore = (await r.appliedImportOf(cycle.id, hash)) !== null;
    const invoices = await lockCycleInvoices(tx, cycle.id);
    const current = await r.currentResults(cycle.id);
    const inFile = new Set<number>();
    const outcomes: (RecordOutcome & { invoice_id: number | null })[] = [];
    for (const { record, withdrawal } of parsed.groups.flatMap((g) =>
      g.records.map((record) => ({ record, withdrawal: withdrawalOf(g) })),
    )) {
      const code = record.resultCode;
      const label = transferResultLabel(code);
      const customerId = Number(record.customerNumber);
      const invoice = Number.isSafeInteger(customerId) ? invoices.get(customerId) : undefined;
      const base = {
        record_number: record.recordNumber,
        customer_number: record.customerNumber,
        customer_id: invoice ? customerId : null,
        customer_name: null,
        invoice_id: invoice?.id ?? null,
        amount: record.amount,
        result_code: code,
        result_label: label,
      };
      if (!invoice || !exported.amounts.get(invoice.id)?.has(record.amount)) {
        outcomes.push({
          ...base,
          customer_id: null,
          invoice_id: null,
          outcome: 'unmatched',
          message: '顧客番号と金額が一致する請求がこのサイクルの振替データにありません',
        });
        continue;
      }
      if (inFile.has(invoice.id)) {
        outcomes.push({
          ...base,
          outcome: 'unmatched',
          message: '同じ請求の結果がファイル内で重複しています',
        });
        continue;
      }
      inFile.add(invoice.id);
      const before = current.get(invoice.id);
      if (seenBefore || before === code) {
        outcomes.push({ ...base, outcome: 'unchanged', message: `変更なし（${label}）` });
        continue;
      }
      if (code === '0') {
        if (invoice.total - invoice.paid_amount < record.amount) {
          outcomes.push({
            ...base,
            outcome: 'unmatched',
            message: '既に入金済みの請求です（現金などで入金済み）。二重入金がないか確認してください',
          });
          continue;
        }
        await recordBankDebit(tx, {
          storeId: actor.storeId,
          customerId: invoice.customer_id,
          invoiceId: invoice.id,
          amount: record.amount,
          paidOn: withdrawal,
          key: `zengin:${cycle.id}:${invoice.id}:${hash.slice(0, 16)}`,
          staffId: actor.staffId,
          at,
        });
        await r.markFirstDebit(invoice.customer_id, withdrawal);
        outcomes.push({ ...base, outcome: 'paid', message: '入金済にしました（振替済）' });
      } else {
        if (before === '0') {
          await reverseBankDebit(tx, {
            invoiceId: invoice.id,
            reason: label,
            voidReason: `振替結果の訂正（${label}）`,
            staffId: actor.staffId,
            at,
          });
        } else {
          await markDebitFailed(tx, invoice.id, label);
        }
        await notifyDebitFailed(tx, invoice, cycle.billing_month, label, at);
        outcomes.push({ ...base, outcome: 'failed', message: `振替不能（${label}）にしました` });
      }
    }
    const count = (outcome: string) => outcomes.filter((o) => o.outcome === outcome).length;
    const counts = {
      record: outcomes.length,
      paid: count('paid'),
      failed: count('failed'),
      unchanged: count('unchanged'),
      unmatched: count('unmatched'),
      paidTotal: outcomes.filter((o) => o.outcome === 'paid').reduce((sum, o) => sum + o.amount, 0),
    };
    const status = seenBefore || counts.paid + counts.failed === 0 ? 'unchanged' : 'applied';
    const id = await r.insertImport({
      cycleId: cycle.id,
      storeId: actor.storeId,
      fileName: file.filename || 'result.txt',
      sha256: hash,
      status,
      counts,
      staffId: actor.staffId,
      at,
    });
    await r.insertRecords(id, outcomes);
    await advanceCycle(tx, cycle.id, ['confirmed', 'exported'], 'results_imported');
    return id;
  });
  return resultOutcome(deps, cycle.id, importId);
}

async function resultOutcome(deps: ZenginDeps, cycleId: number, importId: number) {
  const r = repo(deps.db);
  const [row, records] = await Promise.all([r.importRow(importId), r.records(cycleId, importId)]);
  const labelled = records.map(withLabel);
  const of = (outcome: string) => labelled.filter((record) => record.outcome === outcome);
  return {
    import: row,
    paid: of('paid'),
    failed: of('failed'),
    unchanged: of('unchanged'),
    unmatched: of('unmatched'),
  };
}

const withLabel = (record: Omit<TransferRecordRow, 'result_label'>): TransferRecordRow => ({
  ...record,
  result_label: transferResultLabel(record.result_code),
});

export async function listResults(deps: ZenginDeps, actor: ZenginActor, cycleId: number) {
  const cycle = await cycleOf(deps.db, actor, cycleId);
  const r = repo(deps.db);
  const [imports, records] = await Promise.all([r.imports(cycle.id), r.records(cycle.id)]);
  return { cycle_id: cycle.id, imports, records: records.map(withLabel) };
}

export const importMessage = (outcome: Awaited<ReturnType<typeof resultOutcome>>) =>
  outcome.import.status === 'unchanged' && outcome.import.paid_count + outcome.import.failed_count === 0
    ? zenginServerMessages.alreadyImported
    : zenginServerMessages.imported({
        paid: outcome.import.paid_count,
        failed: outcome.import.failed_count,
        unchanged: outcome.import.unchanged_count,
        unmatched: outcome.import.unmatched_count,
      });
