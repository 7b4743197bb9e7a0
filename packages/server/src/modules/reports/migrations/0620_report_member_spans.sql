-- The members report's first read of a period no preset gives (issue 30): its statement made every member's status
-- spans from the customers, their status changes and their grade history at each read, 1.8 s over HTTP on the
-- bench's 50-store chain of 100,000 members against 38 ms for a part kept. The spans do not depend on the period:
-- they are kept here per store, made again for a store once it changed, and a period's figures are read from them.
-- Owned by modules/reports (`members-spans.ts` writes all three tables, `members-figures.ts` reads them). A cache:
-- made again on read, never in a backup (a snapshot names transactions of this cluster only).
--
-- A store's spans are one generation: made in one statement with a new number from the sequence, which the store's
-- row below then names; rows of another generation are deleted by the next statement that makes the store's spans
-- (those another statement made at the same time and its snapshot did not see, by a later one or the hourly sweep).
-- A read takes the generation its store's row names, so it sees one whole generation whatever is being made beside
-- it. The row's snapshot is the one the spans were read in: they are stale once the store has a change (0450's
-- report_store_changes) that snapshot did not see committed, as a kept part is.
create sequence report_member_generations;

create table report_member_span_stores (
  store_id   integer primary key references stores (id) on delete cascade,
  generation bigint not null,
  snapshot   pg_snapshot not null,
  -- A digest of the code that made the spans: another version's are made again.
  source     text not null,
  made_at    timestamptz not null default now()
);

-- Each member's time as a member (在籍: 入会済み, active or paused), cut where their status or grade changed: [starts,
-- ends) with one status and one grade (the grade the report counts on those days), from their join day on. `lo` and
-- `hi`, on the first piece of each status span only (null on the pieces a grade change cut from it), are the months
-- after joining the whole span covers, as the cohorts count them: k is covered when the day k months after joining
-- is in the span, that is lo <= k < hi (13 is "never", as in members-figures.ts). Counted per span, not per piece, a
-- cohort's rows are as few as the spans' (a quarter of the pieces' on the bench's chain).
create table report_member_spans (
  generation  bigint not null,
  store_id    integer not null,
  customer_id integer not null,
  joined_on   date not null,
  starts      date not null,
  ends        date not null,
  status      text not null,
  birth_date  date,
  gender      text,
  grade_id    integer,
  lo          smallint,
  hi          smallint
);
-- A store's generation; the cohorts read its joiners of two years by join day, the programs' count a member's pieces.
create index report_member_spans_joined on report_member_spans (store_id, generation, joined_on);
create index report_member_spans_customer on report_member_spans (customer_id);

-- Per store and day: that day's joins, pauses, returns and withdrawals (with the withdrawn members' days as members,
-- for the average tenure), and the members active and paused at its end (a running total: a day without a row has
-- the figures of the last day before it that has one).
create table report_member_days (
  generation     bigint not null,
  store_id       integer not null,
  day            date not null,
  joins          integer not null,
  pauses         integer not null,
  returns        integer not null,
  withdrawals    integer not null,
  withdrawn_days bigint not null,
  active         integer not null,
  paused         integer not null,
  primary key (store_id, generation, day)
);
