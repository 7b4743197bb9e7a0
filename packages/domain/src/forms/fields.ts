import { z } from 'zod';
import { isValidIsoDate } from '../calendar.ts';
import { normalizePhone, normalizePostalCode } from '../contact.ts';
import { validationMessages } from '../messages.ts';

// Field builders shared by the form schemas. Each invalid value yields one message where it can: later checks
// pass on '' so an empty value is reported only as missing. (Zod's `abort: true` would do the same, but an
// aborted field also switches off object-level checks such as "passwords match", so it is not used.)

/** Length in characters (code points), as the API's JSON Schema `maxLength` counts, not UTF-16 units. */
export function charCount(value: string): number {
  let count = 0;
  for (const _ of value) count++;
  return count;
}

function emptyToUndefined(value: string | null | undefined): string | undefined {
  return value ? value : undefined;
}

/** A trimmed, required string of at most `max` characters. */
export function requiredText(messages: { required: string; tooLong: string }, max: number) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required })
    .refine((value) => charCount(value) <= max, { error: messages.tooLong });
}

/** A trimmed, optional string, at most `limit.max` characters when a limit is given; '' and null become undefined. */
export function optionalText(limit?: { max: number; tooLong: string }) {
  const text = z.string().trim();
  return (limit ? text.refine((value) => charCount(value) <= limit.max, { error: limit.tooLong }) : text)
    .nullish()
    .transform(emptyToUndefined)
    .optional();
}

/** Required e-mail address of at most `max` characters (a member's or staff's record keeps 100). */
export function emailField(max: number, tooLong: string = validationMessages.email.tooLong) {
  const { required, invalid } = validationMessages.email;
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .refine((value) => value === '' || z.regexes.email.test(value), { error: invalid })
    .refine((value) => charCount(value) <= max, { error: tooLong });
}

const PHONE = /^[0-9-]+$/;
const PHONE_MAX = 20;

/**
 * Required phone number: digits and hyphens, at most 20 characters; written with parentheses, spaces or
 * full-width digits it is kept as normalizePhone writes it (03(3421)8888 → 03-3421-8888).
 */
export function phoneField(messages: { required: string; tooLong: string; invalid: string }) {
  return z
    .string({ error: messages.required })
    .overwrite(normalizePhone)
    .min(1, { error: messages.required })
    .refine((value) => charCount(value) <= PHONE_MAX, { error: messages.tooLong })
    .refine((value) => value === '' || PHONE.test(value), { error: messages.invalid });
}

/** Optional phone number under the same rules; '' and null become undefined. */
export function optionalPhoneField(messages: { tooLong: string; invalid: string }) {
  return z
    .string()
    .overwrite(normalizePhone)
    .refine((value) => charCount(value) <= PHONE_MAX, { error: messages.tooLong })
    .refine((value) => value === '' || PHONE.test(value), { error: messages.invalid })
    .nullish()
    .transform(emptyToUndefined)
    .optional();
}

const POSTAL_CODE = /^\d{3}-?\d{4}$/;

/** Japanese postal code: 000-0000 or 0000000 (〒 and full width too), at most 10 characters; kept as 000-0000. */
export function postalCodeField() {
  const { postalCodeRequired, postalCodeTooLong, postalCodeInvalid } = validationMessages.preRegistration;
  return (
    z
      .string({ error: postalCodeRequired })
      .overwrite(normalizePostalCode)
      .min(1, { error: postalCodeRequired })
      .refine((value) => charCount(value) <= 10, { error: postalCodeTooLong })
      // Too long already says what is wrong; the pattern speaks only for values of a plausible length.
      .refine((value) => value === '' || charCount(value) > 10 || POSTAL_CODE.test(value), {
        error: postalCodeInvalid,
      })
  );
}

/** Optional postal code under the same rules; '' and null become undefined. */
export function optionalPostalCodeField() {
  const { postalCodeTooLong, postalCodeInvalid } = validationMessages.preRegistration;
  return z
    .string()
    .overwrite(normalizePostalCode)
    .refine((value) => charCount(value) <= 10, { error: postalCodeTooLong })
    .refine((value) => value === '' || charCount(value) > 10 || POSTAL_CODE.test(value), {
      error: postalCodeInvalid,
    })
    .nullish()
    .transform(emptyToUndefined)
    .optional();
}

/** Optional e-mail address of at most `max` characters; '' and null become undefined. */
export function optionalEmailField(max: number) {
  const { invalid, tooLong } = validationMessages.email;
  return z
    .string()
    .trim()
    .refine((value) => value === '' || z.regexes.email.test(value), { error: invalid })
    .refine((value) => charCount(value) <= max, { error: tooLong })
    .nullish()
    .transform(emptyToUndefined)
    .optional();
}

type IdInput = number | string | null | undefined;

/** Select values arrive as strings: '' means nothing chosen, digits become a number, anything else stays. */
function toId(value: IdInput): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : value;
}

const isPositiveId = (value: number) => Number.isSafeInteger(value) && value > 0;

/** A required positive integer id; `required` when nothing was chosen, `invalid` for anything else wrong. */
export function idField(messages: { required: string; invalid: string }) {
  return z.preprocess(
    toId,
    z
      .number({
        error: (issue) =>
          issue.input === undefined || issue.input === null ? messages.required : messages.invalid,
      })
      .refine(isPositiveId, { error: messages.invalid }),
  );
}

/** An optional positive integer id; '' and null mean "none" (null). */
export function optionalIdField(invalid: string) {
  return z
    .preprocess(
      (value: IdInput) => (value === '' ? null : toId(value)),
      z.number({ error: invalid }).refine(isPositiveId, { error: invalid }).nullable(),
    )
    .optional();
}

/** A required 'YYYY-MM-DD' real date that satisfies `rule` (evaluated at parse time). */
export function requiredIsoDate(
  messages: { required: string; invalid: string; rule: string },
  rule: (date: string) => boolean,
) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required })
    .refine((date) => date === '' || isValidIsoDate(date), { error: messages.invalid })
    .refine((date) => !isValidIsoDate(date) || rule(date), { error: messages.rule });
}

/** An optional 'YYYY-MM-DD' real date that satisfies `rule`; '' and null become undefined. */
export function optionalIsoDate(
  messages: { invalid: string; rule: string },
  rule: (date: string) => boolean,
) {
  return z
    .string()
    .trim()
    .refine((date) => date === '' || isValidIsoDate(date), { error: messages.invalid })
    .refine((date) => !isValidIsoDate(date) || rule(date), { error: messages.rule })
    .nullish()
    .transform(emptyToUndefined)
    .optional();
}
