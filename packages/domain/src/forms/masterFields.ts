import { z } from 'zod';
import { isValidIsoDate } from '../calendar.ts';
import { fieldMessages, formatMessage } from '../messages.ts';
import { optionalText, requiredText } from './fields.ts';

// Field builders of the master forms (issue 13). Every message is a generic `fieldMessages` template filled with
// the form's label, the same words the server's schema check answers with (it reads the same labels).

/** The rule messages of one field, by its label. */
export function say(field: string) {
  const fill = (template: string, extra: Record<string, string | number> = {}) =>
    formatMessage(template, { field, ...extra });
  return {
    required: fill(fieldMessages.required),
    tooLong: (max: number) => fill(fieldMessages.tooLong, { max }),
    tooSmall: (min: number) => fill(fieldMessages.tooSmall, { min }),
    tooLarge: (max: number) => fill(fieldMessages.tooLarge, { max }),
    notNumeric: fill(fieldMessages.notNumeric),
    invalidFormat: fill(fieldMessages.invalidFormat),
    invalidChoice: fill(fieldMessages.invalidChoice),
  };
}

export function masterText(label: string, max: number) {
  const m = say(label);
  return requiredText({ required: m.required, tooLong: m.tooLong(max) }, max);
}

export function optionalMasterText(label: string, max: number) {
  return optionalText({ max, tooLong: say(label).tooLong(max) });
}

/** Text inputs give numbers as text: '' is nothing, digits become a number, anything else stays to be refused. */
const toNumber = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.normalize('NFKC').trim();
  if (trimmed === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : value;
};

function boundedInteger(label: string, min: number, max: number) {
  const m = say(label);
  return z
    .number({ error: (issue) => (issue.input === undefined ? m.required : m.notNumeric) })
    .refine((n) => Number.isInteger(n), { error: m.notNumeric })
    .refine((n) => !Number.isInteger(n) || n >= min, { error: m.tooSmall(min) })
    .refine((n) => !Number.isInteger(n) || n <= max, { error: m.tooLarge(max) });
}

/** A required whole number in [min, max]; with `fallback`, an empty field takes that value. */
export function integerField(label: string, min: number, max: number, fallback?: number) {
  const inner = boundedInteger(label, min, max);
  return z.preprocess(
    (value) => {
      const number = toNumber(value);
      return number === undefined || number === null ? fallback : number;
    },
    fallback === undefined ? inner : inner.default(fallback),
  );
}

/** An optional whole number in [min, max]; '' and null are "none" (null). */
export function optionalIntegerField(label: string, min: number, max: number) {
  return z
    .preprocess((value) => {
      const number = toNumber(value);
      return number === undefined ? null : number;
    }, boundedInteger(label, min, max).nullable())
    .optional()
    .transform((value) => value ?? null);
}

/** An optional number in [min, max] with at most one decimal place (25, 12.5); '' and null are null. */
export function optionalDecimalField(label: string, min: number, max: number, oneDecimal: string) {
  const m = say(label);
  return z
    .preprocess(
      (value) => {
        const number = toNumber(value);
        return number === undefined ? null : number;
      },
      z
        .number({ error: m.notNumeric })
        .refine((n) => Number.isFinite(n), { error: m.notNumeric })
        .refine((n) => n >= min, { error: m.tooSmall(min) })
        .refine((n) => n <= max, { error: m.tooLarge(max) })
        .refine((n) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-9, {
          error: formatMessage(oneDecimal, { field: label }),
        })
        .nullable(),
    )
    .optional()
    .transform((value) => value ?? null);
}

/** Yen, tax included: a whole number from 0 to `max`. */
export const yenField = (label: string, max: number, fallback?: number) =>
  integerField(label, 0, max, fallback);

/** One of `values`; without `fallback` a choice is required. */
export function choiceField<const T extends readonly [string, ...string[]]>(
  label: string,
  values: T,
  fallback?: T[number],
  message?: string,
) {
  const m = say(label);
  const choice = z.enum(values, {
    error: (issue) =>
      message ?? (issue.input === undefined || issue.input === '' ? m.required : m.invalidChoice),
  });
  return z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    fallback === undefined ? choice : choice.default(fallback),
  );
}

/** A checkbox or JSON boolean: true, '1', 'true' and 'on' are set; absent is `fallback`. */
export function flagField(fallback: boolean) {
  return z
    .union([z.boolean(), z.string(), z.number()])
    .transform((value) => value === true || value === 1 || ['1', 'true', 'on'].includes(String(value)))
    .optional()
    .transform((value) => value ?? fallback);
}

/** A 'YYYY-MM-DD' real date, required. */
export function masterDate(label: string) {
  const m = say(label);
  return z
    .string({ error: m.required })
    .trim()
    .min(1, { error: m.required })
    .refine((date) => date === '' || isValidIsoDate(date), { error: m.invalidFormat });
}

export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** 'HH:MM' (00:00–23:59), required; `invalid` is the field's own wording. */
export function timeField(label: string, invalid: string) {
  return z
    .string({ error: say(label).required })
    .trim()
    .min(1, { error: say(label).required })
    .refine((time) => time === '' || TIME_OF_DAY.test(time), { error: invalid });
}
