import type { Meta, StoryObj } from '@storybook/react-vite';
import { DoorOpen, LayoutDashboard, MessagesSquare, Users } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Sidebar, type SidebarGroup } from './Sidebar.tsx';

export const demoGroups: SidebarGroup[] = [
  { id: 'home', label: 'ダッシュボード', href: '/dashboard', icon: <LayoutDashboard aria-hidden="true" /> },
  {
    id: 'entry-exit',
    label: '入退館',
    icon: <DoorOpen aria-hidden="true" />,
    items: [
      { id: 'check-in', label: '入館', href: '/entry-exit/check-in' },
      { id: 'check-out', label: '退館', href: '/entry-exit/check-out' },
      { id: 'current-status', label: '在館状況', href: '/entry-exit/current-status' },
    ],
  },
  {
    id: 'customers',
    label: '顧客',
    icon: <Users aria-hidden="true" />,
    badge: 3,
    badgeLabel: '未確認の仮登録',
    items: [
      { id: 'customers', label: '顧客一覧', href: '/customers' },
      {
        id: 'pre',
        label: '仮登録',
        href: '/customer-pre-registrations',
        badge: 3,
        badgeLabel: '未確認の仮登録',
      },
    ],
  },
  {
    id: 'communication',
    label: 'コミュニケーション',
    icon: <MessagesSquare aria-hidden="true" />,
    items: [
      { id: 'bulletin', label: '掲示板', href: '/bulletin-boards' },
      { id: 'chat', label: 'チャット', href: '/chat' },
    ],
  },
];

const meta = {
  title: 'Layout/Sidebar',
  component: Sidebar,
  parameters: { layout: 'fullscreen' },
  args: {
    mode: 'expanded',
    onModeChange: fn(),
    groups: demoGroups,
    currentPath: '/entry-exit/check-in',
    header: <strong>渋谷校</strong>,
  },
  decorators: [
    (Story) => (
      <div style={{ height: 560, position: 'relative' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Sidebar>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Expanded: Story = {
  tags: ['visual'],
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'メインメニュー' });
    await expect(within(nav).getByRole('link', { name: '入館' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('img', { name: '未確認の仮登録 3件' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'サイドバーを折りたたむ' }));
    await expect(args.onModeChange).toHaveBeenCalledWith('collapsed');
  },
};

export const GroupDisclosure: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('button', { name: /コミュニケーション/ });
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    group.focus();
    await userEvent.keyboard('{Enter}');
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'チャット' })).toBeVisible();
  },
};

export const CollapsedExpandsOnHover: Story = {
  args: { mode: 'collapsed' },
  play: async ({ canvasElement, canvas }) => {
    const rail = canvasElement.querySelector('[data-mode]') as HTMLElement;
    await expect(rail.getBoundingClientRect().width).toBeLessThanOrEqual(60);
    await userEvent.hover(rail);
    await waitFor(() => expect(rail.getBoundingClientRect().width).toBeGreaterThan(200));
    await expect(canvas.getByRole('button', { name: 'サイドバーを非表示にする' })).toBeVisible();
  },
};

export const Collapsed: Story = {
  tags: ['visual'],
  args: { mode: 'collapsed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'ダッシュボード' })).toBeInTheDocument();
  },
};
