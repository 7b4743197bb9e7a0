import type { components } from '@kayoi/api-client/schema';
import type { Queryable } from '../../db/database.ts';

// The zengin module's SQL (issue 16). It owns customer_bank_accounts, collection_profiles, zengin_exports,
// transfer_result_imports and transfer_result_records (0120). The export's read of a cycle's invoices joins
// billing's invoices, the customers and the bank master's readings (a read model: one query per file, not a
// call per invoice); billing's own writes go through modules/billing/bank-transfers.ts.

type Schemas = components['schemas'];
export type BankAccountRow = Schemas['CustomerBankAccount'];
export type CollectionProfileRow = Schemas['CollectionProfile'];
export type ZenginExportRow = Schemas['ZenginExport'];
export type TransferImportRow = Schemas['TransferResultImport'];
export type TransferRecordRow = Schemas['TransferResultRecord'];

const instant = (column: string) =>
  `to_char(${column} at time zone 'Asia/Tokyo', 'YYYY-MM-DD"T"HH24:MI:SS"+09:00"')`;
const staffName = (column: string) => `(select s.name from staffs s where s.id = ${column})`;
const customerName = (alias: string) => `${alias}.family_name || ' ' || ${alias}.given_name`;

const ACCOUNT_COLUMNS = `a.customer_id, a.bank_code, coalesce(b.name, '') as bank_name, coalesce(b.kana, '') as bank_kana,
  a.branch_code, coalesce(r.name, '') as branch_name, coalesce(r.kana, '') as branch_kana, a.account_type::int,
  a.account_number, a.account_holder_kana, a.account_holder, a.zengin_customer_number, a.new_code::int,
  a.mandate_received_on::text as mandate_received_on, a.payer_name,
  coalesce((select p.payment_method from customer_billing_profiles p where p.customer_id = a.customer_id),
    'bank_transfer') as payment_method,
  a.first_debited_on::text as first_debited_on, ${instant('a.updated_at')} as updated_at,
  ${staffName('a.updated_by')} as updated_by`;

const PROFILE_COLUMNS = `p.id, p.store_id, p.name, p.consignor_code, p.consignor_name, p.bank_code,
  coalesce(b.name, '') as bank_name, p.branch_code, coalesce(r.name, '') as branch_name, p.account_type::int,
  p.account_number, p.withdrawal_day_rule, p.withdrawal_day::int, p.new_code_policy, p.record_framing::int,
  p.file_name_pattern, p.extra_allowed_characters, p.max_amount_per_record::bigint as max_amount_per_record,
  p.is_default, (select count(*)::int from zengin_exports e where e.profile_id = p.id) as export_count,
  ${instant('p.created_at')} as created_at, ${instant('p.updated_at')} as updated_at`;
const PROFILE_FROM = `collection_profiles p left join banks b on b.code = p.bank_code
  left join bank_branches r on r.bank_code = p.bank_code and r.code = p.branch_code`;

const EXPORT_COLUMNS = `e.id, e.cycle_id, e.profile_id, p.name as profile_name, e.version, e.file_name,
  e.withdrawal_date::text as withdrawal_date, e.record_count, e.total_amount::bigint as total_amount, e.sha256,
  e.byte_size, e.version = (select max(x.version) from zengin_exports x
    where x.cycle_id = e.cycle_id and x.profile_id = e.profile_id) as is_latest,
  ${instant('e.exported_at')} as exported_at, ${staffName('e.exported_by')} as exported_by`;

const IMPORT_COLUMNS = `i.id, i.cycle_id, i.file_name, i.sha256, i.status, i.record_count, i.paid_count, i.failed_count,
  i.unchanged_count, i.unmatched_count, i.paid_total::bigint as paid_total, ${instant('i.imported_at')} as imported_at,
  ${staffName('i.imported_by')} as imported_by`;

const RECORD_COLUMNS = `t.import_id, t.record_number, t.customer_number, t.customer_id,
  case when cu.id is null then null else ${customerName('cu')} end as customer_name, t.invoice_id,
  t.amount::bigint as amount, t.result_code, t.outcome, t.message`;

export interface AccountWrite {
  bank_code: string;
  branch_code: string;
  account_type: number;
  account_number: string;
  account_holder_kana: string;
  account_holder: string;
  zengin_customer_number: string;
  mandate_received_on: string | null;
  payer_name: string | null;
}

