import { ageInTokyo } from '@kayoi/domain/calendar';
import { GRADE_NAMES, highestLevelForAge } from '@kayoi/domain/demo';
import { describe, expect, it } from 'vitest';
import { createFixtureStore } from '../../src/msw/index.ts';

// The mock server's people are what Storybook shows designers and reviewers: as plausible as the server's demo
// (packages/server/test/demo.test.ts checks that one).

const NOW = new Date('2026-11-21T10:00:00+09:00');
const fixtures = createFixtureStore({ now: NOW });
const DAY_MS = 86_400_000;

describe('the fixtures’ people', () => {
  it('when generated, then nobody joined before they were about 6 months old', () => {
    const tooYoung = fixtures.customers.filter(
      (c) => c.joined_at - Date.parse(`${c.birth_date}T00:00:00+09:00`) < 150 * DAY_MS,
    );
    expect(tooYoung.map((c) => c.id)).toEqual([]);
  });

  it('when generated, then grades fit the age: none before 3, at most about three a year of age', () => {
    const graded = fixtures.customers.filter((c) => c.profile?.grade_level);
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
    const names = fixtures.customers.map((c) => `${c.family_name} ${c.given_name}`);
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((name) => fixtures.staff.some((s) => s.name === name))).toEqual([]);
  });

  it('when generated, then mobiles run on 090/080/070 and landlines on the store’s area code; minors have a parent as guardian', () => {
    for (const c of fixtures.customers) {
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
