-- Member numbers (issue 28 §5): a converted applicant got 000001 after an import of 1001–1012, as the counter
-- looked only at six-to-nine-digit numbers when made and was never moved by a number written by hand or by an
-- import. Now the next automatic number follows the highest numeric member number of the store (one to nine
-- digits; longer ones are left aside), written as wide as that number (1012 → 1013, 000123 → 000124; six digits
-- in an empty store): every member number written moves the counter up to it, under the counter's lock.
-- `digits` is the width the next automatic number is written in.
alter table member_number_counters add column digits smallint not null default 6 check (digits between 1 and 9);

-- Counters made before: brought up to the numbers their store already has (imported ones among them).
update member_number_counters c
   set last_number = top.n, digits = top.d
  from (select distinct on (store_id) store_id, member_number::bigint as n, length(member_number) as d
          from customers
         where member_number ~ '^[0-9]{1,9}$'
         order by store_id, member_number::bigint desc, length(member_number) desc) top
 where top.store_id = c.store_id and top.n > c.last_number;
