-- Several taps in one statement (front-desk/repository.ts), as a function whose plan is made once per connection
-- (issue 30). The statement was sent with its fourteen arrays as parameters, and PostgreSQL planned it afresh at each
-- run: its generic plan, made without the arrays' lengths, cost more than the plans made with them, so the plan cache
-- kept making those. pg_stat_statements in bench/checkin.ts (PostgreSQL, 20 desks): 411 plans for 435 statements,
-- 0.52 ms of planning each, for 7–8 taps. Inside this function it keeps one generic plan (plan_cache_mode), and what
-- it does is the statement's, word for word: the members' rows locked first in the order of their ids, then the taps
-- decided one after the other in the arrays' order, answered with their place in them (n).
create function front_desk_taps(
  uids text[], customer_ids integer[], store_ids integer[], device_ids text[], tap_keys text[], ats timestamptz[],
  nows timestamptz[], tap_days date[], todays date[], month_starts timestamptz[], recent_limits integer[],
  cooldowns_ms float8[], stales_ms float8[], margins_minutes integer[]
) returns table (n integer, tap json)
language plpgsql set plan_cache_mode = force_generic_plan as $$
begin
  return query
  with locked as materialized (
    select c.id from customers c
     where c.id in (select card.customer_id from nfc_cards card where card.uid = any(uids)
                    union select unnest(customer_ids))
     order by c.id for update
  )
  select t.n::int, front_desk_tap(t.uid, t.customer_id, t.store_id, t.device_id, t.tap_key, t.at, t.now, t.tap_day,
         t.today, t.month_start, t.recent_limit, make_interval(secs => t.cooldown_ms / 1000),
         make_interval(secs => t.stale_ms / 1000), make_interval(mins => t.margin_minutes))
    from unnest(uids, customer_ids, store_ids, device_ids, tap_keys, ats, nows, tap_days, todays, month_starts,
                recent_limits, cooldowns_ms, stales_ms, margins_minutes)
         with ordinality as t(uid, customer_id, store_id, device_id, tap_key, at, now, tap_day, today, month_start,
                              recent_limit, cooldown_ms, stale_ms, margin_minutes, n)
   where (select count(*) from locked) >= 0
   order by t.n;
end;
$$;
