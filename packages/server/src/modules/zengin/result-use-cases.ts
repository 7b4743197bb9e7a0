import { createHash } from 'node:crypto';
import { longMonthLabel } from '@kayoi/domain/calendar';
import { notificationMessages } from '@kayoi/domain/messages';
import {
  type ParsedZenginGroup,
  parseZenginFile,
  resultFileErrors,
  trailerMismatches,
  transferResultLabel,
  ZENGIN_CODE_JIS,
  ZENGIN_KIND_ACCOUNT_TRANSFER,
} from '@kayoi/domain/zengin';
import type { Queryable } from '../../db/database.ts';
import {
  advanceCycle,
  lockCycleInvoices,
  markDebitFailed,
  recordBankDebit,
  reverseBankDebit,
} from '../billing/bank-transfers.ts';
import { notifyMemberFamilies } from '../notifications/events.ts';
import type { TransferRecordRow } from './repository.ts';
import { conflict, cycleOf, refuse, repo } from './use-case-support.ts';
import { type ZenginActor, type ZenginDeps, zenginServerMessages } from './use-cases.ts';

// 口座振替's result file: checked against the cycle's exports, each record matched to its invoice and applied
// (paid, failed, a correction) once however often the file comes again; the imports and their records.

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

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
