-- front_desk_overtime (migration 0360) as plpgsql, same rule and same answers (issue 30). As a SQL function called
-- inside front_desk_tap it was parsed and planned again on every tap: PostgreSQL caches a SQL function's plan
-- only for the one statement that calls it. plpgsql keeps its plans for the connection's life. One tap in the
-- database (pgbench, one client, PostgreSQL 15): 0.89–1.32 ms → 0.66–0.75 ms.
create or replace function front_desk_overtime(
  who integer, on_day date, came timestamptz, left_at timestamptz, margin interval
) returns boolean
language plpgsql stable as $$
begin
  return (
    with slots as (
      select t.day_of_week, t.start_time, t.end_time
        from customer_contracts k join contract_time_slots t on t.contract_id = k.id
       where k.customer_id = who and k.starts_on <= on_day and (k.ends_on is null or k.ends_on >= on_day)
    )
    select exists (select 1 from slots) and not exists (
      select 1
        from slots s, generate_series(-1, 1) as around(offset_days),
             lateral (select (came at time zone 'Asia/Tokyo')::date + around.offset_days as day) d
       where s.day_of_week = extract(dow from d.day)
         and came >= (date_trunc('minute', d.day + s.start_time) at time zone 'Asia/Tokyo') - margin
         and coalesce(left_at, came) <= (date_trunc('minute', d.day + s.end_time) at time zone 'Asia/Tokyo') + margin
    )
  );
end;
$$;
