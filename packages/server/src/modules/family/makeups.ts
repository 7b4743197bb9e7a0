import {
  addDays,
  clockOf,
  type Day,
  dayOf,
  isoTokyo,
  MINUTE_MS,
  midnightOf,
  minutesOf,
} from '@kayoi/domain/calendar';
import {
  familyAccountMessages,
  formatMessage,
  familyMakeupMessages as messages,
} from '@kayoi/domain/messages';
import type { FastifyInstance } from 'fastify';
import { ApiError, success } from '../../http/envelope.ts';
import { validationFailed } from '../../http/formErrors.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { bodyOf, paramsOf } from '../../http/request.ts';
import { type LessonRow, lessonsOnEachDay } from '../classes/lesson-repository.ts';
import { openDaysOf } from '../classes/lessons.ts';
import {
  type BookingRow,
  type CreditRow,
  creditsOf,
  DEFAULT_RULES,
  listBookingRows,
  rulesOfClass,
  type SchoolRules,
} from '../classes/makeup-repository.ts';
import { cancelMakeupBooking, createMakeupBooking } from '../classes/makeups.ts';
import type { Deps as ClassDeps } from '../classes/use-cases.ts';
import { lessonDayText, logFamilyActivity } from './activity.ts';
import { familyDeps, requireFamily } from './handlers.ts';
import type { FamilyAuth, FamilyDeps } from './use-cases.ts';

// 振替予約 from マイページ (issue 31): a family with a makeup credit sees the lessons it may book (the desk's rules:
// same program and grade range, a free seat, before the school's booking cutoff, no later than the credit's
// expiry), books one and cancels it before the cutoff. Booking and cancelling go through the desk's own use cases
// (createMakeupBooking locks the class and counts the seats in the database, so the last seat goes to one family);
// this file adds only what is the family's: the member must be linked to the account and the credit or booking
// the member's (404 otherwise, whatever id is sent), the lesson within the booking window, and the cancel cutoff.

type Deps = FamilyDeps & { classes: ClassDeps };
type Member = Awaited<ReturnType<FamilyDeps['repo']['linkedMembers']>>[number];

const lessonStart = (day: Day, time: string) => midnightOf(day) + minutesOf(time) * MINUTE_MS;
/** 120 → 2時間, 90 → 90分. */
const cutoffText = (minutes: number) => (minutes % 60 === 0 ? `${minutes / 60}時間` : `${minutes}分`);

async function linkedMember(deps: Deps, auth: FamilyAuth, customerId: number): Promise<Member> {
  const member = (await deps.repo.linkedMembers(auth.accountId)).find((m) => m.id === customerId);
  if (!member) throw new ApiError(404, 'NOT_FOUND', messages.creditNotFound);
  return member;
}

/** Reads each class's school rules once per call. */
function classRules(deps: Deps) {
  const known = new Map<number, Promise<SchoolRules>>();
  return (classId: number) => {
    if (!known.has(classId)) known.set(classId, rulesOfClass(deps.db, classId));
    return known.get(classId) as Promise<SchoolRules>;
  };
}
type RulesOf = ReturnType<typeof classRules>;

async function bookingView(booking: Omit<BookingRow, 'booked_at'>, rulesOf: RulesOf, now: number) {
  const cutoff = (await rulesOf(booking.class.id)).booking_cutoff_minutes;
  const until = lessonStart(booking.lesson_date, booking.start_time) - cutoff * MINUTE_MS;
  return {
    id: booking.id,
    credit_id: booking.credit_id,
    customer_id: booking.customer_id,
    class: booking.class,
    lesson_date: booking.lesson_date,
    start_time: booking.start_time,
    cancel_until: isoTokyo(new Date(until)),
    can_cancel: now < until,
  };
}

/** The member's grade's place on the ladder (null: no grade). */
async function gradeSortOf(deps: Deps, customerId: number): Promise<number | null> {
  const { rows } = await deps.db.query<{ sort: number | null }>(
    'select g.sort_order as sort from customers c left join grades g on g.id = c.grade_id where c.id = $1',
    [customerId],
  );
  return rows[0]?.sort ?? null;
}

/** The member's own lessons and makeups of a day (class ids), which are not offered again. */
async function takenOf(deps: Deps, customerId: number, from: Day, to: Day) {
  const { rows } = await deps.db.query<{ key: string }>(
    `select e.class_id || '|' || d::date::text as key
       from class_enrollments e join classes k on k.id = e.class_id
       cross join generate_series($2::date, $3::date, interval '1 day') d
      where e.customer_id = $1 and extract(dow from d) = k.day_of_week and e.enrolled_on <= d::date
        and (e.ended_on is null or e.ended_on >= d::date)
     union
     select class_id || '|' || lesson_date::text from makeup_bookings
      where customer_id = $1 and status = 'booked' and lesson_date between $2 and $3`,
    [customerId, from, to],
  );
  return new Set(rows.map((r) => r.key));
}

interface Offer {
  credit: CreditRow;
  lesson: LessonRow;
  bookUntil: number;
}

