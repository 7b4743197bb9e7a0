import type { components } from '@kayoi/api-client/schema';
import type { BillingSettings, InvoiceDraft } from '@kayoi/domain/billing';
import type { Day } from '@kayoi/domain/calendar';
import type { TaxByRate } from '@kayoi/domain/money';
import type { Queryable } from '../../db/database.ts';

// The billing module's SQL (issue 15). It owns billing_settings, customer_billing_profiles, billing_cycles,
// invoices, invoice_lines, billing_adjustments, discount_groups, discount_group_members, discount_rules,
// receipt_counters, payments, payment_allocations and cash_closes. Lists join a name from customers, staffs
// and stores (lists joining a name); the customers' status on a day is read here as a read model (see
// `statusesOn`). Months go in and out as 'YYYY-MM' and are kept as their first day.

/** The rows answer as the spec's schemas say (the handlers send them as they are). */
type Schemas = components['schemas'];

const monthOut = (column: string) => `to_char(${column}, 'YYYY-MM')`;
const monthIn = (month: string) => `${month}-01`;
/** An instant as the API writes it: ISO 8601 in Tokyo time (a null stays null). */
const instant = (column: string) =>
  `to_char(${column} at time zone 'Asia/Tokyo', 'YYYY-MM-DD"T"HH24:MI:SS"+09:00"')`;
const staffName = (column: string) => `(select s.name from staffs s where s.id = ${column})`;
const customerName = (alias: string) => `${alias}.family_name || ' ' || ${alias}.given_name`;

export const DEFAULT_SETTINGS: BillingSettings & {
  withdrawal_day: number;
  closing_day: number;
  cash_float: number;
} = {
  first_month_rule: 'full',
  annual_fee_month: 4,
  withdrawal_day: 27,
  closing_day: 10,
  cash_float: 0,
};
export type StoreBillingSettings = typeof DEFAULT_SETTINGS;

export type CycleRow = Schemas['BillingCycle'];

const CYCLE_COLUMNS = `c.id, c.store_id, ${monthOut('c.billing_month')} as billing_month,
  c.closing_date::text as closing_date, c.withdrawal_date::text as withdrawal_date, c.status, c.revision,
  coalesce(f.invoice_count, 0)::int as invoice_count, coalesce(f.total, 0)::int as total,
  coalesce(f.tax, 0)::int as tax, coalesce(f.paid, 0)::int as paid,
  coalesce(f.total - f.paid, 0)::int as outstanding,
  ${instant('c.generated_at')} as generated_at, ${staffName('c.generated_by')} as generated_by, ${instant('c.confirmed_at')} as confirmed_at,
  ${staffName('c.confirmed_by')} as confirmed_by, ${instant('c.closed_at')} as closed_at, ${instant('c.created_at')} as created_at`;
const CYCLE_FIGURES = `left join lateral (
  select count(*) as invoice_count, sum(i.total) as total, sum(i.tax) as tax, sum(i.paid_amount) as paid
    from invoices i where i.cycle_id = c.id and i.status <> 'void') f on true`;

export type InvoiceRow = Schemas['Invoice'];

const OPEN_STATUSES = `('unpaid', 'partially_paid', 'failed')`;

/** An invoice with its lines and the customer's unpaid earlier invoices (carried, shown apart). */
const INVOICE_COLUMNS = `i.id, i.cycle_id, i.customer_id, ${customerName('cu')} as customer_name, cu.member_number,
  ${monthOut('i.billing_month')} as billing_month, i.payment_method, i.total, i.tax, i.tax_by_rate, i.paid_amount,
  i.total - i.paid_amount as outstanding, i.status, i.failed_reason,
  coalesce((select sum(e.total - e.paid_amount) from invoices e
             where e.customer_id = i.customer_id and e.billing_month < i.billing_month
               and e.status in ${OPEN_STATUSES}), 0)::int as carried_balance,
  coalesce((select json_agg(json_build_object('source', 'carry', 'invoice_id', e.id,
               'billing_month', ${monthOut('e.billing_month')}, 'outstanding', e.total - e.paid_amount)
               order by e.billing_month, e.id)
             from invoices e where e.customer_id = i.customer_id and e.billing_month < i.billing_month
               and e.status in ${OPEN_STATUSES}), '[]'::json) as carried,
  coalesce((select json_agg(json_build_object('id', l.id, 'source', l.source, 'source_id', l.source_id,
               'kind', l.kind, 'description', l.description, 'amount', l.amount, 'tax_rate', l.tax_rate,
               'program_id', l.program_id) order by l.position)
             from invoice_lines l where l.invoice_id = i.id), '[]'::json) as lines`;

export type AdjustmentRow = Schemas['BillingAdjustment'];

const ADJUSTMENT_COLUMNS = `a.id, a.customer_id, ${customerName('cu')} as customer_name, cu.member_number,
  ${monthOut('a.billing_month')} as billing_month, a.kind, a.description, a.amount, a.tax_rate,
  case when a.voided_at is not null then 'void' when a.invoice_id is not null then 'applied' else 'open' end as status,
  a.invoice_id, ${instant('a.created_at')} as created_at, ${staffName('a.created_by')} as created_by, ${instant('a.updated_at')} as updated_at, ${instant('a.voided_at')} as voided_at,
  ${staffName('a.voided_by')} as voided_by, a.void_reason`;

export interface AdjustmentFields {
  customer_id: number;
  billing_month: string;
  kind: string;
  description: string;
  amount: number;
  tax_rate: number;
}

export type DiscountGroupRow = Schemas['DiscountGroup'];

