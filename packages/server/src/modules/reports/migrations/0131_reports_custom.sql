-- Reports (issue 18), owned by modules/reports: saved custom reports (カスタムレポート) and the check-ins of
-- each Tokyo hour, the attendance report's read model.

-- A custom report saved by name and shared with the store's managers: what to count (a measure of the
-- report builder's whitelist), by what (a dimension) and which filters, as the builder sends them; the server
-- maps them to SQL, never the other way.
create table report_custom_definitions (
  id          integer generated always as identity primary key,
  store_id    integer not null references stores (id) on delete cascade,
  name        text not null check (length(name) between 1 and 100),
  measure     text not null check (length(measure) between 1 and 40),
  dimension   text not null check (length(dimension) between 1 and 40),
  filters     jsonb not null default '{}',
  created_by  integer references staffs (id) on delete set null,
  created_at  timestamptz not null default now(),
  updated_by  integer references staffs (id) on delete set null,
  updated_at  timestamptz not null default now()
);
create unique index report_custom_definitions_store_name_key on report_custom_definitions (store_id, name);

-- Check-ins per store, Tokyo day and hour, kept exact by statement triggers on attendances (the pattern of
-- the dashboard's attendance_daily_counts, 0010): the attendance report's heat map and series read a few
-- thousand rows for a year instead of every visit. Hours are whole hours of UTC+9 (Tokyo keeps no summer time).
create table report_visit_hours (
  store_id  integer not null references stores (id) on delete cascade,
  day       date not null,
  hour      smallint not null check (hour between 0 and 23),
  check_ins integer not null check (check_ins >= 0),
  primary key (store_id, day, hour)
);
insert into report_visit_hours (store_id, day, hour, check_ins)
select store_id, (check_in_at at time zone 'Asia/Tokyo')::date,
       extract(hour from check_in_at at time zone 'Asia/Tokyo')::smallint, count(*)
from attendances
group by 1, 2, 3;

-- Adds signed changes (1 a check-in added, -1 taken away): decreases update their rows (a negative count is
-- never proposed as a new row), increases insert or add.
-- Adds signed changes (1 a check-in added, -1 taken away): a decrease updates its row (a negative count is
-- never proposed as a new row), an increase inserts or adds.
create function report_visit_hours_add(changed jsonb) returns void
language sql as $$
  with delta as (
    select x.store_id, (x.check_in_at at time zone 'Asia/Tokyo')::date as day,
           extract(hour from x.check_in_at at time zone 'Asia/Tokyo')::smallint as hour, sum(x.sign)::int as n
      from jsonb_to_recordset(changed) as x(sign int, store_id int, check_in_at timestamptz)
     group by 1, 2, 3
    having sum(x.sign) <> 0
  ), lowered as (
    update report_visit_hours h set check_ins = h.check_ins + d.n
      from delta d
     where d.n < 0 and h.store_id = d.store_id and h.day = d.day and h.hour = d.hour
  )
  insert into report_visit_hours as h (store_id, day, hour, check_ins)
  select store_id, day, hour, n from delta where n > 0
  on conflict (store_id, day, hour) do update set check_ins = h.check_ins + excluded.check_ins
$$;

create function report_visits_inserted() returns trigger
language plpgsql as $$
begin
  insert into report_visit_hours as h (store_id, day, hour, check_ins)
  select store_id, (check_in_at at time zone 'Asia/Tokyo')::date,
         extract(hour from check_in_at at time zone 'Asia/Tokyo')::smallint, count(*)::int
    from added group by 1, 2, 3
  on conflict (store_id, day, hour) do update set check_ins = h.check_ins + excluded.check_ins;
  return null;
end $$;

create function report_visits_changed() returns trigger
language plpgsql as $$
begin
  -- Only a moved check-in or store changes the counts (a check-out does not).
  perform report_visit_hours_add(coalesce((select jsonb_agg(r) from (
    select jsonb_build_object('sign', -1, 'store_id', o.store_id, 'check_in_at', o.check_in_at) as r
      from removed o
    union all
    select jsonb_build_object('sign', 1, 'store_id', n.store_id, 'check_in_at', n.check_in_at) from added n
  ) changes), '[]'))
  where exists (select 1 from added n join removed o on o.id = n.id
                 where (n.store_id, n.check_in_at) is distinct from (o.store_id, o.check_in_at))
     or (select count(*) from added) <> (select count(*) from removed);
  return null;
end $$;

create function report_visits_deleted() returns trigger
language plpgsql as $$
begin
  update report_visit_hours h set check_ins = h.check_ins - d.n
    from (select store_id, (check_in_at at time zone 'Asia/Tokyo')::date as day,
                 extract(hour from check_in_at at time zone 'Asia/Tokyo')::smallint as hour, count(*)::int as n
            from removed group by 1, 2, 3) d
   where h.store_id = d.store_id and h.day = d.day and h.hour = d.hour;
  return null;
end $$;

create trigger attendances_report_hours_insert after insert on attendances
  referencing new table as added for each statement execute function report_visits_inserted();
create trigger attendances_report_hours_update after update on attendances
  referencing old table as removed new table as added for each statement execute function report_visits_changed();
create trigger attendances_report_hours_delete after delete on attendances
  referencing old table as removed for each statement execute function report_visits_deleted();
