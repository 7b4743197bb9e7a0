import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ScanFab } from './ScanFab.tsx';

const meta = {
  title: 'Front desk/ScanFab',
  component: ScanFab,
  args: { isScanning: false, onPress: fn() },
} satisfies Meta<typeof ScanFab>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'NFCスキャン開始' }));
    await expect(args.onPress).toHaveBeenCalled();
  },
};
export const Scanning: Story = {
  args: { isScanning: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'スキャン中…' })).toHaveAttribute('aria-pressed', 'true');
  },
};
