import { Bell, LogOut, MessageSquare, Moon, Nfc, Settings, Sparkles, Sun, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import styled, { useTheme } from 'styled-components';
import { Avatar } from '../Avatar/Avatar.tsx';
import { CountBadge } from '../Badge/Badge.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { MenuButton } from '../MenuButton/MenuButton.tsx';
import { Tooltip } from '../Tooltip/Tooltip.tsx';
import { glassSurface, visuallyHidden } from '../theme/mixins.ts';
import { useMediaQuery } from '../theme/useMediaQuery.ts';

export type NfcStatus = 'connected' | 'connecting' | 'disconnected' | 'unsupported';

export interface TopBarUser {
  name: string;
  roleLabel: string;
  storeName?: string;
  avatarUrl?: string;
}

/** One of the top bar's two message shortcuts (chat, bulletin board). */
export interface TopBarInbox {
  /** Unread items; absent while the feature is not built (no count is asked for, no badge is shown). */
  unread?: number;
  /** The feature is not built yet: the button says 準備中 and shows no badge. */
  comingSoon?: boolean;
  onOpen: () => void;
}

export interface TopBarProps {
  title?: ReactNode;
  chat: TopBarInbox;
  bulletin: TopBarInbox;
  user: TopBarUser;
  profileHref: string;
  settingsHref: string;
  colorMode: 'light' | 'dark';
  onToggleColorMode: () => void;
  glass: boolean;
  onToggleGlass: () => void;
  nfcStatus: NfcStatus;
  onLogout: () => void;
  leading?: ReactNode;
}

const nfcText: Record<NfcStatus, string> = {
  connected: 'NFC接続中',
  connecting: 'NFC接続しています…',
  disconnected: 'NFC未接続',
  unsupported: 'NFC非対応',
};

const Bar = styled.header`
  ${glassSurface('strong')}
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.z.topbar};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.layout.topbarHeight}px;
  padding: ${({ theme }) => theme.space(0, 4, 0, 6)};
  border-width: 0 0 1px;
  border-radius: 0;
  /* A phone: the page's title keeps the room (the theme and glass toggles move into the user's menu). */
  @media (max-width: ${({ theme }) => theme.layout.mobileBreakpoint - 1}px) {
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(0, 2, 0, 4)};
  }
`;
const Title = styled.div`
  flex: 1;
  min-width: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.text.primary};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  @media (max-width: ${({ theme }) => theme.layout.mobileBreakpoint - 1}px) {
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;
const Nfc_ = styled(AriaButton)<{ $status: NfcStatus }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1, 2)};
  border: 1px solid ${({ theme, $status }) => theme.color.status[$status === 'connected' ? 'success' : $status === 'connecting' ? 'info' : 'neutral'].border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $status }) => theme.color.status[$status === 'connected' ? 'success' : $status === 'connecting' ? 'info' : 'neutral'].subtle};
  color: ${({ theme, $status }) => theme.color.status[$status === 'connected' ? 'success' : $status === 'connecting' ? 'info' : 'neutral'].text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: default;
  svg {
    width: 16px;
    height: 16px;
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  @media (max-width: ${({ theme }) => theme.layout.mobileBreakpoint - 1}px) {
    .text {
      display: none;
    }
  }
`;
const Who = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  text-align: left;
  .name {
    display: block;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-size: ${({ theme }) => theme.font.size.sm};
    line-height: 1.2;
  }
  .role {
    display: block;
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.text.secondary};
    line-height: 1.2;
  }
  /* A phone shows the avatar only; the name and role still name the menu's button. */
  @media (max-width: ${({ theme }) => theme.layout.mobileBreakpoint - 1}px) {
    .who-text {
      ${visuallyHidden}
    }
  }
`;

function inboxName(name: string, inbox: TopBarInbox) {
  if (inbox.comingSoon) return `${name}（準備中）`;
  return inbox.unread ? `${name}（未読 ${inbox.unread}件）` : name;
}

/**
 * The top bar (seed §2): unread chat and bulletins (準備中 until built), theme and glass, NFC state, the user's menu.
 * On a phone the theme and glass toggles are items of the user's menu, so the page's title keeps its room.
 */
export function TopBar({
  title,
  chat,
  bulletin,
  user,
  profileHref,
  settingsHref,
  colorMode,
  onToggleColorMode,
  glass,
  onToggleGlass,
  nfcStatus,
  onLogout,
  leading,
}: TopBarProps) {
  const theme = useTheme();
  const phone = useMediaQuery(`(max-width: ${theme.layout.mobileBreakpoint - 1}px)`);
  const colorModeLabel = colorMode === 'dark' ? 'ライトモードに切り替え' : 'ダークモードに切り替え';
  const colorModeIcon = colorMode === 'dark' ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />;
  const glassLabel = glass ? 'ガラス効果をオフにする' : 'ガラス効果をオンにする';
  return (
    <Bar>
      {leading}
      <Title>{title}</Title>
      <Tooltip content={nfcText[nfcStatus]}>
        <Nfc_ $status={nfcStatus} aria-label={nfcText[nfcStatus]}>
          <Nfc aria-hidden="true" />
          <span className="text">{nfcText[nfcStatus]}</span>
        </Nfc_>
      </Tooltip>
      <IconButton
        label={inboxName('チャット', chat)}
        tooltip={chat.comingSoon ? 'チャット（準備中）' : 'チャット'}
        icon={<MessageSquare aria-hidden="true" />}
        badge={chat.comingSoon ? null : <CountBadge count={chat.unread ?? 0} label="未読チャット" />}
        onPress={chat.onOpen}
      />
      <IconButton
        label={inboxName('掲示板', bulletin)}
        tooltip={bulletin.comingSoon ? '掲示板（準備中）' : '掲示板'}
        icon={<Bell aria-hidden="true" />}
        badge={bulletin.comingSoon ? null : <CountBadge count={bulletin.unread ?? 0} label="未読の掲示" />}
        onPress={bulletin.onOpen}
      />
      {phone ? null : (
        <>
          <IconButton label={colorModeLabel} icon={colorModeIcon} onPress={onToggleColorMode} />
          <IconButton
            label={glassLabel}
            icon={<Sparkles aria-hidden="true" />}
            onPress={onToggleGlass}
            aria-pressed={glass}
          />
        </>
      )}
      <MenuButton
        label={`ユーザーメニュー（${user.name}）`}
        trigger={
          <Who>
            <Avatar
              name={user.name}
              size="sm"
              decorative
              {...(user.avatarUrl ? { src: user.avatarUrl } : {})}
            />
            <span className="who-text">
              <span className="name">{user.name}</span>
              <span className="role">
                {user.roleLabel}
                {user.storeName ? `・${user.storeName}` : ''}
              </span>
            </span>
          </Who>
        }
        items={[
          { id: 'profile', label: 'プロフィール', href: profileHref, icon: <User aria-hidden="true" /> },
          { id: 'settings', label: '設定', href: settingsHref, icon: <Settings aria-hidden="true" /> },
          ...(phone
            ? [
                { id: 'color-mode', label: colorModeLabel, icon: colorModeIcon, onAction: onToggleColorMode },
                {
                  id: 'glass',
                  label: glassLabel,
                  icon: <Sparkles aria-hidden="true" />,
                  onAction: onToggleGlass,
                },
              ]
            : []),
          {
            id: 'logout',
            label: 'ログアウト',
            tone: 'danger',
            separated: true,
            icon: <LogOut aria-hidden="true" />,
            onAction: onLogout,
          },
        ]}
      />
    </Bar>
  );
}
