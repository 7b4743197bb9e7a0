-- The bank master (銀行マスタ, issue 13): banks and branches by their 全銀協 codes, loaded from the
-- `zengin-code` package on first use and refreshed from newer versions by `pnpm banks:refresh`. name/kana
-- are what the school uses; source_name/source_kana what the package said last. An admin's edit sets
-- edited_at, and a refresh then keeps name, kana and is_active as the admin left them.

-- search_text is the domain's bankSearchKey of name|kana, written with the row (kana- and width-blind, small
-- kana made large since the 全銀 readings have none: 東京 is トウキヨウ, so とうきょう finds it); the query is
-- folded by the same function. Computed in the server rather than by a generated column: the SQL fold costs
-- about a second on PGlite for the 29,000 branches of a first start.

create table banks (
  code        text primary key check (code ~ '^[0-9]{4}$'),
  name        text not null check (length(name) between 1 and 100),
  kana        text not null check (length(kana) between 1 and 100),
  source_name text not null,
  source_kana text not null,
  -- False once a refresh no longer finds the bank in the package (merged or closed).
  in_source   boolean not null default true,
  is_active   boolean not null default true,
  edited_at   timestamptz,
  edited_by   integer references staffs (id) on delete set null,
  search_text text not null
);

create table bank_branches (
  bank_code   text not null references banks (code) on delete cascade,
  code        text not null check (code ~ '^[0-9]{3}$'),
  name        text not null check (length(name) between 1 and 100),
  kana        text not null check (length(kana) between 1 and 100),
  source_name text not null,
  source_kana text not null,
  in_source   boolean not null default true,
  is_active   boolean not null default true,
  note        text check (length(note) <= 200),
  edited_at   timestamptz,
  edited_by   integer references staffs (id) on delete set null,
  search_text text not null,
  primary key (bank_code, code)
);

-- Each load or refresh of the master: which package version, when, and what it changed.
create table bank_master_loads (
  id              integer generated always as identity primary key,
  package_version text not null,
  loaded_at       timestamptz not null,
  banks           integer not null,
  branches        integer not null,
  added           integer not null,
  changed         integer not null,
  closed          integer not null,
  kept_edits      integer not null
);
