import {
  getCurrentUserQueryOptions,
  localStorageTokenStore,
  type Staff,
  useSendHeartbeat,
} from '@kayoi/api-client';
import { HEARTBEAT_INTERVAL_MS } from '@kayoi/domain/constants';
import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect } from 'react';

const SessionContext = createContext<Staff | null>(null);

/** The signed-in staff member; only inside the login wrapper. */
export function useSessionUser(): Staff {
  const user = useContext(SessionContext);
  if (!user) throw new Error('useSessionUser outside the login wrapper');
  return user;
}

export const hasStoredToken = () => localStorageTokenStore.get() !== null;

/** Reads the current user for the login wrapper (only when a token is stored). */
export function useSessionQuery() {
  return useQuery({ ...getCurrentUserQueryOptions(), enabled: hasStoredToken() });
}

export function SessionProvider({ user, children }: { user: Staff; children: ReactNode }) {
  return <SessionContext.Provider value={user}>{children}</SessionContext.Provider>;
}

/** The seed's 5-minute heartbeat while the app is open; a failed beat is ignored. */
export function useHeartbeat(sessionId: string) {
  const { mutate } = useSendHeartbeat();
  useEffect(() => {
    const beat = () => mutate({ timestamp: Date.now(), sessionId }, { onError: () => {} });
    const timer = setInterval(beat, HEARTBEAT_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [mutate, sessionId]);
}
