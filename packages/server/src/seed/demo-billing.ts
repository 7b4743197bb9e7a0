import { createHash } from 'node:crypto';
import { addBillingMonths, buildInvoices, monthDays, withdrawalDateOf } from '@kayoi/domain/billing';
import { addDays, dayOf, midnightOf } from '@kayoi/domain/calendar';
import { transferResultLabel } from '@kayoi/domain/zengin';
import type { Queryable } from '../db/database.ts';
import { createBillingRepository } from '../modules/billing/repository.ts';
import { billingInputs } from '../modules/billing/use-cases.ts';
import { demoFamilyMembers } from './demo-family.ts';
import { withoutAccount } from './demo-zengin.ts';

// Demo billing (issue 15): a year of cycles in every store, made by the same rule the server generates with, so
// the dashboard, the ledger and the worklists have history, each where the date puts it (issue 28): this month's
// a draft until its closing day (10日), confirmed then, its debit's result (振替結果) imported the morning after
// the withdrawal day (27日 or the next bank business day), and closed some days later. Every eighth member pays
// in cash (at the desk with a receipt, five days before the debit); the others by 口座振替, whose results are
// applied as the import applies a bank's file (a payment per debit, the import and its records kept): about one
// debit in fifty fails for 資金不足; most of those and of the unpaid desk payments are paid at the desk later,
// a few are still open (the late payers the dashboard lists). A family discount group per store and a few goods
// adjustments. The result is the same for the same `now`. The README's マイページ guardian (issue 32) sees both: the
// second child's debit of last month failed (資金不足, still open), the first child's of three months back failed
// and was paid at the desk (a receipt).

const HOUR_MS = 3_600_000;

