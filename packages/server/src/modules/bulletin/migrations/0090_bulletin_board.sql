-- The bulletin board (掲示板, issue 17): posts per store (or all stores), their attachments, comments, read
-- receipts and an audit trail. Owned by modules/bulletin.

create table bulletin_posts (
  id            integer generated always as identity primary key,
  -- null: every store (an admin's post to all stores).
  store_id      integer references stores (id) on delete cascade,
  author_id     integer references staffs (id) on delete set null,
  title         text not null check (length(title) between 1 and 255),
  body          text not null check (length(body) between 1 and 20000),
  category      text not null default 'general'
                check (category in ('general', 'event', 'maintenance', 'training', 'other')),
  priority      text not null default 'normal' check (priority in ('low', 'normal', 'high', 'urgent')),
  is_pinned     boolean not null default false,
  is_active     boolean not null default true,
  -- Tokyo wall-clock instants, stored as instants; null: from now / without end.
  publish_start timestamptz,
  publish_end   timestamptz,
  view_count    integer not null default 0 check (view_count >= 0),
  created_at    timestamptz not null default now(),
  updated_at    timestamptz not null default now(),
  -- A deleted post stays (with its audit rows); it is gone from every list and detail.
  deleted_at    timestamptz,
  deleted_by    integer references staffs (id) on delete set null,
  -- Title and body folded for the board's search (kayoi_search_key, 0030): a substring match, kana- and
  -- width-blind, without folding 10,000 bodies on every search.
  search_text   text generated always as (kayoi_search_key(title || ' ' || body)) stored,
  constraint bulletin_posts_window check (publish_end is null or publish_start is null or publish_end > publish_start)
);
-- The list: pinned first, newest first, within a store (or all stores).
-- Bodies and their folded text live out of line (TOAST): the rows the list and the badge count stay narrow,
-- so counting 10,000 posts reads a few hundred pages, not thousands.
alter table bulletin_posts alter column body set storage external, alter column search_text set storage external,
  set (toast_tuple_target = 128);
create index bulletin_posts_list_idx on bulletin_posts (is_pinned desc, id desc) where deleted_at is null;
create index bulletin_posts_store_idx on bulletin_posts (store_id, is_pinned desc, id desc) where deleted_at is null;

create table bulletin_attachments (
  id           integer generated always as identity primary key,
  post_id      integer not null references bulletin_posts (id) on delete cascade,
  -- Random and unguessable; served at /storage/attachments/<key> with a signed, expiring URL.
  key          text not null unique check (key ~ '^[0-9a-f-]{36}\.(jpg|png|gif|pdf)$'),
  name         text not null check (length(name) between 1 and 255),
  content_type text not null check (content_type in ('image/jpeg', 'image/png', 'image/gif', 'application/pdf')),
  bytes        bytea not null,
  byte_size    integer not null check (byte_size > 0),
  created_at   timestamptz not null default now()
);
create index bulletin_attachments_post_idx on bulletin_attachments (post_id, id);

create table bulletin_comments (
  id         integer generated always as identity primary key,
  post_id    integer not null references bulletin_posts (id) on delete cascade,
  author_id  integer references staffs (id) on delete set null,
  body       text not null check (length(body) between 1 and 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index bulletin_comments_post_idx on bulletin_comments (post_id, id);

create table bulletin_reads (
  post_id  integer not null references bulletin_posts (id) on delete cascade,
  staff_id integer not null references staffs (id) on delete cascade,
  read_at  timestamptz not null default now(),
  primary key (staff_id, post_id)
);
create index bulletin_reads_post_idx on bulletin_reads (post_id);

-- Who created, edited or deleted which post, when (kept when the post is deleted).
create table bulletin_post_audits (
  id       integer generated always as identity primary key,
  post_id  integer not null references bulletin_posts (id) on delete cascade,
  staff_id integer references staffs (id) on delete set null,
  action   text not null check (action in ('created', 'updated', 'deleted')),
  title    text not null,
  at       timestamptz not null default now()
);
create index bulletin_post_audits_post_idx on bulletin_post_audits (post_id, id);
