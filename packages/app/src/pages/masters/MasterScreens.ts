// The school setup's master screens (issue 13): one download, loaded when a master route first opens.

export {
  FacilityDetailPage,
  FacilityEditPage,
  FacilityListPage,
  FacilityNewPage,
} from './FacilityScreens.tsx';
export { GradeLadderPage } from './GradeLadderPage.tsx';
export { GradeDetailPage, GradeEditPage, GradeListPage, GradeNewPage } from './GradeScreens.tsx';
export { MasterCopyPage } from './MasterCopyPage.tsx';
export { MembershipRulesPage } from './MembershipRulesPage.tsx';
export { ProgramDetailPage, ProgramEditPage, ProgramListPage, ProgramNewPage } from './ProgramScreens.tsx';
export {
  ProgramCategoryDetailPage,
  ProgramCategoryEditPage,
  ProgramCategoryListPage,
  ProgramCategoryNewPage,
  SchoolDetailPage,
  SchoolEditPage,
  SchoolListPage,
  SchoolNewPage,
} from './SchoolScreens.tsx';
export { StoreDetailPage, StoreEditPage, StoreListPage, StoreNewPage } from './StoreScreens.tsx';
