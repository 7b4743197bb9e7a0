-- 売上 (issue 30): the sales report and the custom report's sales by program from kept figures, as the sales
-- transition reads them since 0390. The sales report summed every invoice line of its period on each read: a
-- year of a 50-store chain is a million invoices and their lines, 2.3 s of CPU; the biggest store's year 232 ms.
-- Owned by modules/billing; only these triggers write them. A line counts while its invoice is not void.
--
-- billing_line_totals replaces 0390's billing_program_totals with two keys more, the invoice's cycle (the custom
-- report leaves draft cycles out) and the line's kind (月会費, 入会金, 割引 …), and the number of lines.
-- billing_program_members keeps, per store, billing month and program, each member billed and their lines: the
-- sales report's 請求人数 is distinct members over the period, which monthly totals cannot add up.
-- billing_tax_totals keeps the invoices' own tax per rate (tax_by_rate, rounded once per rate and invoice).
-- `program_id` 0 holds the lines of no program (discounts, goods, …).

create table billing_line_totals (
  store_id       integer not null,
  billing_month  date not null,
  cycle_id       integer not null,
  program_id     integer not null,
  kind           text not null,
  billed         bigint not null default 0,
  lines          integer not null default 0,
  primary key (store_id, billing_month, cycle_id, program_id, kind)
);

create table billing_program_members (
  store_id       integer not null,
  billing_month  date not null,
  program_id     integer not null,
  customer_id    integer not null,
  lines          integer not null,
  primary key (store_id, billing_month, program_id, customer_id)
);

-- Adds what `rows` (lines with their invoice's store, month, cycle and member, and a sign: 1 added, −1 taken
-- away) contribute; a member left with no line of a program in a month is no longer one it billed.
create or replace function kayoi_billing_program_totals_add(rows jsonb) returns void
language plpgsql as $$
begin
  with x as (
    select * from jsonb_to_recordset(rows) as x(sign int, store_id int, billing_month date, cycle_id int,
      customer_id int, program_id int, kind text, amount int)
  )
  insert into billing_line_totals as t (store_id, billing_month, cycle_id, program_id, kind, billed, lines)
  select x.store_id, x.billing_month, x.cycle_id, coalesce(x.program_id, 0), x.kind, sum(x.sign * x.amount), sum(x.sign)
    from x group by 1, 2, 3, 4, 5
  on conflict (store_id, billing_month, cycle_id, program_id, kind)
  do update set billed = t.billed + excluded.billed, lines = t.lines + excluded.lines;

  insert into billing_program_members as m (store_id, billing_month, program_id, customer_id, lines)
  select x.store_id, x.billing_month, coalesce(x.program_id, 0), x.customer_id, sum(x.sign)
    from jsonb_to_recordset(rows) as x(sign int, store_id int, billing_month date, customer_id int, program_id int)
   group by 1, 2, 3, 4
  on conflict (store_id, billing_month, program_id, customer_id) do update set lines = m.lines + excluded.lines;

  delete from billing_program_members m
   using jsonb_to_recordset(rows) as x(sign int, store_id int, billing_month date, customer_id int, program_id int)
   where x.sign < 0 and m.lines = 0 and m.store_id = x.store_id and m.billing_month = x.billing_month
     and m.program_id = coalesce(x.program_id, 0) and m.customer_id = x.customer_id;
end $$;

