import { z } from 'zod';
import { ageInTokyo, isBeforeTodayInTokyo, isValidIsoDate, todayInTokyo } from '../calendar.ts';
import { ADULT_AGE } from '../constants.ts';
import { validationMessages } from '../messages.ts';
import { customerStatuses } from '../status.ts';
import { avatarField } from './avatar.ts';
import {
  optionalEmailField,
  optionalIdField,
  optionalIsoDate,
  optionalPhoneField,
  optionalPostalCodeField,
  optionalText,
  requiredText,
} from './fields.ts';
import { genders, optionalKanaField, personNameFields } from './preRegistration.ts';

const m = validationMessages.preRegistration;
const c = validationMessages.customer;

const MEMBER_NUMBER = /^[0-9A-Za-z-]+$/;
/** Hyphens only between letters or digits: '-5' reads as a negative number, and as a formula in a spreadsheet. */
const MEMBER_NUMBER_HYPHENS = /^[0-9A-Za-z]+(?:-[0-9A-Za-z]+)*$/;

/** '' and null mean "not chosen" for an optional select. */
const optionalGender = z
  .union([z.enum(genders, { error: c.genderInvalid }), z.literal(''), z.null()], { error: c.genderInvalid })
  .transform((value) => (value ? value : undefined))
  .optional();

/** A checkbox or a multipart flag: true, '1', 'true' and 'on' are set. */
const flag = z
  .union([z.boolean(), z.string()])
  .transform((value) => value === true || ['1', 'true', 'on'].includes(String(value)))
  .optional();

/**
 * A customer under 18 (in Tokyo, today) with no guardian on the record: 保護者未登録, a follow-up for the desk (a
 * member import takes such a child when the old system's file had no guardian column).
 */
export function guardianMissing(
  customer: { birth_date?: string | null; guardian_name?: string | null },
  now: Date = new Date(),
): boolean {
  if (!customer.birth_date || customer.guardian_name?.trim()) return false;
  const age = ageInTokyo(customer.birth_date, now);
  return age !== undefined && age < ADULT_AGE;
}

/**
 * The customer form (顧客登録・編集). `now` is read on every parse: "before today" and "under 18" are Tokyo
 * days. The server parses the same schema, then checks what needs the database (unique member number, grade).
 * `guardian: 'followUp'` (the member import) takes a child without a guardian, for `guardianMissing` to list.
 */
