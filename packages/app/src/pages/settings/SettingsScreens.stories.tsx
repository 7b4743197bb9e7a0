import { READER_DEVICE_STORAGE_KEY } from '@kayoi/api-client';
import {
  answerHandler,
  DEMO_PASSWORD,
  DEMO_READER_DEVICE_CREDENTIAL,
  DEMO_TOKENS,
  errorHandler,
  handlers,
  resetFixtureStore,
} from '@kayoi/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppScreen, signInAs } from '../../stories/AppScreen.tsx';
import { type Canvas, LOAD, rowsOf, screen } from '../../stories/helpers.ts';

// 設定 against the mock server: 渋谷校 has the desk 受付PC 1 (active; its credential is
// DEMO_READER_DEVICE_CREDENTIAL) and 2階タブレット (revoked). A story stands at that desk by putting the
// credential in localStorage, as enrolment does.

const NOW = new Date('2026-11-21T10:00:00+09:00');

/** This browser is the enrolled desk 受付PC 1. */
const atEnrolledDesk = () => localStorage.setItem(READER_DEVICE_STORAGE_KEY, DEMO_READER_DEVICE_CREDENTIAL);

const meta = {
  title: 'Screens/Settings',
  component: AppScreen,
  args: { path: '/mypage/settings' },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    resetFixtureStore({ now: NOW });
    signInAs(DEMO_TOKENS.manager);
    localStorage.removeItem(READER_DEVICE_STORAGE_KEY);
    localStorage.removeItem('sidebar_mode');
  },
} satisfies Meta<typeof AppScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

const readerCard = (canvas: Canvas) => canvas.findByRole('region', { name: 'カードリーダー端末' }, LOAD);
const thisDevice = (canvas: Canvas) => canvas.findByRole('region', { name: 'この端末' }, LOAD);
const devices = (canvas: Canvas) => canvas.findByRole('grid', { name: '店舗のカードリーダー端末' }, LOAD);

export const ManagerAtEnrolledDesk: Story = {
  tags: ['visual'],
  args: { window: true },
  beforeEach: atEnrolledDesk,
  play: async ({ canvas }) => {
    const desk = await thisDevice(canvas);
    await expect(await within(desk).findByText('登録済み')).toBeVisible();
    await expect(within(desk).getByText('受付PC 1')).toBeVisible();
    await expect(within(desk).getByText('渋谷校')).toBeVisible();
    const table = await devices(canvas);
    await waitFor(() => expect(rowsOf(table)).toHaveLength(2), LOAD);
    const [first, second] = rowsOf(table) as [HTMLElement, HTMLElement];
    await expect(within(first).getByText('この端末')).toBeVisible();
    await expect(within(first).getByText('登録中')).toBeVisible();
    await expect(within(second).getByText('登録解除済み')).toBeVisible();
    await expect(within(second).queryByRole('button', { name: /を登録解除/ })).toBeNull();
    await expect(canvas.queryByRole('form', { name: 'この端末を登録' })).toBeNull();
    await expect(await canvas.findByText('未設定', {}, LOAD)).toBeVisible();
  },
};

export const ManagerEnrolsThisDesk: Story = {
  play: async ({ canvas }) => {
    const desk = await thisDevice(canvas);
    await expect(await within(desk).findByText('未登録')).toBeVisible();
    await expect(
      within(desk).getByText('スタッフカードでのログインは、登録済みのカードリーダー端末でのみ行えます。'),
    ).toBeVisible();
    const table = await devices(canvas);
    await waitFor(() => expect(rowsOf(table)).toHaveLength(2), LOAD);
    await expect(within(table).queryByText('この端末')).toBeNull();

    // Nothing typed: the schema's message, and nothing is sent.
    await userEvent.click(canvas.getByRole('button', { name: '登録' }));
    await expect(await canvas.findByText('端末名は必須です')).toBeVisible();
    const name = canvas.getByLabelText(/端末名/);
    // The form moves the focus on the next frame, after the messages are drawn.
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.type(name, '受付PC 2{Enter}');

    await expect(
      await screen().findByText('この端末をカードリーダー端末として登録しました', {}, LOAD),
    ).toBeVisible();
    await expect(await within(await thisDevice(canvas)).findByText('登録済み')).toBeVisible();
    await waitFor(() => expect(rowsOf(table)).toHaveLength(3), LOAD);
    await expect(within(rowsOf(table)[0] as HTMLElement).getByText('この端末')).toBeVisible();
    await expect(localStorage.getItem(READER_DEVICE_STORAGE_KEY)).toMatch(/^mock-reader-device-/);
  },
};