export interface ProfileWrite {
  name: string;
  consignor_code: string;
  consignor_name: string;
  bank_code: string;
  branch_code: string;
  account_type: number;
  account_number: string;
  withdrawal_day_rule: 'cycle' | 'fixed_day';
  withdrawal_day: number | null;
  new_code_policy: 'first_debit' | 'always_zero';
  record_framing: 120 | 122;
  file_name_pattern: string;
  extra_allowed_characters: string;
  max_amount_per_record: number | null;
  is_default: boolean;
}

/** One invoice of a cycle paid by transfer with something to collect, with its account (nulls: none). */
export interface ExportCandidate {
  invoice_id: number;
  customer_id: number;
  amount: number;
  bank_code: string | null;
  branch_code: string | null;
  account_type: number | null;
  account_number: string | null;
  account_holder: string | null;
  customer_number: string | null;
  new_code: number | null;
}

/** A bank's or branch's reading and whether the master still has it open. */
export interface MasterEntry {
  kana: string;
  active: boolean;
}

export interface ExportInsert {
  cycleId: number;
  storeId: number;
  profileId: number;
  fileName: string;
  consignorCode: string;
  withdrawalDate: string;
  staffId: number;
  at: Date;
}

/** A kept version as it is sent: its name, its size, and the size of its deflated bytes. */
export interface ExportHead {
  id: number;
  cycle_id: number;
  file_name: string;
  byte_size: number;
  stored_size: number;
}

export function createZenginRepository(db: Queryable) {
  return {
    ...createAccountRepository(db),
    ...createProfileRepository(db),
    ...createExportCandidateRepository(db),
    ...createExportRepository(db),
    ...createResultRepository(db),
  };
}

/** A customer's bank account (口座) and their first debit. */
function createAccountRepository(db: Queryable) {
  return {
    async customerOfStore(storeId: number, customerId: number): Promise<boolean> {
      const { rows } = await db.query('select 1 from customers where id = $1 and store_id = $2', [
        customerId,
        storeId,
      ]);
      return rows.length > 0;
    },

    async account(
      customerId: number,
    ): Promise<(BankAccountRow & { bank_kana: string; branch_kana: string }) | null> {
      const { rows } = await db.query<BankAccountRow & { bank_kana: string; branch_kana: string }>(
        `select ${ACCOUNT_COLUMNS} from customer_bank_accounts a left join banks b on b.code = a.bank_code
           left join bank_branches r on r.bank_code = a.bank_code and r.code = a.branch_code
          where a.customer_id = $1`,
        [customerId],
      );
      return rows[0] ?? null;
    },

    /**
     * Saves the account; 新規コード goes back to 1 when the bank, branch, type or number changed (a new
     * registration at the bank), and stays as it was otherwise.
     */
    async saveAccount(customerId: number, a: AccountWrite, staffId: number): Promise<void> {
      await db.query(
        `insert into customer_bank_accounts as c (customer_id, bank_code, branch_code, account_type, account_number,
           account_holder_kana, account_holder, zengin_customer_number, mandate_received_on, payer_name, updated_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         on conflict (customer_id) do update set
           new_code = case when (c.bank_code, c.branch_code, c.account_type, c.account_number)
                             = (excluded.bank_code, excluded.branch_code, excluded.account_type, excluded.account_number)
                           then c.new_code else 1 end,
           first_debited_on = case when (c.bank_code, c.branch_code, c.account_type, c.account_number)
                             = (excluded.bank_code, excluded.branch_code, excluded.account_type, excluded.account_number)
                           then c.first_debited_on end,
           bank_code = excluded.bank_code, branch_code = excluded.branch_code, account_type = excluded.account_type,
           account_number = excluded.account_number, account_holder_kana = excluded.account_holder_kana,
           account_holder = excluded.account_holder, mandate_received_on = excluded.mandate_received_on,
           payer_name = excluded.payer_name, updated_by = excluded.updated_by, updated_at = now()`,
        [
          customerId,
          a.bank_code,
          a.branch_code,
          a.account_type,
          a.account_number,
          a.account_holder_kana,
          a.account_holder,
          a.zengin_customer_number,
          a.mandate_received_on,
          a.payer_name,
          staffId,
        ],
      );
    },

    /** The first successful debit of an account: 新規コード 0 from now on. */
    async markFirstDebit(customerId: number, day: string): Promise<void> {
      await db.query(
        `update customer_bank_accounts set new_code = 0, first_debited_on = coalesce(first_debited_on, $2::date)
          where customer_id = $1 and new_code <> 0`,
        [customerId, day],
      );
    },
  };
}

