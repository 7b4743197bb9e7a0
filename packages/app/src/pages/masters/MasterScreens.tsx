import { FacilityFormPage } from './FacilityScreens.tsx';
import { GradeFormPage } from './GradeScreens.tsx';
import { ProgramFormPage } from './ProgramScreens.tsx';
import { ProgramCategoryFormPage, SchoolFormPage } from './SchoolScreens.tsx';
import { StoreFormPage } from './StoreScreens.tsx';

// The school setup's master screens (issue 13): one download, loaded when a master route first opens.

export { FacilityDetailPage, FacilityListPage } from './FacilityScreens.tsx';
export { GradeDetailPage, GradeListPage } from './GradeScreens.tsx';
export { ProgramDetailPage, ProgramListPage } from './ProgramScreens.tsx';
export {
  ProgramCategoryDetailPage,
  ProgramCategoryListPage,
  SchoolDetailPage,
  SchoolListPage,
} from './SchoolScreens.tsx';
export { StoreDetailPage, StoreListPage } from './StoreScreens.tsx';

export const FacilityNewPage = () => <FacilityFormPage mode="new" />;
export const FacilityEditPage = () => <FacilityFormPage mode="edit" />;
export const ProgramNewPage = () => <ProgramFormPage mode="new" />;
export const ProgramEditPage = () => <ProgramFormPage mode="edit" />;
export const GradeNewPage = () => <GradeFormPage mode="new" />;
export const GradeEditPage = () => <GradeFormPage mode="edit" />;
export const SchoolNewPage = () => <SchoolFormPage mode="new" />;
export const SchoolEditPage = () => <SchoolFormPage mode="edit" />;
export const ProgramCategoryNewPage = () => <ProgramCategoryFormPage mode="new" />;
export const ProgramCategoryEditPage = () => <ProgramCategoryFormPage mode="edit" />;
export const StoreNewPage = () => <StoreFormPage mode="new" />;
export const StoreEditPage = () => <StoreFormPage mode="edit" />;
