import { z } from 'zod';
import { formatTokyo, isValidIsoDate } from '../calendar.ts';
import { validationMessages } from '../messages.ts';
import { charCount, optionalIdField, optionalText, requiredText } from './fields.ts';

const m = validationMessages.bulletin;

export const bulletinCategories = ['general', 'event', 'maintenance', 'training', 'other'] as const;
export const bulletinPriorities = ['low', 'normal', 'high', 'urgent'] as const;

export type BulletinCategory = (typeof bulletinCategories)[number];
export type BulletinPriority = (typeof bulletinPriorities)[number];

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const SERVER_DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:00$/;

/**
 * '2026-11-22T09:30' → '2026-11-22 09:30:00', the server's format (seconds are always 00). A value with an
 * offset or Z is an instant and is written as Tokyo wall-clock time. Values without 'T' pass unchanged, and
 * so does an instant that names no real one (hour 25, 30 February, offset +99:99): the format check refuses it.
 */
export function toServerDateTime(value: string): string {
  if (!value.includes('T')) return value;
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match) return value;
  const [, date, hours, minutes, offset] = match;
  if (offset) {
    const instant = new Date(value);
    const isReal =
      isValidIsoDate(date as string) &&
      Number(hours) < 24 &&
      Number(minutes) < 60 &&
      Number.isFinite(instant.getTime());
    return isReal ? formatTokyo(instant, 'yyyy-MM-dd HH:mm:00') : value;
  }
  return `${date} ${hours}:${minutes}:00`;
}

/** An optional select: '' and null mean nothing chosen (the server then applies its default). */
function optionalChoice<const T extends readonly string[]>(values: T, invalid: string) {
  return z
    .string({ error: invalid })
    .refine((value) => value === '' || values.includes(value), { error: invalid })
    .nullish()
    .transform((value) => (value ? (value as T[number]) : undefined))
    .optional();
}

/** A publish date as a datetime-local input gives it, or already in server format. */
function publishDate(invalid: string) {
  return optionalText().refine(
    (value) => value === undefined || SERVER_DATE_TIME.test(toServerDateTime(value)),
    {
      error: invalid,
    },
  );
}

export const bulletinPostFormSchema = z
  .object({
    title: requiredText({ required: m.titleRequired, tooLong: m.titleTooLong }, 255),
    // The body keeps its leading and trailing whitespace (indentation, blank lines); only blank is refused.
    body: z
      .string({ error: m.bodyRequired })
      .refine((body) => body.trim() !== '', { error: m.bodyRequired })
      .refine((body) => charCount(body) <= 20000, { error: m.bodyTooLong }),
    category: optionalChoice(bulletinCategories, m.categoryInvalid),
    priority: optionalChoice(bulletinPriorities, m.priorityInvalid),
    /** Target store; none means all stores. */
    store_id: optionalIdField(m.storeNotNumeric),
    is_pinned: z.boolean().default(false),
    is_active: z.boolean().default(true),
    publish_start: publishDate(m.publishStartInvalid),
    publish_end: publishDate(m.publishEndInvalid),
  })
  .superRefine(
    ({ publish_start, publish_end }, ctx) => {
      if (publish_start && publish_end && toServerDateTime(publish_end) <= toServerDateTime(publish_start)) {
        ctx.addIssue({ code: 'custom', path: ['publish_end'], message: m.publishEndNotAfterStart });
      }
    },
    {
      // Compare whenever both dates are well formed, even while the title or body is still missing.
      when: ({ value }) => {
        const dates = value as { publish_start?: unknown; publish_end?: unknown } | undefined;
        return [dates?.publish_start, dates?.publish_end].every(
          (date) => typeof date === 'string' && SERVER_DATE_TIME.test(toServerDateTime(date.trim())),
        );
      },
    },
  );

export type BulletinPostFormInput = z.input<typeof bulletinPostFormSchema>;
export type BulletinPostFormValues = z.output<typeof bulletinPostFormSchema>;

/** What `toBulletinFormData` sends: the form's values (unset ones may be left out) plus attachments. */
export interface BulletinCreateInput {
  title: string;
  body: string;
  category?: BulletinCategory | undefined;
  priority?: BulletinPriority | undefined;
  store_id?: number | null | undefined;
  is_pinned?: boolean | undefined;
  is_active?: boolean | undefined;
  publish_start?: string | undefined;
  publish_end?: string | undefined;
  files?: readonly Blob[] | undefined;
}

export interface BulletinUpdateInput extends BulletinCreateInput {
  /** Ids of existing attachments to delete. */
  remove_files?: readonly (number | string)[] | undefined;
}

type BulletinFieldValue = string | number | boolean | null | undefined;

function appendField(formData: FormData, name: string, value: BulletinFieldValue): void {
  // Unset fields are left out: the server keeps the current value on update and applies defaults on create.
  if (value === undefined || value === null || value === '') return;
  if (typeof value === 'boolean') formData.append(name, value ? '1' : '0');
  else if (typeof value === 'string' && name.startsWith('publish_'))
    formData.append(name, toServerDateTime(value));
  else formData.append(name, String(value));
}

function appendPost(formData: FormData, input: BulletinCreateInput): void {
  const { files = [], ...fields } = input;
  for (const [name, value] of Object.entries(fields)) {
    if (name === 'remove_files') continue;
    appendField(formData, name, value as BulletinFieldValue);
  }
  for (const file of files) formData.append('files[]', file);
}

/** Multipart body of POST /bulletin-board/posts: booleans as '1'/'0', publish dates in server format, files[]. */
export function toBulletinFormData(input: BulletinCreateInput): FormData {
  const formData = new FormData();
  appendPost(formData, input);
  return formData;
}

/** Multipart body of POST /bulletin-board/posts/{id}: as for create, plus `_method` PUT and remove_files[]. */
export function toBulletinUpdateFormData(input: BulletinUpdateInput): FormData {
  const formData = new FormData();
  formData.append('_method', 'PUT');
  appendPost(formData, input);
  for (const id of input.remove_files ?? []) formData.append('remove_files[]', String(id));
  return formData;
}
