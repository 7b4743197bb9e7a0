-- Classes (issue 14): the weekly timetable as a head coach keeps it — a class of a school and program on a
-- weekday, in one or more lanes of a facility, with a main and an assistant instructor, a grade range and a
-- term; the lessons of a day are derived from it, and one lesson can be cancelled or moved (代行, another lane)
-- as a lesson exception without touching the pattern. Enrolments keep their history (曜日変更 ends one and
-- starts another); a full class has a waiting list (キャンセル待ち) in order.
-- The classes module owns every table here.

alter table classes
  add column school_id               integer references schools (id),
  add column facility_id             integer references facilities (id),
  add column assistant_instructor_id integer references staffs (id) on delete set null,
  add column min_grade_id            integer references grades (id),
  add column max_grade_id            integer references grades (id),
  add column starts_on               date,
  add column ends_on                 date,
  add column notes                   text,
  add column updated_at              timestamptz not null default now(),
  add column created_by              integer references staffs (id) on delete set null,
  add column updated_by              integer references staffs (id) on delete set null,
  add check (ends_on is null or starts_on is null or ends_on >= starts_on);

update classes k set school_id = p.school_id from programs p where p.id = k.program_id;
update classes k set facility_id = l.facility_id from facility_lanes l where l.id = k.lane_id;
create index classes_store_school_idx on classes (store_id, school_id, day_of_week);
create index classes_instructor_idx on classes (instructor_id);

-- The lanes of a class (one or more, of its facility). classes.lane_id stays the first of them (what the
-- facilities module counts and older writers set); a row written with only lane_id gets its lane here too.
create table class_lanes (
  class_id integer not null references classes (id) on delete cascade,
  lane_id  integer not null references facility_lanes (id),
  primary key (class_id, lane_id)
);
create index class_lanes_lane_idx on class_lanes (lane_id);
insert into class_lanes (class_id, lane_id) select id, lane_id from classes where lane_id is not null;

create function kayoi_class_first_lane() returns trigger
language plpgsql as $$
begin
  insert into class_lanes (class_id, lane_id) values (new.id, new.lane_id) on conflict do nothing;
  return null;
end $$;
create trigger classes_first_lane after insert or update of lane_id on classes
for each row when (new.lane_id is not null) execute function kayoi_class_first_lane();

-- Enrolments keep their history: a member may leave a class and join it again later, so the pair is no longer
-- the key; one running enrolment per pair is.
alter table class_enrollments drop constraint class_enrollments_pkey;
alter table class_enrollments
  add column id                    integer generated always as identity primary key,
  add column grade_override_reason text,
  add column moved_from_class_id   integer references classes (id) on delete set null,
  add column created_by            integer references staffs (id) on delete set null,
  add column created_at            timestamptz not null default now();
create unique index class_enrollments_running_key on class_enrollments (class_id, customer_id)
  where ended_on is null;
create index class_enrollments_class_idx on class_enrollments (class_id, enrolled_on);

-- The waiting list (キャンセル待ち) of a full class, first come first served. A freed seat is offered to the
-- first waiting entry and held for it until offer_expires_at; then the next one is offered it.
create table class_waitlist (
  id               integer generated always as identity primary key,
  class_id         integer not null references classes (id) on delete cascade,
  customer_id      integer not null references customers (id) on delete cascade,
  status           text not null default 'waiting'
                   check (status in ('waiting', 'offered', 'enrolled', 'withdrawn', 'lapsed')),
  created_at       timestamptz not null default now(),
  offered_at       timestamptz,
  offer_expires_at timestamptz,
  closed_at        timestamptz,
  created_by       integer references staffs (id) on delete set null
);
create unique index class_waitlist_open_key on class_waitlist (class_id, customer_id)
  where status in ('waiting', 'offered');
create index class_waitlist_class_idx on class_waitlist (class_id, status, created_at, id);

-- One lesson (a class on a Tokyo day) changed without touching the weekly pattern: cancelled by the school
-- (休講 — every enrolled member gets a makeup credit), or moved: a substitute coach (代行), another lane, other
-- times.
create table lesson_exceptions (
  id                       integer generated always as identity primary key,
  store_id                 integer not null references stores (id) on delete cascade,
  class_id                 integer not null references classes (id) on delete cascade,
  lesson_date              date not null,
  kind                     text not null check (kind in ('cancelled', 'moved')),
  reason                   text check (length(reason) <= 200),
  substitute_instructor_id integer references staffs (id) on delete set null,
  lane_id                  integer references facility_lanes (id),
  start_time               time,
  end_time                 time,
  created_by               integer references staffs (id) on delete set null,
  created_at               timestamptz not null default now(),
  unique (class_id, lesson_date),
  check (end_time is null or start_time is null or end_time > start_time)
);
create index lesson_exceptions_store_date_idx on lesson_exceptions (store_id, lesson_date);
