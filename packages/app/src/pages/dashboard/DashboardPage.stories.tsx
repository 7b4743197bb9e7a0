import {
  answerHandler,
  currentFixtureStore,
  DEMO_CUSTOMER_IDS,
  DEMO_TOKENS,
  delayedHandler,
  emptyListHandler,
  errorHandler,
  handlers,
  resetFixtureStore,
} from '@kayoi/api-client/msw';
import { DASHBOARD_LAYOUT_STORAGE_KEY, DEFAULT_DASHBOARD_LAYOUT } from '@kayoi/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { AppScreen, signInAs } from '../../stories/AppScreen.tsx';
import { PageReloadContext } from './reload.ts';

/** Friday 20 November 2026, 17:10 in Tokyo: classes running, the day's visits in. */
const NOW = new Date('2026-11-20T17:10:00+09:00');
const reload = fn();

function Dashboard() {
  return (
    <PageReloadContext.Provider value={reload}>
      <AppScreen path="/dashboard" />
    </PageReloadContext.Provider>
  );
}

const meta = {
  title: 'Screens/Dashboard',
  component: Dashboard,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    resetFixtureStore({ now: NOW });
    localStorage.removeItem(DASHBOARD_LAYOUT_STORAGE_KEY);
    localStorage.removeItem('sidebar_mode');
    reload.mockClear();
    signInAs(DEMO_TOKENS.manager);
  },
} satisfies Meta<typeof Dashboard>;
export default meta;

type Story = StoryObj<typeof meta>;
const screen = () => within(document.body);

/** Waits until every tile has drawn its figures. */
async function drawn(canvas: ReturnType<typeof within>) {
  await canvas.findByRole('heading', { level: 1, name: 'ダッシュボード' }, { timeout: 10_000 });
  await waitFor(
    async () => {
      await expect(canvas.getByRole('button', { name: /アクティブ会員/ })).not.toBeDisabled();
      await expect(canvas.getByRole('tab', { name: /在館中/ })).toBeVisible();
      await expect(canvas.getByRole('list', { name: '本日のクラス' })).toBeVisible();
      await expect(canvas.getAllByRole('progressbar', { name: '信頼度' }).length).toBeGreaterThan(0);
      await expect(canvas.getByRole('group', { name: /月別の出席率/ })).toBeVisible();
    },
    { timeout: 10_000 },
  );
}

/** With the sidebar collapsed, a 1280 px screen gets the 10-column grid: three tiles side by side. */
const collapsedSidebar = () => {
  localStorage.setItem('sidebar_mode', 'collapsed');
};

export const Full: Story = {
  tags: ['visual'],
  beforeEach: collapsedSidebar,
  play: async ({ canvas }) => {
    await drawn(canvas);
    await expect(canvas.getByRole('region', { name: '曜日別出席傾向' })).toBeVisible();
    // 17:10 on a Friday: the classes of the day with their instructors and rates.
    const classes = within(canvas.getByRole('list', { name: '本日のクラス' })).getAllByRole('listitem');
    await expect(classes.length).toBeGreaterThan(0);
    await expect(classes[0]).toHaveTextContent(/出席率/);
  },
};

