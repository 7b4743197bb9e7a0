/**
 * Text the database cannot keep: PostgreSQL refuses U+0000 in text (and in jsonb) with an error, and a lone
 * UTF-16 surrogate is not Unicode at all (the driver would store it as U+FFFD, silently changing it). Other
 * control characters are stored as sent; tabs and line breaks are ordinary in notes.
 */
export const isUnstorableText = (text: string): boolean => text.includes('\u0000') || !text.isWellFormed();

/**
 * The JSON-pointer path (`/time_slots/0/start_time`) of the first string in `value` the database cannot keep,
 * or of the object holding such a key; null when there is none. Iterative, so no nesting depth overflows it.
 */
export function findUnstorableText(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      if (isUnstorableText(item)) return path;
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item)) {
        if (isUnstorableText(key)) return path;
        pending.push([child, `${path}/${key}`]);
      }
    }
  }
  return null;
}
