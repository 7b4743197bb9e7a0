import { useLogout } from '@kayoi/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';

/** Seed §4: the farewell stays on screen 1.5 s before the login page. */
export const LOGOUT_FAREWELL_MS = 1_500;

export type LogoutPhase = 'processing' | 'done' | null;

/**
 * Logout as the seed describes it: a blocking modal ('ログアウト処理中です'), the server logout (its failure
 * ignored, the token cleared), then 'お疲れ様でした' for 1.5 s, then the login page shows and the cache is
 * emptied. The cache is emptied only after the signed-in screens are gone: emptied earlier, the session
 * guard would find no user and no token and leave for /login before the farewell showed.
 */
export function useLogoutFlow(goToLogin: () => void) {
  const [phase, setPhase] = useState<LogoutPhase>(null);
  const queryClient = useQueryClient();
  const logout = useLogout();
  const logoutRef = useRef(logout.mutateAsync);
  logoutRef.current = logout.mutateAsync;
  const running = useRef(false);
  const start = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setPhase('processing');
    await queryClient.cancelQueries();
    await logoutRef.current().catch(() => null);
    setPhase('done');
    await new Promise((resolve) => setTimeout(resolve, LOGOUT_FAREWELL_MS));
    goToLogin();
    queryClient.clear();
    setPhase(null);
    running.current = false;
  }, [goToLogin, queryClient]);
  return { phase, start };
}
