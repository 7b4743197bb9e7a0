import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NfcLoginModal } from './NfcLoginModal.tsx';

const staff = {
  name: '佐藤 美咲',
  email: 'manager@demo.kayoi.jp',
  roleLabel: 'マネージャー',
  storeName: '渋谷校',
  photoUrl: null,
};

const meta = {
  title: 'Front desk/NfcLoginModal',
  component: NfcLoginModal,
  args: { step: 'detecting', staff: null, error: null, onClose: fn(), onRetry: fn(), onCancel: fn() },
} satisfies Meta<typeof NfcLoginModal>;
export default meta;
type Story = StoryObj<typeof meta>;
const screen = () => within(document.body);

export const Detecting: Story = {
  play: async ({ args }) => {
    const dialog = await screen().findByRole('dialog', { name: 'NFCカードでログイン' });
    await expect(within(dialog).getByText('カードを読み取っています…')).toBeVisible();
    // Not closable while processing: Escape does nothing, only キャンセル.
    await userEvent.keyboard('{Escape}');
    await expect(screen().getByRole('dialog')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const Authenticating: Story = {
  args: { step: 'authenticating', staff },
  play: async () => {
    const dialog = await screen().findByRole('dialog');
    await expect(within(dialog).getByText('佐藤 美咲')).toBeVisible();
    await expect(within(dialog).getByText('認証中', { selector: 'li' })).toHaveAttribute(
      'aria-current',
      'step',
    );
  },
};

export const Success: Story = {
  args: { step: 'success', staff },
  play: async ({ args }) => {
    const dialog = await screen().findByRole('dialog');
    await expect(within(dialog).getByText('manager@demo.kayoi.jp')).toBeVisible();
    await expect(within(dialog).getByText('マネージャー')).toBeVisible();
    await expect(within(dialog).getByText('渋谷校', { exact: false })).toBeVisible();
    await expect(within(dialog).queryByRole('button')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const Failed: Story = {
  args: { step: 'error', error: '登録されていないNFCカードです。管理者にお問い合わせください' },
  play: async ({ args }) => {
    const dialog = await screen().findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('登録されていないNFCカードです');
    await userEvent.click(within(dialog).getByRole('button', { name: '再試行' }));
    await expect(args.onRetry).toHaveBeenCalled();
    const closeButtons = within(dialog).getAllByRole('button', { name: '閉じる' });
    await userEvent.click(closeButtons[closeButtons.length - 1] as HTMLElement);
    await expect(args.onClose).toHaveBeenCalled();
  },
};
