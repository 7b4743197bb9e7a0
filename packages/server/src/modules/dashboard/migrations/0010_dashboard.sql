-- The dashboard's pre-aggregated figures, so it answers in a few milliseconds however long the history grows.
-- Triggers keep them right for every writer (the check-in desk, the tablet, imports) without the writer
-- knowing about them. Statement-level triggers with transition tables: a bulk load of a year of visits
-- costs one aggregate per statement, not one trigger call per row.

-- Check-ins per store and Asia/Tokyo calendar day, kept exact by the triggers on attendances.
create table attendance_daily_counts (
  store_id  integer not null references stores (id) on delete cascade,
  day       date not null,
  check_ins integer not null check (check_ins >= 0),
  primary key (store_id, day)
);
insert into attendance_daily_counts (store_id, day, check_ins)
select store_id, (check_in_at at time zone 'Asia/Tokyo')::date, count(*)
from attendances
group by 1, 2;

-- One lesson held on a past day (a weekly class on one Tokyo day): members enrolled that day and how many
-- were present by the house rule of 0002_lesson_attendances.sql. lesson_stats_days lists the days whose
-- lessons are all counted. Both are filled on first read and forgotten, day by day, whenever a visit, a
-- mark, an enrolment or a class changes; today's lessons are always counted live.
create table lesson_occurrence_stats (
  class_id    integer not null references classes (id) on delete cascade,
  lesson_date date not null,
  store_id    integer not null references stores (id) on delete cascade,
  day_of_week smallint not null,
  enrolled    integer not null check (enrolled >= 0),
  present     integer not null check (present >= 0 and present <= enrolled),
  primary key (class_id, lesson_date)
);
create index lesson_occurrence_stats_store_date_idx on lesson_occurrence_stats (store_id, lesson_date);

create table lesson_stats_days (
  store_id integer not null references stores (id) on delete cascade,
  day      date not null,
  primary key (store_id, day)
);

-- Active members and active classes of a store at the end of one day (what they count: the spec's
-- KpiDetail). Filled on first read, forgotten for the whole store when its customers, contracts,
-- enrolments or classes change.
create table dashboard_daily_stock (
  store_id       integer not null references stores (id) on delete cascade,
  day            date not null,
  active_members integer not null check (active_members >= 0),
  active_classes integer not null check (active_classes >= 0),
  primary key (store_id, day)
);

create function dashboard_forget_lesson_days(touched_store integer, touched_day date) returns void
language sql as $$
  delete from lesson_stats_days where store_id = touched_store and day = touched_day;
  delete from lesson_occurrence_stats where store_id = touched_store and lesson_date = touched_day;
$$;

create function dashboard_forget_stock(touched_store integer) returns void
language sql as $$
  delete from dashboard_daily_stock where store_id = touched_store;
$$;

-- A class's lessons are recounted: its rows go, and its store's days are no longer complete.
create function dashboard_forget_class(touched_class integer, touched_store integer) returns void
language sql as $$
  delete from lesson_occurrence_stats where class_id = touched_class;
  delete from lesson_stats_days where store_id = touched_store;
  delete from dashboard_daily_stock where store_id = touched_store;
$$;

-- Visits: daily counts move by the rows added and removed; presence changes at the lessons of the days
-- a visit starts and ends on.
create function dashboard_attendances_insert() returns trigger
language plpgsql as $$
begin
  insert into attendance_daily_counts as c (store_id, day, check_ins)
  select store_id, (check_in_at at time zone 'Asia/Tokyo')::date, count(*)::int from added group by 1, 2
  on conflict (store_id, day) do update set check_ins = c.check_ins + excluded.check_ins;
  perform dashboard_forget_lesson_days(store_id, day) from (
    select store_id, (check_in_at at time zone 'Asia/Tokyo')::date as day from added
    union select store_id, (check_out_at at time zone 'Asia/Tokyo')::date from added where check_out_at is not null
  ) touched;
  return null;
end;
$$;

create function dashboard_attendances_update() returns trigger
language plpgsql as $$
begin
  with changes as (
    select store_id, (check_in_at at time zone 'Asia/Tokyo')::date as day, 1 as n from added
    union all
    select store_id, (check_in_at at time zone 'Asia/Tokyo')::date, -1 from removed
  ), delta as (
    select store_id, day, sum(n)::int as n from changes group by 1, 2 having sum(n) <> 0
  )
  insert into attendance_daily_counts as c (store_id, day, check_ins)
  select store_id, day, n from delta
  on conflict (store_id, day) do update set check_ins = c.check_ins + excluded.check_ins;
  perform dashboard_forget_lesson_days(store_id, day) from (
    select store_id, (check_in_at at time zone 'Asia/Tokyo')::date as day from added
    union select store_id, (check_out_at at time zone 'Asia/Tokyo')::date from added where check_out_at is not null
    union select store_id, (check_in_at at time zone 'Asia/Tokyo')::date from removed
    union select store_id, (check_out_at at time zone 'Asia/Tokyo')::date from removed where check_out_at is not null
  ) touched;
  return null;
end;
$$;

create function dashboard_attendances_delete() returns trigger
language plpgsql as $$
begin
  update attendance_daily_counts c set check_ins = c.check_ins - d.n
  from (
    select store_id, (check_in_at at time zone 'Asia/Tokyo')::date as day, count(*)::int as n from removed group by 1, 2
  ) d
  where c.store_id = d.store_id and c.day = d.day;
  perform dashboard_forget_lesson_days(store_id, day) from (
    select store_id, (check_in_at at time zone 'Asia/Tokyo')::date as day from removed
    union select store_id, (check_out_at at time zone 'Asia/Tokyo')::date from removed where check_out_at is not null
  ) touched;
  return null;
