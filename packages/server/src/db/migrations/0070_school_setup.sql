-- School setup (issue 13): the master data a school enters for itself — stores with their address, billing
-- identity, hours and closures; facilities with their lanes; schools (the disciplines a store teaches), each
-- with its program categories, programs and grade system; the fees of a program by month. Who changed a
-- master record and when is kept in master_changes.
--
-- Existing data moves forward: every store that has programs or whose members hold a grade gets a school
-- 「スイミング」; the 0001 programs join it with a category made from their old `category` text and a first fee
-- period; the 0030 grades (one list for the whole database) are copied into each such school and every
-- member's grade points at the copy of their own store; the free-text lanes of the classes become lanes of a
-- facility 「プール」 of their store.

-- ---------------------------------------------------------------------------------------------------------
-- Who changed which master record, when, and which fields (the detail screens' 変更履歴). The history of a
-- deleted record stays (with its last action 'deleted').

create table master_changes (
  id          integer generated always as identity primary key,
  entity      text not null
              check (entity in ('store', 'facility', 'school', 'program_category', 'program', 'grade')),
  entity_id   integer not null,
  store_id    integer references stores (id) on delete set null,
  action      text not null check (action in ('created', 'updated', 'deleted')),
  fields      text[] not null default '{}',
  changed_by  integer references staffs (id) on delete set null,
  changed_at  timestamptz not null default now()
);
create index master_changes_entity_idx on master_changes (entity, entity_id, changed_at desc, id desc);

-- ---------------------------------------------------------------------------------------------------------
-- Stores. `address` stays the one-line address (receipts, the store selector): the server writes it from the
-- parts; stores made before keep their line until an admin enters the parts.

alter table stores
  add column postal_code                 text check (postal_code ~ '^[0-9]{3}-[0-9]{4}$'),
  add column prefecture                  text,
  add column city                        text,
  add column street_address              text,
  add column building                    text,
  add column email                       text,
  -- The name registered for invoices (適格請求書発行事業者の氏名又は名称) and its registration number.
  add column company_name                text,
  add column invoice_registration_number text check (invoice_registration_number ~ '^T[0-9]{13}$'),
  -- On a national holiday: 'regular' the weekday's hours, 'sunday' Sunday's hours, 'closed'.
  add column national_holiday_hours      text not null default 'regular'
                                         check (national_holiday_hours in ('regular', 'sunday', 'closed')),
  add column created_by                  integer references staffs (id) on delete set null,
  add column updated_by                  integer references staffs (id) on delete set null;

-- Opening hours per weekday (0 = Sunday), Tokyo wall-clock times; a weekday without a row is 定休日. A store
-- with no rows at all has not entered its hours (open every day, hours unknown).
create table store_business_hours (
  store_id    integer not null references stores (id) on delete cascade,
  day_of_week smallint not null check (day_of_week between 0 and 6),
  opens_at    time not null,
  closes_at   time not null,
  primary key (store_id, day_of_week),
  check (closes_at > opens_at)
);

-- Extra closures (臨時休業, 年末年始 …), both days included.
create table store_closures (
  id        integer generated always as identity primary key,
  store_id  integer not null references stores (id) on delete cascade,
  starts_on date not null,
  ends_on   date not null,
  reason    text not null check (length(reason) between 1 and 100),
  check (ends_on >= starts_on)
);
create index store_closures_store_idx on store_closures (store_id, starts_on);

-- ---------------------------------------------------------------------------------------------------------
-- Facilities (施設) and their lanes. A class is taught in a lane (classes.lane_id); a lane with classes cannot
-- be deleted (the foreign key refuses it; the server says why first).

create table facilities (
  id          integer generated always as identity primary key,
  store_id    integer not null references stores (id) on delete cascade,
  name        text not null check (length(name) between 1 and 50),
  kind        text not null check (kind in ('pool', 'studio', 'room', 'court', 'other')),
  capacity    integer check (capacity between 1 and 10000),
  notes       text,
  sort_order  integer not null default 0,
  is_active   boolean not null default true,
  created_at  timestamptz not null default now(),
  updated_at  timestamptz not null default now(),
  created_by  integer references staffs (id) on delete set null,
  updated_by  integer references staffs (id) on delete set null
);
create unique index facilities_store_name_key on facilities (store_id, name);

create table facility_lanes (
  id           integer generated always as identity primary key,
  facility_id  integer not null references facilities (id) on delete cascade,
  number       smallint not null check (number between 1 and 99),
  name         text not null check (length(name) between 1 and 30),
  length_m     numeric(4, 1) check (length_m between 1 and 100),
  min_depth_cm smallint check (min_depth_cm between 0 and 1000),
  max_depth_cm smallint check (max_depth_cm between 0 and 1000),
  is_shared    boolean not null default false,
  capacity     smallint check (capacity between 1 and 100),
  is_active    boolean not null default true,
  -- Deferred: an edit may swap two lanes' numbers.
  constraint facility_lanes_number_key unique (facility_id, number) deferrable initially deferred,
  check (max_depth_cm is null or min_depth_cm is null or max_depth_cm >= min_depth_cm)
);

alter table classes add column lane_id integer references facility_lanes (id);
create index classes_lane_idx on classes (lane_id);

-- The lanes classes name today (free text such as 第3レーン) become lanes of a pool of their store.
insert into facilities (store_id, name, kind, sort_order)
select distinct store_id, 'プール', 'pool', 1 from classes
where nullif(trim(lane), '') is not null
  and store_id in (select store_id from classes where nullif(trim(lane), '') is not null
                   group by store_id having count(distinct trim(lane)) <= 99);
insert into facility_lanes (facility_id, number, name)
select f.id, row_number() over (partition by f.id order by length(l.lane), l.lane), left(l.lane, 30)
from (select distinct store_id, trim(lane) as lane from classes where nullif(trim(lane), '') is not null) l
join facilities f on f.store_id = l.store_id and f.name = 'プール';
update classes c set lane_id = fl.id
from facility_lanes fl join facilities f on f.id = fl.facility_id
where f.store_id = c.store_id and fl.name = left(trim(c.lane), 30);

-- ---------------------------------------------------------------------------------------------------------
-- Schools (スクール): the disciplines a store teaches. Categories, programs and grades hang from one school of
-- the same store, which composite foreign keys hold (school_id, store_id).

create table schools (
  id          integer generated always as identity primary key,
  store_id    integer not null references stores (id) on delete cascade,
  name        text not null check (length(name) between 1 and 50),
  discipline  text not null
              check (discipline in ('swimming', 'gymnastics', 'tennis', 'dance', 'soccer', 'fitness', 'other')),
  description text,
  sort_order  integer not null default 0,
  is_active   boolean not null default true,
  created_at  timestamptz not null default now(),
  updated_at  timestamptz not null default now(),
  created_by  integer references staffs (id) on delete set null,
  updated_by  integer references staffs (id) on delete set null,
  unique (id, store_id)
);
create unique index schools_store_name_key on schools (store_id, name);

-- The store's first school, made (スイミング) when it has none: where programs written without one go.
create function kayoi_default_school(store integer) returns integer
language plpgsql as $$
declare
  found integer;
begin
  select id into found from schools where store_id = store order by sort_order, id limit 1;
  if found is null then
    insert into schools (store_id, name, discipline, sort_order) values (store, 'スイミング', 'swimming', 1)
    returning id into found;
  end if;
  return found;
end $$;

create table program_categories (
  id          integer generated always as identity primary key,
  store_id    integer not null,
  school_id   integer not null,
  name        text not null check (length(name) between 1 and 50),
  description text,
  sort_order  integer not null default 0,
  is_active   boolean not null default true,
  created_at  timestamptz not null default now(),
  updated_at  timestamptz not null default now(),
  created_by  integer references staffs (id) on delete set null,
  updated_by  integer references staffs (id) on delete set null,
  foreign key (school_id, store_id) references schools (id, store_id) on delete cascade on update cascade,
  unique (id, school_id)
);
create unique index program_categories_school_name_key on program_categories (school_id, name);
create index program_categories_store_idx on program_categories (store_id, school_id, sort_order);

-- The category named `wanted` of a school, made when missing.
create function kayoi_program_category(school integer, wanted text, rank integer) returns integer
language plpgsql as $$
declare
  found integer;
begin
  select id into found from program_categories where school_id = school and name = wanted;
  if found is null then
    insert into program_categories (store_id, school_id, name, sort_order)
    select store_id, id, wanted, rank from schools where id = school
    returning id into found;
  end if;
  return found;
end $$;

-- ---------------------------------------------------------------------------------------------------------
-- Grades (級): each of one school's grade system, in its order, with the cap colour and the promotion test.

alter table grades
  add column store_id       integer,
  add column school_id      integer,
  add column cap_color_name text check (length(cap_color_name) <= 20),
  add column cap_color_hex  text check (cap_color_hex ~ '^#[0-9A-F]{6}$'),
  add column description    text,
  add column updated_at     timestamptz not null default now(),
  add column created_by     integer references staffs (id) on delete set null,
  add column updated_by     integer references staffs (id) on delete set null;

create table grade_skills (
  id          integer generated always as identity primary key,
  grade_id    integer not null references grades (id) on delete cascade,
  position    smallint not null check (position between 1 and 30),
  name        text not null check (length(name) between 1 and 100),
  description text,
  constraint grade_skills_position_key unique (grade_id, position) deferrable initially deferred
);

-- ---------------------------------------------------------------------------------------------------------
-- Programs: of a school and a category, with their fees by month (program_fees). `monthly_fee` stays the fee of
-- the month the server last wrote the program in; the fee of a month is kayoi_program_monthly_fee() below.

alter table programs
  add column school_id        integer,
  add column category_id      integer,
  add column description      text,
  add column lessons_per_week smallint not null default 1 check (lessons_per_week between 1 and 7),
  add column lesson_minutes   smallint not null default 60 check (lesson_minutes between 10 and 480),
  add column min_age          smallint check (min_age between 0 and 120),
  add column max_age          smallint check (max_age between 0 and 120),
  add column min_grade_id     integer references grades (id),
  add column max_grade_id     integer references grades (id),
  add column sort_order       integer not null default 0,
  add column updated_at       timestamptz,
  add column created_by       integer references staffs (id) on delete set null,
  add column updated_by       integer references staffs (id) on delete set null,
  add check (max_age is null or min_age is null or max_age >= min_age);

-- The fees of a program from `effective_month` (a month's first day) until the next row's month: integer yen,
-- consumption tax included at `tax_rate` percent.
create table program_fees (
  program_id      integer not null references programs (id) on delete cascade,
  effective_month date not null check (extract(day from effective_month) = 1),
  monthly_fee     integer not null check (monthly_fee >= 0),
  entrance_fee    integer not null default 0 check (entrance_fee >= 0),
  annual_fee      integer not null default 0 check (annual_fee >= 0),
  pause_fee       integer not null default 0 check (pause_fee >= 0),
  tax_rate        smallint not null default 10 check (tax_rate in (8, 10)),
  created_by      integer references staffs (id) on delete set null,
  created_at      timestamptz not null default now(),
  primary key (program_id, effective_month)
);

-- The monthly fee of a program in the month of `on_day` (null before its first fees): what billing and the
-- screens ask, one function.
create function kayoi_program_monthly_fee(program integer, on_day date) returns integer
language sql stable parallel safe
return (select f.monthly_fee from program_fees f
        where f.program_id = program and f.effective_month <= date_trunc('month', on_day)::date
        order by f.effective_month desc limit 1);

-- The category a program's old `category` text names (the codes the demo wrote, or the text itself).
create function kayoi_category_of_text(school integer, legacy text) returns integer
language sql
return kayoi_program_category(
  school,
  case coalesce(nullif(trim(legacy), ''), '')
    when 'baby' then 'ベビー' when 'kids' then '幼児' when 'junior' then 'ジュニア'
    when 'athlete' then '選手コース' when 'adult' then '成人' when '' then 'その他'
    else left(trim(legacy), 50) end,
  case legacy when 'baby' then 1 when 'kids' then 2 when 'junior' then 3 when 'athlete' then 4
    when 'adult' then 5 else 99 end);

-- Existing programs: the store's school, a category from the old text, and one fee period from the earlier of
-- the month the program was made and the first month a contract of it ran.
update programs set updated_at = created_at;
update programs p set
  school_id = kayoi_default_school(p.store_id);
update programs p set category_id = kayoi_category_of_text(p.school_id, p.category);
insert into program_fees (program_id, effective_month, monthly_fee, created_at)
select p.id,
       least(date_trunc('month', p.created_at at time zone 'Asia/Tokyo')::date,
             coalesce((select date_trunc('month', min(k.starts_on))::date from customer_contracts k
                        where k.program_id = p.id), 'infinity'::date)),
       p.monthly_fee, p.created_at
from programs p;

alter table programs
  alter column school_id set not null,
  alter column category_id set not null,
  alter column updated_at set not null,
  alter column updated_at set default now(),
  add foreign key (school_id, store_id) references schools (id, store_id),
  add foreign key (category_id, school_id) references program_categories (id, school_id);
-- `category` (0001's free text) is read no more: a writer that still sends it names the category of a new
-- program (below); it is not kept.
update programs set category = null;
create index programs_school_idx on programs (store_id, school_id, category_id, sort_order);
create index programs_category_idx on programs (category_id);
create index programs_grades_idx on programs (min_grade_id, max_grade_id);

-- Programs written without a school (scripts and tests that predate the program master) join the store's
-- first school and the category their `category` text names (その他 without one), and get a first fee period
-- from their month; the server writes all of these itself and replaces that period.
create function kayoi_program_defaults() returns trigger
language plpgsql as $$
begin
  if new.school_id is null then
    new.school_id := kayoi_default_school(new.store_id);
  end if;
  if new.category_id is null then
    new.category_id := kayoi_category_of_text(new.school_id, new.category);
  end if;
  new.category := null;
  return new;
end $$;
create trigger programs_defaults before insert on programs
for each row when (new.school_id is null or new.category_id is null or new.category is not null)
execute function kayoi_program_defaults();

create function kayoi_program_first_fee() returns trigger
language plpgsql as $$
begin
  insert into program_fees (program_id, effective_month, monthly_fee, created_at)
  values (new.id, date_trunc('month', new.created_at at time zone 'Asia/Tokyo')::date, new.monthly_fee,
          new.created_at)
  on conflict do nothing;
  return null;
end $$;
create trigger programs_first_fee after insert on programs
for each row execute function kayoi_program_first_fee();

-- Grades: the one list of 0030 is copied into the school of every store that has one (from the programs above)
-- or whose members hold a grade; each member then holds the copy of their own store, and the list goes.
select kayoi_default_school(store_id) from (select distinct store_id from customers where grade_id is not null) s;

alter table grades add column copied_from integer;
insert into grades (name, sort_order, is_active, created_at, updated_at, store_id, school_id, copied_from)
select g.name, g.sort_order, g.is_active, g.created_at, g.created_at, s.store_id, s.id, g.id
from grades g cross join schools s
where g.school_id is null
order by s.id, g.sort_order, g.id;
update customers cu set grade_id = n.id
from grades n
where n.copied_from = cu.grade_id and n.store_id = cu.store_id;
update customers set grade_id = null
where grade_id in (select id from grades where school_id is null);
delete from grades where school_id is null;

alter table grades
  drop column copied_from,
  alter column store_id set not null,
  alter column school_id set not null,
  add foreign key (school_id, store_id) references schools (id, store_id) on delete cascade;
create index grades_school_idx on grades (store_id, school_id, sort_order, id);