export const ManagerRevokesThisDesk: Story = {
  beforeEach: atEnrolledDesk,
  play: async ({ canvas }) => {
    const table = await devices(canvas);
    await waitFor(() => expect(rowsOf(table)).toHaveLength(2), LOAD);
    await userEvent.click(within(table).getByRole('button', { name: '受付PC 1を登録解除' }));
    const dialog = await screen().findByRole('alertdialog', { name: '端末の登録を解除しますか？' });
    await expect(within(dialog).getByText(/「受付PC 1」はこの端末です。/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '登録解除' }));

    await expect(await screen().findByText('端末の登録を解除しました', {}, LOAD)).toBeVisible();
    await expect(await within(await thisDevice(canvas)).findByText('未登録', {}, LOAD)).toBeVisible();
    await expect(localStorage.getItem(READER_DEVICE_STORAGE_KEY)).toBeNull();
    await waitFor(() => expect(within(table).queryAllByText('登録中')).toHaveLength(0), LOAD);
  },
};

export const StaffSeeOnlyThisDesk: Story = {
  beforeEach: () => signInAs(DEMO_TOKENS.staff),
  play: async ({ canvas }) => {
    const desk = await thisDevice(canvas);
    await expect(await within(desk).findByText('未登録')).toBeVisible();
    await expect(canvas.getByText('管理者またはマネージャーに登録を依頼してください')).toBeVisible();
    await expect(canvas.queryByRole('grid', { name: '店舗のカードリーダー端末' })).toBeNull();
    await expect(canvas.queryByLabelText(/端末名/)).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'カード暗証番号' })).toBeNull();
  },
};

export const StaffAtEnrolledDesk: Story = {
  beforeEach: () => {
    signInAs(DEMO_TOKENS.staff);
    atEnrolledDesk();
  },
  play: async ({ canvas }) => {
    const desk = await thisDevice(canvas);
    await expect(await within(desk).findByText('登録済み')).toBeVisible();
    await expect(within(desk).getByText('受付PC 1')).toBeVisible();
    await expect(canvas.queryByText('管理者またはマネージャーに登録を依頼してください')).toBeNull();
  },
};

export const DevicesCannotBeRead: Story = {
  parameters: { msw: { handlers: [errorHandler('listReaderDevices', 500), ...handlers] } },
  play: async ({ canvas }) => {
    const card = await readerCard(canvas);
    await expect(await within(card).findByText('端末情報を取得できませんでした', {}, LOAD)).toBeVisible();
    await expect(within(card).getByRole('button', { name: '再試行' })).toBeVisible();
  },
};

const pinCard = async (canvas: Canvas) =>
  within(await canvas.findByRole('region', { name: 'カード暗証番号' }, LOAD));

export const ManagerSetsCardPin: Story = {
  play: async ({ canvas }) => {
    const card = await pinCard(canvas);
    await expect(await card.findByText('未設定', {}, LOAD)).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: '暗証番号を設定' }));
    await expect(card.getByLabelText('現在のパスワード', { selector: 'input' })).toHaveFocus();
    await userEvent.keyboard(DEMO_PASSWORD);
    await userEvent.type(card.getByLabelText('新しい暗証番号'), '4829');
    await userEvent.type(card.getByLabelText('暗証番号（確認）'), '4828{Enter}');
    await expect(await card.findByText('暗証番号が一致しません')).toBeVisible();
    await userEvent.clear(card.getByLabelText('暗証番号（確認）'));
    await userEvent.type(card.getByLabelText('暗証番号（確認）'), '4829');
    await userEvent.click(card.getByRole('button', { name: '保存' }));

    await expect(await screen().findByText('カード暗証番号を設定しました', {}, LOAD)).toBeVisible();
    await expect(await card.findByText('設定済み')).toBeVisible();
    await expect(card.getByRole('button', { name: '暗証番号を変更' })).toBeVisible();
  },
};

