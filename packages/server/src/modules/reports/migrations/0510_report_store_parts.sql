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

-- Rows that name their class (`class_id`) record the class's store; rows that name their facility (`facility_id`),
-- the facility's; rows that name a promotion test (`test_id`), the test's: the staff report counts a test's results
-- in the test's store, which 0450 records through the member's (another store's, once they moved).
create or replace function report_parts_rows_changed() returns trigger
language plpgsql as $$
declare
  touched integer[];
begin
  execute format(case tg_op when 'INSERT' then 'select array(select %1$I from added)'
                            when 'DELETE' then 'select array(select %1$I from removed)'
                            else 'select array(select %1$I from added union select %1$I from removed)' end,
                 tg_argv[0]) into touched;
  if tg_argv[0] = 'customer_id' then
    touched := array(select c.store_id from customers c where c.id = any(touched));
  elsif tg_argv[0] = 'class_id' then
    touched := array(select k.store_id from classes k where k.id = any(touched));
  elsif tg_argv[0] = 'facility_id' then
    touched := array(select f.store_id from facilities f where f.id = any(touched));
  elsif tg_argv[0] = 'test_id' then
    touched := array(select t.store_id from promotion_tests t where t.id = any(touched));
  end if;
  perform report_stores_changed(touched);
  return null;
end;
$$;

do $$
declare
  t record;
begin
  for t in select * from (values
    ('class_enrollments', 'class_id'), ('class_waitlist', 'class_id'), ('program_categories', 'store_id'),
    ('lesson_exceptions', 'store_id'), ('lesson_occurrence_stats', 'store_id'), ('facilities', 'store_id'),
    ('facility_lanes', 'facility_id'), ('class_lanes', 'class_id'), ('store_business_hours', 'store_id'),
    ('store_closures', 'store_id')) as x(name, via)
  loop
    execute format('create trigger %I after insert on %I referencing new table as added
                    for each statement execute function report_parts_rows_changed(%L)',
                   t.name || '_report_parts_insert', t.name, t.via);
    execute format('create trigger %I after update on %I referencing old table as removed new table as added
                    for each statement execute function report_parts_rows_changed(%L)',
                   t.name || '_report_parts_update', t.name, t.via);
    execute format('create trigger %I after delete on %I referencing old table as removed
                    for each statement execute function report_parts_rows_changed(%L)',
                   t.name || '_report_parts_delete', t.name, t.via);
  end loop;
end $$;

-- A promotion test's results, through the test (0450's triggers on them follow the member).
create trigger promotion_results_report_parts_test_insert after insert on promotion_results
referencing new table as added for each statement execute function report_parts_rows_changed('test_id');
create trigger promotion_results_report_parts_test_update after update on promotion_results
referencing old table as removed new table as added for each statement
execute function report_parts_rows_changed('test_id');
create trigger promotion_results_report_parts_test_delete after delete on promotion_results
referencing old table as removed for each statement execute function report_parts_rows_changed('test_id');

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
