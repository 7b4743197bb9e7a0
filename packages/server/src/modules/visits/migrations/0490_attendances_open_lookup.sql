-- A member's open visit is found through their own index entry, however many people are inside (issue 30). Every
-- tap's welcome answer (front_desk_tap), and the welcome display's summary, ask for the member's open visit:
-- `customer_id = … and check_out_at is null`. Two partial indexes of the same predicate could answer it, 0001's
-- unique attendances_one_open_visit (customer_id) and 0020's attendances_store_open_idx (store_id), and their costs
-- are both tiny once statistics were taken with nobody inside (a night's ANALYZE): the planner took the store's index
-- and read every open visit of the store to keep one. With 4,190 people inside, one lookup read 4,189 entries (1.7 ms
-- against 0.1); the check-in bench's desks, whose members stay inside, paid it on every tap.
-- The store's index is the same set of rows under a predicate that a member's lookup does not imply (store_id is never
-- null, so no row is left out): a query naming the store (`store_id = …`, a strict condition on it) still uses it,
-- one naming only the member can no longer. Test: test/visits-open-lookup.test.ts.
create index attendances_store_open_only_idx on attendances (store_id)
  where check_out_at is null and store_id is not null;
drop index attendances_store_open_idx;
alter index attendances_store_open_only_idx rename to attendances_store_open_idx;