export async function loadBillingDemo(
  tx: Queryable,
  options: { now: Date; storeIds: readonly number[]; staffIds: readonly number[] },
): Promise<{ cycles: number; invoices: number }> {
  const thisMonth = dayOf(options.now).slice(0, 7);
  const repo = createBillingRepository(tx);
  const { pair } = await demoFamilyMembers(tx, options.storeIds[0] as number, dayOf(options.now));
  // The guardian's children's failed debits, by months back.
  const guardianFails = new Map([
    [1, pair[1]?.id],
    [3, pair[0]?.id],
  ]);
  let cycles = 0;
  for (const [index, storeId] of options.storeIds.entries()) {
    const staffId =
      (
        await tx.query<{ id: number }>(
          `select id from staffs where store_id = $1 and role in ('manager', 'admin') order by id limit 1`,
          [storeId],
        )
      ).rows[0]?.id ?? (options.staffIds[0] as number);
    await tx.query(
      `insert into customer_billing_profiles (customer_id, payment_method)
       select id, 'cash' from customers where store_id = $1 and id % 8 = 3`,
      [storeId],
    );
    // 釣銭準備金: the desk's drawer opens with 30,000 yen every day (the レジ締め expects it).
    await tx.query(
      `insert into billing_settings (store_id, first_month_rule, cash_float) values ($1, $2, 30000)`,
      [storeId, index === 0 ? 'pro_rata' : 'full'],
    );
    // A family: two members of the store with the same family name, the second 1,000 yen off.
    const { rows: family } = await tx.query<{ ids: number[]; family_name: string }>(
      `select array_agg(id order by id) as ids, family_name from customers
        where store_id = $1 and status = 'active' group by family_name having count(*) >= 2
        order by family_name limit 3`,
      [storeId],
    );
    for (const f of family) {
      const { rows } = await tx.query<{ id: number }>(
        `insert into discount_groups (store_id, name, kind, valid_from, created_by, updated_by)
         values ($1, $2, 'family', $3, $4, $4) returning id`,
        [storeId, `${f.family_name}家 兄弟割`, `${addBillingMonths(thisMonth, -12)}-01`, staffId],
      );
      const groupId = rows[0]?.id as number;
      await tx.query(
        `insert into discount_group_members (group_id, customer_id, position)
         select $1, m.id, m.position from unnest($2::int[]) with ordinality as m(id, position) where m.position <= 3`,
        [groupId, f.ids],
      );
      await tx.query(
        `insert into discount_rules (group_id, member_rank, discount_type, value) values ($1, 2, 'fixed', 1000)`,
        [groupId],
      );
    }

    for (let back = 12; back >= 0; back -= 1) {
      const month = addBillingMonths(thisMonth, -back);
      const { first } = monthDays(month);
      const withdrawal = withdrawalDateOf(month, 27);
      const closing = `${month}-10`;
      if (back % 4 === 1) {
        // Goods sold at the desk that month: a swimsuit and a cap for a few members.
        await tx.query(
          `insert into billing_adjustments (store_id, customer_id, billing_month, kind, description, amount,
             created_by, updated_by, created_at)
           select store_id, id, $2::date, 'goods', (array['スクール水着', 'スイムキャップ', 'ゴーグル'])[1 + id % 3],
                  (array[3300, 1100, 1650])[1 + id % 3], $3, $3, $4
             from customers where store_id = $1 and status = 'active' and id % 23 = $5`,
          [storeId, first, staffId, new Date(midnightOf(addDays(first, -20)) + 15 * HOUR_MS), back % 23],
        );
      }
      const cycleId = (await repo.insertCycle(storeId, month, closing, withdrawal, staffId)) as number;
      const { settings, customers, groups, methods } = await billingInputs(tx, storeId, month);
      const drafts = buildInvoices(customers, groups, month, settings).map((d) => ({
        ...d,
        payment_method: methods.get(d.customer_id) ?? 'bank_transfer',
      }));
      await repo.replaceDraftInvoices(cycleId, storeId, month, drafts);
      // Generated and confirmed on the closing day (締め日) at 17:00; this month's, until then, is a draft
      // generated earlier in the month.
      const nowMs = options.now.getTime();
      const confirmedAt = new Date(midnightOf(closing) + 18 * HOUR_MS);
      const generatedAt =
        confirmedAt.getTime() <= nowMs
          ? new Date(confirmedAt.getTime() - HOUR_MS)
          : new Date(Math.min(midnightOf(first) + 10 * HOUR_MS, nowMs - HOUR_MS));
      await repo.markGenerated(cycleId, staffId, generatedAt);
      cycles += 1;
      if (confirmedAt.getTime() > nowMs) continue;
      await repo.markConfirmed(cycleId, staffId, confirmedAt);
      // Cash at the desk before the withdrawal day (one cash payer in twenty has not paid).
      const cashDay = addDays(withdrawal, -5);
      if (midnightOf(cashDay) + 16.5 * HOUR_MS <= nowMs) {
        await cashPayments(tx, {
          storeId,
          staffId,
          where: `i.cycle_id = $2 and i.payment_method = 'cash' and i.total > 0 and (i.customer_id + $3) % 20 <> 0`,
          params: [cycleId, back],
          paidOn: cashDay,
        });
      }
      // The bank's result (振替結果) comes back the morning after the debit and is imported then.
      const resultsAt = new Date(midnightOf(addDays(withdrawal, 1)) + 10 * HOUR_MS);
      if (resultsAt.getTime() > nowMs) continue;
      const alsoFailing = index === 0 ? guardianFails.get(back) : undefined;
      await importDemoResults(tx, {
        cycleId,
        storeId,
        staffId,
        withdrawal,
        at: resultsAt,
        back,
        alsoFailing,
      });
      if (back === 0) continue;
      // Most failed debits and unpaid desk payments of months at least two back were paid at the desk twelve days
      // after the debit; one in ten is still chased (last month's all are).
      if (back >= 2) {
        await cashPayments(tx, {
          storeId,
          staffId,
          where: `i.cycle_id = $2 and i.status in ('failed', 'unpaid') and (i.customer_id + $3) % 10 <> 0`,
          params: [cycleId, back],
          paidOn: addDays(withdrawal, 12),
        });
      }
      // Closed twenty days after the withdrawal, once next month's is confirmed; what is still unpaid stays on
      // its invoices.
      const closedAt = midnightOf(addDays(withdrawal, 20)) + 10 * HOUR_MS;
      if (closedAt <= nowMs) await repo.markClosed(cycleId, staffId, new Date(closedAt));
    }
    await tx.query(
      `insert into receipt_counters (store_id, last_number)
       values ($1, (select coalesce(max(receipt_number), 0) from payments where store_id = $1))`,
      [storeId],
    );
  }
  const { rows } = await tx.query<{ n: number }>('select count(*)::int as n from invoices');
  return { cycles, invoices: rows[0]?.n ?? 0 };
}

/** Cash payments in full of the invoices `where` picks, numbered after the store's last receipt. */
async function cashPayments(
  tx: Queryable,
  p: { storeId: number; staffId: number; where: string; params: unknown[]; paidOn: string },
) {
  const { rows } = await tx.query<{ id: number; invoice_id: number; amount: number }>(
    `insert into payments (store_id, customer_id, method, amount, received, change, paid_on, receipt_number,
       idempotency_key, created_by, created_at)
     select $1, i.customer_id, 'cash', i.total - i.paid_amount, ceil((i.total - i.paid_amount) / 1000.0) * 1000,
            ceil((i.total - i.paid_amount) / 1000.0) * 1000 - (i.total - i.paid_amount), $4::date,
            (select coalesce(max(receipt_number), 0) from payments where store_id = $1) + row_number() over (order by i.id),
            'demo-' || i.id, $5, $4::date + time '16:30' at time zone 'Asia/Tokyo'
       from invoices i where i.store_id = $1 and ${p.where} and i.total > i.paid_amount
     returning id, substr(idempotency_key, 6)::int as invoice_id, amount`,
    [p.storeId, ...p.params, p.paidOn, p.staffId],
  );
  if (rows.length === 0) return;
  await tx.query(
    `insert into payment_allocations (payment_id, invoice_id, amount)
     select x.id, x.invoice_id, x.amount from jsonb_to_recordset($1::jsonb) as x(id int, invoice_id int, amount int)`,
    [JSON.stringify(rows)],
  );
  await tx.query(
    `update invoices i set paid_amount = i.total, status = 'paid', updated_at = now()
      where i.id = any($1::int[])`,
    [rows.map((r) => r.invoice_id)],
  );
}

