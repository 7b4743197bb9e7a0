-- The rate limits' counters are kept without the write-ahead log (issue 30). Every API call counts its address and
-- its account here, two rows rewritten, so a call that read nothing else still wrote the log and waited for it at its
-- commit. A counter lives for a minute: after a crash an unlogged table is emptied, and the windows then open anew,
-- as they would a minute later. Lockouts (auth_throttles, 0001) stay logged: they must outlive a crash.
alter table rate_limit_counters set unlogged;
