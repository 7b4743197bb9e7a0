import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { PasswordField } from '../PasswordField/PasswordField.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { LoginCard, NfcHint } from './LoginCard.tsx';

const meta = {
  title: 'Shell/LoginCard',
  component: LoginCard,
  parameters: { layout: 'fullscreen' },
  args: {
    children: (
      <div style={{ display: 'grid', gap: 16 }}>
        <TextField label="メールアドレス" />
        <PasswordField label="パスワード" />
        <Button variant="primary" fullWidth>
          ログイン
        </Button>
      </div>
    ),
    footer: <NfcHint />,
  },
} satisfies Meta<typeof LoginCard>;
export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Kayoi 通い');
    await expect(canvas.getByText('NFCカードでもログインできます')).toBeVisible();
  },
};
