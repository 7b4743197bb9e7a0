-- Billing (issue 15), after review: a receipt's prints are counted (the original once, then 再発行 with its count
-- and date), and a store's 釣銭準備金 (the fixed float the desk's drawer opens with) is stored with its billing
-- rules, so the daily close (レジ締め) expects it plus the day's cash instead of a float typed at the close.

alter table payments
  add column print_count      integer not null default 0 check (print_count >= 0),
  add column first_printed_at timestamptz,
  add column last_printed_at  timestamptz,
  add column last_printed_by  integer references staffs (id) on delete set null;

alter table billing_settings
  add column cash_float integer not null default 0 check (cash_float between 0 and 10000000);
