-- The programs, staff and facilities reports over a chain are their stores' parts added up too (issue 30): they read
-- every class's enrolments, lessons and timetable of 50 stores at each call, 160–350 ms of CPU on the bench's chain.
-- Their parts of a store read, besides 0450's and 0451's tables (classes, programs, schools, staff names, promotion
-- tests and results), the classes' enrolments and waiting lists, the program categories, the lessons' exceptions and
-- the counted lessons (the dashboard's lesson_occurrence_stats; its whole months, lesson_stats_months, are kept from
-- it by 0430's triggers in the same statement), the store's facilities and lanes, the classes' lanes, and the store's
-- calendar — its business hours, closures and national-holiday rule. A change to any of them records its store, as
-- 0450's tables do.
--
-- What this records that the members and 進級 parts do not read makes their part of that store read again: an
-- enrolment, a waiting-list turn, a day's lessons counted (once a day per store, by the first reader or the
-- catch-up) or forgotten (a past visit or mark corrected). A tap of today forgets today's counts, which are never
-- kept (a lesson is counted once its day has passed), so it records nothing.

-- A row that names its store through another table's row (a class, a facility, a promotion test) records that row's
-- store: the trigger's second argument names the table, whose rows have `id` and `store_id`. 0450's triggers name
-- only the column (`store_id` itself, or `customer_id` through the member), and keep working as they did.
create or replace function report_parts_rows_changed() returns trigger
language plpgsql as $$
declare
  touched integer[];
begin
  execute format(case tg_op when 'INSERT' then 'select array(select %1$I from added)'
                            when 'DELETE' then 'select array(select %1$I from removed)'
                            else 'select array(select %1$I from added union select %1$I from removed)' end,
                 tg_argv[0]) into touched;
  if tg_nargs > 1 then
    execute format('select array(select store_id from %I where id = any($1))', tg_argv[1]) using touched into touched;
  elsif tg_argv[0] = 'customer_id' then
    touched := array(select c.store_id from customers c where c.id = any(touched));
  end if;
  perform report_stores_changed(touched);
  return null;
end;
$$;

-- Records the store of each row table `tab` inserts, updates or deletes, by its column `via` (through table
-- `through` when given): three statement triggers named `<tab>_report_parts<suffix>_<insert|update|delete>`.
create function report_parts_follow(tab text, via text, through text default null, suffix text default '')
returns void
language plpgsql as $$
declare
  args text := quote_literal(via) || coalesce(', ' || quote_literal(through), '');
begin
  execute format('create trigger %I after insert on %I referencing new table as added
                  for each statement execute function report_parts_rows_changed(%s)',
                 tab || '_report_parts' || suffix || '_insert', tab, args);
  execute format('create trigger %I after update on %I referencing old table as removed new table as added
                  for each statement execute function report_parts_rows_changed(%s)',
                 tab || '_report_parts' || suffix || '_update', tab, args);
  execute format('create trigger %I after delete on %I referencing old table as removed
                  for each statement execute function report_parts_rows_changed(%s)',
                 tab || '_report_parts' || suffix || '_delete', tab, args);
end;
$$;

select report_parts_follow(tab, via, through) from (values
  ('class_enrollments', 'class_id', 'classes'), ('class_waitlist', 'class_id', 'classes'),
  ('program_categories', 'store_id', null), ('lesson_exceptions', 'store_id', null),
  ('lesson_occurrence_stats', 'store_id', null), ('facilities', 'store_id', null),
  ('facility_lanes', 'facility_id', 'facilities'), ('class_lanes', 'class_id', 'classes'),
  ('store_business_hours', 'store_id', null), ('store_closures', 'store_id', null)) as x(tab, via, through);

-- A promotion test's results through the test: the staff report counts them in the test's store, and 0450's triggers
-- on them follow the member (another store's, once they moved).
select report_parts_follow('promotion_results', 'test_id', 'promotion_tests', '_test');

-- A store's national-holiday rule (営業 / 日曜扱い / 休業) is on its own row.
create function report_parts_store_holiday_rule() returns trigger
language plpgsql as $$
begin
  perform report_stores_changed(array[new.id]);
  return null;
end;
$$;

create trigger stores_report_parts_holiday_rule after update of national_holiday_hours on stores for each row
when (old.national_holiday_hours is distinct from new.national_holiday_hours)
execute function report_parts_store_holiday_rule();
