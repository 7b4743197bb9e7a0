import { isApiError } from '@kayoi/api-client';
import { type RefObject, useCallback, useRef, useState } from 'react';
import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

/** The first message of each field (`time_slots.0.end_time` for nested ones), in the schema's wording. */
export function firstErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** A 422's `errors` (every message of each field) as the form shows them: the first message per field. */
export function serverFieldErrors(fieldErrors: Record<string, string[]>): FieldErrors {
  return Object.fromEntries(
    Object.entries(fieldErrors).flatMap(([field, messages]) => (messages[0] ? [[field, messages[0]]] : [])),
  );
}

/** The first field the form marks invalid, in the order the page shows them. */
const INVALID =
  '[aria-invalid="true"], [data-invalid] input, [data-invalid] [role="spinbutton"], [data-invalid] button';

export function focusFirstInvalid(form: HTMLElement | null) {
  // After React has drawn the messages.
  requestAnimationFrame(() => {
    const target = form?.querySelector<HTMLElement>(INVALID);
    target?.focus();
  });
}

// Methods (not function properties): a form with more fields can stand in where fewer are read.
export interface SchemaForm<V extends Record<string, unknown>, Out> {
  values: V;
  errors: FieldErrors;
  formRef: RefObject<HTMLFormElement | null>;
  /** Sets one value; once the field showed a message, the message follows the value. */
  set<K extends keyof V>(name: K, value: V[K]): void;
  /** Sets several values (a postal code lookup filling the address). */
  patch(values: Partial<V>): void;
  /** Judges one field when the user leaves it. */
  touch(name: keyof V & string): void;
  /** Judges the whole form: the parsed values, or null with every message shown and the first field focused. */
  validate(): Out | null;
  /** Shows the server's messages (a 422) beside their fields. */
  showServerErrors(fieldErrors: Record<string, string[]>): void;
  /** After a failed send: a 422's messages go beside their fields. */
  refused(error: unknown): void;
  reset(values: V): void;
  /** A text field's props for one string value: value, change, leave (with an optional clean-up), message. */
  text(
    name: keyof V & string,
    onLeave?: (value: string) => string,
  ): {
    name: string;
    value: string;
    onChange: (value: string) => void;
    onBlur: () => void;
    errorMessage: string | undefined;
  };
}

/**
 * Form state over a zod schema from `@kayoi/api-client/forms`: the schema's Japanese messages, shown when a field
 * is left, on sending, and kept in step with the value once shown. No rule lives here; the schema (shared with
 * the server) is the rule.
 */
export function useSchemaForm<V extends Record<string, unknown>, Out>(
  schema: z.ZodType<Out>,
  initial: V | (() => V),
): SchemaForm<V, Out> {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement | null>(null);
  // The latest values, so several changes in one event build on each other.
  const latest = useRef(values);
  // Fields whose message is showing (or was judged): their message follows every change.
  const judged = useRef(new Set<string>());

  const judge = useCallback(
    (next: V, names: Iterable<string>) => {
      const fields = [...names];
      if (fields.length === 0) return;
      const result = schema.safeParse(next);
      const all = result.success ? {} : firstErrors(result.error);
      const owns = (key: string, name: string) => key === name || key.startsWith(`${name}.`);
      setErrors((current) => {
        const updated = { ...current };
        for (const name of fields) {
          // A field's own message and those of its parts (time_slots.0.end_time under time_slots).
          for (const key of Object.keys(updated)) if (owns(key, name)) delete updated[key];
          for (const [key, message] of Object.entries(all)) if (owns(key, name)) updated[key] = message;
        }
        return updated;
      });
    },
    [schema],
  );

  const commit = useCallback((next: V) => {
    latest.current = next;
    setValues(next);
  }, []);

  const set = useCallback(
    <K extends keyof V>(name: K, value: V[K]) => {
      const next = { ...latest.current, [name]: value };
      commit(next);
      if (judged.current.has(String(name))) judge(next, [String(name)]);
    },
    [commit, judge],
  );

  const patch = useCallback(
    (partial: Partial<V>) => {
      const next = { ...latest.current, ...partial };
      commit(next);
      judge(
        next,
        Object.keys(partial).filter((name) => judged.current.has(name)),
      );
    },
    [commit, judge],
  );

  const touch = useCallback(
    (name: keyof V & string) => {
      judged.current.add(name);
      judge(latest.current, [name]);
    },
    [judge],
  );

  const validate = useCallback((): Out | null => {
    const result = schema.safeParse(latest.current);
    for (const name of Object.keys(latest.current)) judged.current.add(name);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(firstErrors(result.error));
    focusFirstInvalid(formRef.current);
    return null;
  }, [schema]);

  const showServerErrors = useCallback((fieldErrors: Record<string, string[]>) => {
    const mapped = serverFieldErrors(fieldErrors);
    for (const name of Object.keys(mapped)) judged.current.add(name.split('.')[0] ?? name);
    setErrors(mapped);
    focusFirstInvalid(formRef.current);
  }, []);

  const refused = useCallback(
    (error: unknown) => {
      if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) showServerErrors(error.fieldErrors);
    },
    [showServerErrors],
  );

  const text = (name: keyof V & string, onLeave?: (value: string) => string) => ({
    name,
    value: String(values[name] ?? ''),
    onChange: (value: string) => set(name, value as V[typeof name]),
    onBlur: () => {
      if (onLeave) set(name, onLeave(String(latest.current[name] ?? '')) as V[typeof name]);
      touch(name);
    },
    errorMessage: errors[name],
  });

  const reset = useCallback(
    (next: V) => {
      judged.current.clear();
      setErrors({});
      commit(next);
    },
    [commit],
  );

  return { values, errors, formRef, set, patch, touch, validate, showServerErrors, refused, reset, text };
}
