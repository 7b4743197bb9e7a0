import { Bell, LogOut, MessageSquare, Moon, Nfc, Settings, Sparkles, Sun, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import styled from 'styled-components';
import { Avatar } from '../Avatar/Avatar.tsx';
import { CountBadge } from '../Badge/Badge.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { MenuButton } from '../MenuButton/MenuButton.tsx';
import { Tooltip } from '../Tooltip/Tooltip.tsx';
import { glassSurface } from '../theme/mixins.ts';

export type NfcStatus = 'connected' | 'connecting' | 'disconnected' | 'unsupported';

export interface TopBarUser {
  name: string;
  roleLabel: string;
  storeName?: string;
  avatarUrl?: string;
}

export interface TopBarProps {
  title?: ReactNode;
  chatUnread: number;
  bulletinUnread: number;
  onOpenChat: () => void;
  onOpenBulletin: () => void;
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
  @media (max-width: 767px) {
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
  @media (max-width: 767px) {
    .who-text {
      display: none;
    }
  }
`;

const unreadName = (name: string, count: number) => (count > 0 ? `${name}（未読 ${count}件）` : name);

/** The top bar (seed §2): unread chat and bulletins, theme and glass, NFC state, the user's menu. */
export function TopBar({
  title,
  chatUnread,
  bulletinUnread,
  onOpenChat,
  onOpenBulletin,
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
        label={unreadName('チャット', chatUnread)}
        tooltip="チャット"
        icon={<MessageSquare aria-hidden="true" />}
        badge={<CountBadge count={chatUnread} label="未読チャット" />}
        onPress={onOpenChat}
      />
      <IconButton
        label={unreadName('掲示板', bulletinUnread)}
        tooltip="掲示板"
        icon={<Bell aria-hidden="true" />}
        badge={<CountBadge count={bulletinUnread} label="未読の掲示" />}
        onPress={onOpenBulletin}
      />
      <IconButton
        label={colorMode === 'dark' ? 'ライトモードに切り替え' : 'ダークモードに切り替え'}
        icon={colorMode === 'dark' ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
        onPress={onToggleColorMode}
      />
      <IconButton
        label={glass ? 'ガラス効果をオフにする' : 'ガラス効果をオンにする'}
        icon={<Sparkles aria-hidden="true" />}
        onPress={onToggleGlass}
        aria-pressed={glass}
      />
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
