-- The members report's kept spans (0620) without generations (issue 30). A read took its store's generation from
-- report_member_span_stores and joined on it, and PostgreSQL's planner, which cannot know a store has one generation
-- in those tables, took the join of the two columns for a filter of a few rows: right after a store's spans were
-- made (a generation no statistics had seen), the bench's 50-store chain read a period's cohorts in 3.1 s instead of
-- 0.12 (the day figures estimated at 1,156 rows, 89,922 read).
--
-- Now a store has one set of rows here, and a read takes them by store. The statement that makes a store's spans
-- deletes the store's rows it sees and inserts the new ones; two made at once would each delete the rows before and
-- leave both sets, so on PostgreSQL a store's spans are made in a transaction holding the store's advisory lock
-- (members-spans.ts), the second statement run after the first committed, and seeing its rows. Embedded PGlite runs one
-- statement at a time in one session: each statement sees the rows of the one before.
--
-- The rows are a cache: emptied here, and made again at the next read of each store.
truncate report_member_spans, report_member_days, report_member_span_stores;

drop index report_member_spans_joined;
alter table report_member_spans drop column generation;
-- A store's spans; the cohorts read its joiners of two years by join day.
create index report_member_spans_joined on report_member_spans (store_id, joined_on);

alter table report_member_days drop column generation;
alter table report_member_days add primary key (store_id, day);

alter table report_member_span_stores drop column generation;
drop sequence report_member_generations;
