import { isApiError, type Staff } from '@kayoi/api-client';
import { ErrorState } from '@kayoi/ui';
import { type ReactNode, useRef } from 'react';
import { Navigate } from 'react-router';
import { PageLoading } from '../routes/PageLoading.tsx';
import { hasStoredToken, SessionProvider, useSessionQuery } from './session.tsx';

/**
 * The login wrapper's guard (seed §6): no user and no stored token → /login; a 401 on the way clears the token through the client's hook, which also lands on /login.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSessionQuery();
  // While the user is fetched again (a store switch resets every cached answer), the shell stays up with
  // the user it had instead of flashing a spinner.
  const lastUser = useRef<Staff | undefined>(undefined);
  if (session.data?.user) lastUser.current = session.data.user;
  const user = session.data?.user ?? (session.isFetching ? lastUser.current : undefined);

  if (!user && !hasStoredToken()) {
    return <Navigate to="/login" replace />;
  }
  if (user) return <SessionProvider user={user}>{children}</SessionProvider>;
  if (session.isError) {
    if (isApiError(session.error) && session.error.status === 401) {
      return <Navigate to="/login" replace />;
    }
    return (
      <main>
        <ErrorState
          title="ユーザー情報を取得できませんでした"
          message={isApiError(session.error) ? session.error.serverMessage : undefined}
          onRetry={() => void session.refetch()}
        />
      </main>
    );
  }
  return <PageLoading />;
}
