-- Visitors read from the index (issue 30). The attendance report's 来館者数 and the custom reports' visitors count
-- the distinct members among a period's visits of the stores: the visits were found by (store_id, check_in_at)
-- and each one's member read from the table, a year of the biggest store of a 10 M-visit chain being 250,000 rows
-- fetched (PostgreSQL, the manager's attendance report 541–764 ms of CPU, visitors × age band 461–493 ms). The
-- index now carries the member, so those counts read the index alone (an index-only scan): 96 and 66 ms. Same key,
-- same size (the member fits in the entry's alignment padding: 384 → 387 MB at 10 M visits), so it replaces the
-- index of 0001 under its name rather than adding one for every tap to keep.
create index attendances_store_check_in_member_idx on attendances (store_id, check_in_at) include (customer_id);
drop index attendances_store_check_in_idx;
alter index attendances_store_check_in_member_idx rename to attendances_store_check_in_idx;
