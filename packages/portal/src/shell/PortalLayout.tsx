import { useFamilyNotices, useLogoutFamily } from '@kayoi/api-client';
import { CountBadge, glassSurface } from '@kayoi/ui';
import { Bell, CalendarX2, House, LogOut, Trophy, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import styled from 'styled-components';
import { type PortalRoute, tabRoutes } from '../routes.tsx';
import { Later } from './InTurn.tsx';

const icons: Record<NonNullable<PortalRoute['tab']>, ReactNode> = {
  home: <House aria-hidden="true" />,
  absences: <CalendarX2 aria-hidden="true" />,
  progress: <Trophy aria-hidden="true" />,
  notices: <Bell aria-hidden="true" />,
  profile: <UserRound aria-hidden="true" />,
};

const Frame = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.color.backdrop};
  color: ${({ theme }) => theme.color.text.primary};
  padding-bottom: calc(72px + env(safe-area-inset-bottom));
`;
const Top = styled.header`
  ${glassSurface('strong')}
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.z.topbar};
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space(3, 4)};
  padding-top: calc(${({ theme }) => theme.space(3)} + env(safe-area-inset-top));
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
const Logout = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 44px;
  padding: ${({ theme }) => theme.space(0, 2)};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.text.secondary};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.regular};
  cursor: pointer;
  svg {
    width: 18px;
    height: 18px;
  }
`;
const Content = styled.main`
  max-width: 640px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
`;
const TabBar = styled.nav`
  ${glassSurface('strong')}
  position: fixed;
  inset: auto 0 0;
  z-index: ${({ theme }) => theme.z.topbar};
  padding-bottom: env(safe-area-inset-bottom);
  ul {
    display: grid;
    grid-template-columns: repeat(5, 1fr);
    max-width: 640px;
    margin: 0 auto;
    padding: 0;
    list-style: none;
  }
  a {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 2px;
    min-height: 60px;
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: 11px;
    text-decoration: none;
    white-space: nowrap;
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.color.accent.text};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: -4px;
  }
  svg {
    width: 24px;
    height: 24px;
  }
`;

/** An icon of the tab bar with its count (the unread お知らせ) at its corner. */
const IconSlot = styled.span`
  position: relative;
  display: inline-flex;
  & > [role='img'] {
    position: absolute;
    top: -6px;
    left: 14px;
  }
`;

/** The signed-in frame (routes.tsx's SignedIn): the title bar, the page, and the tab bar at the thumb's reach. */
export function PortalLayout() {
  const navigate = useNavigate();
  const logout = useLogoutFamily();
  // The お知らせ tab carries the unread count (its link's name says it: 「お知らせ 未読 2件」).
  const unread = useFamilyNotices().data?.unread_count ?? 0;
  return (
    <Frame>
      <Top>
        <span>マイページ</span>
        <Logout
          type="button"
          onClick={async () => {
            await logout.mutateAsync();
            navigate('/login', { replace: true });
          }}
        >
          <LogOut aria-hidden="true" />
          ログアウト
        </Logout>
      </Top>
      <Content>
        {/* The frame first, the page in the next task (InTurn.tsx). */}
        <Later>
          <Outlet />
        </Later>
      </Content>
      <TabBar aria-label="メニュー">
        <ul>
          {tabRoutes
            .filter((route) => route.tab)
            .map((route) => (
              <li key={route.path}>
                <NavLink to={`/${route.path}`} end>
                  <IconSlot>
                    {route.tab ? icons[route.tab] : null}
                    {route.tab === 'notices' ? <CountBadge count={unread} label="未読" /> : null}
                  </IconSlot>
                  {route.title}
                </NavLink>
              </li>
            ))}
        </ul>
      </TabBar>
    </Frame>
  );
}
