import { AccessDeniedModal, PageHeader } from '@kayoi/ui';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { ComingSoonPage } from '../pages/ComingSoonPage.tsx';
import { CustomerDetailPage } from '../pages/customers/CustomerDetailPage.tsx';
import { CustomerFormPage } from '../pages/customers/CustomerFormPage.tsx';
import { CustomerListPage } from '../pages/customers/CustomerListPage.tsx';
import { CurrentStatusPage } from '../pages/frontDesk/CurrentStatusPage.tsx';
import { EntryExitPage } from '../pages/frontDesk/EntryExitPage.tsx';
import { StaffDetailPage, StaffListPage } from '../pages/frontDesk/StaffPages.tsx';
import { TabletAttendancePage } from '../pages/frontDesk/TabletAttendancePage.tsx';
import { ProfilePage } from '../pages/ProfilePage.tsx';
import { PreRegistrationDetailPage } from '../pages/pre-registrations/PreRegistrationDetailPage.tsx';
import { PreRegistrationEditPage } from '../pages/pre-registrations/PreRegistrationEditPage.tsx';
import { PreRegistrationListPage } from '../pages/pre-registrations/PreRegistrationListPage.tsx';
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
    // issue 6: customers and pre-registrations
    case 'preRegistrationList':
      return <PreRegistrationListPage />;
    case 'preRegistrationDetail':
      return <PreRegistrationDetailPage />;
    case 'preRegistrationEdit':
      return <PreRegistrationEditPage />;
    case 'customerList':
      return <CustomerListPage />;
    case 'customerNew':
      return <CustomerFormPage mode="new" />;
    case 'customerDetail':
      return <CustomerDetailPage />;
    case 'customerEdit':
      return <CustomerFormPage mode="edit" />;
    default:
      return <ComingSoonPage route={route} />;
  }
}
