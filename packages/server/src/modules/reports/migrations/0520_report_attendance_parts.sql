-- The attendance report over a chain is its stores' parts added up too (issue 30): it read a year of 50 stores'
-- check-in hours (152,000 rows, 41–57 ms on the bench's chain) and counted the members who came distinct (93,000 of
-- them, 46–54 ms) at each call. A store's part holds its days up to the day before yesterday; the last two days are
-- read live (store-parts.ts, attendance.ts).
--
-- 1. A store's check-in hours of a past day change only when a visit is corrected, moved, loaded or taken away; a tap
--    writes today's. A change to a day before the writing transaction's Tokyo day records its store, as 0450's tables
--    do; today's (every tap) records nothing, and the WHEN below is all a tap pays. A part holds days up to the day
--    before yesterday of its reader's day, so a day a writer did not record (its own) is in a part only if the writer
--    began two days before the reader took its snapshot: no transaction lasts that long.
create function report_parts_visit_hours_changed() returns trigger
language plpgsql as $$
begin
  perform report_stores_changed(array[case tg_op when 'DELETE' then old.store_id else new.store_id end]);
  return null;
end;
$$;

create trigger report_visit_hours_report_parts_write after insert or update on report_visit_hours for each row
when (new.day < (now() at time zone 'Asia/Tokyo')::date) execute function report_parts_visit_hours_changed();
create trigger report_visit_hours_report_parts_delete after delete on report_visit_hours for each row
when (old.day < (now() at time zone 'Asia/Tokyo')::date) execute function report_parts_visit_hours_changed();

-- 2. The members who came to several stores (report_member_last_visits, 0500, has a row for each of their stores): the
--    members who came to a chain are then counted as rows, less each such member's rows but one, instead of a
--    distinct count over every row. Each member who came has a row here naming the first store whose row was added;
--    a row of another store marks the member `several`, and the mark stays (a superset only costs the count a few
--    more rows to look at). Two first visits of one member to two stores at once: the later insert waits for the
--    earlier one's transaction and then marks the member — no lock is taken beyond the row's own, so a load of many
--    members' first visits holds no lock per member (0480).
create table report_visitor_stores (
  customer_id integer primary key,
  store_id    integer not null,
  several     boolean not null default false
);
create index report_visitor_stores_several_idx on report_visitor_stores (customer_id) where several;

insert into report_visitor_stores (customer_id, store_id, several)
select customer_id, min(store_id), count(*) > 1 from report_member_last_visits group by customer_id;

create function report_visitor_stores_kept() returns trigger
language plpgsql as $$
begin
  insert into report_visitor_stores as v (customer_id, store_id) values (new.customer_id, new.store_id)
  on conflict (customer_id) do update set several = true where v.store_id <> excluded.store_id and not v.several;
  return null;
end;
$$;

create trigger report_member_last_visits_stores after insert on report_member_last_visits
  for each row execute function report_visitor_stores_kept();
