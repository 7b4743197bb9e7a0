import { z } from 'zod';
import { isValidIsoDate } from '../calendar.ts';
import { staffValidationMessages as s } from '../messages.ts';
import { emailField, optionalIdField, optionalIsoDate, optionalText, requiredText } from './fields.ts';
import { kanaNameField } from './kana.ts';
import { genders } from './preRegistration.ts';

export const staffRoles = ['admin', 'manager', 'staff'] as const;

const qualificationSchema = z
  .object({
    name: requiredText({ required: s.qualificationNameRequired, tooLong: s.qualificationNameTooLong }, 100),
    certificate_number: optionalText({ max: 50, tooLong: s.certificateNumberTooLong }),
    acquired_on: optionalIsoDate({ invalid: s.acquiredOnInvalid, rule: s.acquiredOnInvalid }, () => true),
    expires_on: optionalIsoDate({ invalid: s.expiresOnInvalid, rule: s.expiresOnInvalid }, () => true),
  })
  .superRefine(
    ({ acquired_on, expires_on }, ctx) => {
      if (acquired_on && expires_on && expires_on < acquired_on) {
        ctx.addIssue({ code: 'custom', path: ['expires_on'], message: s.expiresBeforeAcquired });
      }
    },
    {
      when: ({ value }) => {
        const dates = value as { acquired_on?: unknown; expires_on?: unknown } | undefined;
        return [dates?.acquired_on, dates?.expires_on].every(
          (d) => typeof d === 'string' && isValidIsoDate(d.trim()),
        );
      },
    },
  );

/**
 * The staff account form (スタッフ登録・編集). Who may give which role and store is the server's rule (the
 * role order); the form checks the fields.
 */
export const staffFormSchema = z.object({
  name: requiredText({ required: s.nameRequired, tooLong: s.nameTooLong }, 100),
  name_kana: kanaNameField(
    { required: s.nameKanaRequired, tooLong: s.nameKanaTooLong, notKatakana: s.nameKanaNotKatakana },
    100,
  ),
  email: emailField(100).transform((value) => value.toLowerCase()),
  role: z.enum(staffRoles, { error: s.roleRequired }),
  store_id: optionalIdField(s.storeInvalid),
  gender: z
    .union([z.enum(genders, { error: s.genderInvalid }), z.literal(''), z.null()], { error: s.genderInvalid })
    .transform((value) => (value ? value : null))
    .optional(),
  is_instructor: z.boolean({ error: s.isInstructorInvalid }).default(false),
  qualifications: z.array(qualificationSchema).max(20, { error: s.qualificationsTooMany }).default([]),
  send_invitation: z.boolean().default(true),
});

export type StaffFormInput = z.input<typeof staffFormSchema>;
export type StaffFormValues = z.output<typeof staffFormSchema>;

export const staffRetireFormSchema = z.object({
  reason: optionalText({ max: 500, tooLong: s.retireReasonTooLong }),
});

export type StaffRetireFormInput = z.input<typeof staffRetireFormSchema>;
export type StaffRetireFormValues = z.output<typeof staffRetireFormSchema>;
