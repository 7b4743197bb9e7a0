-- Promotion tests (進級テスト, issue 14): test days of a school, each member's result (pass/fail and the
-- skills checked) and the grade history a pass writes (who, when, which test). A pass whose new grade is outside
-- the member's class's grade range proposes a class change for next month, which staff accept with the
-- enrolment move (曜日変更). The classes module owns these tables; a pass also sets customers.grade_id (the
-- member's current grade), the one write into the customers module's table, done by the classes module's
-- repository in the same transaction as the history.

create table promotion_tests (
  id          integer generated always as identity primary key,
  store_id    integer not null references stores (id) on delete cascade,
  school_id   integer not null references schools (id) on delete cascade,
  name        text not null check (length(name) between 1 and 100),
  held_on     date not null,
  notes       text check (length(notes) <= 500),
  created_by  integer references staffs (id) on delete set null,
  created_at  timestamptz not null default now()
);
create index promotion_tests_store_idx on promotion_tests (store_id, held_on desc);

create table promotion_results (
  id                 integer generated always as identity primary key,
  test_id            integer not null references promotion_tests (id) on delete cascade,
  customer_id        integer not null references customers (id) on delete cascade,
  tested_grade_id    integer references grades (id),
  passed             boolean not null,
  new_grade_id       integer references grades (id),
  skill_ids          integer[] not null default '{}',
  notes              text check (length(notes) <= 500),
  from_class_id      integer references classes (id) on delete set null,
  proposed_class_id  integer references classes (id) on delete set null,
  proposed_moves_on  date,
  recorded_by        integer references staffs (id) on delete set null,
  recorded_at        timestamptz not null default now(),
  unique (test_id, customer_id)
);
create index promotion_results_customer_idx on promotion_results (customer_id, recorded_at desc);

create table customer_grade_history (
  id             integer generated always as identity primary key,
  customer_id    integer not null references customers (id) on delete cascade,
  from_grade_id  integer references grades (id) on delete set null,
  to_grade_id    integer references grades (id) on delete set null,
  test_id        integer references promotion_tests (id) on delete set null,
  changed_by     integer references staffs (id) on delete set null,
  changed_at     timestamptz not null default now()
);
create index customer_grade_history_customer_idx on customer_grade_history (customer_id, changed_at desc);
