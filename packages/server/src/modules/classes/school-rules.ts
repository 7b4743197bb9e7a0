import { addDays, addMonths, dayOf, monthStartOf } from '@kayoi/domain/calendar';
import type { RequestBody } from '../../http/types.ts';
import { type MasterActor, notFound } from '../master-data/rules.ts';
import { changeDeadlineOf, rulesOfSchool, saveSchoolRules } from './school-rules-repository.ts';
import type { Deps } from './use-cases.ts';

// A school's makeup and enrolment rules (issue 14, coach side): read by every staff member of the store, set by
// its admins and managers (x-roles). The ranges are the spec's and the table's checks.

export async function getSchoolClassRules(deps: Deps, actor: MasterActor, schoolId: number) {
  const rules = await rulesOfSchool(deps.db, actor.storeId, schoolId);
  if (!rules) throw notFound();
  return rules;
}

export async function updateSchoolClassRules(
  deps: Deps,
  actor: MasterActor,
  schoolId: number,
  input: RequestBody<'updateSchoolClassRules'>,
) {
  const current = await rulesOfSchool(deps.db, actor.storeId, schoolId);
  if (!current) throw notFound();
  await saveSchoolRules(
    deps.db,
    schoolId,
    {
      makeup_validity_months: input.makeup_validity_months,
      cancelled_validity_months: input.cancelled_validity_months,
      makeup_quota_per_weekly_lesson: input.makeup_quota_per_weekly_lesson,
      booking_cutoff_minutes: input.booking_cutoff_minutes,
      waitlist_hold_hours: input.waitlist_hold_hours,
      change_deadline_day: input.change_deadline_day ?? null,
      // Absent: the school keeps its cutoff and window (clients that predate マイページ send the rest only).
      absence_cutoff_minutes: input.absence_cutoff_minutes ?? current.absence_cutoff_minutes,
      makeup_booking_window_days: input.makeup_booking_window_days ?? current.makeup_booking_window_days,
    },
    actor.staffId,
    deps.config.now(),
  );
  return getSchoolClassRules(deps, actor, schoolId);
}

/**
 * The first day of the month a class change decided on `now` takes effect: next month, or the month after when
 * the school's 変更締切日 of this month has passed (Tokyo days).
 */
export async function classChangeMonthOf(deps: Deps, schoolId: number, now: Date): Promise<string> {
  const today = dayOf(now);
  const deadline = await changeDeadlineOf(deps.db, schoolId);
  const month = monthStartOf(today);
  const late = deadline !== null && today > addDays(month, deadline - 1);
  return addMonths(month, late ? 2 : 1);
}
