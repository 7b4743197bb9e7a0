// CSV as Excel in Japan opens it (the customer export, the reports): UTF-8 with a byte order mark, CRLF line
// ends, RFC 4180 quoting, and formula-safe text cells.

export const BOM = '\uFEFF';

/**
 * What a spreadsheet may run as a formula: a cell whose first character, after any whitespace, is = + - @
 * (or the full-width ＝＋－＠ that Excel in Japan normalises), or that starts with a tab or line break.
 */
const FORMULA_LEAD = /^(?:[\t\r\n]|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/;

/**
 * RFC 4180 field: quoted when it holds a comma, quote or line break. A text cell a spreadsheet would read as
 * a formula gets a leading apostrophe, so it shows as the text it is (`-1+HYPERLINK(…)` included). A number
 * is written as the number it is (a negative change stays a number): only text can carry a formula.
 */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = value;
  if (FORMULA_LEAD.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line of fields. */
export const csvLine = (fields: readonly (string | number | null | undefined)[]) =>
  fields.map(csvField).join(',');

/** The file: BOM, the lines joined by CRLF, a final CRLF. */
export const csvDocument = (lines: readonly string[]) => `${BOM}${lines.join('\r\n')}\r\n`;
