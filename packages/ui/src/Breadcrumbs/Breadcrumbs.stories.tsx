import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs.tsx';

const meta = {
  title: 'Layout/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { label: '顧客', href: '/customers' },
      { label: '佐藤 陽葵', href: '/customers/12' },
      { label: '編集' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ThreeLevels: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'パンくずリスト' });
    await expect(nav).toBeVisible();
    // Every level but the last is a link; the last is the current page, not a link. The levels are a react-aria
    // collection, drawn in the commit after the list's own: they are waited for.
    await expect(await canvas.findByRole('link', { name: '顧客' })).toHaveAttribute('href', '/customers');
    await expect(canvas.getByRole('link', { name: '佐藤 陽葵' })).toHaveAttribute('href', '/customers/12');
    await expect(canvas.getByText('編集').closest('[aria-current="page"]')).not.toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '顧客' })).toHaveFocus();
  },
};

export const SingleLevel: Story = {
  args: { items: [{ label: 'ダッシュボード' }] },
  play: async ({ canvas }) => {
    // The level is drawn first (the commit after the list's own), then it is seen not to be a link.
    await expect(await canvas.findByText('ダッシュボード')).toBeVisible();
    await expect(canvas.queryAllByRole('link', { name: /./ }).filter((l) => l.hasAttribute('href'))).toEqual(
      [],
    );
  },
};
