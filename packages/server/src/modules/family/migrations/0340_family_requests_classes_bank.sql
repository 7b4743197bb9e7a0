-- 各種申請, the rest (issue 32): a family also asks for a member's コース変更 or 曜日変更 (from one of the member's
-- class places to another class of the store, from a day the school's deadline allows) and for a change of the
-- 口座振替 account (口座変更: only a reason; the family never types bank data). Approval of a class change runs the
-- desk's own move of a place in the approving transaction; a 口座変更 is marked when the paper 口座振替依頼書 was
-- handed over, and completed once the desk registered the new account (the account's fingerprint at the time of
-- the request tells whether it changed since: neither bank data nor the clock of another module is copied here).
alter table family_membership_requests drop constraint family_membership_requests_kind_check;
alter table family_membership_requests add constraint family_membership_requests_kind_check
  check (kind in ('pause', 'withdraw', 'course_change', 'day_change', 'bank_account'));
alter table family_membership_requests
  add column from_class_id integer references classes (id) on delete set null,
  add column to_class_id integer references classes (id) on delete set null,
  add column moves_on date,
  add column paper_sent_at timestamptz,
  add column paper_sent_by integer references staffs (id) on delete set null,
  add column account_fingerprint text,
  add constraint family_membership_requests_moves_on_check
    check ((kind in ('course_change', 'day_change')) = (moves_on is not null)),
  add constraint family_membership_requests_paper_check
    check (kind = 'bank_account' or paper_sent_at is null);
