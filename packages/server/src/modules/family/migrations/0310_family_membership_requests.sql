-- 各種申請 on マイページ (issue 32): a family asks for a linked member's 休会 or 退会. Nothing reaches the member
-- until the store approves: approval runs the desk's scheduling (customer_membership_requests, 0180) in the
-- transaction that marks the request approved and keeps the lifecycle's request it made. One pending request of
-- a kind per member: the partial unique index holds that under parallel requests. Requests are kept (a family's
-- withdrawal is `cancelled`, a decline keeps its reason and who decided).
create table family_membership_requests (
  id                    integer generated always as identity primary key,
  account_id            integer references family_accounts (id) on delete set null,
  requested_by          text not null,
  customer_id           integer not null references customers (id) on delete cascade,
  store_id              integer not null references stores (id) on delete cascade,
  kind                  text not null check (kind in ('pause', 'withdraw')),
  from_month            text check (from_month ~ '^\d{4}-(0[1-9]|1[0-2])$'),
  to_month              text check (to_month ~ '^\d{4}-(0[1-9]|1[0-2])$'),
  effective_on          date,
  reason                text,
  state                 text not null default 'pending'
                          check (state in ('pending', 'approved', 'rejected', 'cancelled')),
  requested_at          timestamptz not null,
  decided_at            timestamptz,
  decided_by            integer references staffs (id) on delete set null,
  reject_reason         text,
  membership_request_id integer references customer_membership_requests (id) on delete set null,
  check ((state = 'rejected') = (reject_reason is not null)),
  check ((kind = 'pause') = (from_month is not null and to_month is not null)),
  check ((kind = 'withdraw') = (effective_on is not null))
);
create unique index family_membership_requests_pending_key
  on family_membership_requests (customer_id, kind) where state = 'pending';
create index family_membership_requests_store_idx on family_membership_requests (store_id, state, requested_at);
create index family_membership_requests_customer_idx on family_membership_requests (customer_id, requested_at desc);
