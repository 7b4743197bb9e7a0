-- Member imports (会員データの移行, issue 13) that wrote to a store: who ran which file when, what came of
-- it, and the report of every line (the CSV the screen downloads). Dry runs write nothing, here neither.
create table customer_imports (
  id          integer generated always as identity primary key,
  store_id    integer not null references stores (id) on delete cascade,
  imported_by integer references staffs (id) on delete set null,
  file_name   text not null,
  format      text not null check (format in ('csv', 'xlsx')),
  encoding    text check (encoding in ('utf-8', 'shift_jis')),
  rows        integer not null,
  created     integer not null,
  updated     integer not null,
  unchanged   integer not null,
  refused     integer not null,
  skipped     integer not null,
  report      text not null,
  started_at  timestamptz not null,
  finished_at timestamptz not null
);
create index customer_imports_store_idx on customer_imports (store_id, started_at desc, id desc);