export const FullDark: Story = {
  tags: ['visual'],
  beforeEach: collapsedSidebar,
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await drawn(canvas);
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        delayedHandler('getDashboardKpi'),
        delayedHandler('getDashboardCheckinCheckout'),
        delayedHandler('getDashboardWeeklyComparison'),
        delayedHandler('getDashboardAttendanceTrend'),
        delayedHandler('getDashboardTodaySchedule'),
        delayedHandler('getDashboardInsights'),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'ダッシュボード' }, { timeout: 10_000 });
    await expect(
      await canvas.findByRole('button', { name: 'アクティブ会員（読み込み中）' }, { timeout: 10_000 }),
    ).toBeDisabled();
    await expect(canvas.getByRole('region', { name: '入退室状況' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('region', { name: '本日のクラススケジュール' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Failed: Story = {
  parameters: {
    msw: {
      handlers: [
        errorHandler('getDashboardKpi', 500),
        errorHandler('getDashboardTodaySchedule', 503),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    const kpi = await canvas.findByRole('region', { name: '主要指標' }, { timeout: 10_000 });
    await expect(within(kpi).getByRole('alert')).toHaveTextContent('読み込みに失敗しました');
    const schedule = canvas.getByRole('region', { name: '本日のクラススケジュール' });
    await expect(await within(schedule).findByRole('button', { name: '再試行' })).toBeVisible();
    // The other tiles draw as usual.
    await expect(await canvas.findByRole('tab', { name: /在館中/ })).toBeVisible();
  },
};

export const QuietDay: Story = {
  parameters: {
    msw: { handlers: [emptyListHandler('getDashboardTodaySchedule'), ...handlers] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('本日のクラスはありません', {}, { timeout: 10_000 })).toBeVisible();
  },
};

export const KpiDetail: Story = {
  play: async ({ canvas }) => {
    await drawn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: /本日の入退室/ }));
    const dialog = await screen().findByRole('dialog', { name: '本日の入退室詳細分析' }, { timeout: 10_000 });
    const tiles = await within(dialog).findByRole('list', { name: '期間比較' }, { timeout: 10_000 });
    await expect(within(tiles).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(dialog).getByRole('region', { name: /内訳（時間帯別）/ })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
  },
};

export const MonthDetail: Story = {
  play: async ({ canvas }) => {
    await drawn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: /^11月/ }));
    const dialog = await screen().findByRole('dialog', { name: '2026年11月詳細' }, { timeout: 10_000 });
    await expect(
      await within(dialog).findByRole('region', { name: '曜日別の出席率' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(dialog).toHaveTextContent('実施レッスン');
    await userEvent.click(within(dialog).getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
  },
};

export const EditAndReset: Story = {
  beforeEach: () => {
    const moved = DEFAULT_DASHBOARD_LAYOUT.map((item) => (item.i === 'insights' ? { ...item, y: 30 } : item));
    localStorage.setItem(DASHBOARD_LAYOUT_STORAGE_KEY, JSON.stringify(moved));
  },
  play: async ({ canvas }) => {
    await drawn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '編集' }));
    await expect(canvas.getByRole('button', { name: '完了' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'デフォルトに戻す' }));
    await expect(reload).toHaveBeenCalledOnce();
    const saved = JSON.parse(localStorage.getItem(DASHBOARD_LAYOUT_STORAGE_KEY) ?? '[]') as {
      i: string;
      y: number;
    }[];
    await expect(saved.find((item) => item.i === 'insights')?.y).toBe(15);
  },
};

export const CorruptSavedLayout: Story = {
  beforeEach: () => {
    localStorage.setItem(DASHBOARD_LAYOUT_STORAGE_KEY, 'not json');
    const log = spyOn(console, 'error').mockImplementation(() => {});
    return () => log.mockRestore();
  },
  play: async ({ canvas }) => {
    await drawn(canvas);
    await expect(console.error).toHaveBeenCalledWith('Failed to load saved layout', expect.anything());
  },
};

/**
 * Live: a check-in recorded elsewhere reaches the open dashboard through GET /api/events and the count
 * moves at once. Stories never poll and keep answers fresh forever, so only the event can refresh it.
 */
export const LiveCheckIn: Story = {
  play: async ({ canvas }) => {
    await drawn(canvas);
    const card = canvas.getByRole('button', { name: /本日の入退室/ });
    // The card shows its figure twice (the counting one for the eye, the settled one for screen readers).
    const figure = () =>
      Number(
        within(card)
          .getAllByText(/^[\d,]+$/)[0]
          ?.textContent?.replace(/,/g, ''),
      );
    const before = figure();
    await expect(Number.isInteger(before)).toBe(true);
    // The app's event stream is open before anything changes.
    await waitFor(() => expect(currentFixtureStore().events.listenerCount()).toBeGreaterThan(0), {
      timeout: 10_000,
    });
    const response = await fetch('/api/attendance/customer', {
      method: 'POST',
      headers: { authorization: `Bearer ${DEMO_TOKENS.staff}`, 'content-type': 'application/json' },
      body: JSON.stringify({ customer_id: DEMO_CUSTOMER_IDS.noContract, device_id: 'desk-1' }),
    });
    await expect(response.status).toBe(200);
    await waitFor(() => expect(figure()).toBe(before + 1), { timeout: 10_000 });
  },
};

/**
 * An administrator's first-run guide (はじめに): the steps the Storybook school has not done yet (営業時間, 請求設定と
 * 口座振替, a first backup) are open, each with its screen's link; 閉じる hides it, and the server's answer says so.
 */
export const AdminSeesTheSetupGuide: Story = {
  beforeEach: () => signInAs(DEMO_TOKENS.admin),
  play: async ({ canvas }) => {
    const guide = await canvas.findByRole('region', { name: 'はじめに' });
    const progress = within(guide).getByRole('progressbar', { name: '初期設定の進み具合' });
    await expect(progress).toHaveAttribute('aria-valuetext', '6 / 9 完了');
    const steps = within(within(guide).getByRole('list', { name: '初期設定の手順' })).getAllByRole(
      'listitem',
    );
    await expect(steps).toHaveLength(9);
    await expect(steps[0]).toHaveTextContent('1. 店舗情報と営業時間（未完了）');
    await expect(steps[1]).toHaveTextContent('2. 施設とレーン（完了）');
    await expect(
      within(steps[7] as HTMLElement).getByRole('link', { name: '口座振替の設定' }),
    ).toHaveAttribute('href', '/billing/zengin-export');
    // A chain's second store copies its masters, and a ladder is entered in one table (issue 29).
    await expect(
      within(steps[2] as HTMLElement).getByRole('link', { name: 'ほかの店舗・テンプレートからコピー' }),
    ).toHaveAttribute('href', '/master/copy');
    await expect(within(steps[3] as HTMLElement).getByRole('link', { name: '級の一括登録' })).toHaveAttribute(
      'href',
      '/master/grades/ladder',
    );
    await userEvent.click(within(guide).getByRole('button', { name: '閉じる' }));
    await expect(await screen().findByText(/「はじめに」を閉じました/)).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'はじめに' })).toBeNull());
  },
};

