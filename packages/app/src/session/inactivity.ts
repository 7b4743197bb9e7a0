// Seed §4/§9: a session ends after 12 hours without activity. A warning shows 30 minutes before, a final
// red warning 2 minutes before; any activity except mouse movement starts the 12 hours again.

/** Activity events closer together than this are one activity. */
export const ACTIVITY_DEBOUNCE_MS = 1_000;
/** How often the countdown is checked while no warning shows (seed: a second check every 30 s). */
export const CHECK_INTERVAL_MS = 30_000;

export type SessionPhase = 'active' | 'warning' | 'final' | 'expired';

export interface SessionState {
  phase: SessionPhase;
  /** Until the session ends. */
  remainingMs: number;
}

export function sessionState(lastActivityAt: number, now: number): SessionState {
  const remainingMs = Math.max(0, lastActivityAt + SESSION_TIMEOUT_MS - now);
  const phase: SessionPhase =
    remainingMs === 0
      ? 'expired'
      : remainingMs <= SESSION_FINAL_WARNING_BEFORE_MS
        ? 'final'
        : remainingMs <= SESSION_WARNING_BEFORE_MS
          ? 'warning'
          : 'active';
  return { phase, remainingMs };
}

/** When the state should next be looked at: each second while a countdown shows, else at most every 30 s. */
export function nextCheckIn({ phase, remainingMs }: SessionState): number {
  if (phase === 'warning' || phase === 'final') return 1_000;
  return Math.max(1_000, Math.min(CHECK_INTERVAL_MS, remainingMs - SESSION_WARNING_BEFORE_MS));
}

const STORAGE_KEY = 'last_activity_at';

/** The last activity, shared by the tabs of this browser (one tab's activity keeps the others alive). */
export function createActivityClock(
  storage: Storage | undefined = globalThis.localStorage,
  clock = Date.now,
) {
  let last = 0;
  return {
    lastActivityAt(): number {
      const stored = Number(storage?.getItem(STORAGE_KEY) ?? 0);
      return Math.max(last, Number.isFinite(stored) ? stored : 0);
    },
    /** Records activity; returns false when it came within a second of the last one (ignored). */
    touch(): boolean {
      const now = clock();
      if (now - last < ACTIVITY_DEBOUNCE_MS) return false;
      last = now;
      try {
        storage?.setItem(STORAGE_KEY, String(now));
      } catch {
        // Private mode: this tab keeps its own time.
      }
      return true;
    },
  };
}

import {
  SESSION_FINAL_WARNING_BEFORE_MS,
  SESSION_TIMEOUT_MS,
  SESSION_WARNING_BEFORE_MS,
} from '@kayoi/domain/constants';
