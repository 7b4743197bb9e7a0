-- Staff accounts (issue 13): a staff member is created by an admin or manager, sets their own password
-- through an e-mailed invitation, and retires (退職) rather than being deleted, so the history they made
-- (status changes, cards issued, lessons taught) stays attributed to them.

-- No password until the invitation is accepted (or an admin forces a reset): login answers as for a wrong
-- password, after the same argon2 work.
alter table staffs
  alter column password_hash drop not null,
  add column is_instructor boolean not null default false,
  add column retired_at    timestamptz,
  add column retired_by    integer references staffs (id) on delete set null,
  add column retire_reason text,
  add column created_by    integer references staffs (id) on delete set null,
  add column updated_by    integer references staffs (id) on delete set null,
  add constraint staffs_retired_inactive check (retired_at is null or not is_active),
  add constraint staffs_name_kana_length check (name_kana is null or length(name_kana) <= 100);

-- Qualifications (資格) of a staff member, e.g. 日本水泳連盟 基礎水泳指導員 or 救急法, with their dates.
create table staff_qualifications (
  id                 integer generated always as identity primary key,
  staff_id           integer not null references staffs (id) on delete cascade,
  name               text not null check (length(name) between 1 and 100),
  certificate_number text check (length(certificate_number) <= 50),
  acquired_on        date,
  expires_on         date,
  sort_order         integer not null default 0,
  check (expires_on is null or acquired_on is null or expires_on >= acquired_on)
);
create index staff_qualifications_staff_idx on staff_qualifications (staff_id, sort_order);

-- One outstanding invitation per staff member (a re-send replaces it), kept as the SHA-256 of its token and
-- spent by deleting the row, so of parallel acceptances exactly one wins.
create table staff_invitations (
  staff_id   integer primary key references staffs (id) on delete cascade,
  token_hash text not null,
  sent_by    integer references staffs (id) on delete set null,
  created_at timestamptz not null,
  expires_at timestamptz not null
);

-- Who changed a staff account, when and how (作成・編集・退職・再雇用・招待・パスワード再設定).
create table staff_changes (
  id         integer generated always as identity primary key,
  staff_id   integer not null references staffs (id) on delete cascade,
  action     text not null check (action in ('created', 'updated', 'retired', 'reinstated', 'invited',
                                              'invitation_accepted', 'password_reset_forced', 'photo_changed')),
  changed_by integer references staffs (id) on delete set null,
  changes    jsonb,
  created_at timestamptz not null
);
create index staff_changes_staff_idx on staff_changes (staff_id, created_at desc, id desc);
