// お知らせ to families (issue 32): one download, loaded when a notice route first opens.

export { MemberNoticeDetailPage } from './MemberNoticeDetailPage.tsx';
export { MemberNoticeNewPage } from './MemberNoticeFormPage.tsx';
export { MemberNoticeListPage } from './MemberNoticeListPage.tsx';
