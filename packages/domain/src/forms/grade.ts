import { z } from 'zod';
import { masterFieldLabels, masterFormatMessages, masterValidationMessages } from '../messages.ts';
import { idField, optionalIdField } from './fields.ts';
import { flagField, masterText, optionalIntegerField, optionalMasterText, say } from './masterFields.ts';

const L = masterFieldLabels.grade;
const v = masterValidationMessages;

export const CAP_COLOR = /^#[0-9A-Fa-f]{6}$/;
export const SKILLS_MAX = 30;

/** One skill the promotion test checks (「けのび 5m」); `id` names one that already exists. */
const skillSchema = z.object({
  id: optionalIdField(say(L['skills.id']).invalidChoice),
  name: masterText(L['skills.name'], 100),
  description: optionalMasterText(L['skills.description'], 200),
});

/**
 * The grade form (級の登録・編集): a level of one school's grade system (25級 … 1級, 選手), its place in the order
 * (`sort_order`, 1 = the first a beginner holds; left empty, after the last), the cap colour swim schools show
 * it by, and the skills its promotion test checks.
 */
export const gradeFormSchema = z
  .object({
    school_id: idField({ required: say(L.school_id).required, invalid: say(L.school_id).invalidChoice }),
    name: masterText(L.name, 30),
    sort_order: optionalIntegerField(L.sort_order, 1, 999),
    cap_color_name: optionalMasterText(L.cap_color_name, 20),
    cap_color_hex: z
      .string()
      .trim()
      .refine((value) => value === '' || CAP_COLOR.test(value), { error: masterFormatMessages.cap_color_hex })
      .nullish()
      .transform((value) => (value ? value.toUpperCase() : undefined))
      .optional(),
    description: optionalMasterText(L.description, 500),
    skills: z
      .array(skillSchema)
      .max(SKILLS_MAX, { error: say(L.skills).tooLarge(SKILLS_MAX) })
      .default([]),
    is_active: flagField(true),
  })
  .superRefine((grade, ctx) => {
    const names = new Set<string>();
    grade.skills.forEach((skill, i) => {
      if (names.has(skill.name)) {
        ctx.addIssue({ code: 'custom', path: ['skills', i, 'name'], message: v.skillDuplicate });
      }
      names.add(skill.name);
    });
  });

export type GradeFormInput = z.input<typeof gradeFormSchema>;
export type GradeFormValues = z.output<typeof gradeFormSchema>;
