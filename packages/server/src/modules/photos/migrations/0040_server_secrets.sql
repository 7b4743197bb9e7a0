-- Secrets the server keeps for itself (signed photo URLs). Each is generated once, at the first boot, with
-- `insert … on conflict do nothing` and then read back, so every server process on one database signs with the
-- same value. KAYOI_SECRET, when set, is used instead and nothing is stored.
create table server_secrets (
  name       text primary key,
  value      text not null,
  created_at timestamptz not null default now()
);
