import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { DashboardTile } from '../DashboardTile/DashboardTile.tsx';
import { themeMatrix } from '../testing/storyParameters.ts';
import { DashboardGrid, DashboardLayoutControls, useDashboardLayout } from './DashboardGrid.tsx';
import { DASHBOARD_LAYOUT_STORAGE_KEY, DASHBOARD_TILES, DEFAULT_DASHBOARD_LAYOUT } from './layout.ts';

const TITLES = {
  kpi: 'KPI',
  checkin: '入退室状況',
  weekly: '曜日別出席傾向',
  trend: '出席トレンド',
  insights: 'AIインサイト',
  schedule: '本日のクラススケジュール',
} as const;

function Board({ reload }: { reload: () => void }) {
  const state = useDashboardLayout({ reload });
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <DashboardLayoutControls state={state} />
      </div>
      <DashboardGrid
        state={state}
        tiles={
          Object.fromEntries(
            DASHBOARD_TILES.map((id) => [id, <DashboardTile key={id} title={TITLES[id]} />]),
          ) as Record<(typeof DASHBOARD_TILES)[number], React.ReactNode>
        }
      />
    </div>
  );
}

const meta = {
  title: 'Dashboard/DashboardGrid',
  component: Board,
  args: { reload: fn() },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    localStorage.removeItem(DASHBOARD_LAYOUT_STORAGE_KEY);
  },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof Board>;
export default meta;

type Story = StoryObj<typeof meta>;

const tile = (canvasElement: HTMLElement, id: string) =>
  canvasElement.querySelector(`[data-tile="${id}"]`) as HTMLElement;

export const DefaultGrid: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(tile(canvasElement, 'kpi')).toBeTruthy());
    // Seed grid: rows of 30 px with 12 px margins; kpi is 5 rows high, three tiles side by side below it.
    const kpi = tile(canvasElement, 'kpi').getBoundingClientRect();
    await expect(Math.round(kpi.height)).toBe(5 * 30 + 4 * 12);
    const [checkin, weekly, trend] = ['checkin', 'weekly', 'trend'].map((id) =>
      tile(canvasElement, id).getBoundingClientRect(),
    );
    await expect(checkin?.top).toBe(weekly?.top);
    await expect(weekly?.top).toBe(trend?.top);
    await expect((weekly?.left ?? 0) > (checkin?.left ?? 0)).toBe(true);
  },
};

const items = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-tile]'));

export const EditMode: Story = {
  play: async ({ canvas, canvasElement }) => {
    const edit = await canvas.findByRole('button', { name: '編集' });
    await waitFor(() => expect(items(canvasElement)).toHaveLength(6));
    // Not editing: no tile can be dragged or resized.
    for (const item of items(canvasElement)) {
      await expect(item).not.toHaveClass('react-draggable');
      const handle = item.querySelector('.react-resizable-handle');
      if (handle) await expect(handle).not.toBeVisible();
    }
    await userEvent.tab();
    await expect(edit).toHaveFocus();
    await waitFor(() =>
      expect(within(document.body).getByRole('tooltip')).toHaveTextContent('レイアウト編集'),
    );
    await userEvent.keyboard('{Enter}');
    const done = canvas.getByRole('button', { name: '完了' });
    await expect(done).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'デフォルトに戻す' })).toBeVisible();
    // Editing: every tile can be dragged and resized.
    await waitFor(() =>
      expect(items(canvasElement).every((item) => item.classList.contains('react-draggable'))).toBe(true),
    );
    // The reset button sits before 完了: each says what it does on keyboard focus.
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'デフォルトに戻す' })).toHaveFocus();
    await waitFor(() =>
      expect(within(document.body).getByRole('tooltip')).toHaveTextContent('デフォルトに戻す'),
    );
    await userEvent.tab();
    await expect(done).toHaveFocus();
    await waitFor(() =>
      expect(within(document.body).getByRole('tooltip')).toHaveTextContent('レイアウト確定'),
    );
    await userEvent.click(done);
    await expect(canvas.getByRole('button', { name: '編集' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'デフォルトに戻す' })).toBeNull();
    await waitFor(() =>
      expect(items(canvasElement).some((item) => item.classList.contains('react-draggable'))).toBe(false),
    );
  },
};

const moved = DEFAULT_DASHBOARD_LAYOUT.map((item) =>
  item.i === 'weekly' ? { ...item, x: 8, y: 15 } : item.i === 'insights' ? { ...item, x: 4, y: 5 } : item,
);

export const SavedLayout: Story = {
  beforeEach: () => {
    localStorage.setItem(DASHBOARD_LAYOUT_STORAGE_KEY, JSON.stringify(moved));
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(tile(canvasElement, 'weekly')).toBeTruthy());
    const weekly = tile(canvasElement, 'weekly').getBoundingClientRect();
    const trend = tile(canvasElement, 'trend').getBoundingClientRect();
    await expect(Math.round(weekly.left)).toBe(Math.round(trend.left));
    await expect(weekly.top).toBeGreaterThan(trend.top);
  },
};

export const Reset: Story = {
  beforeEach: () => {
    localStorage.setItem(DASHBOARD_LAYOUT_STORAGE_KEY, JSON.stringify(moved));
  },
  play: async ({ canvas, args, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '編集' }));
    await userEvent.click(canvas.getByRole('button', { name: 'デフォルトに戻す' }));
    await expect(args.reload).toHaveBeenCalledOnce();
    const saved = JSON.parse(localStorage.getItem(DASHBOARD_LAYOUT_STORAGE_KEY) ?? '[]') as {
      i: string;
      x: number;
      y: number;
    }[];
    await expect(saved.find((item) => item.i === 'weekly')).toMatchObject({ x: 4, y: 5 });
    await waitFor(() =>
      expect(Math.round(tile(canvasElement, 'weekly').getBoundingClientRect().top)).toBe(
        Math.round(tile(canvasElement, 'checkin').getBoundingClientRect().top),
      ),
    );
  },
};

export const CorruptSavedLayout: Story = {
  beforeEach: () => {
    localStorage.setItem(DASHBOARD_LAYOUT_STORAGE_KEY, JSON.stringify(DEFAULT_DASHBOARD_LAYOUT.slice(0, 5)));
    const log = spyOn(console, 'error').mockImplementation(() => {});
    return () => log.mockRestore();
  },
  play: async ({ canvasElement }) => {
    await expect(console.error).toHaveBeenCalledWith('Failed to load saved layout', expect.anything());
    await waitFor(() => expect(tile(canvasElement, 'schedule')).toBeTruthy());
    // The default grid is used (and saved again on the next change).
    await expect(Math.round(tile(canvasElement, 'insights').getBoundingClientRect().top)).toBe(
      Math.round(tile(canvasElement, 'schedule').getBoundingClientRect().top),
    );
  },
};

export const Themes: Story = {
  tags: ['visual'],
  parameters: themeMatrix,
};
