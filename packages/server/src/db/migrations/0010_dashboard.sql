-- The dashboard's pre-aggregated figures, so it answers in a few milliseconds however long the history grows.
-- Triggers keep them right for every writer (the check-in desk, the tablet, imports) without the writer
-- knowing about them. Statement-level triggers with transition tables: a bulk load of a year of visits
-- costs one aggregate per statement, not one trigger call per row.

-- Check-ins per store and Asia/Tokyo calendar day.
create table attendance_daily_counts (
  store_id  integer not null references stores (id) on delete cascade,
  day       date not null,
  check_ins integer not null check (check_ins >= 0),
  primary key (store_id, day)
);

-- One finished lesson (a weekly class on one Tokyo day): members enrolled that day and how many were present
-- by the house rule of 0002_lesson_attendances.sql. Filled on first read by the dashboard, and forgotten
-- (then recomputed on the next read) whenever a visit, a mark, an enrolment or the class itself changes.
create table lesson_occurrence_stats (
  class_id    integer not null references classes (id) on delete cascade,
  lesson_date date not null,
  store_id    integer not null references stores (id) on delete cascade,
  enrolled    integer not null check (enrolled >= 0),
  present     integer not null check (present >= 0 and present <= enrolled),
  primary key (class_id, lesson_date)
);
create index lesson_occurrence_stats_store_date_idx on lesson_occurrence_stats (store_id, lesson_date);

insert into attendance_daily_counts (store_id, day, check_ins)
select store_id, (check_in_at at time zone 'Asia/Tokyo')::date, count(*)
from attendances
group by 1, 2;

create function dashboard_attendances_changed() returns trigger
language plpgsql as $$
begin
  -- Daily counts: +1 for every new row's day, -1 for every old row's day.
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

  -- A visit decides presence at the lessons of its check-in and check-out days.
  delete from lesson_occurrence_stats s
  using (
    select store_id, (check_in_at at time zone 'Asia/Tokyo')::date as day from added
    union select store_id, (check_out_at at time zone 'Asia/Tokyo')::date from added where check_out_at is not null
    union select store_id, (check_in_at at time zone 'Asia/Tokyo')::date from removed
    union select store_id, (check_out_at at time zone 'Asia/Tokyo')::date from removed where check_out_at is not null
  ) touched
  where s.store_id = touched.store_id and s.lesson_date = touched.day;
  return null;
end;
$$;

-- An insert has no old rows and a delete no new ones: each gets the function that reads only what it has.
create function dashboard_attendances_insert() returns trigger
language plpgsql as $$
begin
  insert into attendance_daily_counts as c (store_id, day, check_ins)
  select store_id, (check_in_at at time zone 'Asia/Tokyo')::date, count(*)::int from added group by 1, 2
  on conflict (store_id, day) do update set check_ins = c.check_ins + excluded.check_ins;
  delete from lesson_occurrence_stats s
  using (
    select store_id, (check_in_at at time zone 'Asia/Tokyo')::date as day from added
    union select store_id, (check_out_at at time zone 'Asia/Tokyo')::date from added where check_out_at is not null
  ) touched
  where s.store_id = touched.store_id and s.lesson_date = touched.day;
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
  delete from lesson_occurrence_stats s
  using (
    select store_id, (check_in_at at time zone 'Asia/Tokyo')::date as day from removed
    union select store_id, (check_out_at at time zone 'Asia/Tokyo')::date from removed where check_out_at is not null
  ) touched
  where s.store_id = touched.store_id and s.lesson_date = touched.day;
  return null;
end;
$$;

create trigger attendances_dashboard_insert after insert on attendances
  referencing new table as added for each statement execute function dashboard_attendances_insert();
create trigger attendances_dashboard_update after update on attendances
  referencing old table as removed new table as added for each statement execute function dashboard_attendances_changed();
create trigger attendances_dashboard_delete after delete on attendances
  referencing old table as removed for each statement execute function dashboard_attendances_delete();

-- A tablet mark decides presence at its lesson.
create function dashboard_lesson_marks_changed() returns trigger
language plpgsql as $$
begin
  if tg_op in ('INSERT', 'UPDATE') then
    delete from lesson_occurrence_stats s using added a
    where s.class_id = a.class_id and s.lesson_date = a.lesson_date;
  end if;
  if tg_op in ('DELETE', 'UPDATE') then
    delete from lesson_occurrence_stats s using removed r
    where s.class_id = r.class_id and s.lesson_date = r.lesson_date;
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

-- Enrolments decide who holds a place; the class's day and times decide which visits count.
create function dashboard_enrolments_changed() returns trigger
language plpgsql as $$
begin
  if tg_op in ('INSERT', 'UPDATE') then
    delete from lesson_occurrence_stats s where s.class_id in (select class_id from added);
  end if;
  if tg_op in ('DELETE', 'UPDATE') then
    delete from lesson_occurrence_stats s where s.class_id in (select class_id from removed);
  end if;
  return null;
end;
$$;
create trigger class_enrollments_dashboard_insert after insert on class_enrollments
  referencing new table as added for each statement execute function dashboard_enrolments_changed();
create trigger class_enrollments_dashboard_update after update on class_enrollments
  referencing old table as removed new table as added for each statement execute function dashboard_enrolments_changed();
create trigger class_enrollments_dashboard_delete after delete on class_enrollments
  referencing old table as removed for each statement execute function dashboard_enrolments_changed();

create function dashboard_classes_changed() returns trigger
language plpgsql as $$
begin
  delete from lesson_occurrence_stats s where s.class_id in (select id from added);
  return null;
end;
$$;
create trigger classes_dashboard_update after update on classes
  referencing new table as added for each statement execute function dashboard_classes_changed();
