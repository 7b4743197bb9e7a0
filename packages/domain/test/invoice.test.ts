import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  corporateNumberCheckDigit,
  isValidRegistrationNumber,
  normalizeRegistrationNumber,
} from '../src/invoice.ts';

describe('invoice registration numbers (適格請求書発行事業者登録番号)', () => {
  it.each([
    // The National Tax Agency's worked example: 基礎番号 123456789012 has check digit 7.
    ['T7123456789012'],
    // Corporate numbers as published (法人番号公表サイト).
    ['T4011001098993'],
    ['T2120901007402'],
  ])('when %s is checked, then it is valid', (number) => {
    expect(isValidRegistrationNumber(number)).toBe(true);
  });

  it.each([
    ['a wrong check digit', 'T8123456789012'],
    ['12 digits', 'T712345678901'],
    ['14 digits', 'T71234567890123'],
    ['no T', '7123456789012'],
    ['a lower-case t (normalise first)', 't7123456789012'],
    ['letters among the digits', 'T71234567890AB'],
  ])('when it has %s, then it is invalid', (_, number) => {
    expect(isValidRegistrationNumber(number)).toBe(false);
  });

  it('when typed with full-width digits, spaces and hyphens, then it is made canonical', () => {
    expect(normalizeRegistrationNumber('ｔ７１２３−４５６７ ８９０１２')).toBe('T7123456789012');
    expect(normalizeRegistrationNumber('T 7123-4567-8901-2')).toBe('T7123456789012');
  });

  it('when any single digit of a valid number changes, then the check digit catches it', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{12}$/),
        fc.integer({ min: 0, max: 11 }),
        fc.integer({ min: 1, max: 9 }),
        (base, position, shift) => {
          const valid = `T${corporateNumberCheckDigit(base)}${base}`;
          expect(isValidRegistrationNumber(valid)).toBe(true);
          const digit = (Number(base[position]) + shift) % 10;
          const changed = `${base.slice(0, position)}${digit}${base.slice(position + 1)}`;
          // A digit weighted 1 moves the sum by `shift`, one weighted 2 by 2 × shift: only a multiple of 9 hides.
          const weight = (12 - position) % 2 === 1 ? 1 : 2;
          const hidden = ((digit - Number(base[position])) * weight) % 9 === 0;
          expect(isValidRegistrationNumber(`T${corporateNumberCheckDigit(base)}${changed}`)).toBe(hidden);
        },
      ),
    );
  });

  it('when the check digit is computed, then it is always 1 to 9', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{12}$/), (base) => {
        const digit = corporateNumberCheckDigit(base);
        expect(digit).toBeGreaterThanOrEqual(1);
        expect(digit).toBeLessThanOrEqual(9);
      }),
    );
  });
});
