import { FacilityFormPage } from './FacilityScreens.tsx';

// The school setup's master screens (issue 13): one download, loaded when a master route first opens.

export { FacilityDetailPage, FacilityListPage } from './FacilityScreens.tsx';

export const FacilityNewPage = () => <FacilityFormPage mode="new" />;
export const FacilityEditPage = () => <FacilityFormPage mode="edit" />;
