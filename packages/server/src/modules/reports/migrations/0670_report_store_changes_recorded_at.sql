-- When a change of a store's data was recorded (0450's report_store_changes; issue 30). The hourly sweep deleted
-- the changes every kept part's snapshot sees as ended; but a part read from snapshot S is kept only after its
-- statements ran and its answer went out, and a change committed after S, swept before the part was written, was
-- gone when the part arrived: the part, missing it, was used until the store's next change. A change is now kept at
-- least an hour after it was recorded (the time of its row, not of its transaction's start), longer than any read.
alter table report_store_changes add column recorded_at timestamptz not null default clock_timestamp();
