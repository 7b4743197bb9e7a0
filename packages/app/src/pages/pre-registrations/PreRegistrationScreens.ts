// The staff's pre-registration screens: one download (the route table loads this module). The public form
// (RegisterPage) is its own, so /register loads no staff screen.

export { PreRegistrationDetailPage } from './PreRegistrationDetailPage.tsx';
export { PreRegistrationEditPage } from './PreRegistrationEditPage.tsx';
export { PreRegistrationListPage } from './PreRegistrationListPage.tsx';
