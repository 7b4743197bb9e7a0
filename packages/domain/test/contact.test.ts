import { describe, expect, it } from 'vitest';
import { normalizePhone, normalizePostalCode } from '../src/contact.ts';

describe('normalizePhone', () => {
  it.each([
    ['03(3421)8888', '03-3421-8888'],
    ['(03)3421-8888', '03-3421-8888'],
    ['（０３）３４２１－８８８８', '03-3421-8888'],
    ['０３－３４２１－８８８８', '03-3421-8888'],
    ['03 3421 8888', '03-3421-8888'],
    ['03　3421　8888', '03-3421-8888'],
    ['03ー3421ー8888', '03-3421-8888'],
    ['03−3421−8888', '03-3421-8888'],
    ['090-1234-5678', '090-1234-5678'],
    ['09012345678', '09012345678'],
    [' 045(123)4567 ', '045-123-4567'],
    ['+81 3 3421 8888', '03-3421-8888'],
    ['+81(0)3-3421-8888', '03-3421-8888'],
  ])('when %s is written, then it is kept as %s', (typed, stored) => {
    expect(normalizePhone(typed)).toBe(stored);
    expect(normalizePhone(stored)).toBe(stored);
  });

  it('when the text is not a phone number, then it comes back half-width only, for the form to refuse', () => {
    expect(normalizePhone('ＴＥＬ：０３')).toBe('TEL:03');
    expect(normalizePhone('03-3421-8888（自宅）')).toBe('03-3421-8888(自宅)');
    expect(normalizePhone('')).toBe('');
  });
});

describe('normalizePostalCode', () => {
  it.each([
    ['1540004', '154-0004'],
    ['154-0004', '154-0004'],
    ['〒1540004', '154-0004'],
    ['〒154-0004', '154-0004'],
    ['１５４－０００４', '154-0004'],
    ['154 0004', '154-0004'],
    ['154ー0004', '154-0004'],
    [' 154−0004 ', '154-0004'],
  ])('when %s is written, then it is kept as %s', (typed, stored) => {
    expect(normalizePostalCode(typed)).toBe(stored);
    expect(normalizePostalCode(stored)).toBe(stored);
  });

  it('when the text is not a postal code, then it comes back half-width only, for the form to refuse', () => {
    expect(normalizePostalCode('15-0043')).toBe('15-0043');
    expect(normalizePostalCode('１２３４')).toBe('1234');
    expect(normalizePostalCode('')).toBe('');
  });
});
