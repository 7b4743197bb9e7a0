// The bulletin board (issue 17): one download, loaded when a bulletin route first opens.

export { BulletinDetailPage } from './BulletinDetailPage.tsx';
export { BulletinEditPage, BulletinNewPage } from './BulletinFormPage.tsx';
export { BulletinListPage } from './BulletinListPage.tsx';
