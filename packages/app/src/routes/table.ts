import type { ComponentType } from 'react';

// The one route table: paths, titles, who may open them, and the screen that builds each. The router,
// the guard, the sidebar menu and the breadcrumbs all read it.

export type Role = 'admin' | 'manager' | 'staff';

/** A screen: the route's component (the 準備中 page reads its entry; built screens need not). */
export type Screen = ComponentType<{ route: RouteEntry }>;

export interface RouteEntry {
  /** Path without the leading slash, React Router syntax (`customers/:id`). */
  path: string;
  title: string;
  /** Roles that may open it; absent = every signed-in role. */
  roles?: readonly Role[];
  /**
   * A form's save: the operationId its 保存 calls. A form opens only for the roles that may call it (its `roles`
   * are that operation's x-roles, checked against the spec by table.test.ts), so a role the server would refuse
   * at 保存 meets the access-denied modal first, not a form it fills in for nothing.
   */
  saves?: string;
  /** The feature area the 準備中 page names. */
  feature: string;
  /** Loads the screen's code when the route is first opened; absent = the honest 準備中 page. */
  screen?: () => Promise<Screen>;
}

// One download per feature area: the table names each area's module once, and each entry its screen in it.
// Nothing here is imported before a route needs it, so /login loads no staff screen.
const areas = {
  login: () => import('../pages/LoginPage.tsx'),
  register: () => import('../pages/pre-registrations/RegisterPage.tsx'),
  acceptInvitation: () => import('../pages/AcceptInvitationPage.tsx'),
  dashboard: () => import('../pages/dashboard/DashboardPage.tsx'),
  frontDesk: () => import('../pages/frontDesk/FrontDeskScreens.tsx'),
  staffs: () => import('../pages/staffs/StaffScreens.tsx'),
  customers: () => import('../pages/customers/CustomerScreens.tsx'),
  preRegistrations: () => import('../pages/pre-registrations/PreRegistrationScreens.ts'),
  mypage: () => import('../pages/settings/MyPageScreens.ts'),
  banks: () => import('../pages/banks/BankScreens.ts'),
  masters: () => import('../pages/masters/MasterScreens.ts'),
  bulletin: () => import('../pages/bulletin/BulletinScreens.ts'),
  chat: () => import('../pages/chat/ChatScreens.ts'),
  memberNotices: () => import('../pages/memberNotices/MemberNoticeScreens.ts'),
  familyThreads: () => import('../pages/familyThreads/FamilyThreadScreens.ts'),
  classes: () => import('../pages/classes/ClassScreens.ts'),
  billing: () => import('../pages/billing/BillingScreens.ts'),
  zengin: () => import('../pages/billing/ZenginScreens.ts'),
  reports: () => import('../pages/reports/ReportScreens.tsx'),
};

/** The signed-in frame (menu, top bar) and the frame each of its routes' screens is drawn in. */
export const loadShellLayout = () => import('../shell/ShellLayout.tsx');
export const loadRouteScreen = () => import('../shell/RouteScreen.tsx');

/** The page of every route without a screen yet. */
export const loadComingSoonPage = async (): Promise<Screen> =>
  (await import('../pages/ComingSoonPage.tsx')).ComingSoonPage;

export const MANAGERS: readonly Role[] = ['admin', 'manager'];
export const ADMIN: readonly Role[] = ['admin'];

type ReportScreen = keyof Awaited<ReturnType<typeof areas.reports>>;

type CrudScreens = Partial<Record<'list' | 'new' | 'detail' | 'edit', () => Promise<Screen>>>;

/** The operations the new and edit forms save with, and the roles that may call them (absent = everyone's). */
interface CrudSaves {
  new?: string;
  edit?: string;
  roles?: readonly Role[];
}

/**
 * list, new, {id}, {id}/edit of one resource, with the screens built so far. `roles` may open all four; the two
 * forms open only for `saves.roles` too (a role that may read a master but not write it is refused its forms).
 */
