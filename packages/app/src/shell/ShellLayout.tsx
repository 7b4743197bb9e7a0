import {
  getBulletinStatisticsQueryOptions,
  getChatStatisticsQueryOptions,
  getFamilyThreadUnreadQueryOptions,
  getPreRegistrationStatsQueryOptions,
  useStoreEvents,
  useTopicEvents,
} from '@kayoi/api-client';
import { AppShell, Footer, LogoutModal, SessionWarning, Sidebar, TopBar, useSidebarMode } from '@kayoi/ui';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { UnsavedChangesGuard } from '../forms/UnsavedChangesGuard.tsx';
import { FrontDeskHost } from '../frontDesk/FrontDeskHost.tsx';
import { useNfc } from '../frontDesk/NfcContext.tsx';
import { FrontDeskProvider } from '../frontDesk/useFrontDesk.tsx';
import { isBuilt } from '../routes/built.ts';
import { usePreloadLinkedScreens } from '../routes/prefetch.ts';
import { findRoute, roleLabel } from '../routes/table.ts';
import { RequireAuth } from '../session/RequireAuth.tsx';
import { useHeartbeat, useSessionUser } from '../session/session.tsx';
import { useInactivityLogout } from '../session/useInactivityLogout.ts';
import { useLogoutFlow } from '../session/useLogoutFlow.ts';
import { useThemePreference } from '../theme/useThemePreference.ts';
import { FooterSlotContext } from './FooterSlot.tsx';
import { StoreSwitcher } from './StoreSwitcher.tsx';
import { sidebarGroupsFor } from './sidebarGroups.tsx';

/** The login wrapper (seed §2): every staff screen sits inside this shell. */
export function ShellLayout() {
  return (
    <RequireAuth>
      <FrontDeskProvider>
        <Shell />
      </FrontDeskProvider>
    </RequireAuth>
  );
}

// Badges are a convenience: a failed count shows no badge and is not retried or announced.
const quiet = { retry: false, throwOnError: false } as const;
// Until a feature's screens are built its operations answer 501: the top bar asks for no count of it.
const CHAT_BUILT = isBuilt('/chat');
const BULLETIN_BUILT = isBuilt('/bulletin-boards');

function Shell() {
  usePreloadLinkedScreens();
  const user = useSessionUser();
  const location = useLocation();
  const navigate = useNavigate();
  const [sidebarMode, setSidebarMode, { modes: sidebarModes }] = useSidebarMode();
  const theme = useThemePreference();
  const sessionId = useMemo(() => crypto.randomUUID(), []);
  const [footerSlot, setFooterSlot] = useState<HTMLDivElement | null>(null);
  useHeartbeat(sessionId);
  // One live event stream per signed-in app: changes in the store refresh what every screen shows.
  useStoreEvents({ storeId: user.store_id });
  // The staff member's own chat inbox (a message or a mention in one of their rooms, a read on another
  // screen): the top bar's chat badge follows it live. Bulletin changes come on the store's stream.
  useTopicEvents([`chat-inbox:${user.id}`], { enabled: CHAT_BUILT });

  const pending = useQuery({ ...getPreRegistrationStatsQueryOptions(), ...quiet });
  const bulletin = useQuery({ ...getBulletinStatisticsQueryOptions(), ...quiet, enabled: BULLETIN_BUILT });
  const chat = useQuery({ ...getChatStatisticsQueryOptions(), ...quiet, enabled: CHAT_BUILT });
  const chatUnread = chat.data?.unread_messages;
  const bulletinUnread = bulletin.data?.unread_bulletins;

  const goToLogin = useCallback(() => navigate('/login', { replace: true }), [navigate]);
  const logout = useLogoutFlow(goToLogin);
  const startLogout = logout.start;
  const inactivity = useInactivityLogout(useCallback(() => void startLogout(), [startLogout]));

  // お問い合わせ waiting for the desk: re-read on family_thread.changed (the store's stream).
  const threads = useQuery({ ...getFamilyThreadUnreadQueryOptions(), ...quiet });
  const pendingCount = pending.data?.pending_count ?? 0;
  const unreadThreads = threads.data?.unread_threads ?? 0;
  // The menu is drawn again only when what it shows changes: the shell draws again for its top bar's counts, the NFC
  // status and the countdown too, and each of the menu's links (39 for a manager) holds press, hover and focus hooks.
  const sidebar = useMemo(
    () => (
      <Sidebar
        mode={sidebarMode}
        modes={sidebarModes}
        onModeChange={setSidebarMode}
        header={<StoreSwitcher />}
        groups={sidebarGroupsFor(user.role, {
          pendingPreRegistrations: pendingCount,
          unreadFamilyThreads: unreadThreads,
        })}
        currentPath={location.pathname}
      />
    ),
    [sidebarMode, sidebarModes, setSidebarMode, user.role, pendingCount, unreadThreads, location.pathname],
  );
  const route = findRoute(location.pathname);
  const nfc = useNfc();
  const openChat = useCallback(() => navigate('/chat'), [navigate]);
  const openBulletin = useCallback(() => navigate('/bulletin-boards'), [navigate]);
  const { mode: colorMode, glass, setPreference, setGlass } = theme;
  // The top bar likewise: the shell draws again while a login's dashboard draws its first tiles, and drawing the top
  // bar's menus and buttons again took 13–25 ms of that (React's profiler, 2026-12-06).
  const topbar = useMemo(
    () => (
      <TopBar
        title={route?.title}
        chat={{
          ...(chatUnread === undefined ? {} : { unread: chatUnread }),
          ...(CHAT_BUILT ? {} : { comingSoon: true }),
          onOpen: openChat,
        }}
        bulletin={{
          ...(bulletinUnread === undefined ? {} : { unread: bulletinUnread }),
          ...(BULLETIN_BUILT ? {} : { comingSoon: true }),
          onOpen: openBulletin,
        }}
        user={{
          name: user.name,
          roleLabel: roleLabel[user.role],
          ...(user.store ? { storeName: user.store } : {}),
          ...(user.photo_url ? { avatarUrl: user.photo_url } : {}),
        }}
        profileHref="/mypage/profile"
        settingsHref="/mypage/settings"
        colorMode={colorMode}
        onToggleColorMode={() => setPreference(colorMode === 'dark' ? 'light' : 'dark')}
        glass={glass}
        onToggleGlass={() => setGlass(!glass)}
        nfcStatus={nfc.status}
        onLogout={() => void startLogout()}
      />
    ),
    [
      route?.title,
      chatUnread,
      bulletinUnread,
      openChat,
      openBulletin,
      user.name,
      user.role,
      user.store,
      user.photo_url,
      colorMode,
      setPreference,
      glass,
      setGlass,
      nfc.status,
      startLogout,
    ],
  );

  return (
    <>
      <AppShell sidebar={sidebar} topbar={topbar} footer={<Footer slotRef={setFooterSlot} />}>
        <FooterSlotContext.Provider value={footerSlot}>
          <Outlet />
        </FooterSlotContext.Provider>
      </AppShell>
      <SessionWarning
        phase={logout.phase ? null : inactivity.phase}
        remainingSeconds={inactivity.remainingSeconds}
        onExtend={inactivity.extend}
        onLogout={() => void logout.start()}
      />
      <LogoutModal phase={logout.phase} />
      {/* One guard for every form of the shell's pages: leaving with unsaved changes asks first. */}
      <UnsavedChangesGuard />
      <FrontDeskHost user={user} />
    </>
  );
}
