-- Who is reading a report's kept parts (0450's report_store_parts) right now, so that two API nodes on one PostgreSQL
-- asked the same report at once read its parts once (issue 30). A node that finds parts missing claims the report and
-- key here before reading them, and frees the claim in the statement that writes them, with a NOTIFY on
-- `report_parts_kept` (reports/store-parts.ts). A node that finds the claim taken waits for that NOTIFY, then looks
-- for the parts again. bench:chain, a year of one's own days: the second node, asked as the first answered, read 進級's
-- parts again in 219 ms while the first wrote them.
--
-- A claim older than 30 s is taken over (its node stopped); the hourly sweep deletes those older than an hour.
-- Unlogged: a claim lost in a crash only means a part is read twice. Embedded PGlite serves one process and claims
-- nothing.
create unlogged table report_part_claims (
  slot       text primary key,
  claimed_at timestamptz not null default now()
);