/** The store's collection profiles (委託者): one is the default. */
function createProfileRepository(db: Queryable) {
  return {
    async profiles(storeId: number): Promise<CollectionProfileRow[]> {
      const { rows } = await db.query<CollectionProfileRow>(
        `select ${PROFILE_COLUMNS} from ${PROFILE_FROM} where p.store_id = $1 order by p.is_default desc, p.id`,
        [storeId],
      );
      return rows;
    },

    async profile(storeId: number, id: number): Promise<CollectionProfileRow | null> {
      const { rows } = await db.query<CollectionProfileRow>(
        `select ${PROFILE_COLUMNS} from ${PROFILE_FROM} where p.store_id = $1 and p.id = $2`,
        [storeId, id],
      );
      return rows[0] ?? null;
    },

    async defaultProfile(storeId: number): Promise<CollectionProfileRow | null> {
      const { rows } = await db.query<CollectionProfileRow>(
        `select ${PROFILE_COLUMNS} from ${PROFILE_FROM} where p.store_id = $1
          order by p.is_default desc, p.id limit 1`,
        [storeId],
      );
      return rows[0] ?? null;
    },

    async hasProfiles(storeId: number): Promise<boolean> {
      const { rows } = await db.query('select 1 from collection_profiles where store_id = $1 limit 1', [
        storeId,
      ]);
      return rows.length > 0;
    },

    async clearDefault(storeId: number): Promise<void> {
      await db.query('update collection_profiles set is_default = false where store_id = $1 and is_default', [
        storeId,
      ]);
    },

    async insertProfile(storeId: number, p: ProfileWrite, staffId: number): Promise<number> {
      const { rows } = await db.query<{ id: number }>(
        `insert into collection_profiles (store_id, name, consignor_code, consignor_name, bank_code, branch_code,
           account_type, account_number, withdrawal_day_rule, withdrawal_day, new_code_policy, record_framing,
           file_name_pattern, extra_allowed_characters, max_amount_per_record, is_default, created_by, updated_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $17) returning id`,
        [storeId, ...profileValues(p), staffId],
      );
      return rows[0]?.id as number;
    },

    async updateProfile(storeId: number, id: number, p: ProfileWrite, staffId: number): Promise<void> {
      await db.query(
        `update collection_profiles set name = $3, consignor_code = $4, consignor_name = $5, bank_code = $6,
           branch_code = $7, account_type = $8, account_number = $9, withdrawal_day_rule = $10, withdrawal_day = $11,
           new_code_policy = $12, record_framing = $13, file_name_pattern = $14, extra_allowed_characters = $15,
           max_amount_per_record = $16, is_default = $17, updated_by = $18, updated_at = now()
         where store_id = $1 and id = $2`,
        [storeId, id, ...profileValues(p), staffId],
      );
    },

    async deleteProfile(storeId: number, id: number): Promise<void> {
      await db.query('delete from collection_profiles where store_id = $1 and id = $2', [storeId, id]);
    },

    /** Holds a store's profiles still while the default moves (two saves at once leave one default). */
    async lockStoreProfiles(storeId: number): Promise<void> {
      await db.query(`select pg_advisory_xact_lock(hashtext('collection_profiles'), $1)`, [storeId]);
    },
  };
}

