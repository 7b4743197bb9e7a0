import { TZDate } from '@date-fns/tz';
import { addMonths, DAY_MS, dayOf, monthStartOf, TOKYO, todayInTokyo } from '@kayoi/domain/calendar';
import { ageOn, type People, STORE_AREAS } from '@kayoi/domain/demo';
import type { Queryable } from '../db/database.ts';
import type { createRandom } from './demo.ts';

const PAUSE_REASONS = [
  '体調不良のため休会',
  '受験準備のため休会',
  '怪我の治療のため休会',
  'ご家庭の都合により休会',
];
const WITHDRAWAL_REASONS = [
  '転居のため退会',
  '他の習い事に専念するため退会',
  '進学のため退会',
  '目標を達成したため退会',
];
const APPLICATION_NOTES = [
  '見学を希望します',
  '平日夕方のクラスを希望します',
  '水に顔をつけるのが少し怖いようです',
  '兄弟で通える曜日があれば教えてください',
  '土曜午前の体験レッスンを希望します',
  null,
];
/** Applications per store, oldest first: mostly waiting for review (the sidebar badge), some handled. */
const APPLICATION_STATUSES = [
  ['cancelled', 'confirmed', 'pending', 'pending', 'confirmed', 'pending'],
  ['confirmed', 'pending', 'cancelled', 'pending', 'pending'],
  ['pending', 'confirmed', 'pending', 'pending'],
] as const;

/** A moment on the Tokyo calendar day `daysAgo` before `now`, within the school's hours (9:00–21:59). */
function duringOpeningHours(random: ReturnType<typeof createRandom>, now: Date, daysAgo: number): Date {
  const day = new TZDate(now.getTime() - daysAgo * DAY_MS, TOKYO);
  const at = new TZDate(
    day.getFullYear(),
    day.getMonth(),
    day.getDate(),
    random.int(9, 21),
    random.int(0, 59),
    random.int(0, 59),
    TOKYO,
  );
  // Today's applications arrived before now.
  return at.getTime() <= now.getTime() ? at : new Date(now.getTime() - random.int(5, 90) * 60_000);
}

/**
 * Issue 6's part of the demo: the grades the children hold (from their age and membership, see
 * `gradeLevelFor`), a status history for the paused and withdrawn ones, and a few applications per store,
 * received on different days and hours, waiting for review (the sidebar badge).
 */
