-- 体験 (issue 29): a trial lesson booked for a pre-registration into one dated lesson of a class. Its seat counts
-- against the lesson's capacity that day (lessonsOn, with regular places and makeups); the coach records whether
-- the child came and the grade (級) they suggest; the outcome is 入会 (converted, placed in the class) or 見送り.
-- Nothing is deleted: a cancelled or rescheduled trial keeps its row with status 'cancelled'.
create table trial_lessons (
  id                  integer generated always as identity primary key,
  store_id            integer not null references stores (id) on delete cascade,
  pre_registration_id integer not null references pre_registrations (id) on delete cascade,
  class_id            integer not null references classes (id) on delete cascade,
  program_id          integer references programs (id) on delete set null,
  lesson_date         date not null,
  status              text not null default 'booked' check (status in ('booked', 'cancelled')),
  attendance          text check (attendance in ('present', 'no_show')),
  suggested_grade_id  integer references grades (id) on delete set null,
  coach_comment       text,
  outcome             text check (outcome in ('enrolled', 'declined')),
  outcome_reason      text,
  customer_id         integer references customers (id) on delete set null,
  booked_by           integer references staffs (id) on delete set null,
  booked_at           timestamptz not null default now(),
  cancelled_at        timestamptz,
  recorded_by         integer references staffs (id) on delete set null,
  recorded_at         timestamptz,
  decided_by          integer references staffs (id) on delete set null,
  decided_at          timestamptz
);
-- One live trial per application: rescheduling cancels the old one first.
create unique index trial_lessons_live_key on trial_lessons (pre_registration_id) where status = 'booked';
create index trial_lessons_lesson_idx on trial_lessons (class_id, lesson_date) where status = 'booked';
create index trial_lessons_store_date_idx on trial_lessons (store_id, lesson_date);
