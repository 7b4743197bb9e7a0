-- A member import is whole or visibly partial (issue 26): its run is kept from the start ('running', with the
-- lines written so far in `done`, counted in each batch's own transaction), so a server killed midway leaves
-- a run that reads as 'interrupted' with how many lines arrived. Its holder (holder_key) is the session
-- advisory lock the importing server holds on a connection of its own: a running run whose lock is free has
-- lost its server. Finished runs before this migration read as completed.
alter table customer_imports
  add column status text not null default 'completed'
    check (status in ('running', 'completed', 'interrupted', 'resumed')),
  add column file_digest text,
  add column done integer not null default 0,
  add column total integer not null default 0,
  add column holder_key bigint,
  add column resumed_by integer references customer_imports (id) on delete set null,
  alter column report drop not null,
  alter column finished_at drop not null;
update customer_imports set done = created + updated + unchanged, total = created + updated + unchanged;
-- One run of a file at a time per store: two at once would both create its lines without 会員番号.
create unique index customer_imports_running_file_idx on customer_imports (store_id, file_digest)
  where status = 'running';
create index customer_imports_file_idx on customer_imports (store_id, file_digest);

-- Each written line of an imported file (by the file's SHA-256 and its line number) and the customer it
-- made or matched, written in the transaction of that line's batch: importing the same file again matches
-- a line without 会員番号 to its customer instead of creating it twice, and finishes an interrupted run.
create table customer_import_lines (
  store_id    integer not null references stores (id) on delete cascade,
  file_digest text not null,
  line        integer not null,
  customer_id integer not null references customers (id) on delete cascade,
  primary key (store_id, file_digest, line)
);
create index customer_import_lines_customer_idx on customer_import_lines (customer_id);
