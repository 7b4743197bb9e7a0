// The class screens (issue 14), one download for the feature area.
export { ClassDetailPage } from './ClassDetailPage.tsx';
export { ClassEditPage, ClassNewPage } from './ClassFormPage.tsx';
export { ClassRosterPrintPage } from './ClassRosterPrintPage.tsx';
export { GradesPage } from './GradesPage.tsx';
export { LaneBoardPage } from './LaneBoardPage.tsx';
export { SchoolTimetablePage } from './SchoolTimetablePage.tsx';
