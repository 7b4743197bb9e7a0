import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createInflateRaw, deflateRawSync, constants as zlibConstants } from 'node:zlib';
import { withdrawalDateOf } from '@kayoi/domain/billing';
import {
  ACCOUNT_HOLDER_RULE,
  checkZenginText,
  dataRecord,
  encodeZengin,
  endRecord,
  headerRecord,
  trailerRecord,
  ZENGIN_RECORD_LENGTH,
  zenginAllowedSet,
  zenginInformativeName,
} from '@kayoi/domain/zengin';
import type { Queryable } from '../../db/database.ts';
import { ensureBankMaster } from '../banks/master.ts';
import { findBank, findBranch } from '../banks/repository.ts';
import { advanceCycle, type CycleForTransfer } from '../billing/bank-transfers.ts';
import type { CollectionProfileRow, ExportCandidate, MasterEntry } from './repository.ts';
import { conflict, cycleOf, notFound, refuse, repo } from './use-case-support.ts';
import { type ZenginActor, type ZenginDeps, zenginServerMessages } from './use-cases.ts';

// 口座振替's request file: a cycle's pre-check, the file written a page at a time into a kept version, and the
// versions sent again as they were written.

// ---------------------------------------------------------------------------------------------------------
// The request file

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
