-- A class's counted lessons of a month, and a store's of a day, added up (issue 30). The attendance, staff, programs
-- and custom reports read a period's held lessons from the dashboard's counts (lesson_occurrence_stats), one row a
-- lesson: a 50-store chain's year is 330,000 rows, read, joined and grouped by every chain-wide report (250-300 ms
-- each). The whole months of a period are read from the months' sums instead (6,300 classes × 12 months), and only
-- the days before and after them, and the lessons with an exception (a 代行, other times or lanes, 休講), one by one
-- (modules/reports/lessons-held.ts); the attendance series by day, week or month from the stores' days (18,000 a
-- year).
--
-- A month's row adds up the counted lessons of the class in that month that have no exception: a lesson with one
-- is taught by someone else or at other times, or not at all, and is read on its own. A store-day's row adds up the
-- held lessons of the day as heldLessonsSql reads them (the class active, not cancelled; a moved lesson counts).
-- Both are added up again whenever a count of their month or day is made or forgotten (the statement triggers
-- below). An exception, a closure or a class's change forget their lessons' counts first (0010, 0141), and the
-- counts are made again with the change there: so the sums always agree with the counts, the exceptions and the
-- classes.
create table lesson_stats_months (
  class_id  integer not null references classes (id) on delete cascade,
  month     date not null check (extract(day from month) = 1),
  store_id  integer not null references stores (id) on delete cascade,
  lessons   integer not null check (lessons > 0),
  places    integer not null check (places >= 0),
  presences integer not null check (presences >= 0),
  absences  integer not null check (absences >= 0),
  makeups   integer not null check (makeups >= 0),
  first_day date not null,
  last_day  date not null,
  primary key (class_id, month)
);
create index lesson_stats_months_store_idx on lesson_stats_months (store_id, month);

-- The statements that add the months of `lessons` (a query of class_id and lesson_date) up again from the counts.
-- Run by the trigger function itself (EXECUTE), not by a function it calls: the transition tables are seen only
-- there. Planned at each run, as 0400's triggers: the number of rows a statement changed is known only then.
create function lesson_stats_months_statements(lessons text) returns text[]
language sql immutable as $f$
  select array[
    format($q$
      delete from lesson_stats_months m
       using (select distinct class_id, date_trunc('month', lesson_date)::date as month from (%s) l) t
       where m.class_id = t.class_id and m.month = t.month $q$, lessons),
    format($q$
      insert into lesson_stats_months (class_id, month, store_id, lessons, places, presences, absences, makeups,
        first_day, last_day)
      select s.class_id, t.month, min(s.store_id), count(*)::int, sum(s.enrolled)::int, sum(s.present)::int,
             sum(s.absences)::int, sum(s.makeups)::int, min(s.lesson_date), max(s.lesson_date)
        from (select distinct class_id, date_trunc('month', lesson_date)::date as month from (%s) l) t
        join lesson_occurrence_stats s
          on s.class_id = t.class_id and s.lesson_date >= t.month
         and s.lesson_date < (t.month + interval '1 month')::date
       where not exists (select 1 from lesson_exceptions x
                          where x.class_id = s.class_id and x.lesson_date = s.lesson_date)
       group by s.class_id, t.month $q$, lessons)];
$f$;

create table lesson_stats_store_days (
  store_id  integer not null references stores (id) on delete cascade,
  day       date not null,
  lessons   integer not null check (lessons > 0),
  places    integer not null check (places >= 0),
  presences integer not null check (presences >= 0),
  absences  integer not null check (absences >= 0),
  makeups   integer not null check (makeups >= 0),
  primary key (store_id, day)
);

-- The statements that add the store-days of `lessons` (a query of store_id and lesson_date) up again, as above.
create function lesson_stats_store_days_statements(lessons text) returns text[]
language sql immutable as $f$
  select array[
    format($q$
      delete from lesson_stats_store_days d
       using (select distinct store_id, lesson_date from (%s) l) t
       where d.store_id = t.store_id and d.day = t.lesson_date $q$, lessons),
    format($q$
      insert into lesson_stats_store_days (store_id, day, lessons, places, presences, absences, makeups)
      select s.store_id, s.lesson_date, count(*)::int, sum(s.enrolled)::int, sum(s.present)::int,
             sum(s.absences)::int, sum(s.makeups)::int
        from (select distinct store_id, lesson_date from (%s) l) t
        join lesson_occurrence_stats s on s.store_id = t.store_id and s.lesson_date = t.lesson_date
        join classes k on k.id = s.class_id and k.is_active
        left join lesson_exceptions x on x.class_id = s.class_id and x.lesson_date = s.lesson_date
       where x.kind is distinct from 'cancelled'
       group by s.store_id, s.lesson_date $q$, lessons)];
$f$;

-- The months and the store-days of the counts a statement made or forgot (`lessons`: a query of their class_id,
-- store_id and lesson_date), added up again.
create function lesson_stats_sums_changed() returns trigger
language plpgsql as $$
declare
  lessons text;
  statement text;
begin
  -- A check-in forgets its day's counts (0010): mostly none, as today is never counted. Nothing to add up then.
  if tg_op = 'INSERT' then
    if not exists (select 1 from added) then return null; end if;
    lessons := 'select class_id, store_id, lesson_date from added';
  elsif tg_op = 'DELETE' then
    if not exists (select 1 from removed) then return null; end if;
    lessons := 'select class_id, store_id, lesson_date from removed';
  else
    lessons := 'select class_id, store_id, lesson_date from added
                union all select class_id, store_id, lesson_date from removed';
  end if;
  foreach statement in array lesson_stats_months_statements(lessons) || lesson_stats_store_days_statements(lessons)
  loop
    execute statement;
  end loop;
  return null;
end;
$$;

create trigger lesson_occurrence_stats_sums_insert after insert on lesson_occurrence_stats
  referencing new table as added for each statement execute function lesson_stats_sums_changed();
create trigger lesson_occurrence_stats_sums_update after update on lesson_occurrence_stats
  referencing old table as removed new table as added for each statement execute function lesson_stats_sums_changed();
create trigger lesson_occurrence_stats_sums_delete after delete on lesson_occurrence_stats
  referencing old table as removed for each statement execute function lesson_stats_sums_changed();

-- The counts kept so far.
do $$
declare
  lessons constant text := 'select class_id, store_id, lesson_date from lesson_occurrence_stats';
  statement text;
begin
  foreach statement in array lesson_stats_months_statements(lessons) || lesson_stats_store_days_statements(lessons)
  loop
    execute statement;
  end loop;
end;
$$;
-- Their statistics now, not at autovacuum's next round: the reports' plans read them at once.
analyze lesson_stats_months;
analyze lesson_stats_store_days;
