import { errorHandler, handlers, resetFixtureStore } from '@kayoi/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { AppScreen, signInAs } from '../stories/AppScreen.tsx';
import { LOAD, screen } from '../stories/helpers.ts';

// The page the invitation mail links to, signed out.

const LINK = '/accept-invitation?token=abc123&email=nakamura%40demo.kayoi.jp';

const meta = {
  title: 'Screens/AcceptInvitation',
  component: AppScreen,
  args: { path: LINK },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    resetFixtureStore();
    signInAs(null);
  },
} satisfies Meta<typeof AppScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

const heading = (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) =>
  canvas.findByRole('heading', { level: 1, name: 'パスワードの設定' }, LOAD);

export const Page: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await heading(canvas);
    await expect(canvas.getByRole('textbox', { name: /ログインID/ })).toHaveValue('nakamura@demo.kayoi.jp');
  },
};

/** The password is set and the login page follows with the catalogue's toast. */
export const SetPassword: Story = {
  play: async ({ canvas }) => {
    await heading(canvas);
    await userEvent.type(canvas.getByLabelText(/^新しいパスワード(?!（)/), 'sakura-2026');
    await userEvent.type(canvas.getByLabelText(/新しいパスワード（確認）/), 'sakura-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'パスワードを設定する' }));
    await expect(
      await screen().findByText('パスワードを設定しました。ログインしてください', {}, LOAD),
    ).toBeVisible();
    await expect(await screen().findByLabelText('メールアドレス', {}, LOAD)).toBeVisible();
  },
};

/** Short and different passwords are caught before sending, in the schema's words. */
export const Mismatch: Story = {
  play: async ({ canvas }) => {
    await heading(canvas);
    await userEvent.type(canvas.getByLabelText(/^新しいパスワード(?!（)/), 'short');
    await userEvent.type(canvas.getByLabelText(/新しいパスワード（確認）/), 'other');
    await userEvent.click(canvas.getByRole('button', { name: 'パスワードを設定する' }));
    await expect(await canvas.findByText('パスワードは8文字以上で入力してください')).toBeVisible();
    await expect(canvas.getByText('パスワードが一致しません')).toBeVisible();
  },
};

/** An expired or spent link: the server's message, and what to do. */
export const ExpiredLink: Story = {
  parameters: {
    msw: {
      handlers: [
        errorHandler(
          'acceptStaffInvitation',
          422,
          'VALIDATION_ERROR',
          '招待リンクが無効か、有効期限が切れています。管理者に再送を依頼してください',
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await heading(canvas);
    await userEvent.type(canvas.getByLabelText(/^新しいパスワード(?!（)/), 'sakura-2026');
    await userEvent.type(canvas.getByLabelText(/新しいパスワード（確認）/), 'sakura-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'パスワードを設定する' }));
    await waitFor(
      () =>
        expect(canvas.getByRole('alert')).toHaveTextContent(
          '招待リンクが無効か、有効期限が切れています。管理者に再送を依頼してください',
        ),
      LOAD,
    );
  },
};

/** A link cut short (no token) says so instead of a form that cannot work. */
export const BrokenLink: Story = {
  args: { path: '/accept-invitation' },
  play: async ({ canvas }) => {
    await heading(canvas);
    await expect(canvas.getByText('リンクが正しくありません')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'パスワードを設定する' })).toBeNull();
  },
};
