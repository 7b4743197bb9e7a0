-- A visit whose check-in is moved to another Tokyo day (a correction, an import, a restore) must move its count
-- with it. 0010's update trigger added every day's delta with one insert … on conflict: PostgreSQL checks a
-- proposed row's CHECK before it looks for the conflict, so the day the visit left (a delta of -1) failed
-- check_ins >= 0 and the whole update with it. Days losing visits are now updated, days gaining them upserted.
create or replace function dashboard_attendances_update() returns trigger
language plpgsql as $$
begin
  with delta as (
    select store_id, day, sum(n)::int as n from (
      select store_id, (check_in_at at time zone 'Asia/Tokyo')::date as day, 1 as n from added
      union all
      select store_id, (check_in_at at time zone 'Asia/Tokyo')::date, -1 from removed
    ) changes
    group by 1, 2 having sum(n) <> 0
  ), left_days as (
    update attendance_daily_counts c set check_ins = c.check_ins + d.n
      from delta d
     where d.n < 0 and c.store_id = d.store_id and c.day = d.day
    returning c.day
  )
  insert into attendance_daily_counts as c (store_id, day, check_ins)
  select store_id, day, n from delta where n > 0
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
