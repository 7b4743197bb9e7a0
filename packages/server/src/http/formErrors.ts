import type { z } from 'zod';
import { ApiError, type FieldErrors } from './envelope.ts';
import { serverMessages } from './messages.ts';

/** Laravel-style field errors from a failed zod parse: the form schema's own Japanese messages. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    const list = errors[field] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    errors[field] = list;
  }
  return errors;
}

export const validationFailed = (fieldErrors: FieldErrors) =>
  new ApiError(422, 'VALIDATION_ERROR', serverMessages.validationFailed, { fieldErrors });

/** Parses with one of the client's form schemas; the same messages come back as a 422 when it fails. */
export function parseForm<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationFailed(zodFieldErrors(result.error));
  return result.data;
}
