export type { SidebarGroup, SidebarLink, SidebarProps } from './Sidebar.tsx';
export { Sidebar } from './Sidebar.tsx';
export type { SidebarMode, SidebarModeInfo } from './useSidebarMode.ts';
export { nextSidebarMode, useSidebarMode } from './useSidebarMode.ts';
