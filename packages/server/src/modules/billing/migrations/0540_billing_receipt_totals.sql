-- 期間内の入金 (issue 30): the sales reports sum the payments received in their period, by method (売上) or by month
-- (売上推移). Summed from payments, a 50-store chain's year is 164,000 payments read on each call (29–60 ms of the
-- sales report's CPU, most of 売上推移's 24 months). billing_receipt_totals keeps, per store, day and method, what
-- was received and in how many payments, voids excluded: a year is 50 × 365 × 3 rows at most.
-- Owned by modules/billing; only these statement triggers on payments write it (transition tables, as 0111's).
create table billing_receipt_totals (
  store_id  integer not null,
  paid_on   date not null,
  method    text not null,
  amount    bigint not null default 0,
  payments  integer not null default 0,
  primary key (store_id, paid_on, method)
);

-- Adds the payments `added` and takes away the payments `removed` (a void is its payment removed and added back
-- voided, so it counts in nothing). An update that changes none of the counted columns (a receipt printed) nets to
-- nothing and writes nothing. Keys are written in one order, so two statements meeting on the same keys queue
-- instead of deadlocking; the upsert's row lock makes concurrent payments of one day add up.
create function kayoi_billing_receipts_add(added payments[], removed payments[]) returns void
language sql as $$
  insert into billing_receipt_totals as t (store_id, paid_on, method, amount, payments)
  select x.store_id, x.paid_on, x.method, sum(x.sign * x.amount), sum(x.sign)
    from (select 1 as sign, a.store_id, a.paid_on, a.method, a.amount from unnest(added) a where a.voided_at is null
          union all
          select -1, r.store_id, r.paid_on, r.method, r.amount from unnest(removed) r where r.voided_at is null) x
   group by x.store_id, x.paid_on, x.method
  having sum(x.sign) <> 0 or sum(x.sign * x.amount) <> 0
   order by x.store_id, x.paid_on, x.method
  on conflict (store_id, paid_on, method) do update
     set amount = t.amount + excluded.amount, payments = t.payments + excluded.payments
$$;

-- One function for the three triggers: each statement passes the transition tables its operation has (a branch
-- not taken is never planned, so an insert's trigger does not name old_rows).
create function kayoi_billing_receipts_changed() returns trigger
language plpgsql as $$
declare
  added payments[];
  removed payments[];
begin
  if tg_op in ('INSERT', 'UPDATE') then
    added := (select array_agg(n::payments) from new_rows n);
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    removed := (select array_agg(o::payments) from old_rows o);
  end if;
  perform kayoi_billing_receipts_add(added, removed);
  return null;
end $$;

create trigger payments_receipts_inserted after insert on payments
referencing new table as new_rows for each statement execute function kayoi_billing_receipts_changed();
create trigger payments_receipts_updated after update on payments
referencing old table as old_rows new table as new_rows for each statement
execute function kayoi_billing_receipts_changed();
create trigger payments_receipts_deleted after delete on payments
referencing old table as old_rows for each statement execute function kayoi_billing_receipts_changed();

-- Payments made before this migration.
insert into billing_receipt_totals (store_id, paid_on, method, amount, payments)
select store_id, paid_on, method, sum(amount), count(*) from payments where voided_at is null
 group by store_id, paid_on, method;
analyze billing_receipt_totals;
