import { minutesOf as at } from '@kayoi/domain/calendar';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { themeMatrix } from '../testing/storyParameters.ts';
import { LaneBoard, type LaneBoardProps } from './LaneBoard.tsx';
import type { BoardClass, BoardPlacement } from './layout.ts';

const lanes = [
  { id: 1, name: '第1コース' },
  { id: 2, name: '第2コース' },
  { id: 3, name: '第3コース' },
  { id: 4, name: '第4コース', isShared: true },
];
const monday: BoardClass[] = [
  {
    id: 11,
    laneId: 1,
    start: at('10:00'),
    end: at('11:00'),
    title: 'ベビースイミング',
    coach: '佐藤 美咲',
    note: '在籍 8/10名',
  },
  {
    id: 12,
    laneId: 1,
    start: at('15:00'),
    end: at('16:00'),
    title: '幼児 初級',
    coach: '田中 翔太',
    note: '在籍 12/12名',
  },
  {
    id: 13,
    laneId: 1,
    start: at('16:00'),
    end: at('17:00'),
    title: '小学生 初級',
    coach: '田中 翔太',
    note: '在籍 14/16名',
  },
  {
    id: 14,
    laneId: 2,
    start: at('16:00'),
    end: at('17:00'),
    title: '小学生 中級',
    coach: '鈴木 大輔',
    note: '在籍 15/16名',
  },
  {
    id: 15,
    laneId: 2,
    start: at('17:00'),
    end: at('18:00'),
    title: '小学生 上級',
    coach: '鈴木 大輔',
    note: '在籍 10/14名',
  },
  {
    id: 16,
    laneId: 3,
    start: at('17:00'),
    end: at('18:30'),
    title: '選手育成コース',
    coach: '高橋 健',
    note: '在籍 9/12名',
  },
  {
    id: 17,
    laneId: 3,
    start: at('19:00'),
    end: at('20:00'),
    title: '成人 クロール',
    coach: '佐藤 美咲',
    note: '在籍 7/12名',
  },
  { id: 18, laneId: 4, start: at('10:00'), end: at('12:00'), title: '一般開放（ウォーキング）', coach: null },
  {
    id: 19,
    laneId: 4,
    start: at('11:00'),
    end: at('12:00'),
    title: 'アクアビクス',
    coach: '山本 さくら',
    note: '在籍 11/20名',
  },
];

/** The board as a page keeps it: every change the user makes becomes the draft drawn next. */
function Stateful(props: LaneBoardProps) {
  const [classes, setClasses] = useState(props.classes);
  return (
    <LaneBoard
      {...props}
      classes={classes}
      onChange={(next: BoardPlacement) => {
        props.onChange?.(next);
        setClasses((list) => list.map((item) => (item.id === next.id ? { ...item, ...next } : item)));
      }}
    />
  );
}

const onChange = fn();
const meta = {
  title: 'Classes/LaneBoard',
  component: LaneBoard,
  args: { label: '25mプール 月曜日', lanes, classes: monday, onChange },
  render: (args) => <Stateful {...args} />,
  beforeEach: () => {
    onChange.mockClear();
  },
} satisfies Meta<typeof LaneBoard>;
export default meta;

type Story = StoryObj<typeof meta>;

const block = (canvas: HTMLElement, id: number) => {
  const found = canvas.querySelector<HTMLElement>(`[data-class="${id}"]`);
  if (!found) throw new Error(`class ${id} is not on the board`);
  return found;
};
const laneOf = (element: HTMLElement) => Number(element.closest('[data-lane]')?.getAttribute('data-lane'));

export const Normal: Story = {
  play: async ({ canvas, canvasElement }) => {
    const board = canvas.getByRole('region', { name: '25mプール 月曜日' });
    for (const lane of lanes) await expect(within(board).getByText(lane.name)).toBeVisible();
    await expect(
      canvas.getByRole('button', {
        name: /^小学生 初級\s*、\s*16:00〜17:00・田中 翔太\s*、第1コース\s*、\s*在籍 14\/16名$/,
      }),
    ).toBeVisible();
    // An hour is four 15-minute rows of 16 px; classes that follow each other touch but do not overlap.
    const first = block(canvasElement, 12).getBoundingClientRect();
    const next = block(canvasElement, 13).getBoundingClientRect();
    await expect(first.height).toBe(64);
    await expect(next.top - first.top).toBe(64);
    // The shared lane takes two classes at once: not a conflict.
    await expect(canvas.queryByText('重複')).toBeNull();
  },
};

