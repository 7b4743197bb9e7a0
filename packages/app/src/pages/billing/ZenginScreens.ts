// 口座振替 (issue 16), its own download: the request file with its pre-check, history and collection profiles,
// and the bank's result file. Admins and managers only (the route table and the server both say so).
export { TransferResultsPage } from './TransferResultsPage.tsx';
export { ZenginExportPage } from './ZenginExportPage.tsx';
