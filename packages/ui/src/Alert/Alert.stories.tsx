import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { themeMatrix } from '../testing/storyParameters.ts';
import { Alert } from './Alert.tsx';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: { tone: 'danger', children: 'メールアドレスまたはパスワードが正しくありません' },
} satisfies Meta<typeof Alert>;
export default meta;

type Story = StoryObj<typeof meta>;

export const LoginFailure: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'メールアドレスまたはパスワードが正しくありません',
    );
  },
};

export const Notice: Story = {
  args: { tone: 'info', title: 'お知らせ', children: '本日は 21:00 に閉館します。' },
  play: async ({ canvas }) => {
    // Information waits its turn: a status, not an interruption.
    await expect(canvas.getByRole('status')).toHaveTextContent('本日は 21:00 に閉館します。');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Tones: Story = {
  tags: ['visual'],
  parameters: themeMatrix,
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Alert tone="info" title="お知らせ">
        本日は 21:00 に閉館します。
      </Alert>
      <Alert tone="success">設定を保存しました</Alert>
      <Alert tone="warning">セッションの有効期限が近づいています</Alert>
      <Alert tone="danger" title="ログインに失敗しました">
        メールアドレスまたはパスワードが正しくありません
      </Alert>
    </div>
  ),
};
