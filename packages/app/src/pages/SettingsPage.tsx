import { Card, PageHeader, Select, Stack, Switch, useSidebarMode } from '@kayoi/ui';
import type { Key } from 'react-aria-components';
import { may } from '../session/permissions.ts';
import { useSessionUser } from '../session/session.tsx';
import { isThemePreference } from '../theme/themeSettings.ts';
import { useThemePreference } from '../theme/useThemePreference.ts';
import { BackupSettings } from './settings/BackupSettings.tsx';
import { CardPinSettings } from './settings/CardPinSettings.tsx';
import { LineChannelSettings } from './settings/LineChannelSettings.tsx';
import { ReaderDeviceSettings } from './settings/ReaderDeviceSettings.tsx';
import { SetupGuideSettings } from './settings/SetupGuideSettings.tsx';

const themeItems = [
  { id: 'light', label: 'ライト' },
  { id: 'dark', label: 'ダーク' },
  { id: 'auto', label: '端末の設定に合わせる' },
];
const sidebarItems = [
  { id: 'expanded', label: '展開（260px）' },
  { id: 'collapsed', label: '折りたたみ（アイコンのみ）' },
  { id: 'hidden', label: '非表示（ホバーで表示）' },
];
const isSidebarMode = (value: unknown): value is 'expanded' | 'collapsed' | 'hidden' =>
  value === 'expanded' || value === 'collapsed' || value === 'hidden';

/**
 * mypage/settings: the theme is saved to the account (/v2/user/preferences) and follows the user to any
 * device; glass and the sidebar mode belong to this device. Whether this device is an enrolled card reader
 * (admins and managers enrol and revoke), and the card PIN of admins and managers (issue 10).
 */
export function SettingsPage() {
  const theme = useThemePreference();
  const [, setSidebarMode, { preference: sidebarMode }] = useSidebarMode();
  const user = useSessionUser();

  return (
    <>
      <PageHeader title="設定" breadcrumbs={[{ label: 'マイページ' }, { label: '設定' }]} />
      <Stack $gap={4}>
        <Card title="表示">
          <div style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
            <Select
              label="カラーテーマ"
              description="アカウントに保存され、どの端末でも同じテーマになります。"
              items={themeItems}
              selectedKey={theme.preference}
              onSelectionChange={(key: Key | null) => {
                if (isThemePreference(key) && key !== theme.preference) theme.setPreference(key);
              }}
            />
            <Switch isSelected={theme.glass} onChange={theme.setGlass}>
              ガラス効果（グラスモーフィズム）
            </Switch>
            <Select
              label="サイドバー"
              description="この端末に保存されます。"
              items={sidebarItems}
              selectedKey={sidebarMode}
              onSelectionChange={(key: Key | null) => {
                if (isSidebarMode(key)) setSidebarMode(key);
              }}
            />
          </div>
        </Card>
        <ReaderDeviceSettings canManage={may(user.role, 'enrollReaderDevice')} />
        {may(user.role, 'setCardPin') ? <CardPinSettings /> : null}
        {may(user.role, 'getBackupStatus') ? <BackupSettings /> : null}
        {may(user.role, 'getSetupGuide') ? <SetupGuideSettings /> : null}
        {may(user.role, 'getLineChannel') ? <LineChannelSettings /> : null}
      </Stack>
    </>
  );
}
