import { ADMIN, canOpen, MANAGERS, type Role } from './table.ts';

// The sidebar menu lives apart from the route table: the table travels with /login (the first file every page
// downloads), the menu only with the shell, so each menu entry costs the login page nothing.

export interface MenuItem {
  id: string;
  label: string;
  href: string;
  roles?: readonly Role[];
  children?: MenuItem[];
  /** Shows a live count: the pending pre-registrations, the families' threads waiting for the desk. */
  badge?: 'pendingPreRegistrations' | 'unreadFamilyThreads';
}
export interface MenuGroup {
  id: string;
  label: string;
  roles?: readonly Role[];
  items: MenuItem[];
}

/** The sidebar menu (seed §2 'Sidebar menu'). */
export const menu: MenuGroup[] = [
  { id: 'home', label: 'ホーム', items: [{ id: 'dashboard', label: 'ダッシュボード', href: '/dashboard' }] },
  {
    id: 'entry-exit',
    label: '入退館',
    items: [
      // The desk's one vocabulary (frontDeskTexts): チェックイン / チェックアウト, as the welcome display says.
      { id: 'check-in', label: 'チェックイン', href: '/entry-exit/check-in' },
      { id: 'check-out', label: 'チェックアウト', href: '/entry-exit/check-out' },
      { id: 'current-status', label: '在館状況', href: '/entry-exit/current-status' },
    ],
  },
  {
    id: 'customers',
    label: '顧客',
    items: [
      { id: 'customers', label: '顧客一覧', href: '/customers' },
      { id: 'family-requests', label: '各種申請の受付', href: '/customers/family-requests' },
      {
        id: 'pre-registrations',
        label: '仮登録',
        href: '/customer-pre-registrations',
        badge: 'pendingPreRegistrations',
      },
    ],
  },
  {
    id: 'school-management',
    label: 'スクール管理',
    items: [
      { id: 'timetable', label: 'スクール時間割', href: '/schools' },
      { id: 'grades', label: '級・進級管理', href: '/school-management/grades' },
      { id: 'class-lanes', label: 'クラス・レーン割当', href: '/lane-assignment/class-lanes' },
      { id: 'tablet-attendance', label: 'タブレット出欠', href: '/tablet-attendance-v2' },
    ],
  },
  {
    id: 'billing',
    label: '請求',
    roles: MANAGERS,
    items: [
      { id: 'billing', label: '請求管理', href: '/billing' },
      { id: 'billing-dashboard', label: '請求ダッシュボード', href: '/billing/dashboard' },
      { id: 'cash-collections', label: '現金回収', href: '/billing/cash-collections' },
      { id: 'adjustments', label: '請求調整', href: '/billing/adjustments' },
      { id: 'discount-groups', label: '割引グループ', href: '/discount-groups' },
    ],
  },
  {
    id: 'reports',
    label: 'レポート',
    roles: MANAGERS,
    items: [
      { id: 'sales', label: '売上', href: '/reports/sales' },
      { id: 'members', label: '会員', href: '/reports/members' },
      { id: 'programs', label: 'プログラム', href: '/reports/programs' },
      { id: 'trials', label: '体験', href: '/reports/trials' },
      { id: 'attendance', label: '出席', href: '/reports/attendance' },
      { id: 'staff', label: 'スタッフ', href: '/reports/staff' },
      { id: 'daily', label: '日報', href: '/reports/daily' },
      { id: 'custom', label: 'カスタム', href: '/reports/custom' },
      { id: 'sales-transition', label: '売上推移', href: '/reports/sales-transition' },
      { id: 'member-achievement', label: '会員達成度', href: '/reports/member-achievement' },
    ],
  },
  {
    id: 'communication',
    label: 'コミュニケーション',
    items: [
      { id: 'bulletin-boards', label: '掲示板', href: '/bulletin-boards' },
      { id: 'chat', label: 'チャット', href: '/chat' },
      { id: 'member-notices', label: 'お知らせ（会員向け）', href: '/member-notices' },
      {
        id: 'family-threads',
        label: 'お問い合わせ（会員）',
        href: '/family-threads',
        badge: 'unreadFamilyThreads',
      },
    ],
  },
  {
    id: 'master',
    label: 'マスタ',
    items: [
      { id: 'stores', label: '店舗', href: '/master/stores', roles: ADMIN },
      { id: 'facilities', label: '施設', href: '/master/facilities' },
      { id: 'staffs', label: 'スタッフ', href: '/master/staffs' },
      { id: 'program-categories', label: 'プログラムカテゴリ', href: '/master/program-categories' },
      { id: 'programs', label: 'プログラム', href: '/master/programs' },
      { id: 'grades', label: '級', href: '/master/grades' },
      { id: 'schools', label: 'スクール', href: '/master/schools' },
      {
        id: 'membership-rules',
        label: '休会・退会のルール',
        href: '/master/membership-rules',
        roles: MANAGERS,
      },
      { id: 'banks', label: '銀行', href: '/master/banks' },
      { id: 'master-copy', label: 'マスタのコピー', href: '/master/copy', roles: MANAGERS },
    ],
  },
];

/** The menu a role sees: groups and items outside its roles are left out, empty groups too. */
export function menuFor(role: Role): MenuGroup[] {
  return menu
    .filter((group) => canOpen(group, role))
    .map((group) => ({ ...group, items: group.items.filter((item) => canOpen(item, role)) }))
    .filter((group) => group.items.length > 0);
}
