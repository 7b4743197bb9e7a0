-- 欠席連絡 from マイページ (issue 31): until how long before a lesson starts a family may report an absence (2 hours
-- unless the school says otherwise); later, the family calls the school. Read with the school's other class rules.
alter table school_class_rules
  add column absence_cutoff_minutes smallint not null default 120 check (absence_cutoff_minutes between 0 and 10080);
