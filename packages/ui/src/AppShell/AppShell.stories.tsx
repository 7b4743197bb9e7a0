import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Card } from '../Card/Card.tsx';
import { Footer } from '../Footer/Footer.tsx';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { demoGroups } from '../Sidebar/Sidebar.stories.tsx';
import { Sidebar } from '../Sidebar/Sidebar.tsx';
import { TopBar } from '../TopBar/TopBar.tsx';
import { AppShell } from './AppShell.tsx';

function Shell() {
  return (
    <AppShell
      sidebar={
        <Sidebar
          mode="expanded"
          onModeChange={fn()}
          groups={demoGroups}
          currentPath="/dashboard"
          header={<strong>渋谷校</strong>}
        />
      }
      topbar={
        <TopBar
          title="ダッシュボード"
          chatUnread={2}
          bulletinUnread={5}
          onOpenChat={fn()}
          onOpenBulletin={fn()}
          user={{ name: '渋谷 花子', roleLabel: 'マネージャー', storeName: '渋谷校' }}
          profileHref="/mypage/profile"
          settingsHref="/mypage/settings"
          colorMode="light"
          onToggleColorMode={fn()}
          glass
          onToggleGlass={fn()}
          nfcStatus="connected"
          onLogout={fn()}
        />
      }
      footer={<Footer />}
    >
      <PageHeader title="ダッシュボード" />
      <Card title="本日の入退室">在館 42名・退館 118名</Card>
    </AppShell>
  );
}

const meta = {
  title: 'Shell/AppShell',
  component: Shell,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Shell>;
export default meta;

export const Default: StoryObj<typeof meta> = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: '本文へスキップ' });
    await expect(skip).toHaveFocus();
    await expect(canvas.getByRole('main')).toHaveTextContent('本日の入退室');
    await expect(canvas.getByText('© 2026 Kayoi — 通い')).toBeVisible();
  },
};