/**
 * The bank's result of a cycle's 口座振替, as the result import applies it (zengin use-cases): each debit taken
 * is a bank_transfer payment of the invoice on the withdrawal day, about one in fifty failed for 資金不足
 * (by customer and month), and the import with its records is kept for the cycle's 振替結果 screen.
 */
async function importDemoResults(
  tx: Queryable,
  r: {
    cycleId: number;
    storeId: number;
    staffId: number;
    withdrawal: string;
    at: Date;
    back: number;
    /** A member whose debit fails too (the マイページ guardian's child). */
    alsoFailing?: number | undefined;
  },
) {
  const also = r.alsoFailing === undefined ? '' : ` or i.customer_id = ${Number(r.alsoFailing)}`;
  const failing = `((i.customer_id * 7 + ${Number(r.back)}) % 50 = 0${also})`;
  // The debits the file asked for: members with an account.
  const sent = `i.cycle_id = $2 and i.payment_method = 'bank_transfer' and i.total > 0 and not (${withoutAccount('i.customer_id')})`;
  await tx.query(
    `with debited as (
       insert into payments (store_id, customer_id, method, amount, received, change, paid_on, receipt_number,
         idempotency_key, note, created_by, created_at)
       select $1, i.customer_id, 'bank_transfer', i.total, i.total, 0, $3::date, null,
              'zengin:' || i.cycle_id || ':' || i.id || ':demo', '口座振替', $4, $5
         from invoices i
        where ${sent} and not (${failing})
       returning id, idempotency_key, amount)
     insert into payment_allocations (payment_id, invoice_id, amount)
     select id, split_part(idempotency_key, ':', 3)::int, amount from debited`,
    [r.storeId, r.cycleId, r.withdrawal, r.staffId, r.at],
  );
  // One statement (the billing totals' triggers run once): debited, failed, and invoices of nothing to pay (a
  // discount or a credit covers the month) settled as they are.
  await tx.query(
    `update invoices i set
       paid_amount = case when i.total > 0 and ${failing} then i.paid_amount else i.total end,
       status = case when i.total > 0 and ${failing} then 'failed' else 'paid' end,
       failed_reason = case when i.total > 0 and ${failing} then $2 end,
       updated_at = $3
      where i.cycle_id = $1 and i.payment_method = 'bank_transfer'
        and (i.total <= 0 or not (${withoutAccount('i.customer_id')}))`,
    [r.cycleId, transferResultLabel('1'), r.at],
  );
  const { rows } = await tx.query<{ paid: number; failed: number; paid_total: number }>(
    `select count(*) filter (where i.status = 'paid')::int as paid,
            count(*) filter (where i.status = 'failed')::int as failed,
            coalesce(sum(i.total) filter (where i.status = 'paid'), 0)::int as paid_total
       from invoices i where ${sent.replaceAll('$2', '$1')}`,
    [r.cycleId],
  );
  const counts = rows[0] ?? { paid: 0, failed: 0, paid_total: 0 };
  const { rows: imported } = await tx.query<{ id: number }>(
    `insert into transfer_result_imports (cycle_id, store_id, file_name, sha256, status, record_count, paid_count,
       failed_count, unchanged_count, unmatched_count, paid_total, imported_by, imported_at)
     values ($1, $2, $3, $4, 'applied', $5, $6, $7, 0, 0, $8, $9, $10) returning id`,
    [
      r.cycleId,
      r.storeId,
      `FURIKAE_KEKKA_${r.withdrawal.replaceAll('-', '')}.txt`,
      createHash('sha256').update(`kayoi-demo-result:${r.cycleId}`).digest('hex'),
      counts.paid + counts.failed,
      counts.paid,
      counts.failed,
      counts.paid_total,
      r.staffId,
      r.at,
    ],
  );
  await tx.query(
    `insert into transfer_result_records (import_id, record_number, customer_number, customer_id, invoice_id, amount,
       result_code, outcome, message)
     select $1, row_number() over (order by i.customer_id), lpad(i.customer_id::text, 20, '0'), i.customer_id, i.id,
            i.total, case when i.status = 'failed' then '1' else '0' end,
            case when i.status = 'failed' then 'failed' else 'paid' end,
            case when i.status = 'failed' then '振替不能（' || $3 || '）にしました' else '入金済にしました（振替済）' end
       from invoices i where ${sent}`,
    [imported[0]?.id, r.cycleId, transferResultLabel('1')],
  );
  await tx.query(
    `update billing_cycles set status = 'results_imported', revision = revision + 1 where id = $1`,
    [r.cycleId],
  );
}
