import { describe, expect, it } from 'vitest';
import { ageRangeLabel } from '../src/labels.ts';

describe('a program’s age range', () => {
  it.each([
    [{ min_age: 3, max_age: 6 }, '3〜6歳'],
    [{ min_age: 16, max_age: null }, '16歳以上'],
    [{ min_age: null, max_age: 6 }, '6歳以下'],
    [{ min_age: 4, max_age: 4 }, '4歳'],
    [{ min_age: 0, max_age: null }, '0歳以上'],
    [{ min_age: null, max_age: null }, '指定なし'],
  ])('when the range is %o, then it reads %s', (range, label) => {
    expect(ageRangeLabel(range)).toBe(label);
  });
});
