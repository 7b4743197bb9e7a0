import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { expect, waitFor } from 'storybook/test';
import { TableFrame } from './TableFrame.tsx';

const months = ['2026年9月', '2026年10月', '2026年11月'];

/** A table of seven money columns (or its first `columns`): wider than a phone's card. */
function MonthTable({ columns = 7 }: { columns?: number }) {
  return (
    <table aria-label="請求月別" style={{ borderCollapse: 'collapse', whiteSpace: 'nowrap' }}>
      <thead>
        <tr>
          {['請求月', '請求件数', '請求額', '入金済', '未収', '回収率', '前年同月']
            .slice(0, columns)
            .map((label) => (
              <th key={label} scope="col" style={{ padding: '8px 12px' }}>
                {label}
              </th>
            ))}
        </tr>
      </thead>
      <tbody>
        {months.map((month) => (
          <tr key={month}>
            <th scope="row" style={{ padding: '8px 12px' }}>
              {month}
            </th>
            {['168件', '￥1,527,900', '￥1,498,300', '￥29,600', '98.1%', '￥1,402,000']
              .slice(0, columns - 1)
              .map((cell) => (
                <td key={cell} style={{ padding: '8px 12px' }}>
                  {cell}
                </td>
              ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const meta = {
  title: 'Data/TableFrame',
  component: TableFrame,
  args: { label: '請求月別', children: <MonthTable /> },
} satisfies Meta<typeof TableFrame>;
export default meta;

type Story = StoryObj<typeof meta>;

/** In a phone's card (300 px) the table scrolls in its frame, its first column staying, and the frame takes the focus. */
export const WiderThanItsCard: Story = {
  decorators: [(Story) => <div style={{ width: 300 }}>{Story()}</div>],
  play: async ({ canvas, canvasElement }) => {
    const frame = await canvas.findByRole('group', { name: '請求月別' });
    await expect(frame).toHaveAttribute('tabindex', '0');
    await expect(frame.scrollWidth).toBeGreaterThan(frame.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const first = canvas.getByRole('rowheader', { name: '2026年10月' });
    await expect(getComputedStyle(first).position).toBe('sticky');
    frame.scrollLeft = 200;
    await waitFor(() =>
      expect(Math.round(first.getBoundingClientRect().left)).toBe(
        Math.round(frame.getBoundingClientRect().left),
      ),
    );
    await expect(canvasElement.querySelector('table')?.getBoundingClientRect().left).toBeLessThan(
      frame.getBoundingClientRect().left,
    );
  },
};

/** Room enough: no frame to scroll, nothing sticky, nothing extra to tab to. */
export const Fits: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: '請求月別' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: '請求月別' })).toBeNull();
    await expect(getComputedStyle(canvas.getByRole('rowheader', { name: '2026年10月' })).position).toBe(
      'static',
    );
  },
};

/** Two columns, then all seven at a click, then two again: the table fits, outgrows its card, fits again. */
function GrowingTable() {
  const [all, setAll] = useState(false);
  return (
    <div style={{ width: 300 }}>
      {/* Drawn within the click (flushSync), so that the story reads the commit itself, before any observer's callback. */}
      <button type="button" onClick={() => flushSync(() => setAll((shown) => !shown))}>
        {all ? '列を減らす' : 'すべての列を表示'}
      </button>
      <TableFrame label="請求月別">
        <MonthTable columns={all ? 7 : 2} />
      </TableFrame>
    </div>
  );
}

/**
 * A table that outgrows its card scrolls and takes the focus in the commit that draws it, and lets go in the commit
 * that makes it fit again (useOverflows measures a commit that changed what is inside): no frame between in which
 * the table scrolls out of the keyboard's reach.
 */
export const OutgrowsItsCard: Story = {
  render: () => <GrowingTable />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: '請求月別' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: '請求月別' })).toBeNull();
    canvas.getByRole('button', { name: 'すべての列を表示' }).click();
    // Read at once, before any observer's callback could run: the click's commit itself gives the frame its focus.
    const frame = canvas.queryByRole('group', { name: '請求月別' });
    await expect(frame).toHaveAttribute('tabindex', '0');
    canvas.getByRole('button', { name: '列を減らす' }).click();
    const fits = canvas.queryByRole('group', { name: '請求月別' });
    await expect(fits).toBeNull();
  },
};
