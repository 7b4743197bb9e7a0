import { minutesOf as at } from '@kayoi/domain/calendar';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { atStaffScreen, staffScreens, themeMatrix } from '../testing/storyParameters.ts';
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
  parameters: { viewport: { options: staffScreens } },
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

// Issue 28 §4: a class that uses two lanes covers both; lanes apart, a block in each.
const withTwoLanes: BoardClass[] = [
  ...monday,
  {
    id: 21,
    laneId: 2,
    laneIds: [2, 3],
    start: at('12:00'),
    end: at('13:30'),
    title: '選手コース 合同練習',
    coach: '高橋 健',
    note: '在籍 18/24名',
  },
  {
    id: 22,
    laneId: 1,
    laneIds: [1, 3],
    start: at('13:30'),
    end: at('14:30'),
    title: '学校団体 水泳授業',
    coach: '佐藤 美咲',
  },
];

const boxOf = (element: Element) => element.getBoundingClientRect();
const headOf = (canvas: HTMLElement, laneId: number) => {
  const found = canvas.querySelector(`[data-lane-head="${laneId}"]`);
  if (!found) throw new Error(`lane ${laneId} has no head`);
  return found;
};

export const TwoLaneClass: Story = {
  tags: ['visual'],
  args: { classes: withTwoLanes },
  play: async ({ canvas, canvasElement }) => {
    const wide = block(canvasElement, 21);
    // One block from lane 2's left edge to lane 3's right edge: lane 3 does not look free.
    const box = boxOf(wide);
    await expect(Math.abs(box.left - (boxOf(headOf(canvasElement, 2)).left + 4))).toBeLessThanOrEqual(2);
    await expect(Math.abs(box.right - (boxOf(headOf(canvasElement, 3)).right - 4))).toBeLessThanOrEqual(2);
    await expect(
      canvas.getByRole('button', {
        name: /^選手コース 合同練習\s*、\s*12:00〜13:30・高橋 健\s*、第2コース・第3コース/,
      }),
    ).toBeVisible();
    // Lanes apart: a block in each, the same class; the second is drawn, not a second tab stop.
    const part = canvasElement.querySelector<HTMLElement>('[data-class-part="22"]');
    if (!part) throw new Error('lane 3 does not show 学校団体 水泳授業');
    await expect(laneOf(block(canvasElement, 22))).toBe(1);
    await expect(laneOf(part)).toBe(3);
    await expect(part).toHaveTextContent('学校団体 水泳授業');
    // Both blocks name the lanes the class uses, so they read as one class.
    await expect(part).toHaveTextContent('第1コース・第3コース');
    await expect(block(canvasElement, 22)).toHaveTextContent('第1コース・第3コース');
    await expect(part).toHaveAttribute('aria-hidden', 'true');
    await expect(part).toHaveAttribute('tabindex', '-1');

    // The keyboard moves the class with both its lanes: 2–3 becomes 3–4, then back.
    wide.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(onChange).toHaveBeenLastCalledWith({
      id: 21,
      laneId: 3,
      laneIds: [3, 4],
      start: at('12:00'),
      end: at('13:30'),
    });
    await expect(laneOf(block(canvasElement, 21))).toBe(3);
    await expect(block(canvasElement, 21)).toHaveFocus();
    // Lane 4 is the last: one more step right would leave the board, so nothing moves.
    onChange.mockClear();
    await userEvent.keyboard('{ArrowRight}');
    await expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowDown}');
    await expect(onChange).toHaveBeenLastCalledWith({
      id: 21,
      laneId: 3,
      laneIds: [3, 4],
      start: at('12:15'),
      end: at('13:45'),
    });
    // Now over 学校団体 水泳授業 in lane 3 (13:30–14:30): both say 重複.
    await expect(canvas.getAllByText('重複').length).toBeGreaterThanOrEqual(2);
    await userEvent.keyboard('{ArrowUp}{ArrowLeft}');
    await expect(onChange).toHaveBeenLastCalledWith({
      id: 21,
      laneId: 2,
      laneIds: [2, 3],
      start: at('12:00'),
      end: at('13:30'),
    });
    await expect(canvas.queryByText('重複')).toBeNull();
  },
};

