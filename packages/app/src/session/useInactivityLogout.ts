import { useToast } from '@kayoi/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { createActivityClock, nextCheckIn, type SessionState, sessionState } from './inactivity.ts';

// Mouse movement alone is not activity (seed §4); presses, keys, touches and the wheel are. Scroll events
// are not: the page scrolls itself too (restored positions, focus), which is no sign of a person.
const ACTIVITY_EVENTS = ['keydown', 'mousedown', 'touchstart', 'wheel'] as const;

export const SESSION_EXTENDED_MESSAGE = 'セッションが30分延長されました';
export const SESSION_TIMEOUT_TITLE = 'セッションタイムアウト';

/**
 * Watches the signed-in page for activity; shows the warning phases and ends the session after 12 idle
 * hours. Returns what the warning dialog needs.
 */
export function useInactivityLogout(onTimeout: () => void) {
  const activity = useMemo(() => createActivityClock(), []);
  const toast = useToast();
  const [state, setState] = useState<SessionState>(() => {
    activity.touch();
    return sessionState(activity.lastActivityAt(), Date.now());
  });

  useEffect(() => {
    const onActivity = (event: Event) => {
      // The warning's own buttons decide for themselves (extend, or log out).
      if (event.target instanceof Element && event.target.closest('[data-session-warning]')) return;
      if (activity.touch()) setState(sessionState(activity.lastActivityAt(), Date.now()));
    };
    for (const type of ACTIVITY_EVENTS)
      window.addEventListener(type, onActivity, { capture: true, passive: true });
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
    };
  }, [activity]);

  useEffect(() => {
    if (state.phase === 'expired') {
      toast.error(SESSION_TIMEOUT_TITLE, '一定時間操作がなかったため、ログアウトしました', {
        timeout: 8_000,
      });
      onTimeout();
      return;
    }
    const timer = setTimeout(
      () => setState(sessionState(activity.lastActivityAt(), Date.now())),
      nextCheckIn(state),
    );
    return () => clearTimeout(timer);
  }, [state, activity, onTimeout, toast]);

  const extend = useCallback(() => {
    activity.touch();
    setState(sessionState(activity.lastActivityAt(), Date.now()));
    toast.success(SESSION_EXTENDED_MESSAGE);
  }, [activity, toast]);

  const phase = state.phase === 'warning' || state.phase === 'final' ? state.phase : null;
  return { phase, remainingSeconds: state.remainingMs / 1000, extend };
}
