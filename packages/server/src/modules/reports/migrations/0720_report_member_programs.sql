-- The members report's program counts kept with its mix (0710), for the same day: a school's members each have a
-- contract, and a new breakdowns' day joined the contracts in force to every member's pieces again, as the mix had
-- grouped them. Each program's members enrolled on the kept day with a contract of it in force then (a member once
-- per program), and the store's members with any (`report_member_span_stores.contracted`). A day near the kept one is
-- worked out from them: the members whose pieces or contracts start or end between the two days are taken away as on
-- the kept day and added as on the asked one (members-figures.ts, SPANS_SQL).
create unlogged table report_member_programs (
  store_id   integer not null,
  program_id integer,
  members    integer not null
);
create index report_member_programs_store on report_member_programs (store_id);

alter table report_member_span_stores add column contracted integer;

-- A member's pieces, for the members whose programs may differ between two days.
create index report_member_spans_customer on report_member_spans (customer_id);

-- A change of a member's contracts makes their store's spans stale, as a change of their status does (0620): its
-- kept program counts are made again with them.
create trigger customer_contracts_report_members_insert after insert on customer_contracts
  referencing new table as added for each statement execute function report_member_rows_changed();
create trigger customer_contracts_report_members_update after update on customer_contracts
  referencing old table as removed new table as added for each statement execute function report_member_rows_changed();
create trigger customer_contracts_report_members_delete after delete on customer_contracts
  referencing old table as removed for each statement execute function report_member_rows_changed();
