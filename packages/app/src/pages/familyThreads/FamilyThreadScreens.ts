// お問い合わせ (issue 32): one download, loaded when a thread route first opens.

export { FamilyThreadDetailPage } from './FamilyThreadDetailPage.tsx';
export { FamilyThreadListPage } from './FamilyThreadListPage.tsx';
