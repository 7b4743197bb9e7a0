-- A writer of many members' visits takes their turns on the visit months (0455) with a bounded number of locks
-- (issue 30). 0455 took one transaction lock per member: a transaction that added, moved or took away the visits
-- of more members than the lock table holds (≈ 6,400 on PostgreSQL's defaults, ≈ 10,000 on PGlite) failed with
-- "out of shared memory" — bench:chain's 10 M visits for 100,000 members did, and so would a load or a mass
-- correction of a large store's visits. Now each member's turn is also a shared turn on all of them (key 0: no
-- member has id 0), and a transaction's 65th member turn takes that one exclusively instead: it then holds every
-- member's turn, takes no more locks however many members follow, and still waits for, and holds off, every writer
-- of single members (a tap, a recount of one visit) until it commits.
-- The statement triggers that take the store's day and hour counts run before the visit months' (they are named
-- earlier), so a tap that holds its turn and then wants a count row such a transaction holds is a deadlock
-- PostgreSQL ends by failing one of them: as with 0455's same member, now with any member of a day the transaction
-- touches. Transactions of that many members are loads and tools (the demo's seed, bench:chain's generator, a
-- correction by hand), not the desk's path.
create or replace function report_visitor_months_take_turn(member integer) returns void
language plpgsql as $$
declare
  -- The member turns this transaction has taken; -1 once it holds all of them (a transaction-local setting).
  taken integer := coalesce(nullif(current_setting('kayoi.visitor_turns', true), ''), '0')::integer;
begin
  if taken < 0 then
    return;
  end if;
  if taken >= 64 then
    perform pg_advisory_xact_lock(hashtext('report_visitor_months'), 0);
    perform set_config('kayoi.visitor_turns', '-1', true);
    return;
  end if;
  perform pg_advisory_xact_lock_shared(hashtext('report_visitor_months'), 0);
  perform pg_advisory_xact_lock(hashtext('report_visitor_months'), member);
  perform set_config('kayoi.visitor_turns', (taken + 1)::text, true);
end $$;
