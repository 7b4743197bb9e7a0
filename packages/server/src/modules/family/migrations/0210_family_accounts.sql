-- The family realm (issue 31): マイページ accounts of 保護者 and adult members, apart from the staff's. An account
-- is an e-mail and a password hash (none until an invitation is accepted); it is linked to one or more customers
-- (siblings under one account; a child may have two guardians' accounts). Invitations are sent from a customer
-- record by that customer's store; only a hash of their single-use token is kept, and a later invitation of the
-- same customer replaces the earlier (its link stops working). Family sessions, like staff tokens, keep only a
-- hash; they are a table of their own, so a family token is never a staff token nor the reverse.
create table family_accounts (
  id            integer generated always as identity primary key,
  email         text not null,
  password_hash text,
  state         text not null default 'invited' check (state in ('invited', 'active', 'disabled')),
  created_at    timestamptz not null default now(),
  updated_at    timestamptz not null default now(),
  last_login_at timestamptz
);
create unique index family_accounts_email_key on family_accounts (lower(email));

-- A link carries the customer's store, so that every family read stays within the member's store.
create table family_links (
  account_id   integer not null references family_accounts (id) on delete cascade,
  customer_id  integer not null references customers (id) on delete cascade,
  store_id     integer not null references stores (id) on delete cascade,
  relationship text not null check (relationship in ('guardian', 'self')),
  linked_at    timestamptz not null default now(),
  primary key (account_id, customer_id)
);
create index family_links_customer_idx on family_links (customer_id);

create table family_invitations (
  id          integer generated always as identity primary key,
  store_id    integer not null references stores (id) on delete cascade,
  customer_id integer not null references customers (id) on delete cascade,
  email       text not null,
  token_hash  text not null unique,
  sent_by     integer references staffs (id) on delete set null,
  sent_at     timestamptz not null,
  expires_at  timestamptz not null,
  accepted_at timestamptz,
  account_id  integer references family_accounts (id) on delete set null,
  replaced_at timestamptz,
  check (expires_at > sent_at)
);
create index family_invitations_customer_idx on family_invitations (customer_id, sent_at desc);

create table family_sessions (
  id           integer generated always as identity primary key,
  account_id   integer not null references family_accounts (id) on delete cascade,
  token_hash   text not null unique,
  device_name  text not null,
  created_at   timestamptz not null,
  last_used_at timestamptz,
  expires_at   timestamptz not null
);
create index family_sessions_account_idx on family_sessions (account_id);
create index family_sessions_expires_at_idx on family_sessions (expires_at);

-- One outstanding reset link per account (a new request replaces it).
create table family_password_resets (
  account_id integer primary key references family_accounts (id) on delete cascade,
  token_hash text not null unique,
  created_at timestamptz not null,
  expires_at timestamptz not null
);
