import { EntryExitPage } from './EntryExitPage.tsx';

// The front desk's screens: one download (the route table loads this module).

export { CurrentStatusPage } from './CurrentStatusPage.tsx';
export { TabletAttendancePage } from './TabletAttendancePage.tsx';

export const CheckInPage = () => <EntryExitPage mode="check-in" />;
export const CheckOutPage = () => <EntryExitPage mode="check-out" />;
