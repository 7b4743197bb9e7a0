import {
  addDays,
  clockOf,
  type Day,
  dayOf,
  isoTokyo,
  MINUTE_MS,
  midnightOf,
  minutesOf,
  weekdayOf,
  weekStartOf,
} from '@kayoi/domain/calendar';
import { formatMessage, familyAccountMessages as messages } from '@kayoi/domain/messages';
import { ApiError } from '../../http/envelope.ts';
import { validationFailed } from '../../http/formErrors.ts';
import type { RequestBody } from '../../http/types.ts';
import { type LessonRow, lessonsOn, lessonsOnDays } from '../classes/lesson-repository.ts';
import { openDaysOf } from '../classes/lessons.ts';
import { createAbsence } from '../classes/makeups.ts';
import type { Deps as ClassDeps } from '../classes/use-cases.ts';
import { lessonDayText, logFamilyActivity } from './activity.ts';
import type { FamilyAuth, FamilyDeps } from './use-cases.ts';

// What a family sees of its members' lessons (issue 31): ホーム (the next lessons, this week's changes) and 欠席連絡.
// The lessons are the classes module's (lessonsOn: the weekly class on a day with its exception — 休講, 代行,
// another time or lane), on the store's open days (storeDayOf); an absence is recorded by the desk's own use case
// (createAbsence), so the makeup credit follows the one rule. Only the account's linked members are reached.

/** How far ahead ホーム looks for the next lessons. */
const HORIZON_DAYS = 21;
const NEXT_LESSONS = 5;

const lessonStart = (day: Day, time: string) => midnightOf(day) + minutesOf(time) * MINUTE_MS;
/** 120 → 2時間, 90 → 90分. */
const cutoffText = (minutes: number) => (minutes % 60 === 0 ? `${minutes / 60}時間` : `${minutes}分`);

type Enrolment = Awaited<ReturnType<FamilyDeps['repo']['enrolmentsFrom']>>[number];
interface MemberLesson {
  customerId: number;
  lesson: LessonRow;
  cutoffMinutes: number;
}

/**
 * The members' lessons from `from` to `to`: each enrolment's class on its weekday while it runs, on the days its
 * store is open (the store calendar's one rule, on each store's schedule read once), read in one statement per
 * store.
 */
async function lessonsOfMembers(deps: FamilyDeps, enrolments: Enrolment[], from: Day, to: Day) {
  const found: MemberLesson[] = [];
  for (const storeId of new Set(enrolments.map((e) => e.store_id))) {
    const own = enrolments.filter((e) => e.store_id === storeId);
    const weekdays = new Set(own.map((e) => e.day_of_week));
    const days = await openDaysOf(deps.db, storeId, { from, to }, weekdays);
    const lessons = await lessonsOnDays(deps.db, storeId, days, { classIds: own.map((e) => e.class_id) });
    for (const lesson of lessons)
      for (const e of own)
        if (
          e.class_id === lesson.class_id &&
          e.enrolled_on <= lesson.date &&
          !(e.ended_on !== null && e.ended_on < lesson.date)
        )
          found.push({ customerId: e.customer_id, lesson, cutoffMinutes: e.absence_cutoff_minutes });
  }
  return found.sort(
    (a, b) =>
      a.lesson.date.localeCompare(b.lesson.date) || a.lesson.start_time.localeCompare(b.lesson.start_time),
  );
}

function changeOf({ lesson }: MemberLesson) {
  const kind =
    lesson.status === 'cancelled'
      ? ('cancelled' as const)
      : lesson.substitute_instructor
        ? ('substitute' as const)
        : lesson.status === 'moved'
          ? ('moved' as const)
          : null;
  if (!kind) return null;
  return {
    class_id: lesson.class_id,
    date: lesson.date,
    name: lesson.name,
    kind,
    reason: lesson.exception_reason,
    coach: kind === 'cancelled' ? null : ((lesson.substitute_instructor ?? lesson.instructor)?.name ?? null),
    start_time: lesson.start_time,
    end_time: lesson.end_time,
  };
}

