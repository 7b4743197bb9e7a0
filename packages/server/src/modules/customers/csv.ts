import { ageInTokyo } from '@kayoi/domain/calendar';
import { customerStatusLabels, genderLabels } from '@kayoi/domain/labels';
import { csvDocument, csvField } from '../../http/csv.ts';
import type { CustomerDetailRow } from './repository.ts';

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
  const lines = [CSV_HEADER.map(csvField).join(',')];
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
        .map((value) => csvField(value === null || value === undefined ? value : String(value)))
        .join(','),
    );
  }
  return csvDocument(lines);
}
