-- What a 退会 ended (issue 29 §3), so cancelling it before its day takes exactly that back: each contract and
-- class place it ended with the end it had before (null: open). A place whose seat was taken meanwhile stays
-- ended when the 退会 is cancelled.
create table customer_membership_request_endings (
  request_id    integer not null references customer_membership_requests (id) on delete cascade,
  contract_id   integer references customer_contracts (id) on delete cascade,
  enrollment_id integer references class_enrollments (id) on delete cascade,
  previous_end  date,
  check ((contract_id is null) <> (enrollment_id is null))
);
create index customer_membership_request_endings_request_idx
  on customer_membership_request_endings (request_id);
