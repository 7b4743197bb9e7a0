-- Each member's last visit day per store (issue 30), owned by modules/reports: the members who came in a period that
-- ends yesterday or later are those whose last visit is on or after its first day (less the few whose visits since
-- its end are their only ones since its start, which visitors.ts checks in the visit months). A 50-store chain's
-- visitors of the last twelve months are then 93,297 of 100,000 rows here instead of a distinct count over 1.03 M
-- visit months (report_visitor_months, 0455): the attendance report's and the custom report's 来館会員数 over the
-- screens' periods, which all end today but 先月.
--
-- Kept from the visit months by their row triggers, whichever path wrote them (a tap in front_desk_tap, a load of
-- visits, a recount after visits were moved or taken away), under the same turns (0480): a month that gains a later
-- day moves the member's last day forward, never back, so adders in any order agree; a month that loses days or goes
-- (a recount, which holds its members' turns exclusively) recounts the last day from the member's visits.
create table report_member_last_visits (
  store_id    integer not null references stores (id) on delete cascade,
  customer_id integer not null,
  last_day    date not null,
  primary key (store_id, customer_id)
);
create index report_member_last_visits_day_idx on report_member_last_visits (store_id, last_day) include (customer_id);

-- The last day of a month's visit days (`days` has bit d-1 for day d; the highest bit set is the last day).
create function report_visit_month_last_day(month date, days integer) returns date
language sql immutable parallel safe as $$
  select month + length(ltrim(days::bit(32)::text, '0')) - 1
$$;

insert into report_member_last_visits (store_id, customer_id, last_day)
select store_id, customer_id, max(report_visit_month_last_day(month, days))
  from report_visitor_months group by 1, 2;

create function report_member_last_visits_kept() returns trigger
language plpgsql as $$
begin
  if tg_op = 'INSERT'
     or report_visit_month_last_day(new.month, new.days) >= report_visit_month_last_day(old.month, old.days) then
    insert into report_member_last_visits as l (store_id, customer_id, last_day)
    values (new.store_id, new.customer_id, report_visit_month_last_day(new.month, new.days))
    on conflict (store_id, customer_id) do update set last_day = excluded.last_day
     where l.last_day < excluded.last_day;
    return null;
  end if;
  -- A recount took days away: the last visit left, from the member's visits (a member visits their own store only).
  with last as (
    select max((a.check_in_at at time zone 'Asia/Tokyo')::date) as day
      from attendances a where a.customer_id = old.customer_id and a.store_id = old.store_id
  ), gone as (
    delete from report_member_last_visits l using last
     where last.day is null and l.store_id = old.store_id and l.customer_id = old.customer_id
  )
  insert into report_member_last_visits as l (store_id, customer_id, last_day)
  select old.store_id, old.customer_id, last.day from last where last.day is not null
  on conflict (store_id, customer_id) do update set last_day = excluded.last_day;
  return null;
end $$;

create trigger report_member_last_visits_added after insert on report_visitor_months
  for each row execute function report_member_last_visits_kept();
-- A tap on a day the month has already is no change: the trigger is not called.
create trigger report_member_last_visits_changed after update on report_visitor_months
  for each row when (new.days <> old.days) execute function report_member_last_visits_kept();
create trigger report_member_last_visits_removed after delete on report_visitor_months
  for each row execute function report_member_last_visits_kept();
