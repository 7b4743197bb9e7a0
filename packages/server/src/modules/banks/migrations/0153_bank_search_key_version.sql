-- The bank master's search keys (issue 28 §7): bankSearchKey now folds the usual long forms of a name
-- (城南信用金庫 → 城南信金, 銀行 dropped) and long-vowel marks, so the keys written before are stale. Each row says
-- which version of the fold wrote its search_text; the server keys again, in the background of its first bank
-- request, the rows an older version wrote (the fold is the domain's, in TypeScript, so it cannot run here).
alter table banks add column search_key_version smallint not null default 1;
alter table bank_branches add column search_key_version smallint not null default 1;