export function createCustomerFormSchema(
  now: () => Date = () => new Date(),
  options: { guardian?: 'required' | 'followUp' } = {},
) {
  return z
    .object({
      member_number: optionalText({ max: 20, tooLong: c.memberNumberTooLong })
        .refine((value) => value === undefined || MEMBER_NUMBER.test(value), { error: c.memberNumberInvalid })
        .refine(
          (value) => value === undefined || !MEMBER_NUMBER.test(value) || MEMBER_NUMBER_HYPHENS.test(value),
          { error: c.memberNumberHyphenPlacement },
        ),
      ...personNameFields(),
      birth_date: optionalIsoDate({ invalid: m.birthDateInvalid, rule: m.birthDateNotPast }, (date) =>
        isBeforeTodayInTokyo(date, now()),
      ),
      gender: optionalGender,
      phone: optionalPhoneField({ tooLong: c.phoneTooLong, invalid: c.phoneInvalid }),
      mobile: optionalPhoneField({ tooLong: c.mobileTooLong, invalid: c.mobileInvalid }),
      email: optionalEmailField(100),
      postal_code: optionalPostalCodeField(),
      prefecture: optionalText({ max: 20, tooLong: m.prefectureTooLong }),
      city: optionalText({ max: 50, tooLong: m.cityTooLong }),
      street_address: optionalText({ max: 100, tooLong: m.streetAddressTooLong }),
      building: optionalText({ max: 100, tooLong: m.buildingTooLong }),
      guardian_name: optionalText({ max: 50, tooLong: c.guardianNameTooLong }),
      guardian_name_kana: optionalKanaField(
        { tooLong: m.guardianNameKanaTooLong, notKatakana: m.guardianNameKanaNotKatakana },
        50,
      ),
      guardian_relationship: optionalText({ max: 20, tooLong: c.guardianRelationshipTooLong }),
      guardian_phone: optionalPhoneField({
        tooLong: c.guardianPhoneTooLong,
        invalid: c.guardianPhoneInvalid,
      }),
      grade_id: optionalIdField(c.gradeInvalid),
      joined_on: optionalIsoDate({ invalid: c.joinedOnInvalid, rule: c.joinedOnInvalid }, () => true),
      memo: optionalText({ max: 200, tooLong: c.memoTooLong }),
      notes: optionalText({ max: 2000, tooLong: c.notesTooLong }),
      avatar: avatarField(),
      remove_avatar: flag,
    })
    .superRefine(
      ({ birth_date, guardian_name }, ctx) => {
        const age = birth_date ? ageInTokyo(birth_date, now()) : undefined;
        if (options.guardian !== 'followUp' && age !== undefined && age < ADULT_AGE && !guardian_name) {
          ctx.addIssue({ code: 'custom', path: ['guardian_name'], message: c.guardianNameRequired });
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

export const customerFormSchema = createCustomerFormSchema();

export type CustomerFormInput = z.input<typeof customerFormSchema>;
export type CustomerFormValues = z.output<typeof customerFormSchema>;

/** The status dialog of a customer: 在籍 / 休会 / 退会, the day it takes effect and why. */
export function createCustomerStatusFormSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      status: z.enum(customerStatuses, { error: c.statusRequired }),
      effective_on: optionalIsoDate(
        { invalid: c.effectiveOnInvalid, rule: c.effectiveOnInFuture },
        (date) => date <= todayInTokyo(now()),
      ),
      reason: optionalText({ max: 500, tooLong: c.reasonTooLong }),
    })
    .superRefine(
      ({ status, reason }, ctx) => {
        if (status !== 'active' && !reason) {
          ctx.addIssue({ code: 'custom', path: ['reason'], message: c.reasonRequired });
        }
      },
      {
        when: ({ value }) =>
          (customerStatuses as readonly unknown[]).includes(
            (value as { status?: unknown } | undefined)?.status,
          ),
      },
    );
}

export const customerStatusFormSchema = createCustomerStatusFormSchema();

export type CustomerStatusFormInput = z.input<typeof customerStatusFormSchema>;
export type CustomerStatusFormValues = z.output<typeof customerStatusFormSchema>;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const timeField = (invalid: string) => z.string({ error: invalid }).trim().regex(TIME, { error: invalid });

const timeSlotSchema = z
  .object({
    day_of_week: z.coerce
      .number({ error: c.dayOfWeekRequired })
      .int({ error: c.dayOfWeekRequired })
      .min(0, { error: c.dayOfWeekRequired })
      .max(6, { error: c.dayOfWeekRequired }),
    start_time: timeField(c.startTimeInvalid),
    end_time: timeField(c.endTimeInvalid),
  })
  .superRefine(
    ({ start_time, end_time }, ctx) => {
      if (end_time <= start_time) {
        ctx.addIssue({ code: 'custom', path: ['end_time'], message: c.endTimeNotAfterStart });
      }
    },
    {
      when: ({ value }) => {
        const slot = value as { start_time?: unknown; end_time?: unknown } | undefined;
        return [slot?.start_time, slot?.end_time].every((t) => typeof t === 'string' && TIME.test(t.trim()));
      },
    },
  );

/** A whole non-negative number of yen; a form field gives it as text. */
const yenField = z.preprocess(
  (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value.trim())) : value),
  z
    .number({
      error: (issue) => (issue.input === undefined ? c.monthlyFeeRequired : c.monthlyFeeNotNumeric),
    })
    .refine((fee) => Number.isInteger(fee), { error: c.monthlyFeeNotNumeric })
    .refine((fee) => !Number.isInteger(fee) || fee >= 0, { error: c.monthlyFeeNegative })
    .refine((fee) => !Number.isInteger(fee) || fee <= 10_000_000, { error: c.monthlyFeeTooLarge }),
);

/** The contract dialog: plan, program, monthly fee, period and weekly time slots. */
export const customerContractFormSchema = z
  .object({
    program_id: optionalIdField(c.programInvalid),
    plan_name: requiredText({ required: c.planNameRequired, tooLong: c.planNameTooLong }, 100),
    monthly_fee: yenField,
    starts_on: z
      .string({ error: c.startsOnRequired })
      .trim()
      .min(1, { error: c.startsOnRequired })
      .refine((date) => date === '' || isValidIsoDate(date), { error: c.startsOnInvalid }),
    ends_on: optionalIsoDate({ invalid: c.endsOnInvalid, rule: c.endsOnInvalid }, () => true),
    time_slots: z.array(timeSlotSchema).max(14, { error: c.timeSlotsTooMany }).default([]),
  })
  .superRefine(
    ({ starts_on, ends_on }, ctx) => {
      if (ends_on && ends_on < starts_on) {
        ctx.addIssue({ code: 'custom', path: ['ends_on'], message: c.endsOnBeforeStart });
      }
    },
    {
      when: ({ value }) => {
        const dates = value as { starts_on?: unknown; ends_on?: unknown } | undefined;
        return [dates?.starts_on, dates?.ends_on].every(
          (d) => typeof d === 'string' && isValidIsoDate(d.trim()),
        );
      },
    },
  );

export type CustomerContractFormInput = z.input<typeof customerContractFormSchema>;
export type CustomerContractFormValues = z.output<typeof customerContractFormSchema>;
