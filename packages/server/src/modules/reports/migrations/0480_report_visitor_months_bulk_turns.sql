-- A writer of many members' visits takes a bounded number of turns on the visit months (0455, issue 30). 0455 took
-- one exclusive transaction lock per member: a transaction that added, moved or took away the visits of more members
-- than the lock table holds (≈ 6,400 on PostgreSQL's defaults, ≈ 10,000 on PGlite) failed with "out of shared
-- memory" — bench:chain's 10 M visits for 100,000 members did, and so would a load or a mass correction of a large
-- store's visits. Now a member's turn is one of 1,024 (the member's id modulo 1,024), so a transaction holds at most
-- 1,024 of them in each mode however many members it writes, and the turns are of two kinds:
--   * adding a day (the insert trigger, front_desk_tap) takes its turn shared: an added day is OR-ed into the month
--     under the row's own lock, so writers that add days never wait for each other (0455 made two desks' taps of one
--     member, or a load and a tap, take turns);
--   * a recount (a visit moved or taken away) takes its turn exclusively: it waits for every writer of its members'
--     turns to commit and reads their visits, and a writer after it adds its day to the recount's result.
-- Turns are taken in their order, so two writers of many members do not deadlock on each other's. A tap holds its
-- shared turn and then its store's counts; a recount is taken after its statement's counts (their triggers are named
-- earlier), so a recount and a tap of the same store's day whose members share a turn (1 in 1,024) can deadlock,
-- which PostgreSQL ends by failing one of them, as it could in 0455 for the same member.

-- Adding a day for one member (front_desk_tap, 0460, calls this once per tap).
create or replace function report_visitor_months_take_turn(member integer) returns void
language plpgsql as $$
begin
  perform pg_advisory_xact_lock_shared(hashtext('report_visitor_months'), member % 1024);
end $$;

-- The turns of these members, in order: exclusive to recount their months, else shared to add days.
create function report_visitor_months_take_turns(members integer[], recounting boolean) returns void
language plpgsql as $$
begin
  if recounting then
    perform pg_advisory_xact_lock(hashtext('report_visitor_months'), t.turn)
       from (select distinct m % 1024 as turn from unnest(members) m order by 1) t;
  else
    perform pg_advisory_xact_lock_shared(hashtext('report_visitor_months'), t.turn)
       from (select distinct m % 1024 as turn from unnest(members) m order by 1) t;
  end if;
end $$;

create or replace function report_visitor_months_recount(changed jsonb) returns void
language plpgsql as $$
begin
  perform report_visitor_months_take_turns(array(
    select x.customer_id from jsonb_to_recordset(changed) as x(customer_id int)), true);
  with keys as (
    select distinct x.store_id, date_trunc('month', (x.check_in_at at time zone 'Asia/Tokyo'))::date as month,
           x.customer_id
      from jsonb_to_recordset(changed) as x(store_id int, customer_id int, check_in_at timestamptz)
  ), fresh as (
    select k.store_id, k.month, k.customer_id,
           (select bit_or(1 << (extract(day from a.check_in_at at time zone 'Asia/Tokyo')::int - 1))
              from attendances a
             where a.customer_id = k.customer_id and a.store_id = k.store_id
               and a.check_in_at >= k.month::timestamp at time zone 'Asia/Tokyo'
               and a.check_in_at < (k.month + 1 * interval '1 month')::timestamp at time zone 'Asia/Tokyo') as days
      from keys k
  ), gone as (
    delete from report_visitor_months m using fresh f
     where f.days is null and m.store_id = f.store_id and m.month = f.month and m.customer_id = f.customer_id
  )
  insert into report_visitor_months as m (store_id, month, customer_id, days)
  select store_id, month, customer_id, days from fresh where days is not null
  on conflict (store_id, month, customer_id) do update set days = excluded.days;
end $$;

create or replace function report_visitor_months_inserted() returns trigger
language plpgsql as $$
begin
  if visit_counted_by_front_desk() then
    return null;
  end if;
  perform report_visitor_months_take_turns(array(select customer_id from added), false);
  insert into report_visitor_months as m (store_id, month, customer_id, days)
  select store_id, date_trunc('month', day)::date, customer_id, bit_or(1 << (extract(day from day)::int - 1))
    from (select store_id, customer_id, (check_in_at at time zone 'Asia/Tokyo')::date as day from added) v
   group by 1, 2, 3
  on conflict (store_id, month, customer_id) do update set days = m.days | excluded.days;
  return null;
end $$;