function crud(
  base: string,
  noun: string,
  feature: string,
  roles: readonly Role[] | undefined,
  screens: CrudScreens,
  saves: CrudSaves = {},
): RouteEntry[] {
  const common = { feature, ...(roles ? { roles } : {}) };
  const screen = (kind: keyof CrudScreens) => (screens[kind] ? { screen: screens[kind] } : {});
  const form = (kind: 'new' | 'edit') => ({
    ...common,
    ...(saves.roles
      ? { roles: roles ? roles.filter((role) => saves.roles?.includes(role)) : saves.roles }
      : {}),
    ...(saves[kind] ? { saves: saves[kind] } : {}),
    ...screen(kind),
  });
  return [
    { path: base, title: `${noun}一覧`, ...common, ...screen('list') },
    { path: `${base}/new`, title: `${noun}登録`, ...form('new') },
    { path: `${base}/:id`, title: `${noun}詳細`, ...common, ...screen('detail') },
    { path: `${base}/:id/edit`, title: `${noun}編集`, ...form('edit') },
  ];
}

/** Routes inside the login wrapper (seed §2). */
export const protectedRoutes: RouteEntry[] = [
  {
    path: 'dashboard',
    title: 'ダッシュボード',
    feature: 'ダッシュボード',
    screen: async () => (await areas.dashboard()).DashboardPage,
  },
  ...crud(
    'bulletin-boards',
    '掲示板',
    '掲示板',
    undefined,
    {
      list: async () => (await areas.bulletin()).BulletinListPage,
      new: async () => (await areas.bulletin()).BulletinNewPage,
      detail: async () => (await areas.bulletin()).BulletinDetailPage,
      edit: async () => (await areas.bulletin()).BulletinEditPage,
    },
    { new: 'createBulletinPost', edit: 'updateBulletinPost' },
  ),
  // お知らせ to families (issue 32): every role reads them; admins and managers publish and withdraw.
  {
    path: 'member-notices',
    title: 'お知らせ（会員向け）',
    feature: 'お知らせ',
    screen: async () => (await areas.memberNotices()).MemberNoticeListPage,
  },
  {
    path: 'member-notices/new',
    title: 'お知らせの作成',
    feature: 'お知らせ',
    roles: MANAGERS,
    saves: 'createMemberNotice',
    screen: async () => (await areas.memberNotices()).MemberNoticeNewPage,
  },
  {
    path: 'member-notices/:id',
    title: 'お知らせ詳細',
    feature: 'お知らせ',
    screen: async () => (await areas.memberNotices()).MemberNoticeDetailPage,
  },
  // お問い合わせ (issue 32): the families' threads with the store's desk, every role reads and replies.
  {
    path: 'family-threads',
    title: 'お問い合わせ（会員）',
    feature: 'お問い合わせ',
    screen: async () => (await areas.familyThreads()).FamilyThreadListPage,
  },
  {
    path: 'family-threads/:id',
    title: 'お問い合わせ',
    feature: 'お問い合わせ',
    screen: async () => (await areas.familyThreads()).FamilyThreadDetailPage,
  },
  {
    path: 'chat',
    title: 'チャット',
    feature: 'チャット',
    screen: async () => (await areas.chat()).ChatListPage,
  },
  {
    path: 'chat/new',
    title: '新規チャットルーム',
    feature: 'チャット',
    saves: 'createChatRoom',
    screen: async () => (await areas.chat()).ChatNewPage,
  },
  {
    path: 'chat/:id',
    title: 'チャットルーム',
    feature: 'チャット',
    screen: async () => (await areas.chat()).ChatRoomPage,
  },
  {
    path: 'tablet-attendance-v2',
    title: 'タブレット出欠',
    feature: 'タブレット出欠',
    screen: async () => (await areas.frontDesk()).TabletAttendancePage,
  },
  {
    path: 'school-management/grades',
    title: '級・進級管理',
    feature: 'スクール管理',
    screen: async () => (await areas.classes()).GradesPage,
  },
  {
    path: 'lane-assignment/class-lanes',
    title: 'クラス・レーン割当',
    feature: 'スクール管理',
    screen: async () => (await areas.classes()).LaneBoardPage,
  },
  {
    path: 'entry-exit/check-in',
    title: 'チェックイン',
    feature: '入退館',
    screen: async () => (await areas.frontDesk()).CheckInPage,
  },
  {
    path: 'entry-exit/check-out',
    title: 'チェックアウト',
    feature: '入退館',
    screen: async () => (await areas.frontDesk()).CheckOutPage,
  },
  {
    path: 'entry-exit/current-status',
    title: '在館状況',
    feature: '入退館',
    screen: async () => (await areas.frontDesk()).CurrentStatusPage,
  },
  {
    path: 'schools',
    title: 'スクール',
    feature: 'スクール管理',
    screen: async () => (await areas.classes()).SchoolTimetablePage,
  },
  // Before classes/:id, which would take 'new' for an id.
  {
    path: 'classes/new',
    title: 'クラス登録',
    feature: 'スクール管理',
    saves: 'createClass',
    screen: async () => (await areas.classes()).ClassNewPage,
  },
  {
    path: 'classes/:id',
    title: 'クラス詳細',
    feature: 'スクール管理',
    screen: async () => (await areas.classes()).ClassDetailPage,
  },
  {
    path: 'classes/:id/edit',
    title: 'クラス編集',
    feature: 'スクール管理',
    saves: 'updateClass',
    screen: async () => (await areas.classes()).ClassEditPage,
  },
  {
    path: 'classes/:id/roster',
    title: 'クラス名簿',
    feature: 'スクール管理',
    screen: async () => (await areas.classes()).ClassRosterPrintPage,
  },
  // Before customers/:id, which would take 'import' (or 'family-requests') for an id.
  {
    path: 'customers/family-requests',
    title: '各種申請の受付',
    feature: '顧客管理',
    screen: async () => (await areas.customers()).FamilyRequestInboxPage,
  },
  {
    path: 'customers/import',
    title: '会員データの移行',
    roles: MANAGERS,
    feature: '顧客管理',
    screen: async () => (await areas.customers()).CustomerImportPage,
  },
  ...crud(
    'customers',
    '顧客',
    '顧客管理',
    undefined,
    {
      list: async () => (await areas.customers()).CustomerListPage,
      new: async () => (await areas.customers()).CustomerNewPage,
      detail: async () => (await areas.customers()).CustomerDetailPage,
      edit: async () => (await areas.customers()).CustomerEditPage,
    },
    { new: 'createCustomer', edit: 'updateCustomer' },
  ),
  ...crud(
    'customer-pre-registrations',
    '仮登録',
    '仮登録',
    undefined,
    {
      list: async () => (await areas.preRegistrations()).PreRegistrationListPage,
      detail: async () => (await areas.preRegistrations()).PreRegistrationDetailPage,
      edit: async () => (await areas.preRegistrations()).PreRegistrationEditPage,
    },
    { edit: 'updatePreRegistration' },
  ),
  ...crud(
    'discount-groups',
    '割引グループ',
    '請求',
    MANAGERS,
    {
      list: async () => (await areas.billing()).DiscountGroupListPage,
      new: async () => (await areas.billing()).DiscountGroupNewPage,
      detail: async () => (await areas.billing()).DiscountGroupDetailPage,
      edit: async () => (await areas.billing()).DiscountGroupEditPage,
    },
    { new: 'createDiscountGroup', edit: 'updateDiscountGroup', roles: MANAGERS },
  ),
  {
    path: 'mypage/profile',
    title: 'プロフィール',
    feature: 'マイページ',
    screen: async () => (await areas.mypage()).ProfilePage,
  },
  {
    path: 'mypage/settings',
    title: '設定',
    feature: 'マイページ',
    screen: async () => (await areas.mypage()).SettingsPage,
  },
  // Every report in one download (the reports area); a report without its screen yet is the 準備中 page.
  ...(
    [
      ['daily', '日報', 'DailyReportPage'],
      ['sales', '売上レポート', 'SalesReportPage'],
      ['members', '会員レポート', 'MembersReportPage'],
      ['programs', 'プログラムレポート', 'ProgramsReportPage'],
      ['attendance', '出席レポート', 'AttendanceReportPage'],
      ['staff', 'スタッフレポート', 'StaffReportPage'],
      ['member-achievement', '会員達成度レポート', 'MemberAchievementReportPage'],
      ['sales-transition', '売上推移レポート', 'SalesTransitionReportPage'],
      ['custom', 'カスタムレポート', 'CustomReportPage'],
      ['facilities', '施設レポート', 'FacilitiesReportPage'],
      ['trials', '体験レポート', 'TrialsReportPage'],
    ] as const
  ).map(
    ([path, title, page]: readonly [string, string, ReportScreen?]): RouteEntry => ({
      path: `reports/${path}`,
      title,
      roles: MANAGERS,
      feature: 'レポート',
      ...(page ? { screen: async () => (await areas.reports())[page] } : {}),
    }),
  ),
  ...crud(
    'master/stores',
    '店舗',
    'マスタ管理',
    ADMIN,
    {
      list: async () => (await areas.masters()).StoreListPage,
      new: async () => (await areas.masters()).StoreNewPage,
      detail: async () => (await areas.masters()).StoreDetailPage,
      edit: async () => (await areas.masters()).StoreEditPage,
    },
    { new: 'createStore', edit: 'updateStore', roles: ADMIN },
  ),
  // Copy a running store's masters, or the swim-school template, into a new store (issue 29).
  {
    path: 'master/copy',
    title: 'マスタのコピー',
    roles: MANAGERS,
    feature: 'マスタ管理',
    screen: async () => (await areas.masters()).MasterCopyPage,
  },
  // The store's 休会・退会 rules and each program's 休会費 (issue 29 §3); saved by updateMembershipRules.
  {
    path: 'master/membership-rules',
    title: '休会・退会のルール',
    roles: MANAGERS,
    saves: 'updateMembershipRules',
    feature: 'マスタ管理',
    screen: async () => (await areas.masters()).MembershipRulesPage,
  },
  ...crud(
    'master/program-categories',
    'プログラムカテゴリ',
    'マスタ管理',
    undefined,
    {
      list: async () => (await areas.masters()).ProgramCategoryListPage,
      new: async () => (await areas.masters()).ProgramCategoryNewPage,
      detail: async () => (await areas.masters()).ProgramCategoryDetailPage,
      edit: async () => (await areas.masters()).ProgramCategoryEditPage,
    },
    { new: 'createProgramCategory', edit: 'updateProgramCategory', roles: MANAGERS },
  ),
  // A school's grade ladder and skills in one table (issue 29).
  {
    path: 'master/grades/ladder',
    title: '級の一括登録',
    roles: MANAGERS,
    saves: 'saveGradeLadder',
    feature: 'マスタ管理',
    screen: async () => (await areas.masters()).GradeLadderPage,
  },
  ...crud(
    'master/grades',
    '級',
    'マスタ管理',
    undefined,
    {
      list: async () => (await areas.masters()).GradeListPage,
      new: async () => (await areas.masters()).GradeNewPage,
      detail: async () => (await areas.masters()).GradeDetailPage,
      edit: async () => (await areas.masters()).GradeEditPage,
    },
    { new: 'createGrade', edit: 'updateGrade', roles: MANAGERS },
  ),
  ...crud(
    'master/programs',
    'プログラム',
    'マスタ管理',
    undefined,
    {
      list: async () => (await areas.masters()).ProgramListPage,
      new: async () => (await areas.masters()).ProgramNewPage,
      detail: async () => (await areas.masters()).ProgramDetailPage,
      edit: async () => (await areas.masters()).ProgramEditPage,
    },
    { new: 'createProgram', edit: 'updateProgram', roles: MANAGERS },
  ),
  ...crud(
    'master/facilities',
    '施設',
    'マスタ管理',
    undefined,
    {
      list: async () => (await areas.masters()).FacilityListPage,
      new: async () => (await areas.masters()).FacilityNewPage,
      detail: async () => (await areas.masters()).FacilityDetailPage,
      edit: async () => (await areas.masters()).FacilityEditPage,
    },
    { new: 'createFacility', edit: 'updateFacility', roles: MANAGERS },
  ),
  ...crud(
    'master/staffs',
    'スタッフ',
    'マスタ管理',
    undefined,
    {
      list: async () => (await areas.staffs()).StaffListPage,
      new: async () => (await areas.staffs()).StaffNewPage,
      detail: async () => (await areas.staffs()).StaffDetailPage,
      edit: async () => (await areas.staffs()).StaffEditPage,
    },
    { new: 'createStaff', edit: 'updateStaff', roles: MANAGERS },
  ),
  ...crud(
    'master/schools',
    'スクール',
    'マスタ管理',
    undefined,
    {
      list: async () => (await areas.masters()).SchoolListPage,
      new: async () => (await areas.masters()).SchoolNewPage,
      detail: async () => (await areas.masters()).SchoolDetailPage,
      edit: async () => (await areas.masters()).SchoolEditPage,
    },
    { new: 'createSchool', edit: 'updateSchool', roles: MANAGERS },
  ),
  // Banks come from zengin-code, not from a form: no 'new' screen.
  ...crud(
    'master/banks',
    '銀行',
    'マスタ管理',
    undefined,
    {
      list: async () => (await areas.banks()).BankListPage,
      detail: async () => (await areas.banks()).BankDetailPage,
      edit: async () => (await areas.banks()).BankEditPage,
    },
    { edit: 'updateBank', roles: ADMIN },
  ),
  {
    path: 'billing',
    title: '請求管理',
    roles: MANAGERS,
    feature: '請求',
    screen: async () => (await areas.billing()).CycleListPage,
  },
  {
    path: 'billing/cycles/new',
    title: '請求サイクル作成',
    roles: MANAGERS,
    feature: '請求',
    saves: 'createBillingCycle',
    screen: async () => (await areas.billing()).CycleNewPage,
  },
  {
    path: 'billing/cycles/:id',
    title: '請求サイクル詳細',
    roles: MANAGERS,
    feature: '請求',
    screen: async () => (await areas.billing()).CycleDetailPage,
  },
  {
    path: 'billing/cycles/:id/edit',
    title: '請求サイクル編集',
    roles: MANAGERS,
    feature: '請求',
    saves: 'updateBillingCycle',
    screen: async () => (await areas.billing()).CycleEditPage,
  },
  {
    path: 'billing/cycles/:id/transfer-results',
    title: '振替結果',
    roles: MANAGERS,
    feature: '請求',
    screen: async () => (await areas.zengin()).TransferResultsPage,
  },
  {
    path: 'billing/dashboard',
    title: '請求ダッシュボード',
    roles: MANAGERS,
    feature: '請求',
    screen: async () => (await areas.billing()).BillingDashboardPage,
  },
  {
    path: 'billing/cash-collections',
    title: '現金回収',
    roles: MANAGERS,
    feature: '請求',
    screen: async () => (await areas.billing()).CashCollectionsPage,
  },
  {
    path: 'billing/zengin-export',
    title: '全銀データ出力',
    roles: MANAGERS,
    feature: '請求',
    screen: async () => (await areas.zengin()).ZenginExportPage,
  },
  ...crud(
    'billing/adjustments',
    '請求調整',
    '請求',
    MANAGERS,
    {
      list: async () => (await areas.billing()).AdjustmentListPage,
      new: async () => (await areas.billing()).AdjustmentNewPage,
      detail: async () => (await areas.billing()).AdjustmentDetailPage,
      edit: async () => (await areas.billing()).AdjustmentEditPage,
    },
    { new: 'createBillingAdjustment', edit: 'updateBillingAdjustment', roles: MANAGERS },
  ),
];

