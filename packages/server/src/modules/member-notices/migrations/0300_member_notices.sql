-- お知らせ (issue 32): notices the school publishes to families, apart from the staff bulletin board (0090).
-- A notice belongs to the store that published it; its audience is every store's families (`all`), the store's,
-- one class's members, one grade's, or one customer's family accounts. The audience is resolved when the notice
-- is published into its recipients — the family accounts it reached, each with the store it reached them
-- through — so 既読 n / 対象 m is fixed and a family sees exactly what was sent to it. A read is recorded once per
-- account (the first instant stays). A notice is never deleted: withdrawing it (取り下げ) hides it from families
-- and keeps who withdrew it and when.
create table member_notices (
  id                   integer generated always as identity primary key,
  store_id             integer not null references stores (id),
  title                text not null check (length(title) between 1 and 100),
  body                 text not null check (length(body) between 1 and 5000),
  audience_kind        text not null check (audience_kind in ('all', 'store', 'class', 'grade', 'family')),
  audience_class_id    integer references classes (id) on delete set null,
  audience_grade_id    integer references grades (id) on delete set null,
  audience_customer_id integer references customers (id) on delete set null,
  audience_label       text not null,
  published_at         timestamptz not null,
  published_by         integer references staffs (id) on delete set null,
  withdrawn_at         timestamptz,
  withdrawn_by         integer references staffs (id) on delete set null
);
create index member_notices_store_idx on member_notices (store_id, published_at desc);
create index member_notices_all_idx on member_notices (published_at desc) where audience_kind = 'all';

create table member_notice_recipients (
  notice_id  integer not null references member_notices (id) on delete cascade,
  account_id integer not null references family_accounts (id) on delete cascade,
  store_id   integer not null references stores (id),
  read_at    timestamptz,
  primary key (notice_id, account_id)
);
create index member_notice_recipients_account_idx on member_notice_recipients (account_id);
create index member_notice_recipients_store_idx on member_notice_recipients (notice_id, store_id);
