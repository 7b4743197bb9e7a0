import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type AttendanceMonthDetailData, AttendanceMonthModal } from './AttendanceMonthModal.tsx';

const detail: AttendanceMonthDetailData = {
  month: '2026-11',
  label: '2026年11月',
  rate: 85.7,
  lessons: 70,
  places: 1050,
  presences: 900,
  check_ins: 1874,
  members_attended: 160,
  previous: { month: '2026-10', label: '10月', rate: 83.1 },
  by_weekday: [
    { label: '日', presences: 60, places: 72, rate: 83.3 },
    { label: '月', presences: 150, places: 180, rate: 83.3 },
    { label: '火', presences: 140, places: 160, rate: 87.5 },
    { label: '水', presences: 150, places: 170, rate: 88.2 },
    { label: '木', presences: 130, places: 150, rate: 86.7 },
    { label: '金', presences: 140, places: 168, rate: 83.3 },
    { label: '土', presences: 130, places: 150, rate: 86.7 },
  ],
  classes: Array.from({ length: 8 }, (_, i) => ({
    class_id: i + 1,
    label: `ジュニアコース（${'日月火水木金土'[i % 7]}16:00）`,
    presences: 60 - i * 5,
    places: 60,
    rate: Math.round(((60 - i * 5) / 60) * 1000) / 10,
  })),
};

const meta = {
  title: 'Dashboard/Charts/AttendanceMonthModal',
  component: AttendanceMonthModal,
  args: { monthLabel: '11月', detail, onClose: fn() },
} satisfies Meta<typeof AttendanceMonthModal>;
export default meta;

type Story = StoryObj<typeof meta>;
const screen = () => within(document.body);

export const Normal: Story = {
  tags: ['visual'],
  play: async ({ args }) => {
    const dialog = await screen().findByRole('dialog', { name: '2026年11月詳細' });
    await expect(dialog).toHaveTextContent('85.7%');
    await expect(dialog).toHaveTextContent('10月 83.1%、+2.6ポイント');
    await expect(within(dialog).getByRole('region', { name: '出席率の高いクラス' })).toHaveTextContent(
      '100%（60/60）',
    );
    await expect(within(dialog).getByRole('region', { name: '出席率の低いクラス' })).toHaveTextContent(
      '41.7%（25/60）',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '閉じる' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Class names of every length: every bar, weekdays' and classes' alike, starts at the same x. */
export const BarsLineUp: Story = {
  args: {
    detail: {
      ...detail,
      classes: ['幼児コース', '成人フィットネス', '選手育成コース', 'ベビー', 'ジュニアコース'].flatMap(
        (name, i) => [
          {
            class_id: i * 2 + 1,
            label: `${name}（日10:00）`,
            presences: 30 - i,
            places: 30,
            rate: 100 - i * 3,
          },
          {
            class_id: i * 2 + 2,
            label: `${name}（水20:00）`,
            presences: 10 + i,
            places: 30,
            rate: 50 + i * 3,
          },
        ],
      ),
    },
  },
  play: async () => {
    const dialog = await screen().findByRole('dialog', { name: '2026年11月詳細' });
    const tracks = [...dialog.querySelectorAll('.track')].map((track) => track.getBoundingClientRect());
    await expect(tracks).toHaveLength(17);
    const lefts = new Set(tracks.map((box) => Math.round(box.left)));
    const rights = new Set(tracks.map((box) => Math.round(box.right)));
    await expect([lefts.size, rights.size]).toEqual([1, 1]);
  },
};

export const Loading: Story = {
  args: { detail: undefined, isLoading: true },
  play: async () => {
    await expect(await screen().findByRole('dialog', { name: '11月詳細' })).toBeVisible();
  },
};

export const Failed: Story = {
  args: { detail: undefined, error: 'サーバーエラーが発生しました', onRetry: fn() },
  play: async ({ args }) => {
    await userEvent.click(await screen().findByRole('button', { name: '再試行' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: {
    detail: {
      ...detail,
      rate: 0,
      lessons: 0,
      places: 0,
      presences: 0,
      check_ins: 0,
      members_attended: 0,
      previous: { month: '2026-10', label: '10月', rate: 0 },
      by_weekday: detail.by_weekday.map((d) => ({ ...d, presences: 0, places: 0, rate: 0 })),
      classes: [],
    },
  },
  play: async () => {
    const dialog = await screen().findByRole('dialog', { name: '2026年11月詳細' });
    await expect(within(dialog).getAllByText('レッスンなし')).toHaveLength(7);
  },
};

export const ExtremeValues: Story = {
  args: {
    detail: {
      ...detail,
      rate: 100,
      lessons: 12_345,
      places: 999_999,
      presences: 999_999,
      check_ins: 1_234_567,
      previous: { month: '2026-10', label: '10月', rate: 0 },
    },
  },
  play: async () => {
    const dialog = await screen().findByRole('dialog', { name: '2026年11月詳細' });
    await expect(dialog).toHaveTextContent('+100ポイント');
    await expect(dialog).toHaveTextContent('1,234,567件');
  },
};
