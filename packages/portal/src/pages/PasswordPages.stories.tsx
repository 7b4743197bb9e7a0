import { familyAccountMessages } from '@kayoi/api-client/messages';
import { errorHandler, handlers } from '@kayoi/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { LOAD, PortalScreen, phone, signInAsFamily } from '../stories/PortalScreen.tsx';

// The pages a family opens from a mail or from ログイン, at 390 px: 招待の受け入れ, パスワードを忘れた方, 再設定.

const meta = {
  title: 'Portal/Password pages',
  component: PortalScreen,
  args: { path: '/invitation?token=abc123' },
  ...phone,
  beforeEach: () => signInAsFamily(false),
} satisfies Meta<typeof PortalScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

const newPassword = /^新しいパスワード(?!（)/;

/** The invitation says which school invited which address, then asks for a password. */
export const Invitation: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'マイページの登録' }, LOAD),
    ).toBeVisible();
    await expect(await canvas.findByLabelText(newPassword, {}, LOAD)).toBeVisible();
  },
};

/** Accepting signs in and opens ホーム. */
export const InvitationAccepted: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(newPassword, {}, LOAD), 'hinata-2026');
    await userEvent.type(canvas.getByLabelText('新しいパスワード（確認）'), 'hinata-2026');
    await userEvent.click(canvas.getByRole('button', { name: '登録してログイン' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'ホーム' }, LOAD)).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: '佐藤 陽向' }, LOAD)).toBeVisible();
  },
};

/** Short and different passwords are caught before sending. */
export const InvitationMismatch: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(newPassword, {}, LOAD), 'short');
    await userEvent.type(canvas.getByLabelText('新しいパスワード（確認）'), 'other');
    await userEvent.click(canvas.getByRole('button', { name: '登録してログイン' }));
    await expect(await canvas.findByText('パスワードは8文字以上で入力してください')).toBeVisible();
    await expect(canvas.getByText('パスワードが一致しません')).toBeVisible();
  },
};

/** An expired link says so in the server's words, with the way to ログイン. */
export const InvitationExpired: Story = {
  tags: ['visual'],
  parameters: {
    msw: {
      handlers: [
        errorHandler('previewFamilyInvitation', 422, 'VALIDATION_ERROR', undefined, {
          fieldErrors: { token: [familyAccountMessages.invitationExpired] },
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(familyAccountMessages.invitationExpired, {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ログイン画面へ' })).toBeVisible();
  },
};

/** パスワードを忘れた方: the answer is the server's, the same for any address. */
export const ForgotPassword: Story = {
  tags: ['visual'],
  args: { path: '/forgot-password' },
  play: async ({ canvas }) => {
    await userEvent.type(
      await canvas.findByLabelText('メールアドレス', {}, LOAD),
      'sato.family@kayoi.example.jp',
    );
    await userEvent.click(canvas.getByRole('button', { name: '送信する' }));
    await expect(await canvas.findByText(familyAccountMessages.resetRequested, {}, LOAD)).toBeVisible();
  },
};

/** パスワード再設定 from the mail's link: a new password, then back to ログイン. */
export const ResetPassword: Story = {
  tags: ['visual'],
  args: { path: '/reset-password?token=abc123' },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(newPassword, {}, LOAD), 'hinata-2027');
    await userEvent.type(canvas.getByLabelText('新しいパスワード（確認）'), 'hinata-2027');
    await userEvent.click(canvas.getByRole('button', { name: '再設定する' }));
    await expect(await canvas.findByText(familyAccountMessages.resetDone, {}, LOAD)).toBeVisible();
  },
};
