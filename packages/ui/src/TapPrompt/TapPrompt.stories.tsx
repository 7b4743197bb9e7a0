import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TapPrompt } from './TapPrompt.tsx';

const meta = {
  title: 'Front desk/TapPrompt',
  component: TapPrompt,
  args: { heading: '入館', reader: 'connected', queued: 0, offline: false, onReconnect: fn() },
} satisfies Meta<typeof TapPrompt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('会員カードをタッチしてください')).toBeVisible();
    await expect(canvas.getByText('NFCリーダー接続中')).toBeVisible();
  },
};
export const Disconnected: Story = {
  args: { reader: 'disconnected', readerNotice: 'NFCサービスに接続できません…' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '再接続' }));
    await expect(args.onReconnect).toHaveBeenCalled();
  },
};
export const OfflineWithQueue: Story = {
  args: { offline: true, queued: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('サーバーに接続できません')).toBeVisible();
    await expect(canvas.getByText(/3件のタッチをこの端末に保存しています/)).toBeVisible();
  },
};
export const Cooldown: Story = {
  args: { hint: '少しお待ちください（2秒）' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('少しお待ちください（2秒）')).toBeVisible();
  },
};
