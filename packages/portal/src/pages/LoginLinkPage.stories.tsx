import { familyAccountMessages } from '@kayoi/api-client/messages';
import { errorHandler, handlers } from '@kayoi/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { LOAD, PortalScreen, phone, signInAsFamily } from '../stories/PortalScreen.tsx';

// メールでログイン at 390 px: the e-mail to send a one-time link to, and the link's page that signs in on a tap.

const meta = {
  title: 'Portal/Login link',
  component: PortalScreen,
  args: { path: '/login-link' },
  ...phone,
  beforeEach: () => signInAsFamily(false),
} satisfies Meta<typeof PortalScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The answer is the server's, the same for any address. */
export const AskForALink: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await userEvent.type(
      await canvas.findByLabelText('メールアドレス', {}, LOAD),
      'sato.family@kayoi.example.jp',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'リンクを送る' }));
    await expect(await canvas.findByText(familyAccountMessages.loginLinkRequested, {}, LOAD)).toBeVisible();
  },
};

/** The mail's link: one tap signs in and opens ホーム. */
export const SignInFromTheMail: Story = {
  args: { path: '/login-link?token=q8ZxV3kLmN0pR7sT2uW5yA9bC4dE6fG1hJ3kL5mNpQr' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'ログインする' }, LOAD));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'ホーム' }, LOAD)).toBeVisible();
  },
};

/** A used or expired link says so in the server's words, with the way to a new one. */
export const UsedLink: Story = {
  tags: ['visual'],
  args: { path: '/login-link?token=used' },
  parameters: {
    msw: {
      handlers: [
        errorHandler('redeemFamilyLoginLink', 422, 'VALIDATION_ERROR', undefined, {
          fieldErrors: { token: [familyAccountMessages.loginLinkInvalid] },
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'ログインする' }, LOAD));
    await expect(await canvas.findByText(familyAccountMessages.loginLinkInvalid, {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'もう一度リンクを受け取る' })).toBeVisible();
  },
};
