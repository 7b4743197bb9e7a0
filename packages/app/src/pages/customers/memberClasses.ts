import type { MakeupCredit, WeeklyClass } from '@kayoi/api-client';
import { addDays, formatJapaneseDate, formatTokyo, weekdayOf } from '@kayoi/domain/calendar';
import { weekdayLabels } from '@kayoi/domain/labels';
import type { BadgeTone } from '@kayoi/ui';

// The customer record's classes, absences and makeups (issue 14): how a class, a lesson day, an offer's hold and
// a makeup credit read at the desk. Every rule (seats, grade range, quota, validity, cutoff) is the server's.

/** 月曜 16:00〜17:00 */
export const slotLabel = (klass: Pick<WeeklyClass, 'day_of_week' | 'start_time' | 'end_time'>) =>
  `${weekdayLabels[klass.day_of_week]}曜 ${klass.start_time}〜${klass.end_time}`;

/** 小学生 月曜16:00（月曜 16:00〜17:00） */
export const classLabel = (klass: Pick<WeeklyClass, 'name' | 'day_of_week' | 'start_time' | 'end_time'>) =>
  `${klass.name}（${weekdayLabels[klass.day_of_week]}曜 ${klass.start_time}〜${klass.end_time}）`;

/** 第1レーン・第2レーン, or — */
export const laneLabel = (klass: Pick<WeeklyClass, 'lanes'>) =>
  klass.lanes.length === 0 ? '—' : klass.lanes.map((lane) => lane.name).join('・');

/** 鈴木 健太（アシスタント 高橋 由美） */
export const coachLabel = (klass: Pick<WeeklyClass, 'instructor' | 'assistant_instructor'>) =>
  [
    klass.instructor?.name,
    klass.assistant_instructor ? `アシスタント ${klass.assistant_instructor.name}` : null,
  ]
    .filter(Boolean)
    .join('・') || '未定';

/** 15級〜10級, or 指定なし */
export const gradeRangeLabel = (klass: Pick<WeeklyClass, 'min_grade' | 'max_grade'>) =>
  klass.min_grade || klass.max_grade
    ? `${klass.min_grade?.name ?? ''}〜${klass.max_grade?.name ?? ''}`
    : '指定なし';

/** An offer's hold as Tokyo wall-clock time: 11月24日(火) 10:15まで */
export const offerUntil = (instant: string) => `${formatTokyo(new Date(instant), 'M月d日(EEE) HH:mm')}まで`;

/**
 * The lesson days of a weekly class around `today` to record an absence for: the last two (a call after the
 * lesson) and the next six, within the member's enrolment. Closed days are the server's to refuse.
 */
export function lessonDaysAround(
  weekday: number,
  today: string,
  enrolment: { enrolled_on: string; ended_on: string | null },
): { id: string; label: string }[] {
  const next = addDays(today, (weekday - weekdayOf(today) + 7) % 7);
  return [-2, -1, 0, 1, 2, 3, 4, 5]
    .map((week) => addDays(next, week * 7))
    .filter(
      (day) => day >= enrolment.enrolled_on && (enrolment.ended_on === null || day <= enrolment.ended_on),
    )
    .map((day) => ({ id: day, label: `${formatJapaneseDate(day)}${day < today ? '（済）' : ''}` }));
}

/** A makeup credit's state as the desk says it: 有効 / 振替予約済み / 使用済み / 失効 with its reason. */
export function creditState(
  credit: MakeupCredit,
  today: string,
): { label: string; tone: BadgeTone; note: string } {
  switch (credit.status) {
    case 'available':
      return { label: '有効', tone: 'success', note: `${formatJapaneseDate(credit.expires_on)}まで` };
    case 'booked': {
      const booking = credit.booking;
      const where = booking ? `${booking.class.name} ${formatJapaneseDate(booking.lesson_date)}` : '';
      return booking && booking.lesson_date < today
        ? { label: '使用済み', tone: 'neutral', note: `振替先：${where}` }
        : { label: '振替予約済み', tone: 'info', note: `振替先：${where}` };
    }
    case 'expired':
      return {
        label: '失効',
        tone: 'danger',
        note: `期限切れ（${formatJapaneseDate(credit.expires_on)}までに使われませんでした）`,
      };
    case 'withdrawn':
      return {
        label: '失効',
        tone: 'danger',
        note: credit.source === 'cancelled' ? '休講が取り消されました' : '欠席連絡が取り消されました',
      };
  }
}

export const creditSourceLabels: Record<MakeupCredit['source'], string> = {
  absence: '欠席',
  cancelled: '休講',
};
