-- 口座振替 (issue 16): customers' bank accounts, the stores' collection profiles (収納代行), the exported
-- 全銀協 request files (bytes kept, every version), and the imported result files with each record's outcome.
-- Owned by modules/zengin. By agreement with modules/billing (README), a debit the bank reports as paid is a
-- payment of method 'bank_transfer' (no receipt number: receipts are the cash desk's), written by
-- modules/billing/bank-transfers.ts.

-- A customer's account. Deleting a customer (only possible without invoices) deletes their account with them;
-- the files already exported keep their bytes.
create table customer_bank_accounts (
  customer_id             integer primary key references customers (id) on delete cascade,
  bank_code               text not null check (bank_code ~ '^[0-9]{4}$'),
  branch_code             text not null check (branch_code ~ '^[0-9]{3}$'),
  account_type            smallint not null check (account_type in (1, 2, 4, 9)),
  account_number          text not null check (account_number ~ '^[0-9]{7}$'),
  -- As staff typed it, and as the file writes it (half-width katakana, 30 characters at most).
  account_holder_kana     text not null check (length(account_holder_kana) between 1 and 100),
  account_holder          text not null check (length(account_holder) between 1 and 30),
  -- 20 digits, assigned once from the customer's id: the result file is matched by it.
  zengin_customer_number  text not null unique check (zengin_customer_number ~ '^[0-9]{20}$'),
  -- 1 until the first successful debit of this account (a changed account is a new registration), then 0.
  new_code                smallint not null default 1 check (new_code in (0, 1, 2)),
  first_debited_on        date,
  mandate_received_on     date,
  payer_name              text check (length(payer_name) <= 60),
  created_at              timestamptz not null default now(),
  updated_by              integer references staffs (id) on delete set null,
  updated_at              timestamptz not null default now()
);

create table collection_profiles (
  id                        integer generated always as identity primary key,
  store_id                  integer not null references stores (id),
  name                      text not null check (length(name) between 1 and 60),
  consignor_code            text not null check (consignor_code ~ '^[0-9]{10}$'),
  consignor_name            text not null check (length(consignor_name) between 1 and 40),
  bank_code                 text not null check (bank_code ~ '^[0-9]{4}$'),
  branch_code               text not null check (branch_code ~ '^[0-9]{3}$'),
  account_type              smallint not null check (account_type in (1, 2, 9)),
  account_number            text not null check (account_number ~ '^[0-9]{7}$'),
  withdrawal_day_rule       text not null default 'cycle' check (withdrawal_day_rule in ('cycle', 'fixed_day')),
  withdrawal_day            smallint check (withdrawal_day between 1 and 31),
  new_code_policy           text not null default 'first_debit' check (new_code_policy in ('first_debit', 'always_zero')),
  record_framing            smallint not null default 120 check (record_framing in (120, 122)),
  file_name_pattern         text not null check (length(file_name_pattern) between 1 and 100),
  extra_allowed_characters  text not null default '',
  max_amount_per_record     bigint check (max_amount_per_record between 1 and 9999999999),
  is_default                boolean not null default false,
  created_by                integer references staffs (id) on delete set null,
  created_at                timestamptz not null default now(),
  updated_by                integer references staffs (id) on delete set null,
  updated_at                timestamptz not null default now(),
  check (withdrawal_day_rule = 'cycle' or withdrawal_day is not null)
);
create unique index collection_profiles_default_idx on collection_profiles (store_id) where is_default;

-- Each different file of a cycle and profile is a version; its bytes are kept (deflated: raw DEFLATE), so a
-- download of it later is byte for byte what went to the bank. `invoice_ids`/`amounts` are its data records (the
-- result file's records are matched against them).
create table zengin_exports (
  id               integer generated always as identity primary key,
  cycle_id         integer not null references billing_cycles (id),
  store_id         integer not null references stores (id),
  profile_id       integer not null references collection_profiles (id),
  version          integer not null check (version >= 1),
  file_name        text not null,
  consignor_code   text not null,
  withdrawal_date  date not null,
  record_count     integer not null,
  total_amount     bigint not null,
  sha256           text not null,
  byte_size        integer not null,
  content          bytea not null,
  invoice_ids      integer[] not null,
  amounts          bigint[] not null,
  exported_by      integer references staffs (id) on delete set null,
  exported_at      timestamptz not null default now(),
  unique (cycle_id, profile_id, version)
);

create table transfer_result_imports (
  id               integer generated always as identity primary key,
  cycle_id         integer not null references billing_cycles (id),
  store_id         integer not null references stores (id),
  file_name        text not null,
  sha256           text not null,
  status           text not null check (status in ('applied', 'unchanged')),
  record_count     integer not null,
  paid_count       integer not null,
  failed_count     integer not null,
  unchanged_count  integer not null,
  unmatched_count  integer not null,
  paid_total       bigint not null,
  imported_by      integer references staffs (id) on delete set null,
  imported_at      timestamptz not null default now()
);
-- A file is applied once per cycle: a second upload of the same bytes (even at the same moment) is 'unchanged'.
create unique index transfer_result_imports_applied_idx on transfer_result_imports (cycle_id, sha256)
  where status = 'applied';

create table transfer_result_records (
  id             integer generated always as identity primary key,
  import_id      integer not null references transfer_result_imports (id),
  record_number  integer not null,
  customer_number text not null,
  customer_id    integer,
  invoice_id     integer references invoices (id),
  amount         bigint not null,
  result_code    text not null,
  outcome        text not null check (outcome in ('paid', 'failed', 'unchanged', 'unmatched')),
  message        text not null
);
create index transfer_result_records_import_idx on transfer_result_records (import_id, record_number);
create index transfer_result_records_invoice_idx on transfer_result_records (invoice_id, id)
  where invoice_id is not null;

-- Billing's payments take debits by 口座振替: method 'bank_transfer', without a receipt number.
alter table payments drop constraint payments_method_check;
alter table payments add constraint payments_method_check check (method in ('cash', 'other', 'bank_transfer'));
alter table payments alter column receipt_number drop not null;
alter table payments add constraint payments_receipt_number_check
  check ((receipt_number is null) = (method = 'bank_transfer'));
