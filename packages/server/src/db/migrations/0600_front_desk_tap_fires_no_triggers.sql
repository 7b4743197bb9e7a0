-- A tap's writes of visits fire none of the visits' statement triggers (issue 30). Since 0580 the reports' two update
-- triggers were skipped while front_desk_tap held its setting (kayoi.visit_counted_by), but a check-in still ran three
-- insert triggers and a check-out the dashboard's update trigger: PL/pgSQL calls over transition tables, of which three
-- returned at their first line (the tap counts its own visits) and the dashboard's two only forgot the days' lesson
-- figures, the update's after working out a change of the day counts that a check-out never makes. And each WHEN
-- called visit_counted_by_front_desk(), a SQL function that PostgreSQL inlines, its text parsed again, wherever a
-- statement of visits fired the trigger.
--
-- Now every statement trigger of the visits' inserts and updates is skipped while the tap writes, and the tap forgets
-- the lesson figures of the days its visit touches itself, as the dashboard's triggers did: the check-in's day, and a
-- check-out's day and its visit's check-in day, in the visit's store. Every other writer of visits fires them as
-- before. visit_counted_by_front_desk() is PL/pgSQL now, which PostgreSQL calls instead of inlining: the WHENs and the
-- triggers' bodies name it as before, and nothing parses it again.
--
-- Measured with pgbench calling front_desk_tap alone, one client, on the check-in bench's 8,000 members (PostgreSQL,
-- fsync off, the backend's CPU a tap, the least of five interleaved runs of 4 s): 0.484 ms before; 0.426 with the
-- triggers skipped by a WHEN calling the SQL function; 0.404 with the setting's test written out in each WHEN, and
-- 0.404–0.424 with this (against 0.407–0.415 in eleven interleaved pairs); 0.344 with no trigger and nothing forgotten.

create or replace function visit_counted_by_front_desk() returns boolean
language plpgsql stable as $$
begin
  return current_setting('kayoi.visit_counted_by', true) is not distinct from 'front_desk_tap';
end;
$$;

-- The days of a visit a write touched (its check-in's and, once it left, its check-out's Tokyo day), forgotten in its
-- store as the dashboard's triggers forget them. PL/pgSQL, so that its statements keep their plans (a SQL function's
-- are planned at each call: 0.085 ms a tap).
create or replace function front_desk_forget_lesson_days(store integer, came timestamptz, left_at timestamptz)
returns void
language plpgsql as $$
declare
  came_on date := (came at time zone 'Asia/Tokyo')::date;
  left_on date := (left_at at time zone 'Asia/Tokyo')::date;
begin
  perform dashboard_forget_lesson_days(store, came_on);
  if left_on is not null and left_on <> came_on then
    perform dashboard_forget_lesson_days(store, left_on);
  end if;
end;
$$;

drop trigger attendances_dashboard_insert on attendances;
create trigger attendances_dashboard_insert after insert on attendances
  referencing new table as added for each statement
  when (not visit_counted_by_front_desk())
  execute function dashboard_attendances_insert();
drop trigger attendances_dashboard_update on attendances;
create trigger attendances_dashboard_update after update on attendances
  referencing old table as removed new table as added for each statement
  when (not visit_counted_by_front_desk())
  execute function dashboard_attendances_update();
drop trigger attendances_report_hours_insert on attendances;
create trigger attendances_report_hours_insert after insert on attendances
  referencing new table as added for each statement
  when (not visit_counted_by_front_desk())
  execute function report_visits_inserted();
drop trigger attendances_report_visitors_insert on attendances;
create trigger attendances_report_visitors_insert after insert on attendances
  referencing new table as added for each statement
  when (not visit_counted_by_front_desk())
  execute function report_visitor_months_inserted();

