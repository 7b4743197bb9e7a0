-- Front desk (issue 5): idempotent customer taps and the card registry's bookkeeping.

-- One row per recorded tap that carried an idempotency key (a UUID made by the device per physical tap):
-- a replay of the same key (offline queue, a retry after a lost answer) answers the first result again and
-- records nothing. Kept three days; a device's offline queue replays well within that.
create table attendance_taps (
  idempotency_key text primary key check (length(idempotency_key) between 8 and 100),
  store_id        integer not null references stores (id),
  customer_id     integer not null references customers (id) on delete cascade,
  attendance_id   integer references attendances (id) on delete set null,
  action          text not null check (action in ('check_in', 'check_out')),
  device_id       text,
  tapped_at       timestamptz not null,
  created_at      timestamptz not null default now()
);
create index attendance_taps_created_at_idx on attendance_taps (created_at);

-- Card registry: who issued a card, and at most one active card per holder (a re-issue disables the old one).
alter table nfc_cards add column issued_by integer references staffs (id) on delete set null;
create index nfc_cards_staff_id_idx on nfc_cards (staff_id);
create index nfc_cards_customer_id_idx on nfc_cards (customer_id);
create unique index nfc_cards_one_active_staff_card on nfc_cards (staff_id) where status = 'active' and staff_id is not null;
create unique index nfc_cards_one_active_customer_card on nfc_cards (customer_id) where status = 'active' and customer_id is not null;

-- The current-status screen reads the open visits of a store.
create index attendances_store_open_idx on attendances (store_id) where check_out_at is null;
