-- Attendance at one lesson: a weekly class (classes) on one Asia/Tokyo calendar day, as the instructor marks
-- it on the tablet (tablet-attendance-v2) or a member card tapped at the pool side records it.
-- status: present 出席, absent 欠席, excused 欠席連絡あり (振替の対象).
--
-- The house rule read by the dashboard and the tablet alike: an enrolled member counts as present at a lesson
-- when marked present, or, when not marked at all, when their facility visit (attendances) overlaps the
-- lesson from 30 minutes before its start to its end. A mark always wins over the visit.
create table lesson_attendances (
  id           integer generated always as identity primary key,
  store_id     integer not null references stores (id),
  class_id     integer not null references classes (id) on delete cascade,
  customer_id  integer not null references customers (id) on delete cascade,
  lesson_date  date not null,
  status       text not null check (status in ('present', 'absent', 'excused')),
  source       text not null default 'tablet' check (source in ('tablet', 'card')),
  recorded_by  integer references staffs (id) on delete set null,
  recorded_at  timestamptz not null default now(),
  unique (class_id, lesson_date, customer_id)
);
create index lesson_attendances_store_date_idx on lesson_attendances (store_id, lesson_date);
create index lesson_attendances_customer_idx on lesson_attendances (customer_id, lesson_date desc);
