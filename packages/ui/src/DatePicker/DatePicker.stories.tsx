import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DatePicker, type DatePickerProps } from './DatePicker.tsx';

const onChange = fn();

function Controlled(props: Omit<DatePickerProps, 'value' | 'onChange'> & { initial: string | null }) {
  const { initial, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <DatePicker
      {...rest}
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'Controls/DatePicker',
  component: Controlled,
  args: { label: '入会希望日', initial: '2026-11-22' },
} satisfies Meta<typeof Controlled>;
export default meta;

type Story = StoryObj<typeof meta>;

export const SundayFirst: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /カレンダーを開く/ }));
    const dialog = await within(document.body).findByRole('dialog', { name: /入会希望日のカレンダー/ });
    // The weekday row (hidden from screen readers, which hear full day names on each cell).
    const headers = Array.from(dialog.querySelectorAll('th'), (th) => th.textContent);
    await expect(headers).toEqual(['日', '月', '火', '水', '木', '金', '土']);
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('2026年11月');
  },
};

export const PickADay: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /カレンダーを開く/ }));
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /25日/ }));
    await expect(onChange).toHaveBeenLastCalledWith('2026-11-25');
  },
};

/** One date format everywhere: the field reads 2025/02/08 like the lists, never 2025/2/8. */
export const ZeroPadded: Story = {
  args: { initial: '2025-02-08' },
  play: async ({ canvas }) => {
    const segments = canvas.getAllByRole('spinbutton').map((segment) => segment.textContent);
    await expect(segments).toEqual(['2025', '02', '08']);
  },
};

export const BeforeMinimumIsRefused: Story = {
  args: { minValue: '2026-11-22', initial: '2026-11-20', errorMessage: '今日以降の日付を指定してください' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('今日以降の日付を指定してください')).toBeVisible();
  },
};
