-- The guardian's フリガナ (issue 28 §9): the sign-up form asks for it (0168) and converting an application now
-- carries it to the customer with the guardian's name, relationship and phone; the customer form edits it.
alter table customers add column guardian_name_kana text;
