-- The dashboard counts the lessons the reports count (issue 18: a figure agrees across them): a class's lesson on
-- a day the store is open, in the class's term, not cancelled (休講). The kept counts are forgotten when what
-- decides that changes — a lesson's exception, the store's closures, hours or holiday rule — and every count
-- kept so far, made under the old rule (every weekday of an active class), is recounted on its next read.
delete from lesson_stats_days;
delete from lesson_occurrence_stats;

-- A lesson's exception forgets its day as a tablet mark does (0010's function: store_id and lesson_date).
create trigger lesson_exceptions_dashboard_insert after insert on lesson_exceptions
  referencing new table as added for each statement execute function dashboard_lesson_marks_changed();
create trigger lesson_exceptions_dashboard_update after update on lesson_exceptions
  referencing old table as removed new table as added for each statement execute function dashboard_lesson_marks_changed();
create trigger lesson_exceptions_dashboard_delete after delete on lesson_exceptions
  referencing old table as removed for each statement execute function dashboard_lesson_marks_changed();

-- Which days a store is open: every kept lesson count of the store goes (rare edits; recounted on read).
create function dashboard_forget_store_lessons(touched_store integer) returns void
language sql as $$
  delete from lesson_stats_days where store_id = touched_store;
  delete from lesson_occurrence_stats where store_id = touched_store;
$$;

create function dashboard_store_calendar_changed() returns trigger
language plpgsql as $$
begin
  if tg_op in ('INSERT', 'UPDATE') then
    perform dashboard_forget_store_lessons(store_id) from (select distinct store_id from added) a;
  end if;
  if tg_op in ('DELETE', 'UPDATE') then
    perform dashboard_forget_store_lessons(store_id) from (select distinct store_id from removed) r;
  end if;
  return null;
end;
$$;
create trigger store_closures_dashboard_insert after insert on store_closures
  referencing new table as added for each statement execute function dashboard_store_calendar_changed();
create trigger store_closures_dashboard_update after update on store_closures
  referencing old table as removed new table as added for each statement execute function dashboard_store_calendar_changed();
create trigger store_closures_dashboard_delete after delete on store_closures
  referencing old table as removed for each statement execute function dashboard_store_calendar_changed();
create trigger store_business_hours_dashboard_insert after insert on store_business_hours
  referencing new table as added for each statement execute function dashboard_store_calendar_changed();
create trigger store_business_hours_dashboard_update after update on store_business_hours
  referencing old table as removed new table as added for each statement execute function dashboard_store_calendar_changed();
create trigger store_business_hours_dashboard_delete after delete on store_business_hours
  referencing old table as removed for each statement execute function dashboard_store_calendar_changed();

-- The national-holiday rule (営業 / 日曜扱い / 休業) is on the store's own row.
create function dashboard_store_holiday_rule_changed() returns trigger
language plpgsql as $$
begin
  perform dashboard_forget_store_lessons(a.id) from added a join removed r on r.id = a.id
   where a.national_holiday_hours is distinct from r.national_holiday_hours;
  return null;
end;
$$;
create trigger stores_dashboard_holiday_rule after update on stores
  referencing old table as removed new table as added for each statement execute function dashboard_store_holiday_rule_changed();