export const TwoLaneClassDraggedByItsSecondLane: Story = {
  args: { classes: withTwoLanes },
  play: async ({ canvasElement }) => {
    const item = block(canvasElement, 21);
    const rect = item.getBoundingClientRect();
    const data = new DataTransfer();
    const fire = (type: string, target: Element, x: number, y: number) =>
      target.dispatchEvent(
        new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: data, clientX: x, clientY: y }),
      );
    // Held in its right half (lane 3) and dropped on lane 4: the class moves one lane, to lanes 3–4.
    fire('dragstart', item, rect.right - 20, rect.y + 10);
    const lane = canvasElement.querySelector('[data-lane="4"] [role="button"][aria-label="第4コースへ移動"]');
    if (!lane) throw new Error('lane 4 takes no drop');
    const laneRect = lane.getBoundingClientRect();
    const y = laneRect.y + (at('12:00') - 9 * 60) * (16 / 15) + 10 + 3;
    fire('dragenter', lane, laneRect.x + 40, y);
    fire('dragover', lane, laneRect.x + 40, y);
    fire('drop', lane, laneRect.x + 40, y);
    fire('dragend', item, laneRect.x + 40, y);
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith({
        id: 21,
        laneId: 3,
        laneIds: [3, 4],
        start: at('12:00'),
        end: at('13:30'),
      }),
    );
  },
};

const sixLanes = [...lanes, { id: 5, name: '第5コース' }, { id: 6, name: '第6コース' }];

/** A tablet upright (820 px): six lanes do not fit; the board scrolls in its frame and says what is out of view. */
export const SixLanesAt820: Story = {
  tags: ['visual'],
  ...atStaffScreen('tablet820'),
  args: {
    lanes: sixLanes,
    classes: [
      ...withTwoLanes,
      {
        id: 23,
        laneId: 6,
        start: at('10:00'),
        end: at('11:30'),
        title: '水中ウォーキング',
        coach: '山本 さくら',
      },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const board = canvas.getByRole('region', { name: '25mプール 月曜日' });
    // The page itself does not scroll sideways: the board does, inside its frame.
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(820));
    await expect(board.scrollWidth).toBeGreaterThan(board.clientWidth);
    const frame = boxOf(board);
    await expect(boxOf(headOf(canvasElement, 6)).left).toBeGreaterThan(frame.right);
    // The cue: a shadow at the right edge and a button naming the lanes out of view.
    const more = await canvas.findByRole('button', { name: 'レーン5–6' });
    await expect(more).toBeVisible();
    await expect(canvasElement.querySelector('[data-scroll-cue="right"]')).not.toBeNull();
    await expect(canvasElement.querySelector('[data-scroll-cue="left"]')).toBeNull();
    // By keyboard: the button scrolls the lanes until lane 6 shows whole, its head in view.
    more.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(board.scrollLeft).toBeGreaterThan(0));
    await waitFor(() =>
      expect(boxOf(headOf(canvasElement, 6)).right).toBeLessThanOrEqual(boxOf(board).right),
    );
    await expect(within(board).getByText('第6コース')).toBeVisible();
    await expect(boxOf(headOf(canvasElement, 6)).top).toBeGreaterThanOrEqual(boxOf(board).top);
    // Now the first lanes are out of view on the left, and the cue says so.
    await expect(await canvas.findByRole('button', { name: /^レーン1/ })).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('[data-scroll-cue="left"]')).not.toBeNull());
    await expect(canvas.queryByRole('button', { name: 'レーン5–6' })).toBeNull();
    // The board itself takes the keyboard too (arrow keys scroll a focused region).
    await expect(board).toHaveAttribute('tabindex', '0');
  },
};
