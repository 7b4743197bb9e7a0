-- A report over a whole chain is its stores' parts added up (issue 30): the members report read every member span of
-- a 50-store chain at each call, about 1.1 s of CPU on the bench's 100,000 members, though in a day few stores'
-- members change. A store's part of a report, for one set of values (the period, the day it was read; `key`), is
-- kept once read, with the snapshot it was read after; it is used again while no change to its store's data is
-- one that snapshot did not see. Owned by modules/reports (`store-parts.ts`, which reads and writes both tables);
-- the triggers below record which transactions changed data a kept part was read from. A cache: made again on
-- read, never in a dump (a snapshot names transactions of this cluster only).
--
-- Why transactions and not a version per store: a version is a row that every change of a store's members would
-- update and hold until it commits, beside the kept counts' rows (customer_counts, the dashboard's stock) the same
-- changes lock, in another order from one table to the next: two staff changing two members of one store at once
-- could wait on each other in a circle. A change here inserts one row per store and transaction, which no other
-- transaction's row conflicts with. And why not delete the store's parts: a part is read from the data as its
-- statement saw it, and a change committed after that statement but before the part is written would be forgotten
-- before the part exists. A part taken with snapshot S is stale when its store has a change whose transaction S
-- does not see as committed: one committed after S was taken, or running then (if it aborts, its row goes with it).
create table report_store_changes (
  -- No foreign key: its check would lock the store's row in every changing transaction. Rows of a deleted store
  -- match no part, and the sweep deletes them.
  store_id integer not null,
  xid      xid8 not null default pg_current_xact_id(),
  primary key (store_id, xid)
);

create table report_store_parts (
  store_id integer not null references stores (id) on delete cascade,
  report   text not null,
  key      text not null,
  snapshot pg_snapshot not null,
  rows     jsonb not null,
  made_at  timestamptz not null default now(),
  primary key (store_id, report, key)
);

create function report_stores_changed(touched integer[]) returns void
language sql as $$
  insert into report_store_changes (store_id)
  select distinct s from unnest(touched) s where s is not null
  on conflict do nothing;
$$;

-- What a kept part reads (the members and 進級 reports'): customers (membership; the breakdowns' birth date, gender
-- and grade; the names and member numbers of 進級's list), their status changes, contracts and grade changes,
-- programs, grades, promotion tests and results, classes (a result's class and its coach) and staff (the coach's
-- name). Rows with a store name it; rows of a member, through the member. An edit of a customer's phone number or
-- address records nothing; a renamed staff member may coach in any store, and every store is recorded.
create function report_parts_customers_changed() returns trigger
language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform report_stores_changed(array(select store_id from added));
  elsif tg_op = 'DELETE' then
    perform report_stores_changed(array(select store_id from removed));
  else
    -- Planned at each run, as 0400 says of a join of the two transition tables.
    execute $q$ select report_stores_changed(array(
      select s from added a join removed r on r.id = a.id, unnest(array[a.store_id, r.store_id]) s
       where (a.store_id, a.status, a.joined_on, a.created_at, a.birth_date, a.gender, a.grade_id,
              a.family_name, a.given_name, a.member_number)
         is distinct from (r.store_id, r.status, r.joined_on, r.created_at, r.birth_date, r.gender, r.grade_id,
              r.family_name, r.given_name, r.member_number))) $q$;
  end if;
  return null;
end;
$$;

-- A table whose rows name their store (`store_id`) or their member (`customer_id`): tg_argv[0]. The rows the statement
-- touched, before and after, planned at each run.
create function report_parts_rows_changed() returns trigger
language plpgsql as $$
declare
  touched integer[];
begin
  execute format(case tg_op when 'INSERT' then 'select array(select %1$I from added)'
                            when 'DELETE' then 'select array(select %1$I from removed)'
                            else 'select array(select %1$I from added union select %1$I from removed)' end,
                 tg_argv[0]) into touched;
  if tg_argv[0] = 'customer_id' then
    touched := array(select c.store_id from customers c where c.id = any(touched));
  end if;
  perform report_stores_changed(touched);
  return null;
end;
$$;

do $$
declare
  t record;
begin
  for t in select * from (values
    ('customer_status_changes', 'customer_id'), ('customer_contracts', 'customer_id'),
    ('customer_grade_history', 'customer_id'), ('promotion_results', 'customer_id'), ('programs', 'store_id'),
    ('grades', 'store_id'), ('promotion_tests', 'store_id'), ('classes', 'store_id')) as x(name, via)
  loop
    execute format('create trigger %I after insert on %I referencing new table as added
                    for each statement execute function report_parts_rows_changed(%L)',
                   t.name || '_report_parts_insert', t.name, t.via);
    execute format('create trigger %I after update on %I referencing old table as removed new table as added
                    for each statement execute function report_parts_rows_changed(%L)',
                   t.name || '_report_parts_update', t.name, t.via);
    execute format('create trigger %I after delete on %I referencing old table as removed
                    for each statement execute function report_parts_rows_changed(%L)',
                   t.name || '_report_parts_delete', t.name, t.via);
  end loop;
end $$;

create trigger customers_report_parts_insert after insert on customers
referencing new table as added for each statement execute function report_parts_customers_changed();
create trigger customers_report_parts_update after update on customers
referencing old table as removed new table as added for each statement
execute function report_parts_customers_changed();
create trigger customers_report_parts_delete after delete on customers
referencing old table as removed for each statement execute function report_parts_customers_changed();

create function report_parts_staff_renamed() returns trigger
language plpgsql as $$
begin
  perform report_stores_changed(array(select id from stores));
  return null;
end;
$$;

create trigger staffs_report_parts_renamed after update of name on staffs for each row
when (old.name is distinct from new.name) execute function report_parts_staff_renamed();
