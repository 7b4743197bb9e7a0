import type { AddressInfo } from 'node:net';
import spec from '@kayoi/api-client/spec' with { type: 'json' };
import { addMonths } from '@kayoi/domain/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_PASSWORD, type TestApp } from './support/app.ts';
import { databaseTargets } from './support/databases.ts';
import { multipart } from './support/forms.ts';

/*
 * Every operation of the bundled spec × every kind of caller, judged by the operation's `x-roles` (none: every
 * signed-in role; `security: []`: public) and by the store rule: what belongs to store A is not there for a
 * caller working in store B (404, or 403), never a 2xx carrying A's data.
 *
 * Each call gets resources of its own (a customer, card, contract, pre-registration, reader device…), made
 * when the call needs them, so deletes, conversions and disables never spoil a later case. A path parameter
 * with no entry in PATH_FIXTURES fails the test: a new operation joins the matrix by naming what its ids are.
 */

type Role = 'admin' | 'manager' | 'staff';
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Form = Record<string, string | number | undefined>;

interface Operation {
  method: Method;
  path: string;
  operationId: string;
  isPublic: boolean;
  /** `family`: the operation takes a family session (security `familyAuth`, issue 31), not a staff one. */
  realm: 'staff' | 'family';
  roles: readonly Role[] | null;
  body: 'json' | 'multipart' | null;
  example: unknown;
  requiredQuery: string[];
  /** Answers a server-sent event stream (read over real HTTP and closed after the status). */
  streams: boolean;
}

