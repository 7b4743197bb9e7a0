import { CustomerFormPage } from './CustomerFormPage.tsx';

// The customer screens: one download (the route table loads this module).

export { CustomerDetailPage } from './CustomerDetailPage.tsx';
export { CustomerImportPage } from './CustomerImportPage.tsx';
export { CustomerListPage } from './CustomerListPage.tsx';
export { FamilyRequestInboxPage } from './FamilyRequestInboxPage.tsx';

export const CustomerNewPage = () => <CustomerFormPage mode="new" />;
export const CustomerEditPage = () => <CustomerFormPage mode="edit" />;
