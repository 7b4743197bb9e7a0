import { isValidIsoDate } from './calendar.ts';

// Dates as people and spreadsheets in Japan write them: 和暦 (令和5年4月1日, R5.4.1, H31.4.30, S60.1.1,
// 平成元年1月8日, ㍻), Western (2023/4/1, 2023-04-01, 2023年4月1日, 20230401) and Excel's serial numbers.

/** The eras since the Gregorian calendar, each with its first day and the Western year of its 元年. */
const ERAS = [
  { names: ['令和', 'R'], first: '2019-05-01', base: 2019 },
  { names: ['平成', 'H'], first: '1989-01-08', base: 1989 },
  { names: ['昭和', 'S'], first: '1926-12-25', base: 1926 },
  { names: ['大正', 'T'], first: '1912-07-30', base: 1912 },
  { names: ['明治', 'M'], first: '1873-01-01', base: 1868 },
] as const;

const ERA_BY_NAME = new Map<string, (typeof ERAS)[number]>(
  ERAS.flatMap((era) => era.names.map((name) => [name, era] as const)),
);

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Excel's day 0 is 1899-12-30 for every serial after its phantom 1900-02-29 (serial 60). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const EXCEL_SERIAL_MAX = 2_958_465; // 9999-12-31

/** An Excel serial date (1 = 1900-01-01; a time of day in the fraction is dropped), or null. */
export function excelSerialToDate(serial: number): string | null {
  if (!Number.isFinite(serial) || serial < 1 || serial > EXCEL_SERIAL_MAX) return null;
  const days = Math.floor(serial);
  // Serial 60 is the 29th of February 1900 Excel believes in (Lotus 1-2-3's leap year); it is no date.
  if (days === 60) return null;
  const shifted = days < 60 ? days + 1 : days;
  const date = new Date(EXCEL_EPOCH_MS + shifted * 86_400_000);
  const iso = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  return isValidIsoDate(iso) ? iso : null;
}

const WESTERN = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?$/;
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;
const SERIAL = /^\d{1,7}(\.\d+)?$/;
const JAPANESE = /^(令和|平成|昭和|大正|明治|[RHSTM])(元|\d{1,2})[年./-](\d{1,2})[月./-](\d{1,2})日?$/;
/** A time after the date, as Excel's CSV writes date cells ('2023/4/1 0:00', '2023/04/01 00:00:00'). */
const TRAILING_TIME = /\s+\d{1,2}:\d{2}(:\d{2})?$/;

function checked(year: number, month: number, day: number): string | null {
  const iso = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
  return isValidIsoDate(iso) ? iso : null;
}

/**
 * 'YYYY-MM-DD' from a date as written in a Japanese spreadsheet, or null when it is none. A Japanese date
 * must fall within its era (平成31年4月30日 is, 平成31年5月1日 is not: that day is 令和元年5月1日); full-width digits
 * and the one-character era signs (㍻, ㋿) are read like their plain forms. A number, or a string of up to 7
 * digits, is an Excel serial date (45017 = 2023-04-01); 8 digits are YYYYMMDD.
 */
export function parseJapaneseDate(input: string | number): string | null {
  if (typeof input === 'number') return excelSerialToDate(input);
  const text = input.normalize('NFKC').replace(TRAILING_TIME, '').replace(/\s+/g, '').toUpperCase();
  if (text === '') return null;
  let match = WESTERN.exec(text);
  if (match) return checked(Number(match[1]), Number(match[2]), Number(match[3]));
  match = COMPACT.exec(text);
  if (match) return checked(Number(match[1]), Number(match[2]), Number(match[3]));
  if (SERIAL.test(text)) return excelSerialToDate(Number(text));
  match = JAPANESE.exec(text);
  if (!match) return null;
  const era = ERA_BY_NAME.get(match[1] as string);
  if (!era) return null;
  const yearOfEra = match[2] === '元' ? 1 : Number(match[2]);
  if (yearOfEra < 1) return null;
  const iso = checked(era.base + yearOfEra - 1, Number(match[3]), Number(match[4]));
  if (!iso || iso < era.first) return null;
  // Within the era: before the next one began.
  const next = ERAS[ERAS.indexOf(era) - 1];
  if (next && iso >= next.first) return null;
  return iso;
}
