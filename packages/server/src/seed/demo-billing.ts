import { addBillingMonths, buildInvoices, monthDays, withdrawalDateOf } from '@kayoi/domain/billing';
import { addDays, dayOf, midnightOf } from '@kayoi/domain/calendar';
import type { Queryable } from '../db/database.ts';
import { createBillingRepository } from '../modules/billing/repository.ts';
import { billingInputs } from '../modules/billing/use-cases.ts';

// Demo billing (issue 15): a year of closed cycles and this month's confirmed one in every store, made by the
// same rule the server generates with, so the dashboard, the ledger and the worklists have history. Every
// eighth member pays in cash (paid at the desk with a receipt); the others by 口座振替, whose results are marked
// here as the bank's file would (issue 16 imports them): about one debit in twenty-five fails for 資金不足, half
// of those paid in cash later, the rest still open (the late payers the dashboard lists). A family discount
// group per store and a few goods adjustments. The result is the same for the same `now`.

const HOUR_MS = 3_600_000;

export async function loadBillingDemo(
  tx: Queryable,
  options: { now: Date; storeIds: readonly number[]; staffIds: readonly number[] },
): Promise<{ cycles: number; invoices: number }> {
  const thisMonth = dayOf(options.now).slice(0, 7);
  const repo = createBillingRepository(tx);
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
      const at = new Date(midnightOf(closing) + 17 * HOUR_MS);
      await repo.markGenerated(cycleId, staffId, at);
      await repo.markConfirmed(cycleId, staffId, new Date(at.getTime() + HOUR_MS));
      cycles += 1;
      if (back === 0) continue;

      // 口座振替 results: paid, or failed for 資金不足 (about one in twenty-five, by customer and month).
      await tx.query(
        `update invoices set
           paid_amount = case when (customer_id * 7 + $2) % 25 = 0 then 0 else total end,
           status = case when total <= 0 then 'paid' when (customer_id * 7 + $2) % 25 = 0 then 'failed' else 'paid' end,
           failed_reason = case when (customer_id * 7 + $2) % 25 = 0 and total > 0 then '資金不足' end
         where cycle_id = $1 and payment_method = 'bank_transfer'`,
        [cycleId, back],
      );
      // Cash at the desk before the withdrawal day; half of the failed debits paid in cash twelve days later
      // (only for months at least two back: last month's are still being chased).
      await cashPayments(tx, {
        storeId,
        staffId,
        where: `i.cycle_id = $2 and i.payment_method = 'cash' and i.total > 0 and (i.customer_id + $3) % 11 <> 0`,
        params: [cycleId, back],
        paidOn: addDays(withdrawal, -5),
      });
      if (back >= 2) {
        await cashPayments(tx, {
          storeId,
          staffId,
          where: `i.cycle_id = $2 and i.status = 'failed' and i.customer_id % 2 = 0 and $3::int >= 0`,
          params: [cycleId, back],
          paidOn: addDays(withdrawal, 12),
        });
      }
      // Closed some days after the withdrawal; what is still unpaid stays on its invoices.
      const closedOn = addDays(withdrawal, back === 1 ? 3 : 20);
      await repo.markClosed(cycleId, staffId, new Date(midnightOf(closedOn) + 10 * HOUR_MS));
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
     returning id, (select x.id from invoices x where x.store_id = $1 and 'demo-' || x.id = idempotency_key) as invoice_id,
               amount`,
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
