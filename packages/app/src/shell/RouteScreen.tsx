import { AccessDeniedModal, PageHeader } from '@kayoi/ui';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { ComingSoonPage } from '../pages/ComingSoonPage.tsx';
import { CurrentStatusPage } from '../pages/frontDesk/CurrentStatusPage.tsx';
import { EntryExitPage } from '../pages/frontDesk/EntryExitPage.tsx';
import { StaffDetailPage, StaffListPage } from '../pages/frontDesk/StaffPages.tsx';
import { TabletAttendancePage } from '../pages/frontDesk/TabletAttendancePage.tsx';
import { ProfilePage } from '../pages/ProfilePage.tsx';
import { SettingsPage } from '../pages/SettingsPage.tsx';
import { canOpen, type RouteEntry, roleLabel } from '../routes/table.ts';
import { useSessionUser } from '../session/session.tsx';

// The dashboard brings charts and the grid: its own chunk, loaded only when it opens.
const DashboardPage = lazy(async () => ({
  default: (await import('../pages/dashboard/DashboardPage.tsx')).DashboardPage,
}));

/**
 * One route of the table inside the shell: outside the route's roles the access-denied modal shows the
 * roles it needs and the user's own (seed §6); otherwise the built screen, or the honest 準備中 page.
 */
export function RouteScreen({ route }: { route: RouteEntry }) {
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
  switch (route.screen) {
    case 'profile':
      return <ProfilePage />;
    case 'settings':
      return <SettingsPage />;
    case 'check-in':
      return <EntryExitPage mode="check-in" />;
    case 'check-out':
      return <EntryExitPage mode="check-out" />;
    case 'current-status':
      return <CurrentStatusPage />;
    case 'tablet-attendance':
      return <TabletAttendancePage />;
    case 'staffs':
      return <StaffListPage />;
    case 'staff-detail':
      return <StaffDetailPage />;
    case 'dashboard':
      return (
        <Suspense fallback={<PageHeader title={route.title} />}>
          <DashboardPage />
        </Suspense>
      );
    default:
      return <ComingSoonPage route={route} />;
  }
}