interface SpecOperation {
  operationId?: string;
  security?: unknown[];
  'x-roles'?: Role[];
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { content?: Record<string, { example?: unknown }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

const document = spec as unknown as {
  security?: unknown[];
  paths: Record<string, Record<string, SpecOperation> & { parameters?: SpecOperation['parameters'] }>;
};

const operations: Operation[] = Object.entries(document.paths).flatMap(([path, item]) =>
  (['get', 'post', 'put', 'patch', 'delete'] as const)
    .filter((method) => item[method]?.operationId)
    .map((method) => {
      const op = item[method] as SpecOperation;
      const content = op.requestBody?.content ?? {};
      const body = content['application/json'] ? 'json' : content['multipart/form-data'] ? 'multipart' : null;
      return {
        method: method.toUpperCase() as Method,
        path,
        operationId: op.operationId as string,
        isPublic: (op.security ?? document.security ?? []).length === 0,
        realm: (op.security ?? document.security ?? []).some(
          (scheme) => typeof scheme === 'object' && scheme !== null && 'familyAuth' in scheme,
        )
          ? ('family' as const)
          : ('staff' as const),
        roles: op['x-roles'] ?? null,
        body,
        example: body
          ? content[body === 'json' ? 'application/json' : 'multipart/form-data']?.example
          : undefined,
        requiredQuery: [...(item.parameters ?? []), ...(op.parameters ?? [])]
          .filter((p) => p.in === 'query' && p.required)
          .map((p) => p.name),
        streams: Boolean(op.responses?.['200']?.content?.['text/event-stream']),
      };
    }),
);

const FORBIDDEN = 'このアクションを実行する権限がありません';
/** Store A's names carry this mark; no answer to a store-B caller may hold it. */
const MARK = '店舗A';
const TODAY = '2026-11-22';

type StaffCallerName = 'staff' | 'manager' | 'admin' | 'staff of store B' | 'manager of store B';
/** Family callers (issue 31): a family account whose member is of store A, and one whose member is of store B. */
type FamilyCallerName = 'family' | 'family of store B';
type CallerName = 'anonymous' | StaffCallerName | FamilyCallerName;
interface Caller {
  name: CallerName;
  role: Role | null;
  store: 'A' | 'B' | null;
  family?: true;
}
const CALLERS: readonly Caller[] = [
  { name: 'anonymous', role: null, store: null },
  { name: 'staff', role: 'staff', store: 'A' },
  { name: 'manager', role: 'manager', store: 'A' },
  { name: 'admin', role: 'admin', store: 'A' },
  { name: 'staff of store B', role: 'staff', store: 'B' },
  { name: 'manager of store B', role: 'manager', store: 'B' },
  { name: 'family', role: null, store: 'A', family: true },
  { name: 'family of store B', role: null, store: 'B', family: true },
];

interface Account {
  id: number;
  email: string;
  token: string;
}

/** What the whole file shares: two stores, their signed-in callers, store A's programme, lesson and staff. */
interface Fixture {
  storeA: number;
  storeB: number;
  programA: number;
  /** Today's lesson in store A (Sunday 10:00–11:00, the test clock's hour); fresh customers are enrolled. */
  classA: number;
  accounts: Record<StaffCallerName, Account>;
  /** Family accounts (their member of store A, or of store B); each call links the store A one to its customer. */
  families: Record<FamilyCallerName, Account>;
  /** Signs in to マイページ in the public family login, so callers' family sessions stay untouched. */
  familyLoginTarget: { email: string };
  /** A staff member of store A that no caller is (profiles, cards). */
  staffTarget: { id: number; email: string };
  /** Signs in and asks for password resets in the public operations, so callers' sessions stay untouched. */
  loginTarget: { id: number; email: string };
}

/** Resources of store A made for one call, on first use. */
interface Resources {
  customer(): Promise<number>;
  card(): Promise<{ id: number; uid: string }>;
  contract(): Promise<number>;
  /** A 休会 of the call's customer scheduled for a month to come (cancelling spends it). */
  membershipRequest(): Promise<number>;
  preRegistration(): Promise<number>;
  readerDevice(): Promise<number>;
  /** A staff account of store A that no caller is, made for this call (retire, reset and edits spend it). */
  staffMember(): Promise<number>;
  /** A kept member import of store A (its report is store A's). */
  customerImport(): Promise<number>;
  /** Masters of store A (issue 13), each made for this call so deletes spend their own. */
  facility(): Promise<number>;
  school(): Promise<number>;
  category(): Promise<number>;
  program(): Promise<number>;
  grade(): Promise<number>;
  /** A weekly class of store A on Mondays 10:00–11:00 (issue 14), the call's customer enrolled in it. */
  weeklyClass(): Promise<number>;
  /** An absence of the call's customer from the call's class on 2026-11-23, with its makeup credit. */
  absence(): Promise<number>;
  makeupCredit(): Promise<number>;
  /** A makeup booking with the call's credit into the call's class on 2026-11-30. */
  makeupBooking(): Promise<number>;
  /** A trial (体験) of the call's pre-registration in the call's class on 2026-11-23, held. */
  trialLesson(): Promise<number>;
  /** A promotion test day of the call's school of store A. */
  promotionTest(): Promise<number>;
  /** A bulletin post of store A by its manager, and a comment on it by another staff member (issue 17). */
  post(): Promise<number>;
  comment(): Promise<number>;
  /** A group chat room of store A whose participants are store A's callers, and a message in it by another staff member. */
  room(): Promise<number>;
  message(): Promise<number>;
  /** Billing (issue 15): a draft cycle of store A (its own month), an open adjustment of the call's customer,
   * a discount group with that customer, and a cash payment of the customer against an invoice of a confirmed cycle. */
  billingCycle(): Promise<number>;
  adjustment(): Promise<number>;
  discountGroup(): Promise<number>;
  cashCollection(): Promise<number>;
  /** 口座振替 (issue 16): a collection profile of store A, and an exported file of the call's cycle with it. */
  collectionProfile(): Promise<number>;
  zenginExport(): Promise<number>;
  customReport(): Promise<number>;
  /** The call's customer, linked to the family account of store A (issue 31). */
  familyMember(): Promise<number>;
  /** A family account of its own linked to the call's customer (利用停止 must not stop the matrix's family). */
  familyAccount(): Promise<number>;
  /** A pending contact change request of the call's customer, from the family of store A (issue 31). */
  changeRequest(): Promise<number>;
  /** A pending 休会 request of the family's member of store A (各種申請, issue 32). */
  familyMembershipRequest(): Promise<number>;
  /** That member's waiting-list entry (an offered seat) of the call's class (キャンセル待ち, issue 31). */
  familyWaitlistEntry(): Promise<number>;
  /** A passed promotion result of the family's member (issue 31, its 認定証). */
  familyPassedResult(): Promise<number>;
  /** The invoice the cash payment paid, of the family's member (請求・お支払い, issue 32). */
  familyInvoice(): Promise<number>;
  /** A notice (お知らせ, issue 32) of store A by its manager to store A's families, the family of store A among them. */
  memberNotice(): Promise<number>;
  /** A thread (お問い合わせ, issue 32) of the family of store A with store A's desk, with one family message. */
  familyThread(): Promise<number>;
  /** A push subscription (通知, issue 32) of store A's family: another family's delete is 404. */
  familyPushSubscription(): Promise<number>;
}

type PathFixture =
  | { kind: 'store A'; value: (r: Resources, f: Fixture) => Promise<number> | number }
  | { kind: 'any store'; value: string }
  // No table yet: the operation answers 501 until it is built, and then needs a real resource here.
  | { kind: 'not built' };

const ofStoreA = (value: (r: Resources, f: Fixture) => Promise<number> | number): PathFixture => ({
  kind: 'store A',
  value,
});

/**
 * What each path parameter stands for, by `segment/{name}` (the path segment before it) or by `{name}`.
 * `store A`: a resource of store A (store-B callers must get 404 or 403); `any store`: a value that is
 * nobody's (a KPI key, a month, a postal code).
 */
const PATH_FIXTURES: Record<string, PathFixture> = {
  'customers/{id}': ofStoreA((r) => r.customer()),
  '{customerId}': ofStoreA((r) => r.customer()),
  'contracts/{contractId}': ofStoreA((r) => r.contract()),
  'family-accounts/{accountId}': ofStoreA((r) => r.familyAccount()),
  'membership-requests/{requestId}': ofStoreA((r) => r.membershipRequest()),
  'change-requests/{requestId}': ofStoreA((r) => r.changeRequest()),
  // 各種申請 (issue 32): the family's request, cancelled by the family and decided by the store.
  'membership-requests/{id}': ofStoreA((r) => r.familyMembershipRequest()),
  'family-membership-requests/{id}': ofStoreA((r) => r.familyMembershipRequest()),
  'lessons/{classId}': ofStoreA((_, f) => f.classA),
  'customer-pre-registrations/{id}': ofStoreA((r) => r.preRegistration()),
  'nfc-cards/{id}': ofStoreA(async (r) => (await r.card()).id),
  'staffs/{id}': ofStoreA((r) => r.staffMember()),
  'reader-devices/{id}': ofStoreA((r) => r.readerDevice()),
  'stores/{id}': ofStoreA((_, f) => f.storeA),
  'facilities/{id}': ofStoreA((r) => r.facility()),
  'schools/{id}': ofStoreA((r) => r.school()),
  'program-categories/{id}': ofStoreA((r) => r.category()),
  'programs/{id}': ofStoreA((r) => r.program()),
  'grades/{id}': ofStoreA((r) => r.grade()),
  'classes/{id}': ofStoreA((r) => r.weeklyClass()),
  // A Monday, the day of the call's class.
  'lessons/{date}': { kind: 'any store', value: '2026-11-23' },
  'absences/{id}': ofStoreA((r) => r.absence()),
  'makeup-bookings/{id}': ofStoreA((r) => r.makeupBooking()),
  'trial-lessons/{id}': ofStoreA((r) => r.trialLesson()),
  'promotion-tests/{id}': ofStoreA((r) => r.promotionTest()),
  // マイページ's 認定証 (issue 31): the family of store A's member and its passed result.
  'members/{customerId}': ofStoreA((r) => r.familyMember()),
  'certificates/{resultId}': ofStoreA((r) => r.familyPassedResult()),
  // 請求・お支払い (issue 32): an invoice of a confirmed cycle and a desk payment, of the family of store A's member.
  'invoices/{id}': ofStoreA((r) => r.familyInvoice()),
  'payments/{id}': ofStoreA(async (r) => {
    await r.familyMember();
    return r.cashCollection();
  }),
  'kpi/{key}': { kind: 'any store', value: 'active_members' },
  'attendance-trend/{month}': { kind: 'any store', value: '2026-11' },
  'postal-codes/{postalCode}': { kind: 'any store', value: '1500043' },
  // The bank master is the school's, not a store's.
  'banks/{bankCode}': { kind: 'any store', value: '0001' },
  'branches/{branchCode}': { kind: 'any store', value: '001' },
  'customer-imports/{id}': ofStoreA((r) => r.customerImport()),
  'posts/{id}': ofStoreA((r) => r.post()),
  'comments/{commentId}': ofStoreA((r) => r.comment()),
  'rooms/{id}': ofStoreA((r) => r.room()),
  'messages/{messageId}': ofStoreA((r) => r.message()),
  'cycles/{id}': ofStoreA((r) => r.billingCycle()),
  'adjustments/{id}': ofStoreA((r) => r.adjustment()),
  'discount-groups/{id}': ofStoreA((r) => r.discountGroup()),
  'cash-collections/{id}': ofStoreA((r) => r.cashCollection()),
  'cash-closes/{businessDate}': { kind: 'any store', value: '2026-11-22' },
  'collection-profiles/{id}': ofStoreA((r) => r.collectionProfile()),
  'zengin-exports/{exportId}': ofStoreA((r) => r.zenginExport()),
  'custom/{id}': ofStoreA((r) => r.customReport()),
  'waitlist/{id}': ofStoreA((r) => r.familyWaitlistEntry()),
  'member-notices/{id}': ofStoreA((r) => r.memberNotice()),
  // The family's side of the same notice: addressed to the family of store A, not to store B's.
  'notices/{id}': ofStoreA((r) => r.memberNotice()),
  // お問い合わせ (issue 32): the family of store A's thread with store A's desk.
  'family-threads/{id}': ofStoreA((r) => r.familyThread()),
  'subscriptions/{id}': ofStoreA((r) => r.familyPushSubscription()),
  // A backup's file name (the matrix's app has no backup directory: the operation answers 501 to admins).
  'backups/{file}': { kind: 'any store', value: 'kayoi-2026-11-24T030000+0900.sql.gz' },
};

interface CallInput {
  json?: unknown;
  form?: Form;
  query?: Record<string, string | number>;
  /** The body or query names a resource of store A (store-B callers must get 404 or 403). */
  refersToStoreA?: boolean;
}

/** What a caller writes is named after the caller's own store. */
const markOf = (caller: Caller) => (caller.store === 'B' ? '店舗B' : MARK);

const personForm = (mark: string): Form => ({
  family_name: mark,
  given_name: '花子',
  family_name_kana: 'テンポエー',
  given_name_kana: 'ハナコ',
  birth_date: '1990-04-01',
  gender: 'female',
});

/**
 * Bodies and queries that get past validation, so the call reaches the handler's own rules. Without an entry
 * the spec's example is sent; a built operation with a body and neither fails the test.
 */
const INPUTS: Record<string, (r: Resources, f: Fixture, caller: Caller) => Promise<CallInput> | CallInput> = {
  loginWithPassword: (_, f) => ({ json: { email: f.loginTarget.email, password: TEST_PASSWORD } }),
  loginFamily: (_, f) => ({ json: { email: f.familyLoginTarget.email, password: TEST_PASSWORD } }),
  // The family of store A is linked to the call's customer (enrolled in the call's Monday class); the family of
  // store B is not, so for it the member is another family's (404, whatever id it sends).
  createFamilyChangeRequest: async (r) => ({
    json: {
      customer_id: await r.familyMember(),
      mobile: `070-0000-${String(nextSequence()).padStart(4, '0')}`,
    },
  }),
  // The right current password and the same one again: checked (the lockout cleared), then 422 — the password
  // the matrix signs in with stays.
  changeFamilyPassword: () => ({
    json: { current_password: TEST_PASSWORD, password: TEST_PASSWORD, password_confirmation: TEST_PASSWORD },
  }),
  rejectCustomerChangeRequest: () => ({ json: { reason: '確認のため' } }),
  rejectFamilyMembershipRequest: () => ({ json: { reason: '確認のため' } }),
  createFamilyMembershipRequest: async (r) => ({
    json: { customer_id: await r.familyMember(), kind: 'withdraw' },
  }),
  reportFamilyAbsence: async (r) => ({
    json: { customer_id: await r.familyMember(), class_id: await r.weeklyClass(), lesson_date: '2026-11-30' },
    refersToStoreA: true,
  }),
  joinFamilyWaitlist: async (r) => ({
    json: { customer_id: await r.familyMember(), class_id: await r.weeklyClass() },
    refersToStoreA: true,
  }),
  // 振替予約 (issue 31): the member's credit into the call's class; the family of store B reaches neither.
  bookFamilyMakeup: async (r) => ({
    json: {
      customer_id: await r.familyMember(),
      credit_id: await r.makeupCredit(),
      class_id: await r.weeklyClass(),
      lesson_date: '2026-12-07',
    },
    refersToStoreA: true,
  }),
  getFamilyPaymentSummary: () => ({ query: { year: 2026 } }),
  // お問い合わせ (issue 32): to store A, a store of the family of store A's members and not of store B's (404).
  postFamilyMessage: (_, f) => ({ json: { store_id: f.storeA, body: `${MARK}へのお問い合わせ` } }),
  replyToFamilyThread: () => ({ json: { body: 'お問い合わせありがとうございます' } }),
  requestPasswordReset: (_, f) => ({ json: { email: f.loginTarget.email } }),
  setCardPin: () => ({ json: { current_password: TEST_PASSWORD, pin: '482915' } }),
  changeStore: (_, f, caller) => ({ json: { store_id: caller.store === 'B' ? f.storeB : f.storeA } }),
  recordCustomerAttendance: async (r) => ({
    json: { customer_id: await r.customer() },
    refersToStoreA: true,
  }),
  markLessonAttendance: () => ({ json: { date: TODAY, status: 'present' } }),
  clearLessonAttendance: () => ({ query: { date: TODAY } }),
  recordLessonCardTap: async (r) => ({ json: { nfc_uid: (await r.card()).uid }, refersToStoreA: true }),
  listInvoices: async (r) => ({ query: { customer_id: await r.customer() }, refersToStoreA: true }),
  listNfcCards: async (r) => ({
    query: { holder_type: 'customer', holder_id: await r.customer() },
    refersToStoreA: true,
  }),
  issueNfcCard: async (r) => ({
    json: { holder_type: 'customer', holder_id: await r.customer(), uid: nextUid() },
    refersToStoreA: true,
  }),
  createPublicPreRegistration: (_, f) => ({ form: preRegistrationForm(f) }),
  updatePreRegistration: (_, f) => ({ form: { ...preRegistrationForm(f), _method: 'PUT' } }),
  changePreRegistrationStatus: () => ({ json: { status: 'cancelled', notes: '入会見送り' } }),
  createCustomer: (_, __, caller) => ({ form: personForm(markOf(caller)) }),
  // A saved custom report's name is unique in its store: each call names its own.
  createCustomReport: (_, __, caller) => ({
    json: { name: `${markOf(caller)}のレポート${nextUid()}`, measure: 'joins', dimension: 'month' },
  }),
  updateCustomReport: (_, __, caller) => ({
    json: { name: `${markOf(caller)}のレポート${nextUid()}`, measure: 'lessons', dimension: 'coach' },
  }),
  updateCustomer: (_, __, caller) => ({ form: { ...personForm(markOf(caller)), _method: 'PUT' } }),
  changeCustomerStatus: () => ({ json: { status: 'paused', reason: '怪我のため休会' } }),
  // No programme: a programme of store A would be refused (422) before the customer is looked up.
  createCustomerContract: () => ({
    json: { plan_name: '週1回', monthly_fee: 8800, starts_on: '2026-12-01' },
  }),
  updateCustomerContract: () => ({
    json: { plan_name: '週2回', monthly_fee: 12100, starts_on: '2026-12-01' },
  }),
  enrollReaderDevice: (_, __, caller) => ({ json: { name: `${markOf(caller)}受付PC` } }),
  // The first-run guide: an administrator closes it (their own choice, nothing of a store's).
  updateSetupGuide: () => ({ json: { hidden: true } }),
  createStaff: (_, __, caller) => ({
    json: { name: `${markOf(caller)} 新人`, name_kana: 'シンジン', email: nextEmail(), role: 'staff' },
  }),
  updateStaff: (_, __, caller) => ({
    json: { name: `${markOf(caller)} 編集`, name_kana: 'ヘンシュウ', email: nextEmail(), role: 'staff' },
  }),
  retireStaff: () => ({ json: { reason: '退職のため' } }),
  // No file: the import's own rule answers 422, after the role rule.
  importCustomers: () => ({ form: { dry_run: '1' } }),
  // No file: the master imports' own rule answers 422, after the role rule (issue 29).
  importPrograms: () => ({ form: { dry_run: '1' } }),
  importGrades: () => ({ form: { dry_run: '1' } }),
  // Communication (issue 17): posts to the caller's own store, rooms of the caller's own store.
  createBulletinPost: (_, __, caller) => ({ form: { title: `${markOf(caller)}お知らせ`, body: '本文です' } }),
  updateBulletinPost: (_, __, caller) => ({ form: { _method: 'PUT', title: `${markOf(caller)}更新` } }),
  createChatRoom: (_, __, caller) => ({ json: { type: 'group', name: `${markOf(caller)}ルーム` } }),
  searchChatMessages: () => ({ query: { q: '連絡' } }),
  // No file: the photo rule answers 422, after the role and store rules.
  updateStaffPhoto: () => ({ form: {} }),
  // School setup (issue 13): bodies that store A's callers can save. Store B's callers name store A's school,
  // which their store does not have (422, as a contract naming another store's program).
  createStore: () => ({ json: storeInput(`新校${nextSequence()}`) }),
  updateStore: () => ({ json: storeInput(`更新店${nextSequence()}`) }),
  // No file: the logo rule answers 422, after the role and store rules (issue 28 §9).
  updateStoreLogo: () => ({ form: {} }),
  getStoreCalendar: () => ({ query: { month: '2026-12' } }),
  createFacility: (_, __, caller) => ({
    json: { name: `${markOf(caller)}プール${nextSequence()}`, kind: 'pool', lanes: [{ number: 1 }] },
  }),
  updateFacility: (_, __, caller) => ({
    json: { name: `${markOf(caller)}プール${nextSequence()}`, kind: 'pool', lanes: [] },
  }),
  createSchool: (_, __, caller) => ({
    json: { name: `${markOf(caller)}体操${nextSequence()}`, discipline: 'gymnastics' },
  }),
  updateSchool: (_, __, caller) => ({
    json: { name: `${markOf(caller)}体操${nextSequence()}`, discipline: 'gymnastics' },
  }),
  createProgramCategory: async (r, _, caller) => ({
    json: { school_id: await r.school(), name: `${markOf(caller)}ジュニア${nextSequence()}` },
  }),
  updateProgramCategory: async (r, _, caller) => ({
    json: { school_id: await r.school(), name: `${markOf(caller)}ジュニア${nextSequence()}` },
  }),
  createProgram: async (r, _, caller) => ({ json: await programInput(r, caller) }),
  updateProgram: async (r, _, caller) => ({ json: await programInput(r, caller) }),
  createGrade: async (r, _, caller) => ({
    json: {
      school_id: await r.school(),
      name: `${markOf(caller)}${nextSequence()}級`,
      cap_color_hex: '#E53935',
    },
  }),
  // Copying masters (issue 29): store A into itself is the copy's own 422 for store A's allowed callers, after
  // the store rule (a manager of store B names store A: 403); the real copies are master-copy.test.ts's.
  previewMasterCopy: (_, f) => ({ json: copyInput(f), refersToStoreA: true }),
  applyMasterCopy: (_, f) => ({ json: copyInput(f), refersToStoreA: true }),
  // The template goes into the caller's own store: a first one is made, later ones find it there.
  previewMasterTemplate: () => ({ json: { parts: ['grades'] } }),
  applyMasterTemplate: () => ({ json: { parts: ['grades'] } }),
  // Classes (issue 14): store B's callers name store A's school and program (422, as a program would).
  createClass: async (r, _, caller) => ({ json: await classInput(r, caller) }),
  updateClass: async (r, _, caller) => ({ json: await classInput(r, caller) }),
  listLessons: () => ({ query: { date: TODAY } }),
  setLessonException: () => ({ json: { kind: 'moved', reason: '代行' } }),
  listMakeupCredits: async (r) => ({ query: { customer_id: await r.customer() }, refersToStoreA: true }),
  createAbsence: async (r) => ({
    json: { class_id: await r.weeklyClass(), customer_id: await r.customer(), lesson_date: '2026-11-30' },
    refersToStoreA: true,
  }),
  createMakeupBooking: async (r) => ({
    json: { credit_id: await r.makeupCredit(), class_id: await r.weeklyClass(), lesson_date: '2026-11-30' },
    refersToStoreA: true,
  }),
  listTrialSlots: async (r) => ({
    query: { pre_registration_id: await r.preRegistration() },
    refersToStoreA: true,
  }),
  bookTrialLesson: async (r) => ({
    json: {
      pre_registration_id: await r.preRegistration(),
      class_id: await r.weeklyClass(),
      lesson_date: '2026-11-30',
    },
    refersToStoreA: true,
  }),
  recordTrialResult: () => ({ json: { attendance: 'present' } }),
  decideTrialOutcome: () => ({ json: { outcome: 'declined', reason: '日程が合わない' } }),
  createPromotionTest: async (r) => ({ json: { school_id: await r.school(), held_on: '2026-12-19' } }),
  recordPromotionResults: async (r) => {
    await r.grade();
    return { json: { results: [{ customer_id: await r.customer(), passed: true }] }, refersToStoreA: true };
  },
  quoteClassEnrollment: async (r) => ({
    json: { customer_id: await r.customer(), starts_on: '2026-12-15' },
    refersToStoreA: true,
  }),
  enrollInClass: async (r) => ({
    json: { customer_id: await r.customer(), join_waitlist: true },
    refersToStoreA: true,
  }),
  updateGrade: async (r, _, caller) => ({
    json: {
      school_id: await r.school(),
      name: `${markOf(caller)}${nextSequence()}級`,
      skills: [{ name: 'けのび 5m' }],
    },
  }),
};

let sequence = 0;
const nextSequence = () => {
  sequence += 1;
  return sequence;
};

const storeInput = (name: string) => ({
  name,
  name_kana: 'テストテンポ',
  postal_code: '150-0041',
  prefecture: '東京都',
  city: '渋谷区',
  street_address: '神南1-2-3',
  phone: '03-6416-3820',
  business_hours: [{ day_of_week: 1, opens_at: '10:00', closes_at: '21:30' }],
  closures: [{ starts_on: '2026-12-29', ends_on: '2027-01-03', reason: '年末年始休業' }],
});

const copyInput = (f: Fixture) => ({
  source_store_id: f.storeA,
  target_store_ids: [f.storeA],
  parts: ['programs', 'grades'],
});

/** A program of the call's school and category of store A. */
const programInput = async (r: Resources, caller: Caller) => {
  const category = await r.category();
  return {
    school_id: await r.school(),
    category_id: category,
    name: `${markOf(caller)}週1回${nextSequence()}`,
    monthly_fee: 7700,
  };
};

/** A class of the call's program of store A, in no lane and with no coach (so it never double-books). */
const classInput = async (r: Resources, caller: Caller) => ({
  school_id: await r.school(),
  program_id: await r.program(),
  name: `${markOf(caller)}クラス${nextSequence()}`,
  day_of_week: 2,
  start_time: '10:00',
  end_time: '11:00',
  capacity: 10,
});

/** Answers that are 403 for an allowed caller by the operation's own rule, not by role. */
const EXPECTED_403: Record<string, string> = {
  loginWithNfcCard: 'a card login needs an enrolled reader device (X-Device-Credential)',
  // Issue 17: the fixtures are written by another staff member; staff edit and delete only their own.
  updateBulletinPost: 'staff edit only their own posts (the fixture is the manager’s)',
  deleteBulletinPost: 'staff delete only their own posts (the fixture is the manager’s)',
  deleteBulletinComment: 'staff delete only their own comments (the fixture is another’s)',
  editChatMessage: 'only the sender edits a message (the fixture is another’s)',
  deleteChatMessage: 'staff delete only their own messages (the fixture is another’s)',
  receiveLineWebhook:
    "LINE's webhook refuses a body not signed with the channel's secret (none is configured here)",
};

/** Operations that end the caller's session: each caller spends a session of its own on them. */
const SPENDS_SESSION = new Set(['logout', 'logoutFamily']);

const preRegistrationForm = (f: Fixture): Form => ({
  ...personForm(MARK),
  store_id: f.storeA,
  birth_date: '2015-06-12',
  mobile: '090-1234-5678',
  email: 'matrix@example.jp',
  postal_code: '150-0043',
  prefecture: '東京都',
  city: '渋谷区',
  street_address: '道玄坂1-2-3',
  guardian_name: '山田 洋子',
  guardian_name_kana: 'ヤマダ ヨウコ',
  guardian_relationship: '母',
  guardian_phone: '090-8765-4321',
  confirmation: '1',
});

let emailSequence = 0;
/** An e-mail no account has. */
const nextEmail = () => {
  emailSequence += 1;
  return `matrix-staff-${emailSequence}@test.kayoi.jp`;
};

let uidSequence = 0;
/** A card UID no other card has (14 upper-case hex digits, as stored). */
function nextUid() {
  uidSequence += 1;
  return `AB${uidSequence.toString(16).toUpperCase().padStart(12, '0')}`;
}

const statusClass = (status: number) =>
  [401, 403, 404, 501].includes(status) ? String(status) : `${String(status).slice(0, 1)}xx`;

describe.each(databaseTargets)('authorization matrix on $name', (target) => {
  let t: TestApp;
  let f: Fixture;
  let baseUrl: string;
  let memberSequence = 0;
  let billingSequence = 0;
  const outcomes = new Map<string, number>();
  let calls = 0;
  const tally = (status: number) => {
    calls += 1;
    outcomes.set(statusClass(status), (outcomes.get(statusClass(status)) ?? 0) + 1);
  };

  beforeAll(async () => {
    t = await startTestApp(target);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const storeA = await t.createStore();
    const storeB = await t.createStore();
    const account = async (role: Role, storeId: number): Promise<Account> => {
      const staff = await t.createStaff({ role, storeId });
      return { ...staff, token: await t.login(staff.email) };
    };
    const accounts = {
      staff: await account('staff', storeA),
      manager: await account('manager', storeA),
      admin: await account('admin', storeA),
      'staff of store B': await account('staff', storeB),
      'manager of store B': await account('manager', storeB),
    };
    const staffTarget = await t.createStaff({ role: 'staff', storeId: storeA });
    const loginTarget = await t.createStaff({ role: 'staff', storeId: storeA });
    await t.db.query(`update staffs set name = '${MARK} ' || name where store_id = $1`, [storeA]);
    const programA = (
      await t.db.query<{ id: number }>(
        `insert into programs (store_id, name, monthly_fee) values ($1, '${MARK}コース', 8800) returning id`,
        [storeA],
      )
    ).rows[0]?.id as number;
    const classA = (
      await t.db.query<{ id: number }>(
        `insert into classes (store_id, program_id, name, day_of_week, start_time, end_time, capacity, starts_on)
         values ($1, $2, '${MARK}クラス', 0, '10:00', '11:00', 50, '2000-01-01') returning id`,
        [storeA, programA],
      )
    ).rows[0]?.id as number;
    // Family accounts made as a family makes them: invited from a member's record, the link accepted.
    const familyAccount = async (storeId: number, inviter: string): Promise<Account> => {
      memberSequence += 1;
      const { rows } = await t.db.query<{ id: number }>(
        `insert into customers (store_id, member_number, family_name, given_name, family_name_kana, given_name_kana,
           birth_date, status, joined_on, guardian_name)
         values ($1, $2, '家族', '会員', 'カゾク', 'カイイン', '2016-04-01', 'active', '2025-01-01', '家族 保護者')
         returning id`,
        [storeId, `FM${memberSequence}`],
      );
      const email = `matrix-family-${memberSequence}@test.kayoi.jp`;
      const invited = await t.request({
        method: 'POST',
        url: `/api/customers/${rows[0]?.id}/family-invitations`,
        token: inviter,
        payload: { email },
      });
      if (invited.status !== 200) throw new Error(`family invitation: ${JSON.stringify(invited.body)}`);
      const token = /token=([\w-]+)/.exec(t.outbox.at(-1)?.text ?? '')?.[1];
      const accepted = await t.request({
        method: 'POST',
        url: '/api/family/auth/accept-invitation',
        payload: { token, password: TEST_PASSWORD, password_confirmation: TEST_PASSWORD },
      });
      if (accepted.status !== 200) throw new Error(`family acceptance: ${JSON.stringify(accepted.body)}`);
      return { id: accepted.body.data.account.id, email, token: accepted.body.data.token };
    };
    const families = {
      family: await familyAccount(storeA, accounts.manager.token),
      'family of store B': await familyAccount(storeB, accounts['manager of store B'].token),
    };
    const familyLoginTarget = { email: (await familyAccount(storeA, accounts.manager.token)).email };
    f = { storeA, storeB, programA, classA, accounts, families, familyLoginTarget, staffTarget, loginTarget };
  });

  afterAll(async () => {
    const byOutcome = [...outcomes.entries()].sort(([a], [b]) => a.localeCompare(b));
    console.info(
      `authorization matrix on ${target.name}: ${calls} calls (${operations.length} operations × ${CALLERS.length} callers, and the staff card rules) — ${byOutcome
        .map(([outcome, n]) => `${outcome}: ${n}`)
        .join(', ')}`,
    );
    expect(t.contractViolations()).toEqual([]);
    await t?.close();
  });

  function resources(): Resources {
    const made = new Map<string, Promise<unknown>>();
    const once = <T>(key: string, make: () => Promise<T>): Promise<T> => {
      if (!made.has(key)) made.set(key, make());
      return made.get(key) as Promise<T>;
    };
    const r: Resources = {
      customer: () =>
        once('customer', async () => {
          memberSequence += 1;
          const { rows } = await t.db.query<{ id: number }>(
            `insert into customers (store_id, member_number, family_name, given_name, family_name_kana,
               given_name_kana, birth_date, status, joined_on)
             values ($1, $2, '${MARK}', '会員', 'テンポエー', 'カイイン', '1990-04-01', 'active', '2025-01-01')
             returning id`,
            [f.storeA, `MX${memberSequence}`],
          );
          const id = rows[0]?.id as number;
          await t.db.query(
            `insert into class_enrollments (class_id, customer_id, enrolled_on) values ($1, $2, '2025-01-01')`,
            [f.classA, id],
          );
          return id;
        }),
      card: () =>
        once('card', async () => {
          const uid = nextUid();
          const { rows } = await t.db.query<{ id: number }>(
            `insert into nfc_cards (uid, card_type, customer_id) values ($1, 2, $2) returning id`,
            [uid, await r.customer()],
          );
          return { id: rows[0]?.id as number, uid };
        }),
      contract: () =>
        once('contract', async () => {
          const { rows } = await t.db.query<{ id: number }>(
            `insert into customer_contracts (customer_id, program_id, plan_name, monthly_fee, starts_on)
             values ($1, $2, '週1回', 8800, '2025-01-01') returning id`,
            [await r.customer(), f.programA],
          );
          return rows[0]?.id as number;
        }),
      membershipRequest: () =>
        once('membershipRequest', async () => {
          const { rows } = await t.db.query<{ id: number }>(
            `insert into customer_membership_requests (customer_id, kind, requested_on, starts_on, ends_on)
             values ($1, 'pause', '2026-11-22', '2027-03-01', '2027-03-31') returning id`,
            [await r.customer()],
          );
          return rows[0]?.id as number;
        }),
      preRegistration: () =>
        once('preRegistration', async () => {
          const response = await t.request({
            method: 'POST',
            url: '/api/public/customer-pre-registrations',
            ...multipart(preRegistrationForm(f)),
          });
          if (response.status !== 201) throw new Error(`pre-registration: ${JSON.stringify(response.body)}`);
          return response.body.data.id as number;
        }),
      facility: () =>
        once('facility', async () => {
          const { rows } = await t.db.query<{ id: number }>(
            `insert into facilities (store_id, name, kind) values ($1, $2, 'pool') returning id`,
            [f.storeA, `${MARK}プール${nextSequence()}`],
          );
          const id = rows[0]?.id as number;
          await t.db.query(
            `insert into facility_lanes (facility_id, number, name) values ($1, 1, '${MARK}第1レーン')`,
            [id],
          );
          return id;
        }),
      school: () =>
        once('school', async () => {
          const { rows } = await t.db.query<{ id: number }>(
            `insert into schools (store_id, name, discipline) values ($1, $2, 'swimming') returning id`,
            [f.storeA, `${MARK}スイミング${nextSequence()}`],
          );
          return rows[0]?.id as number;
        }),
      category: () =>
        once('category', async () => {
          const { rows } = await t.db.query<{ id: number }>(
            `insert into program_categories (store_id, school_id, name) values ($1, $2, $3) returning id`,
            [f.storeA, await r.school(), `${MARK}ジュニア${nextSequence()}`],
          );
          return rows[0]?.id as number;
        }),
      program: () =>
        once('program', async () => {
          const { rows } = await t.db.query<{ id: number }>(
            `insert into programs (store_id, school_id, category_id, name, monthly_fee)
             values ($1, $2, $3, $4, 7700) returning id`,
            [f.storeA, await r.school(), await r.category(), `${MARK}週1回${nextSequence()}`],
          );
          return rows[0]?.id as number;
        }),
      grade: () =>
        once('grade', async () => {
          const { rows } = await t.db.query<{ id: number }>(
            `insert into grades (store_id, school_id, name, sort_order) values ($1, $2, $3, 1) returning id`,
            [f.storeA, await r.school(), `${MARK}${nextSequence()}級`],
          );
          return rows[0]?.id as number;
        }),
      weeklyClass: () =>
        once('weeklyClass', async () => {
          const { rows } = await t.db.query<{ id: number }>(
            `insert into classes (store_id, school_id, program_id, name, day_of_week, start_time, end_time, capacity,
               starts_on)
             select $1, p.school_id, p.id, $2, 1, '10:00', '11:00', 20, '2000-01-01' from programs p where p.id = $3
             returning id`,
            [f.storeA, `${MARK}クラス${nextSequence()}`, f.programA],
          );
          const id = rows[0]?.id as number;
          await t.db.query(
            `insert into class_enrollments (class_id, customer_id, enrolled_on) values ($1, $2, '2025-01-01')`,
            [id, await r.customer()],
          );
          return id;
        }),
      absence: () =>
        once('absence', async () => {
          const { rows } = await t.db.query<{ id: number }>(
            `insert into lesson_absences (store_id, class_id, customer_id, lesson_date)
             values ($1, $2, $3, '2026-11-23') returning id`,
            [f.storeA, await r.weeklyClass(), await r.customer()],
          );
          return rows[0]?.id as number;
        }),
      makeupCredit: () =>
        once('makeupCredit', async () => {
          const { rows } = await t.db.query<{ id: number }>(
            `insert into makeup_credits (store_id, customer_id, source, absence_id, class_id, program_id, lesson_date,
               expires_on)
             values ($1, $2, 'absence', $3, $4, $5, '2026-11-23', '2026-12-31') returning id`,
            [f.storeA, await r.customer(), await r.absence(), await r.weeklyClass(), f.programA],
          );
          return rows[0]?.id as number;
        }),
      makeupBooking: () =>
        once('makeupBooking', async () => {
          const { rows } = await t.db.query<{ id: number }>(
            `insert into makeup_bookings (store_id, credit_id, customer_id, class_id, lesson_date)
             values ($1, $2, $3, $4, '2026-11-30') returning id`,
            [f.storeA, await r.makeupCredit(), await r.customer(), await r.weeklyClass()],
          );
          return rows[0]?.id as number;
        }),
      trialLesson: () =>
        once('trialLesson', async () => {
          const { rows } = await t.db.query<{ id: number }>(
            `insert into trial_lessons (store_id, pre_registration_id, class_id, lesson_date, attendance)
             values ($1, $2, $3, '2026-11-23', 'present') returning id`,
            [f.storeA, await r.preRegistration(), await r.weeklyClass()],
          );
          return rows[0]?.id as number;
        }),
      promotionTest: () =>
        once('promotionTest', async () => {
          const { rows } = await t.db.query<{ id: number }>(
            `insert into promotion_tests (store_id, school_id, name, held_on) values ($1, $2, $3, '2026-12-19')
             returning id`,
            [f.storeA, await r.school(), `${MARK}進級テスト`],
          );
          return rows[0]?.id as number;
        }),
      customerImport: () =>
        once('customerImport', async () => {
          const { rows } = await t.db.query<{ id: number }>(
            `insert into customer_imports (store_id, imported_by, file_name, format, rows, created, updated,
               unchanged, refused, skipped, report, started_at, finished_at)
             values ($1, $2, '${MARK}.csv', 'csv', 0, 0, 0, 0, 0, 0, '', now(), now()) returning id`,
            [f.storeA, f.accounts.manager.id],
          );
          return rows[0]?.id as number;
        }),
      post: () =>
        once('post', async () => {
          const { rows } = await t.db.query<{ id: number }>(
            `insert into bulletin_posts (store_id, author_id, title, body) values ($1, $2, $3, '本文') returning id`,
            [f.storeA, f.accounts.manager.id, `${MARK}のお知らせ`],
          );
          return rows[0]?.id as number;
        }),
      comment: () =>
        once('comment', async () => {
          const { rows } = await t.db.query<{ id: number }>(
            `insert into bulletin_comments (post_id, author_id, body) values ($1, $2, '${MARK}のコメント') returning id`,
            [await r.post(), f.staffTarget.id],
          );
          return rows[0]?.id as number;
        }),
      room: () =>
        once('room', async () => {
          const { rows } = await t.db.query<{ id: number }>(
            `insert into chat_rooms (type, name, store_id, created_by) values ('group', '${MARK}ルーム', $1, $2)
             returning id`,
            [f.storeA, f.accounts.manager.id],
          );
          const id = rows[0]?.id as number;
          await t.db.query('insert into chat_participants (room_id, staff_id) select $1, unnest($2::int[])', [
            id,
            [f.accounts.staff.id, f.accounts.manager.id, f.accounts.admin.id, f.staffTarget.id],
          ]);
          return id;
        }),
      message: () =>
        once('message', async () => {
          const { rows } = await t.db.query<{ id: number }>(
            `insert into chat_messages (room_id, sender_id, body) values ($1, $2, '${MARK}の連絡') returning id`,
            [await r.room(), f.staffTarget.id],
          );
          return rows[0]?.id as number;
        }),
      staffMember: () =>
        once('staffMember', async () => {
          const staff = await t.createStaff({ role: 'staff', storeId: f.storeA });
          await t.db.query(`update staffs set name = '${MARK} ' || name where id = $1`, [staff.id]);
          return staff.id;
        }),
      billingCycle: () =>
        once('billingCycle', async () => {
          billingSequence += 1;
          const month = addMonths('2030-01-01', billingSequence);
          const { rows } = await t.db.query<{ id: number }>(
            `insert into billing_cycles (store_id, billing_month, closing_date, withdrawal_date)
             values ($1, $2::date, $2::date + 9, $2::date + 26) returning id`,
            [f.storeA, month],
          );
          return rows[0]?.id as number;
        }),
      adjustment: () =>
        once('adjustment', async () => {
          const { rows } = await t.db.query<{ id: number }>(
            `insert into billing_adjustments (store_id, customer_id, billing_month, kind, description, amount)
             values ($1, $2, '2029-01-01', 'goods', '${MARK}の水着', 3300) returning id`,
            [f.storeA, await r.customer()],
          );
          return rows[0]?.id as number;
        }),
      discountGroup: () =>
        once('discountGroup', async () => {
          const { rows } = await t.db.query<{ id: number }>(
            `insert into discount_groups (store_id, name, valid_from) values ($1, '${MARK}兄弟割', '2026-04-01')
             returning id`,
            [f.storeA],
          );
          const id = rows[0]?.id as number;
          await t.db.query(
            'insert into discount_group_members (group_id, customer_id, position) values ($1, $2, 1)',
            [id, await r.customer()],
          );
          return id;
        }),
      cashCollection: () =>
        once('cashCollection', async () => {
          const cycle = await r.billingCycle();
          await t.db.query(`update billing_cycles set status = 'confirmed' where id = $1`, [cycle]);
          const customer = await r.customer();
          const invoice = await t.db.query<{ id: number }>(
            `insert into invoices (cycle_id, store_id, customer_id, billing_month, payment_method, total, tax, paid_amount,
               status)
             select id, store_id, $2, billing_month, 'cash', 7700, 700, 7700, 'paid' from billing_cycles where id = $1
             returning id`,
            [cycle, customer],
          );
          const payment = await t.db.query<{ id: number }>(
            `insert into payments (store_id, customer_id, method, amount, received, change, paid_on, receipt_number,
               idempotency_key)
             values ($1, $2, 'cash', 7700, 10000, 2300, '2026-11-22', 900000 + $3, 'matrix-' || $3) returning id`,
            [f.storeA, customer, billingSequence],
          );
          const id = payment.rows[0]?.id as number;
          await t.db.query(
            'insert into payment_allocations (payment_id, invoice_id, amount) values ($1, $2, 7700)',
            [id, invoice.rows[0]?.id],
          );
          return id;
        }),
      collectionProfile: () =>
        once('collectionProfile', async () => {
          const { rows } = await t.db.query<{ id: number }>(
            `insert into collection_profiles (store_id, name, consignor_code, consignor_name, bank_code, branch_code,
               account_type, account_number, file_name_pattern)
             values ($1, '${MARK}の口座振替', '1234567890', 'ｶﾖｲ', '0009', '234', 1, '7654321', 'Z_{version}.txt')
             returning id`,
            [f.storeA],
          );
          return rows[0]?.id as number;
        }),
      customReport: () =>
        once('customReport', async () => {
          const { rows } = await t.db.query<{ id: number }>(
            `insert into report_custom_definitions (store_id, name, measure, dimension)
             values ($1, $2, 'check_ins', 'month') returning id`,
            [f.storeA, `${MARK}の保存レポート${nextUid()}`],
          );
          return rows[0]?.id as number;
        }),
      zenginExport: () =>
        once('zenginExport', async () => {
          const { rows } = await t.db.query<{ id: number }>(
            `insert into zengin_exports (cycle_id, store_id, profile_id, version, file_name, consignor_code,
               withdrawal_date, record_count, total_amount, sha256, byte_size, content, invoice_ids, amounts)
             values ($1, $2, $3, 1, 'Z_1.txt', '1234567890', '2030-01-27', 0, 0, repeat('0', 64), 0, decode('0300', 'hex'), '{}', '{}')
             returning id`,
            [await r.billingCycle(), f.storeA, await r.collectionProfile()],
          );
          return rows[0]?.id as number;
        }),
      familyInvoice: () =>
        once('familyInvoice', async () => {
          await r.familyMember();
          const { rows } = await t.db.query<{ invoice_id: number }>(
            'select invoice_id from payment_allocations where payment_id = $1',
            [await r.cashCollection()],
          );
          return rows[0]?.invoice_id as number;
        }),
      familyPassedResult: () =>
        once('familyPassedResult', async () => {
          const grade = await r.grade();
          const { rows } = await t.db.query<{ id: number }>(
            `insert into promotion_results (test_id, customer_id, tested_grade_id, passed, new_grade_id)
             values ($1, $2, $3, true, $3) returning id`,
            [await r.promotionTest(), await r.familyMember(), grade],
          );
          return rows[0]?.id as number;
        }),
      familyMember: () =>
        once('familyMember', async () => {
          const customer = await r.customer();
          // One call's member at a time beside the family's own (the first linked): a family of hundreds of members,
          // one per earlier call, would break the contract's bounds (e.g. 振替's 100 members), not a rule.
          await t.db.query(
            `delete from family_links where account_id = $1
                and customer_id <> (select min(customer_id) from family_links where account_id = $1)`,
            [f.families.family.id],
          );
          await t.db.query(
            `insert into family_links (account_id, customer_id, store_id, relationship)
             values ($1, $2, $3, 'guardian') on conflict do nothing`,
            [f.families.family.id, customer, f.storeA],
          );
          return customer;
        }),
      familyAccount: () =>
        once('familyAccount', async () => {
          const customer = await r.customer();
          const { rows } = await t.db.query<{ id: number }>(
            `insert into family_accounts (email, password_hash, state) values ($1, 'x', 'active') returning id`,
            [`matrix-${nextUid()}@family.kayoi.test`],
          );
          const id = rows[0]?.id as number;
          await t.db.query(
            `insert into family_links (account_id, customer_id, store_id, relationship) values ($1, $2, $3, 'guardian')`,
            [id, customer, f.storeA],
          );
          return id;
        }),
      changeRequest: () =>
        once('changeRequest', async () => {
          const customer = await r.familyMember();
          const { rows } = await t.db.query<{ id: number }>(
            `insert into family_change_requests (account_id, requested_by, customer_id, store_id, changes, requested_at)
             values ($1, 'matrix@test.kayoi.jp', $2, $3, '[{"field":"mobile","before":null,"after":"070-1111-2222"}]', now())
             returning id`,
            [f.families.family.id, customer, f.storeA],
          );
          return rows[0]?.id as number;
        }),
      familyMembershipRequest: () =>
        once('familyMembershipRequest', async () => {
          const { rows } = await t.db.query<{ id: number }>(
            `insert into family_membership_requests (account_id, requested_by, customer_id, store_id, kind, from_month,
               to_month, requested_at) values ($1, 'matrix@test.kayoi.jp', $2, $3, 'pause', '2027-01', '2027-01', now())
             returning id`,
            [f.families.family.id, await r.familyMember(), f.storeA],
          );
          return rows[0]?.id as number;
        }),
      familyWaitlistEntry: () =>
        once('familyWaitlistEntry', async () => {
          const { rows } = await t.db.query<{ id: number }>(
            `insert into class_waitlist (class_id, customer_id, status, offered_at, offer_expires_at)
             values ($1, $2, 'offered', now(), now() + interval '3650 days') returning id`,
            [await r.weeklyClass(), await r.familyMember()],
          );
          return rows[0]?.id as number;
        }),
      familyThread: () =>
        once('familyThread', async () => {
          const { rows } = await t.db.query<{ id: number }>(
            `insert into family_threads (account_id, store_id, created_at, last_message_at)
             values ($1, $2, now(), now()) on conflict (account_id, store_id) do update set last_message_at = now()
             returning id`,
            [f.families.family.id, f.storeA],
          );
          const id = rows[0]?.id as number;
          await t.db.query(
            `insert into family_messages (thread_id, author, body, created_at) values ($1, 'family', $2, now())`,
            [id, `${MARK}のお問い合わせ`],
          );
          return id;
        }),
      familyPushSubscription: () =>
        once('familyPushSubscription', async () => {
          const { rows } = await t.db.query<{ id: number }>(
            `insert into notification_push_subscriptions (account_id, endpoint, p256dh, auth, created_at)
             values ($1, 'https://push.example.test/' || gen_random_uuid(), 'BPublicKey', 'authsecret', now()) returning id`,
            [f.families.family.id],
          );
          return rows[0]?.id as number;
        }),
      memberNotice: () =>
        once('memberNotice', async () => {
          const response = await t.request({
            method: 'POST',
            url: '/api/member-notices',
            token: f.accounts.manager.token,
            payload: { title: `${MARK}のお知らせ`, body: `${MARK}の本文`, audience: { kind: 'store' } },
          });
          if (response.status !== 201) throw new Error(`member notice: ${JSON.stringify(response.body)}`);
          return response.body.data.id as number;
        }),
      readerDevice: () =>
        once('readerDevice', async () => {
          const response = await t.request({
            method: 'POST',
            url: '/api/reader-devices',
            token: f.accounts.manager.token,
            payload: { name: `${MARK}タブレット` },
          });
          if (response.status !== 201) throw new Error(`reader device: ${JSON.stringify(response.body)}`);
          return response.body.data.device.id as number;
        }),
    };
    return r;
  }

  /** The fixture of each path parameter of `op`, or why there is none. */
  function pathFixtures(op: Operation): { name: string; key: string; fixture: PathFixture | undefined }[] {
    return [...op.path.matchAll(/([^/]*)\/\{(\w+)\}/g)].map(([, segment, name]) => ({
      name: name as string,
      key: `${segment}/{${name}}`,
      fixture: PATH_FIXTURES[`${segment}/{${name}}`] ?? PATH_FIXTURES[`{${name}}`],
    }));
  }

  async function send(op: Operation, token: string | undefined, url: string, input: CallInput) {
    if (op.streams) {
      // A stream never ends by itself: read the status, then hang up.
      const controller = new AbortController();
      const response = await fetch(`${baseUrl}${url}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
        signal: controller.signal,
      });
      const text = response.status === 200 ? '' : await response.text();
      controller.abort();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    }
    const body =
      op.body === 'json'
        ? { payload: (input.json ?? op.example) as Record<string, unknown> }
        : op.body === 'multipart'
          ? multipart(input.form ?? (op.example as Form) ?? {})
          : {};
    return t.request({ method: op.method, url, token, ...body });
  }

  /** A fresh family session of the account (TEST_PASSWORD, set when its invitation was accepted). */
  async function familyLogin(email: string): Promise<string> {
    const response = await t.request({
      method: 'POST',
      url: '/api/family/auth/login',
      payload: { email, password: TEST_PASSWORD },
    });
    if (response.status !== 200) throw new Error(`family login: ${JSON.stringify(response.body)}`);
    return response.body.data.token as string;
  }

  /** Calls `op` as `caller` with fresh resources; answers what is wrong with the answer, if anything. */
  async function judge(op: Operation, caller: Caller): Promise<string[]> {
    const problems: string[] = [];
    const who = `${op.operationId} (${op.method} ${op.path}) by ${caller.name}`;
    const r = resources();
    let url = op.path;
    let refersToStoreA = false;
    let unbuilt = false;
    for (const { name, fixture } of pathFixtures(op)) {
      if (!fixture) throw new Error(`${who}: no fixture for {${name}}`);
      let value: string | number = '987654';
      if (fixture.kind === 'store A') {
        value = await fixture.value(r, f);
        refersToStoreA = true;
      } else if (fixture.kind === 'any store') value = fixture.value;
      else unbuilt = true;
      url = url.replace(`{${name}}`, encodeURIComponent(String(value)));
    }
    const input = (await INPUTS[op.operationId]?.(r, f, caller)) ?? {};
    if (op.body && !unbuilt && input.json === undefined && input.form === undefined && !op.example) {
      return [`${who}: a body is needed and the spec has no example — add one to INPUTS`];
    }
    const missing = op.requiredQuery.filter((name) => input.query?.[name] === undefined);
    if (missing.length > 0) return [`${who}: required query ${missing.join(', ')} — add it to INPUTS`];
    if (input.query) {
      url += `?${new URLSearchParams(Object.entries(input.query).map(([k, v]): [string, string] => [k, String(v)]))}`;
    }
    refersToStoreA ||= Boolean(input.refersToStoreA);

    const account = caller.family
      ? f.families[caller.name as FamilyCallerName]
      : caller.role
        ? f.accounts[caller.name as StaffCallerName]
        : undefined;
    const signIn = caller.family ? familyLogin : (email: string) => t.login(email);
    const token =
      account && SPENDS_SESSION.has(op.operationId) ? await signIn(account.email) : account?.token;
    const { status, body } = await send(op, token, url, input);
    tally(status);
    const got = `${status} ${body?.error?.code ?? ''} ${body?.message ?? ''}`.trim();

    const forbiddenByRole = caller.role !== null && op.roles !== null && !op.roles.includes(caller.role);
    if (!op.isPublic && (op.realm === 'family') !== Boolean(caller.family)) {
      // Two realms (issue 31): the other realm's token, or none, is unknown to the operation.
      if (status !== 401 || body?.error?.code !== 'UNAUTHENTICATED')
        problems.push(`${who}: a caller of another realm, expected 401, got ${got}`);
    } else if (caller.family && !op.isPublic) {
      // A family reaches only its own members: store A's member is not the store B family's, whatever id it sends.
      if (caller.store === 'B' && refersToStoreA) {
        if (status !== 404 && status !== 403)
          problems.push(`${who}: another family's member, expected 404 or 403, got ${got}`);
      } else if (status === 401 || status === 403 || (status >= 500 && status !== 501)) {
        problems.push(`${who}: the family's own call, got ${got}`);
      }
    } else if (caller.role === null && !op.isPublic) {
      if (status !== 401 || body?.error?.code !== 'UNAUTHENTICATED')
        problems.push(`${who}: expected 401, got ${got}`);
    } else if (forbiddenByRole) {
      if (status !== 403 || body?.error?.message !== FORBIDDEN) {
        problems.push(
          `${who}: outside x-roles ${JSON.stringify(op.roles)}, expected 403 ${FORBIDDEN}, got ${got}`,
        );
      }
    } else if (caller.store === 'B' && refersToStoreA) {
      if (status !== 404 && status !== 403)
        problems.push(`${who}: store A's resource, expected 404 or 403, got ${got}`);
    } else {
      if (status === 401 || (status === 403 && !EXPECTED_403[op.operationId])) {
        problems.push(`${who}: an allowed caller, got ${got}`);
      }
      if (status >= 500 && status !== 501) problems.push(`${who}: a server fault, ${got}`);
      if (unbuilt && status !== 501) {
        problems.push(`${who}: answers ${status}, so it is built — give its path parameters real fixtures`);
      }
    }
    if (caller.store === 'B' && !op.isPublic && JSON.stringify(body ?? '').includes(MARK)) {
      problems.push(
        `${who}: the answer holds store A's data (${MARK}): ${JSON.stringify(body).slice(0, 200)}`,
      );
    }
    return problems;
  }

  it('has the operations of the spec to check', () => {
    expect(operations.length).toBeGreaterThanOrEqual(80);
  });

  it.each(operations)(
    'when each kind of caller calls $operationId, then x-roles and the store rule hold',
    async (op) => {
      const unmapped = pathFixtures(op).filter((p) => !p.fixture);
      if (unmapped.length > 0) {
        expect.fail(
          `${op.operationId} (${op.method} ${op.path}) cannot join the matrix: no fixture for ${unmapped
            .map((p) => `{${p.name}}`)
            .join(', ')}. Add a real resource of store A to PATH_FIXTURES under ${unmapped
            .map((p) => `'${p.key}'`)
            .join(', ')} (or a value that is nobody's, for a key like a month).`,
        );
      }
      const problems: string[] = [];
      for (const caller of CALLERS) problems.push(...(await judge(op, caller)));
      // Nothing but SPENDS_SESSION may end a caller's session (later cases rely on them).
      for (const [name, account] of Object.entries(f.families)) {
        const me = await t.request({ method: 'GET', url: '/api/family/me', token: account.token });
        if (me.status !== 200) {
          problems.push(`${op.operationId} ended the family session of ${name}: list it in SPENDS_SESSION`);
          account.token = await familyLogin(account.email);
        }
      }
      for (const [name, account] of Object.entries(f.accounts)) {
        const verify = await t.request({ method: 'GET', url: '/api/v3/auth/verify', token: account.token });
        if (verify.status !== 200) {
          problems.push(`${op.operationId} ended the session of ${name}: list it in SPENDS_SESSION`);
          account.token = await t.login(account.email);
        }
      }
      expect(problems).toEqual([]);
    },
  );

  describe('cards of staff accounts', () => {
    /** An active staff card of `staffId` (any earlier one disabled), made directly. */
    async function staffCard(staffId: number) {
      await t.db.query(`update nfc_cards set status = 'disabled' where staff_id = $1`, [staffId]);
      const { rows } = await t.db.query<{ id: number }>(
        `insert into nfc_cards (uid, card_type, staff_id) values ($1, 1, $2) returning id`,
        [nextUid(), staffId],
      );
      return rows[0]?.id as number;
    }
    async function issue(caller: StaffCallerName, holderId: number) {
      const response = await t.request({
        method: 'POST',
        url: '/api/nfc-cards',
        token: f.accounts[caller].token,
        payload: { holder_type: 'staff', holder_id: holderId, uid: nextUid() },
      });
      tally(response.status);
      return response;
    }
    async function disable(caller: StaffCallerName, holderId: number) {
      const response = await t.request({
        method: 'POST',
        url: `/api/nfc-cards/${await staffCard(holderId)}/disable`,
        token: f.accounts[caller].token,
      });
      tally(response.status);
      return response;
    }
    const holders = () => ({
      admin: f.accounts.admin.id,
      manager: f.accounts.manager.id,
      staff: f.accounts.staff.id,
      'another staff member': f.staffTarget.id,
    });
    const OUTSIDE_THE_STORE = '404 or 403';
    const expectAnswer = (status: number, expected: number | typeof OUTSIDE_THE_STORE, body: unknown) =>
      expected === OUTSIDE_THE_STORE
        ? expect([403, 404], JSON.stringify(body)).toContain(status)
        : expect(status, JSON.stringify(body)).toBe(expected);

    it.each([
      ['manager', 'admin', 403],
      ['staff', 'another staff member', 403],
      ['staff', 'staff', 403],
      ['staff', 'manager', 403],
      ['manager', 'another staff member', 201],
      ['manager', 'manager', 201],
      ['admin', 'manager', 201],
      ['admin', 'admin', 201],
      ['manager of store B', 'another staff member', OUTSIDE_THE_STORE],
      ['staff of store B', 'another staff member', OUTSIDE_THE_STORE],
    ] as const)(
      'when the %s issues a card for the %s of store A, then %s',
      async (caller, holder, expected) => {
        const response = await issue(caller, holders()[holder]);
        expectAnswer(response.status, expected, response.body);
      },
    );

    it.each([
      ['manager', 'admin', 403],
      ['staff', 'another staff member', 403],
      ['staff', 'staff', 403],
      ['manager', 'another staff member', 200],
      ['admin', 'manager', 200],
      ['manager of store B', 'another staff member', OUTSIDE_THE_STORE],
      ['manager of store B', 'manager', OUTSIDE_THE_STORE],
    ] as const)(
      'when the %s disables the card of the %s of store A, then %s',
      async (caller, holder, expected) => {
        const response = await disable(caller, holders()[holder]);
        expectAnswer(response.status, expected, response.body);
      },
    );

    it('when store B lists the cards of a store A account, then 404 or 403', async () => {
      for (const caller of ['staff of store B', 'manager of store B'] as const) {
        const response = await t.request({
          method: 'GET',
          url: `/api/nfc-cards?holder_type=staff&holder_id=${f.accounts.admin.id}`,
          token: f.accounts[caller].token,
        });
        tally(response.status);
        expect([403, 404], caller).toContain(response.status);
      }
    });
  });
});
