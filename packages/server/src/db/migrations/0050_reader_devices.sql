-- Security hardening (issue 10): a card UID is not a secret, so a staff card opens a session only on a reader
-- device (desk PC, tablet) that an admin or manager enrolled. The device keeps a random credential; only its
-- hash is stored here. A device is never deleted: it is revoked, with who and when.
create table reader_devices (
  id              integer generated always as identity primary key,
  store_id        integer not null references stores (id),
  name            text not null check (length(name) between 1 and 50),
  credential_hash text not null unique,
  enrolled_by     integer references staffs (id) on delete set null,
  enrolled_at     timestamptz not null,
  last_used_at    timestamptz,
  revoked_at      timestamptz,
  revoked_by      integer references staffs (id) on delete set null
);
create index reader_devices_store_idx on reader_devices (store_id, enrolled_at desc);

-- Optional card PIN for admins and managers (argon2id, like passwords): with it, a copied card UID alone is not
-- enough even at an enrolled desk.
alter table staffs add column card_pin_hash text;

-- Which device and card a card session was opened with: revoking the device or disabling the card ends it.
alter table auth_tokens add column reader_device_id integer references reader_devices (id);
alter table auth_tokens add column nfc_card_id integer references nfc_cards (id) on delete set null;
create index auth_tokens_reader_device_idx on auth_tokens (reader_device_id) where reader_device_id is not null;
create index auth_tokens_nfc_card_idx on auth_tokens (nfc_card_id) where nfc_card_id is not null;
