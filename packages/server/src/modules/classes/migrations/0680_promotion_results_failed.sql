-- A member's failed results at a grade, found by an index of failures alone (issue 30): 進級's members longest at
-- their grade (reports/member-achievement.ts) count each one's failures at the grade they are at, 20 members of each
-- store. On the bench's 50-store chain (279,697 results) the 1,000 counts each read the member's results from the
-- table: the statement took 45–58 ms on a warm cache and 87 ms on a cold one; with this index 37–49 and 42–46.
create index promotion_results_failed on promotion_results (customer_id, tested_grade_id) where not passed;
