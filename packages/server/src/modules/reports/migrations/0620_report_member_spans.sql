-- The members report's first read of a period no preset gives (issue 30): its statement made every member's status
-- spans from the customers, their status changes and their grade history at each read, 1.8 s over HTTP on the
-- bench's 50-store chain of 100,000 members against 38 ms for a part kept. The spans do not depend on the period:
-- they are kept here per store, made again for a store once it changed, and a period's figures are read from them.
-- Owned by modules/reports (`members-spans.ts` writes the spans, their days and their stores' rows, the triggers below
-- the changes, `members-figures.ts` reads them). A cache: made again on read, never in a backup (a snapshot names
-- transactions of this cluster only).
--
-- A store's spans are one generation: made in one statement with a new number from the sequence, which the store's
-- row below then names; rows of another generation are deleted by the next statement that makes the store's spans
-- (those another statement made at the same time and its snapshot did not see, by a later one or the hourly sweep).
-- A read takes the generation its store's row names, so it sees one whole generation whatever is being made beside
-- it. The row's snapshot is the one the spans were read in: they are stale once the store has a change that snapshot
-- did not see committed, as a kept part is (0450), but only a change of what the spans are made of counts (below,
-- report_member_changes): an enrolment, a class or a day's lessons counted make the members report's part of a store
-- read again (from its spans), not its spans made again.
--
-- The three tables are unlogged, as the rate limits' counters are (0590): a store's spans are rewritten whole, and
-- without the write-ahead log the biggest store of the bench's chain (4,278 members, 12,563 pieces) is made in
-- 130–160 ms instead of 260–290 (psql, the statement alone, fsync off). After a crash PostgreSQL empties all three,
-- and every store's spans are made again at the next read; the changes (report_member_changes) are logged, and
-- outlive it.
create sequence report_member_generations;

create unlogged table report_member_span_stores (
  store_id   integer primary key references stores (id) on delete cascade,
  generation bigint not null,
  snapshot   pg_snapshot not null,
  -- A digest of the code that made the spans: another version's are made again.
  source     text not null,
  made_at    timestamptz not null default now()
);

-- Each member's time as a member (在籍: 入会済み, active or paused), cut where their status or grade changed: [starts,
-- ends) with one status and one grade (the grade the report counts on those days), from their join day on. `lo` and
-- `hi`, on the first piece of each status span only (null on the pieces a grade change cut from it), are the months
-- after joining the whole span covers, as the cohorts count them: k is covered when the day k months after joining
-- is in the span, that is lo <= k < hi (13 is "never", as in members-figures.ts). Counted per span, not per piece, a
-- cohort's rows are as few as the spans' (a quarter of the pieces' on the bench's chain).
create unlogged table report_member_spans (
  generation  bigint not null,
  store_id    integer not null,
  customer_id integer not null,
  joined_on   date not null,
  starts      date not null,
  ends        date not null,
  status      text not null,
  birth_date  date,
  gender      text,
  grade_id    integer,
  lo          smallint,
  hi          smallint
);
-- A store's generation; the cohorts read its joiners of two years by join day.
create index report_member_spans_joined on report_member_spans (store_id, generation, joined_on);

-- Per store and day: that day's joins, pauses, returns and withdrawals (with the withdrawn members' days as members,
-- for the average tenure), and the members active and paused at its end (a running total: a day without a row has
-- the figures of the last day before it that has one).
create unlogged table report_member_days (
  generation     bigint not null,
  store_id       integer not null,
  day            date not null,
  joins          integer not null,
  pauses         integer not null,
  returns        integer not null,
  withdrawals    integer not null,
  withdrawn_days bigint not null,
  active         integer not null,
  paused         integer not null,
  primary key (store_id, generation, day)
);

-- The transactions that changed what a store's spans are made of: its customers' store, status, join day, creation,
-- birth date, gender or grade, their status changes and their grade changes. A row per store and transaction, as
-- 0450's report_store_changes (why not a version per store: there). Forgotten by the hourly sweep once every kept
-- store's spans' snapshot sees them ended.
create table report_member_changes (
  store_id integer not null,
  xid      xid8 not null default pg_current_xact_id(),
  primary key (store_id, xid)
);

-- The stores a statement on customers (their own rows, `store_id`) or on their status or grade changes (by
-- `customer_id`) touched, before and after. A customer's update counts only if a column the spans read changed.
create function report_member_rows_changed() returns trigger
language plpgsql as $$
declare
  touched integer[];
begin
  if tg_table_name = 'customers' then
    if tg_op = 'INSERT' then
      touched := array(select store_id from added);
    elsif tg_op = 'DELETE' then
      touched := array(select store_id from removed);
    else
      -- Planned at each run, as 0400 says of a join of the two transition tables.
      execute $q$ select array(
        select s from added a join removed r on r.id = a.id, unnest(array[a.store_id, r.store_id]) s
         where (a.store_id, a.status, a.joined_on, a.created_at, a.birth_date, a.gender, a.grade_id)
           is distinct from (r.store_id, r.status, r.joined_on, r.created_at, r.birth_date, r.gender, r.grade_id)) $q$
        into touched;
    end if;
  else
    execute case tg_op when 'INSERT' then 'select array(select customer_id from added)'
                       when 'DELETE' then 'select array(select customer_id from removed)'
                       else 'select array(select customer_id from added union select customer_id from removed)' end
      into touched;
    touched := array(select c.store_id from customers c where c.id = any(touched));
  end if;
  insert into report_member_changes (store_id)
  select distinct s from unnest(touched) s where s is not null
  on conflict do nothing;
  return null;
end;
$$;

do $$
declare
  t text;
begin
  foreach t in array array['customers', 'customer_status_changes', 'customer_grade_history'] loop
    execute format('create trigger %I after insert on %I referencing new table as added
                    for each statement execute function report_member_rows_changed()',
                   t || '_report_members_insert', t);
    execute format('create trigger %I after update on %I referencing old table as removed new table as added
                    for each statement execute function report_member_rows_changed()',
                   t || '_report_members_update', t);
    execute format('create trigger %I after delete on %I referencing old table as removed
                    for each statement execute function report_member_rows_changed()',
                   t || '_report_members_delete', t);
  end loop;
end $$;
