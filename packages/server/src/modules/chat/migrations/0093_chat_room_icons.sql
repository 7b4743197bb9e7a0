-- A chat room's icon is one of the fixed set the app draws (the API's ChatRoomIcon, issue 17), no longer
-- free text: anything else a room held becomes no icon (the room type's own).
update chat_rooms
   set icon = null
 where icon is not null
   and icon not in ('chat', 'building', 'swimmer', 'megaphone', 'calendar', 'clipboard', 'medal', 'trophy',
                    'sun', 'snowflake', 'star', 'heart');
alter table chat_rooms drop constraint if exists chat_rooms_icon_check;
alter table chat_rooms add constraint chat_rooms_icon_check check (
  icon in ('chat', 'building', 'swimmer', 'megaphone', 'calendar', 'clipboard', 'medal', 'trophy', 'sun',
           'snowflake', 'star', 'heart')
);
