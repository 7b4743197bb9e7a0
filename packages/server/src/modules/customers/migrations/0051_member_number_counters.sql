-- Security hardening (issue 10): automatic member numbers come from one counter per store, locked for the
-- length of the creating transaction, instead of max(member_number) + 1 (parallel creates read the same
-- max and collided; one huge manual number stopped automatic numbering for the whole store).
-- `last_number` is the last number handed out automatically. A store's row is made the first time the store
-- numbers or renumbers a customer, starting after its existing automatic-shaped numbers (six to nine digits);
-- a manual number never moves it (numbers already taken are skipped). See customers/repository.ts.
create table member_number_counters (
  store_id    integer primary key references stores (id) on delete cascade,
  last_number bigint not null check (last_number >= 0)
);
