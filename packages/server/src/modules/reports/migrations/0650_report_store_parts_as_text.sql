-- A report's kept store parts (0450) as the JSON text the server writes and reads, not jsonb (issue 30): nothing in
-- the database reads into a part, and making jsonb of a part at each write and text of it at each read was most of
-- the write's time. The bench's 50-store chain, a year: the members report's 50 parts (711 KB) written in 19–66 ms
-- instead of 69–105, 進級's (1,048 KB) in 45–95 instead of 115–136. Owned by modules/reports (store-parts.ts).
alter table report_store_parts alter column rows type text using rows::text;