/** What a cycle debits: its invoices with an account, the account master and the names. */
function createExportCandidateRepository(db: Queryable) {
  return {
    /**
     * The cycle's invoices paid by transfer with something to collect (unpaid or partly paid), with their
     * accounts, in invoice order, `limit` after `afterId` (keyset pages keep a 100,000-invoice file at a page of
     * rows in memory).
     */
    async exportCandidates(cycleId: number, afterId: number, limit: number): Promise<ExportCandidate[]> {
      // The account in one text column (fixed-width fields, the name last): a 100,000-row file reads three
      // times faster than with a column per field.
      const { rows } = await db.query<{
        invoice_id: number;
        customer_id: number;
        amount: number;
        acct: string | null;
      }>(
        `select i.id as invoice_id, i.customer_id, i.total - i.paid_amount as amount,
                a.bank_code || a.branch_code || a.account_type || a.account_number || a.new_code
                  || a.zengin_customer_number || a.account_holder as acct
           from invoices i left join customer_bank_accounts a on a.customer_id = i.customer_id
          where i.cycle_id = $1 and i.payment_method = 'bank_transfer' and i.status in ('unpaid', 'partially_paid')
            and i.total > i.paid_amount and i.id > $2
          order by i.id limit $3`,
        [cycleId, afterId, limit],
      );
      return rows.map(({ acct, ...row }) =>
        acct === null
          ? {
              ...row,
              bank_code: null,
              branch_code: null,
              account_type: null,
              account_number: null,
              new_code: null,
              customer_number: null,
              account_holder: null,
            }
          : {
              ...row,
              bank_code: acct.slice(0, 4),
              branch_code: acct.slice(4, 7),
              account_type: Number(acct.slice(7, 8)),
              account_number: acct.slice(8, 15),
              new_code: Number(acct.slice(15, 16)),
              customer_number: acct.slice(16, 36),
              account_holder: acct.slice(36),
            },
      );
    },

    /** The bank master's readings of the banks and branches the cycle's accounts name (keys '0001', '0001-110'). */
    async masterOfCycle(cycleId: number): Promise<Map<string, MasterEntry>> {
      const { rows } = await db.query<{ key: string; kana: string; active: boolean }>(
        `with used as (
           select distinct a.bank_code, a.branch_code from invoices i
             join customer_bank_accounts a on a.customer_id = i.customer_id where i.cycle_id = $1)
         select b.code as key, b.kana, b.is_active as active from banks b
          where b.code in (select bank_code from used)
         union all
         select r.bank_code || '-' || r.code, r.kana, r.is_active from bank_branches r
          where (r.bank_code, r.code) in (select bank_code, branch_code from used)`,
        [cycleId],
      );
      return new Map(rows.map((row) => [row.key, { kana: row.kana, active: row.active }]));
    },

    /** Names of customers for the pre-check's list. */
    async customerNames(
      ids: readonly number[],
    ): Promise<Map<number, { name: string; member_number: string }>> {
      const { rows } = await db.query<{ id: number; name: string; member_number: string }>(
        `select id, ${customerName('c')} as name, member_number from customers c where id = any($1::int[])`,
        [ids],
      );
      return new Map(rows.map((row) => [row.id, { name: row.name, member_number: row.member_number }]));
    },
  };
}

