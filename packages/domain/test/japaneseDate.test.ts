import { describe, expect, it } from 'vitest';
import { excelSerialToDate, parseJapaneseDate } from '../src/japaneseDate.ts';

describe('parseJapaneseDate', () => {
  it.each([
    ['令和5年4月1日', '2023-04-01'],
    ['令和元年5月1日', '2019-05-01'],
    ['R5.4.1', '2023-04-01'],
    ['r5.4.1', '2023-04-01'],
    ['Ｒ５．４．１', '2023-04-01'],
    ['R05/04/01', '2023-04-01'],
    ['H31.4.30', '2019-04-30'],
    ['平成31年4月30日', '2019-04-30'],
    ['平成元年1月8日', '1989-01-08'],
    ['㍻元年1月8日', '1989-01-08'],
    ['S60.1.1', '1985-01-01'],
    ['昭和64年1月7日', '1989-01-07'],
    ['T15.12.24', '1926-12-24'],
    ['M45.7.29', '1912-07-29'],
    ['2023/4/1', '2023-04-01'],
    ['2023/04/01 0:00', '2023-04-01'],
    ['2023/4/1 00:00:00', '2023-04-01'],
    ['2023-04-01', '2023-04-01'],
    ['2023.4.1', '2023-04-01'],
    ['2023年4月1日', '2023-04-01'],
    ['２０２３年４月１日', '2023-04-01'],
    ['20230401', '2023-04-01'],
    [' 2023/4/1 ', '2023-04-01'],
    ['45017', '2023-04-01'],
    ['45017.5', '2023-04-01'],
  ])('when %s is read, then it is %s', (text, iso) => {
    expect(parseJapaneseDate(text)).toBe(iso);
  });

  it.each([
    ['平成31年5月1日', 'after Heisei ended (that day is 令和元年)'],
    ['H31.5.1', 'after Heisei ended'],
    ['令和元年4月30日', 'before Reiwa began'],
    ['昭和64年1月8日', 'after Showa ended'],
    ['R0.4.1', 'year 0 of an era'],
    ['2023/2/29', 'no 29 February in 2023'],
    ['2023/13/1', 'no 13th month'],
    ['2023-4-31', 'no 31 April'],
    ['X5.4.1', 'no such era'],
    ['令和5年', 'no month and day'],
    ['', 'empty'],
    ['=1+1', 'a formula'],
    ['60', "Excel's phantom 29 February 1900"],
    ['0', 'before Excel day 1'],
    ['abc', 'text'],
  ])('when %s is read, then it is no date (%s)', (text) => {
    expect(parseJapaneseDate(text)).toBeNull();
  });

  it('when a leap day of a leap year is given, then it is read', () => {
    expect(parseJapaneseDate('R6.2.29')).toBe('2024-02-29');
    expect(parseJapaneseDate('令和5年2月29日')).toBeNull();
  });
});

describe('excelSerialToDate', () => {
  it.each([
    [1, '1900-01-01'],
    [59, '1900-02-28'],
    [61, '1900-03-01'],
    [25569, '1970-01-01'],
    [36526, '2000-01-01'],
    [45017, '2023-04-01'],
    [45017.99, '2023-04-01'],
  ])('when serial %d is read, then it is %s (as Excel shows it)', (serial, iso) => {
    expect(excelSerialToDate(serial)).toBe(iso);
    expect(parseJapaneseDate(serial)).toBe(iso);
  });

  it('when the serial is out of range or not a number, then null', () => {
    for (const value of [0, -1, 60, Number.NaN, Number.POSITIVE_INFINITY, 3_000_000]) {
      expect(excelSerialToDate(value)).toBeNull();
    }
  });
});
