-- Core schema: stores, staff and their sessions, customers with contracts, weekly classes, attendance,
-- NFC cards. Times are timestamptz (instants); calendar days are Asia/Tokyo dates computed in queries.

create table stores (
  id          integer generated always as identity primary key,
  name        text not null check (length(name) between 1 and 100),
  name_kana   text,
  phone       text,
  address     text,
  is_active   boolean not null default true,
  created_at  timestamptz not null default now(),
  updated_at  timestamptz not null default now()
);

create table staffs (
  id            integer generated always as identity primary key,
  store_id      integer references stores (id) on delete set null,
  name          text not null check (length(name) between 1 and 100),
  name_kana     text,
  email         text not null check (email = lower(email)),
  password_hash text not null,
  role          text not null check (role in ('admin', 'manager', 'staff')),
  gender        text check (gender in ('male', 'female', 'other')),
  photo_path    text,
  is_active     boolean not null default true,
  created_at    timestamptz not null default now(),
  updated_at    timestamptz not null default now()
);
create unique index staffs_email_key on staffs (email);
create index staffs_store_id_idx on staffs (store_id);

-- Opaque bearer tokens, stored as SHA-256 of the token. store_id is the store this session works in
-- (an admin can switch it; the others keep their own store).
create table auth_tokens (
  id           integer generated always as identity primary key,
  staff_id     integer not null references staffs (id) on delete cascade,
  token_hash   text not null unique,
  device_name  text not null,
  store_id     integer references stores (id) on delete set null,
  created_at   timestamptz not null default now(),
  last_used_at timestamptz,
  expires_at   timestamptz not null
);
create index auth_tokens_staff_id_idx on auth_tokens (staff_id);
create index auth_tokens_expires_at_idx on auth_tokens (expires_at);

-- Failure counters and lockouts, keyed by what is attacked ('login:<email>', 'nfc:<uid>').
create table auth_throttles (
  key             text primary key,
  failures        integer not null default 0,
  first_failed_at timestamptz not null default now(),
  locked_until    timestamptz
);

create table password_reset_tokens (
  staff_id   integer primary key references staffs (id) on delete cascade,
  token_hash text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);

create table user_preferences (
  staff_id   integer primary key references staffs (id) on delete cascade,
  theme      text not null default 'light' check (theme in ('light', 'dark', 'auto')),
  updated_at timestamptz not null default now()
);

create table programs (
  id          integer generated always as identity primary key,
  store_id    integer not null references stores (id) on delete cascade,
  name        text not null,
  category    text,
  monthly_fee integer not null check (monthly_fee >= 0),
  is_active   boolean not null default true,
  created_at  timestamptz not null default now()
);
create index programs_store_id_idx on programs (store_id);

create table customers (
  id                integer generated always as identity primary key,
  store_id          integer not null references stores (id),
  member_number     text not null,
  family_name       text not null,
  given_name        text not null,
  family_name_kana  text not null,
  given_name_kana   text not null,
  birth_date        date,
  gender            text check (gender in ('male', 'female', 'other')),
  phone             text,
  mobile            text,
  email             text,
  postal_code       text,
  prefecture        text,
  city              text,
  street_address    text,
  building          text,
  guardian_name     text,
  photo_path        text,
  memo              text,
  notes             text,
  status            text not null default 'active' check (status in ('active', 'paused', 'withdrawn')),
  joined_on         date,
  created_at        timestamptz not null default now(),
  updated_at        timestamptz not null default now()
);
create unique index customers_store_member_number_key on customers (store_id, member_number);
create index customers_store_status_idx on customers (store_id, status);

create table customer_contracts (
  id          integer generated always as identity primary key,
  customer_id integer not null references customers (id) on delete cascade,
  program_id  integer references programs (id),
  plan_name   text not null,
  monthly_fee integer not null check (monthly_fee >= 0),
  starts_on   date not null,
  ends_on     date,
  created_at  timestamptz not null default now(),
  check (ends_on is null or ends_on >= starts_on)
);
create index customer_contracts_customer_id_idx on customer_contracts (customer_id);

-- Weekly time slots of a contract: day_of_week 0 = Sunday … 6 = Saturday, Asia/Tokyo wall-clock times.
create table contract_time_slots (
  id          integer generated always as identity primary key,
  contract_id integer not null references customer_contracts (id) on delete cascade,
  day_of_week smallint not null check (day_of_week between 0 and 6),
  start_time  time not null,
  end_time    time not null,
  check (end_time > start_time)
);
create index contract_time_slots_contract_id_idx on contract_time_slots (contract_id);

-- Recurring weekly classes (lessons) of a store.
create table classes (
  id             integer generated always as identity primary key,
  store_id       integer not null references stores (id) on delete cascade,
  program_id     integer references programs (id),
  name           text not null,
  instructor_id  integer references staffs (id) on delete set null,
  lane           text,
  day_of_week    smallint not null check (day_of_week between 0 and 6),
  start_time     time not null,
  end_time       time not null,
  capacity       integer not null check (capacity > 0),
  is_active      boolean not null default true,
  created_at     timestamptz not null default now(),
  check (end_time > start_time)
);
create index classes_store_day_idx on classes (store_id, day_of_week);

create table class_enrollments (
  class_id    integer not null references classes (id) on delete cascade,
  customer_id integer not null references customers (id) on delete cascade,
  enrolled_on date not null,
  ended_on    date,
  primary key (class_id, customer_id)
);
create index class_enrollments_customer_id_idx on class_enrollments (customer_id);

create table attendances (
  id            integer generated always as identity primary key,
  store_id      integer not null references stores (id),
  customer_id   integer not null references customers (id) on delete cascade,
  check_in_at   timestamptz not null,
  check_out_at  timestamptz,
  device_id     text,
  is_overtime   boolean not null default false,
  created_at    timestamptz not null default now(),
  check (check_out_at is null or check_out_at >= check_in_at)
);
create index attendances_store_check_in_idx on attendances (store_id, check_in_at);
create index attendances_customer_check_in_idx on attendances (customer_id, check_in_at desc);
-- A customer is inside at most once: the database itself refuses a second open visit.
create unique index attendances_one_open_visit on attendances (customer_id) where check_out_at is null;

-- NFC cards: card_type 1 = staff card, 2 = customer card. uid is upper-case hex padded to 14.
create table nfc_cards (
  id          integer generated always as identity primary key,
  uid         text not null unique check (uid ~ '^[0-9A-F]{14}$'),
  card_type   smallint not null check (card_type in (1, 2)),
  staff_id    integer references staffs (id) on delete cascade,
  customer_id integer references customers (id) on delete cascade,
  status      text not null default 'active' check (status in ('active', 'disabled')),
  issued_at   timestamptz not null default now(),
  disabled_at timestamptz,
  check ((card_type = 1 and staff_id is not null and customer_id is null)
      or (card_type = 2 and customer_id is not null and staff_id is null))
);
