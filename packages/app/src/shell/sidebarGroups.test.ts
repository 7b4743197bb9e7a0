import { describe, expect, it } from 'vitest';
import { menuFor } from '../routes/menu.ts';
import { findRoute } from '../routes/table.ts';
import { sidebarGroupsFor } from './sidebarGroups.tsx';

describe('the sidebar menu', () => {
  it('when a link leads to a route without a screen, then it says 準備中, and only then', () => {
    const links = sidebarGroupsFor('admin', { pendingPreRegistrations: 0, unreadFamilyThreads: 0 }).flatMap(
      (group) => group.items ?? [],
    );
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect({ href: link.href, comingSoon: link.comingSoon ?? false }).toEqual({
        href: link.href,
        comingSoon: !findRoute(link.href)?.screen,
      });
    }
    // Every area the menu links to is built now (the reports were the last, issue 18): none says 準備中.
    expect(links.filter((link) => link.comingSoon).map((link) => link.href)).toEqual([]);
    expect(links.find((link) => link.href === '/reports/sales')?.comingSoon).toBeUndefined();
  });

  it('when every role’s menu is read, then each link leads to a route of the table', () => {
    for (const role of ['admin', 'manager', 'staff'] as const) {
      for (const item of menuFor(role).flatMap((group) => group.items)) {
        expect(findRoute(item.href), item.href).toBeDefined();
      }
    }
  });

  it('when families’ threads wait for the desk, then お問い合わせ and its closed group carry the count', () => {
    const communication = sidebarGroupsFor('staff', {
      pendingPreRegistrations: 0,
      unreadFamilyThreads: 2,
    }).find((group) => group.id === 'communication');
    expect(communication?.items?.find((item) => item.href === '/family-threads')).toMatchObject({
      badge: 2,
      badgeLabel: '未読のお問い合わせ',
    });
    expect(communication).toMatchObject({ badge: 2, badgeLabel: '未読のお問い合わせ' });
    const none = sidebarGroupsFor('staff', { pendingPreRegistrations: 0, unreadFamilyThreads: 0 });
    expect(none.find((group) => group.id === 'communication')?.badge).toBeUndefined();
  });
});
