import type { WeeklyClass, WeeklyClassInput } from '@kayoi/api-client';
import { clockOf, minutesOf } from '@kayoi/domain/calendar';
import { weekdayLabels } from '@kayoi/domain/labels';
import type { BoardClass, BoardPlacement } from '@kayoi/ui';

// The weekly class as the screens draw it and send it back: one place that turns the server's record into the
// board's block and a moved block into the whole record a PUT takes.

/** 日曜日 … 土曜日, index = day_of_week (0 = Sunday); the week starts on Sunday. */
export const weekdayNames = weekdayLabels.map((label) => `${label}曜日`);

/** 16:00〜17:00 */
export const timeRange = (item: { start_time: string; end_time: string }) =>
  `${item.start_time}〜${item.end_time}`;

/** 第1レーン・第2レーン, or — when the class has none. */
export const laneNames = (item: Pick<WeeklyClass, 'lanes'>) =>
  item.lanes.length === 0 ? '—' : item.lanes.map((lane) => lane.name).join('・');

/** 在籍 11/12名 */
export const enrolment = (item: Pick<WeeklyClass, 'enrolled_count' | 'capacity'>) =>
  `在籍 ${item.enrolled_count}/${item.capacity}名`;

/** The class as a block of the lane board: in its first lane (a class in several lanes says the others). */
export function boardClassOf(item: WeeklyClass, placement?: BoardPlacement): BoardClass | null {
  const lane = item.lanes[0];
  if (!lane) return null;
  // A class in several lanes covers all of them on the board (issue 28 §4), not only its first.
  const laneIds = placement
    ? placement.laneIds
    : item.lanes.length > 1
      ? item.lanes.map((l) => l.id)
      : undefined;
  return {
    id: item.id,
    laneId: placement?.laneId ?? lane.id,
    ...(laneIds ? { laneIds } : {}),
    start: placement?.start ?? minutesOf(item.start_time),
    end: placement?.end ?? minutesOf(item.end_time),
    title: item.name,
    coach: item.instructor?.name ?? null,
    note: enrolment(item),
  };
}

/** The whole record as the server takes it (PUT replaces the class). */
export function inputOf(item: WeeklyClass): WeeklyClassInput {
  return {
    school_id: item.school?.id ?? 0,
    program_id: item.program?.id ?? 0,
    name: item.name,
    day_of_week: item.day_of_week,
    start_time: item.start_time,
    end_time: item.end_time,
    facility_id: item.facility?.id ?? null,
    lane_ids: item.lanes.map((lane) => lane.id),
    instructor_id: item.instructor?.id ?? null,
    assistant_instructor_id: item.assistant_instructor?.id ?? null,
    capacity: item.capacity,
    min_grade_id: item.min_grade?.id ?? null,
    max_grade_id: item.max_grade?.id ?? null,
    starts_on: item.starts_on,
    ends_on: item.ends_on,
    notes: item.notes,
    is_active: item.is_active,
  };
}

/**
 * The record with a block's new lane and times: its first lane becomes the new one, the others stay; the lane is
 * one of the board's facility (`facilityId`), which the record names even where the class had not.
 */
export function movedInput(
  item: WeeklyClass,
  placement: BoardPlacement,
  facilityId: number,
): WeeklyClassInput {
  const [first, ...rest] = item.lanes.map((lane) => lane.id);
  // A class in several lanes was moved with all of them (the board's laneIds); otherwise its first lane.
  const lanes = placement.laneIds
    ? [...placement.laneIds]
    : first === undefined
      ? [placement.laneId]
      : [placement.laneId, ...rest];
  return {
    ...inputOf(item),
    facility_id: facilityId,
    start_time: clockOf(placement.start),
    end_time: clockOf(placement.end),
    lane_ids: [...new Set(lanes)],
  };
}
