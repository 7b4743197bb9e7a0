export type { ScanFabProps } from './ScanFab.tsx';
export { ScanFab } from './ScanFab.tsx';
