import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SessionWarning } from './SessionWarning.tsx';

const meta = {
  title: 'Shell/SessionWarning',
  component: SessionWarning,
  args: { phase: 'warning', remainingSeconds: 29 * 60 + 5, onExtend: fn(), onLogout: fn() },
} satisfies Meta<typeof SessionWarning>;
export default meta;

type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

export const Warning: Story = {
  play: async ({ args }) => {
    const dialog = await body().findByRole('alertdialog', { name: 'セッションの有効期限が近づいています' });
    await expect(within(dialog).getByRole('timer')).toHaveTextContent('29:05');
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'セッションを延長' }));
    await expect(args.onExtend).toHaveBeenCalledOnce();
  },
};

export const Final: Story = {
  tags: ['visual'],
  args: { phase: 'final', remainingSeconds: 95 },
  play: async ({ args }) => {
    const dialog = await body().findByRole('alertdialog', { name: 'まもなくログアウトします' });
    await expect(within(dialog).getByRole('timer')).toHaveTextContent('1:35');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ログアウト' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};
