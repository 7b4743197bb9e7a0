import { describe, expect, it } from 'vitest';
import { ageOn, createRandom, gradeLevelFor } from '../src/demo/index.ts';

// The demo generators read Tokyo's calendar, whatever the machine's time zone (the server's demo and the
// Storybook school are made in Node, which may run in UTC).

describe('ageOn', () => {
  it('when the birthday has come in Tokyo but not yet in UTC, then it counts', () => {
    const birth = Date.parse('2016-11-21T00:00:00+09:00');
    // 08:30 on 21 November in Tokyo is still the 20th in UTC.
    expect(ageOn(birth, Date.parse('2026-11-21T08:30:00+09:00'))).toBe(10);
    expect(ageOn(birth, Date.parse('2026-11-20T23:59:00+09:00'))).toBe(9);
  });

  it('when born on 29 February, then a year is added on 1 March in other years', () => {
    const birth = Date.parse('2016-02-29T00:00:00+09:00');
    expect(ageOn(birth, Date.parse('2025-02-28T12:00:00+09:00'))).toBe(8);
    expect(ageOn(birth, Date.parse('2025-03-01T12:00:00+09:00'))).toBe(9);
  });
});

describe('gradeLevelFor', () => {
  it('when the same member is graded twice, then the grade is the same and fits the age', () => {
    const options = {
      birth: new Date('2018-05-10T00:00:00+09:00'),
      joined: new Date('2022-04-01T00:00:00+09:00'),
      today: new Date('2026-11-21T00:00:00+09:00'),
      athlete: false,
    };
    const first = gradeLevelFor(createRandom(7), options);
    expect(gradeLevelFor(createRandom(7), options)).toBe(first);
    // 8 years old: at most 19 grades up (3 a year from 3).
    expect(first).toBeGreaterThanOrEqual(1);
    expect(first).toBeLessThanOrEqual(19);
  });
});
