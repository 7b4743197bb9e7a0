-- The members report's mix (its members on the breakdowns' day by grade, gender and age band) kept for one day per
-- store, today for the read that made its spans (issue 30). A period a reader picks has its own breakdowns' day, and
-- its first read grouped every member's pieces of the chain for it: 66 ms of the 50-store chain's 87 ms statement, the first
-- read's longest wait. The mix of a day near the kept one is the kept mix with the pieces whose count may differ taken
-- away as on the kept day and added as on the asked one: those that start or end between the two days, and those whose
-- member crosses an age band's edge between them (members-figures.ts, SPANS_SQL). Made with the spans, in the same
-- statement (members-spans.ts), so it is always the mix of the spans beside it.
create unlogged table report_member_mix (
  store_id integer not null,
  grade_id integer,
  gender   text,
  band     smallint not null,
  members  integer not null
);
create index report_member_mix_store on report_member_mix (store_id);

-- The day a store's mix is of (Tokyo, today for the read that made its spans).
alter table report_member_span_stores add column mixed_on date;

-- The pieces whose count may differ between two days, found by index: those starting or ending between them, and those
-- whose birth date lies in one of the age bands' edges' ranges.
create index report_member_spans_starts on report_member_spans (store_id, starts);
create index report_member_spans_ends on report_member_spans (store_id, ends);
create index report_member_spans_birth on report_member_spans (store_id, birth_date);

-- The sum of the members' join days (days since 2000-01-01) of those enrolled at the day's end, a running total as
-- `active` and `paused` are: the tenure of the members enrolled on a day is their number times that day less it, read
-- from one row instead of every member's piece.
alter table report_member_days add column joined_days bigint not null default 0;
