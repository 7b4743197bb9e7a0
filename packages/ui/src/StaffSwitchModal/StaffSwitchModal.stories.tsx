import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StaffSwitchModal } from './StaffSwitchModal.tsx';

const meta = {
  title: 'Front desk/StaffSwitchModal',
  component: StaffSwitchModal,
  args: {
    isOpen: true,
    currentName: '鈴木 健太',
    nextName: '佐藤 美咲',
    isSwitching: false,
    error: null,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof StaffSwitchModal>;
export default meta;
type Story = StoryObj<typeof meta>;
const screen = () => within(document.body);

export const Confirm: Story = {
  play: async ({ args }) => {
    const dialog = await screen().findByRole('dialog', { name: 'スタッフの切り替え' });
    await expect(
      within(dialog).getByText('鈴木 健太さんをログアウトして、佐藤 美咲さんでログインしますか？'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '切り替える' }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

export const Switching: Story = {
  args: { isSwitching: true },
  play: async () => {
    const dialog = await screen().findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'やめる' })).toBeDisabled();
  },
};

export const Failed: Story = {
  args: { error: 'ユーザー切り替えに失敗しました' },
  play: async () => {
    await expect(await screen().findByRole('alert')).toHaveTextContent('ユーザー切り替えに失敗しました');
  },
};

export const PinRequired: Story = {
  args: { pinRequired: true, pinPrompt: 'カード暗証番号を入力してください' },
  play: async ({ args }) => {
    const dialog = await screen().findByRole('dialog', { name: 'スタッフの切り替え' });
    await expect(within(dialog).getByText('カード暗証番号を入力してください')).toBeVisible();
    const field = within(dialog).getByLabelText('カード暗証番号');
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAttribute('type', 'password');
    await userEvent.keyboard('482915{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith('482915');
    await userEvent.click(within(dialog).getByRole('button', { name: '切り替える' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(2);
  },
};

export const WrongPin: Story = {
  args: {
    pinRequired: true,
    pinPrompt: 'カード暗証番号を入力してください',
    pinError: 'カード暗証番号が正しくありません',
  },
  play: async ({ args }) => {
    const dialog = await screen().findByRole('dialog');
    const field = within(dialog).getByLabelText('カード暗証番号');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/カード暗証番号が正しくありません/);
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'やめる' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};
