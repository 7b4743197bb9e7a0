-- Statement triggers that join their two transition tables (the rows before and after an update) plan that join at
-- each run (EXECUTE). PL/pgSQL keeps the plan a statement got at its first run, and a transition table's size is
-- known only then: after one customer's phone number was edited, the next update of 10,000 customers kept the
-- one-row plan (a nested loop over both tables) and took 40 s on PGlite; 10,000 check-outs after one took 7.4 s
-- (issue 30). Planned at each run they take a fraction of a second. Otherwise as 0010, 0131 and 0350 wrote them,
-- but for the visits' test of a moved check-in: as an EXISTS it was planned as a nested loop even at each run (the
-- planner expects an early match), and a check-out moves none, so 10,000 check-outs compared 10,000 × 10,000 rows;
-- it counts them now (a hash join). (0410 does the same for the invoices' triggers.)

create or replace function dashboard_customers_changed() returns trigger
language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform dashboard_forget_stock(store_id) from (select distinct store_id from added) a;
  elsif tg_op = 'DELETE' then
    perform dashboard_forget_stock(store_id) from (select distinct store_id from removed) r;
  else
    -- Only what decides membership: edits of a phone number or an address leave the figures alone.
    execute $q$ select dashboard_forget_stock(store_id) from (
      select a.store_id from added a join removed r on r.id = a.id
      where (a.status, a.joined_on, a.store_id, a.created_at)
        is distinct from (r.status, r.joined_on, r.store_id, r.created_at)
      union
      select r.store_id from added a join removed r on r.id = a.id where a.store_id <> r.store_id
    ) changed $q$;
  end if;
  return null;
end;
$$;

create or replace function report_visits_changed() returns trigger
language plpgsql as $$
begin
  -- Only a moved check-in or store changes the counts (a check-out does not).
  execute $q$ select report_visit_hours_add(coalesce((select jsonb_agg(r) from (
    select jsonb_build_object('sign', -1, 'store_id', o.store_id, 'check_in_at', o.check_in_at) as r
      from removed o
    union all
    select jsonb_build_object('sign', 1, 'store_id', n.store_id, 'check_in_at', n.check_in_at) from added n
  ) changes), '[]'))
  where (select count(*) from added n join removed o on o.id = n.id
          where (n.store_id, n.check_in_at) is distinct from (o.store_id, o.check_in_at)) > 0
     or (select count(*) from added) <> (select count(*) from removed) $q$;
  return null;
end $$;

create or replace function kayoi_customer_counts_updated() returns trigger
language plpgsql as $$
begin
  execute $q$ select kayoi_customer_counts_add(coalesce((select jsonb_agg(r) from (
    select jsonb_build_object('sign', -1, 'store_id', o.store_id, 'status', o.status) as r
      from old_rows o join new_rows n on n.id = o.id
     where (o.store_id, o.status) is distinct from (n.store_id, n.status)
    union all
    select jsonb_build_object('sign', 1, 'store_id', n.store_id, 'status', n.status)
      from old_rows o join new_rows n on n.id = o.id
     where (o.store_id, o.status) is distinct from (n.store_id, n.status)) changes), '[]')) $q$;
  return null;
end $$;
