import { DEMO_PASSWORD, DEMO_TOKENS, errorHandler, handlers, resetFixtureStore } from '@kayoi/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppScreen, signInAs } from '../../stories/AppScreen.tsx';
import { closeToasts, LOAD, rowsOf, screen } from '../../stories/helpers.ts';

// 設定 › バックアップ and the dashboard's warning (issue 21), for administrators: the mock answers two
// verified backups; these stories answer a failed verification that is two days old. Issue 26: 今すぐバックアップ,
// the list, and the download behind the password, all by keyboard; other roles see no panel.

const NOW = new Date('2026-11-24T10:00:00+09:00');

const overdue = http.get('/api/backups/status', () =>
  HttpResponse.json({
    success: true,
    data: {
      enabled: true,
      daily_hour: 3,
      keep_daily: 14,
      keep_monthly: 12,
      overdue: true,
      last_verified_at: '2026-11-21T03:00:00+09:00',
      last: {
        file: 'kayoi-2026-11-22T030000+0900.sql.gz',
        taken_at: '2026-11-22T03:00:00+09:00',
        bytes: 3_250_000,
        rows: 16_525,
        dump_ms: 6_457,
        verified: false,
        verify_ms: 9_361,
        problems: ['customers: 360 rows in the snapshot, 359 restored'],
      },
      last_failure: { at: '2026-11-24T03:00:05+09:00', message: 'ENOSPC: no space left on device, write' },
      count: 9,
    },
    timestamp: '2026-11-24T10:00:00+09:00',
  }),
);

const meta = {
  title: 'Screens/Backups',
  component: AppScreen,
  args: { path: '/mypage/settings' },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    resetFixtureStore({ now: NOW });
    signInAs(DEMO_TOKENS.admin);
  },
} satisfies Meta<typeof AppScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

export const AdminSeesTheLastBackup: Story = {
  play: async ({ canvas }) => {
    const card = within(await canvas.findByRole('region', { name: 'バックアップ' }, LOAD));
    const list = await card.findByRole('grid', { name: 'バックアップ一覧' }, LOAD);
    await waitFor(() => expect(rowsOf(list)).toHaveLength(2), LOAD);
    const [newest] = rowsOf(list);
    await expect(newest).toHaveTextContent('212 KB');
    await expect(newest).toHaveTextContent('検証済み');
    // The schedule and retention are the status's answer, which may come after the list's.
    await expect(await card.findByText('毎日 3時', {}, LOAD)).toBeVisible();
    await expect(card.getByText('日次 14件 + 月次 12件（現在 9件）')).toBeVisible();
    await expect(card.queryByRole('alert')).toBeNull();
  },
};

export const AdminSeesAFailedVerification: Story = {
  parameters: { msw: { handlers: [overdue, ...handlers] } },
  play: async ({ canvas }) => {
    const card = within(await canvas.findByRole('region', { name: 'バックアップ' }, LOAD));
    await expect(await card.findByText('検証に失敗', {}, LOAD)).toBeVisible();
    await expect(card.getByText(/360 rows in the snapshot/)).toBeVisible();
    await expect(card.getByText('3.1 MB')).toBeVisible();
    await expect(card.getByText(/ENOSPC/)).toBeVisible();
    await expect(card.getByRole('alert')).toHaveTextContent('2日以上、検証済みのバックアップがありません');
  },
};

export const DashboardWarnsAdmins: Story = {
  args: { path: '/dashboard' },
  parameters: { msw: { handlers: [overdue, ...handlers] } },
  play: async ({ canvas }) => {
    const warning = await canvas.findByText(/2日以上、検証済みのバックアップがありません/, {}, LOAD);
    await expect(warning).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'バックアップの状態を見る' })).toHaveAttribute(
      'href',
      '/mypage/settings',
    );
  },
};

// Not a visual story: the settings page is taller than the test's viewport, and a picture shows only the viewport.
export const AdminBacksUpNowAndDownloadsByKeyboard: Story = {
  play: async ({ canvas }) => {
    const card = within(await canvas.findByRole('region', { name: 'バックアップ' }, LOAD));
    const list = await card.findByRole('grid', { name: 'バックアップ一覧' }, LOAD);
    await waitFor(() => expect(rowsOf(list)).toHaveLength(2), LOAD);

    card.getByRole('button', { name: '今すぐバックアップ' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen().findByText('バックアップを作成しました', {}, LOAD)).toBeVisible();
    await waitFor(() => expect(rowsOf(list)).toHaveLength(3), LOAD);
    await expect(rowsOf(list)[0]).toHaveTextContent('2026/11/24');
    await closeToasts();

    const download = within(rowsOf(list)[0] as HTMLElement).getByRole('button', {
      name: /のバックアップをダウンロード$/,
    });
    download.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await screen().findByRole('dialog', { name: 'バックアップをダウンロード' }, LOAD));
    await expect(dialog.getByText(/全会員のデータが含まれます/)).toBeVisible();
    await waitFor(() => expect(dialog.getByLabelText('パスワード')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());

    download.focus();
    await userEvent.keyboard('{Enter}');
    const again = within(await screen().findByRole('dialog', { name: 'バックアップをダウンロード' }, LOAD));
    await waitFor(() => expect(again.getByLabelText('パスワード')).toHaveFocus());
    await userEvent.keyboard(`${DEMO_PASSWORD}{Enter}`);
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull(), LOAD);
  },
};

export const DownloadRefusesAWrongPassword: Story = {
  parameters: {
    msw: {
      handlers: [
        errorHandler('downloadBackup', 422, 'VALIDATION_ERROR', '入力内容を確認してください', {
          fieldErrors: { current_password: ['現在のパスワードが正しくありません'] },
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    const card = within(await canvas.findByRole('region', { name: 'バックアップ' }, LOAD));
    const list = await card.findByRole('grid', { name: 'バックアップ一覧' }, LOAD);
    await waitFor(() => expect(rowsOf(list)).toHaveLength(2), LOAD);
    await userEvent.click(
      within(rowsOf(list)[0] as HTMLElement).getByRole('button', { name: /ダウンロード$/ }),
    );
    const dialog = within(await screen().findByRole('dialog', { name: 'バックアップをダウンロード' }, LOAD));
    await userEvent.type(dialog.getByLabelText('パスワード'), 'wrong-password{Enter}');
    await expect(await dialog.findByText('現在のパスワードが正しくありません', {}, LOAD)).toBeVisible();
    await expect(screen().getByRole('dialog')).toBeVisible();
  },
};

export const ManagersSeeNoBackupPanel: Story = {
  beforeEach: () => {
    signInAs(DEMO_TOKENS.manager);
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: 'カード暗証番号' }, LOAD);
    await expect(canvas.queryByRole('region', { name: 'バックアップ' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '今すぐバックアップ' })).toBeNull();
  },
};
