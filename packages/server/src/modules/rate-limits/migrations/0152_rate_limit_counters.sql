-- Rate limits (issue 26 §3): every server process on one database counts in this table, so a limit holds
-- across them (the in-memory counters of each process let two nodes admit twice the limit). One row per key
-- ('public|<operationId>|<address>', 'address|<address>', 'account|<staff id>' (the address before sign-in), 'chat-send|<staff id>'):
-- its hits in the window that ends at window_ends_at; a hit after that starts a new window. Expired rows
-- are swept every minute (a scan of a small table; an index on window_ends_at made every hit half again slower,
-- as each one rewrote it).
create table rate_limit_counters (
  key            text primary key,
  hits           integer not null,
  window_ends_at timestamptz not null
);