end;
$$;

create trigger attendances_dashboard_insert after insert on attendances
  referencing new table as added for each statement execute function dashboard_attendances_insert();
create trigger attendances_dashboard_update after update on attendances
  referencing old table as removed new table as added for each statement execute function dashboard_attendances_update();
create trigger attendances_dashboard_delete after delete on attendances
  referencing old table as removed for each statement execute function dashboard_attendances_delete();

-- Tablet marks decide presence at their lesson.
create function dashboard_lesson_marks_changed() returns trigger
language plpgsql as $$
begin
  if tg_op in ('INSERT', 'UPDATE') then
    perform dashboard_forget_lesson_days(store_id, lesson_date) from (select distinct store_id, lesson_date from added) a;
  end if;
  if tg_op in ('DELETE', 'UPDATE') then
    perform dashboard_forget_lesson_days(store_id, lesson_date) from (select distinct store_id, lesson_date from removed) r;
  end if;
  return null;
end;
$$;
create trigger lesson_attendances_dashboard_insert after insert on lesson_attendances
  referencing new table as added for each statement execute function dashboard_lesson_marks_changed();
create trigger lesson_attendances_dashboard_update after update on lesson_attendances
  referencing old table as removed new table as added for each statement execute function dashboard_lesson_marks_changed();
create trigger lesson_attendances_dashboard_delete after delete on lesson_attendances
  referencing old table as removed for each statement execute function dashboard_lesson_marks_changed();

-- Members and contracts change who counts as a member; enrolments and classes also change lessons' places.
create function dashboard_customers_changed() returns trigger
language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform dashboard_forget_stock(store_id) from (select distinct store_id from added) a;
  elsif tg_op = 'DELETE' then
    perform dashboard_forget_stock(store_id) from (select distinct store_id from removed) r;
  else
    -- Only what decides membership: edits of a phone number or an address leave the figures alone.
    perform dashboard_forget_stock(store_id) from (
      select a.store_id from added a join removed r on r.id = a.id
      where (a.status, a.joined_on, a.store_id, a.created_at)
        is distinct from (r.status, r.joined_on, r.store_id, r.created_at)
      union
      select r.store_id from added a join removed r on r.id = a.id where a.store_id <> r.store_id
    ) changed;
  end if;
  return null;
end;
$$;
create function dashboard_contracts_changed() returns trigger
language plpgsql as $$
begin
  if tg_op in ('INSERT', 'UPDATE') then
    perform dashboard_forget_stock(c.store_id) from (select distinct customer_id from added) a
      join customers c on c.id = a.customer_id;
  end if;
  if tg_op in ('DELETE', 'UPDATE') then
    perform dashboard_forget_stock(c.store_id) from (select distinct customer_id from removed) r
      join customers c on c.id = r.customer_id;
  end if;
  return null;
end;
$$;
create function dashboard_enrolments_changed() returns trigger
language plpgsql as $$
begin
  if tg_op in ('INSERT', 'UPDATE') then
    perform dashboard_forget_class(c.id, c.store_id) from (select distinct class_id from added) a
      join classes c on c.id = a.class_id;
  end if;
  if tg_op in ('DELETE', 'UPDATE') then
    perform dashboard_forget_class(c.id, c.store_id) from (select distinct class_id from removed) r
      join classes c on c.id = r.class_id;
  end if;
  return null;
end;
$$;
create function dashboard_classes_changed() returns trigger
language plpgsql as $$
begin
  if tg_op in ('INSERT', 'UPDATE') then
    perform dashboard_forget_class(id, store_id) from added;
  end if;
  if tg_op in ('DELETE', 'UPDATE') then
    perform dashboard_forget_class(id, store_id) from removed;
  end if;
  return null;
end;
$$;

create trigger customers_dashboard_insert after insert on customers
  referencing new table as added for each statement execute function dashboard_customers_changed();
create trigger customers_dashboard_update after update on customers
  referencing old table as removed new table as added for each statement execute function dashboard_customers_changed();
create trigger customers_dashboard_delete after delete on customers
  referencing old table as removed for each statement execute function dashboard_customers_changed();
create trigger customer_contracts_dashboard_insert after insert on customer_contracts
  referencing new table as added for each statement execute function dashboard_contracts_changed();
create trigger customer_contracts_dashboard_update after update on customer_contracts
  referencing old table as removed new table as added for each statement execute function dashboard_contracts_changed();
create trigger customer_contracts_dashboard_delete after delete on customer_contracts
  referencing old table as removed for each statement execute function dashboard_contracts_changed();
create trigger class_enrollments_dashboard_insert after insert on class_enrollments
  referencing new table as added for each statement execute function dashboard_enrolments_changed();
create trigger class_enrollments_dashboard_update after update on class_enrollments
  referencing old table as removed new table as added for each statement execute function dashboard_enrolments_changed();
create trigger class_enrollments_dashboard_delete after delete on class_enrollments
  referencing old table as removed for each statement execute function dashboard_enrolments_changed();
create trigger classes_dashboard_insert after insert on classes
  referencing new table as added for each statement execute function dashboard_classes_changed();
create trigger classes_dashboard_update after update on classes
  referencing old table as removed new table as added for each statement execute function dashboard_classes_changed();
create trigger classes_dashboard_delete after delete on classes
  referencing old table as removed for each statement execute function dashboard_classes_changed();
