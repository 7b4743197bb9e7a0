import { describe, expect, it } from 'vitest';
import { customersCsv } from '../src/modules/customers/csv.ts';
import type { CustomerDetailRow } from '../src/modules/customers/repository.ts';

const NOW = new Date('2026-11-22T01:00:00.000Z');

const row = (patch: Partial<CustomerDetailRow>): CustomerDetailRow => ({
  id: 1,
  store_id: 1,
  store_name: '渋谷校',
  member_number: '100039',
  family_name: '山田',
  given_name: '花子',
  family_name_kana: 'ヤマダ',
  given_name_kana: 'ハナコ',
  birth_date: '1990-04-01',
  gender: 'female',
  phone: null,
  mobile: '080-9876-5432',
  email: null,
  photo_path: null,
  status: 'active',
  status_changed_on: null,
  joined_on: '2026-11-22',
  grade_id: null,
  grade_name: null,
  programs: null,
  last_visit_at: null,
  postal_code: null,
  prefecture: null,
  city: null,
  street_address: null,
  building: null,
  guardian_name: null,
  guardian_name_kana: null,
  guardian_relationship: null,
  guardian_phone: null,
  memo: null,
  notes: null,
  pre_registration_id: null,
  created_at: NOW,
  updated_at: NOW,
  ...patch,
});

/** The cells of a CSV as a spreadsheet reads them (RFC 4180: quoted fields, doubled quotes, CRLF rows). */
function cells(csv: string): string[][] {
  const rows: string[][] = [];
  let current: string[] = [];
  let cell = '';
  let quoted = false;
  const text = csv.replace(/^\uFEFF/, '');
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] as string;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      current.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      current.push(cell);
      rows.push(current);
      current = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  return rows;
}

/** The guardian's name and the e-mail cell of one exported customer, as the spreadsheet sees them. */
function exported(value: string) {
  const [, line] = cells(customersCsv([row({ guardian_name: value, email: value })], NOW));
  return { guardian: line?.[11], email: line?.[8] };
}

describe('customer CSV export and spreadsheet formulas', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","詳細")'],
    ['+1+cmd|"/c calc"!A1'],
    ['-1+HYPERLINK("http://evil.example","詳細")'],
    ['-2+3'],
    ['@SUM(A1:A9)'],
    ['\t=1+1'],
    ['\r=1+1'],
    ['\n=1+1'],
    ['＝HYPERLINK("http://evil.example")'],
    ['＋1+1'],
    ['－1+1'],
    ['＠SUM(A1)'],
    [' =1+1'],
    ['　-1+HYPERLINK("http://evil.example")'],
    [' \t @SUM(A1)'],
  ])('when a cell starts like a formula (%j), then it is exported as text behind an apostrophe', (value) => {
    expect(exported(value)).toEqual({ guardian: `'${value}`, email: `'${value}` });
  });

  it('when a cell holds a negative number, then it is exported as text too (no column is signed)', () => {
    expect(exported('-5')).toEqual({ guardian: "'-5", email: "'-5" });
  });

  it.each([['山田 太郎'], ['a=b@example.jp'], ['090-1234-5678'], ['100039'], [' 山田'], ['ＡＢＣ－１']])(
    'when a cell is ordinary text (%j), then it is exported unchanged',
    (value) => {
      expect(exported(value)).toEqual({ guardian: value, email: value });
    },
  );

  it('when every column of a customer starts like a formula, then no cell of the row can run', () => {
    const evil = '-1+HYPERLINK("http://evil.example")';
    const csv = customersCsv(
      [
        row({
          member_number: evil,
          family_name: evil,
          given_name: evil,
          family_name_kana: evil,
          given_name_kana: evil,
          phone: evil,
          mobile: evil,
          email: evil,
          postal_code: evil,
          prefecture: evil,
          city: evil,
          street_address: evil,
          building: evil,
          guardian_name: evil,
          grade_name: evil,
          programs: [evil, evil],
        }),
      ],
      NOW,
    );
    const [, line] = cells(csv);
    for (const cell of line ?? []) expect(cell).not.toMatch(/^\s*[=+\-@＝＋－＠]/);
  });
});