const GROUP_COLUMNS = `g.id, g.name, g.kind, g.valid_from::text as valid_from, g.valid_to::text as valid_to, g.note,
  coalesce((select json_agg(json_build_object('customer_id', m.customer_id,
      'customer_name', ${customerName('cu')}, 'member_number', cu.member_number, 'position', m.position)
      order by m.position)
    from discount_group_members m join customers cu on cu.id = m.customer_id where m.group_id = g.id), '[]'::json)
    as members,
  coalesce((select json_agg(json_build_object('id', r.id, 'member_rank', r.member_rank, 'program_id', r.program_id,
      'program_name', p.name, 'discount_type', r.discount_type, 'value', r.value) order by r.member_rank, r.id)
    from discount_rules r left join programs p on p.id = r.program_id
    where r.group_id = g.id and r.retired_at is null), '[]'::json) as rules,
  ${instant('g.created_at')} as created_at, ${instant('g.updated_at')} as updated_at`;

export interface DiscountGroupFields {
  name: string;
  kind: string;
  valid_from: Day;
  valid_to: Day | null;
  note: string | null;
  member_ids: number[];
  rules: { member_rank: number; program_id: number | null; discount_type: string; value: number }[];
}

export type PaymentRow = Schemas['CashCollection'];

const PAYMENT_COLUMNS = `p.id, p.customer_id, ${customerName('cu')} as customer_name, p.method, p.amount, p.received,
  p.change, p.paid_on::text as paid_on, p.receipt_number,
  coalesce((select json_agg(json_build_object('invoice_id', a.invoice_id,
      'billing_month', ${monthOut('i.billing_month')}, 'amount', a.amount) order by i.billing_month, a.invoice_id)
    from payment_allocations a join invoices i on i.id = a.invoice_id where a.payment_id = p.id), '[]'::json)
    as allocations,
  p.note, ${instant('p.created_at')} as created_at, ${staffName('p.created_by')} as created_by, ${instant('p.voided_at')} as voided_at, p.void_reason`;

export type CashCloseRow = Schemas['CashClose'];

export type LedgerLine = Schemas['CustomerLedger']['entries'][number]['lines'][number];

export interface ReceiptPrints {
  print_count: number;
  first_printed_at: string | null;
  last_printed_at: string | null;
}

const CLOSE_COLUMNS = `x.id, x.business_date::text as business_date, x.float_amount, x.collected, x.payment_count,
  x.expected_cash, x.counts, x.counted_cash, x.difference, x.note, ${staffName('x.closed_by')} as closed_by,
  ${instant('x.closed_at')} as closed_at`;