/** ホーム: for each linked member, the next lessons (up to 5) and this week's changes (Monday to Sunday). */
export async function familyHome(deps: FamilyDeps, auth: FamilyAuth) {
  const now = deps.config.now();
  const today = dayOf(now);
  const monday = addDays(weekStartOf(today), weekdayOf(today) === 0 ? -6 : 1);
  const sunday = addDays(monday, 6);
  const last = addDays(today, HORIZON_DAYS);
  const members = await deps.repo.linkedMembers(auth.accountId);
  const ids = members.map((m) => m.id);
  const enrolments = await deps.repo.enrolmentsFrom(ids, monday);
  const lessons = await lessonsOfMembers(deps, enrolments, monday, last);
  const reported = await deps.repo.absenceKeys(ids, monday, last);
  return {
    week: { from: monday, to: sunday },
    members: members.map((m) => {
      const own = lessons.filter((l) => l.customerId === m.id);
      return {
        member: { id: m.id, name: m.name },
        next_lessons: own
          .filter(({ lesson }) => lessonStart(lesson.date, lesson.start_time) > now.getTime())
          .slice(0, NEXT_LESSONS)
          .map(({ lesson, cutoffMinutes }) => {
            const deadline = lessonStart(lesson.date, lesson.start_time) - cutoffMinutes * MINUTE_MS;
            const absenceReported = reported.has(`${m.id}|${lesson.class_id}|${lesson.date}`);
            return {
              class_id: lesson.class_id,
              date: lesson.date,
              name: lesson.name,
              start_time: lesson.start_time,
              end_time: lesson.end_time,
              lanes: lesson.lanes.map((lane) => lane.name),
              coach: (lesson.substitute_instructor ?? lesson.instructor)?.name ?? null,
              is_substitute: lesson.substitute_instructor !== null,
              status: lesson.status,
              absence_reported: absenceReported,
              absence_deadline: isoTokyo(deadline),
              can_report_absence:
                lesson.status !== 'cancelled' && !absenceReported && now.getTime() < deadline,
            };
          }),
        week_changes: own
          .filter(({ lesson }) => lesson.date >= monday && lesson.date <= sunday)
          .map(changeOf)
          .filter((change) => change !== null),
      };
    }),
  };
}

/**
 * 欠席連絡 from the family: the member must be one of the account's own (404 otherwise, whatever id is sent), the
 * lesson of the member's store and before the school's cutoff; then the desk's use case records it and grants
 * the makeup credit by its rules.
 */
export async function reportFamilyAbsence(
  deps: FamilyDeps & { classes: ClassDeps },
  auth: FamilyAuth,
  input: RequestBody<'reportFamilyAbsence'>,
) {
  const member = (await deps.repo.linkedMembers(auth.accountId)).find((m) => m.id === input.customer_id);
  if (!member) throw new ApiError(404, 'NOT_FOUND', messages.memberNotFound);
  const day = input.lesson_date;
  const [lesson] = await lessonsOn(deps.db, member.store_id, day, {
    classId: input.class_id,
  });
  if (lesson) {
    const start = lessonStart(day, lesson.start_time);
    const cutoff = await deps.repo.absenceCutoffOf(input.class_id);
    const now = deps.config.now().getTime();
    if (now >= start) throw validationFailed({ lesson_date: [messages.absenceStarted] });
    if (now >= start - cutoff * MINUTE_MS) {
      throw validationFailed({
        lesson_date: [formatMessage(messages.absenceClosed, { cutoff: cutoffText(cutoff) })],
      });
    }
  }
  // No lesson found: the desk's use case answers why (no such class in the store 404, not a lesson day 422).
  const { absence } = await createAbsence(
    deps.classes,
    { storeId: member.store_id, staffId: null },
    {
      class_id: input.class_id,
      customer_id: member.id,
      lesson_date: day,
      reason: input.reason ?? null,
    },
  );
  await logFamilyActivity(deps, {
    accountId: auth.accountId,
    customerId: member.id,
    storeId: member.store_id,
    action: 'absence_reported',
    summary: formatMessage(messages.activityAbsence, {
      day: lessonDayText(day),
      class: absence.class.name,
      time: lesson ? clockOf(minutesOf(lesson.start_time)) : '',
    }),
  });
  return { absence, storeId: member.store_id };
}