/** The 全銀 files written for a cycle, in versions, and what each debits. */
function createExportRepository(db: Queryable) {
  return {
    /** The cycle's file versions are written one at a time (two downloads at once make one version). */
    async lockCycleExports(cycleId: number): Promise<void> {
      await db.query(`select pg_advisory_xact_lock(hashtext('zengin_exports'), $1)`, [cycleId]);
    },

    async latestExport(
      cycleId: number,
      profileId: number,
    ): Promise<{ id: number; version: number; sha256: string; file_name: string } | null> {
      const { rows } = await db.query<{ id: number; version: number; sha256: string; file_name: string }>(
        `select id, version, sha256, file_name from zengin_exports where cycle_id = $1 and profile_id = $2
          order by version desc limit 1`,
        [cycleId, profileId],
      );
      return rows[0] ?? null;
    },

    /**
     * A new version, empty: its pages are appended (appendExport) and its count, total, hash and size written
     * when the file is complete (finishExport), in the same transaction.
     */
    async insertExport(e: ExportInsert, version: number): Promise<number> {
      const { rows } = await db.query<{ id: number }>(
        `insert into zengin_exports (cycle_id, store_id, profile_id, version, file_name, consignor_code,
           withdrawal_date, record_count, total_amount, sha256, byte_size, content, invoice_ids, amounts,
           exported_by, exported_at)
         values ($1, $2, $3, $4, $5, $6, $7, 0, 0, '', 0, ''::bytea, '{}', '{}', $8, $9) returning id`,
        [
          e.cycleId,
          e.storeId,
          e.profileId,
          version,
          e.fileName,
          e.consignorCode,
          e.withdrawalDate,
          e.staffId,
          e.at,
        ],
      );
      return rows[0]?.id as number;
    },

    /**
     * A page of the file: its deflated bytes (kept deflated: 100,000 records are 12 MB of much the same bytes,
     * about 1 MB deflated), its invoices and their amounts, appended to the version.
     */
    async appendExport(id: number, deflated: Uint8Array, invoiceIds: number[], amounts: number[]) {
      await db.query(
        `update zengin_exports set content = content || $2::bytea,
           invoice_ids = invoice_ids || string_to_array($3, ',')::int[],
           amounts = amounts || string_to_array($4, ',')::bigint[]
         where id = $1`,
        [id, deflated, invoiceIds.join(','), amounts.join(',')],
      );
    },

    async finishExport(
      id: number,
      f: { recordCount: number; totalAmount: number; sha256: string; byteSize: number },
    ): Promise<void> {
      await db.query(
        `update zengin_exports set record_count = $2, total_amount = $3, sha256 = $4, byte_size = $5
          where id = $1`,
        [id, f.recordCount, f.totalAmount, f.sha256, f.byteSize],
      );
    },

    async deleteExport(id: number): Promise<void> {
      await db.query('delete from zengin_exports where id = $1', [id]);
    },

    async exports(cycleId: number): Promise<ZenginExportRow[]> {
      const { rows } = await db.query<ZenginExportRow>(
        `select ${EXPORT_COLUMNS} from zengin_exports e join collection_profiles p on p.id = e.profile_id
          where e.cycle_id = $1 order by e.exported_at desc, e.id desc`,
        [cycleId],
      );
      return rows;
    },

    async exportHead(cycleId: number, exportId: number): Promise<ExportHead | null> {
      const { rows } = await db.query<ExportHead>(
        `select id, cycle_id, file_name, byte_size, octet_length(content) as stored_size from zengin_exports
          where cycle_id = $1 and id = $2`,
        [cycleId, exportId],
      );
      return rows[0] ?? null;
    },

    /** `length` of a version's deflated bytes from `offset` (a file is sent a slice at a time). */
    async exportSlice(
      cycleId: number,
      exportId: number,
      offset: number,
      length: number,
    ): Promise<Uint8Array> {
      const { rows } = await db.query<{ bytes: Uint8Array }>(
        `select substring(content from $3 for $4) as bytes from zengin_exports where cycle_id = $1 and id = $2`,
        [cycleId, exportId, offset + 1, length],
      );
      return rows[0]?.bytes ?? new Uint8Array(0);
    },

    /** What the cycle's files held: each 委託者コード with its 引落日, and each invoice's exported amounts. */
    async exportedItems(cycleId: number) {
      const headers = await db.query<{ consignor_code: string; withdrawal_date: string }>(
        `select distinct consignor_code, withdrawal_date::text as withdrawal_date from zengin_exports
          where cycle_id = $1`,
        [cycleId],
      );
      const items = await db.query<{ invoice_id: number; amount: number }>(
        `select distinct x.invoice_id, x.amount::bigint as amount
           from zengin_exports e, unnest(e.invoice_ids, e.amounts) as x(invoice_id, amount)
          where e.cycle_id = $1`,
        [cycleId],
      );
      const amounts = new Map<number, Set<number>>();
      for (const item of items.rows) {
        const set = amounts.get(item.invoice_id) ?? new Set<number>();
        set.add(item.amount);
        amounts.set(item.invoice_id, set);
      }
      return { headers: headers.rows, amounts };
    },
  };
}