/** Public routes, outside the login wrapper. */
export const publicRoutes: RouteEntry[] = [
  {
    path: 'login',
    title: 'ログイン',
    feature: 'ログイン',
    screen: async () => (await areas.login()).LoginPage,
  },
  {
    path: 'register',
    title: '仮登録フォーム',
    feature: '仮登録',
    screen: async () => (await areas.register()).RegisterPage,
  },
  {
    // The staff invitation's link (and an admin's forced reset): the mail says /accept-invitation?token=…&email=….
    path: 'accept-invitation',
    title: 'パスワードの設定',
    feature: 'スタッフ',
    screen: async () => (await areas.acceptInvitation()).AcceptInvitationPage,
  },
];

/** `/customers/:id` + `{ id: 12 }` → `/customers/12`. */
export function href(path: string, params: Record<string, string | number> = {}): string {
  return `/${path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? `:${name}`)))}`;
}

export function findRoute(pathname: string): RouteEntry | undefined {
  const parts = pathname.replace(/^\/|\/$/g, '').split('/');
  return [...protectedRoutes, ...publicRoutes].find((route) => {
    const pattern = route.path.split('/');
    return pattern.length === parts.length && pattern.every((p, i) => p.startsWith(':') || p === parts[i]);
  });
}

export const roleLabel: Record<Role, string> = {
  admin: '管理者',
  manager: 'マネージャー',
  staff: 'スタッフ',
};

export const canOpen = (route: Pick<RouteEntry, 'roles'>, role: Role) =>
  !route.roles || route.roles.includes(role);
