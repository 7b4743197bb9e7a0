-- A member's open invoices of earlier months (issue 30): every invoice a cycle's list shows carries its member's
-- unpaid balance of earlier months (繰越), and the desk's open invoices are a member's too. Through
-- invoices_customer_idx each looked at every invoice of the member (24 a member after two years) and their status
-- in the table: 0.6 ms an invoice, 12 ms of a list's page of 20. The open ones are few; this index holds only them.
create index invoices_open_customer_idx on invoices (customer_id, billing_month)
  where status in ('unpaid', 'partially_paid', 'failed');
