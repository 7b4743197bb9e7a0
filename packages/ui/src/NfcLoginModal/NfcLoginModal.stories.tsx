import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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
    // Not closable while processing: Escape does nothing, only やめる.
    await userEvent.keyboard('{Escape}');
    await expect(screen().getByRole('dialog')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'やめる' }));
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

export const PinRequired: Story = {
  args: { step: 'pin', pinPrompt: 'カード暗証番号を入力してください', onSubmitPin: fn() },
  play: async ({ args }) => {
    const dialog = await screen().findByRole('dialog', { name: 'NFCカードでログイン' });
    await expect(within(dialog).getByText('カード暗証番号を入力してください')).toBeVisible();
    await expect(within(dialog).getByText('認証中', { selector: 'li' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    const field = within(dialog).getByLabelText('カード暗証番号');
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAttribute('type', 'password');
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await userEvent.keyboard('4829{Enter}');
    await expect(args.onSubmitPin).toHaveBeenCalledWith('4829');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ログイン' }));
    await expect(args.onSubmitPin).toHaveBeenCalledTimes(2);
  },
};

export const PinCancelled: Story = {
  args: { step: 'pin', onSubmitPin: fn() },
  play: async ({ args }) => {
    const dialog = await screen().findByRole('dialog');
    await expect(
      within(dialog).getByText(
        'このカードには暗証番号が設定されています。4〜6桁の暗証番号を入力してください。',
      ),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'やめる' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(args.onSubmitPin).not.toHaveBeenCalled();
  },
};

export const WrongPin: Story = {
  args: {
    step: 'pin',
    pinPrompt: 'カード暗証番号を入力してください',
    pinError: 'カード暗証番号が正しくありません',
    onSubmitPin: fn(),
  },
  play: async ({ args }) => {
    const dialog = await screen().findByRole('dialog');
    const field = within(dialog).getByLabelText('カード暗証番号');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/カード暗証番号が正しくありません/);
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveValue('');
    await userEvent.keyboard('0000{Enter}');
    await expect(args.onSubmitPin).toHaveBeenCalledWith('0000');
  },
};

export const DeskNotEnrolled: Story = {
  args: {
    step: 'error',
    error:
      'この端末はカードログイン用に登録されていません。管理者またはマネージャーがこの端末を登録してください',
  },
  play: async () => {
    const dialog = await screen().findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'この端末はカードログイン用に登録されていません',
    );
  },
};
