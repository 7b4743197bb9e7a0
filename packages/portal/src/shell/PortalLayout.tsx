import { useFamilyNotices, useLogoutFamily } from '@kayoi/api-client';
import { CountBadge, glassSurface, Spinner } from '@kayoi/ui';
import { Bell, CalendarX2, House, LogOut, Trophy, UserRound } from 'lucide-react';
import { type ReactNode, Suspense } from 'react';
import styled from 'styled-components';
import { Link, useLocation } from 'wouter';
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

const Loading = styled.div`
  display: grid;
  place-items: center;
  min-height: 50vh;
`;

/** A tab: the page it opens is marked as the current one (aria-current, which the tab bar's style follows). */
function TabLink({ to, children }: { to: string; children: ReactNode }) {
  const [location] = useLocation();
  return (
    <Link to={to} aria-current={location === to ? 'page' : undefined}>
      {children}
    </Link>
  );
}

/** The signed-in frame (routes.tsx's PortalScreens): the title bar, the page, and the tab bar at the thumb's reach. */
export function PortalLayout({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
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
          {/* A tab whose code is not here yet: the frame stays while it loads. */}
          <Suspense
            fallback={
              <Loading aria-busy="true">
                <Spinner label="読み込み中" />
              </Loading>
            }
          >
            {children}
          </Suspense>
        </Later>
      </Content>
      <TabBar aria-label="メニュー">
        <ul>
          {tabRoutes
            .filter((route) => route.tab)
            .map((route) => (
              <li key={route.path}>
                <TabLink to={`/${route.path}`}>
                  <IconSlot>
                    {route.tab ? icons[route.tab] : null}
                    {route.tab === 'notices' ? <CountBadge count={unread} label="未読" /> : null}
                  </IconSlot>
                  {route.title}
                </TabLink>
              </li>
            ))}
        </ul>
      </TabBar>
    </Frame>
  );
}
