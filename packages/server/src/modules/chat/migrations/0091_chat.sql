-- Staff chat (チャット, issue 17): rooms (direct 1対1, group, store-wide, announcement), participants with
-- their read marks, messages (edited, deleted as tombstones) and their mentions. Owned by modules/chat.

create table chat_rooms (
  id          integer generated always as identity primary key,
  type        text not null check (type in ('direct', 'group', 'store', 'announcement')),
  name        text not null check (length(name) between 1 and 100),
  description text check (length(description) <= 500),
  icon        text check (length(icon) <= 50),
  store_id    integer references stores (id) on delete cascade,
  created_by  integer references staffs (id) on delete set null,
  is_active   boolean not null default true,
  -- The two staff of a direct room, smaller id first: one direct room per pair.
  direct_key  text unique,
  last_message_id integer,
  created_at  timestamptz not null default now(),
  updated_at  timestamptz not null default now()
);
create index chat_rooms_store_idx on chat_rooms (store_id);

create table chat_participants (
  room_id              integer not null references chat_rooms (id) on delete cascade,
  staff_id             integer not null references staffs (id) on delete cascade,
  last_read_message_id integer,
  joined_at            timestamptz not null default now(),
  primary key (room_id, staff_id)
);
create index chat_participants_staff_idx on chat_participants (staff_id, room_id);

create table chat_messages (
  id         integer generated always as identity primary key,
  room_id    integer not null references chat_rooms (id) on delete cascade,
  sender_id  integer references staffs (id) on delete set null,
  body       text not null check (length(body) <= 4000),
  created_at timestamptz not null default now(),
  edited_at  timestamptz,
  deleted_at timestamptz,
  -- The text folded for search (kayoi_search_key, 0030); a tombstone's is empty.
  search_text text generated always as (kayoi_search_key(body)) stored
);
-- A room's history by id (pages before and after a cursor).
create index chat_messages_room_idx on chat_messages (room_id, id);

create table chat_mentions (
  message_id integer not null references chat_messages (id) on delete cascade,
  staff_id   integer not null references staffs (id) on delete cascade,
  room_id    integer not null references chat_rooms (id) on delete cascade,
  primary key (message_id, staff_id)
);
create index chat_mentions_staff_idx on chat_mentions (staff_id, room_id, message_id);
