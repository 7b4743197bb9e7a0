-- お問い合わせ (issue 32): a message thread between a family account and the desk of one of its members' stores,
-- apart from the staff chat (0100). One thread per account and store, made by the family's first message; a
-- message is the family's or a staff member's (named to the family by the staff's display name). `read_at` is
-- when the other side first read it: the desk's 既読 on a family's message, the family's on a reply. Messages
-- are never deleted.
create table family_threads (
  id              integer generated always as identity primary key,
  account_id      integer not null references family_accounts (id) on delete cascade,
  store_id        integer not null references stores (id),
  created_at      timestamptz not null,
  last_message_at timestamptz not null,
  unique (account_id, store_id)
);
create index family_threads_store_idx on family_threads (store_id, last_message_at desc);

create table family_messages (
  id         integer generated always as identity primary key,
  thread_id  integer not null references family_threads (id) on delete cascade,
  author     text not null check (author in ('family', 'staff')),
  staff_id   integer references staffs (id) on delete set null,
  body       text not null check (length(body) between 1 and 1000),
  created_at timestamptz not null,
  read_at    timestamptz,
  check (author = 'staff' or staff_id is null)
);
create index family_messages_thread_idx on family_messages (thread_id, id);
create index family_messages_unread_idx on family_messages (thread_id, author) where read_at is null;
