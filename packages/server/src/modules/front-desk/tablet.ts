import { ageOn, dayOf, isoTokyo, MINUTE_MS, midnightOf, minutesOf } from '@kayoi/domain/calendar';
import { frontDeskMessages } from '@kayoi/domain/messages';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import type { PayloadOf } from '../../events/bus.ts';
import { ApiError } from '../../http/envelope.ts';
import type { AuthContext } from '../auth/use-cases.ts';
import { lessonRoll, lessonsForRoll, type RollLesson } from '../classes/tablet-roll.ts';
import { listTrialRows, type TrialRow } from '../classes/trial-repository.ts';
import { createCustomerRepository } from '../customers/repository.ts';
import { customerIdOfCard } from './attendance.ts';

// The instructors' tablet: a day's lessons with their members — enrolled, or booked into the lesson with a makeup
// (振替), the roll the classes module keeps — and presence by the house rule of migration 0002 (a mark wins;
// otherwise a facility visit of that day overlapping the lesson, as that day has it, from 30 minutes before its
// start to its end counts as present — a visit never checked out counts on its own day only;
// otherwise an absence notice, 欠席連絡, reads as excused).

export type Mark = 'present' | 'absent' | 'excused';
const EARLY_MINUTES = 30;

interface MemberRow {
  class_id: number;
  customer_id: number;
  name: string;
  name_kana: string;
  roll: 'enrolled' | 'makeup';
  absence_notice: boolean;
  mark: Mark | null;
  mark_source: 'tablet' | 'card' | null;
  checked_in_at: Date | null;
}

function memberView(row: MemberRow) {
  const presence = row.mark ?? (row.checked_in_at ? 'present' : row.absence_notice ? 'excused' : 'unmarked');
  const source = row.mark
    ? row.mark_source
    : row.checked_in_at
      ? ('visit' as const)
      : row.absence_notice
        ? ('notice' as const)
        : null;
  return {
    customer_id: row.customer_id,
    name: row.name,
    name_kana: row.name_kana,
    roll: row.roll,
    absence_notice: row.absence_notice,
    presence,
    mark: row.mark,
    source,
    checked_in_at: row.checked_in_at ? isoTokyo(row.checked_in_at) : null,
  } as const;
}

const lessonNotFound = () => new ApiError(404, 'NOT_FOUND', frontDeskMessages.lessonNotFound);

/** The roll of the given classes on one day (enrolled, then 振替), with marks and overlapping visits. */
async function membersOf(
  db: Queryable,
  storeId: number,
  date: string,
  classIds: readonly number[],
  customerId?: number,
) {
  const roll = await lessonRoll(db, storeId, date, classIds, customerId);
  if (roll.length === 0) return [];
  const { rows } = await db.query<MemberRow>(
    `select k.id as class_id, c.id as customer_id, c.family_name || ' ' || c.given_name as name,
            c.family_name_kana || ' ' || c.given_name_kana as name_kana, r.roll, r.absence_notice,
            la.status as mark, la.source as mark_source,
            (select min(a.check_in_at) from attendances a
              where a.customer_id = c.id
                and a.check_in_at >= $2::date::timestamp at time zone 'Asia/Tokyo'
                and a.check_in_at < ($2::date + coalesce(x.end_time, k.end_time)) at time zone 'Asia/Tokyo'
                and coalesce(a.check_out_at, 'infinity'::timestamptz)
                    > ($2::date + coalesce(x.start_time, k.start_time) - interval '${EARLY_MINUTES} minutes') at time zone 'Asia/Tokyo'
            ) as checked_in_at
       from unnest($3::int[], $4::int[], $5::text[], $6::bool[]) as r(class_id, customer_id, roll, absence_notice)
       join classes k on k.id = r.class_id
       left join lesson_exceptions x on x.class_id = k.id and x.lesson_date = $2::date
       join customers c on c.id = r.customer_id
       left join lesson_attendances la on la.class_id = k.id and la.customer_id = c.id and la.lesson_date = $2::date
      where k.store_id = $1 and c.status = 'active'
      order by k.id, r.roll = 'makeup', c.family_name_kana, c.given_name_kana, c.id`,
    [
      storeId,
      date,
      roll.map((r) => r.class_id),
      roll.map((r) => r.customer_id),
      roll.map((r) => r.roll),
      roll.map((r) => r.absence_notice),
    ],
  );
  return rows;
}

/** A trial child (体験) on the roll: not a member, shown with name, kana and age that day. */
const trialView = (row: TrialRow, date: string) => ({
  id: row.id,
  name: row.applicant_name,
  name_kana: row.applicant_kana,
  age: ageOn(row.birth_date, date),
  attendance: row.attendance,
  suggested_grade: row.suggested_grade,
  coach_comment: row.coach_comment,
});