/** Managers and staff never see the guide, and the app never asks the server for it. */
export const ManagersSeeNoSetupGuide: Story = {
  play: async ({ canvas }) => {
    await drawn(canvas);
    await expect(canvas.queryByRole('region', { name: 'はじめに' })).toBeNull();
    // No family sent anything on the recorded day: no マイページ card.
    await expect(canvas.queryByRole('region', { name: /マイページからの連絡/ })).toBeNull();
  },
};

/**
 * マイページからの連絡 (issue 31): families sent three 欠席連絡 and a 振替予約 this morning; the card counts them
 * and lists the latest, each member's name a link to the record. A day with none shows no card (the other stories).
 */
export const FamilyNotices: Story = {
  tags: ['visual'],
  beforeEach: collapsedSidebar,
  parameters: {
    msw: {
      handlers: [
        answerHandler('getDashboardFamilyNotices', {
          date: '2026-11-20',
          absences: 3,
          makeup_bookings: 1,
          recent: [
            {
              id: 91,
              action: 'makeup_booked',
              summary: '11/24(火) ジュニアB 16:00 に振替予約',
              at: '2026-11-20T12:31:00+09:00',
              customer: { id: DEMO_CUSTOMER_IDS.active, name: '佐藤 陽向' },
            },
            {
              id: 90,
              action: 'absence_reported',
              summary: '11/20(金) ジュニアB 16:00 の欠席連絡',
              at: '2026-11-20T08:05:00+09:00',
              customer: { id: DEMO_CUSTOMER_IDS.active, name: '佐藤 陽向' },
            },
          ],
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await drawn(canvas);
    const card = await canvas.findByRole('region', { name: 'マイページからの連絡（本日）' });
    await expect(card).toHaveTextContent('欠席連絡 3件・振替予約 1件');
    const lines = within(within(card).getByRole('list', { name: '本日の連絡' })).getAllByRole('listitem');
    await expect(lines[0]).toHaveTextContent('12:31 佐藤 陽向 11/24(火) ジュニアB 16:00 に振替予約');
    await expect(within(lines[0] as HTMLElement).getByRole('link', { name: '佐藤 陽向' })).toHaveAttribute(
      'href',
      `/customers/${DEMO_CUSTOMER_IDS.active}`,
    );
  },
};
