import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PasswordField } from '../PasswordField/PasswordField.tsx';
import { themeMatrix } from '../testing/storyParameters.ts';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Controls/TextField',
  component: TextField,
  args: { label: 'メールアドレス', type: 'email', onChange: fn() },
} satisfies Meta<typeof TextField>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Typing: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('メールアドレス');
    await userEvent.type(input, 'staff@demo.kayoi.jp');
    await expect(args.onChange).toHaveBeenLastCalledWith('staff@demo.kayoi.jp');
  },
};

export const Invalid: Story = {
  args: { errorMessage: '正しいメールアドレスを入力してください', defaultValue: 'staff@' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('メールアドレス');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('正しいメールアドレスを入力してください');
  },
};

export const Password: Story = {
  render: () => <PasswordField label="パスワード" defaultValue="kayoi-demo" />,
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('パスワード', { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'パスワードを表示' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'パスワードを隠す' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const States: Story = {
  tags: ['visual'],
  parameters: themeMatrix,
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
      <TextField label="氏名" description="姓と名の間に空白を入れてください" defaultValue="渋谷 花子" />
      <TextField label="メールアドレス" errorMessage="メールアドレスは必須です" />
      <TextField label="店舗" isDisabled defaultValue="渋谷校" />
      <PasswordField label="パスワード" defaultValue="kayoi-demo" />
    </div>
  ),
};
