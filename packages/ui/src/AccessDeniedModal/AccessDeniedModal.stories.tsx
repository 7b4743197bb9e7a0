import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LogoutModal } from '../LogoutModal/LogoutModal.tsx';
import { AccessDeniedModal } from './AccessDeniedModal.tsx';

const meta = {
  title: 'Shell/Modals',
  component: AccessDeniedModal,
  args: { isOpen: true, requiredRoles: ['管理者', 'マネージャー'], userRole: 'スタッフ', onBack: fn() },
} satisfies Meta<typeof AccessDeniedModal>;
export default meta;

type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

export const AccessDenied: Story = {
  tags: ['visual'],
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'アクセス権限がありません' });
    await expect(dialog).toHaveTextContent('このアクションを実行する権限がありません');
    await expect(within(dialog).getByText('管理者')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '戻る' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const LoggingOut: Story = {
  render: () => <LogoutModal phase="processing" />,
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'ログアウト処理中です' });
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByRole('progressbar', { name: 'ログアウト処理中' })).toBeInTheDocument();
  },
};

export const Farewell: Story = {
  tags: ['visual'],
  render: () => <LogoutModal phase="done" />,
  play: async () => {
    await expect(await body().findByRole('dialog', { name: 'お疲れ様でした' })).toBeVisible();
  },
};
