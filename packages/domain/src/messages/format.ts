// Filling the catalogue's templates, and the server's own text before a screen's default.

/** Fills `{name}` placeholders; unknown placeholders are left as they are so a missing value is visible. */
export function formatMessage(
  template: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name];
    return value === undefined ? placeholder : String(value);
  });
}

/** The server's own message when it sent a non-blank one, else the screen's default. */
export function messageOrDefault(serverMessage: string | null | undefined, fallback: string): string {
  return serverMessage?.trim() ? serverMessage : fallback;
}
