-- What the reports break members down by (birth date for the age band, gender, grade), beside the member's id (issue
-- 30): the custom report's members counted once by age band, gender or grade join 93,000 visitors of a 50-store chain's
-- year to their members. The join read the customers' table itself (51 MiB: names, kana, addresses, notes); it reads
-- this index only (4 MiB), while the table's pages are all-visible, as vacuum leaves them.
create index customers_traits_idx on customers (id) include (birth_date, gender, grade_id);
