-- The 進級 (member achievement) report's first read of a period no preset gives (issue 30): its statements read every
-- member's grade changes (a window over the chain's 195,342 to find each one's previous) and looked up every active
-- member's last change to their grade (84,864 lookups), 0.7–0.9 s each on the bench's 50-store chain. Neither depends
-- on the period: they are kept here beside the members report's spans (0620, 0630), made with them by the same
-- statement (modules/reports/members-spans.ts), for the same stores, when the same changes (report_member_changes)
-- made them stale: a customer's store, status, join day, creation or grade, and their grade changes. Owned by
-- modules/reports; read by `member-achievement.ts`. Unlogged, as the spans: a cache, made again at the next read.

-- Each grade change of a store's members (the member's store when made): its Tokyo day and month (the month's first
-- day; worked out once here, not at each read: 112,000 promotions' months took 250 of a read's 360 ms), and the days
-- since the member's previous change, or since their join day for their first.
create unlogged table report_member_grade_changes (
  store_id      integer not null,
  customer_id   integer not null,
  day           date not null,
  month         date not null,
  from_grade_id integer,
  to_grade_id   integer,
  days          integer not null
);
-- A store's changes of a period.
create index report_member_grade_changes_day on report_member_grade_changes (store_id, day);

-- Each active member with a grade, and the day they reached it: their last change to it (Tokyo), else their join day.
create unlogged table report_member_grade_since (
  store_id    integer not null,
  customer_id integer not null,
  grade_id    integer not null,
  since       date not null
);
-- A store's members longest at their grade first.
create index report_member_grade_since_since on report_member_grade_since (store_id, since);
