-- The coach side of the classes (issue 14): the skills checked in a promotion test result, per skill, and the
-- store's monthly class-change deadline (変更締切日) among a school's rules. The classes module owns both tables.

-- Each skill of the tested grade in a member's result, passed or not, named as it was then: a skill renamed or
-- removed in the grade master later still reads as it was checked (skill_id null once removed).
create table promotion_result_skills (
  result_id  integer not null references promotion_results (id) on delete cascade,
  position   smallint not null check (position between 1 and 30),
  skill_id   integer references grade_skills (id) on delete set null,
  name       text not null check (length(name) between 1 and 100),
  passed     boolean not null,
  primary key (result_id, position)
);
create index promotion_result_skills_skill_idx on promotion_result_skills (skill_id) where skill_id is not null;

-- Earlier results: every skill of the tested grade, passed when its id was among the result's skill_ids.
insert into promotion_result_skills (result_id, position, skill_id, name, passed)
select r.id, s.position, s.id, s.name, s.id = any (r.skill_ids)
  from promotion_results r join grade_skills s on s.grade_id = r.tested_grade_id;

-- The day of the month by which a class change (a promotion's proposal) still moves from next month; null: no
-- deadline. A school without a rules row has none.
alter table school_class_rules
  add column change_deadline_day smallint check (change_deadline_day between 1 and 28),
  add column updated_by integer references staffs (id) on delete set null,
  add column updated_at timestamptz;
