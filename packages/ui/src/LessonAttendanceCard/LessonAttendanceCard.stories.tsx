import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LessonAttendanceCard } from './LessonAttendanceCard.tsx';

const meta = {
  title: 'Front desk/LessonAttendanceCard',
  component: LessonAttendanceCard,
  args: {
    name: 'ジュニア中級',
    timeRange: '16:00〜17:00',
    instructorName: '鈴木 健太',
    capacity: 20,
    members: [
      {
        customerId: 1,
        name: '山田 花子',
        nameKana: 'ヤマダ ハナコ',
        presence: 'present',
        mark: null,
        source: 'visit',
      },
      {
        customerId: 2,
        name: '佐藤 蓮',
        nameKana: 'サトウ レン',
        presence: 'absent',
        mark: 'absent',
        source: 'tablet',
      },
      {
        customerId: 3,
        name: '鈴木 凛',
        nameKana: 'スズキ リン',
        presence: 'unmarked',
        mark: null,
        source: null,
      },
    ],
    counts: { present: 1, absent: 1, excused: 0, unmarked: 1 },
    onMark: fn(),
  },
} satisfies Meta<typeof LessonAttendanceCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Members: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('出席（入館記録）')).toBeVisible();
    const group = canvas.getByRole('radiogroup', { name: '鈴木 凛の出欠' });
    await userEvent.click(within(group).getByRole('radio', { name: '欠席連絡' }));
    await expect(args.onMark).toHaveBeenCalledWith(3, 'excused');
    const marked = canvas.getByRole('radiogroup', { name: '佐藤 蓮の出欠' });
    await expect(within(marked).getByRole('radio', { name: '欠席' })).toBeChecked();
  },
};

export const Empty: Story = {
  args: { members: [], counts: { present: 0, absent: 0, excused: 0, unmarked: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('受講者はいません')).toBeVisible();
  },
};
