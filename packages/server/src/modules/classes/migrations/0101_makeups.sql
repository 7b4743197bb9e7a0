-- Absences and makeup lessons (欠席・振替, issue 14). A recorded absence gives a makeup credit (振替権) within the
-- school's monthly quota; a lesson the school cancels gives every enrolled member one with a longer validity.
-- A credit is booked into one lesson of the same program and grade range with a free seat (that seat counts
-- against capacity for that date only); cancelling the booking gives the credit back. Credits are valid to the
-- end of the month `validity_months` after the lesson's month (Tokyo days), and lapse after it.
-- The classes module owns every table here.

-- The rules of a school (one row per school; a school without a row has the defaults below).
create table school_class_rules (
  school_id                    integer primary key references schools (id) on delete cascade,
  makeup_validity_months       smallint not null default 1 check (makeup_validity_months between 0 and 12),
  cancelled_validity_months    smallint not null default 3 check (cancelled_validity_months between 0 and 24),
  -- Credits from absences per calendar month: lessons per week of the program × this.
  makeup_quota_per_weekly_lesson smallint not null default 2 check (makeup_quota_per_weekly_lesson between 0 and 10),
  booking_cutoff_minutes       smallint not null default 60 check (booking_cutoff_minutes between 0 and 10080),
  waitlist_hold_hours          smallint not null default 48 check (waitlist_hold_hours between 1 and 720)
);

create table lesson_absences (
  id           integer generated always as identity primary key,
  store_id     integer not null references stores (id) on delete cascade,
  class_id     integer not null references classes (id) on delete cascade,
  customer_id  integer not null references customers (id) on delete cascade,
  lesson_date  date not null,
  reason       text check (length(reason) <= 200),
  recorded_by  integer references staffs (id) on delete set null,
  recorded_at  timestamptz not null default now(),
  unique (class_id, customer_id, lesson_date)
);
create index lesson_absences_store_date_idx on lesson_absences (store_id, lesson_date);
create index lesson_absences_customer_idx on lesson_absences (customer_id, lesson_date desc);

create table makeup_credits (
  id              integer generated always as identity primary key,
  store_id        integer not null references stores (id) on delete cascade,
  customer_id     integer not null references customers (id) on delete cascade,
  source          text not null check (source in ('absence', 'cancelled')),
  absence_id      integer references lesson_absences (id) on delete cascade,
  class_id        integer not null references classes (id) on delete cascade,
  program_id      integer references programs (id),
  lesson_date     date not null,
  expires_on      date not null,
  withdrawn_at    timestamptz,
  created_at      timestamptz not null default now(),
  check (expires_on >= lesson_date)
);
create unique index makeup_credits_lesson_key on makeup_credits (class_id, customer_id, lesson_date)
  where withdrawn_at is null;
create index makeup_credits_customer_idx on makeup_credits (customer_id, expires_on);

create table makeup_bookings (
  id           integer generated always as identity primary key,
  store_id     integer not null references stores (id) on delete cascade,
  credit_id    integer not null references makeup_credits (id) on delete cascade,
  customer_id  integer not null references customers (id) on delete cascade,
  class_id     integer not null references classes (id) on delete cascade,
  lesson_date  date not null,
  status       text not null default 'booked' check (status in ('booked', 'cancelled')),
  booked_by    integer references staffs (id) on delete set null,
  booked_at    timestamptz not null default now(),
  cancelled_at timestamptz
);
create unique index makeup_bookings_credit_key on makeup_bookings (credit_id) where status = 'booked';
create index makeup_bookings_lesson_idx on makeup_bookings (class_id, lesson_date) where status = 'booked';
create index makeup_bookings_store_date_idx on makeup_bookings (store_id, lesson_date);
