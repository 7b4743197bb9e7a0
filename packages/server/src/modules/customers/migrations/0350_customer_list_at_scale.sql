-- The customer list at 100,000 members (issue 30): search served by an index, and counts kept instead of counted.

-- Search. `search_text` (0030) is the record folded by kayoi_search_key; a search is a substring of it. Its
-- two- and three-letter pieces, each prefixed with the store, are indexed (GIN): every piece of the typed key
-- is then a piece of a matching record, so `@>` finds the few candidates of the store and `strpos` keeps the
-- exact answer as before. Pieces of two letters serve two-letter names (山田, 佐藤), which pg_trgm's trigrams
-- cannot; and no extension is needed, on PGlite, on PostgreSQL, or in a backup's restore (which runs only our
-- migrations and refuses a CREATE EXTENSION).
create function kayoi_search_grams(store_id integer, folded text) returns text[]
language sql immutable parallel safe strict
return array(select distinct store_id || ':' || substr(folded, i, n)
               from generate_series(2, 3) as n, generate_series(1, length(folded) - n + 1) as i);

-- The pieces a folded key of at least two letters must find: itself when it has two letters, else its last three
-- three-letter pieces. A record holding the key holds them all; the last ones are the rarest where keys share
-- their start (090-, 080-, member numbers B000…), and an index scan costs what its commonest piece's list does.
create function kayoi_search_key_grams(store_id integer, folded text) returns text[]
language sql immutable parallel safe strict
return case when length(folded) = 2 then array[store_id || ':' || folded]
  else array(select distinct store_id || ':' || substr(folded, i, 3)
               from generate_series(greatest(1, length(folded) - 4), length(folded) - 2) as i)
  end;

create index customers_search_grams_idx on customers using gin (kayoi_search_grams(store_id, search_text));

-- Keyset pages by member number and by day: the index walks from the last row shown (kana has
-- customers_store_kana_idx, 0030). A day sorts with its empty ones last either way (as `nulls last` did), as
-- ±infinity; the descending sorts walk their index backwards.
create index customers_store_member_number_id_idx on customers (store_id, member_number, id);
create index customers_store_joined_asc_idx on customers (store_id, coalesce(joined_on, 'infinity'::date), id);
create index customers_store_joined_desc_idx on customers (store_id, coalesce(joined_on, '-infinity'::date), id);
create index customers_store_birth_asc_idx on customers (store_id, coalesce(birth_date, 'infinity'::date), id);
create index customers_store_birth_desc_idx on customers (store_id, coalesce(birth_date, '-infinity'::date), id);

-- Customers per store and status, kept by the triggers below, so that the list's total is read, not counted.
create table customer_counts (
  store_id  integer primary key references stores (id) on delete cascade,
  active    integer not null default 0,
  paused    integer not null default 0,
  withdrawn integer not null default 0
);

-- Adds what `rows` (customers with a sign: 1 added, −1 taken away) contribute to their stores' counts.
create function kayoi_customer_counts_add(rows jsonb) returns void
language sql as $$
  insert into customer_counts as t (store_id, active, paused, withdrawn)
  select x.store_id, coalesce(sum(x.sign) filter (where x.status = 'active'), 0),
         coalesce(sum(x.sign) filter (where x.status = 'paused'), 0),
         coalesce(sum(x.sign) filter (where x.status = 'withdrawn'), 0)
    from jsonb_to_recordset(rows) as x(sign int, store_id int, status text)
   group by x.store_id
  having bool_or(x.sign <> 0)
   order by x.store_id
  on conflict (store_id) do update set active = t.active + excluded.active, paused = t.paused + excluded.paused,
    withdrawn = t.withdrawn + excluded.withdrawn
$$;

create function kayoi_customer_counts_inserted() returns trigger
language plpgsql as $$
begin
  perform kayoi_customer_counts_add(coalesce((select jsonb_agg(jsonb_build_object('sign', 1,
    'store_id', n.store_id, 'status', n.status)) from new_rows n), '[]'));
  return null;
end $$;

create function kayoi_customer_counts_deleted() returns trigger
language plpgsql as $$
begin
  perform kayoi_customer_counts_add(coalesce((select jsonb_agg(jsonb_build_object('sign', -1,
    'store_id', o.store_id, 'status', o.status)) from old_rows o), '[]'));
  return null;
end $$;

-- Only rows whose store or status changed count: an edit of a name locks no store's counts.
create function kayoi_customer_counts_updated() returns trigger
language plpgsql as $$
begin
  perform kayoi_customer_counts_add(coalesce((select jsonb_agg(r) from (
    select jsonb_build_object('sign', -1, 'store_id', o.store_id, 'status', o.status) as r
      from old_rows o join new_rows n on n.id = o.id
     where (o.store_id, o.status) is distinct from (n.store_id, n.status)
    union all
    select jsonb_build_object('sign', 1, 'store_id', n.store_id, 'status', n.status)
      from old_rows o join new_rows n on n.id = o.id
     where (o.store_id, o.status) is distinct from (n.store_id, n.status)) changes), '[]'));
  return null;
end $$;

create trigger customers_counts_inserted after insert on customers
referencing new table as new_rows for each statement execute function kayoi_customer_counts_inserted();
create trigger customers_counts_deleted after delete on customers
referencing old table as old_rows for each statement execute function kayoi_customer_counts_deleted();
create trigger customers_counts_updated after update on customers
referencing old table as old_rows new table as new_rows for each statement
execute function kayoi_customer_counts_updated();

-- Customers made before this migration.
insert into customer_counts (store_id, active, paused, withdrawn)
select store_id, count(*) filter (where status = 'active'), count(*) filter (where status = 'paused'),
       count(*) filter (where status = 'withdrawn')
  from customers group by store_id;
