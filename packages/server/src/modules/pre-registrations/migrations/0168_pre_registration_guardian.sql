-- The public sign-up form is mostly filled in by a parent for a child (issue 28 §9): an applicant under 18
-- names a guardian (保護者), whom converting the application carries to the customer.
alter table pre_registrations
  add column guardian_name text,
  add column guardian_name_kana text,
  add column guardian_relationship text,
  add column guardian_phone text;