-- Lines added to or taken from invoices that are not void (0390's rule). A statement that joins a transition table
-- runs by EXECUTE, planned at each run for the rows it has: PL/pgSQL keeps a statement's first plan, and a plan
-- made for one row is a nested loop that a later statement of 10,000 rows runs 10,000 × 10,000 times (0400).
create or replace function kayoi_billing_program_lines_changed() returns trigger
language plpgsql as $$
begin
  if tg_op <> 'INSERT' then
    execute $q$ select kayoi_billing_program_totals_add(coalesce((select jsonb_agg(jsonb_build_object('sign', -1,
      'store_id', i.store_id, 'billing_month', i.billing_month, 'cycle_id', i.cycle_id, 'customer_id', i.customer_id,
      'program_id', o.program_id, 'kind', o.kind, 'amount', o.amount))
      from old_lines o join invoices i on i.id = o.invoice_id and i.status <> 'void'), '[]')) $q$;
  end if;
  if tg_op <> 'DELETE' then
    execute $q$ select kayoi_billing_program_totals_add(coalesce((select jsonb_agg(jsonb_build_object('sign', 1,
      'store_id', i.store_id, 'billing_month', i.billing_month, 'cycle_id', i.cycle_id, 'customer_id', i.customer_id,
      'program_id', n.program_id, 'kind', n.kind, 'amount', n.amount))
      from new_lines n join invoices i on i.id = n.invoice_id and i.status <> 'void'), '[]')) $q$;
  end if;
  return null;
end $$;

-- An invoice voided or brought back, or moved to another store, month, cycle or member, takes its lines along:
-- out of where it counted, into where it counts now (planned at each run, as above).
create or replace function kayoi_billing_program_invoices_updated() returns trigger
language plpgsql as $$
begin
  execute $q$ with changed as (
      select o.id, o.status <> 'void' as was_counted, n.status <> 'void' as is_counted,
             o.store_id as old_store, o.billing_month as old_month, o.cycle_id as old_cycle, o.customer_id as old_customer,
             n.store_id, n.billing_month, n.cycle_id, n.customer_id
        from old_rows o join new_rows n on n.id = o.id
       where (o.status = 'void') <> (n.status = 'void') or n.store_id <> o.store_id
          or n.billing_month <> o.billing_month or n.cycle_id <> o.cycle_id or n.customer_id <> o.customer_id)
    select kayoi_billing_program_totals_add(coalesce((select jsonb_agg(r) from (
      select jsonb_build_object('sign', -1, 'store_id', c.old_store, 'billing_month', c.old_month,
        'cycle_id', c.old_cycle, 'customer_id', c.old_customer, 'program_id', l.program_id, 'kind', l.kind,
        'amount', l.amount) as r
        from changed c join invoice_lines l on l.invoice_id = c.id where c.was_counted
      union all
      select jsonb_build_object('sign', 1, 'store_id', c.store_id, 'billing_month', c.billing_month,
        'cycle_id', c.cycle_id, 'customer_id', c.customer_id, 'program_id', l.program_id, 'kind', l.kind,
        'amount', l.amount)
        from changed c join invoice_lines l on l.invoice_id = c.id where c.is_counted) changes), '[]')) $q$;
  return null;
end $$;

create or replace function kayoi_billing_program_invoice_deleting() returns trigger
language plpgsql as $$
begin
  if old.status <> 'void' then
    perform kayoi_billing_program_totals_add(coalesce((select jsonb_agg(jsonb_build_object('sign', -1,
      'store_id', old.store_id, 'billing_month', old.billing_month, 'cycle_id', old.cycle_id,
      'customer_id', old.customer_id, 'program_id', l.program_id, 'kind', l.kind, 'amount', l.amount))
      from invoice_lines l where l.invoice_id = old.id), '[]'));
  end if;
  return old;
end $$;

drop table billing_program_totals;

-- Invoices made before this migration.
insert into billing_line_totals (store_id, billing_month, cycle_id, program_id, kind, billed, lines)
select i.store_id, i.billing_month, i.cycle_id, coalesce(l.program_id, 0), l.kind, sum(l.amount), count(*)
  from invoices i join invoice_lines l on l.invoice_id = i.id
 where i.status <> 'void'
 group by 1, 2, 3, 4, 5;
insert into billing_program_members (store_id, billing_month, program_id, customer_id, lines)
select i.store_id, i.billing_month, coalesce(l.program_id, 0), i.customer_id, count(*)
  from invoices i join invoice_lines l on l.invoice_id = i.id
 where i.status <> 'void'
 group by 1, 2, 3, 4;

-- Tax per rate: an invoice's tax_by_rate ([{rate, amount, tax}]) while it is not void; `entries` counts them.
create table billing_tax_totals (
  store_id       integer not null,
  billing_month  date not null,
  rate           integer not null,
  amount         bigint not null default 0,
  tax            bigint not null default 0,
  entries        integer not null default 0,
  primary key (store_id, billing_month, rate)
);

-- Adds what `rows` (invoices' store, month and tax_by_rate, and a sign: 1 added, −1 taken away) contribute.
create function kayoi_billing_tax_totals_add(rows jsonb) returns void
language sql as $$
  insert into billing_tax_totals as t (store_id, billing_month, rate, amount, tax, entries)
  select i.store_id, i.billing_month, (r->>'rate')::int, sum(i.sign * (r->>'amount')::bigint),
         sum(i.sign * (r->>'tax')::bigint), sum(i.sign)
    from jsonb_to_recordset(rows) as i(sign int, store_id int, billing_month date, tax_by_rate jsonb)
    cross join lateral jsonb_array_elements(i.tax_by_rate) r
   group by 1, 2, 3
  on conflict (store_id, billing_month, rate) do update set amount = t.amount + excluded.amount, tax = t.tax + excluded.tax,
    entries = t.entries + excluded.entries
$$;

-- Invoices added or deleted, and those voided, brought back, moved or restated (planned at each run, as above).
create function kayoi_billing_tax_invoices_changed() returns trigger
language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform kayoi_billing_tax_totals_add((select coalesce(jsonb_agg(n), '[]') from (
      select 1 as sign, store_id, billing_month, tax_by_rate from new_rows where status <> 'void') n));
  elsif tg_op = 'DELETE' then
    perform kayoi_billing_tax_totals_add((select coalesce(jsonb_agg(o), '[]') from (
      select -1 as sign, store_id, billing_month, tax_by_rate from old_rows where status <> 'void') o));
  else
    execute $q$ with changed as (
        select o.status <> 'void' as was_counted, n.status <> 'void' as is_counted, o.store_id as old_store,
               o.billing_month as old_month, o.tax_by_rate as old_tax, n.store_id, n.billing_month, n.tax_by_rate
          from old_rows o join new_rows n on n.id = o.id
         where (o.status = 'void') <> (n.status = 'void') or n.store_id <> o.store_id
            or n.billing_month <> o.billing_month or n.tax_by_rate <> o.tax_by_rate)
      select kayoi_billing_tax_totals_add((select coalesce(jsonb_agg(x), '[]') from (
        select -1 as sign, old_store as store_id, old_month as billing_month, old_tax as tax_by_rate
          from changed where was_counted
        union all
        select 1, store_id, billing_month, tax_by_rate from changed where is_counted) x)) $q$;
  end if;
  return null;
end $$;

create trigger invoices_tax_totals_inserted after insert on invoices
referencing new table as new_rows for each statement execute function kayoi_billing_tax_invoices_changed();
create trigger invoices_tax_totals_deleted after delete on invoices
referencing old table as old_rows for each statement execute function kayoi_billing_tax_invoices_changed();
create trigger invoices_tax_totals_updated after update on invoices
referencing old table as old_rows new table as new_rows for each statement
execute function kayoi_billing_tax_invoices_changed();

insert into billing_tax_totals (store_id, billing_month, rate, amount, tax, entries)
select i.store_id, i.billing_month, (r->>'rate')::int, sum((r->>'amount')::bigint), sum((r->>'tax')::bigint),
       count(*)
  from invoices i cross join lateral jsonb_array_elements(i.tax_by_rate) r
 where i.status <> 'void'
 group by 1, 2, 3;
