import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LessonAttendanceCard, type LessonMemberRow } from './LessonAttendanceCard.tsx';

const members: LessonMemberRow[] = [
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
  {
    customerId: 4,
    name: '勅使河原 颯之介',
    nameKana: 'テシガワラ ソウノスケ',
    presence: 'unmarked',
    mark: null,
    source: null,
  },
];

const meta = {
  title: 'Front desk/LessonAttendanceCard',
  component: LessonAttendanceCard,
  args: {
    name: 'ジュニア中級',
    timeRange: '16:00〜17:00',
    instructorName: '鈴木 健太',
    capacity: 20,
    members,
    counts: { present: 1, absent: 1, excused: 0, unmarked: 2 },
    onMark: fn(),
  },
} satisfies Meta<typeof LessonAttendanceCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Members: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('出席（チェックイン記録）')).toBeVisible();
    const group = canvas.getByRole('radiogroup', { name: '鈴木 凛さんの出欠' });
    await userEvent.click(within(group).getByRole('radio', { name: '鈴木 凛さんを欠席連絡ありにする' }));
    await expect(args.onMark).toHaveBeenCalledWith(3, 'excused');
    await expect(canvas.getByRole('radio', { name: '佐藤 蓮さんを欠席にする' })).toBeChecked();
  },
};

/** Each button says whose it is: a screen reader hears 「山田 花子さんを出席にする」, not a bare 「出席」. */
export const ButtonsSayWhose: Story = {
  play: async ({ canvas }) => {
    for (const member of members)
      for (const action of ['出席にする', '欠席にする', '欠席連絡ありにする'])
        await expect(canvas.getByRole('radio', { name: `${member.name}さんを${action}` })).toBeVisible();
  },
};

const leftEdges = (elements: Element[]) => elements.map((element) => element.getBoundingClientRect().left);

/** The presence badges and the buttons line up down the list, however long each name is. */
export const BadgesLineUp: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ maxWidth: 760 }}>
      <LessonAttendanceCard {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const rows = within(canvas.getByRole('list', { name: 'ジュニア中級の受講者' })).getAllByRole('listitem');
    const badges = rows.map((row) => row.querySelector('.presence') as Element);
    await expect(new Set(leftEdges(badges)).size).toBe(1);
    await expect(new Set(leftEdges(canvas.getAllByRole('radiogroup'))).size).toBe(1);
  },
};

/** A narrow card (a phone, a split screen): the buttons take a line of their own, still aligned. */
export const Narrow: Story = {
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <LessonAttendanceCard {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const groups = canvas.getAllByRole('radiogroup');
    await expect(new Set(leftEdges(groups)).size).toBe(1);
    for (const group of groups)
      await expect(group.getBoundingClientRect().right).toBeLessThanOrEqual(
        (canvas.getByRole('list').getBoundingClientRect().right ?? 0) + 1,
      );
  },
};

export const Empty: Story = {
  args: { members: [], counts: { present: 0, absent: 0, excused: 0, unmarked: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('受講者はいません')).toBeVisible();
  },
};
