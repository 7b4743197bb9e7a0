import { z } from 'zod';
import { todayInTokyo } from '../calendar.ts';
import { masterFieldLabels, masterFormatMessages, masterValidationMessages } from '../messages.ts';
import { CONSUMPTION_TAX_PERCENT } from '../money.ts';
import { idField, optionalIdField } from './fields.ts';
import {
  flagField,
  integerField,
  masterText,
  optionalIntegerField,
  optionalMasterText,
  say,
  yenField,
} from './masterFields.ts';

const L = masterFieldLabels.program;
const v = masterValidationMessages;

/** The highest fee a program may charge, in yen (tax included): a guard against a slipped zero. */
export const PROGRAM_FEE_MAX = 1_000_000;
export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
export const TAX_RATES = [CONSUMPTION_TAX_PERCENT] as const;

/**
 * The program form (プログラムの登録・編集): a course of one school in one category, its fees (integer yen, tax
 * included, at the 10 % rate), how often and how long it meets, and whom it is for (age and grade ranges).
 *
 * Fees take effect from a month (`fee_effective_month`, this month when left empty; never a past month, whose
 * bills are already made) and the earlier price stays in the fee history. `now` is read on every parse: "this
 * month" is Tokyo's.
 */
export function createProgramFormSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      school_id: idField({ required: say(L.school_id).required, invalid: say(L.school_id).invalidChoice }),
      category_id: idField({
        required: say(L.category_id).required,
        invalid: say(L.category_id).invalidChoice,
      }),
      name: masterText(L.name, 100),
      description: optionalMasterText(L.description, 1000),
      monthly_fee: yenField(L.monthly_fee, PROGRAM_FEE_MAX),
      entrance_fee: yenField(L.entrance_fee, PROGRAM_FEE_MAX, 0),
      annual_fee: yenField(L.annual_fee, PROGRAM_FEE_MAX, 0),
      pause_fee: yenField(L.pause_fee, PROGRAM_FEE_MAX, 0),
      tax_rate: z
        .preprocess(
          (value) =>
            value === undefined || value === null || value === '' ? CONSUMPTION_TAX_PERCENT : Number(value),
          z.literal(TAX_RATES, { error: say(L.tax_rate).invalidChoice }),
        )
        .optional()
        .transform((value) => value ?? CONSUMPTION_TAX_PERCENT),
      fee_effective_month: z
        .string()
        .trim()
        .refine((month) => month === '' || MONTH.test(month), {
          error: masterFormatMessages.fee_effective_month,
        })
        .refine((month) => !MONTH.test(month) || month >= todayInTokyo(now()).slice(0, 7), {
          error: v.feeMonthInPast,
        })
        .nullish()
        .transform((month) => (month ? month : undefined))
        .optional(),
      lessons_per_week: integerField(L.lessons_per_week, 1, 7, 1),
      lesson_minutes: integerField(L.lesson_minutes, 10, 480, 60),
      min_age: optionalIntegerField(L.min_age, 0, 120),
      max_age: optionalIntegerField(L.max_age, 0, 120),
      min_grade_id: optionalIdField(say(L.min_grade_id).invalidChoice).transform((id) => id ?? null),
      max_grade_id: optionalIdField(say(L.max_grade_id).invalidChoice).transform((id) => id ?? null),
      sort_order: integerField(L.sort_order, 0, 9_999, 0),
      is_active: flagField(true),
    })
    .superRefine((program, ctx) => {
      if (program.min_age !== null && program.max_age !== null && program.max_age < program.min_age) {
        ctx.addIssue({ code: 'custom', path: ['max_age'], message: v.ageOrder });
      }
    });
}

export const programFormSchema = createProgramFormSchema();

export type ProgramFormInput = z.input<typeof programFormSchema>;
export type ProgramFormValues = z.output<typeof programFormSchema>;