/** The lessons a member may book with its credits now, each with the credit that fits it and expires first. */
async function offersOf(
  deps: Deps,
  member: Member,
  credits: CreditRow[],
  lessonsBetween: (storeId: number, from: Day, to: Day) => Promise<LessonRow[]>,
  rulesOf: RulesOf,
): Promise<Offer[]> {
  if (credits.length === 0) return [];
  const now = deps.config.now().getTime();
  const today = dayOf(deps.config.now());
  // From today to the end of the longest booking window of the credits' schools or the last credit's expiry,
  // whichever is first; each lesson is then held to its own school's window.
  const latestExpiry = credits
    .map((c) => c.expires_on)
    .sort()
    .at(-1) as Day;
  const windows = await Promise.all(
    credits.map(async (c) => (await rulesOf(c.class.id)).makeup_booking_window_days),
  );
  const to = [latestExpiry, addDays(today, Math.max(...windows))].sort()[0] as Day;
  const grade = await gradeSortOf(deps, member.id);
  const taken = await takenOf(deps, member.id, today, to);
  const byExpiry = [...credits].sort((a, b) => a.expires_on.localeCompare(b.expires_on) || a.id - b.id);
  const offers: Offer[] = [];
  for (const lesson of await lessonsBetween(member.store_id, today, to)) {
    const day = lesson.date;
    if (lesson.status === 'cancelled' || lesson.booked >= lesson.capacity) continue;
    if (taken.has(`${lesson.class_id}|${day}`)) continue;
    if (
      grade !== null &&
      ((lesson.min_grade_sort !== null && grade < lesson.min_grade_sort) ||
        (lesson.max_grade_sort !== null && grade > lesson.max_grade_sort))
    )
      continue;
    const credit = byExpiry.find((c) => c.expires_on >= day && (c.program?.id ?? null) === lesson.program_id);
    if (!credit) continue;
    const rules = await rulesOf(lesson.class_id);
    if (day > addDays(today, rules.makeup_booking_window_days)) continue;
    const bookUntil = lessonStart(day, lesson.start_time) - rules.booking_cutoff_minutes * MINUTE_MS;
    if (now > bookUntil) continue;
    offers.push({ credit, lesson, bookUntil });
  }
  return offers;
}

/** 振替予約's screen: for each linked member, the credits to use, the lessons bookable now, the bookings to come. */
export async function familyMakeupOptions(deps: Deps, auth: FamilyAuth) {
  const now = deps.config.now();
  const today = dayOf(now);
  const rulesOf = classRules(deps);
  // The store's open days in one read, then each day's lessons (one statement a day: store-wide over weeks, one
  // statement for all days plans worse), shared by siblings of one store.
  const spans = new Map<string, Promise<LessonRow[]>>();
  const lessonsBetween = (storeId: number, from: Day, to: Day) => {
    const key = `${storeId}|${from}|${to}`;
    if (!spans.has(key)) {
      spans.set(
        key,
        openDaysOf(deps.db, storeId, { from, to }).then((days) => lessonsOnEachDay(deps.db, storeId, days)),
      );
    }
    return spans.get(key) as Promise<LessonRow[]>;
  };
  const members = [];
  const linked = await deps.repo.linkedMembers(auth.accountId);
  for (const member of linked) {
    const credits = (await creditsOf(deps.db, member.store_id, member.id, today)).filter(
      (c) => c.status === 'available',
    );
    const offers = await offersOf(deps, member, credits, lessonsBetween, rulesOf);
    const bookings = (await listBookingRows(deps.db, member.store_id, { customerId: member.id })).filter(
      (b) => b.lesson_date >= today,
    );
    members.push({
      member: { id: member.id, name: member.name },
      credits: credits.map((c) => ({
        id: c.id,
        source: c.source,
        class: c.class,
        lesson_date: c.lesson_date,
        expires_on: c.expires_on,
      })),
      lessons: offers.map(({ credit, lesson, bookUntil }) => ({
        credit_id: credit.id,
        class_id: lesson.class_id,
        date: lesson.date,
        name: lesson.name,
        start_time: lesson.start_time,
        end_time: lesson.end_time,
        lanes: lesson.lanes.map((lane) => lane.name),
        coach: (lesson.substitute_instructor ?? lesson.instructor)?.name ?? null,
        free_seats: lesson.capacity - lesson.booked,
        book_until: isoTokyo(new Date(bookUntil)),
      })),
      bookings: await Promise.all(bookings.map((b) => bookingView(b, rulesOf, now.getTime()))),
    });
  }
  return {
    window_days: await windowOfMembers(
      deps,
      linked.map((m) => m.id),
      today,
    ),
    members,
  };
}

/** The booking window the family is told: its members' schools' (the longest, when they differ). */
async function windowOfMembers(deps: Deps, customerIds: number[], today: Day): Promise<number> {
  const { rows } = await deps.db.query<{ days: number | null }>(
    `select max(coalesce(r.makeup_booking_window_days, $3::int))::int as days
       from class_enrollments e join classes k on k.id = e.class_id
       left join school_class_rules r on r.school_id = k.school_id
      where e.customer_id = any($1::int[]) and (e.ended_on is null or e.ended_on >= $2::date)`,
    [customerIds, today, DEFAULT_RULES.makeup_booking_window_days],
  );
  return rows[0]?.days ?? DEFAULT_RULES.makeup_booking_window_days;
}

