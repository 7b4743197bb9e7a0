import { memberImportMessages as m } from '@kayoi/domain/messages';
import type { LineResult } from './use-cases.ts';

/** Excel in Japan reads a CSV as UTF-8 only behind a byte order mark; the route puts it in front. */
export const BOM = '\uFEFF';

/** What a spreadsheet may run as a formula (the customer export's rule): = + - @, their full-width forms, or a leading tab or line break. */
const FORMULA_LEAD = /^(?:[\t\r\n]|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/;

function field(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (FORMULA_LEAD.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const REPORT_HEADER = ['行', '結果', '会員番号', '氏名', '内容'];

/** Every line and its outcome (CRLF, formulas neutralised); kept without the BOM, which the download adds. */
export function importReportCsv(results: readonly LineResult[]): string {
  const lines = [REPORT_HEADER.join(',')];
  for (const result of results) {
    const messages = [...Object.values(result.errors).flat(), ...result.follow_ups].join(' / ');
    lines.push(
      [result.line, m.outcomeLabels[result.outcome], result.member_number, result.name, messages]
        .map(field)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
