-- 休会 and 退会 with the school's rules (issue 29 §3). One row of rules per store once saved (the defaults
-- before): the request deadline (前月N日まで), the longest 休会 in months, and whether a 休会 keeps the class
-- place or releases it to the waiting list.
create table store_membership_rules (
  store_id             integer primary key references stores (id) on delete cascade,
  request_deadline_day integer not null default 10 check (request_deadline_day between 1 and 28),
  max_pause_months     integer not null default 3 check (max_pause_months between 1 and 12),
  pause_keeps_seat     boolean not null default true,
  updated_by           integer references staffs (id) on delete set null,
  updated_at           timestamptz not null default now()
);

-- A scheduled 休会 (from the first day of its first month to the last day of its last month) or 退会 (its
-- effective day). Status changes it schedules point back at it, so cancelling removes only those not yet in
-- effect; the request itself stays with who cancelled it and when. An early 復会 moves ends_on back.
create table customer_membership_requests (
  id             integer generated always as identity primary key,
  customer_id    integer not null references customers (id) on delete cascade,
  kind           text not null check (kind in ('pause', 'withdraw')),
  requested_on   date not null,
  starts_on      date not null,
  ends_on        date,
  reason         text,
  requested_by   integer references staffs (id) on delete set null,
  cancelled_at   timestamptz,
  cancelled_by   integer references staffs (id) on delete set null,
  created_at     timestamptz not null default now(),
  check ((kind = 'pause') = (ends_on is not null)),
  check (ends_on is null or ends_on >= starts_on)
);
create index customer_membership_requests_customer_idx on customer_membership_requests (customer_id);
-- One live 退会 per member (the use cases also lock the customer's row, so two desks asking at once give one
-- result for 休会 too).
create unique index customer_membership_requests_one_withdrawal
  on customer_membership_requests (customer_id) where kind = 'withdraw' and cancelled_at is null;

alter table customer_status_changes
  add column request_id integer references customer_membership_requests (id) on delete set null,
  add column applied boolean not null default true;
