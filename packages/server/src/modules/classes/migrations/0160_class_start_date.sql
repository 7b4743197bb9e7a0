-- A class's lessons start when the class does (issue 28): every weekly class has a 開始日. A class written
-- without one (the form left it empty: "since ever") starts the Tokyo day it was created — before this a class
-- made on 11/28 showed lessons of 11/7 and the month's reports counted them. The server fills a new class's
-- start with the day it is created when the form sends none. The update below also makes the dashboard forget
-- the lessons it had counted for these classes (0010's classes trigger), so they are counted again by the rule.
update classes
   set starts_on = least((created_at at time zone 'Asia/Tokyo')::date, coalesce(ends_on, 'infinity'::date))
 where starts_on is null;

alter table classes alter column starts_on set not null;
