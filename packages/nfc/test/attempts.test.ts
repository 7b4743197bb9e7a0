import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ATTEMPTS_STORAGE_KEY, createAttemptRecorder } from '../src/attempts.ts';
import {
  CardLoginError,
  cardLoginRetryDelay,
  classifyCardLoginError,
  loginWithCardRetries,
} from '../src/cardLogin.ts';
import { memoryStorage } from './support.ts';

const MINUTE = 60_000;

describe('client attempt records', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-22T09:00:00+09:00') }));
  afterEach(() => vi.useRealTimers());

  it('when a password login fails 5 times, then the e-mail is locked for 15 minutes', () => {
    const records = createAttemptRecorder(memoryStorage(), Date.now);
    for (let i = 0; i < 4; i += 1) expect(records.recordFailure('login', 'Staff@Demo.jp')).toBeNull();
    const until = records.recordFailure('login', 'staff@demo.jp');
    expect(until).toBe(Date.now() + 15 * MINUTE);
    expect(records.lockedUntil('login', 'STAFF@demo.jp')).toBe(until);
    vi.advanceTimersByTime(15 * MINUTE);
    expect(records.lockedUntil('login', 'staff@demo.jp')).toBeNull();
  });

  it('when a card login fails 3 times, then the card is locked for 10 minutes; a success clears the count', () => {
    const records = createAttemptRecorder(memoryStorage(), Date.now);
    records.recordFailure('nfcLogin', '04A1');
    records.recordFailure('nfcLogin', '04A1');
    records.recordSuccess('nfcLogin', '04A1');
    expect(records.recordFailure('nfcLogin', '04A1')).toBeNull();
    records.recordFailure('nfcLogin', '04A1');
    expect(records.recordFailure('nfcLogin', '04A1')).toBe(Date.now() + 10 * MINUTE);
  });

  it('when the records are written, then a new page (a reload) still knows the lockout', () => {
    const storage = memoryStorage();
    const first = createAttemptRecorder(storage, Date.now);
    for (let i = 0; i < 3; i += 1) first.recordFailure('nfcLogin', 'card');
    expect(storage.map.has(ATTEMPTS_STORAGE_KEY)).toBe(true);
    expect(createAttemptRecorder(storage, Date.now).lockedUntil('nfcLogin', 'card')).not.toBeNull();
  });

  it('when 20 requests went out within a minute, then the 21st waits until the first is a minute old', () => {
    const records = createAttemptRecorder(memoryStorage(), Date.now);
    for (let i = 0; i < 20; i += 1) {
      expect(records.allowRequest()).toBe(true);
      vi.advanceTimersByTime(1_000);
    }
    expect(records.allowRequest()).toBe(false);
    vi.advanceTimersByTime(40_000);
    expect(records.allowRequest()).toBe(true);
  });

  it('when the hourly cleanup runs, then records untouched for 24 h are dropped and live lockouts kept', () => {
    const storage = memoryStorage();
    const records = createAttemptRecorder(storage, Date.now);
    const stop = records.startCleanup();
    records.recordFailure('login', 'old@demo.jp');
    vi.advanceTimersByTime(23 * 60 * MINUTE);
    for (let i = 0; i < 5; i += 1) records.recordFailure('login', 'locked@demo.jp');
    vi.advanceTimersByTime(60 * MINUTE);
    const kept = JSON.parse(storage.map.get(ATTEMPTS_STORAGE_KEY) ?? '[]') as { key: string }[];
    expect(kept.map((r) => r.key)).toEqual(['locked@demo.jp']);
    stop();
  });

  it('when storage is broken, then the records fall back to nothing rather than throwing', () => {
    const storage = memoryStorage();
    storage.map.set(ATTEMPTS_STORAGE_KEY, '{broken');
    const records = createAttemptRecorder(storage, Date.now);
    expect(records.lockedUntil('login', 'a')).toBeNull();
    expect(records.recordFailure('login', 'a')).toBeNull();
  });
});

