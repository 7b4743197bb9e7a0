import { describe, expect, it } from 'vitest';
import * as publicApi from '../../src/index.ts';
import spec from '../../src/specDocument.js';

const operations = Object.values(
  spec.paths as Record<string, Record<string, { operationId?: string }>>,
).flatMap((item) =>
  Object.entries(item).flatMap(([method, operation]) =>
    operation.operationId ? [{ method: method.toUpperCase(), operationId: operation.operationId }] : [],
  ),
);

/** Query hooks are named after what they read, not after the verb. */
const QUERY_HOOKS: Record<string, string> = {
  getHealth: 'useHealth',
  getCsrfCookie: 'useCsrfCookie',
  getCurrentUser: 'useCurrentUser',
  getAuthenticatedUser: 'useAuthenticatedUser',
  verifyToken: 'useTokenVerification',
  listStores: 'useStores',
  getUserPreferences: 'useUserPreferences',
  getCustomerOvertimeCount: 'useCustomerOvertimeCount',
  getCustomerMonthlyCount: 'useCustomerMonthlyCount',
  getCustomerContract: 'useCustomerContract',
  getCustomerRecentHistory: 'useCustomerRecentHistory',
  listPreRegistrations: 'usePreRegistrations',
  getPreRegistrationStats: 'usePreRegistrationStats',
  getPreRegistration: 'usePreRegistration',
  listTrialLessons: 'useTrialLessons',
  listTrialSlots: 'useTrialSlots',
  listBulletinPosts: 'useBulletinPosts',
  getBulletinStatistics: 'useBulletinStatistics',
  getBulletinPost: 'useBulletinPost',
  listBulletinComments: 'useBulletinComments',
  getBulletinReadReceipts: 'useBulletinReadReceipts',
  getChatStatistics: 'useChatStatistics',
  searchChatMessages: 'useChatMessageSearch',
  listChatRooms: 'useChatRooms',
  getChatRoom: 'useChatRoom',
  listChatMessages: 'useChatMessages',
  getDashboardKpi: 'useDashboardKpi',
  getDashboardCheckinCheckout: 'useDashboardCheckinCheckout',
  getDashboardWeeklyComparison: 'useDashboardWeeklyComparison',
  getDashboardTodaySchedule: 'useDashboardTodaySchedule',
  getDashboardAttendanceTrend: 'useDashboardAttendanceTrend',
  getCustomerWelcome: 'useCustomerWelcome',
  getAttendanceStatus: 'useAttendanceStatus',
  listTabletLessons: 'useTabletLessons',
  listNfcCards: 'useNfcCards',
  listStaffs: 'useStaffs',
  getStaff: 'useStaff',
  getDashboardKpiDetail: 'useDashboardKpiDetail',
  getSetupGuide: 'useSetupGuide',
  getDashboardAttendanceMonth: 'useDashboardAttendanceMonth',
  getDashboardInsights: 'useDashboardInsights',
  getDashboardFamilyNotices: 'useDashboardFamilyNotices',
  listCustomers: 'useCustomers',
  getCustomer: 'useCustomer',
  listCustomerAttendances: 'useCustomerAttendances',
  getCustomerFormOptions: 'useCustomerFormOptions',
  getNextMemberNumber: 'useNextMemberNumber',
  exportCustomers: 'useCustomersCsv',
  getPreRegistrationFormOptions: 'usePreRegistrationFormOptions',
  lookupPostalCode: 'usePostalCodeLookup',
  getCardPin: 'useCardPin',
  listReaderDevices: 'useReaderDevices',
  getCurrentReaderDevice: 'useCurrentReaderDevice',
  getStore: 'useStore',
  getStoreCalendar: 'useStoreCalendar',
  listFacilities: 'useFacilities',
  getFacility: 'useFacility',
  listSchools: 'useSchools',
  getSchool: 'useSchool',
  listProgramCategories: 'useProgramCategories',
  getProgramCategory: 'useProgramCategory',
  listPrograms: 'usePrograms',
  getProgram: 'useProgram',
  listGrades: 'useGrades',
  getGrade: 'useGrade',
  listBanks: 'useBanks',
  getBank: 'useBank',
  listBankBranches: 'useBankBranches',
  getBankBranch: 'useBankBranch',
  listCustomerImports: 'useCustomerImports',
  getCustomerImportReport: 'useCustomerImportReport',
  getBackupStatus: 'useBackupStatus',
  listBackups: 'useBackups',
  listPromotionTests: 'usePromotionTests',
  listPromotionResults: 'usePromotionResults',
  listAbsences: 'useAbsences',
  listMakeupCredits: 'useMakeupCredits',
  listMakeupBookings: 'useMakeupBookings',
  listClassEnrollments: 'useClassEnrollments',
  listClasses: 'useClasses',
  getClass: 'useClass',
  listLessons: 'useLessons',
  getSchoolClassRules: 'useSchoolClassRules',
  listCustomerClasses: 'useCustomerClasses',
  getCustomerGradeHistory: 'useCustomerGradeHistory',
  // reports (issue 18)
  getDailyReport: 'useDailyReport',
  getSalesReport: 'useSalesReport',
  getSalesTransitionReport: 'useSalesTransitionReport',
  getMembersReport: 'useMembersReport',
  getMemberAchievementReport: 'useMemberAchievementReport',
  getProgramsReport: 'useProgramsReport',
  getTrialsReport: 'useTrialsReport',
  getAttendanceReport: 'useAttendanceReport',
  getStaffReport: 'useStaffReport',
  getFacilitiesReport: 'useFacilitiesReport',
  listCustomReports: 'useCustomReports',
  getCustomReport: 'useCustomReport',
  // billing (issue 15)
  getBillingSettings: 'useBillingSettings',
  listBillingCycles: 'useBillingCycles',
  getBillingCycle: 'useBillingCycle',
  getBillingCycleContractCheck: 'useBillingCycleContractCheck',
  listBillingCycleInvoices: 'useBillingCycleInvoices',
  listInvoices: 'useInvoices',
  listBillingAdjustments: 'useBillingAdjustments',
  getBillingAdjustment: 'useBillingAdjustment',
  listDiscountGroups: 'useDiscountGroups',
  getDiscountGroup: 'useDiscountGroup',
  listCashCollections: 'useCashCollections',
  getCashCollectionReceipt: 'useCashCollectionReceipt',
  getCashDay: 'useCashDay',
  getBillingDashboard: 'useBillingDashboard',
  getCustomerLedger: 'useCustomerLedger',
  getCustomerBillingCredit: 'useCustomerBillingCredit',
  // 口座振替 (issue 16)
  getCustomerBankAccount: 'useCustomerBankAccount',
  listCollectionProfiles: 'useCollectionProfiles',
  getCollectionProfile: 'useCollectionProfile',
  getZenginExportPrecheck: 'useZenginExportPrecheck',
  downloadZenginExport: 'useZenginExportFile',
  listZenginExports: 'useZenginExports',
  downloadZenginExportVersion: 'useZenginExportVersionFile',
  listTransferResults: 'useTransferResults',
  // 休会・退会 (issue 29)
  getMembershipRules: 'useMembershipRules',
  listMembershipRequests: 'useMembershipRequests',
  // the family portal (issue 31)
  getFamilyMe: 'useFamilyMe',
  getFamilyHome: 'useFamilyHome',
  getCustomerFamilyAccess: 'useCustomerFamilyAccess',
  // プロフィール (issue 31)
  getFamilyProfile: 'useFamilyProfile',
  listFamilyChangeRequests: 'useFamilyChangeRequests',
  listCustomerChangeRequests: 'useCustomerChangeRequests',
  listFamilyWaitlist: 'useFamilyWaitlist',
  getFamilyProgress: 'useFamilyProgress',
  getFamilyCertificate: 'useFamilyCertificate',
  listFamilyInvoices: 'useFamilyInvoices',
  listFamilyBankAccounts: 'useFamilyBankAccounts',
  getFamilyInvoice: 'useFamilyInvoice',
  getFamilyPaymentSummary: 'useFamilyPaymentSummary',
  getFamilyMakeupOptions: 'useFamilyMakeupOptions',
  // お知らせ (issue 32)
  listMemberNotices: 'useMemberNotices',
  getMemberNotice: 'useMemberNotice',
  getLessonNoticeDraft: 'useLessonNoticeDraft',
  listFamilyNotices: 'useFamilyNotices',
  // 各種申請 (issue 32)
  listFamilyMembershipRequests: 'useFamilyMembershipRequests',
  listFamilyMembershipInbox: 'useFamilyMembershipInbox',
  // お問い合わせ (issue 32)
  listFamilyMessages: 'useFamilyMessages',
  listFamilyThreads: 'useFamilyThreads',
  getFamilyThreadUnread: 'useFamilyThreadUnread',
  getFamilyThread: 'useFamilyThread',
  // 通知 (issue 32)
  getFamilyPushKey: 'useFamilyPushKey',
  listFamilyPushSubscriptions: 'useFamilyPushSubscriptions',
  getFamilyLineLink: 'useFamilyLineLink',
  listCustomerNotificationDeliveries: 'useCustomerNotificationDeliveries',
  getLineChannel: 'useLineChannel',
  listCustomerFamilyRequests: 'useCustomerFamilyRequests',
};

/** Streams are followed, not queried: a connect function and the hook that mounts it once per app. */
const STREAMS: Record<string, readonly [string, string]> = {
  streamStoreEvents: ['connectStoreEvents', 'useStoreEvents'],
};

const exported = publicApi as unknown as Record<string, unknown>;

describe('every operation of the spec', () => {
  it('when the spec is read, then it has the 336 operations this package covers', () => {
    expect(operations).toHaveLength(336);
    expect(operations.filter((o) => o.method === 'GET')).toHaveLength(
      Object.keys(QUERY_HOOKS).length + Object.keys(STREAMS).length,
    );
  });

  it.each(operations)(
    'when $operationId ($method) is looked up, then the package exports its factory and hook',
    ({ method, operationId }) => {
      const pascal = operationId[0]?.toUpperCase() + operationId.slice(1);
      const [factory, hook] =
        STREAMS[operationId] ??
        (method === 'GET'
          ? [`${operationId}QueryOptions`, QUERY_HOOKS[operationId]]
          : [`${operationId}MutationOptions`, `use${pascal}`]);

      expect(typeof exported[factory], factory).toBe('function');
      expect(typeof exported[hook ?? ''], hook).toBe('function');
    },
  );
});
