import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select.tsx';

const meta = {
  title: 'Controls/Select',
  component: Select,
  args: {
    label: '店舗',
    items: [
      { id: 1, label: '渋谷校' },
      { id: 2, label: '横浜校' },
      { id: 3, label: '大宮校' },
    ],
    defaultSelectedKey: 1,
    onSelectionChange: fn(),
  },
} satisfies Meta<typeof Select>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: /店舗/ });
    await expect(trigger).toHaveTextContent('渋谷校');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const list = await within(document.body).findByRole('listbox');
    await expect(within(list).getAllByRole('option')).toHaveLength(3);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(2);
    await expect(trigger).toHaveTextContent('横浜校');
  },
};

export const Open: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /店舗/ }));
    await expect(await within(document.body).findByRole('listbox')).toBeVisible();
  },
};
