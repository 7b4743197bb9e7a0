import { z } from 'zod';
import { familyProfileMessages as f } from '../messages/familyProfile.ts';
import { validationMessages } from '../messages.ts';
import { PASSWORD_MAX_LENGTH } from './auth.ts';
import {
  charCount,
  optionalEmailField,
  optionalPhoneField,
  optionalPostalCodeField,
  optionalText,
} from './fields.ts';

// プロフィール on マイページ (issue 31): the family's contact-change request (the customer form's contact fields,
// under the same limits), the desk's rejection reason, and the family's password change.

const m = validationMessages.preRegistration;
const c = validationMessages.customer;
const { password } = validationMessages;

/** The contact fields a family may ask to change; '' asks to clear the field. */
export const CONTACT_FIELDS = [
  'phone',
  'mobile',
  'email',
  'postal_code',
  'prefecture',
  'city',
  'street_address',
  'building',
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** Each contact field's name, as マイページ, the customer record's card and the family's log write it. */
export const CONTACT_FIELD_LABELS: Record<ContactField, string> = {
  phone: '電話番号',
  mobile: '携帯電話番号',
  email: 'メールアドレス',
  postal_code: '郵便番号',
  prefecture: '都道府県',
  city: '市区町村',
  street_address: '番地',
  building: '建物名・部屋番号',
};

export const familyContactChangeFormSchema = z.object({
  phone: optionalPhoneField({ tooLong: c.phoneTooLong, invalid: c.phoneInvalid }),
  mobile: optionalPhoneField({ tooLong: c.mobileTooLong, invalid: c.mobileInvalid }),
  email: optionalEmailField(100),
  postal_code: optionalPostalCodeField(),
  prefecture: optionalText({ max: 20, tooLong: m.prefectureTooLong }),
  city: optionalText({ max: 50, tooLong: m.cityTooLong }),
  street_address: optionalText({ max: 100, tooLong: m.streetAddressTooLong }),
  building: optionalText({ max: 100, tooLong: m.buildingTooLong }),
});
export type FamilyContactChangeFormInput = z.input<typeof familyContactChangeFormSchema>;
export type FamilyContactChangeFormValues = z.output<typeof familyContactChangeFormSchema>;

export const changeRequestRejectFormSchema = z.object({
  reason: z
    .string({ error: f.rejectReasonRequired })
    .trim()
    .min(1, { error: f.rejectReasonRequired })
    .refine((value) => charCount(value) <= 200, { error: f.rejectReasonTooLong }),
});
export type ChangeRequestRejectFormInput = z.input<typeof changeRequestRejectFormSchema>;

/** A password is never trimmed. */
const newPassword = z
  .string({ error: password.required })
  .min(1, { error: password.required })
  .refine((value) => charCount(value) <= PASSWORD_MAX_LENGTH, { error: password.tooLong })
  .refine((value) => value === '' || charCount(value) >= 8, { error: password.resetTooShort });

export const familyPasswordChangeFormSchema = z
  .object({
    current_password: z
      .string({ error: f.currentPasswordRequired })
      .min(1, { error: f.currentPasswordRequired })
      .refine((value) => charCount(value) <= PASSWORD_MAX_LENGTH, { error: password.tooLong }),
    password: newPassword,
    password_confirmation: z
      .string({ error: password.confirmationRequired })
      .min(1, { error: password.confirmationRequired })
      .refine((value) => charCount(value) <= PASSWORD_MAX_LENGTH, { error: password.confirmationTooLong }),
  })
  .superRefine((values, ctx) => {
    if (values.password !== values.password_confirmation)
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: password.mismatch });
  });
export type FamilyPasswordChangeFormInput = z.input<typeof familyPasswordChangeFormSchema>;
