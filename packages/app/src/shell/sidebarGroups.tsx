import type { SidebarGroup } from '@kayoi/ui';
import {
  BarChart3,
  Database,
  DoorOpen,
  GraduationCap,
  LayoutDashboard,
  MessagesSquare,
  Receipt,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { isBuilt } from '../routes/built.ts';
import { type MenuGroup, menuFor } from '../routes/menu.ts';
import type { Role } from '../routes/table.ts';

const groupIcons: Record<string, ReactNode> = {
  home: <LayoutDashboard aria-hidden="true" />,
  'entry-exit': <DoorOpen aria-hidden="true" />,
  customers: <Users aria-hidden="true" />,
  'school-management': <GraduationCap aria-hidden="true" />,
  billing: <Receipt aria-hidden="true" />,
  reports: <BarChart3 aria-hidden="true" />,
  communication: <MessagesSquare aria-hidden="true" />,
  master: <Database aria-hidden="true" />,
};

export interface MenuCounts {
  pendingPreRegistrations: number;
  /** The store's families' threads with a message the desk has not read (お問い合わせ, issue 32). */
  unreadFamilyThreads: number;
}

export const PENDING_BADGE_LABEL = '未確認の仮登録';
export const UNREAD_THREADS_BADGE_LABEL = '未読のお問い合わせ';

const BADGE_LABELS: Record<keyof MenuCounts, string> = {
  pendingPreRegistrations: PENDING_BADGE_LABEL,
  unreadFamilyThreads: UNREAD_THREADS_BADGE_LABEL,
};

/**
 * The route table's menu for a role, in the sidebar's shape: a group of one item is a single link
 * (ダッシュボード); the others are disclosures. Badges carry live counts; a link to a screen the table has
 * not built yet says 準備中.
 */
export function sidebarGroupsFor(role: Role, counts: MenuCounts): SidebarGroup[] {
  return menuFor(role).map((group: MenuGroup): SidebarGroup => {
    const icon = groupIcons[group.id];
    const [only] = group.items;
    if (group.items.length === 1 && only) {
      return { id: group.id, label: only.label, href: only.href, ...(icon ? { icon } : {}) };
    }
    const items = group.items.map((item) => ({
      id: item.id,
      label: item.label,
      href: item.href,
      ...(isBuilt(item.href) ? {} : { comingSoon: true }),
      ...(item.badge ? { badge: counts[item.badge], badgeLabel: BADGE_LABELS[item.badge] } : {}),
    }));
    const badge = items.reduce((sum, item) => sum + (item.badge ?? 0), 0);
    // The group's badge (shown while it is closed) is named by its counted items' labels.
    const badgeLabel = items.flatMap((item) => (item.badge ? [item.badgeLabel] : [])).join('・');
    return {
      id: group.id,
      label: group.label,
      ...(icon ? { icon } : {}),
      items,
      ...(badge > 0 ? { badge, badgeLabel } : {}),
    };
  });
}
