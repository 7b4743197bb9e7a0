import { z } from 'zod';
import { ageInTokyo, isBeforeTodayInTokyo, isTodayOrLaterInTokyo } from '../calendar.ts';
import { ADULT_AGE, STATUS_NOTE_MAX_LENGTH } from '../constants.ts';
import { KATAKANA_NAME, normalizeKana } from '../kana.ts';
import type { Gender } from '../labels.ts';
import { validationMessages } from '../messages.ts';
import { preRegistrationStatusTargets } from '../status.ts';
import { avatarField } from './avatar.ts';
import {
  charCount,
  emailField,
  idField,
  optionalIdField,
  optionalIsoDate,
  optionalPhoneField,
  optionalText,
  phoneField,
  postalCodeField,
  requiredIsoDate,
  requiredText,
} from './fields.ts';
import { kanaNameField } from './kana.ts';

const m = validationMessages.preRegistration;

export const genders = ['male', 'female', 'other'] as const satisfies readonly Gender[];

/** Family and given names with their kana (≤ 50, kana full-width katakana): a pre-registration's and a customer's. */
export function personNameFields() {
  return {
    family_name: requiredText({ required: m.familyNameRequired, tooLong: m.familyNameTooLong }, 50),
    given_name: requiredText({ required: m.givenNameRequired, tooLong: m.givenNameTooLong }, 50),
    family_name_kana: kanaNameField(
      {
        required: m.familyNameKanaRequired,
        tooLong: m.familyNameKanaTooLong,
        notKatakana: m.familyNameKanaNotKatakana,
      },
      50,
    ),
    given_name_kana: kanaNameField(
      {
        required: m.givenNameKanaRequired,
        tooLong: m.givenNameKanaTooLong,
        notKatakana: m.givenNameKanaNotKatakana,
      },
      50,
    ),
  };
}

/** An optional kana name: typed hiragana or half-width kana become full-width katakana, then it is checked. */
export function optionalKanaField(messages: { tooLong: string; notKatakana: string }, max: number) {
  return z
    .string()
    .trim()
    .overwrite(normalizeKana)
    .refine((value) => charCount(value) <= max, { error: messages.tooLong })
    .refine((value) => value === '' || KATAKANA_NAME.test(value), { error: messages.notKatakana })
    .nullish()
    .transform((value) => (value ? value : undefined))
    .optional();
}

/** The guardian (保護者) of an applicant: optional fields here; required under 18 on the public form. */
function guardianFields() {
  return {
    guardian_name: optionalText({ max: 50, tooLong: m.guardianNameTooLong }),
    guardian_name_kana: optionalKanaField(
      { tooLong: m.guardianNameKanaTooLong, notKatakana: m.guardianNameKanaNotKatakana },
      50,
    ),
    guardian_relationship: optionalText({ max: 20, tooLong: m.guardianRelationshipTooLong }),
    guardian_phone: optionalPhoneField({ tooLong: m.guardianPhoneTooLong, invalid: m.guardianPhoneInvalid }),
  };
}

const GUARDIAN_REQUIRED = [
  ['guardian_name', m.guardianNameRequired],
  ['guardian_name_kana', m.guardianNameKanaRequired],
  ['guardian_relationship', m.guardianRelationshipRequired],
  ['guardian_phone', m.guardianPhoneRequired],
] as const;

/**
 * Whether an applicant born on `birthDate` is under 18 today in Tokyo (the public form then asks for a
 * guardian); false for a date that is not a real day.
 */
export function isMinorApplicant(birthDate: string, now: Date = new Date()): boolean {
  const age = ageInTokyo(birthDate.trim(), now);
  return age !== undefined && age < ADULT_AGE;
}

/** The consent checkbox as a form gives it (true) or as multipart carries it ('true', '1', 'on'). */
const CONSENT_VALUES: readonly unknown[] = [true, 'true', '1', 'on'];

/**
 * The fields both pre-registration forms share. `now` is read on every parse, so a long-lived schema keeps
 * judging "today" correctly and tests can pin the clock.
 */
