import { z } from 'zod';
import { isBeforeTodayInTokyo, isTodayOrLaterInTokyo } from '../calendar.ts';
import { STATUS_NOTE_MAX_LENGTH } from '../constants.ts';
import type { Gender } from '../labels.ts';
import { validationMessages } from '../messages.ts';
import { preRegistrationStatusTargets } from '../status.ts';
import { avatarField } from './avatar.ts';
import {
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
    notes: optionalText({ max: 2000, tooLong: m.notesTooLong }),
  };
}

/** The public sign-up form: the shared fields plus consent to the privacy terms. */
export function createPreRegistrationPublicFormSchema(now: () => Date = () => new Date()) {
  return z.object({
    ...preRegistrationFields(now),
    confirmation: z
      .custom<boolean | 'true' | '1' | 'on'>((value) => CONSENT_VALUES.includes(value), {
        error: m.confirmationRequired,
      })
      .transform((): true => true),
  });
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
