import type { Queryable } from '../db/database.ts';

/** The disabled staff card of the demo (高橋 葵 lost hers): card login answers 403 for it. */
export const DEMO_DISABLED_STAFF_CARD_UID = '04A1B2C3D4E504';

/**
 * Demo additions of the front desk: a lost (disabled) staff card, a customer card re-issued after a loss
 * (the card registry shows the history), and tablet marks of today's lessons that already ended, as an
 * instructor would have left them.
 */
export async function loadFrontDeskDemo(tx: Queryable, now: Date): Promise<void> {
  await tx.query(
    `insert into nfc_cards (uid, card_type, staff_id, status, issued_at, disabled_at)
     select $1, 1, id, 'disabled', $2::timestamptz - interval '200 days', $2::timestamptz - interval '12 days'
       from staffs where email = 'takahashi@demo.kayoi.jp'`,
    [DEMO_DISABLED_STAFF_CARD_UID, now],
  );
  // The first customer lost a card two months ago: the old one stays in the registry, disabled.
  await tx.query(
    `insert into nfc_cards (uid, card_type, customer_id, status, issued_at, disabled_at)
     select '06' || lpad(upper(to_hex(id)), 12, '0'), 2, id, 'disabled',
            $1::timestamptz - interval '400 days', $1::timestamptz - interval '60 days'
       from customers order by id limit 1`,
    [now],
  );
  // Today's finished lessons: the instructor marked who was absent and who had called in.
  await tx.query(
    `insert into lesson_attendances (store_id, class_id, customer_id, lesson_date, status, source, recorded_by, recorded_at)
     select k.store_id, k.id, e.customer_id, ($1::timestamptz at time zone 'Asia/Tokyo')::date,
            case when e.customer_id % 5 = 0 then 'excused' else 'absent' end, 'tablet', k.instructor_id,
            ((($1::timestamptz at time zone 'Asia/Tokyo')::date + k.end_time) at time zone 'Asia/Tokyo')
       from classes k join class_enrollments e on e.class_id = k.id join customers c on c.id = e.customer_id
      where k.day_of_week = extract(dow from $1::timestamptz at time zone 'Asia/Tokyo')
        and ((($1::timestamptz at time zone 'Asia/Tokyo')::date + k.end_time) at time zone 'Asia/Tokyo') <= $1::timestamptz
        and e.ended_on is null and c.status = 'active'
        and not exists (
          select 1 from attendances a where a.customer_id = e.customer_id
             and a.check_in_at < ((($1::timestamptz at time zone 'Asia/Tokyo')::date + k.end_time) at time zone 'Asia/Tokyo')
             and coalesce(a.check_out_at, 'infinity') > ((($1::timestamptz at time zone 'Asia/Tokyo')::date + k.start_time - interval '30 minutes') at time zone 'Asia/Tokyo'))
        and e.customer_id % 2 = 0
     on conflict do nothing`,
    [now],
  );
}
