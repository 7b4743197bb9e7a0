-- 振替予約 from マイページ (issue 31): how many days ahead a family may book a makeup lesson, one of the school's
-- class rules (4 weeks unless the school says otherwise). The desk books as far ahead as it likes.
alter table school_class_rules
  add column makeup_booking_window_days smallint not null default 28
    check (makeup_booking_window_days between 1 and 180);
