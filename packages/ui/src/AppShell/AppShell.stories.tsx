import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Card } from '../Card/Card.tsx';
import { Footer } from '../Footer/Footer.tsx';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { demoGroups } from '../Sidebar/Sidebar.stories.tsx';
import { Sidebar } from '../Sidebar/Sidebar.tsx';
import type { SidebarMode } from '../Sidebar/useSidebarMode.ts';
import { TopBar } from '../TopBar/TopBar.tsx';
import { AppShell } from './AppShell.tsx';

function Shell({ sidebarMode = 'expanded' }: { sidebarMode?: SidebarMode }) {
  return (
    <AppShell
      sidebar={
        <Sidebar
          mode={sidebarMode}
          onModeChange={fn()}
          groups={demoGroups}
          currentPath="/dashboard"
          header={<strong>渋谷校</strong>}
        />
      }
      topbar={
        <TopBar
          title="ダッシュボード"
          chat={{ unread: 2, onOpen: fn() }}
          bulletin={{ unread: 5, onOpen: fn() }}
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

/** The collapsed rail opened by the pointer lies over the top bar: its toggle can be pressed where it is. */
export const CollapsedRailOverTheTopBar: StoryObj<typeof meta> = {
  args: { sidebarMode: 'collapsed' },
  play: async ({ canvas, canvasElement }) => {
    const rail = canvasElement.querySelector('[data-mode]') as HTMLElement;
    await userEvent.hover(rail);
    await waitFor(() => expect(rail.getBoundingClientRect().width).toBeGreaterThan(200));
    for (const name of ['サイドバーを非表示にする', 'ダッシュボード']) {
      const target = canvas.getByRole(name.startsWith('サイドバー') ? 'button' : 'link', { name });
      const box = target.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      await expect(target.contains(hit)).toBe(true);
    }
  },
};
