-- Billing 1/2 (issue 15): monthly cycles and their invoices, adjustments, discount groups, cash payments with
-- their receipts, and the daily cash close. Owned by modules/billing. Money is integer yen, tax-inclusive.
-- Nothing financial is deleted: invoices of a confirmed cycle, adjustments and payments are voided with a
-- reason, who and when. Only a draft cycle's invoices are rewritten by its next generation.

-- A store's billing rules; a store without a row has the defaults.
create table billing_settings (
  store_id          integer primary key references stores (id) on delete cascade,
  first_month_rule  text not null default 'full' check (first_month_rule in ('full', 'pro_rata')),
  annual_fee_month  smallint not null default 4 check (annual_fee_month between 1 and 12),
  withdrawal_day    smallint not null default 27 check (withdrawal_day between 1 and 31),
  closing_day       smallint not null default 10 check (closing_day between 1 and 31),
  updated_by        integer references staffs (id) on delete set null,
  updated_at        timestamptz not null default now()
);

-- How a customer pays (口座振替 by default; issue 16 adds the bank account beside it).
create table customer_billing_profiles (
  customer_id     integer primary key references customers (id) on delete cascade,
  payment_method  text not null default 'bank_transfer'
                  check (payment_method in ('bank_transfer', 'cash', 'other')),
  updated_by      integer references staffs (id) on delete set null,
  updated_at      timestamptz not null default now()
);

create table billing_cycles (
  id               integer generated always as identity primary key,
  store_id         integer not null references stores (id),
  billing_month    date not null check (extract(day from billing_month) = 1),
  closing_date     date not null,
  withdrawal_date  date not null,
  status           text not null default 'draft'
                   check (status in ('draft', 'confirmed', 'exported', 'results_imported', 'closed')),
  -- Bumped by every generation and status change: a screen sends the revision it shows (optimistic lock).
  revision         integer not null default 0,
  generated_at     timestamptz,
  generated_by     integer references staffs (id) on delete set null,
  confirmed_at     timestamptz,
  confirmed_by     integer references staffs (id) on delete set null,
  closed_at        timestamptz,
  closed_by        integer references staffs (id) on delete set null,
  created_by       integer references staffs (id) on delete set null,
  created_at       timestamptz not null default now(),
  unique (store_id, billing_month)
);

-- One invoice per customer and cycle. customer_id has no cascade: a customer with invoices is not deleted.
create table invoices (
  id              integer generated always as identity primary key,
  cycle_id        integer not null references billing_cycles (id),
  store_id        integer not null references stores (id),
  customer_id     integer not null references customers (id),
  billing_month   date not null,
  payment_method  text not null check (payment_method in ('bank_transfer', 'cash', 'other')),
  total           integer not null,
  tax             integer not null,
  tax_by_rate     jsonb not null default '[]',
  paid_amount     integer not null default 0,
  status          text not null default 'unpaid'
                  check (status in ('unpaid', 'paid', 'partially_paid', 'failed', 'void')),
  failed_reason   text,
  created_at      timestamptz not null default now(),
  updated_at      timestamptz not null default now(),
  unique (cycle_id, customer_id)
);
create index invoices_store_month_idx on invoices (store_id, billing_month, status);
create index invoices_customer_idx on invoices (customer_id, billing_month);

create table invoice_lines (
  id           integer generated always as identity primary key,
  invoice_id   integer not null references invoices (id) on delete cascade,
  position     smallint not null,
  source       text not null check (source in ('contract', 'discount', 'adjustment')),
  source_id    integer not null,
  kind         text not null check (kind in ('monthly_fee', 'pro_rata_fee', 'entrance_fee', 'annual_fee',
                 'pause_fee', 'discount', 'goods', 'refund', 'correction', 'other')),
  description  text not null,
  amount       integer not null,
  tax_rate     smallint not null check (tax_rate in (0, 8, 10)),
  program_id   integer,
  unique (invoice_id, position)
);

