import { exampleHandler } from '../examples.ts';
import { familyExample } from './family.ts';

// お知らせ (issue 32), the thinnest mock: each operation answers its spec's example, to a caller its roles (or the
// family realm) allow. Who a notice reaches, read receipts once per account, withdrawal and the store boundary
// are the server's, tested there (member-notices.test.ts).
export const memberNoticeHandlers = [
  exampleHandler('listMemberNotices'),
  exampleHandler('createMemberNotice'),
  exampleHandler('getMemberNotice'),
  exampleHandler('withdrawMemberNotice'),
  exampleHandler('getLessonNoticeDraft'),
  familyExample('listFamilyNotices'),
  familyExample('markFamilyNoticeRead'),
];