function preRegistrationFields(now: () => Date) {
  return {
    store_id: idField({
      required: validationMessages.store.required,
      invalid: validationMessages.store.notNumeric,
    }),
    avatar: avatarField(),
    ...personNameFields(),
    birth_date: requiredIsoDate(
      { required: m.birthDateRequired, invalid: m.birthDateInvalid, rule: m.birthDateNotPast },
      (date) => isBeforeTodayInTokyo(date, now()),
    ),
    gender: z.enum(genders, { error: m.genderRequired }),
    phone: optionalPhoneField({ tooLong: m.phoneTooLong, invalid: m.phoneInvalid }),
    mobile: phoneField({ required: m.mobileRequired, tooLong: m.mobileTooLong, invalid: m.mobileInvalid }),
    email: emailField(100),
    postal_code: postalCodeField(),
    region: optionalText({ max: 50, tooLong: m.regionTooLong }),
    prefecture: requiredText({ required: m.prefectureRequired, tooLong: m.prefectureTooLong }, 20),
    city: requiredText({ required: m.cityRequired, tooLong: m.cityTooLong }, 50),
    street_address: requiredText({ required: m.streetAddressRequired, tooLong: m.streetAddressTooLong }, 100),
    building: optionalText({ max: 100, tooLong: m.buildingTooLong }),
    desired_program_id: optionalIdField(m.desiredProgramNotNumeric),
    desired_join_date: optionalIsoDate(
      { invalid: m.desiredJoinDateInvalid, rule: m.desiredJoinDateInPast },
      (date) => isTodayOrLaterInTokyo(date, now()),
    ),
    desired_visit_date: optionalIsoDate(
      { invalid: m.desiredVisitDateInvalid, rule: m.desiredVisitDateInPast },
      (date) => isTodayOrLaterInTokyo(date, now()),
    ),
    ...guardianFields(),
    notes: optionalText({ max: 2000, tooLong: m.notesTooLong }),
  };
}

/**
 * The public sign-up form: the shared fields plus consent to the privacy terms. It is mostly filled in by a
 * parent for a child: an applicant under 18 (Tokyo day) must name a guardian, whom conversion carries over.
 */
export function createPreRegistrationPublicFormSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      ...preRegistrationFields(now),
      // A refinement, not z.custom: a custom check aborts the parse, and the guardian rule below would not be
      // judged while the consent box is still unticked.
      confirmation: z
        .unknown()
        .refine((value) => CONSENT_VALUES.includes(value), { error: m.confirmationRequired })
        .transform((): true => true) as z.ZodType<true, boolean | 'true' | '1' | 'on'>,
    })
    .superRefine(
      (values, ctx) => {
        if (!isMinorApplicant(values.birth_date, now())) return;
        for (const [field, message] of GUARDIAN_REQUIRED) {
          if (!values[field]) ctx.addIssue({ code: 'custom', path: [field], message });
        }
      },
      {
        // Judge the guardian whenever the birth date itself is fine, even while another field is wrong.
        when: ({ value }) => {
          const birth = (value as { birth_date?: unknown } | undefined)?.birth_date;
          return typeof birth === 'string' && isBeforeTodayInTokyo(birth.trim(), now());
        },
      },
    );
}

export const preRegistrationPublicFormSchema = createPreRegistrationPublicFormSchema();

export type PreRegistrationPublicFormInput = z.input<typeof preRegistrationPublicFormSchema>;
export type PreRegistrationPublicFormValues = z.output<typeof preRegistrationPublicFormSchema>;

/** Staff editing a pre-registration: the shared fields, no consent, and optionally a new status. */
export function createPreRegistrationStaffEditFormSchema(now: () => Date = () => new Date()) {
  return z.object({
    ...preRegistrationFields(now),
    status: z.enum(preRegistrationStatusTargets, { error: m.statusInvalid }).optional(),
  });
}

export const preRegistrationStaffEditFormSchema = createPreRegistrationStaffEditFormSchema();

export type PreRegistrationStaffEditFormInput = z.input<typeof preRegistrationStaffEditFormSchema>;
export type PreRegistrationStaffEditFormValues = z.output<typeof preRegistrationStaffEditFormSchema>;

const { statusRequired, notesTooLong } = validationMessages.preRegistrationStatus;

/** The status-change dialog. Which statuses it offers comes from `allowedNextStatuses`. */
export const preRegistrationStatusFormSchema = z.object({
  status: z.enum(preRegistrationStatusTargets, { error: statusRequired }),
  notes: optionalText({ max: STATUS_NOTE_MAX_LENGTH, tooLong: notesTooLong }),
});

export type PreRegistrationStatusFormInput = z.input<typeof preRegistrationStatusFormSchema>;
export type PreRegistrationStatusFormValues = z.output<typeof preRegistrationStatusFormSchema>;
