-- The members and 進級 reports name a grade with its school (スイミング 10級 and 体操 10級 of one store are two
-- grades), so a kept part reads the store's schools too: a school added, renamed, reordered or removed records its
-- store as changed, as 0450's tables do.
create trigger schools_report_parts_insert after insert on schools
referencing new table as added for each statement execute function report_parts_rows_changed('store_id');
create trigger schools_report_parts_update after update on schools
referencing old table as removed new table as added for each statement
execute function report_parts_rows_changed('store_id');
create trigger schools_report_parts_delete after delete on schools
referencing old table as removed for each statement execute function report_parts_rows_changed('store_id');
