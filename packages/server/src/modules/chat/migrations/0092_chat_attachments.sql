-- Chat message attachments (issue 17): images and PDFs like the board's (bulletin_attachments, 0090),
-- served at the same signed /storage/attachments/<key> route; a deleted message's files are no longer served.
create table chat_attachments (
  id           integer generated always as identity primary key,
  message_id   integer not null references chat_messages (id) on delete cascade,
  key          text not null unique check (key ~ '^[0-9a-f-]{36}\.(jpg|png|gif|pdf)$'),
  name         text not null check (length(name) between 1 and 255),
  content_type text not null check (content_type in ('image/jpeg', 'image/png', 'image/gif', 'application/pdf')),
  bytes        bytea not null,
  byte_size    integer not null check (byte_size > 0),
  created_at   timestamptz not null default now()
);
create index chat_attachments_message_idx on chat_attachments (message_id, id);
