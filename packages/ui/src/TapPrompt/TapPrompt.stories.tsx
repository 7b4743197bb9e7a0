import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TapPrompt } from './TapPrompt.tsx';

const TOUCH = '会員カードをタッチしてください';
const MANUAL = 'カードがない会員は、下の会員検索（会員番号・氏名・フリガナ）で記録できます';

const meta = {
  title: 'Front desk/TapPrompt',
  component: TapPrompt,
  args: {
    heading: 'チェックイン',
    reader: 'connected',
    manualHint: MANUAL,
    queued: 0,
    offline: false,
    onReconnect: fn(),
  },
} satisfies Meta<typeof TapPrompt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(TOUCH)).toBeVisible();
    await expect(canvas.getByText('NFCリーダー接続中')).toBeVisible();
  },
};
export const Disconnected: Story = {
  args: { reader: 'disconnected', readerNotice: 'NFCサービスに接続できません…' },
  play: async ({ canvas, args }) => {
    // A reader that cannot read now does not ask for a card; it says how to record meanwhile.
    await expect(canvas.queryByText(TOUCH)).toBeNull();
    await expect(canvas.getByText(MANUAL)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '再接続' }));
    await expect(args.onReconnect).toHaveBeenCalled();
  },
};
/** A device without any reader (a PC without the card-reader service, an iPad). */
export const NoReader: Story = {
  args: { reader: 'unsupported', readerNotice: 'iOSではNFCカードを読み取れません' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(TOUCH)).toBeNull();
    await expect(
      canvas.getByRole('heading', { name: 'この端末ではNFCカードを読み取れません' }),
    ).toBeVisible();
    await expect(canvas.getByText(MANUAL)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
/** Android Chrome before the scan was started (Web NFC needs a tap on the screen first). */
export const ScanNotStarted: Story = {
  args: { reader: 'idle' },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByText(TOUCH)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'NFCスキャン開始' }));
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
