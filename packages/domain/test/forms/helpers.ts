import { expect, it } from 'vitest';
import type { z } from 'zod';

/** Every issue's message grouped by its dotted path ('' for the root); {} when the input is valid. */
export function issuesByPath(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const issues: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    issues[path] = [...(issues[path] ?? []), issue.message];
  }
  return issues;
}

export interface Rejection {
  when: string;
  patch: Record<string, unknown>;
  path: string;
  /** The exact messages on `path`, in order; no other path may report anything. */
  messages: readonly string[];
}

export interface Acceptance {
  when: string;
  patch: Record<string, unknown>;
  /** Parsed values the output must contain (normalised, coerced, defaulted). */
  output?: Record<string, unknown>;
}

/** One test per row: `valid` with `patch` applied fails with exactly the row's messages on the row's path. */
export function itRejects(
  schema: z.ZodType,
  valid: Record<string, unknown>,
  rows: readonly Rejection[],
): void {
  for (const { when, patch, path, messages } of rows) {
    it(`when ${when}, then ${path} is rejected with ${messages.map((message) => `'${message}'`).join(' and ')}`, () => {
      expect(issuesByPath(schema, { ...valid, ...patch })).toEqual({ [path]: messages });
    });
  }
}

/** One test per row: `valid` with `patch` applied parses, and the output contains the row's values. */
export function itAccepts(
  schema: z.ZodType,
  valid: Record<string, unknown>,
  rows: readonly Acceptance[],
): void {
  for (const { when, patch, output } of rows) {
    it(`when ${when}, then it is accepted`, () => {
      const input = { ...valid, ...patch };
      expect(issuesByPath(schema, input)).toEqual({});
      if (output) expect(schema.parse(input)).toMatchObject(output);
    });
  }
}
