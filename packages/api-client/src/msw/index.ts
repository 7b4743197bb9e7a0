import { getResponse } from 'msw';
import { authHandlers } from './handlers/auth.ts';
import { backupHandlers } from './handlers/backups.ts';
import { bankHandlers } from './handlers/banks.ts';
import { billingHandlers } from './handlers/billing.ts';
import { classHandlers } from './handlers/classes.ts';
import { coachHandlers } from './handlers/coach.ts';
import { communicationHandlers } from './handlers/communication.ts';
import { customerHandlers } from './handlers/customers.ts';
import { dashboardHandlers } from './handlers/dashboard.ts';
import { eventHandlers } from './handlers/events.ts';
import { familyHandlers } from './handlers/family.ts';
import { familyMessageHandlers } from './handlers/familyMessages.ts';
import { familyProfileHandlers } from './handlers/familyProfile.ts';
import { frontDeskHandlers } from './handlers/frontDesk.ts';
import { masterHandlers } from './handlers/masters.ts';
import { memberImportHandlers } from './handlers/memberImport.ts';
import { memberNoticeHandlers } from './handlers/memberNotices.ts';
import { preRegistrationHandlers } from './handlers/preRegistrations.ts';
import { reportHandlers } from './handlers/reports.ts';
import { settingsHandlers } from './handlers/settings.ts';
import { staffAccountHandlers } from './handlers/staffAccounts.ts';
import { zenginHandlers } from './handlers/zengin.ts';
import { photoHandlers } from './photos.ts';
import { OperationRouter } from './router.ts';

/**
 * Every operation of the spec, one handler each: generic records and recorded answers of the real server. See
 * README.md.
 */
export const operationHandlers = [
  ...settingsHandlers,
  ...authHandlers,
  ...preRegistrationHandlers,
  ...communicationHandlers,
  ...dashboardHandlers,
  ...frontDeskHandlers,
  ...eventHandlers,
  ...customerHandlers,
  ...photoHandlers,
  // Issue 13: the school's masters, staff accounts, the bank master, the member import.
  ...masterHandlers,
  ...staffAccountHandlers,
  ...bankHandlers,
  ...memberImportHandlers,
  // Issue 14: classes, lessons, enrolment, absences and makeups, promotion tests.
  ...classHandlers,
  ...coachHandlers,
  // Issue 21: the backups' state.
  ...backupHandlers,
  // Issue 15: billing (the spec's examples).
  ...billingHandlers,
  // Issue 16: 口座振替 (the spec's examples).
  ...zenginHandlers,
  // Issue 18: reports (the spec's examples).
  ...reportHandlers,
  // Issue 31: the family portal's realm (the spec's examples).
  ...familyHandlers,
  ...familyProfileHandlers,
  // Issue 32: お知らせ to families (the spec's examples).
  ...memberNoticeHandlers,
  // Issue 32: お問い合わせ, the family↔desk thread (the spec's examples).
  ...familyMessageHandlers,
];

/**
 * What a mock server is given (Storybook, component and app tests): the operation handlers behind one router, which
 * asks only those whose method and path could match (router.ts).
 */
export const handlers = [new OperationRouter(operationHandlers)];

export {
  customerCardUid,
  DEMO_CUSTOMER_IDS,
  DEMO_LOGINS,
  DEMO_PASSWORD,
  DEMO_READER_DEVICE_CREDENTIAL,
  DEMO_STAFF_CARD_UIDS,
} from '@kayoi/domain/demo';
export type { CannedOptions, KeyLookup } from './canned.ts';
export { cannedOperations, chooseRecording, datasetLookup, isChange, requestKey } from './canned.ts';
export { DATASETS, DEFAULT_DATASET, FRIDAY_EVENING, SATURDAY_MORNING } from './datasets.ts';
export type { ErrorStatus, ListOperationId, OverrideOptions } from './overrides.ts';
export {
  answerHandler,
  delayedHandler,
  emptyListHandler,
  errorHandler,
  heldRequests,
  networkErrorHandler,
} from './overrides.ts';
export { photoKey, portrait } from './photos.ts';
export type { Dataset, Recording } from './recording.ts';
export { changeName } from './recording.ts';
export { schemaKeys } from './resource.ts';
export type { OperationId } from './spec.ts';
export { operationAccess } from './spec.ts';
export type {
  CollectionName,
  FixtureRecords,
  FixtureSeed,
  FixtureSession,
  FixtureStore,
} from './store.ts';
export { createFixtureStore, currentFixtureStore, DEMO_TOKENS, resetFixtureStore } from './store.ts';
export {
  authHandlers,
  backupHandlers,
  communicationHandlers,
  customerHandlers,
  dashboardHandlers,
  eventHandlers,
  frontDeskHandlers,
  photoHandlers,
  preRegistrationHandlers,
  settingsHandlers,
};

/**
 * The mock server's answer to a request, without intercepting anything (the parity test and the fixture
 * recorder call it in Node): the first handler that answers, or 404.
 */
export async function answerWithMock(request: Request): Promise<Response> {
  const response = await getResponse(handlers, request, { baseUrl: new URL(request.url).origin });
  return response ?? new Response(null, { status: 404 });
}