-- One-off charges (positive) and credits (negative) of a customer for a month. `invoice_id` is the invoice
-- of a confirmed cycle that charged it (then it is 'applied' and can no longer be edited or voided).
create table billing_adjustments (
  id             integer generated always as identity primary key,
  store_id       integer not null references stores (id),
  customer_id    integer not null references customers (id),
  billing_month  date not null check (extract(day from billing_month) = 1),
  kind           text not null check (kind in ('goods', 'refund', 'correction', 'other')),
  description    text not null,
  amount         integer not null check (amount <> 0),
  tax_rate       smallint not null default 10 check (tax_rate in (0, 8, 10)),
  invoice_id     integer references invoices (id),
  created_by     integer references staffs (id) on delete set null,
  created_at     timestamptz not null default now(),
  updated_by     integer references staffs (id) on delete set null,
  updated_at     timestamptz not null default now(),
  voided_at      timestamptz,
  voided_by      integer references staffs (id) on delete set null,
  void_reason    text,
  check ((voided_at is null) = (void_reason is null))
);
create index billing_adjustments_store_month_idx on billing_adjustments (store_id, billing_month, customer_id);

create table discount_groups (
  id          integer generated always as identity primary key,
  store_id    integer not null references stores (id),
  name        text not null,
  kind        text not null default 'family' check (kind in ('family', 'other')),
  valid_from  date not null,
  valid_to    date,
  note        text,
  created_by  integer references staffs (id) on delete set null,
  created_at  timestamptz not null default now(),
  updated_by  integer references staffs (id) on delete set null,
  updated_at  timestamptz not null default now(),
  check (valid_to is null or valid_to >= valid_from)
);

create table discount_group_members (
  group_id     integer not null references discount_groups (id) on delete cascade,
  customer_id  integer not null references customers (id) on delete cascade,
  position     smallint not null,
  primary key (group_id, customer_id)
);
create index discount_group_members_customer_idx on discount_group_members (customer_id);

-- A group's rules. A rule an invoice line names is never deleted: an edit retires it (retired_at) and adds
-- the new one, so an old invoice's discount line still points at the rule that made it.
create table discount_rules (
  id             integer generated always as identity primary key,
  group_id       integer not null references discount_groups (id) on delete cascade,
  member_rank    smallint not null check (member_rank between 1 and 20),
  program_id     integer references programs (id),
  discount_type  text not null check (discount_type in ('fixed', 'percent')),
  value          integer not null check (value > 0),
  retired_at     timestamptz,
  check (discount_type <> 'percent' or value <= 100)
);
create index discount_rules_group_idx on discount_rules (group_id) where retired_at is null;

-- Receipt numbers: one counter per store, taken with the payment in its transaction (never reused, no gaps).
create table receipt_counters (
  store_id     integer primary key references stores (id) on delete cascade,
  last_number  integer not null check (last_number >= 0)
);

create table payments (
  id               integer generated always as identity primary key,
  store_id         integer not null references stores (id),
  customer_id      integer not null references customers (id),
  method           text not null check (method in ('cash', 'other')),
  amount           integer not null check (amount > 0),
  received         integer not null check (received >= amount),
  change           integer not null check (change = received - amount),
  paid_on          date not null,
  receipt_number   integer not null,
  idempotency_key  text not null,
  note             text,
  created_by       integer references staffs (id) on delete set null,
  created_at       timestamptz not null default now(),
  voided_at        timestamptz,
  voided_by        integer references staffs (id) on delete set null,
  void_reason      text,
  unique (store_id, receipt_number),
  unique (store_id, idempotency_key),
  check ((voided_at is null) = (void_reason is null))
);
create index payments_store_day_idx on payments (store_id, paid_on);
create index payments_customer_idx on payments (customer_id);

create table payment_allocations (
  payment_id  integer not null references payments (id),
  invoice_id  integer not null references invoices (id),
  amount      integer not null check (amount > 0),
  primary key (payment_id, invoice_id)
);
create index payment_allocations_invoice_idx on payment_allocations (invoice_id);

-- レジ締め: one per store and day — the float, the cash the day's payments should have left, the count.
create table cash_closes (
  id             integer generated always as identity primary key,
  store_id       integer not null references stores (id),
  business_date  date not null,
  float_amount   integer not null check (float_amount >= 0),
  collected      integer not null,
  payment_count  integer not null,
  expected_cash  integer not null,
  counts         jsonb not null,
  counted_cash   integer not null,
  difference     integer not null,
  note           text,
  closed_by      integer references staffs (id) on delete set null,
  closed_at      timestamptz not null default now(),
  unique (store_id, business_date)
);
