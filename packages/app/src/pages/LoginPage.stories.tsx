import { READER_DEVICE_STORAGE_KEY } from '@kayoi/api-client';
import {
  DEMO_LOGINS,
  DEMO_READER_DEVICE_CREDENTIAL,
  errorHandler,
  handlers,
  networkErrorHandler,
  resetFixtureStore,
} from '@kayoi/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppScreen, signInAs } from '../stories/AppScreen.tsx';

const meta = {
  title: 'Screens/Login',
  component: AppScreen,
  args: { path: '/login' },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    resetFixtureStore();
    signInAs(null);
    localStorage.removeItem('login_lockouts');
    localStorage.removeItem(READER_DEVICE_STORAGE_KEY);
  },
} satisfies Meta<typeof AppScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

async function fillAndSend(canvasElement: HTMLElement, email: string, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('メールアドレス'), email);
  await userEvent.type(canvas.getByLabelText('パスワード', { selector: 'input' }), password);
  await userEvent.click(canvas.getByRole('button', { name: 'ログイン' }));
}

const screen = () => within(document.body);

/** At an enrolled reader desk (its credential in localStorage): staff cards may log in here. */
export const Empty: Story = {
  tags: ['visual'],
  beforeEach: () => localStorage.setItem(READER_DEVICE_STORAGE_KEY, DEMO_READER_DEVICE_CREDENTIAL),
  play: async ({ canvas }) => {
    const email = await canvas.findByLabelText('メールアドレス');
    await waitFor(() => expect(email).toHaveFocus());
    await expect(canvas.getByText('NFCカードでもログインできます')).toBeVisible();
  },
};

/** A desk nobody enrolled: the NFC hint says card login will not work here. */
export const DeskNotEnrolled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('この端末はカードログイン用に登録されていません')).toBeVisible();
    await expect(canvas.queryByText('NFCカードでもログインできます')).toBeNull();
  },
};

export const ValidationMessages: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'ログイン' }));
    await expect(await canvas.findByText('メールアドレスは必須です')).toBeVisible();
    await expect(canvas.getByText('パスワードは必須です')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('メールアドレス'), 'not-an-address');
    await userEvent.type(canvas.getByLabelText('パスワード', { selector: 'input' }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'ログイン' }));
    await expect(await canvas.findByText('正しいメールアドレスを入力してください')).toBeVisible();
    await expect(canvas.getByText('パスワードは7文字以上で入力してください')).toBeVisible();
  },
};

export const EnterMovesToPassword: Story = {
  play: async ({ canvas }) => {
    const email = await canvas.findByLabelText('メールアドレス');
    await userEvent.type(email, `${DEMO_LOGINS.staff}{Enter}`);
    await waitFor(() => expect(canvas.getByLabelText('パスワード', { selector: 'input' })).toHaveFocus());
    // Enter in the password sends the form when it is valid.
    await userEvent.keyboard('kayoi-demo{Enter}');
    await expect(await screen().findByText('ログイン成功')).toBeVisible();
  },
};

export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    await fillAndSend(canvasElement, DEMO_LOGINS.staff, 'wrong-password');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'メールアドレスまたはパスワードが正しくありません',
    );
  },
};

// Not a visual story: the toast names the unlock time, which moves with the clock.
export const Locked: Story = {
  parameters: {
    msw: {
      handlers: [
        errorHandler('loginWithPassword', 429, 'ACCOUNT_LOCKED', undefined, { retryAfter: 900 }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await fillAndSend(canvasElement, DEMO_LOGINS.staff, 'kayoi-demo');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('リクエストが多すぎます');
    await expect(
      await screen().findByText(/ログイン試行回数を超過しました。\d{2}:\d{2}まで待機してください/),
    ).toBeVisible();
  },
};

export const ValidationRefusedByServer: Story = {
  parameters: {
    msw: { handlers: [errorHandler('loginWithPassword', 422, 'VALIDATION_ERROR', ''), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    await fillAndSend(canvasElement, DEMO_LOGINS.staff, 'kayoi-demo');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      '入力内容に問題があります',
    );
  },
};

export const ServerError: Story = {
  parameters: {
    msw: { handlers: [errorHandler('loginWithPassword', 503, 'INTERNAL_ERROR', ''), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    await fillAndSend(canvasElement, DEMO_LOGINS.staff, 'kayoi-demo');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'サーバーエラーが発生しました。しばらく待ってから再試行してください',
    );
  },
};

export const NetworkDown: Story = {
  parameters: { msw: { handlers: [networkErrorHandler('loginWithPassword'), ...handlers] } },
  play: async ({ canvasElement }) => {
    await fillAndSend(canvasElement, DEMO_LOGINS.staff, 'kayoi-demo');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('ログインに失敗しました');
  },
};

export const FocusDebugger: Story = {
  play: async ({ canvas }) => {
    await canvas.findByLabelText('メールアドレス');
    await expect(screen().queryByTestId('focus-debugger')).toBeNull();
    await userEvent.keyboard('{Control>}{Shift>}f{/Shift}{/Control}');
    const overlay = await screen().findByTestId('focus-debugger');
    await expect(overlay).toHaveTextContent('メールアドレス');
    await userEvent.keyboard('{Control>}{Shift>}f{/Shift}{/Control}');
    await expect(screen().queryByTestId('focus-debugger')).toBeNull();
  },
};