/** A booking's lesson as the family's log names it: 12/3(木), the class, 16:00. */
const lessonWords = (booking: { lesson_date: Day; start_time: string; class: { name: string } }) => ({
  day: lessonDayText(booking.lesson_date),
  class: booking.class.name,
  time: clockOf(minutesOf(booking.start_time)),
});

/** 振替予約: the family's checks, then the desk's use case (its rules, the seat decided with the class locked). */
export async function bookFamilyMakeup(
  deps: Deps,
  auth: FamilyAuth,
  input: { customer_id: number; credit_id: number; class_id: number; lesson_date: Day },
) {
  const member = await linkedMember(deps, auth, input.customer_id);
  const { rows } = await deps.db.query('select 1 from makeup_credits where id = $1 and customer_id = $2', [
    input.credit_id,
    member.id,
  ]);
  if (rows.length === 0) throw new ApiError(404, 'NOT_FOUND', messages.creditNotFound);
  // The class's rules, read once: its window here, its cutoff in the booking's view below.
  const rulesOf = classRules(deps);
  const windowDays = (await rulesOf(input.class_id)).makeup_booking_window_days;
  if (input.lesson_date > addDays(dayOf(deps.config.now()), windowDays)) {
    throw validationFailed({ lesson_date: [formatMessage(messages.outsideWindow, { days: windowDays })] });
  }
  const booking = await createMakeupBooking(
    deps.classes,
    { storeId: member.store_id, staffId: null },
    { credit_id: input.credit_id, class_id: input.class_id, lesson_date: input.lesson_date },
  );
  await logFamilyActivity(deps, {
    accountId: auth.accountId,
    customerId: member.id,
    storeId: member.store_id,
    action: 'makeup_booked',
    summary: formatMessage(familyAccountMessages.activityMakeupBooked, lessonWords(booking)),
  });
  return {
    booking: await bookingView(booking, rulesOf, deps.config.now().getTime()),
    storeId: member.store_id,
  };
}

/** A family cancels its member's booking before the school's booking cutoff; the desk's use case gives the credit back. */
export async function cancelFamilyMakeup(deps: Deps, auth: FamilyAuth, id: number) {
  const members = await deps.repo.linkedMembers(auth.accountId);
  const { rows } = await deps.db.query<{ store_id: number }>(
    'select store_id from makeup_bookings where id = $1 and customer_id = any($2::int[])',
    [id, members.map((m) => m.id)],
  );
  const storeId = rows[0]?.store_id;
  if (storeId === undefined) throw new ApiError(404, 'NOT_FOUND', messages.bookingNotFound);
  const [booking] = await listBookingRows(deps.db, storeId, { id });
  const row = booking as BookingRow;
  if (row.status === 'booked') {
    const cutoff = await rulesOfClass(deps.db, row.class.id).then((r) => r.booking_cutoff_minutes);
    if (deps.config.now().getTime() >= lessonStart(row.lesson_date, row.start_time) - cutoff * MINUTE_MS) {
      throw validationFailed({
        id: [formatMessage(messages.cancelClosed, { cutoff: cutoffText(cutoff) })],
      });
    }
  }
  // A booking already cancelled: the desk's use case says so.
  await cancelMakeupBooking(deps.classes, { storeId, staffId: null }, id);
  await logFamilyActivity(deps, {
    accountId: auth.accountId,
    customerId: row.customer_id,
    storeId,
    action: 'makeup_cancelled',
    summary: formatMessage(familyAccountMessages.activityMakeupCancelled, lessonWords(row)),
  });
  return { booking: row, storeId };
}

/** The family's 振替予約 operations (spread into familyHandlers). */
export function familyMakeupHandlers(app: FastifyInstance): OperationHandlers {
  const deps = { ...familyDeps(app), classes: app.kayoi };
  // The coach's tablet and the class's roll read a makeup at once: the tablet refreshes on this event.
  const tell = (storeId: number, classId: number, customerId: number, day: Day) =>
    app.kayoi.events.publish({
      type: 'lesson_attendance.changed',
      store_id: storeId,
      payload: { class_id: classId, customer_id: customerId, lesson_date: day },
    });
  return {
    getFamilyMakeupOptions: async (request) =>
      success(await familyMakeupOptions(deps, requireFamily(request))),
    async bookFamilyMakeup(request, reply) {
      const { booking, storeId } = await bookFamilyMakeup(
        deps,
        requireFamily(request),
        bodyOf(request, 'bookFamilyMakeup'),
      );
      tell(storeId, booking.class.id, booking.customer_id, booking.lesson_date);
      return reply.code(201).send(success(booking, messages.booked));
    },
    async cancelFamilyMakeupBooking(request) {
      const { booking, storeId } = await cancelFamilyMakeup(
        deps,
        requireFamily(request),
        paramsOf(request, 'cancelFamilyMakeupBooking').id,
      );
      tell(storeId, booking.class.id, booking.customer_id, booking.lesson_date);
      return success(null, messages.cancelled);
    },
  };
}