export async function tabletLessons(db: Queryable, storeId: number, date: string) {
  const lessons = await lessonsForRoll(db, storeId, date);
  const classIds = lessons.map((l) => l.class_id);
  const members = await membersOf(db, storeId, date, classIds);
  const trials = await listTrialRows(db, storeId, { date, classIds });
  return {
    date,
    lessons: lessons.map((lesson) => {
      const rows = members.filter((m) => m.class_id === lesson.class_id).map(memberView);
      const count = (presence: string) => rows.filter((m) => m.presence === presence).length;
      const trialRows = trials
        .filter((trial) => trial.class.id === lesson.class_id)
        .sort((a, b) => a.applicant_kana.localeCompare(b.applicant_kana, 'ja'))
        .map((trial) => trialView(trial, date));
      return {
        ...lesson,
        members: rows,
        // Omitted when none: the recorded answers of lessons without trials stay as they were.
        ...(trialRows.length > 0 ? { trials: trialRows } : {}),
        counts: {
          present: count('present'),
          absent: count('absent'),
          excused: count('excused'),
          unmarked: count('unmarked'),
        },
      };
    }),
  };
}

async function memberRow(db: Queryable, storeId: number, date: string, classId: number, customerId: number) {
  const lesson = (await lessonsForRoll(db, storeId, date, classId))[0];
  if (!lesson) {
    const exists = await db.query('select 1 from classes where id = $1 and store_id = $2', [
      classId,
      storeId,
    ]);
    throw exists.rows.length > 0
      ? new ApiError(422, 'VALIDATION_ERROR', frontDeskMessages.lessonDateMismatch, {
          fieldErrors: { date: [frontDeskMessages.lessonDateMismatch] },
        })
      : lessonNotFound();
  }
  const row = (await membersOf(db, storeId, date, [classId], customerId))[0];
  if (!row) throw new ApiError(404, 'NOT_FOUND', frontDeskMessages.notEnrolled);
  return { lesson, row };
}

function publish(ctx: AppContext, storeId: number, payload: PayloadOf<'lesson_attendance.changed'>) {
  ctx.events.publish({
    type: 'lesson_attendance.changed',
    store_id: storeId,
    payload,
  });
}

export async function markLesson(
  ctx: AppContext,
  auth: AuthContext,
  storeId: number,
  input: {
    classId: number;
    customerId: number;
    date: string;
    status: Mark | null;
    source?: 'tablet' | 'card';
  },
) {
  const result = await ctx.db.transaction(async (tx) => {
    await memberRow(tx, storeId, input.date, input.classId, input.customerId);
    if (input.status === null) {
      await tx.query(
        'delete from lesson_attendances where class_id = $1 and customer_id = $2 and lesson_date = $3',
        [input.classId, input.customerId, input.date],
      );
    } else {
      await tx.query(
        `insert into lesson_attendances (store_id, class_id, customer_id, lesson_date, status, source, recorded_by, recorded_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8)
         on conflict (class_id, lesson_date, customer_id) do update set
           status = excluded.status, source = excluded.source, recorded_by = excluded.recorded_by,
           recorded_at = excluded.recorded_at`,
        [
          storeId,
          input.classId,
          input.customerId,
          input.date,
          input.status,
          input.source ?? 'tablet',
          auth.staffId,
          ctx.config.now(),
        ],
      );
    }
    return memberRow(tx, storeId, input.date, input.classId, input.customerId);
  });
  publish(ctx, storeId, { class_id: input.classId, customer_id: input.customerId, lesson_date: input.date });
  return result;
}

/** A card tapped at the tablet: present at the lesson running or about to start, else the day's next one. */
export async function cardTapAtLesson(
  ctx: AppContext,
  auth: AuthContext,
  storeId: number,
  input: { nfc_uid: string; date?: string },
) {
  const now = ctx.config.now().getTime();
  const date = input.date ?? dayOf(now);
  const customerId = await customerIdOfCard(ctx.db, input.nfc_uid);
  const lessons = await lessonsForRoll(ctx.db, storeId, date);
  const own = await membersOf(
    ctx.db,
    storeId,
    date,
    lessons.map((l) => l.class_id),
    customerId,
  );
  if (own.length === 0) {
    if (!(await createCustomerRepository(ctx.db).exists(storeId, customerId))) {
      throw new ApiError(404, 'NOT_FOUND', frontDeskMessages.customerNotFoundText);
    }
    throw new ApiError(404, 'NOT_FOUND', frontDeskMessages.noLessonToday);
  }
  const midnight = midnightOf(date);
  const windows = own.map((member) => {
    const lesson = lessons.find((l) => l.class_id === member.class_id) as RollLesson;
    return {
      lesson,
      opens: midnight + (minutesOf(lesson.start_time) - EARLY_MINUTES) * MINUTE_MS,
      closes: midnight + minutesOf(lesson.end_time) * MINUTE_MS,
    };
  });
  const chosen =
    windows.find((w) => now >= w.opens && now <= w.closes) ??
    windows.filter((w) => w.opens > now).sort((a, b) => a.opens - b.opens)[0] ??
    (date !== dayOf(now) ? windows[0] : undefined);
  if (!chosen) throw new ApiError(404, 'NOT_FOUND', frontDeskMessages.noLessonToday);
  const { row } = await markLesson(ctx, auth, storeId, {
    classId: chosen.lesson.class_id,
    customerId,
    date,
    status: 'present',
    source: 'card',
  });
  return { class_id: chosen.lesson.class_id, lesson_name: chosen.lesson.name, member: memberView(row) };
}

export { memberView };
