-- 前受金 (issue 28): a parent at the desk with money while the month's cycle is still a draft is never turned
-- away. The cash is taken as an advance payment (a payment with no allocation yet, its receipt marked 前受金); each
-- invoice confirmed later uses the member's live advances first (oldest first), as allocations of those payments,
-- so receipts, the ledger, the drawer and the bank file all read it as they read any payment. What is left of an
-- advance is its amount less its allocations.

alter table payments add column is_advance boolean not null default false;
create index payments_open_advances_idx on payments (customer_id) where is_advance and voided_at is null;
