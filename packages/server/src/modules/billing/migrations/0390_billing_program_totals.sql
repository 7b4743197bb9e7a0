-- 売上推移 (issue 30): what each store billed per billing month and program, kept current by triggers on invoices
-- and their lines, so the sales transition reads a few rows per store and month instead of every invoice line of
-- 24 months (a 50-store chain's 3 million lines). Owned by modules/billing; only these triggers write it. A line
-- counts while its invoice is not void; `program_id` 0 holds the lines of no program (discounts, goods, …).

create table billing_program_totals (
  store_id       integer not null,
  billing_month  date not null,
  program_id     integer not null,
  billed         bigint not null default 0,
  primary key (store_id, billing_month, program_id)
);

-- Adds what `rows` (lines with their invoice's store and month, and a sign: 1 added, −1 taken away) contribute.
create function kayoi_billing_program_totals_add(rows jsonb) returns void
language sql as $$
  insert into billing_program_totals as t (store_id, billing_month, program_id, billed)
  select x.store_id, x.billing_month, coalesce(x.program_id, 0), sum(x.sign * x.amount)
    from jsonb_to_recordset(rows) as x(sign int, store_id int, billing_month date, program_id int, amount int)
   group by 1, 2, 3
  on conflict (store_id, billing_month, program_id) do update set billed = t.billed + excluded.billed
$$;

-- Lines added to or taken from invoices that are not void. A line whose invoice is gone left with it (below:
-- a cascade deletes the lines after their invoice). One function for the three triggers: PL/pgSQL plans a
-- statement when it first runs, so an insert never reads `old_lines`, nor a delete `new_lines`.
create function kayoi_billing_program_lines_changed() returns trigger
language plpgsql as $$
begin
  if tg_op <> 'INSERT' then
    perform kayoi_billing_program_totals_add(coalesce((select jsonb_agg(jsonb_build_object('sign', -1,
      'store_id', i.store_id, 'billing_month', i.billing_month, 'program_id', o.program_id, 'amount', o.amount))
      from old_lines o join invoices i on i.id = o.invoice_id and i.status <> 'void'), '[]'));
  end if;
  if tg_op <> 'DELETE' then
    perform kayoi_billing_program_totals_add(coalesce((select jsonb_agg(jsonb_build_object('sign', 1,
      'store_id', i.store_id, 'billing_month', i.billing_month, 'program_id', n.program_id, 'amount', n.amount))
      from new_lines n join invoices i on i.id = n.invoice_id and i.status <> 'void'), '[]'));
  end if;
  return null;
end $$;

create trigger invoice_lines_program_totals_inserted after insert on invoice_lines
referencing new table as new_lines for each statement execute function kayoi_billing_program_lines_changed();
create trigger invoice_lines_program_totals_deleted after delete on invoice_lines
referencing old table as old_lines for each statement execute function kayoi_billing_program_lines_changed();
create trigger invoice_lines_program_totals_updated after update on invoice_lines
referencing old table as old_lines new table as new_lines for each statement
execute function kayoi_billing_program_lines_changed();

-- An invoice voided or brought back, or moved to another store or month, takes its lines' amounts along.
create function kayoi_billing_program_invoices_updated() returns trigger
language plpgsql as $$
begin
  perform kayoi_billing_program_totals_add(coalesce((select jsonb_agg(r) from (
    select jsonb_build_object('sign', -1, 'store_id', o.store_id, 'billing_month', o.billing_month,
      'program_id', l.program_id, 'amount', l.amount) as r
      from old_rows o join new_rows n on n.id = o.id join invoice_lines l on l.invoice_id = o.id
     where o.status <> 'void'
       and (n.status = 'void' or n.store_id <> o.store_id or n.billing_month <> o.billing_month)
    union all
    select jsonb_build_object('sign', 1, 'store_id', n.store_id, 'billing_month', n.billing_month,
      'program_id', l.program_id, 'amount', l.amount)
      from old_rows o join new_rows n on n.id = o.id join invoice_lines l on l.invoice_id = n.id
     where n.status <> 'void'
       and (o.status = 'void' or n.store_id <> o.store_id or n.billing_month <> o.billing_month)) changes),
    '[]'));
  return null;
end $$;

create trigger invoices_program_totals_updated after update on invoices
referencing old table as old_rows new table as new_rows for each statement
execute function kayoi_billing_program_invoices_updated();

-- An invoice deleted with its lines still on it (the cascade deletes them after the invoice is gone, when the
-- lines' trigger can no longer find its store and month): its lines leave the totals first.
create function kayoi_billing_program_invoice_deleting() returns trigger
language plpgsql as $$
begin
  if old.status <> 'void' then
    perform kayoi_billing_program_totals_add(coalesce((select jsonb_agg(jsonb_build_object('sign', -1,
      'store_id', old.store_id, 'billing_month', old.billing_month, 'program_id', l.program_id,
      'amount', l.amount)) from invoice_lines l where l.invoice_id = old.id), '[]'));
  end if;
  return old;
end $$;

create trigger invoices_program_totals_deleting before delete on invoices
for each row execute function kayoi_billing_program_invoice_deleting();

-- Invoices made before this migration.
insert into billing_program_totals (store_id, billing_month, program_id, billed)
select i.store_id, i.billing_month, coalesce(l.program_id, 0), sum(l.amount)
  from invoices i join invoice_lines l on l.invoice_id = i.id
 where i.status <> 'void'
 group by 1, 2, 3;