describe('card login retries', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const fail = (status: number, code?: string) =>
    Object.assign(new Error(`HTTP ${status}`), { status, code });

  it('the retry delays are 500, 1000, 2000, 4000 and then 5000 ms', () => {
    expect([0, 1, 2, 3, 4, 8].map(cardLoginRetryDelay)).toEqual([500, 1000, 2000, 4000, 5000, 5000]);
  });

  it.each([
    [422, 'unregistered'],
    [403, 'disabled'],
  ])('when the server answers %i, then there is no retry (%s)', async (status, failure) => {
    const send = vi.fn(async () => {
      throw fail(status);
    });
    await expect(loginWithCardRetries(send)).rejects.toMatchObject({ failure, status });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it.each([
    [403, 'DEVICE_NOT_ENROLLED', 'deviceNotEnrolled'],
    [403, 'FORBIDDEN', 'otherStore'],
    [403, 'CARD_DISABLED', 'disabled'],
    [422, 'PIN_REQUIRED', 'pinRequired'],
    [422, 'INVALID_PIN', 'invalidPin'],
    [422, 'CARD_NOT_REGISTERED', 'unregistered'],
  ])(
    'when the server answers %i %s, then it is not retried and fails as %s with its code',
    async (status, code, failure) => {
      const send = vi.fn(async () => {
        throw fail(status, code);
      });
      await expect(loginWithCardRetries(send)).rejects.toMatchObject({ failure, status, code });
      expect(send).toHaveBeenCalledTimes(1);
    },
  );

  it('when a code that names a card failure comes with another status, then the status decides', () => {
    expect(classifyCardLoginError(fail(500, 'PIN_REQUIRED'))).toBe('failed');
    expect(classifyCardLoginError(fail(429, 'INVALID_PIN'))).toBe('rateLimited');
  });

  it('when the server keeps answering 500, then it is tried 4 times (3 retries) after 500, 1000, 2000 ms', async () => {
    const calls: number[] = [];
    const send = vi.fn(async () => {
      calls.push(Date.now());
      throw fail(500);
    });
    const result = loginWithCardRetries(send);
    const outcome = expect(result).rejects.toMatchObject({ failure: 'failed', status: 500 });
    await vi.advanceTimersByTimeAsync(3_500);
    await outcome;
    expect(send).toHaveBeenCalledTimes(4);
    expect(calls.slice(1).map((t, i) => t - (calls[i] as number))).toEqual([500, 1000, 2000]);
  });

  it('when the network fails once and then the login works, then the session comes back', async () => {
    let n = 0;
    const send = vi.fn(async () => {
      n += 1;
      if (n === 1) throw Object.assign(new Error('offline'), { status: 0 });
      return 'session';
    });
    const result = loginWithCardRetries(send);
    await vi.advanceTimersByTimeAsync(500);
    await expect(result).resolves.toBe('session');
  });

  it('when nothing answers within 10 s, then it fails as a timeout and the request is aborted', async () => {
    let signal: AbortSignal | undefined;
    const send = vi.fn((s: AbortSignal) => {
      signal = s;
      return new Promise<never>(() => {});
    });
    const result = loginWithCardRetries(send);
    const outcome = expect(result).rejects.toBeInstanceOf(CardLoginError);
    await vi.advanceTimersByTimeAsync(10_000);
    await outcome;
    await expect(result).rejects.toMatchObject({ failure: 'timeout' });
    expect(signal?.aborted).toBe(true);
  });

  it('when 429 comes back, then it is retried and reported as rate limited in the end', async () => {
    const send = vi.fn(async () => {
      throw fail(429);
    });
    const result = loginWithCardRetries(send);
    const outcome = expect(result).rejects.toMatchObject({ failure: 'rateLimited' });
    await vi.advanceTimersByTimeAsync(4_000);
    await outcome;
    expect(send).toHaveBeenCalledTimes(4);
  });
});
