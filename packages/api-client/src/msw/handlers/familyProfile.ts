import { exampleHandler } from '../examples.ts';
import { answerHandler } from '../overrides.ts';
import { familyExample } from './family.ts';

// プロフィール (issue 31): the spec's examples, as the rest of the family realm. Which member a family reaches,
// the one pending request per member and the decisions are the server's rules, tested there; stories that need
// other states override a handler.

export const familyProfileHandlers = [
  familyExample('getFamilyProfile'),
  familyExample('listFamilyChangeRequests'),
  familyExample('createFamilyChangeRequest'),
  familyExample('updateFamilyNotificationSettings'),
  familyExample('changeFamilyPassword'),
  // 通知 (issue 32): the devices and the LINE link of プロフィール's 通知設定, and the desk's delivery log.
  familyExample('getFamilyPushKey'),
  familyExample('listFamilyPushSubscriptions'),
  familyExample('registerFamilyPushSubscription'),
  familyExample('deleteFamilyPushSubscription'),
  familyExample('getFamilyLineLink'),
  familyExample('issueFamilyLineCode'),
  familyExample('unlinkFamilyLine'),
  exampleHandler('listCustomerNotificationDeliveries'),
  exampleHandler('getLineChannel'),
  exampleHandler('saveLineChannel'),
  exampleHandler('deleteLineChannel'),
  exampleHandler('receiveLineWebhook'),
  // The customer record's side is staff's.
  exampleHandler('listCustomerChangeRequests'),
  exampleHandler('approveCustomerChangeRequest'),
  exampleHandler('rejectCustomerChangeRequest'),
  // 各種申請 (issue 32): the family's requests with the rules that apply, and the store's inbox. The rules, the
  // outcome of an approval and the decisions are the server's, tested there.
  familyExample('listFamilyMembershipRequests'),
  familyExample('createFamilyMembershipRequest'),
  familyExample('cancelFamilyMembershipRequest'),
  exampleHandler('listFamilyMembershipInbox'),
  exampleHandler('approveFamilyMembershipRequest'),
  exampleHandler('rejectFamilyMembershipRequest'),
  exampleHandler('markFamilyRequestPaperSent'),
  // The customer record's list of a member's requests: none unless a story gives some (the section then hides).
  answerHandler('listCustomerFamilyRequests', []),
];
