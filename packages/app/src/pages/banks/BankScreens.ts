// The bank master's screens: one download (the route table loads this module).

export { BankDetailPage } from './BankDetailPage.tsx';
export { BankEditPage } from './BankEditPage.tsx';
export { BankListPage } from './BankListPage.tsx';
