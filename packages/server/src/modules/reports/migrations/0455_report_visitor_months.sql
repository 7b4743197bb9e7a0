-- Each member's visit days by month (issue 30), owned by modules/reports: the distinct visitors of a period (the
-- attendance report's 来館者数, the custom reports' visitors by a member's grade, age band or gender) are counted
-- from one row per member, store and Tokyo month instead of every visit. `days` has bit d-1 set when the member came
-- on day d of the month, so a period's first and last months count only their days within it, exactly. A
-- 50-store chain's year is 1.1 M rows here against 5.9 M visits (0470 read those from the index: 1.1 s of CPU).
-- Kept exact by statement triggers on attendances, like report_visit_hours (0131): a visit added sets its day's
-- bit; a visit moved or taken away recounts its member's month from the visits (by attendances' member index).
-- Writers of one member's months take turns (a transaction lock on the member, taken in member order): a recount
-- reads the visits after any other writer of that member has committed, and one that comes later adds its day to
-- the recount's result, so no day is lost between them.
create table report_visitor_months (
  store_id    integer not null references stores (id) on delete cascade,
  month       date not null check (extract(day from month) = 1),
  customer_id integer not null,
  days        integer not null check (days <> 0),
  primary key (store_id, month, customer_id) include (days)
);
insert into report_visitor_months (store_id, month, customer_id, days)
select store_id, date_trunc('month', day)::date, customer_id, bit_or(1 << (extract(day from day)::int - 1))
  from (select store_id, customer_id, (check_in_at at time zone 'Asia/Tokyo')::date as day from attendances) v
 group by 1, 2, 3;

-- A writer's turn on one member's months (see above): held until its transaction ends.
create function report_visitor_months_take_turn(member integer) returns void
language plpgsql as $$
begin
  perform pg_advisory_xact_lock(hashtext('report_visitor_months'), member);
end $$;

-- Whether the visits being inserted are a check-in at the desk, which front_desk_tap counts itself (0460): the
-- transaction-local setting it sets around that one insert. Every insert trigger of a kept count asks this.
create function visit_counted_by_front_desk() returns boolean
language sql stable as $$
  select current_setting('kayoi.visit_counted_by', true) is not distinct from 'front_desk_tap'
$$;

-- The months of these (store, Tokyo day of a check-in, member) recounted from the visits: set, or gone when no
-- visit is left in them.
create function report_visitor_months_recount(changed jsonb) returns void
language plpgsql as $$
begin
  perform report_visitor_months_take_turn(c.customer_id) from (
    select distinct x.customer_id from jsonb_to_recordset(changed) as x(customer_id int) order by 1) c;
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

-- A check-in at the desk is added by front_desk_tap itself (0460), like its store's counts: as a trigger it cost a
-- tap 0.3 ms of CPU (bench/checkin.ts on PostgreSQL, 20 desks, members without visits behind them: 1,078–1,094
-- taps/s without the months, 871–942 with this trigger, 935–1,030 with front_desk_tap's one-row upsert).
create function report_visitor_months_inserted() returns trigger
language plpgsql as $$
begin
  if visit_counted_by_front_desk() then
    return null;
  end if;
  perform report_visitor_months_take_turn(c.customer_id) from (select distinct customer_id from added order by 1) c;
  insert into report_visitor_months as m (store_id, month, customer_id, days)
  select store_id, date_trunc('month', day)::date, customer_id, bit_or(1 << (extract(day from day)::int - 1))
    from (select store_id, customer_id, (check_in_at at time zone 'Asia/Tokyo')::date as day from added) v
   group by 1, 2, 3
  on conflict (store_id, month, customer_id) do update set days = m.days | excluded.days;
  return null;
end $$;

-- Only a moved check-in, store or member changes the days (a check-out does not). Planned at each run (0400).
create function report_visitor_months_changed() returns trigger
language plpgsql as $$
begin
  execute $q$ select report_visitor_months_recount(coalesce((select jsonb_agg(r) from (
    select jsonb_build_object('store_id', o.store_id, 'customer_id', o.customer_id, 'check_in_at', o.check_in_at) as r
      from removed o
    union all
    select jsonb_build_object('store_id', n.store_id, 'customer_id', n.customer_id, 'check_in_at', n.check_in_at)
      from added n
  ) changes), '[]'))
  where (select count(*) from added n join removed o on o.id = n.id
          where (n.store_id, n.customer_id, n.check_in_at) is distinct from (o.store_id, o.customer_id, o.check_in_at)) > 0
     or (select count(*) from added) <> (select count(*) from removed) $q$;
  return null;
end $$;

create function report_visitor_months_deleted() returns trigger
language plpgsql as $$
begin
  perform report_visitor_months_recount(coalesce((select jsonb_agg(jsonb_build_object(
    'store_id', o.store_id, 'customer_id', o.customer_id, 'check_in_at', o.check_in_at)) from removed o), '[]'));
  return null;
end $$;

create trigger attendances_report_visitors_insert after insert on attendances
  referencing new table as added for each statement execute function report_visitor_months_inserted();
create trigger attendances_report_visitors_update after update on attendances
  referencing old table as removed new table as added for each statement execute function report_visitor_months_changed();
create trigger attendances_report_visitors_delete after delete on attendances
  referencing old table as removed for each statement execute function report_visitor_months_deleted();
