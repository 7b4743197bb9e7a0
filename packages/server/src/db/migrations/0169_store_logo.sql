-- The school's logo on the public sign-up form (issue 28 §9), beside the store master's 会社名. The image is kept
-- like photos (the photos module's table, bytes in the database so every node and every backup has it); the
-- store names it by key. A logo may also be WebP, which the photos table did not take before.
alter table photos drop constraint photos_key_check;
alter table photos drop constraint photos_content_type_check;
alter table photos
  add constraint photos_key_check check (key ~ '^[0-9a-f-]{36}\.(jpg|png|gif|webp)$'),
  add constraint photos_content_type_check
    check (content_type in ('image/jpeg', 'image/png', 'image/gif', 'image/webp'));

alter table stores add column logo_key text references photos (key);