export const KeyboardMoveAndResize: Story = {
  play: async ({ canvas, canvasElement }) => {
    const item = block(canvasElement, 14);
    item.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(onChange).toHaveBeenLastCalledWith({
      id: 14,
      laneId: 2,
      start: at('16:15'),
      end: at('17:15'),
    });
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{ArrowRight}');
    await expect(onChange).toHaveBeenLastCalledWith({
      id: 14,
      laneId: 3,
      start: at('16:00'),
      end: at('17:00'),
    });
    await expect(laneOf(block(canvasElement, 14))).toBe(3);
    // Lane 3 has 選手育成コース from 17:00: a longer class now collides with it, and both say so.
    await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
    await expect(onChange).toHaveBeenLastCalledWith({
      id: 14,
      laneId: 3,
      start: at('16:00'),
      end: at('17:15'),
    });
    await expect(canvas.getAllByText('重複')).toHaveLength(2);
    await expect(
      canvas.getByRole('button', {
        name: /^小学生 中級\s*、\s*16:00〜17:15・鈴木 大輔\s*、第3コース.*重複\s*：選手育成コース$/,
      }),
    ).toHaveFocus();
    // Back to an hour: no conflict.
    await userEvent.keyboard('{Shift>}{ArrowUp}{/Shift}');
    await expect(canvas.queryByText('重複')).toBeNull();
  },
};

export const KeyboardDragAndDrop: Story = {
  play: async ({ canvas, canvasElement }) => {
    block(canvasElement, 17).focus();
    // Enter picks the class up; react-aria moves focus to a lane that takes it; Tab goes on; Enter drops.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toMatch(/へ移動$/));
    let guard = 0;
    while (document.activeElement?.getAttribute('aria-label') !== '第1コースへ移動' && guard < 8) {
      await userEvent.keyboard('{Tab}');
      guard += 1;
    }
    await expect(document.activeElement).toHaveAccessibleName('第1コースへ移動');
    await userEvent.keyboard('{Enter}');
    // A keyboard drop keeps the time: 19:00 in lane 1.
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith({ id: 17, laneId: 1, start: at('19:00'), end: at('20:00') }),
    );
    await expect(laneOf(block(canvasElement, 17))).toBe(1);
    await expect(canvas.queryByText('重複')).toBeNull();
  },
};

export const MouseDragAndDrop: Story = {
  play: async ({ canvasElement }) => {
    const item = block(canvasElement, 11);
    const rect = item.getBoundingClientRect();
    const data = new DataTransfer();
    const fire = (type: string, target: Element, x: number, y: number) =>
      target.dispatchEvent(
        new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: data, clientX: x, clientY: y }),
      );
    // Held 10 px below its top edge, dropped so that edge lands at 13:30 in lane 3 (10:00 is the board's top + 16 rows).
    fire('dragstart', item, rect.x + 20, rect.y + 10);
    const lane = canvasElement.querySelector('[data-lane="3"] [role="button"][aria-label="第3コースへ移動"]');
    if (!lane) throw new Error('lane 3 takes no drop');
    const laneRect = lane.getBoundingClientRect();
    const y = laneRect.y + (at('13:30') - 9 * 60) * (16 / 15) + 10 + 3;
    fire('dragenter', lane, laneRect.x + 40, y);
    fire('dragover', lane, laneRect.x + 40, y);
    fire('drop', lane, laneRect.x + 40, y);
    fire('dragend', item, laneRect.x + 40, y);
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith({ id: 11, laneId: 3, start: at('13:30'), end: at('14:30') }),
    );
    await expect(laneOf(block(canvasElement, 11))).toBe(3);
  },
};

export const MouseResize: Story = {
  play: async ({ canvasElement }) => {
    const item = block(canvasElement, 16);
    const handle = item.querySelector('[data-resize-handle]');
    if (!handle) throw new Error('no resize edge');
    const rect = handle.getBoundingClientRect();
    const lane = item.parentElement?.getBoundingClientRect();
    // Down to 19:00 (the edge snaps to the nearest 15 minutes).
    const to = (lane?.y ?? 0) + (at('19:02') - 9 * 60) * (16 / 15);
    handle.dispatchEvent(
      new PointerEvent('pointerdown', { bubbles: true, pointerId: 7, clientY: rect.y + 2 }),
    );
    handle.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, pointerId: 7, clientY: to }));
    handle.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerId: 7, clientY: to }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith({ id: 16, laneId: 3, start: at('17:00'), end: at('19:00') }),
    );
  },
};

export const CoachFilter: Story = {
  args: { coach: '鈴木 大輔' },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(block(canvasElement, 14)).opacity).toBe('1');
    await expect(Number(getComputedStyle(block(canvasElement, 13)).opacity)).toBeLessThan(0.5);
  },
};

const withConflict: BoardClass[] = [
  ...monday,
  { id: 20, laneId: 2, start: at('16:30'), end: at('17:30'), title: '小学生 特訓', coach: '高橋 健' },
];

export const Conflicts: Story = {
  args: { classes: withConflict },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('重複')).toHaveLength(3);
    await expect(
      canvas.getByRole('button', { name: /^小学生 特訓.*重複\s*：小学生 中級、小学生 上級$/ }),
    ).toBeVisible();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('button', { name: /小学生 初級/ })).toBeNull();
    await expect(canvas.getByRole('group', { name: /^小学生 初級/ })).toBeVisible();
    block(canvasElement, 13).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(onChange).not.toHaveBeenCalled();
  },
};

export const Visual: Story = {
  tags: ['visual'],
  parameters: themeMatrix,
  args: { classes: withConflict },
};
