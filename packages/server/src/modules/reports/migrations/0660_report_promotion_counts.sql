-- 進級 (member achievement)'s pass rates of a period (issue 30): its statement joined every test result of the period
-- to its grade, school, class and coach and grouped them four ways — 160,000 results of a year on the bench's
-- 50-store chain, 290–350 ms alone, the most of the report's first read of a period no preset gives. A test's results
-- are counted here once, when they are entered: by tested grade and by the class the member came from, each test's
-- rows (75,000 for the chain's 280,000 results); a period's pass rates add up its tests' rows and name them then,
-- 60–95 ms. Owned by modules/reports; read by `member-achievement.ts`; kept by statement triggers on
-- promotion_results (modules/classes), as 0450's record a store's changes there.

-- A test's results by tested grade (by_class false: grade_id, null for a result without one), and by the class the
-- member came from (by_class true: class_id, null for none): how many were tested and how many passed. Each result is
-- in one row of each kind.
create table report_promotion_counts (
  test_id  integer not null references promotion_tests (id) on delete cascade,
  by_class boolean not null,
  grade_id integer,
  class_id integer,
  tested   integer not null,
  passed   integer not null
);
create index report_promotion_counts_test_idx on report_promotion_counts (test_id);

-- The tests `touched` counted again from their results. A test's counts have one writer at a time — its row locked
-- before they are deleted and counted, each statement then seeing what the writer before committed — or two coaches
-- entering one test's results at once would each count the rows they see and both sets be kept.
create function report_promotion_counts_of(touched integer[]) returns void
language plpgsql as $$
begin
  if cardinality(touched) = 0 then return; end if;
  perform 1 from promotion_tests where id = any(touched) order by id for no key update;
  delete from report_promotion_counts where test_id = any(touched);
  -- One pass over the results, grouped both ways (a way's other column is null in its rows).
  insert into report_promotion_counts (test_id, by_class, grade_id, class_id, tested, passed)
  select r.test_id, grouping(r.tested_grade_id) = 1, r.tested_grade_id, r.from_class_id, count(*),
         count(*) filter (where r.passed)
    from promotion_results r
   where r.test_id = any(touched)
   group by grouping sets ((r.test_id, r.tested_grade_id), (r.test_id, r.from_class_id));
end
$$;

create function report_promotion_results_counted() returns trigger
language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform report_promotion_counts_of(array(select distinct test_id from new_results));
  elsif tg_op = 'DELETE' then
    perform report_promotion_counts_of(array(select distinct test_id from old_results));
  else
    -- Only where a result's test, grade, outcome or class changed (a note, a proposed class: nothing to count).
    perform report_promotion_counts_of(array(
      select unnest(array[o.test_id, n.test_id])
        from old_results o join new_results n on n.id = o.id
       where (o.test_id, o.tested_grade_id, o.passed, o.from_class_id)
             is distinct from (n.test_id, n.tested_grade_id, n.passed, n.from_class_id)));
  end if;
  return null;
end
$$;

create trigger promotion_results_counted_insert after insert on promotion_results
  referencing new table as new_results for each statement execute function report_promotion_results_counted();
create trigger promotion_results_counted_delete after delete on promotion_results
  referencing old table as old_results for each statement execute function report_promotion_results_counted();
create trigger promotion_results_counted_update after update on promotion_results
  referencing old table as old_results new table as new_results
  for each statement execute function report_promotion_results_counted();

-- The tests so far.
select report_promotion_counts_of(array(select id from promotion_tests));
