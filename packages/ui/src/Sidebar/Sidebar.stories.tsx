import type { Meta, StoryObj } from '@storybook/react-vite';
import { BarChart3, DoorOpen, LayoutDashboard, MessagesSquare, Users } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Sidebar, type SidebarGroup, type SidebarProps } from './Sidebar.tsx';

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

/** Links to screens not built yet say so in the menu. */
const withComingSoon: SidebarGroup[] = [
  ...demoGroups.slice(0, 3),
  {
    id: 'reports',
    label: 'レポート',
    icon: <BarChart3 aria-hidden="true" />,
    items: [
      { id: 'sales', label: '売上', href: '/reports/sales', comingSoon: true },
      { id: 'daily', label: '日報', href: '/reports/daily', comingSoon: true },
    ],
  },
  {
    id: 'communication',
    label: 'コミュニケーション',
    icon: <MessagesSquare aria-hidden="true" />,
    items: [
      { id: 'bulletin', label: '掲示板', href: '/bulletin-boards' },
      { id: 'chat', label: 'チャット', href: '/chat', comingSoon: true },
    ],
  },
];

/** The sidebar as the shell holds it: the toggle's choice is the next mode. */
function WithMode(props: SidebarProps) {
  const [mode, setMode] = useState(props.mode);
  return (
    <Sidebar
      {...props}
      mode={mode}
      onModeChange={(next) => {
        props.onModeChange(next);
        setMode(next);
      }}
    />
  );
}

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

/** A closed group's links are drawn when it first opens (a manager's menu holds 39), and kept once drawn. */
export const GroupDisclosure: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('button', { name: /コミュニケーション/ });
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'チャット', hidden: true })).toBeNull();
    // The panel the button controls is there, empty, while closed.
    await expect(document.getElementById(group.getAttribute('aria-controls') ?? '')).toBeEmptyDOMElement();
    group.focus();
    await userEvent.keyboard('{Enter}');
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'チャット' })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('link', { name: 'チャット', hidden: true })).not.toBeVisible();
  },
};

const railOf = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-mode]') as HTMLElement;

export const CollapsedExpandsOnHover: Story = {
  args: { mode: 'collapsed' },
  render: (args) => <WithMode {...args} />,
  play: async ({ canvasElement, canvas, args }) => {
    const rail = railOf(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'サイドバーを非表示にする' });
    const before = toggle.getBoundingClientRect();
    await expect(rail.getBoundingClientRect().width).toBeLessThanOrEqual(60);
    await userEvent.hover(toggle);
    await waitFor(() => expect(rail.getBoundingClientRect().width).toBeGreaterThan(200));
    // The toggle stays where the pointer found it: the mouse that opened the rail can press it.
    const after = toggle.getBoundingClientRect();
    await expect([after.left, after.top]).toEqual([before.left, before.top]);
    await userEvent.click(toggle);
    await expect(args.onModeChange).toHaveBeenCalledWith('hidden');
    // The press shows the chosen mode at once, though the pointer is still over the rail and the
    // button has the focus the click left.
    await waitFor(() => expect(rail.getBoundingClientRect().width).toBeLessThanOrEqual(12));
    await userEvent.unhover(rail);
    await userEvent.hover(rail);
    await waitFor(() => expect(rail.getBoundingClientRect().width).toBeGreaterThan(200));
    await userEvent.click(canvas.getByRole('button', { name: 'サイドバーを展開する' }));
    await expect(args.onModeChange).toHaveBeenLastCalledWith('expanded');
    await expect(rail).toHaveAttribute('data-mode', 'expanded');
  },
};

export const ClickedGroupDoesNotHoldTheRailOpen: Story = {
  args: { mode: 'collapsed' },
  play: async ({ canvasElement, canvas }) => {
    const rail = railOf(canvasElement);
    await userEvent.hover(rail);
    await userEvent.click(canvas.getByRole('button', { name: /コミュニケーション/ }));
    await expect(canvas.getByRole('button', { name: /コミュニケーション/ })).toHaveFocus();
    // The focus a click leaves is not keyboard focus: the rail closes when the pointer leaves.
    await userEvent.unhover(rail);
    await waitFor(() => expect(rail.getBoundingClientRect().width).toBeLessThanOrEqual(60));
  },
};

export const KeyboardOpensAndClosesTheRail: Story = {
  args: { mode: 'hidden' },
  render: (args) => (
    <>
      <WithMode {...args} />
      <button type="button" style={{ position: 'absolute', left: 300 }}>
        本文
      </button>
    </>
  ),
  play: async ({ canvasElement, canvas, args }) => {
    const rail = railOf(canvasElement);
    await expect(rail.getBoundingClientRect().width).toBeLessThanOrEqual(12);
    // Tab reaches the hidden menu: it opens over the page with the toggle first.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'サイドバーを展開する' })).toHaveFocus();
    await waitFor(() => expect(rail.getBoundingClientRect().width).toBeGreaterThan(200));
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'ダッシュボード' })).toHaveFocus();
    // Leaving the menu closes it again.
    canvas.getByRole('button', { name: '本文' }).focus();
    await waitFor(() => expect(rail.getBoundingClientRect().width).toBeLessThanOrEqual(12));
    // Shift+Tab from the page comes back into the menu, which opens again.
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: /コミュニケーション/ })).toHaveFocus();
    await waitFor(() => expect(rail.getBoundingClientRect().width).toBeGreaterThan(200));
    await expect(args.onModeChange).not.toHaveBeenCalled();
  },
};

/** A tablet: room for the rail or nothing; from hidden the toggle shows the rail again. */
export const TabletModes: Story = {
  args: { mode: 'hidden', modes: ['collapsed', 'hidden'] },
  render: (args) => <WithMode {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onModeChange).toHaveBeenCalledWith('collapsed');
    await expect(canvas.getByRole('button', { name: 'サイドバーを非表示にする' })).toHaveFocus();
  },
};

/** A phone has room for the rail only: no toggle. */
export const PhoneHasNoToggle: Story = {
  args: { mode: 'collapsed', modes: ['collapsed'] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /サイドバー/ })).toBeNull();
  },
};

export const ComingSoonScreens: Story = {
  tags: ['visual'],
  args: { groups: withComingSoon, currentPath: '/reports/sales' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'メインメニュー' });
    await expect(within(nav).getByRole('link', { name: '売上 準備中' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // A group with built screens names only the ones that are not.
    await userEvent.click(within(nav).getByRole('button', { name: /コミュニケーション/ }));
    await expect(within(nav).getByRole('link', { name: '掲示板' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'チャット 準備中' })).toBeVisible();
  },
};

export const Collapsed: Story = {
  tags: ['visual'],
  args: { mode: 'collapsed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'ダッシュボード' })).toBeInTheDocument();
  },
};