-- As 0580 wrote it, but forgetting the lesson figures of its visit's days itself.
create or replace function front_desk_tap(
  tap_uid text, tap_customer integer, tap_store integer, tap_device text, tap_key text,
  tap_at timestamptz, tap_now timestamptz, tap_day date, today date, month_start timestamptz,
  recent_limit integer, cooldown interval, stale interval, margin interval
) returns json
language plpgsql as $$
declare
  card record;
  member record;
  last record;
  has_last boolean := false;
  visit_id integer;
  tap_action text;
  duplicate boolean := false;
  closed_at timestamptz;
  came_in boolean := false;
  answer json;
begin
  if tap_uid is not null then
    select n.customer_id, n.card_type, n.status into card from nfc_cards n where n.uid = tap_uid;
    if not found or card.card_type <> 2 or card.customer_id is null then
      return json_build_object('refused', 'not_found');
    end if;
    if card.status <> 'active' then return json_build_object('refused', 'card_disabled'); end if;
    if tap_customer is not null and tap_customer <> card.customer_id then
      return json_build_object('refused', 'card_mismatch');
    end if;
    tap_customer := card.customer_id;
  end if;

  -- Taps of one member are decided one after the other: the row lock is held until this statement commits.
  select c.id, c.store_id, c.status into member from customers c where c.id = tap_customer for update;
  -- Another store's member is as unknown as a missing one.
  if not found or (tap_store is not null and member.store_id <> tap_store) then
    return json_build_object('refused', 'not_found');
  end if;
  if member.status <> 'active' then return json_build_object('refused', member.status); end if;

  if tap_key is not null then
    select t.attendance_id, t.action into visit_id, tap_action
      from attendance_taps t join attendances a on a.id = t.attendance_id
     where t.idempotency_key = tap_key and t.customer_id = member.id;
    duplicate := found;
  end if;

  if not duplicate then
    -- The tap counts its own visits (below) and forgets their days' lesson figures: the setting holds around all
    -- of its writes, and the visits' statement triggers do not fire while it does.
    perform set_config('kayoi.visit_counted_by', 'front_desk_tap', true);
    select a.id, a.store_id, a.check_in_at, a.check_out_at into last
      from attendances a where a.customer_id = member.id order by a.check_in_at desc, a.id desc limit 1;
    has_last := found;
    -- The cooldown: the same member again within it of the last change is the same tap.
    if has_last and tap_at - coalesce(last.check_out_at, last.check_in_at) < cooldown
       and coalesce(last.check_out_at, last.check_in_at) - tap_at < cooldown then
      visit_id := last.id;
      tap_action := case when last.check_out_at is null then 'check_in' else 'check_out' end;
      duplicate := true;
    else
      if has_last and last.check_out_at is null and tap_at - last.check_in_at >= stale then
        -- Never checked out: closed at the end of its Tokyo day, and this tap starts a new visit.
        closed_at := least(
          (((last.check_in_at at time zone 'Asia/Tokyo')::date + 1)::timestamp at time zone 'Asia/Tokyo'), tap_at);
        update attendances set check_out_at = closed_at,
               is_overtime = front_desk_overtime(member.id, tap_day, last.check_in_at, closed_at, margin)
         where id = last.id;
        perform front_desk_forget_lesson_days(last.store_id, last.check_in_at, closed_at);
        has_last := false;
      end if;
      if has_last and last.check_out_at is null then
        closed_at := greatest(tap_at, last.check_in_at);
        update attendances set check_out_at = closed_at,
               is_overtime = front_desk_overtime(member.id, tap_day, last.check_in_at, closed_at, margin)
         where id = last.id;
        perform front_desk_forget_lesson_days(last.store_id, last.check_in_at, closed_at);
        visit_id := last.id;
        tap_action := 'check_out';
      else
        -- The visit's counts are added at the end (below).
        insert into attendances (store_id, customer_id, check_in_at, device_id, is_overtime)
        values (member.store_id, member.id, tap_at, tap_device,
                front_desk_overtime(member.id, tap_day, tap_at, null, margin))
        returning id into visit_id;
        perform front_desk_forget_lesson_days(member.store_id, tap_at, null);
        tap_action := 'check_in';
        came_in := true;
      end if;
    end if;
    perform set_config('kayoi.visit_counted_by', '', true);
    if tap_key is not null then
      insert into attendance_taps (idempotency_key, store_id, customer_id, attendance_id, action, device_id,
        tapped_at, created_at)
      values (tap_key, member.store_id, member.id, visit_id, tap_action, tap_device, tap_at, tap_now)
      on conflict (idempotency_key) do nothing;
    end if;
  end if;

  answer := json_build_object(
    'action', tap_action,
    'duplicate', duplicate,
    'visit', (select row_to_json(v) from (
      select a.id, a.check_in_at, a.check_out_at, a.is_overtime from attendances a where a.id = visit_id) v),
    'customer', (select row_to_json(d) from (
      select c.id, c.store_id, c.member_number,
        c.family_name || ' ' || c.given_name as name,
        c.family_name_kana || ' ' || c.given_name_kana as name_kana,
        c.birth_date::text as birth_date, c.gender, c.photo_path, c.memo, c.notes, s.name as store, c.status,
        c.grade_id, (select g.name from grades g where g.id = c.grade_id) as grade_name
      from customers c join stores s on s.id = c.store_id where c.id = member.id) d),
    'contracts', (select coalesce(json_agg(k order by k.starts_on, k.id), '[]'::json) from (
      select k.id, k.customer_id, k.program_id, p.name as program_name, k.plan_name, k.monthly_fee,
        k.starts_on::text as starts_on, k.ends_on::text as ends_on,
        coalesce((select json_agg(json_build_object('id', t.id, 'day_of_week', t.day_of_week,
            'start_time', to_char(t.start_time, 'HH24:MI'), 'end_time', to_char(t.end_time, 'HH24:MI'))
            order by t.day_of_week, t.start_time, t.id)
          from contract_time_slots t where t.contract_id = k.id), '[]'::json) as time_slots
      from customer_contracts k left join programs p on p.id = k.program_id
      where k.customer_id = member.id and k.starts_on <= today and (k.ends_on is null or k.ends_on >= today)) k),
    'summary', (select row_to_json(m) from (
      select count(*)::int as visits, (count(*) filter (where a.is_overtime))::int as overtime,
        (select coalesce(json_agg(r order by r.check_in_at desc, r.id desc), '[]'::json) from (
           select r.id, r.check_in_at, r.check_out_at, r.is_overtime from attendances r
            where r.customer_id = member.id and r.check_in_at <= tap_now
            order by r.check_in_at desc, r.id desc limit recent_limit) r) as recent,
        (select row_to_json(o) from (
           select o.id, o.check_in_at, o.check_out_at, o.is_overtime from attendances o
            where o.customer_id = member.id and o.check_out_at is null
            order by o.check_in_at desc, o.id desc limit 1) o) as open
      from attendances a
      where a.customer_id = member.id and a.check_in_at >= month_start and a.check_in_at <= tap_now) m)
  );
  if came_in then
    -- The member's day in their visit months, in its turn (0455).
    perform report_visitor_months_take_turn(member.id);
    insert into report_visitor_months as m (store_id, month, customer_id, days)
    values (member.store_id, date_trunc('month', tap_at at time zone 'Asia/Tokyo')::date, member.id,
            1 << (extract(day from tap_at at time zone 'Asia/Tokyo')::int - 1))
    on conflict (store_id, month, customer_id) do update set days = m.days | excluded.days;
    -- Last: the store's counts' rows are locked from here to the commit, which follows at once.
    insert into attendance_daily_counts as c (store_id, day, check_ins)
    values (member.store_id, (tap_at at time zone 'Asia/Tokyo')::date, 1)
    on conflict (store_id, day) do update set check_ins = c.check_ins + 1;
    insert into report_visit_hours as h (store_id, day, hour, check_ins)
    values (member.store_id, (tap_at at time zone 'Asia/Tokyo')::date,
            extract(hour from tap_at at time zone 'Asia/Tokyo')::smallint, 1)
    on conflict (store_id, day, hour) do update set check_ins = h.check_ins + 1;
  end if;
  return answer;
end;
$$;
