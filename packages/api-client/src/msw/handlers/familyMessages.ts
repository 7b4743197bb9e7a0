import { exampleHandler } from '../examples.ts';
import { familyExample } from './family.ts';

// お問い合わせ (issue 32), the thinnest mock: each operation answers its spec's example, to a caller its roles (or
// the family realm) allow. The store boundary, read receipts and the rate limit are the server's, tested there
// (family-messages.test.ts); stories take the recorded answers of the mock's scenarios.
export const familyMessageHandlers = [
  familyExample('listFamilyMessages'),
  familyExample('postFamilyMessage'),
  familyExample('markFamilyMessagesRead'),
  exampleHandler('listFamilyThreads'),
  exampleHandler('getFamilyThreadUnread'),
  exampleHandler('getFamilyThread'),
  exampleHandler('replyToFamilyThread'),
  exampleHandler('markFamilyThreadRead'),
];
