import { AccessDeniedModal } from '@kayoi/ui';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { canOpen, type RouteEntry, roleLabel, type Screen } from '../routes/table.ts';
import { useSessionUser } from '../session/session.tsx';
import { lastAllowedPage, rememberAllowedPage } from './lastAllowedPage.ts';

/**
 * One route of the table inside the shell: outside the route's roles the access-denied modal shows the
 * roles it needs and the user's own (seed §6), and 戻る returns to the last page of the app the user could
 * open (or the dashboard), in place of the refused one; otherwise its screen (the honest 準備中 page until
 * one is built).
 */
export function RouteScreen({ route, screen: Screen }: { route: RouteEntry; screen: Screen }) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const location = useLocation();
  const allowed = canOpen(route, user.role);
  useEffect(() => {
    if (allowed) rememberAllowedPage(location);
  }, [allowed, location]);
  if (!allowed) {
    return (
      // Nothing of the screen renders behind the modal: its queries would only be refused.
      <AccessDeniedModal
        isOpen
        requiredRoles={(route.roles ?? []).map((role) => roleLabel[role])}
        userRole={roleLabel[user.role]}
        onBack={() => navigate(lastAllowedPage(user.role), { replace: true })}
      />
    );
  }
  return <Screen route={route} />;
}
