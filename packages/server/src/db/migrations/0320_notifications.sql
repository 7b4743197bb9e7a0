-- Notifications to families (issue 32): mail, Web Push and LINE.
--
-- A family's choices stay in プロフィール's settings (0270), extended here: per kind, the channels it wants
-- (`channels`, a JSON object kind → {mail, push, line}; a kind absent takes the default) and its quiet hours
-- (Tokyo wall-clock minutes; both null means none). The three booleans of 0270 keep their meaning: a group
-- switched off sends nothing of its kinds on any channel.
alter table family_notification_settings
  add column channels jsonb not null default '{}',
  add column quiet_start_minute integer check (quiet_start_minute between 0 and 1439),
  add column quiet_end_minute integer check (quiet_end_minute between 0 and 1439);

-- One row per (kind, event, account, channel): the unique key makes an event's enqueue idempotent (insert … on
-- conflict do nothing), whatever the number of server nodes or of retries of the use case that raised it.
-- A pending row is due at next_attempt_at; a dispatcher claims it by moving next_attempt_at past a lease
-- (select … for update skip locked), so two dispatchers never send one row, and a node that dies mid-send
-- leaves a row that is due again when its lease ends.
create table notification_deliveries (
  id              integer generated always as identity primary key,
  kind            text not null,
  event_key       text not null,
  account_id      integer not null references family_accounts (id) on delete cascade,
  channel         text not null check (channel in ('mail', 'push', 'line')),
  store_id        integer references stores (id) on delete set null,
  customer_id     integer references customers (id) on delete set null,
  title           text not null,
  body            text not null,
  url             text not null,
  status          text not null default 'pending' check (status in ('pending', 'sent', 'failed', 'skipped')),
  skip_reason     text,
  attempts        integer not null default 0,
  next_attempt_at timestamptz not null,
  last_error      text,
  sent_at         timestamptz,
  created_at      timestamptz not null,
  unique (kind, event_key, account_id, channel)
);
create index notification_deliveries_due_idx on notification_deliveries (next_attempt_at) where status = 'pending';
create index notification_deliveries_account_idx on notification_deliveries (account_id, created_at desc);

-- Web Push: the server's VAPID key pair, made once on first need (one row, id 1) and never regenerated (every
-- subscription is bound to its public key); and each device's subscription.
create table notification_vapid_keys (
  id          integer primary key check (id = 1),
  public_key  text not null,
  private_key text not null,
  created_at  timestamptz not null
);

create table notification_push_subscriptions (
  id          integer generated always as identity primary key,
  account_id  integer not null references family_accounts (id) on delete cascade,
  endpoint    text not null unique,
  p256dh      text not null,
  auth        text not null,
  user_agent  text,
  created_at  timestamptz not null
);
create index notification_push_subscriptions_account_idx on notification_push_subscriptions (account_id);

-- LINE: the school's Messaging API channel (one row, id 1; the token is never answered to a client), the
-- accounts linked to a LINE user, and the one-time codes a family sends to the school's LINE account to link.
create table notification_line_channel (
  id                   integer primary key check (id = 1),
  channel_access_token text not null,
  channel_secret       text not null,
  updated_at           timestamptz not null,
  updated_by           integer references staffs (id) on delete set null
);

create table notification_line_links (
  account_id   integer primary key references family_accounts (id) on delete cascade,
  line_user_id text not null,
  linked_at    timestamptz not null
);

create table notification_line_link_codes (
  code       text primary key,
  account_id integer not null references family_accounts (id) on delete cascade,
  expires_at timestamptz not null,
  created_at timestamptz not null
);
create index notification_line_link_codes_account_idx on notification_line_link_codes (account_id);
