-- パスワードを使わずにログイン (issue 31): one outstanding single-use login link per family account (a new request
-- replaces it), valid 15 minutes; only the token's hash is kept, as for the reset links.
create table family_login_links (
  account_id integer primary key references family_accounts (id) on delete cascade,
  token_hash text not null unique,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  check (expires_at > created_at)
);
