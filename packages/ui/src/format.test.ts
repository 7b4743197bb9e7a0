import { describe, expect, it } from 'vitest';
import { formatCardUid, formatNumber, formatRate, formatSigned } from './format.ts';

describe('formatCardUid', () => {
  it('when the server masked the UID to its last 4, then it reads as •••• and the 4', () => {
    expect(formatCardUid('**********E5F6')).toBe('•••• E5F6');
    expect(formatCardUid('************0001')).toBe('•••• 0001');
  });

  it('when the UID is whole (an admin in the card registry), then it is shown as it is', () => {
    expect(formatCardUid('04A1B2C3D4E5F6')).toBe('04A1B2C3D4E5F6');
  });
});

describe('formatNumber, formatRate and formatSigned', () => {
  it('when decimals are asked for, then each call gets its own, though the formats are kept', () => {
    expect(formatNumber(1234.56)).toBe('1,235');
    expect(formatNumber(1234.56, { maximumFractionDigits: 1 })).toBe('1,234.6');
    expect(formatNumber(3, { minimumFractionDigits: 1, maximumFractionDigits: 1 })).toBe('3.0');
    // The first format asked for again, after the others: not the last one made.
    expect(formatNumber(1234.56)).toBe('1,235');
    expect(formatNumber(0.25, { maximumFractionDigits: 2 })).toBe('0.25');
  });

  it('when a rate in percent is written, then it has one decimal at most and its sign', () => {
    expect(formatRate(85.64)).toBe('85.6%');
    expect(formatRate(100)).toBe('100%');
    expect(formatRate(0)).toBe('0%');
  });

  it('when a change is written, then it carries +, the true minus sign or ±, with the decimals asked for', () => {
    expect(formatSigned(1200)).toBe('+1,200');
    expect(formatSigned(-3.45, { maximumFractionDigits: 1 })).toBe('−3.5');
    expect(formatSigned(2, { minimumFractionDigits: 1, maximumFractionDigits: 1 })).toBe('+2.0');
    expect(formatSigned(0)).toBe('±0');
  });
});
