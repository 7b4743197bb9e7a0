-- What a family did on マイページ (issue 31), for the customer record's log and the dashboard's count of today's
-- notices: one row per action, written by the family module when the action succeeds. The summary is the
-- Japanese line the desk reads (「12/3(木) ジュニアA 16:00 の欠席連絡」); the action is for counting and filtering.
create table family_activity (
  id          integer generated always as identity primary key,
  account_id  integer not null references family_accounts (id) on delete cascade,
  customer_id integer references customers (id) on delete cascade,
  store_id    integer not null references stores (id) on delete cascade,
  action      text not null check (action in (
                'absence_reported', 'makeup_booked', 'makeup_cancelled',
                'waitlist_joined', 'waitlist_accepted', 'waitlist_declined', 'waitlist_left',
                'change_requested', 'invitation_accepted', 'password_changed', 'account_disabled',
                'account_enabled')),
  summary     text not null check (length(summary) between 1 and 200),
  at          timestamptz not null default now()
);
create index family_activity_customer_idx on family_activity (customer_id, at desc);
create index family_activity_store_at_idx on family_activity (store_id, at desc);
