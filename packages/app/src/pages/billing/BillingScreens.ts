// The billing screens (issue 15), one download for the feature area: cycles, the dashboard, the cash desk,
// adjustments and discount groups. Admins and managers only (the route table and the server both say so).
export {
  AdjustmentDetailPage,
  AdjustmentEditPage,
  AdjustmentListPage,
  AdjustmentNewPage,
} from './AdjustmentScreens.tsx';
export { BillingDashboardPage } from './BillingDashboardPage.tsx';
export { CashCollectionsPage } from './CashCollectionsPage.tsx';
export { CycleDetailPage } from './CycleDetailPage.tsx';
export { CycleEditPage, CycleNewPage } from './CycleFormPage.tsx';
export { CycleListPage } from './CycleListPage.tsx';
export {
  DiscountGroupDetailPage,
  DiscountGroupEditPage,
  DiscountGroupListPage,
  DiscountGroupNewPage,
} from './DiscountGroupScreens.tsx';