export function createBillingRepository(db: Queryable) {
  return {
    // ------------------------------------------------------------------------------------------ settings

    async settings(storeId: number): Promise<StoreBillingSettings> {
      const { rows } = await db.query<StoreBillingSettings>(
        `select first_month_rule, annual_fee_month, withdrawal_day, closing_day, cash_float from billing_settings
          where store_id = $1`,
        [storeId],
      );
      return rows[0] ?? DEFAULT_SETTINGS;
    },

    async saveSettings(storeId: number, s: StoreBillingSettings, staffId: number): Promise<void> {
      await db.query(
        `insert into billing_settings (store_id, first_month_rule, annual_fee_month, withdrawal_day, closing_day,
           cash_float, updated_by, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, now())
         on conflict (store_id) do update set first_month_rule = excluded.first_month_rule,
           annual_fee_month = excluded.annual_fee_month, withdrawal_day = excluded.withdrawal_day,
           closing_day = excluded.closing_day, cash_float = excluded.cash_float, updated_by = excluded.updated_by,
           updated_at = now()`,
        [
          storeId,
          s.first_month_rule,
          s.annual_fee_month,
          s.withdrawal_day,
          s.closing_day,
          s.cash_float,
          staffId,
        ],
      );
    },

    // ------------------------------------------------------------------------------------------ customers

    async customerOfStore(storeId: number, customerId: number): Promise<boolean> {
      const { rows } = await db.query('select 1 from customers where id = $1 and store_id = $2', [
        customerId,
        storeId,
      ]);
      return rows.length > 0;
    },

    async customersOfStore(storeId: number, ids: readonly number[]): Promise<number[]> {
      const { rows } = await db.query<{ id: number }>(
        'select id from customers where store_id = $1 and id = any($2::int[])',
        [storeId, ids],
      );
      return rows.map((r) => r.id);
    },

    /**
     * Each customer's status on `day` (read model over the customers module's status history): the latest change
     * in effect by then; before their first change, what that change changed from; without changes, today's.
     */
    async statusesOn(storeId: number, day: Day): Promise<Map<number, 'active' | 'paused' | 'withdrawn'>> {
      const { rows } = await db.query<{ id: number; status: 'active' | 'paused' | 'withdrawn' }>(
        `select c.id, coalesce(
            (select s.status from customer_status_changes s where s.customer_id = c.id and s.effective_on <= $2::date
              order by s.effective_on desc, s.id desc limit 1),
            (select s.from_status from customer_status_changes s where s.customer_id = c.id
              order by s.effective_on, s.id limit 1),
            c.status) as status
           from customers c where c.store_id = $1`,
        [storeId, day],
      );
      return new Map(rows.map((r) => [r.id, r.status]));
    },

    async paymentMethods(storeId: number): Promise<Map<number, 'bank_transfer' | 'cash' | 'other'>> {
      const { rows } = await db.query<{
        customer_id: number;
        payment_method: 'bank_transfer' | 'cash' | 'other';
      }>(
        `select b.customer_id, b.payment_method from customer_billing_profiles b
           join customers c on c.id = b.customer_id where c.store_id = $1`,
        [storeId],
      );
      return new Map(rows.map((r) => [r.customer_id, r.payment_method]));
    },

    async paymentMethodOf(customerId: number): Promise<'bank_transfer' | 'cash' | 'other'> {
      const { rows } = await db.query<{ payment_method: 'bank_transfer' | 'cash' | 'other' }>(
        'select payment_method from customer_billing_profiles where customer_id = $1',
        [customerId],
      );
      return rows[0]?.payment_method ?? 'bank_transfer';
    },

    async setPaymentMethod(customerId: number, method: string, staffId: number): Promise<void> {
      await db.query(
        `insert into customer_billing_profiles (customer_id, payment_method, updated_by, updated_at)
         values ($1, $2, $3, now())
         on conflict (customer_id) do update set payment_method = excluded.payment_method,
           updated_by = excluded.updated_by, updated_at = now()`,
        [customerId, method, staffId],
      );
    },

    // ------------------------------------------------------------------------------------------ cycles

    async listCycles(storeId: number): Promise<CycleRow[]> {
      const { rows } = await db.query<CycleRow>(
        `select ${CYCLE_COLUMNS} from billing_cycles c ${CYCLE_FIGURES}
          where c.store_id = $1 order by c.billing_month desc`,
        [storeId],
      );
      return rows;
    },

    async findCycle(storeId: number, id: number): Promise<CycleRow | undefined> {
      const { rows } = await db.query<CycleRow>(
        `select ${CYCLE_COLUMNS} from billing_cycles c ${CYCLE_FIGURES} where c.store_id = $1 and c.id = $2`,
        [storeId, id],
      );
      return rows[0];
    },

    /** Locks a cycle's row for the transaction; `nowait`: a cycle another transaction holds throws 55P03. */
    async lockCycle(
      storeId: number,
      id: number,
      nowait: boolean,
    ): Promise<
      | {
          id: number;
          status: CycleRow['status'];
          revision: number;
          billing_month: string;
          generated: boolean;
        }
      | undefined
    > {
      const { rows } = await db.query<{
        id: number;
        status: CycleRow['status'];
        revision: number;
        billing_month: string;
        generated: boolean;
      }>(
        `select id, status, revision, ${monthOut('billing_month')} as billing_month, generated_at is not null as generated
           from billing_cycles where store_id = $1 and id = $2 for update${nowait ? ' nowait' : ''}`,
        [storeId, id],
      );
      return rows[0];
    },

    async cycleStatusOfMonth(storeId: number, month: string): Promise<CycleRow['status'] | undefined> {
      const { rows } = await db.query<{ status: CycleRow['status'] }>(
        'select status from billing_cycles where store_id = $1 and billing_month = $2::date',
        [storeId, monthIn(month)],
      );
      return rows[0]?.status;
    },

    /** Inserts a cycle; undefined when the store already has one for the month. */
    async insertCycle(
      storeId: number,
      month: string,
      closing: Day,
      withdrawal: Day,
      staffId: number,
      at?: Date,
    ): Promise<number | undefined> {
      const { rows } = await db.query<{ id: number }>(
        `insert into billing_cycles (store_id, billing_month, closing_date, withdrawal_date, created_by, created_at)
         values ($1, $2::date, $3::date, $4::date, $5, coalesce($6::timestamptz, now()))
         on conflict (store_id, billing_month) do nothing returning id`,
        [storeId, monthIn(month), closing, withdrawal, staffId, at ?? null],
      );
      return rows[0]?.id;
    },

    async updateCycleDates(id: number, closing: Day, withdrawal: Day): Promise<void> {
      await db.query(
        'update billing_cycles set closing_date = $2, withdrawal_date = $3, revision = revision + 1 where id = $1',
        [id, closing, withdrawal],
      );
    },

    async markGenerated(id: number, staffId: number, at: Date): Promise<void> {
      await db.query(
        `update billing_cycles set generated_at = $3, generated_by = $2, revision = revision + 1 where id = $1`,
        [id, staffId, at],
      );
    },

    async markConfirmed(id: number, staffId: number, at: Date): Promise<void> {
      await db.query(
        `update billing_cycles set status = 'confirmed', confirmed_at = $3, confirmed_by = $2,
           revision = revision + 1 where id = $1`,
        [id, staffId, at],
      );
      // The adjustments the cycle's invoices charged are applied: fixed to the invoice that holds them.
      await db.query(
        `update billing_adjustments a set invoice_id = l.invoice_id, updated_at = $2
           from invoice_lines l join invoices i on i.id = l.invoice_id
          where i.cycle_id = $1 and l.source = 'adjustment' and a.id = l.source_id`,
        [id, at],
      );
    },

    /** The cycle's invoices whose credits exceed their charges (a negative total), with their lines. */
    async creditInvoices(cycleId: number) {
      const { rows } = await db.query<{
        id: number;
        customer_id: number;
        total: number;
        tax_by_rate: TaxByRate[];
        lines: InvoiceDraft['lines'];
      }>(
        `select i.id, i.customer_id, i.total, i.tax_by_rate,
                (select json_agg(json_build_object('source', l.source, 'source_id', l.source_id, 'kind', l.kind,
                   'description', l.description, 'amount', l.amount, 'tax_rate', l.tax_rate,
                   'program_id', l.program_id) order by l.position)
                   from invoice_lines l where l.invoice_id = i.id) as lines
           from invoices i where i.cycle_id = $1 and i.total < 0 and i.status <> 'void' order by i.id`,
        [cycleId],
      );
      return rows;
    },

    /** Adds a line at the end of an invoice and sets its totals (a credit carried: the invoice comes to 0, paid). */
    async appendInvoiceLine(
      invoiceId: number,
      line: InvoiceDraft['lines'][number],
      totals: Pick<InvoiceDraft, 'total' | 'tax' | 'tax_by_rate'>,
    ): Promise<void> {
      await db.query(
        `insert into invoice_lines (invoice_id, position, source, source_id, kind, description, amount, tax_rate,
           program_id)
         select $1, coalesce(max(position), -1) + 1, $2, $3, $4, $5, $6, $7, $8 from invoice_lines where invoice_id = $1`,
        [
          invoiceId,
          line.source,
          line.source_id,
          line.kind,
          line.description,
          line.amount,
          line.tax_rate,
          line.program_id,
        ],
      );
      await db.query(
        `update invoices set total = $2, tax = $3, tax_by_rate = $4,
           status = case when paid_amount >= $2 then 'paid' else status end, updated_at = now() where id = $1`,
        [invoiceId, totals.total, totals.tax, JSON.stringify(totals.tax_by_rate)],
      );
    },

    async markClosed(id: number, staffId: number, at: Date): Promise<void> {
      await db.query(
        `update billing_cycles set status = 'closed', closed_at = $3, closed_by = $2, revision = revision + 1
          where id = $1`,
        [id, staffId, at],
      );
    },

    /**
     * Replaces a draft cycle's invoices with `drafts`, in three statements whatever their number: one upsert of
     * the invoices (an invoice keeps its id from one generation to the next), one delete of the customers no
     * longer billed, one insert of every line.
     */
    async replaceDraftInvoices(
      cycleId: number,
      storeId: number,
      month: string,
      drafts: readonly (InvoiceDraft & { payment_method: string })[],
    ): Promise<void> {
      const invoices = drafts.map((d) => ({
        customer_id: d.customer_id,
        payment_method: d.payment_method,
        total: d.total,
        tax: d.tax,
        tax_by_rate: d.tax_by_rate,
        status: d.total <= 0 ? 'paid' : 'unpaid',
      }));
      const { rows } = await db.query<{ id: number; customer_id: number }>(
        `insert into invoices (cycle_id, store_id, customer_id, billing_month, payment_method, total, tax, tax_by_rate,
           status)
         select $1, $2, x.customer_id, $3::date, x.payment_method, x.total, x.tax, x.tax_by_rate, x.status
           from jsonb_to_recordset($4::jsonb) as x(customer_id int, payment_method text, total int, tax int,
             tax_by_rate jsonb, status text)
         on conflict (cycle_id, customer_id) do update set payment_method = excluded.payment_method,
           total = excluded.total, tax = excluded.tax, tax_by_rate = excluded.tax_by_rate, status = excluded.status,
           paid_amount = 0, updated_at = now()
         returning id, customer_id`,
        [cycleId, storeId, monthIn(month), JSON.stringify(invoices)],
      );
      const ids = rows.map((r) => r.id);
      await db.query(
        'delete from invoice_lines where invoice_id in (select id from invoices where cycle_id = $1)',
        [cycleId],
      );
      await db.query('delete from invoices where cycle_id = $1 and not (id = any($2::int[]))', [
        cycleId,
        ids,
      ]);
      const idOf = new Map(rows.map((r) => [r.customer_id, r.id]));
      const lines = drafts.flatMap((d) =>
        d.lines.map((line, position) => ({ invoice_id: idOf.get(d.customer_id), position, ...line })),
      );
      await db.query(
        `insert into invoice_lines (invoice_id, position, source, source_id, kind, description, amount, tax_rate,
           program_id)
         select x.invoice_id, x.position, x.source, x.source_id, x.kind, x.description, x.amount, x.tax_rate,
           x.program_id
           from jsonb_to_recordset($1::jsonb) as x(invoice_id int, position int, source text, source_id int,
             kind text, description text, amount int, tax_rate int, program_id int)`,
        [JSON.stringify(lines)],
      );
    },

    // ------------------------------------------------------------------------------------------ invoices

    async listCycleInvoices(
      storeId: number,
      cycleId: number,
      filter: { status?: string; customerId?: number; search?: string; limit: number; offset: number },
    ): Promise<{ rows: InvoiceRow[]; total: number }> {
      const where = [`i.store_id = $1`, `i.cycle_id = $2`];
      const params: unknown[] = [storeId, cycleId];
      if (filter.status) {
        params.push(filter.status);
        where.push(`i.status = $${params.length}`);
      }
      if (filter.customerId) {
        params.push(filter.customerId);
        where.push(`i.customer_id = $${params.length}`);
      }
      if (filter.search) {
        params.push(`%${filter.search}%`);
        where.push(`(cu.family_name || cu.given_name || cu.family_name_kana || cu.given_name_kana || cu.member_number)
          ilike $${params.length}`);
      }
      const from = `from invoices i join customers cu on cu.id = i.customer_id where ${where.join(' and ')}`;
      const count = await db.query<{ n: number }>(`select count(*)::int as n ${from}`, params);
      const { rows } = await db.query<InvoiceRow>(
        `select ${INVOICE_COLUMNS} ${from} order by cu.member_number, i.id
          limit ${filter.limit} offset ${filter.offset}`,
        params,
      );
      return { rows, total: count.rows[0]?.n ?? 0 };
    },

    async listCustomerInvoices(
      storeId: number,
      customerId: number,
      openOnly: boolean,
    ): Promise<InvoiceRow[]> {
      const { rows } = await db.query<InvoiceRow>(
        `select ${INVOICE_COLUMNS} from invoices i join customers cu on cu.id = i.customer_id
           join billing_cycles c on c.id = i.cycle_id
          where i.store_id = $1 and i.customer_id = $2 and c.status <> 'draft'
            ${openOnly ? `and i.status in ${OPEN_STATUSES}` : ''}
          order by i.billing_month desc, i.id desc`,
        [storeId, customerId],
      );
      return rows;
    },

    /** Locks invoices for a payment: those of the store's confirmed (or later) cycles, in id order. */
    async lockPayableInvoices(
      storeId: number,
      ids: readonly number[],
    ): Promise<
      {
        id: number;
        customer_id: number;
        total: number;
        paid_amount: number;
        status: string;
        tax_by_rate: TaxByRate[];
      }[]
    > {
      const { rows } = await db.query<{
        id: number;
        customer_id: number;
        total: number;
        paid_amount: number;
        status: string;
        tax_by_rate: TaxByRate[];
      }>(
        `select i.id, i.customer_id, i.total, i.paid_amount, i.status, i.tax_by_rate from invoices i
           join billing_cycles c on c.id = i.cycle_id
          where i.store_id = $1 and i.id = any($2::int[]) and c.status <> 'draft'
          order by i.id for update of i`,
        [storeId, ids],
      );
      return rows;
    },

    async addPaid(invoiceId: number, amount: number): Promise<void> {
      await db.query(
        `update invoices set paid_amount = paid_amount + $2,
           status = case when paid_amount + $2 >= total then 'paid' when paid_amount + $2 > 0 then 'partially_paid'
                         when failed_reason is not null then 'failed' else 'unpaid' end,
           updated_at = now()
         where id = $1`,
        [invoiceId, amount],
      );
    },

    // ------------------------------------------------------------------------------------------ generation

    /** The month's open adjustments of the store (not voided, not applied by another cycle). */
    async openAdjustments(storeId: number, month: string) {
      const { rows } = await db.query<{
        id: number;
        customer_id: number;
        kind: 'goods' | 'refund' | 'correction' | 'other';
        description: string;
        amount: number;
        tax_rate: 0 | 8 | 10;
      }>(
        `select id, customer_id, kind, description, amount, tax_rate from billing_adjustments
          where store_id = $1 and billing_month = $2::date and voided_at is null and invoice_id is null
          order by id`,
        [storeId, monthIn(month)],
      );
      return rows;
    },

    /** The discount groups valid on some day of the month, their members in order and their current rules. */
    async groupsValidIn(storeId: number, first: Day, last: Day) {
      const { rows } = await db.query<{
        id: number;
        name: string;
        member_ids: number[];
        rules: {
          id: number;
          member_rank: number;
          program_id: number | null;
          discount_type: 'fixed' | 'percent';
          value: number;
        }[];
      }>(
        `select g.id, g.name,
           coalesce((select array_agg(m.customer_id order by m.position) from discount_group_members m
                      where m.group_id = g.id), '{}') as member_ids,
           coalesce((select json_agg(json_build_object('id', r.id, 'member_rank', r.member_rank,
                       'program_id', r.program_id, 'discount_type', r.discount_type, 'value', r.value))
                      from discount_rules r where r.group_id = g.id and r.retired_at is null), '[]'::json) as rules
           from discount_groups g
          where g.store_id = $1 and g.valid_from <= $3::date and (g.valid_to is null or g.valid_to >= $2::date)
          order by g.id`,
        [storeId, first, last],
      );
      return rows;
    },

    // ------------------------------------------------------------------------------------------ adjustments

    async listAdjustments(
      storeId: number,
      filter: { month?: string; customerId?: number; status?: string },
    ): Promise<AdjustmentRow[]> {
      const where = ['a.store_id = $1'];
      const params: unknown[] = [storeId];
      if (filter.month) {
        params.push(monthIn(filter.month));
        where.push(`a.billing_month = $${params.length}::date`);
      }
      if (filter.customerId) {
        params.push(filter.customerId);
        where.push(`a.customer_id = $${params.length}`);
      }
      const status = filter.status
        ? ` where status = '${filter.status === 'void' ? 'void' : filter.status === 'applied' ? 'applied' : 'open'}'`
        : '';
      const { rows } = await db.query<AdjustmentRow>(
        `select * from (select ${ADJUSTMENT_COLUMNS} from billing_adjustments a
           join customers cu on cu.id = a.customer_id where ${where.join(' and ')}) x${status}
          order by billing_month desc, id desc limit 1000`,
        params,
      );
      return rows;
    },

    async findAdjustment(storeId: number, id: number, lock = false): Promise<AdjustmentRow | undefined> {
      const { rows } = await db.query<AdjustmentRow>(
        `select ${ADJUSTMENT_COLUMNS} from billing_adjustments a join customers cu on cu.id = a.customer_id
          where a.store_id = $1 and a.id = $2${lock ? ' for update of a' : ''}`,
        [storeId, id],
      );
      return rows[0];
    },

    async insertAdjustment(
      storeId: number,
      f: AdjustmentFields,
      staffId: number,
      at?: Date,
    ): Promise<number> {
      const { rows } = await db.query<{ id: number }>(
        `insert into billing_adjustments (store_id, customer_id, billing_month, kind, description, amount, tax_rate,
           created_by, updated_by, created_at, updated_at)
         values ($1, $2, $3::date, $4, $5, $6, $7, $8, $8, coalesce($9::timestamptz, now()),
           coalesce($9::timestamptz, now())) returning id`,
        [
          storeId,
          f.customer_id,
          monthIn(f.billing_month),
          f.kind,
          f.description,
          f.amount,
          f.tax_rate,
          staffId,
          at ?? null,
        ],
      );
      return rows[0]?.id as number;
    },

    async updateAdjustment(id: number, f: AdjustmentFields, staffId: number, at: Date): Promise<void> {
      await db.query(
        `update billing_adjustments set customer_id = $2, billing_month = $3::date, kind = $4, description = $5,
           amount = $6, tax_rate = $7, updated_by = $8, updated_at = $9 where id = $1`,
        [
          id,
          f.customer_id,
          monthIn(f.billing_month),
          f.kind,
          f.description,
          f.amount,
          f.tax_rate,
          staffId,
          at,
        ],
      );
    },

    async voidAdjustment(id: number, reason: string, staffId: number, at: Date): Promise<void> {
      await db.query(
        'update billing_adjustments set voided_at = $4, voided_by = $3, void_reason = $2 where id = $1',
        [id, reason, staffId, at],
      );
    },

    // ------------------------------------------------------------------------------------------ discount groups

    async listGroups(storeId: number, search?: string): Promise<DiscountGroupRow[]> {
      const params: unknown[] = [storeId];
      let filter = '';
      if (search) {
        params.push(`%${search}%`);
        filter = `and (g.name ilike $2 or exists (select 1 from discount_group_members m
          join customers cu on cu.id = m.customer_id where m.group_id = g.id
          and (cu.family_name || cu.given_name || cu.family_name_kana || cu.given_name_kana) ilike $2))`;
      }
      const { rows } = await db.query<DiscountGroupRow>(
        `select ${GROUP_COLUMNS} from discount_groups g where g.store_id = $1 ${filter} order by g.name, g.id`,
        params,
      );
      return rows;
    },

    async findGroup(storeId: number, id: number): Promise<DiscountGroupRow | undefined> {
      const { rows } = await db.query<DiscountGroupRow>(
        `select ${GROUP_COLUMNS} from discount_groups g where g.store_id = $1 and g.id = $2`,
        [storeId, id],
      );
      return rows[0];
    },

    async lockGroup(storeId: number, id: number): Promise<boolean> {
      const { rows } = await db.query(
        'select id from discount_groups where store_id = $1 and id = $2 for update',
        [storeId, id],
      );
      return rows.length > 0;
    },

    async insertGroup(storeId: number, f: DiscountGroupFields, staffId: number, at: Date): Promise<number> {
      const { rows } = await db.query<{ id: number }>(
        `insert into discount_groups (store_id, name, kind, valid_from, valid_to, note, created_by, updated_by,
           created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $7, $8, $8) returning id`,
        [storeId, f.name, f.kind, f.valid_from, f.valid_to, f.note, staffId, at],
      );
      return rows[0]?.id as number;
    },

    async updateGroup(id: number, f: DiscountGroupFields, staffId: number, at: Date): Promise<void> {
      await db.query(
        `update discount_groups set name = $2, kind = $3, valid_from = $4, valid_to = $5, note = $6, updated_by = $7,
           updated_at = $8 where id = $1`,
        [id, f.name, f.kind, f.valid_from, f.valid_to, f.note, staffId, at],
      );
    },

    /** The members in their new order, and the rules: unchanged ones kept, the others retired and added anew. */
    async replaceGroupMembersAndRules(groupId: number, f: DiscountGroupFields): Promise<void> {
      await db.query('delete from discount_group_members where group_id = $1', [groupId]);
      await db.query(
        `insert into discount_group_members (group_id, customer_id, position)
         select $1, m.id, m.position from unnest($2::int[]) with ordinality as m(id, position)`,
        [groupId, f.member_ids],
      );
      const rules = JSON.stringify(f.rules.map((r) => ({ ...r, program_id: r.program_id ?? null })));
      await db.query(
        `update discount_rules r set retired_at = now()
          where r.group_id = $1 and r.retired_at is null and not exists (
            select 1 from jsonb_to_recordset($2::jsonb) as x(member_rank int, program_id int, discount_type text, value int)
             where x.member_rank = r.member_rank and x.program_id is not distinct from r.program_id
               and x.discount_type = r.discount_type and x.value = r.value)`,
        [groupId, rules],
      );
      await db.query(
        `insert into discount_rules (group_id, member_rank, program_id, discount_type, value)
         select distinct $1::int, x.member_rank, x.program_id, x.discount_type, x.value
           from jsonb_to_recordset($2::jsonb) as x(member_rank int, program_id int, discount_type text, value int)
          where not exists (select 1 from discount_rules r where r.group_id = $1 and r.retired_at is null
            and x.member_rank = r.member_rank and x.program_id is not distinct from r.program_id
            and x.discount_type = r.discount_type and x.value = r.value)`,
        [groupId, rules],
      );
    },

    async groupUsed(groupId: number): Promise<boolean> {
      const { rows } = await db.query(
        `select 1 from invoice_lines l join discount_rules r on r.id = l.source_id
          where l.source = 'discount' and r.group_id = $1 limit 1`,
        [groupId],
      );
      return rows.length > 0;
    },

    async deleteGroup(groupId: number): Promise<void> {
      await db.query('delete from discount_groups where id = $1', [groupId]);
    },

    async programsOfStore(storeId: number, ids: readonly number[]): Promise<number[]> {
      const { rows } = await db.query<{ id: number }>(
        'select id from programs where store_id = $1 and id = any($2::int[])',
        [storeId, ids],
      );
      return rows.map((r) => r.id);
    },

    // ------------------------------------------------------------------------------------------ payments

    async findPaymentByKey(storeId: number, key: string): Promise<number | undefined> {
      const { rows } = await db.query<{ id: number }>(
        'select id from payments where store_id = $1 and idempotency_key = $2',
        [storeId, key],
      );
      return rows[0]?.id;
    },

    /**
     * The store's next receipt number, taken in the payment's transaction: the counter's row stays locked until
     * it commits (parallel payments wait, in turn) and a rollback gives the number back, so numbers have no gaps.
     */
    async nextReceiptNumber(storeId: number): Promise<number> {
      const { rows } = await db.query<{ last_number: number }>(
        `insert into receipt_counters (store_id, last_number) values ($1, 1)
         on conflict (store_id) do update set last_number = receipt_counters.last_number + 1
         returning last_number`,
        [storeId],
      );
      return rows[0]?.last_number as number;
    },

    async insertPayment(p: {
      storeId: number;
      customerId: number;
      method: string;
      amount: number;
      received: number;
      paidOn: Day;
      receiptNumber: number;
      key: string;
      note: string | null;
      staffId: number;
      at: Date;
      allocations: { invoice_id: number; amount: number }[];
    }): Promise<number> {
      const { rows } = await db.query<{ id: number }>(
        `insert into payments (store_id, customer_id, method, amount, received, change, paid_on, receipt_number,
           idempotency_key, note, created_by, created_at)
         values ($1, $2, $3, $4::int, $5::int, $5::int - $4::int, $6, $7, $8, $9, $10, $11) returning id`,
        [
          p.storeId,
          p.customerId,
          p.method,
          p.amount,
          p.received,
          p.paidOn,
          p.receiptNumber,
          p.key,
          p.note,
          p.staffId,
          p.at,
        ],
      );
      const id = rows[0]?.id as number;
      await db.query(
        `insert into payment_allocations (payment_id, invoice_id, amount)
         select $1, x.invoice_id, x.amount from jsonb_to_recordset($2::jsonb) as x(invoice_id int, amount int)`,
        [id, JSON.stringify(p.allocations)],
      );
      return id;
    },

    async findPayment(storeId: number, id: number, lock = false): Promise<PaymentRow | undefined> {
      const { rows } = await db.query<PaymentRow>(
        `select ${PAYMENT_COLUMNS} from payments p join customers cu on cu.id = p.customer_id
          where p.store_id = $1 and p.id = $2 and p.method <> 'bank_transfer'${lock ? ' for update of p' : ''}`,
        [storeId, id],
      );
      return rows[0];
    },

    async listPayments(storeId: number, filter: { day?: Day; customerId?: number }): Promise<PaymentRow[]> {
      const params: unknown[] = [storeId];
      // Debits by 口座振替 (issue 16) are payments too (the ledger and the totals count them), not the desk's.
      const where = ['p.store_id = $1', "p.method <> 'bank_transfer'"];
      if (filter.customerId) {
        params.push(filter.customerId);
        where.push(`p.customer_id = $${params.length}`);
      } else if (filter.day) {
        params.push(filter.day);
        where.push(`p.paid_on = $${params.length}::date`);
      }
      const { rows } = await db.query<PaymentRow>(
        `select ${PAYMENT_COLUMNS} from payments p join customers cu on cu.id = p.customer_id
          where ${where.join(' and ')} order by p.receipt_number desc limit 1000`,
        params,
      );
      return rows;
    },

    async voidPayment(id: number, reason: string, staffId: number, at: Date): Promise<void> {
      await db.query('update payments set voided_at = $4, voided_by = $3, void_reason = $2 where id = $1', [
        id,
        reason,
        staffId,
        at,
      ]);
    },

    /** A receipt's prints so far (a read: nothing counted). */
    async receiptPrints(paymentId: number): Promise<ReceiptPrints> {
      const { rows } = await db.query<ReceiptPrints>(
        `select print_count, ${instant('first_printed_at')} as first_printed_at,
                ${instant('last_printed_at')} as last_printed_at
           from payments where id = $1`,
        [paymentId],
      );
      return rows[0] ?? { print_count: 0, first_printed_at: null, last_printed_at: null };
    },

    /**
     * Counts one print of a live payment's receipt, in one statement (two staff printing at once get counts 1 and
     * 2, never both 1); undefined when the payment is voided.
     */
    async countReceiptPrint(
      paymentId: number,
      staffId: number,
      at: Date,
    ): Promise<ReceiptPrints | undefined> {
      const { rows } = await db.query<ReceiptPrints>(
        `update payments set print_count = print_count + 1, first_printed_at = coalesce(first_printed_at, $3),
                last_printed_at = $3, last_printed_by = $2
          where id = $1 and voided_at is null
          returning print_count, ${instant('first_printed_at')} as first_printed_at,
                    ${instant('last_printed_at')} as last_printed_at`,
        [paymentId, staffId, at],
      );
      return rows[0];
    },

    async paymentTaxes(paymentId: number) {
      const { rows } = await db.query<{ amount: number; tax_by_rate: TaxByRate[]; billing_month: string }>(
        `select a.amount, i.tax_by_rate, ${monthOut('i.billing_month')} as billing_month
           from payment_allocations a join invoices i on i.id = a.invoice_id where a.payment_id = $1
          order by i.billing_month`,
        [paymentId],
      );
      return rows;
    },

    async issuer(storeId: number) {
      const { rows } = await db.query<{
        name: string;
        company_name: string | null;
        invoice_registration_number: string | null;
        address: string | null;
        phone: string | null;
      }>('select name, company_name, invoice_registration_number, address, phone from stores where id = $1', [
        storeId,
      ]);
      return rows[0];
    },

    // ------------------------------------------------------------------------------------------ cash close

    async cashOfDay(
      storeId: number,
      day: Day,
    ): Promise<{ collected: number; payment_count: number; voided_count: number }> {
      const { rows } = await db.query<{ collected: number; payment_count: number; voided_count: number }>(
        // The drawer's day: the cash taken that day, less the cash handed back that day — a payment voided on a
        // later day (its day already closed) is taken out of the day it was voided on, never out of its own
        // closed day; one taken and voided the same day counts for nothing.
        `select (coalesce(sum(amount) filter (where paid_on = $2::date and voided_on is distinct from $2::date), 0)
                 - coalesce(sum(amount) filter (where voided_on = $2::date and paid_on <> $2::date), 0))::int
                  as collected,
                (count(*) filter (where paid_on = $2::date and voided_on is distinct from $2::date))::int
                  as payment_count,
                (count(*) filter (where voided_on = $2::date))::int as voided_count
           from (select amount, paid_on, (voided_at at time zone 'Asia/Tokyo')::date as voided_on from payments
                  where store_id = $1 and method = 'cash'
                    and (paid_on = $2::date or (voided_at at time zone 'Asia/Tokyo')::date = $2::date)) p`,
        [storeId, day],
      );
      return rows[0] ?? { collected: 0, payment_count: 0, voided_count: 0 };
    },

    async findClose(storeId: number, day: Day): Promise<CashCloseRow | undefined> {
      const { rows } = await db.query<CashCloseRow>(
        `select ${CLOSE_COLUMNS} from cash_closes x where x.store_id = $1 and x.business_date = $2::date`,
        [storeId, day],
      );
      return rows[0];
    },

    /** Inserts a day's close; undefined when the day is already closed. */
    async insertClose(c: {
      storeId: number;
      day: Day;
      float: number;
      collected: number;
      paymentCount: number;
      expected: number;
      counts: Record<string, number>;
      counted: number;
      note: string | null;
      staffId: number;
      at: Date;
    }): Promise<number | undefined> {
      const { rows } = await db.query<{ id: number }>(
        `insert into cash_closes (store_id, business_date, float_amount, collected, payment_count, expected_cash,
           counts, counted_cash, difference, note, closed_by, closed_at)
         values ($1, $2, $3, $4, $5, $6::int, $7, $8::int, $8::int - $6::int, $9, $10, $11)
         on conflict (store_id, business_date) do nothing returning id`,
        [
          c.storeId,
          c.day,
          c.float,
          c.collected,
          c.paymentCount,
          c.expected,
          JSON.stringify(c.counts),
          c.counted,
          c.note,
          c.staffId,
          c.at,
        ],
      );
      return rows[0]?.id;
    },

    // ------------------------------------------------------------------------------------------ ledger

    async ledgerRows(storeId: number, customerId: number) {
      const { rows } = await db.query<{
        date: Day;
        kind: 'invoice' | 'payment' | 'payment_void';
        reference_id: number;
        billing_month: string | null;
        receipt_number: number | null;
        method: string | null;
        amount: number;
        failed_reason: string | null;
      }>(
        `select * from (
           select coalesce((c.confirmed_at at time zone 'Asia/Tokyo')::date, i.billing_month)::text as date,
                  'invoice' as kind, i.id as reference_id, ${monthOut('i.billing_month')} as billing_month,
                  null::int as receipt_number, null as method, i.total as amount,
                  case when i.status = 'failed' then i.failed_reason end as failed_reason, 0 as sort
             from invoices i join billing_cycles c on c.id = i.cycle_id
            where i.store_id = $1 and i.customer_id = $2 and c.status <> 'draft' and i.status <> 'void'
           union all
           select p.paid_on::text, 'payment', p.id, null, p.receipt_number, p.method, p.amount, null, 1
             from payments p where p.store_id = $1 and p.customer_id = $2
           union all
           select (p.voided_at at time zone 'Asia/Tokyo')::date::text, 'payment_void', p.id, null, p.receipt_number,
                  p.method, p.amount, null, 2
             from payments p where p.store_id = $1 and p.customer_id = $2 and p.voided_at is not null
         ) e order by date, sort, reference_id`,
        [storeId, customerId],
      );
      return rows;
    },

    /** The lines of the customer's invoices the ledger lists (confirmed, not void), by invoice, in order. */
    async ledgerLines(storeId: number, customerId: number): Promise<Map<number, LedgerLine[]>> {
      const { rows } = await db.query<LedgerLine & { invoice_id: number }>(
        `select l.invoice_id, l.description, l.source, l.amount, l.tax_rate
           from invoice_lines l join invoices i on i.id = l.invoice_id
           join billing_cycles c on c.id = i.cycle_id
          where i.store_id = $1 and i.customer_id = $2 and c.status <> 'draft' and i.status <> 'void'
          order by l.invoice_id, l.position`,
        [storeId, customerId],
      );
      const byInvoice = new Map<number, LedgerLine[]>();
      for (const { invoice_id, ...line } of rows) {
        byInvoice.set(invoice_id, [...(byInvoice.get(invoice_id) ?? []), line]);
      }
      return byInvoice;
    },

    // ------------------------------------------------------------------------------------------ dashboard

    /**
     * The dashboard's figures from billing_cycle_totals (kept by triggers on invoices, 0111): the month by
     * method and the months up to it (the trend and the aging, a few rows each); then the customers to follow
     * up — open invoices of earlier months or failed debits, grouped in SQL, the oldest first.
     */
    async dashboard(storeId: number, month: string, followUpLimit: number) {
      const months = await db.query<{
        month: string;
        payment_method: 'bank_transfer' | 'cash' | 'other';
        billed: number;
        collected: number;
        outstanding: number;
        invoice_count: number;
        open_count: number;
      }>(
        `select ${monthOut('t.billing_month')} as month, t.payment_method, sum(t.billed)::int as billed,
                sum(t.collected)::int as collected, sum(t.outstanding)::int as outstanding,
                sum(t.invoice_count)::int as invoice_count, sum(t.open_count)::int as open_count
           from billing_cycle_totals t join billing_cycles c on c.id = t.cycle_id
          where t.store_id = $1 and t.billing_month <= $2::date and c.status <> 'draft'
          group by t.billing_month, t.payment_method order by t.billing_month`,
        [storeId, monthIn(month)],
      );
      const followUp = await db.query<{
        customer_id: number;
        customer_name: string;
        member_number: string;
        payment_method: 'bank_transfer' | 'cash' | 'other';
        outstanding: number;
        oldest_month: string;
        invoice_count: number;
        has_failed_debit: boolean;
      }>(
        `select o.customer_id, ${customerName('cu')} as customer_name, cu.member_number,
                coalesce((select b.payment_method from customer_billing_profiles b where b.customer_id = o.customer_id),
                  'bank_transfer') as payment_method,
                o.outstanding, ${monthOut('o.oldest')} as oldest_month, o.invoice_count, o.has_failed_debit
           from (select i.customer_id, sum(i.total - i.paid_amount)::int as outstanding, min(i.billing_month) as oldest,
                        count(*)::int as invoice_count, bool_or(i.status = 'failed') as has_failed_debit
                   from (select customer_id, cycle_id, billing_month, status, total, paid_amount from invoices
                          where store_id = $1 and status in ${OPEN_STATUSES} and billing_month < $2::date
                         union all
                         select customer_id, cycle_id, billing_month, status, total, paid_amount from invoices
                          where store_id = $1 and status = 'failed' and billing_month = $2::date) i
                   join billing_cycles c on c.id = i.cycle_id and c.status <> 'draft'
                  group by i.customer_id
                  order by min(i.billing_month), sum(i.total - i.paid_amount) desc, i.customer_id
                  limit $3) o
           join customers cu on cu.id = o.customer_id
          order by o.oldest, o.outstanding desc, o.customer_id`,
        [storeId, monthIn(month), followUpLimit],
      );
      return { months: months.rows, followUp: followUp.rows };
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
