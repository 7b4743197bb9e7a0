// The login form's own memory of a lockout the server announced (429 + retry_after), so that the form
// refuses to send while the account is locked and can say until when (seed §8: the client block).
import { timeOfDay } from '@kayoi/domain/tokyo-clock';

const STORAGE_KEY = 'login_lockouts';

type Lockouts = Record<string, number>;

function read(storage: Storage | undefined, now: number): Lockouts {
  try {
    const parsed = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '{}') as unknown;
    if (typeof parsed !== 'object' || parsed === null) return {};
    // Expired entries are dropped on every read.
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] > now,
      ),
    );
  } catch {
    return {};
  }
}

const keyOf = (email: string) => email.trim().toLowerCase();

export function createLoginLockouts(
  storage: Storage | undefined = globalThis.localStorage,
  clock: () => number = Date.now,
) {
  return {
    /** When the account unlocks, or null when it is not locked. */
    lockedUntil(email: string): Date | null {
      const until = read(storage, clock())[keyOf(email)];
      return until ? new Date(until) : null;
    },
    lock(email: string, retryAfterSeconds: number): Date {
      const until = clock() + retryAfterSeconds * 1000;
      const lockouts = { ...read(storage, clock()), [keyOf(email)]: until };
      storage?.setItem(STORAGE_KEY, JSON.stringify(lockouts));
      return new Date(until);
    },
    clear(email: string): void {
      const lockouts = read(storage, clock());
      delete lockouts[keyOf(email)];
      storage?.setItem(STORAGE_KEY, JSON.stringify(lockouts));
    },
  };
}

/** '15:42' in Asia/Tokyo: the time the lockout message names. */
export const formatUnlockTime = (until: Date) => timeOfDay(until);
