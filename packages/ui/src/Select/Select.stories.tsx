import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
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

/** A press before the choices came did nothing at all; now the select says it is loading and waits. */
export const Loading: Story = {
  args: { items: [], isLoading: true, defaultSelectedKey: 2 },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /店舗/ });
    await expect(trigger).toHaveTextContent('読み込み中…');
    await expect(trigger).toBeDisabled();
    // A screen reader hears it in the select's name.
    await expect(trigger).toHaveAccessibleName(/読み込み中…/);
  },
};

/** The choices came: the value the form held is shown, and the select opens. */
export const LoadedAfterwards: Story = {
  args: { defaultSelectedKey: 2 },
  render: function Render(args) {
    const [loaded, setLoaded] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setLoaded(true)}>
          届いた
        </button>
        <Select {...args} items={loaded ? args.items : []} isLoading={!loaded} />
      </>
    );
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /店舗/ });
    await expect(trigger).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '届いた' }));
    await expect(trigger).toBeEnabled();
    await expect(trigger).toHaveTextContent('横浜校');
    await userEvent.click(trigger);
    await expect(await within(document.body).findByRole('listbox')).toBeVisible();
  },
};

/** Nothing to choose (no store yet): said in place of a value, and no press that opens nothing. */
export const NoChoices: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /店舗/ });
    await expect(trigger).toHaveTextContent('選択肢がありません');
    await expect(trigger).toBeDisabled();
  },
};
