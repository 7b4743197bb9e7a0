import { z } from 'zod';
import { isValidIsoDate } from '../calendar.ts';
import { classMessages } from '../messages.ts';
import { idField, optionalIdField } from './fields.ts';
import {
  flagField,
  integerField,
  masterText,
  optionalMasterText,
  say,
  TIME_OF_DAY,
  timeField,
} from './masterFields.ts';

// The weekly class form (クラスの登録・編集, issue 14): the fields of WeeklyClassInput with the master forms'
// messages. Double-booking is the server's (409 naming the other class); the form checks what one record can.

export const weeklyClassFieldLabels = {
  school_id: 'スクール',
  program_id: 'プログラム',
  name: 'クラス名',
  day_of_week: '曜日',
  start_time: '開始時刻',
  end_time: '終了時刻',
  facility_id: '施設',
  lane_ids: 'レーン',
  instructor_id: 'メインコーチ',
  assistant_instructor_id: 'アシスタントコーチ',
  capacity: '定員',
  min_grade_id: '対象級（下限）',
  max_grade_id: '対象級（上限）',
  starts_on: '開始日',
  ends_on: '終了日',
  notes: 'メモ',
} as const;

const L = weeklyClassFieldLabels;

function optionalDate(label: string) {
  return z
    .string()
    .trim()
    .refine((date) => date === '' || isValidIsoDate(date), { error: say(label).invalidFormat })
    .nullish()
    .transform((date) => (date ? date : null));
}

export const weeklyClassFormSchema = z
  .object({
    school_id: idField({ required: say(L.school_id).required, invalid: say(L.school_id).invalidChoice }),
    program_id: idField({ required: say(L.program_id).required, invalid: say(L.program_id).invalidChoice }),
    name: masterText(L.name, 100),
    day_of_week: integerField(L.day_of_week, 0, 6),
    start_time: timeField(L.start_time, say(L.start_time).invalidFormat),
    end_time: timeField(L.end_time, say(L.end_time).invalidFormat),
    facility_id: optionalIdField(say(L.facility_id).invalidChoice).transform((id) => id ?? null),
    lane_ids: z
      .array(z.union([z.string(), z.number()]).transform(Number))
      .max(20)
      .default([])
      .refine((ids) => ids.every((id) => Number.isSafeInteger(id) && id > 0), {
        error: say(L.lane_ids).invalidChoice,
      }),
    instructor_id: optionalIdField(say(L.instructor_id).invalidChoice).transform((id) => id ?? null),
    assistant_instructor_id: optionalIdField(say(L.assistant_instructor_id).invalidChoice).transform(
      (id) => id ?? null,
    ),
    capacity: integerField(L.capacity, 1, 500),
    min_grade_id: optionalIdField(say(L.min_grade_id).invalidChoice).transform((id) => id ?? null),
    max_grade_id: optionalIdField(say(L.max_grade_id).invalidChoice).transform((id) => id ?? null),
    starts_on: optionalDate(L.starts_on),
    ends_on: optionalDate(L.ends_on),
    notes: optionalMasterText(L.notes, 500).transform((notes) => notes ?? null),
    is_active: flagField(true),
  })
  .superRefine((input, ctx) => {
    if (
      TIME_OF_DAY.test(input.start_time) &&
      TIME_OF_DAY.test(input.end_time) &&
      input.end_time <= input.start_time
    ) {
      ctx.addIssue({ code: 'custom', path: ['end_time'], message: classMessages.endBeforeStart });
    }
    if (input.starts_on && input.ends_on && input.ends_on < input.starts_on) {
      ctx.addIssue({ code: 'custom', path: ['ends_on'], message: classMessages.termEndBeforeStart });
    }
    if (input.lane_ids.length > 0 && input.facility_id === null) {
      ctx.addIssue({ code: 'custom', path: ['lane_ids'], message: classMessages.lanesNeedFacility });
    }
    if (input.instructor_id !== null && input.instructor_id === input.assistant_instructor_id) {
      ctx.addIssue({
        code: 'custom',
        path: ['assistant_instructor_id'],
        message: classMessages.sameInstructor,
      });
    }
  });

export type WeeklyClassFormInput = z.input<typeof weeklyClassFormSchema>;
export type WeeklyClassFormValues = z.output<typeof weeklyClassFormSchema>;
