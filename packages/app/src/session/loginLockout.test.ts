import { describe, expect, it } from 'vitest';
import { createLoginLockouts, formatUnlockTime } from './loginLockout.ts';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

describe('login lockouts kept by the form', () => {
  it('when the server locks an account for 900 s, then the form knows until when, per address, case-insensitively', () => {
    let now = Date.UTC(2026, 10, 22, 6, 0, 0);
    const lockouts = createLoginLockouts(new MemoryStorage() as unknown as Storage, () => now);
    const until = lockouts.lock('Staff@Demo.kayoi.jp', 900);
    expect(lockouts.lockedUntil('staff@demo.kayoi.jp')?.getTime()).toBe(until.getTime());
    expect(lockouts.lockedUntil('manager@demo.kayoi.jp')).toBeNull();
    expect(formatUnlockTime(until)).toBe('15:15');
    now += 900_000;
    expect(lockouts.lockedUntil('staff@demo.kayoi.jp')).toBeNull();
  });

  it('when the saved value is not JSON, then it is ignored rather than breaking the form', () => {
    const storage = new MemoryStorage();
    storage.setItem('login_lockouts', '{broken');
    const lockouts = createLoginLockouts(storage as unknown as Storage);
    expect(lockouts.lockedUntil('a@b.jp')).toBeNull();
    lockouts.lock('a@b.jp', 60);
    expect(lockouts.lockedUntil('a@b.jp')).not.toBeNull();
    lockouts.clear('a@b.jp');
    expect(lockouts.lockedUntil('a@b.jp')).toBeNull();
  });
});
