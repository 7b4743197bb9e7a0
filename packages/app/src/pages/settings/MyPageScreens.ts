// マイページ (profile and settings): one download (the route table loads this module).

export { ProfilePage } from '../ProfilePage.tsx';
export { SettingsPage } from '../SettingsPage.tsx';
