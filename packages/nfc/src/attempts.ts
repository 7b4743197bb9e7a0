import { NFC_CONSTANTS } from './constants.ts';

// Client-side attempt records (seed §4, §9): password login 5 failures → 15 min, NFC login 3 → 10 min, and
// at most 20 requests a minute in general. Kept locally so a reload does not reset them; cleaned every hour;
// records older than 24 h are dropped.

export type AttemptKind = 'login' | 'nfcLogin';

interface AttemptRecord {
  kind: AttemptKind | 'general';
  key: string;
  /** Failure (or, for 'general', request) times, ms. */
  times: number[];
  lockedUntil: number | null;
  updatedAt: number;
}

/** What the records are kept in (localStorage in the browser). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export const ATTEMPTS_STORAGE_KEY = 'nfc_attempt_records';

export interface AttemptRecorder {
  /** When the key unlocks, or null when it is open. */
  lockedUntil(kind: AttemptKind, key: string): number | null;
  /** Records a failure; returns the lockout end when this failure caused one. */
  recordFailure(kind: AttemptKind, key: string): number | null;
  recordSuccess(kind: AttemptKind, key: string): void;
  /** Counts a request against 20/min; false (and not counted) when the minute's budget is spent. */
  allowRequest(key?: string): boolean;
  /** Drops what is older than 24 h and what has nothing left to say. */
  cleanup(): void;
  /** Cleans every hour until the returned function is called. */
  startCleanup(): () => void;
}

export function createAttemptRecorder(
  storage: KeyValueStorage | null,
  now: () => number = Date.now,
): AttemptRecorder {
  const memory = new Map<string, AttemptRecord>();
  const id = (kind: AttemptRecord['kind'], key: string) => `${kind}:${key.trim().toLowerCase()}`;

  const load = (): Map<string, AttemptRecord> => {
    if (!storage) return memory;
    try {
      const parsed = JSON.parse(storage.getItem(ATTEMPTS_STORAGE_KEY) ?? '[]') as AttemptRecord[];
      return new Map(Array.isArray(parsed) ? parsed.map((r) => [id(r.kind, r.key), r]) : []);
    } catch {
      return new Map();
    }
  };
  const save = (records: Map<string, AttemptRecord>) => {
    if (!storage) return;
    try {
      storage.setItem(ATTEMPTS_STORAGE_KEY, JSON.stringify([...records.values()]));
    } catch {
      // A full or unavailable storage only makes the limits forgetful, never blocks the desk.
    }
  };

  const policy = (kind: AttemptKind) => NFC_CONSTANTS.attempts[kind];

  const recorder: AttemptRecorder = {
    lockedUntil(kind, key) {
      const record = load().get(id(kind, key));
      return record?.lockedUntil && record.lockedUntil > now() ? record.lockedUntil : null;
    },
    recordFailure(kind, key) {
      const records = load();
      const at = now();
      const { maxFailures, lockoutMs } = policy(kind);
      const previous = records.get(id(kind, key));
      const expiredLock = previous?.lockedUntil != null && previous.lockedUntil <= at;
      // Failures count within one lockout window, as on the server.
      const times = expiredLock ? [] : (previous?.times ?? []).filter((t) => at - t < lockoutMs);
      times.push(at);
      const lockedUntil = times.length >= maxFailures ? at + lockoutMs : null;
      records.set(id(kind, key), { kind, key: key.trim().toLowerCase(), times, lockedUntil, updatedAt: at });
      save(records);
      return lockedUntil;
    },
    recordSuccess(kind, key) {
      const records = load();
      records.delete(id(kind, key));
      save(records);
    },
    allowRequest(key = 'all') {
      const records = load();
      const at = now();
      const { maxRequests, windowMs } = NFC_CONSTANTS.attempts.general;
      const previous = records.get(id('general', key));
      const times = (previous?.times ?? []).filter((t) => at - t < windowMs);
      if (times.length >= maxRequests) return false;
      times.push(at);
      records.set(id('general', key), { kind: 'general', key, times, lockedUntil: null, updatedAt: at });
      save(records);
      return true;
    },
    cleanup() {
      const records = load();
      const at = now();
      for (const [recordId, record] of records) {
        const locked = record.lockedUntil !== null && record.lockedUntil > at;
        if (
          !locked &&
          (at - record.updatedAt >= NFC_CONSTANTS.attempts.keepMs || record.times.length === 0)
        ) {
          records.delete(recordId);
        }
      }
      save(records);
    },
    startCleanup() {
      recorder.cleanup();
      const timer = setInterval(() => recorder.cleanup(), NFC_CONSTANTS.attempts.cleanupIntervalMs);
      return () => clearInterval(timer);
    },
  };
  return recorder;
}
