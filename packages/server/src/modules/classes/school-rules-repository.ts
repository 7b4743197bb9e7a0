import { DEFAULT_ABSENCE_CUTOFF_MINUTES } from '@kayoi/domain/constants';
import type { Queryable } from '../../db/database.ts';
import { DEFAULT_RULES, type SchoolRules } from './makeup-repository.ts';

// A school's makeup and enrolment rules (school_class_rules, migrations 0101 and 0103): one row per school once
// its head coach saved them, the defaults before.

export interface SchoolRulesRow extends SchoolRules {
  school_id: number;
  change_deadline_day: number | null;
  absence_cutoff_minutes: number;
  is_default: boolean;
}

/** What a school saves: the makeup rules (マイページ's booking window among them), its 変更締切日 and its 欠席連絡 cutoff. */
export type SavedSchoolRules = SchoolRules & {
  change_deadline_day: number | null;
  absence_cutoff_minutes: number;
};

const COLUMNS = `makeup_validity_months, cancelled_validity_months, makeup_quota_per_weekly_lesson,
  booking_cutoff_minutes, waitlist_hold_hours, change_deadline_day, absence_cutoff_minutes,
  makeup_booking_window_days`;

/** The rules of a school of the store (the defaults while it has none); undefined when no such school. */
export async function rulesOfSchool(
  db: Queryable,
  storeId: number,
  schoolId: number,
): Promise<SchoolRulesRow | undefined> {
  const { rows } = await db.query<Omit<SchoolRulesRow, 'is_default'> & { saved: boolean }>(
    `select s.id as school_id, r.school_id is not null as saved, r.makeup_validity_months,
            r.cancelled_validity_months, r.makeup_quota_per_weekly_lesson, r.booking_cutoff_minutes,
            r.waitlist_hold_hours, r.change_deadline_day, r.absence_cutoff_minutes, r.makeup_booking_window_days
       from schools s left join school_class_rules r on r.school_id = s.id
      where s.id = $1 and s.store_id = $2`,
    [schoolId, storeId],
  );
  const row = rows[0];
  if (!row) return undefined;
  if (!row.saved)
    return {
      school_id: row.school_id,
      ...DEFAULT_RULES,
      change_deadline_day: null,
      absence_cutoff_minutes: DEFAULT_ABSENCE_CUTOFF_MINUTES,
      is_default: true,
    };
  const { saved: _, ...rules } = row;
  return { ...rules, is_default: false };
}

export async function saveSchoolRules(
  db: Queryable,
  schoolId: number,
  rules: SavedSchoolRules,
  staffId: number,
  now: Date,
): Promise<void> {
  await db.query(
    `insert into school_class_rules (school_id, ${COLUMNS}, updated_by, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     on conflict (school_id) do update set makeup_validity_months = excluded.makeup_validity_months,
       cancelled_validity_months = excluded.cancelled_validity_months,
       makeup_quota_per_weekly_lesson = excluded.makeup_quota_per_weekly_lesson,
       booking_cutoff_minutes = excluded.booking_cutoff_minutes, waitlist_hold_hours = excluded.waitlist_hold_hours,
       change_deadline_day = excluded.change_deadline_day,
       absence_cutoff_minutes = excluded.absence_cutoff_minutes,
       makeup_booking_window_days = excluded.makeup_booking_window_days, updated_by = excluded.updated_by,
       updated_at = excluded.updated_at`,
    [
      schoolId,
      rules.makeup_validity_months,
      rules.cancelled_validity_months,
      rules.makeup_quota_per_weekly_lesson,
      rules.booking_cutoff_minutes,
      rules.waitlist_hold_hours,
      rules.change_deadline_day,
      rules.absence_cutoff_minutes,
      rules.makeup_booking_window_days,
      staffId,
      now,
    ],
  );
}

/** The school's 変更締切日 (day of the month), null when it has none. */
export async function changeDeadlineOf(db: Queryable, schoolId: number): Promise<number | null> {
  const { rows } = await db.query<{ change_deadline_day: number | null }>(
    'select change_deadline_day from school_class_rules where school_id = $1',
    [schoolId],
  );
  return rows[0]?.change_deadline_day ?? null;
}