/** Transfer result files read back, and the result of each record. */
function createResultRepository(db: Queryable) {
  return {
    /** Result imports of a cycle are applied one at a time (a second upload waits, then finds the first). */
    async lockCycleResults(cycleId: number): Promise<void> {
      await db.query(`select pg_advisory_xact_lock(hashtext('transfer_result_imports'), $1)`, [cycleId]);
    },

    async appliedImportOf(cycleId: number, sha256: string): Promise<number | null> {
      const { rows } = await db.query<{ id: number }>(
        `select id from transfer_result_imports where cycle_id = $1 and sha256 = $2 and status = 'applied'`,
        [cycleId, sha256],
      );
      return rows[0]?.id ?? null;
    },

    /** Each invoice's current result code: that of its latest record that was applied (or found unchanged). */
    async currentResults(cycleId: number): Promise<Map<number, string>> {
      const { rows } = await db.query<{ invoice_id: number; result_code: string }>(
        `select distinct on (t.invoice_id) t.invoice_id, t.result_code
           from transfer_result_records t join transfer_result_imports i on i.id = t.import_id
          where i.cycle_id = $1 and t.invoice_id is not null and t.outcome <> 'unmatched'
          order by t.invoice_id, t.id desc`,
        [cycleId],
      );
      return new Map(rows.map((row) => [row.invoice_id, row.result_code]));
    },

    async insertImport(i: {
      cycleId: number;
      storeId: number;
      fileName: string;
      sha256: string;
      status: 'applied' | 'unchanged';
      counts: {
        record: number;
        paid: number;
        failed: number;
        unchanged: number;
        unmatched: number;
        paidTotal: number;
      };
      staffId: number;
      at: Date;
    }): Promise<number> {
      const { rows } = await db.query<{ id: number }>(
        `insert into transfer_result_imports (cycle_id, store_id, file_name, sha256, status, record_count, paid_count,
           failed_count, unchanged_count, unmatched_count, paid_total, imported_by, imported_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning id`,
        [
          i.cycleId,
          i.storeId,
          i.fileName,
          i.sha256,
          i.status,
          i.counts.record,
          i.counts.paid,
          i.counts.failed,
          i.counts.unchanged,
          i.counts.unmatched,
          i.counts.paidTotal,
          i.staffId,
          i.at,
        ],
      );
      return rows[0]?.id as number;
    },

    async insertRecords(
      importId: number,
      records: readonly {
        record_number: number;
        customer_number: string;
        customer_id: number | null;
        invoice_id: number | null;
        amount: number;
        result_code: string;
        outcome: string;
        message: string;
      }[],
    ): Promise<void> {
      if (records.length === 0) return;
      await db.query(
        `insert into transfer_result_records (import_id, record_number, customer_number, customer_id, invoice_id,
           amount, result_code, outcome, message)
         select $1, x.record_number, x.customer_number, x.customer_id, x.invoice_id, x.amount, x.result_code,
                x.outcome, x.message
           from jsonb_to_recordset($2::jsonb) as x(record_number int, customer_number text, customer_id int,
             invoice_id int, amount bigint, result_code text, outcome text, message text)`,
        [importId, JSON.stringify(records)],
      );
    },

    async importRow(id: number): Promise<TransferImportRow> {
      const { rows } = await db.query<TransferImportRow>(
        `select ${IMPORT_COLUMNS} from transfer_result_imports i where i.id = $1`,
        [id],
      );
      return rows[0] as TransferImportRow;
    },

    async imports(cycleId: number): Promise<TransferImportRow[]> {
      const { rows } = await db.query<TransferImportRow>(
        `select ${IMPORT_COLUMNS} from transfer_result_imports i where i.cycle_id = $1 order by i.id desc`,
        [cycleId],
      );
      return rows;
    },

    async records(cycleId: number, importId?: number): Promise<Omit<TransferRecordRow, 'result_label'>[]> {
      const { rows } = await db.query<Omit<TransferRecordRow, 'result_label'>>(
        `select ${RECORD_COLUMNS} from transfer_result_records t join transfer_result_imports i on i.id = t.import_id
           left join customers cu on cu.id = t.customer_id
          where i.cycle_id = $1 ${importId === undefined ? '' : 'and i.id = $2'}
          order by t.import_id desc, t.record_number`,
        importId === undefined ? [cycleId] : [cycleId, importId],
      );
      return rows;
    },
  };
}

function profileValues(p: ProfileWrite) {
  return [
    p.name,
    p.consignor_code,
    p.consignor_name,
    p.bank_code,
    p.branch_code,
    p.account_type,
    p.account_number,
    p.withdrawal_day_rule,
    p.withdrawal_day,
    p.new_code_policy,
    p.record_framing,
    p.file_name_pattern,
    p.extra_allowed_characters,
    p.max_amount_per_record,
    p.is_default,
  ];
}
