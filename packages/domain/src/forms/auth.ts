import { z } from 'zod';
import { validationMessages } from '../messages.ts';
import { charCount, emailField, idField } from './fields.ts';

const { password, token, nfcId, store, cardPin } = validationMessages;

/** The longest password the API takes (the spec's maxLength). */
export const PASSWORD_MAX_LENGTH = 255;

/**
 * The longest e-mail address signing in takes (the spec's maxLength): an account's address may be longer than a
 * record's 100, as a family invitation takes 255.
 */
const ACCOUNT_EMAIL_MAX_LENGTH = 255;
const accountEmailField = () => emailField(ACCOUNT_EMAIL_MAX_LENGTH, validationMessages.email.accountTooLong);

/** A password is never trimmed: spaces are part of it. */
function passwordField(minLength: number, tooShort: string) {
  return z
    .string({ error: password.required })
    .min(1, { error: password.required })
    .refine((value) => charCount(value) <= PASSWORD_MAX_LENGTH, { error: password.tooLong })
    .refine((value) => value === '' || charCount(value) >= minLength, { error: tooShort });
}

export const loginFormSchema = z.object({
  email: accountEmailField(),
  password: passwordField(7, password.loginTooShort),
  remember: z.boolean().default(false),
});

export type LoginFormInput = z.input<typeof loginFormSchema>;
export type LoginFormValues = z.output<typeof loginFormSchema>;

/** Manual entry of an NFC card id: 8 to 16 hex digits, sent upper-case as the reader reports uids. */
export const nfcIdFormSchema = z.object({
  nfc_id: z
    .string({ error: nfcId.required })
    .trim()
    .min(1, { error: nfcId.required })
    .refine((id) => id === '' || /^[0-9A-Fa-f]{8,16}$/.test(id), { error: nfcId.invalid })
    .transform((id) => id.toUpperCase()),
});

export type NfcIdFormInput = z.input<typeof nfcIdFormSchema>;
export type NfcIdFormValues = z.output<typeof nfcIdFormSchema>;

export const forgotPasswordFormSchema = z.object({
  email: accountEmailField(),
});

export type ForgotPasswordFormInput = z.input<typeof forgotPasswordFormSchema>;
export type ForgotPasswordFormValues = z.output<typeof forgotPasswordFormSchema>;

export const resetPasswordFormSchema = z
  .object({
    token: z
      .string({ error: token.required })
      .trim()
      .min(1, { error: token.required })
      .refine((value) => charCount(value) <= 255, { error: token.tooLong }),
    email: accountEmailField(),
    password: passwordField(8, password.resetTooShort),
    password_confirmation: z
      .string({ error: password.confirmationRequired })
      .min(1, { error: password.confirmationRequired })
      .refine((value) => charCount(value) <= PASSWORD_MAX_LENGTH, { error: password.confirmationTooLong }),
  })
  .superRefine(
    (values, ctx) => {
      if (values.password !== values.password_confirmation) {
        ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: password.mismatch });
      }
    },
    {
      // Compare once both were typed, even while another field (say the token) is still wrong.
      when: ({ value }) => {
        const values = value as { password?: unknown; password_confirmation?: unknown } | undefined;
        return (
          typeof values?.password === 'string' &&
          typeof values.password_confirmation === 'string' &&
          values.password !== '' &&
          values.password_confirmation !== ''
        );
      },
    },
  );

export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;
export type ResetPasswordFormValues = z.output<typeof resetPasswordFormSchema>;

export const storeSelectionFormSchema = z.object({
  store_id: idField({ required: store.required, invalid: store.required }),
});

export type StoreSelectionFormInput = z.input<typeof storeSelectionFormSchema>;
export type StoreSelectionFormValues = z.output<typeof storeSelectionFormSchema>;

/** The card PIN itself: 4–6 digits, as typed (a PIN is never trimmed or converted). */
export const CARD_PIN = /^[0-9]{4,6}$/;

const cardPinField = (required: string) =>
  z
    .string({ error: required })
    .min(1, { error: required })
    .refine((value) => value === '' || CARD_PIN.test(value), { error: cardPin.invalid });

const currentPasswordField = () =>
  z
    .string({ error: cardPin.currentPasswordRequired })
    .min(1, { error: cardPin.currentPasswordRequired })
    .refine((value) => charCount(value) <= PASSWORD_MAX_LENGTH, { error: cardPin.currentPasswordTooLong });

/** Setting or changing the card PIN (admins and managers): the current password, the PIN twice. */
export const cardPinFormSchema = z
  .object({
    current_password: currentPasswordField(),
    pin: cardPinField(cardPin.required),
    pin_confirmation: z
      .string({ error: cardPin.confirmationRequired })
      .min(1, { error: cardPin.confirmationRequired }),
  })
  .superRefine(
    (values, ctx) => {
      if (values.pin !== values.pin_confirmation) {
        ctx.addIssue({ code: 'custom', path: ['pin_confirmation'], message: cardPin.mismatch });
      }
    },
    {
      when: ({ value }) => {
        const values = value as { pin?: unknown; pin_confirmation?: unknown } | undefined;
        return (
          typeof values?.pin === 'string' &&
          typeof values.pin_confirmation === 'string' &&
          values.pin !== '' &&
          values.pin_confirmation !== ''
        );
      },
    },
  )
  .transform(({ current_password, pin }) => ({ current_password, pin }));

export type CardPinFormInput = z.input<typeof cardPinFormSchema>;
export type CardPinFormValues = z.output<typeof cardPinFormSchema>;

/** Removing the card PIN: the current password only; sent as `pin: null`. */
export const cardPinRemovalFormSchema = z
  .object({ current_password: currentPasswordField() })
  .transform(({ current_password }) => ({ current_password, pin: null }));

export type CardPinRemovalFormInput = z.input<typeof cardPinRemovalFormSchema>;
export type CardPinRemovalFormValues = z.output<typeof cardPinRemovalFormSchema>;

/** The PIN step of a card login: one 4–6 digit PIN. */
export const cardLoginPinFormSchema = z.object({ pin: cardPinField(cardPin.required) });

export type CardLoginPinFormInput = z.input<typeof cardLoginPinFormSchema>;
export type CardLoginPinFormValues = z.output<typeof cardLoginPinFormSchema>;
