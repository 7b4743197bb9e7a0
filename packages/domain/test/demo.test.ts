import { describe, expect, it } from 'vitest';
import { ageInTokyo } from '../src/calendar.ts';
import {
  ageOn,
  buildSchool,
  createRandom,
  GRADE_NAMES,
  gradeLevelFor,
  highestLevelForAge,
} from '../src/demo/index.ts';

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

// The Storybook school's people are what designers and reviewers see: as plausible as the server's demo
// (packages/server/test/demo.test.ts checks that one).

const NOW = new Date('2026-11-21T10:00:00+09:00');
const school = buildSchool(NOW.getTime());
const DAY_MS = 86_400_000;

describe('the Storybook school’s people', () => {
  it('when generated, then nobody joined before they were about 6 months old', () => {
    const tooYoung = school.customers.filter(
      (c) => c.joined_at - Date.parse(`${c.birth_date}T00:00:00+09:00`) < 150 * DAY_MS,
    );
    expect(tooYoung.map((c) => c.id)).toEqual([]);
  });

  it('when generated, then grades fit the age: none before 3, at most about three a year of age', () => {
    const graded = school.customers.filter((c) => c.profile?.grade_level);
    expect(graded.length).toBeGreaterThan(50);
    const implausible = graded.filter((c) => {
      const age = ageInTokyo(c.birth_date, NOW) ?? 0;
      return (c.profile?.grade_level ?? 0) > highestLevelForAge(age);
    });
    expect(
      implausible.map((c) => `${c.id} ${c.birth_date} ${GRADE_NAMES[(c.profile?.grade_level ?? 1) - 1]}`),
    ).toEqual([]);
  });

  it('when generated, then no full name is given twice, nor a staff member’s', () => {
    const names = school.customers.map((c) => `${c.family_name} ${c.given_name}`);
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((name) => school.staff.some((s) => s.name === name))).toEqual([]);
  });

  it('when generated, then mobiles run on 090/080/070 and landlines on the store’s area code; minors have a parent as guardian', () => {
    for (const c of school.customers) {
      const profile = c.profile;
      if (!profile) continue;
      expect(profile.mobile).toMatch(/^0[789]0-\d{4}-\d{4}$/);
      if (profile.phone)
        expect(profile.phone).toMatch(c.store_id === 1 ? /^03-\d{4}-\d{4}$/ : /^045-\d{3}-\d{4}$/);
      const minor = (ageInTokyo(c.birth_date, NOW) ?? 0) < 18;
      expect(profile.guardian !== null).toBe(minor);
      if (profile.guardian) expect(profile.guardian.name.startsWith(c.family_name)).toBe(true);
    }
  });
});
