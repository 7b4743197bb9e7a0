-- Customers and pre-registrations (issue 6): the full customer record, its status history, grades, uploaded
-- photos and the public pre-registrations. Only adds to 0001's tables; nothing is renamed or dropped.

-- What a person may type for a name, kana, phone or member number, folded the same way on both sides of a
-- search: NFKC (half-width katakana → full-width, full-width digits and letters → ASCII), hiragana →
-- katakana, NFKC again (composes a kana with a following combining voiced mark), lower case, and no spaces
-- or hyphens. `strpos(search_text, kayoi_search_key($1)) > 0` is then a kana- and width-blind substring match.
create function kayoi_search_key(input text) returns text
language sql immutable parallel safe strict
return regexp_replace(lower(normalize(translate(normalize(input, NFKC),
  'ぁあぃいぅうぇえぉおかがきぎくぐけげこごさざしじすずせぜそぞただちぢっつづてでとどなにぬねのはばぱひびぴふぶぷへべぺほぼぽまみむめもゃやゅゆょよらりるれろゎわゐゑをんゔゕゖゝゞ',
  'ァアィイゥウェエォオカガキギクグケゲコゴサザシジスズセゼソゾタダチヂッツヅテデトドナニヌネノハバパヒビピフブプヘベペホボポマミムメモャヤュユョヨラリルレロヮワヰヱヲンヴヵヶヽヾ'),
  NFKC)), '[[:space:]-]', '', 'g');

-- Uploaded images (customer photos, pre-registration avatars), in the database so that a conversion copies
-- the photo in the same transaction as the customer it belongs to. Served at /storage/photos/<key>; the key
-- is random (unguessable) and a replaced photo gets a new key, so answers can be cached for good.
create table photos (
  key          text primary key check (key ~ '^[0-9a-f-]{36}\.(jpg|png|gif)$'),
  content_type text not null check (content_type in ('image/jpeg', 'image/png', 'image/gif')),
  bytes        bytea not null,
  byte_size    integer not null check (byte_size > 0),
  created_at   timestamptz not null default now()
);

-- 級 (grades) a customer can reach; the grade master screen builds on this.
create table grades (
  id          integer generated always as identity primary key,
  name        text not null check (length(name) between 1 and 50),
  sort_order  integer not null default 0,
  is_active   boolean not null default true,
  created_at  timestamptz not null default now()
);

create table pre_registrations (
  id                    integer generated always as identity primary key,
  store_id              integer not null references stores (id),
  avatar_key            text references photos (key) on delete set null,
  family_name           text not null,
  given_name            text not null,
  family_name_kana      text not null,
  given_name_kana       text not null,
  birth_date            date not null,
  gender                text not null check (gender in ('male', 'female', 'other')),
  phone                 text,
  mobile                text not null,
  email                 text not null,
  postal_code           text not null,
  region                text,
  prefecture            text not null,
  city                  text not null,
  street_address        text not null,
  building              text,
  desired_program_id    integer references programs (id) on delete set null,
  desired_join_date     date,
  desired_visit_date    date,
  notes                 text,
  status                text not null default 'pending'
                        check (status in ('pending', 'confirmed', 'converted', 'cancelled')),
  status_notes          text,
  converted_customer_id integer references customers (id) on delete set null,
  confirmed_at          timestamptz,
  converted_at          timestamptz,
  -- Address the public form was sent from, for abuse follow-up.
  client_ip             text,
  created_at            timestamptz not null default now(),
  updated_at            timestamptz not null default now(),
  search_text           text generated always as (kayoi_search_key(
                          family_name || given_name || '|' || family_name_kana || given_name_kana || '|' ||
                          email || '|' || mobile || '|' || coalesce(phone, ''))) stored,
  check (status <> 'converted' or converted_at is not null)
);
create index pre_registrations_store_status_created_idx on pre_registrations (store_id, status, created_at desc);
create index pre_registrations_created_idx on pre_registrations (created_at desc);

-- The customer record. photo_path is 'photos/<key>' (URL '/storage/photos/<key>').
alter table customers
  add column grade_id integer references grades (id) on delete set null,
  add column guardian_relationship text,
  add column guardian_phone text,
  -- Effective day of the current status (the latest change); null when it never changed.
  add column status_changed_on date,
  add column pre_registration_id integer references pre_registrations (id) on delete set null,
  add column search_text text generated always as (kayoi_search_key(
    family_name || given_name || '|' || family_name_kana || given_name_kana || '|' || member_number || '|' ||
    coalesce(phone, '') || '|' || coalesce(mobile, '') || '|' || coalesce(email, ''))) stored;
create index customers_store_kana_idx on customers (store_id, family_name_kana, given_name_kana, id);
create index customers_store_joined_idx on customers (store_id, joined_on, id);
create index customers_grade_idx on customers (grade_id);
create index customer_contracts_program_idx on customer_contracts (program_id, customer_id);

-- Every status change of a customer (在籍・休会・退会), with the day it takes effect and why.
create table customer_status_changes (
  id           integer generated always as identity primary key,
  customer_id  integer not null references customers (id) on delete cascade,
  from_status  text check (from_status in ('active', 'paused', 'withdrawn')),
  status       text not null check (status in ('active', 'paused', 'withdrawn')),
  effective_on date not null,
  reason       text,
  changed_by   integer references staffs (id) on delete set null,
  created_at   timestamptz not null default now()
);
create index customer_status_changes_customer_idx on customer_status_changes (customer_id, created_at desc);
