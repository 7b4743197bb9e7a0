import { isApiError } from '@kayoi/api-client';
import { useToast } from '@kayoi/ui';
import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { afterPress, followPresses } from './afterPress.ts';
import { formMessages, invalidCountText } from './messages.ts';

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

/**
 * Takes the user to the first field the form marks invalid: focused and scrolled to the middle of the window
 * (not under the sticky top bar, not left at the foot of the page where 保存 was pressed). Called once the
 * messages are in the page (a layout effect), so nothing the user does after the press is taken over by a late
 * focus move.
 */
function focusFirstInvalid(form: HTMLElement | null) {
  const target = form?.querySelector<HTMLElement>(INVALID);
  if (!target) return;
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'center' });
}

/** Two values of a field are the same (a file by identity, lists and records by content). */
function same(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (a instanceof Blob || b instanceof Blob) return false;
  return JSON.stringify(a) === JSON.stringify(b);
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
  /**
   * Judges the whole form: the parsed values, or null with every message shown, the first field focused and
   * scrolled into view, and a toast saying how many fields to check (every form alike).
   */
  validate(): Out | null;
  /** The values differ from those the form opened with (or last saved). */
  isDirty: boolean;
  /** The same, read at the moment of asking (a navigation guard asks outside React's render). */
  hasChanges(): boolean;
  /** The values as they are now count as saved: nothing to warn about when the page is left. */
  markSaved(): void;
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
 * The messages showing, with those of `fields` replaced by the schema's: a field's own message and those of its
 * parts (time_slots.0.end_time under time_slots).
 */
function withMessagesOf(current: FieldErrors, all: FieldErrors, fields: string[]): FieldErrors {
  const owns = (key: string, name: string) => key === name || key.startsWith(`${name}.`);
  const updated = { ...current };
  for (const name of fields) {
    for (const key of Object.keys(updated)) if (owns(key, name)) delete updated[key];
    for (const [key, message] of Object.entries(all)) if (owns(key, name)) updated[key] = message;
  }
  return updated;
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
  const toast = useToast();
  // The latest values, so several changes in one event build on each other.
  const latest = useRef(values);
  // What "unchanged" means: the values the form opened with, or those last saved.
  const baseline = useRef(values);
  // A render when the baseline moves (values changing make their own).
  const [, setSavedCount] = useState(0);
  useEffect(followPresses, []);
  // Fields whose message is showing (or was judged): their message follows every change.
  const judged = useRef(new Set<string>());
  // A refused send's messages take the user to the first of them in the commit that draws them: a frame later
  // (requestAnimationFrame) could move focus out of a field the user has started typing into since.
  const focusInvalid = useRef(false);
  useLayoutEffect(() => {
    if (!focusInvalid.current) return;
    focusInvalid.current = false;
    focusFirstInvalid(formRef.current);
  }, [errors]);

  const judge = useCallback(
    (next: V, names: Iterable<string>) => {
      const fields = [...names];
      if (fields.length === 0) return;
      const result = schema.safeParse(next);
      const all = result.success ? {} : firstErrors(result.error);
      setErrors((current) => withMessagesOf(current, all, fields));
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
      // Left by a press (保存, another field): its message shows once the press is over, so nothing the
      // press aimed at moves away under the pointer.
      afterPress(() => judge(latest.current, [name]));
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
    const found = firstErrors(result.error);
    focusInvalid.current = true;
    setErrors(found);
    toast.error(formMessages.invalid, invalidCountText(Object.keys(found).length));
    return null;
  }, [schema, toast]);

  const showServerErrors = useCallback((fieldErrors: Record<string, string[]>) => {
    const mapped = serverFieldErrors(fieldErrors);
    for (const name of Object.keys(mapped)) judged.current.add(name.split('.')[0] ?? name);
    focusInvalid.current = true;
    setErrors(mapped);
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
      baseline.current = next;
      commit(next);
    },
    [commit],
  );

  const hasChanges = useCallback(() => {
    const now = latest.current;
    const then = baseline.current;
    return Object.keys({ ...then, ...now }).some((key) => !same(now[key], then[key]));
  }, []);
  const markSaved = useCallback(() => {
    baseline.current = latest.current;
    setSavedCount((n) => n + 1);
  }, []);
  const isDirty = hasChanges();

  return {
    values,
    errors,
    formRef,
    set,
    patch,
    touch,
    validate,
    isDirty,
    hasChanges,
    markSaved,
    showServerErrors,
    refused,
    reset,
    text,
  };
}
