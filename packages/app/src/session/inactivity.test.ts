import { SESSION_TIMEOUT_MS } from '@kayoi/domain/constants';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_DEBOUNCE_MS, createActivityClock, nextCheckIn, sessionState } from './inactivity.ts';

const MINUTE = 60_000;
const start = Date.parse('2026-11-22T09:00:00+09:00');

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('sessionState', () => {
  it.each([
    ['just after activity', 0, 'active'],
    ['11 h 29 min later', 11 * 60 + 29, 'active'],
    ['exactly 30 min before the end', 11 * 60 + 30, 'warning'],
    ['11 h 57 min later', 11 * 60 + 57, 'warning'],
    ['exactly 2 min before the end', 11 * 60 + 58, 'final'],
    ['12 h later', 12 * 60, 'expired'],
    ['13 h later', 13 * 60, 'expired'],
  ])('when it is %s, then the phase is %s', (_, minutes, phase) => {
    expect(sessionState(start, start + minutes * MINUTE).phase).toBe(phase);
  });

  it('when 10 minutes are left, then the countdown says so', () => {
    expect(sessionState(start, start + SESSION_TIMEOUT_MS - 10 * MINUTE).remainingMs).toBe(10 * MINUTE);
  });
});

describe('nextCheckIn', () => {
  it('when a countdown shows, then it ticks every second', () => {
    expect(nextCheckIn({ phase: 'warning', remainingMs: 20 * MINUTE })).toBe(1_000);
  });
  it('when the warning is far away, then the next look is in 30 s', () => {
    expect(nextCheckIn({ phase: 'active', remainingMs: 5 * 60 * MINUTE })).toBe(30_000);
  });
  it('when the warning is 10 s away, then the next look is right then', () => {
    expect(nextCheckIn({ phase: 'active', remainingMs: 30 * MINUTE + 10_000 })).toBe(10_000);
  });
});

describe('activity clock', () => {
  it('when activity comes within a second of the last, then it is ignored', () => {
    let now = start;
    const activity = createActivityClock(memoryStorage(), () => now);
    expect(activity.touch()).toBe(true);
    now += ACTIVITY_DEBOUNCE_MS - 1;
    expect(activity.touch()).toBe(false);
    expect(activity.lastActivityAt()).toBe(start);
    now += 1;
    expect(activity.touch()).toBe(true);
    expect(activity.lastActivityAt()).toBe(start + ACTIVITY_DEBOUNCE_MS);
  });

  it('when another tab was active later, then that time counts here too', () => {
    const storage = memoryStorage();
    const here = createActivityClock(storage, () => start);
    const there = createActivityClock(storage, () => start + 5 * MINUTE);
    here.touch();
    there.touch();
    expect(here.lastActivityAt()).toBe(start + 5 * MINUTE);
  });
});
