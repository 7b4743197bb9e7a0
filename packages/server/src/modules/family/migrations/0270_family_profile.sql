-- プロフィール on マイページ (issue 31). A family asks to change a linked member's contact details; nothing reaches
-- the customer until the member's store approves (the customers module then writes the customer, in the same
-- transaction that marks the request approved). One pending request per member: a newer one replaces it (the
-- earlier becomes 'replaced'), and the partial unique index holds that under parallel requests. `changes` keeps,
-- per field asked, the value on record then and the value asked for: [{"field": "mobile", "before": "…", "after": "…"}].
create table family_change_requests (
  id            integer generated always as identity primary key,
  account_id    integer references family_accounts (id) on delete set null,
  requested_by  text not null,
  customer_id   integer not null references customers (id) on delete cascade,
  store_id      integer not null references stores (id) on delete cascade,
  state         text not null default 'pending' check (state in ('pending', 'approved', 'rejected', 'replaced')),
  changes       jsonb not null,
  requested_at  timestamptz not null,
  decided_at    timestamptz,
  decided_by    integer references staffs (id) on delete set null,
  reject_reason text,
  check ((state = 'rejected') = (reject_reason is not null))
);
create unique index family_change_requests_pending_key on family_change_requests (customer_id) where state = 'pending';
create index family_change_requests_customer_idx on family_change_requests (customer_id, requested_at desc);
create index family_change_requests_account_idx on family_change_requests (account_id, requested_at desc);

-- Which school e-mails a family account receives; no row means every kind is on.
create table family_notification_settings (
  account_id    integer primary key references family_accounts (id) on delete cascade,
  announcements boolean not null default true,
  makeups       boolean not null default true,
  billing       boolean not null default true,
  updated_at    timestamptz not null
);
