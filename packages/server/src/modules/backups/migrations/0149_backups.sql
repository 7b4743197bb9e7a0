-- Backups (issue 26). The key that signs each backup's record (an HMAC of its digest), so that a restore can
-- tell a backup this database took from a file and record forged by someone without the key. Its row is
-- never in a backup (pg_dump --exclude-table-data): a backup must not carry the key that vouches for it.
-- KAYOI_SECRET, when set, signs instead (a restore on a new machine with the same secret can then check).
create table backup_signing_keys (
  id         smallint primary key default 1 check (id = 1),
  key        text not null,
  created_at timestamptz not null default now()
);

-- The daily backup is taken once per database, not once per server: several servers on one PostgreSQL each
-- run the schedule, and the one whose insert of the Tokyo day wins takes it. A claim not finished within
-- two hours (its server died) may be taken over.
create table backup_daily_claims (
  day         date primary key,
  claimed_by  text not null,
  claimed_at  timestamptz not null,
  finished_at timestamptz
);
