-- Reports (issue 18), owned by modules/reports. The reports read other modules' tables (a read model, like
-- the dashboard); the one table they write is the daily report's close of the day.

-- The close of a store's day (日報の締め): who signed it and when, with the day's note. Once per store and day.
create table report_daily_signoffs (
  store_id    integer not null references stores (id),
  day         date not null,
  note        text check (note is null or length(note) <= 2000),
  signed_by   integer references staffs (id) on delete set null,
  signed_at   timestamptz not null default now(),
  primary key (store_id, day)
);
