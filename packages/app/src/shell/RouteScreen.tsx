import { AccessDeniedModal } from '@kayoi/ui';
import { useNavigate } from 'react-router';
import { canOpen, type RouteEntry, roleLabel, type Screen } from '../routes/table.ts';
import { useSessionUser } from '../session/session.tsx';

/**
 * One route of the table inside the shell: outside the route's roles the access-denied modal shows the
 * roles it needs and the user's own (seed §6); otherwise its screen (the honest 準備中 page until one is built).
 */
export function RouteScreen({ route, screen: Screen }: { route: RouteEntry; screen: Screen }) {
  const user = useSessionUser();
  const navigate = useNavigate();
  if (!canOpen(route, user.role)) {
    return (
      // Nothing of the screen renders behind the modal: its queries would only be refused.
      <AccessDeniedModal
        isOpen
        requiredRoles={(route.roles ?? []).map((role) => roleLabel[role])}
        userRole={roleLabel[user.role]}
        onBack={() => (window.history.length > 1 ? navigate(-1) : navigate('/dashboard', { replace: true }))}
      />
    );
  }
  return <Screen route={route} />;
}
