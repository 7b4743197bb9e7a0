-- A tap at the front desk in one statement (issue 30). A tap was eight round trips (begin, the card, the member
-- locked, their last visit, their contracts, the visit written, the welcome's summary, commit): 4–7 ms of a
-- desk's wait and most of its CPU. front_desk_tap decides and records it in the database, atomically, with
-- the same rules as before (modules/front-desk/attendance.ts states them and builds the answer from what this
-- returns): the card (unknown / disabled / another member's), the store boundary, the member's status, the
-- idempotency key, the 3 s cooldown, a stale open visit closed at its day's end, check-in or check-out, and
-- overtime by the contracts' weekly slots. Taps of one member wait for each other on the member's row lock;
-- each statement below reads after that wait (plpgsql takes a new snapshot per statement under read committed).
-- It writes the visits module's attendances and attendance_taps on its behalf: the one writer of those tables
-- outside modules/visits (stated in the server README's module map).

-- Overtime (seed §4, front-desk/overtime.ts): outside every weekly slot of the contracts in force on `on_day`,
-- each slot widened by `margin` on both sides, on the Tokyo days around the arrival; with `left_at`, the whole
-- stay must fit one widened slot. Without slots nothing is overtime. Slot times count in whole minutes.
create function front_desk_overtime(
  who integer, on_day date, came timestamptz, left_at timestamptz, margin interval
) returns boolean
language sql stable as $$
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
$$;

-- The tap. `tap_store` null: an admin (every store). Answers {refused: 'not_found' | 'card_disabled' |
-- 'card_mismatch' | 'paused' | 'withdrawn'} or the recorded (or repeated) tap with the welcome display's data:
-- {customer, visit, action, duplicate, contracts (in force on `today`), summary (this month's visits and
-- overtime visits, the `recent_limit` latest, the open visit)}, in the shapes the repositories read them.
create function front_desk_tap(
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
    select a.id, a.check_in_at, a.check_out_at into last
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
        has_last := false;
      end if;
      if has_last and last.check_out_at is null then
        closed_at := greatest(tap_at, last.check_in_at);
        update attendances set check_out_at = closed_at,
               is_overtime = front_desk_overtime(member.id, tap_day, last.check_in_at, closed_at, margin)
         where id = last.id;
        visit_id := last.id;
        tap_action := 'check_out';
      else
        insert into attendances (store_id, customer_id, check_in_at, device_id, is_overtime)
        values (member.store_id, member.id, tap_at, tap_device,
                front_desk_overtime(member.id, tap_day, tap_at, null, margin))
        returning id into visit_id;
        tap_action := 'check_in';
      end if;
    end if;
    if tap_key is not null then
      insert into attendance_taps (idempotency_key, store_id, customer_id, attendance_id, action, device_id,
        tapped_at, created_at)
      values (tap_key, member.store_id, member.id, visit_id, tap_action, tap_device, tap_at, tap_now)
      on conflict (idempotency_key) do nothing;
    end if;
  end if;

  return json_build_object(
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
end;
$$;
