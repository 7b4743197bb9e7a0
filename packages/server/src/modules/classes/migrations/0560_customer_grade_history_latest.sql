-- A member's grade on a day (issue 30): the members report reads each enrolled member's latest grade change by a
-- day and, without one, the first change's grade before it (order by changed_at and id: two changes can share an
-- instant). By (customer_id, changed_at desc) each lookup sorted the member's changes again by id (an incremental
-- sort per member: 88,805 members of a 50-store chain, a quarter of the report's first read of a period, 1.8–1.9 →
-- 1.3–1.5 s). With id in the key and the grades beside it, the latest change is the index's first entry, the first
-- its last, read from the index alone. It serves what the old index served (its keys are this one's first two).
create index customer_grade_history_latest_idx on customer_grade_history (customer_id, changed_at desc, id desc)
  include (to_grade_id, from_grade_id);
drop index customer_grade_history_customer_idx;
