import { ageInTokyo } from '@kayoi/domain/calendar';
import { customerStatusLabels, genderLabels } from '@kayoi/domain/labels';
import type { CustomerDetailRow } from './repository.ts';

const BOM = '\uFEFF';

/**
 * What a spreadsheet may run as a formula: a cell whose first character, after any whitespace, is = + - @
 * (or the full-width ＝＋－＠ that Excel in Japan normalises), or that starts with a tab or line break.
 */
const FORMULA_LEAD = /^(?:[\t\r\n]|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/;

/**
 * RFC 4180 field: quoted when it holds a comma, quote or line break. A cell a spreadsheet would read as a
 * formula gets a leading apostrophe, so it shows as the text it is (`-1+HYPERLINK(…)` included). Negative
 * numbers would be prefixed too; the export has no signed column (member numbers, ages, dates).
 */
function field(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_LEAD.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const CSV_HEADER = [
  '会員番号',
  '氏名',
  'フリガナ',
  '生年月日',
  '年齢',
  '性別',
  '電話番号',
  '携帯電話番号',
  'メールアドレス',
  '郵便番号',
  '住所',
  '保護者氏名',
  'ステータス',
  '入会日',
  '級',
  'プログラム',
];

/** The export as Excel in Japan opens it: UTF-8 with a byte order mark, CRLF line ends. */
export function customersCsv(rows: readonly CustomerDetailRow[], now: Date): string {
  const lines = [CSV_HEADER.map(field).join(',')];
  for (const row of rows) {
    const address = [row.prefecture, row.city, row.street_address].filter(Boolean).join('');
    lines.push(
      [
        row.member_number,
        `${row.family_name} ${row.given_name}`,
        `${row.family_name_kana} ${row.given_name_kana}`,
        row.birth_date,
        row.birth_date ? ageInTokyo(row.birth_date, now) : null,
        row.gender ? genderLabels[row.gender] : null,
        row.phone,
        row.mobile,
        row.email,
        row.postal_code,
        [address, row.building].filter(Boolean).join(' '),
        row.guardian_name,
        customerStatusLabels[row.status],
        row.joined_on,
        row.grade_name,
        (row.programs ?? []).join('・'),
      ]
        .map(field)
        .join(','),
    );
  }
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