export const WrongCurrentPassword: Story = {
  play: async ({ canvas }) => {
    const card = await pinCard(canvas);
    await userEvent.click(await card.findByRole('button', { name: '暗証番号を設定' }, LOAD));
    await userEvent.keyboard('wrong-password');
    await userEvent.type(card.getByLabelText('新しい暗証番号'), '123456');
    await userEvent.type(card.getByLabelText('暗証番号（確認）'), '123456{Enter}');
    await expect(await card.findByText('現在のパスワードが正しくありません', {}, LOAD)).toBeVisible();
    await expect(card.getByLabelText('現在のパスワード', { selector: 'input' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(card.getByText('未設定')).toBeVisible();
  },
};

export const ManagerRemovesCardPin: Story = {
  play: async ({ canvas }) => {
    const card = await pinCard(canvas);
    // Set one first, then remove it.
    await userEvent.click(await card.findByRole('button', { name: '暗証番号を設定' }, LOAD));
    await userEvent.keyboard(DEMO_PASSWORD);
    await userEvent.type(card.getByLabelText('新しい暗証番号'), '4829');
    await userEvent.type(card.getByLabelText('暗証番号（確認）'), '4829{Enter}');
    await userEvent.click(await card.findByRole('button', { name: '暗証番号を解除' }, LOAD));
    await userEvent.click(card.getByRole('button', { name: '解除する' }));
    await expect(await card.findByText('現在のパスワードは必須です')).toBeVisible();
    await userEvent.type(
      card.getByLabelText('現在のパスワード', { selector: 'input' }),
      `${DEMO_PASSWORD}{Enter}`,
    );

    await expect(await screen().findByText('カード暗証番号を解除しました', {}, LOAD)).toBeVisible();
    await expect(await card.findByText('未設定')).toBeVisible();
  },
};

/** The Storybook school's guide as the server reads it, closed by the administrator. */
const hiddenGuide = {
  steps: [
    { key: 'store', done: false, count: 0 },
    { key: 'facilities', done: true, count: 1 },
    { key: 'programs', done: true, count: 5 },
    { key: 'grades', done: true, count: 26 },
    { key: 'staff', done: true, count: 3 },
    { key: 'classes', done: true, count: 26 },
    { key: 'members', done: true, count: 160 },
    { key: 'billing', done: false, count: 0 },
    { key: 'backup', done: false, count: 0 },
  ],
  done_count: 6,
  total_count: 9,
  complete: false,
  hidden: true,
};

/** An administrator who closed はじめに opens it again from 設定, and the dashboard shows it. */
export const AdminReopensTheSetupGuide: Story = {
  parameters: { msw: { handlers: [answerHandler('getSetupGuide', hiddenGuide), ...handlers] } },
  beforeEach: () => signInAs(DEMO_TOKENS.admin),
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('region', { name: 'はじめに（初期設定ガイド）' }, LOAD);
    await expect(await within(card).findByText('非表示にしています。')).toBeVisible();
    await expect(within(card).getByRole('progressbar', { name: '初期設定の進み具合' })).toHaveAttribute(
      'aria-valuetext',
      '6 / 9 完了',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'ダッシュボードに再表示' }));
    await expect(await screen().findByText('「はじめに」をダッシュボードに表示します')).toBeVisible();
    const guide = await canvas.findByRole('region', { name: 'はじめに' }, LOAD);
    await expect(within(guide).getByRole('button', { name: '閉じる' })).toBeVisible();
  },
};

/** Managers have no はじめに card in 設定. */
export const ManagersHaveNoSetupGuide: Story = {
  play: async ({ canvas }) => {
    await readerCard(canvas);
    await expect(canvas.queryByRole('region', { name: 'はじめに（初期設定ガイド）' })).toBeNull();
  },
};

/** 通知 (issue 32): an administrator sets the school's LINE channel; the token shows masked, never whole. */
export const AdminSetsTheLineChannel: Story = {
  parameters: {
    msw: {
      handlers: [
        answerHandler('getLineChannel', {
          configured: false,
          channel_access_token_masked: null,
          updated_at: null,
          webhook_url: 'https://kayoi.example.jp/api/line/webhook',
        }),
        ...handlers,
      ],
    },
  },
  beforeEach: () => signInAs(DEMO_TOKENS.admin),
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('region', { name: 'LINE連携' }, LOAD);
    await expect(await within(card).findByText('未設定', {}, LOAD)).toBeVisible();
    await expect(within(card).getByText('https://kayoi.example.jp/api/line/webhook')).toBeVisible();
    await userEvent.type(
      within(card).getByLabelText('チャネルアクセストークン'),
      'eyJhbGciOiJIUzI1NiJ9.abcdefa1B2',
    );
    await userEvent.type(
      within(card).getByLabelText('チャネルシークレット'),
      '0123456789abcdef0123456789abcdef',
    );
    await userEvent.click(within(card).getByRole('button', { name: '保存' }));
    await expect(await screen().findByText('LINEチャネルを保存しました')).toBeVisible();
  },
};

/** Managers have no LINE card in 設定 (the channel is the administrators'). */
export const ManagersHaveNoLineChannel: Story = {
  play: async ({ canvas }) => {
    await readerCard(canvas);
    await expect(canvas.queryByRole('region', { name: 'LINE連携' })).toBeNull();
  },
};
