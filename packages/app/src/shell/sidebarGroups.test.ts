import { describe, expect, it } from 'vitest';
import { menuFor } from '../routes/menu.ts';
import { findRoute } from '../routes/table.ts';
import { sidebarGroupsFor } from './sidebarGroups.tsx';

describe('the sidebar menu', () => {
  it('when a link leads to a route without a screen, then it says 準備中, and only then', () => {
    const links = sidebarGroupsFor('admin', { pendingPreRegistrations: 0 }).flatMap(
      (group) => group.items ?? [],
    );
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect({ href: link.href, comingSoon: link.comingSoon ?? false }).toEqual({
        href: link.href,
        comingSoon: !findRoute(link.href)?.screen,
      });
    }
    // The walkthrough's case: reports are not built, the customer list is.
    expect(links.find((link) => link.href === '/reports/sales')?.comingSoon).toBe(true);
    expect(links.find((link) => link.href === '/customers')?.comingSoon).toBeUndefined();
  });

  it('when every role’s menu is read, then each link leads to a route of the table', () => {
    for (const role of ['admin', 'manager', 'staff'] as const) {
      for (const item of menuFor(role).flatMap((group) => group.items)) {
        expect(findRoute(item.href), item.href).toBeDefined();
      }
    }
  });
});
