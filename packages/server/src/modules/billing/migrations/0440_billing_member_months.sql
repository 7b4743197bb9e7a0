-- 請求人数 (issue 30): the sales report counts the members billed per program over its period, each once. From
-- billing_program_members (0410, a row per store, billing month, program and member) that is every member's every
-- month of the period made distinct: a 50-store chain's year is 840,000 rows hashed on each read (about 200 of the
-- report's 260 ms of CPU). billing_program_member_months keeps, per store, program and member, the billing months
-- they were billed in: a period's members are the rows whose months meet the period's, one row per member and
-- program however long the period.
-- Owned by modules/billing; only kayoi_billing_program_totals_add writes it, beside billing_program_members, whose
-- rows it follows: a month is in `months` while that (store, month, program, member) row exists.
create table billing_program_member_months (
  store_id     integer not null,
  program_id   integer not null,
  customer_id  integer not null,
  months       date[] not null check (cardinality(months) > 0),
  primary key (store_id, program_id, customer_id)
) with (fillfactor = 50);
-- Each month's billing rewrites every billed member's row (a month appended). Half of each page is left free for
-- those new versions: they stay on their page (no index entry made) and a later run prunes the old ones there.
-- Filled to the brim, 24 months billed one after the other left 152 MiB for 96,568 rows of 16 MiB, and the sales
-- report read all of it.

-- 0410's function, which now also keeps each member's billed months. A (store, month, program, member) row whose
-- lines are what this call added was not there before (a row with no line is deleted): its month comes, added in
-- the same statement (each once, in order; a month after the last, as a new cycle's, is appended). A row left with
-- no line goes, and its month is taken out after; a member left with no month of a program is no longer one it
-- billed.
create or replace function kayoi_billing_program_totals_add(rows jsonb) returns void
language plpgsql as $$
declare
  gone jsonb;
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

  with x as (
    select x.store_id, x.billing_month, coalesce(x.program_id, 0) as program_id, x.customer_id, sum(x.sign)::int as lines
      from jsonb_to_recordset(rows) as x(sign int, store_id int, billing_month date, customer_id int, program_id int)
     group by 1, 2, 3, 4
  ), kept as (
    insert into billing_program_members as m (store_id, billing_month, program_id, customer_id, lines)
    select * from x
    on conflict (store_id, billing_month, program_id, customer_id) do update set lines = m.lines + excluded.lines
    returning m.store_id, m.billing_month, m.program_id, m.customer_id, m.lines
  ), flips as (
    select k.store_id, k.billing_month, k.program_id, k.customer_id, k.lines > 0 as came
      from kept k join x using (store_id, billing_month, program_id, customer_id)
     where k.lines = 0 or (k.lines = x.lines and x.lines > 0)
  ), came as (
    insert into billing_program_member_months as t (store_id, program_id, customer_id, months)
    select f.store_id, f.program_id, f.customer_id, array_agg(f.billing_month order by f.billing_month)
      from flips f where f.came
     group by 1, 2, 3
    on conflict (store_id, program_id, customer_id) do update
      set months = case when excluded.months[1] > t.months[cardinality(t.months)] then t.months || excluded.months
                        else array(select distinct d from unnest(t.months || excluded.months) d order by d) end
  )
  select jsonb_agg(jsonb_build_object('store_id', f.store_id, 'billing_month', f.billing_month,
           'program_id', f.program_id, 'customer_id', f.customer_id))
    into gone
    from flips f where not f.came;

  delete from billing_program_members m
   using jsonb_to_recordset(rows) as x(sign int, store_id int, billing_month date, customer_id int, program_id int)
   where x.sign < 0 and m.lines = 0 and m.store_id = x.store_id and m.billing_month = x.billing_month
     and m.program_id = coalesce(x.program_id, 0) and m.customer_id = x.customer_id;

  if gone is null then
    return;
  end if;
  with gone_months as (
    select f.store_id, f.program_id, f.customer_id, array_agg(f.billing_month) as months
      from jsonb_to_recordset(gone) as f(store_id int, billing_month date, program_id int, customer_id int)
     group by 1, 2, 3
  ), left_over as (
    select t.store_id, t.program_id, t.customer_id,
           array(select d from unnest(t.months) d where d <> all (g.months) order by d) as months
      from billing_program_member_months t
      join gone_months g on g.store_id = t.store_id and g.program_id = t.program_id and g.customer_id = t.customer_id
  ), emptied as (
    delete from billing_program_member_months t using left_over l
     where cardinality(l.months) = 0
       and t.store_id = l.store_id and t.program_id = l.program_id and t.customer_id = l.customer_id
  )
  update billing_program_member_months t set months = l.months
    from left_over l
   where cardinality(l.months) > 0
     and t.store_id = l.store_id and t.program_id = l.program_id and t.customer_id = l.customer_id;
end $$;

-- Invoices made before this migration.
insert into billing_program_member_months (store_id, program_id, customer_id, months)
select store_id, program_id, customer_id, array_agg(billing_month order by billing_month)
  from billing_program_members
 group by 1, 2, 3;
analyze billing_program_member_months;
