import { StaffFormPage } from './StaffFormPage.tsx';

// The staff master's screens: one download (the route table loads this module).

export { StaffDetailPage } from './StaffDetailPage.tsx';
export { StaffListPage } from './StaffListPage.tsx';

export const StaffNewPage = () => <StaffFormPage mode="new" />;
export const StaffEditPage = () => <StaffFormPage mode="edit" />;