export async function loadCustomerDemoData(
  tx: Queryable,
  options: {
    now: Date;
    random: ReturnType<typeof createRandom>;
    people: People;
    /** The grade each member holds (of their store's grade system), or null. */
    grades: readonly { customerId: number; gradeId: number | null }[];
  },
): Promise<void> {
  const { now, random, people } = options;
  const today = todayInTokyo(now);
  const graded = options.grades.filter((g) => g.gradeId !== null);
  await tx.query(
    `update customers c set grade_id = l.grade_id
     from unnest($1::int[], $2::int[]) as l(customer_id, grade_id) where c.id = l.customer_id`,
    [graded.map((g) => g.customerId), graded.map((g) => g.gradeId)],
  );
  // Paused and withdrawn members: the change took effect the day after their last lesson, entered by the
  // desk during opening hours.
  await tx.query(
    `with changed as (
       select c.id, c.status, coalesce(max(e.ended_on) + 1, c.joined_on + 60) as effective_on
       from customers c left join class_enrollments e on e.customer_id = c.id
       where c.status <> 'active' group by c.id)
     insert into customer_status_changes (customer_id, from_status, status, effective_on, reason, created_at)
     select id, 'active', status, least(effective_on, $1::date),
            case when status = 'paused' then ($2::text[])[1 + id % array_length($2::text[], 1)]
                 else ($3::text[])[1 + id % array_length($3::text[], 1)] end,
            least(
              (least(effective_on, $1::date) - 1 + time '10:00' + (id % 540) * interval '1 minute')
                at time zone 'Asia/Tokyo',
              $4::timestamptz)
     from changed`,
    [today, PAUSE_REASONS, WITHDRAWAL_REASONS, now],
  );
  await tx.query(
    `update customers c set status_changed_on = h.effective_on, updated_at = h.created_at
     from customer_status_changes h where h.customer_id = c.id`,
  );

  const { rows: stores } = await tx.query<{ id: number }>('select id from stores order by id');
  // The programs an applicant may wish for: the once-a-week course of their age.
  const { rows: programs } = await tx.query<{
    id: number;
    store_id: number;
    min_age: number;
    max_age: number;
  }>(
    `select id, store_id, min_age, max_age from programs where lessons_per_week = 1 and min_age is not null
     order by sort_order, id`,
  );
  for (const [index, store] of stores.entries()) {
    const area = STORE_AREAS[index % STORE_AREAS.length] ?? (STORE_AREAS[0] as (typeof STORE_AREAS)[number]);
    const statuses = APPLICATION_STATUSES[index % APPLICATION_STATUSES.length] ?? [];
    // Received on different days of the last three weeks, the oldest first.
    const days = new Set<number>();
    while (days.size < statuses.length) days.add(random.int(0, 20));
    const daysAgo = [...days].sort((a, b) => b - a);
    for (const [n, status] of statuses.entries()) {
      const gender = random.chance(0.5) ? 'male' : 'female';
      const adult = random.chance(0.15);
      const person = people.name(gender, adult ? 'adult' : 'child');
      const ageYears = adult ? random.int(28, 55) : random.int(1, 9);
      const birth = new TZDate(now.getTime() - (ageYears * 365 + random.int(20, 340)) * DAY_MS, TOKYO);
      const age = ageOn(birth, new TZDate(now.getTime(), TOKYO));
      const program =
        programs.find((p) => p.store_id === store.id && p.min_age <= age && age <= p.max_age) ?? null;
      // A child's application is made by a parent: the parent's mobile and e-mail.
      const applicant = adult
        ? person
        : people.name(random.chance(0.75) ? 'female' : 'male', 'adult', people.familyOf(person));
      const address = people.address(area);
      const createdAt = duringOpeningHours(random, now, daysAgo[n] ?? 0);
      const handledAt =
        status === 'pending'
          ? createdAt
          : new Date(Math.min(now.getTime(), createdAt.getTime() + random.int(3, 30) * 3_600_000));
      await tx.query(
        `insert into pre_registrations (store_id, family_name, given_name, family_name_kana, given_name_kana,
           birth_date, gender, phone, mobile, email, postal_code, prefecture, city, street_address, building,
           status, status_notes, confirmed_at, desired_program_id, desired_join_date, desired_visit_date, notes,
           created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17,
           case when $16 = 'confirmed' then $23::timestamptz end, $18, $19, $20, $21, $22, $23)`,
        [
          store.id,
          person.family,
          person.given,
          person.familyKana,
          person.givenKana,
          birth.toISOString().slice(0, 10),
          gender,
          random.chance(0.3) ? people.landline(area) : null,
          people.mobile(),
          people.email(applicant),
          address.postal_code,
          address.prefecture,
          address.city,
          address.street_address,
          address.building,
          status,
          status === 'cancelled' ? '日程が合わないため、ご本人の希望でキャンセル' : null,
          program?.id ?? null,
          // The first of the month after the application, for some.
          random.chance(0.6) ? firstOfNextMonth(createdAt) : null,
          new TZDate(createdAt.getTime() + random.int(3, 12) * DAY_MS, TOKYO).toISOString().slice(0, 10),
          APPLICATION_NOTES[(n + index * 2) % APPLICATION_NOTES.length] ?? null,
          createdAt,
          handledAt,
        ],
      );
    }
  }
}

function firstOfNextMonth(date: Date): string {
  return addMonths(monthStartOf(dayOf(date)), 1);
}
