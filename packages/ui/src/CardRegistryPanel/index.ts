export type { CardRegistryPanelProps, CardWriteState, RegistryCard } from './CardRegistryPanel.tsx';
export { CardRegistryPanel } from './CardRegistryPanel.tsx';
