-- A counted lesson keeps its absence notices (欠席連絡) and its booked makeups (振替) beside its places and presences
-- (issue 30). The attendance and programs reports counted them per lesson from lesson_absences and makeup_bookings
-- and joined them to the lessons: a 50-store chain's year was 125,000 notices grouped by lesson and 330,000 lessons
-- looked up in them, a third of the attendance report. They are counted with the lesson now, and a notice or a
-- booking that is made, changed or removed forgets its day as a tablet mark does (0010's function: store_id and
-- lesson_date); the next reader counts the day again. Every count kept so far has none of them: all are recounted on
-- their next read (the servers' catch-up counts them in the background, modules/dashboard/warm-up.ts).
delete from lesson_stats_days;
delete from lesson_occurrence_stats;

alter table lesson_occurrence_stats
  add column absences integer not null default 0 check (absences >= 0),
  add column makeups  integer not null default 0 check (makeups >= 0);
-- A lesson's notices, looked up as each lesson is counted (the unique key leads with the member, not the day).
create index lesson_absences_lesson_idx on lesson_absences (class_id, lesson_date);

-- Statement triggers on both tables, for each kind of write, as 0010's on lesson_attendances.
do $$
declare
  target text;
begin
  foreach target in array array['lesson_absences', 'makeup_bookings'] loop
    execute format('create trigger %I after insert on %I referencing new table as added
      for each statement execute function dashboard_lesson_marks_changed()', target || '_dashboard_insert', target);
    execute format('create trigger %I after update on %I referencing old table as removed new table as added
      for each statement execute function dashboard_lesson_marks_changed()', target || '_dashboard_update', target);
    execute format('create trigger %I after delete on %I referencing old table as removed
      for each statement execute function dashboard_lesson_marks_changed()', target || '_dashboard_delete', target);
  end loop;
end;
$$;
