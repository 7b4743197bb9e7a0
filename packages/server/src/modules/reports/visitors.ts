// The members who came in a period, read from their visit days by month (report_visitor_months, 0455): one row per
// member, store and month instead of every visit. The first and last months of the period count only their days
// within it: `days` has bit d-1 for day d, and the period's days of a month are the bits from its first day's to
// its last day's.

/**
 * SQL of the members who came to the stores `stores` (an int[] parameter) from day `from` to day `to` (date
 * parameters) in Tokyo, one row (customer_id) each.
 */
export const visitorsSql = (stores: string, from: string, to: string) => `
  select m.customer_id from report_visitor_months m
   where m.store_id = any(${stores}::int[])
     and m.month between date_trunc('month', ${from}::date)::date and date_trunc('month', ${to}::date)::date
     and m.days & (
       (1::bigint << case when m.month = date_trunc('month', ${to}::date) then extract(day from ${to}::date)::int
                          else 31 end)
       - (1::bigint << case when m.month = date_trunc('month', ${from}::date) then extract(day from ${from}::date)::int - 1
                            else 0 end))::int <> 0
   group by m.customer_id`;
