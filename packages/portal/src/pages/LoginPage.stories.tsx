import { familyAccountMessages } from '@kayoi/api-client/messages';
import { errorHandler, handlers } from '@kayoi/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { LOAD, PortalScreen, phone, signInAsFamily } from '../stories/PortalScreen.tsx';

// マイページのログイン at 390 px, signed out.

const meta = {
  title: 'Portal/Login',
  component: PortalScreen,
  args: { path: '/login' },
  ...phone,
  beforeEach: () => signInAsFamily(false),
} satisfies Meta<typeof PortalScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Page: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('メールアドレス', {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'パスワードを忘れた方' })).toBeVisible();
  },
};

/** Signing in opens ホーム with a card per child. */
export const SignsIn: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(
      await canvas.findByLabelText('メールアドレス', {}, LOAD),
      'sato.family@kayoi.example.jp',
    );
    await userEvent.type(canvas.getByLabelText('パスワード', { exact: true }), 'hinata-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'ログイン' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'ホーム' }, LOAD)).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: '佐藤 陽向' }, LOAD)).toBeVisible();
  },
};

/** A wrong password: the server's one message, which never says whether the address is registered. */
export const WrongPassword: Story = {
  tags: ['visual'],
  parameters: {
    msw: {
      handlers: [
        errorHandler('loginFamily', 401, 'INVALID_CREDENTIALS', familyAccountMessages.invalidCredentials),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('メールアドレス', {}, LOAD), 'someone@example.jp');
    await userEvent.type(canvas.getByLabelText('パスワード', { exact: true }), 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: 'ログイン' }));
    await expect(await canvas.findByText(familyAccountMessages.invalidCredentials, {}, LOAD)).toBeVisible();
  },
};

/** Empty fields are caught before sending. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'ログイン' }, LOAD));
    await expect(await canvas.findByText('メールアドレスは必須です')).toBeVisible();
    await expect(canvas.getByText('パスワードは必須です')).toBeVisible();
  },
};
