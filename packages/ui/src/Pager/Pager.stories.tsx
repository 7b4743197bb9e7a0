import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, type within } from 'storybook/test';
import { Footer } from '../Footer/Footer.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { themeMatrix } from '../testing/storyParameters.ts';
import { Pager, type PagerProps } from './Pager.tsx';

/** The pager in a list's footer, turning its own pages (the story's args start it). */
function PagedList(args: PagerProps) {
  const [page, setPage] = useState(args.page);
  const [pageSize, setPageSize] = useState(args.pageSize);
  return (
    <Footer>
      <Pager
        {...args}
        page={page}
        pageSize={pageSize}
        onPageChange={(next) => {
          setPage(next);
          args.onPageChange(next);
        }}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
          args.onPageSizeChange(size);
        }}
      />
    </Footer>
  );
}

const meta = {
  title: 'Data/Pager',
  component: Pager,
  args: { page: 1, pageSize: 20, total: 160, onPageChange: fn(), onPageSizeChange: fn() },
  render: (args) => <PagedList {...args} />,
} satisfies Meta<typeof Pager>;
export default meta;

type Story = StoryObj<typeof meta>;

const pager = (canvas: ReturnType<typeof within>) => canvas.getByRole('navigation', { name: 'ページ送り' });

export const Counted: Story = {
  play: async ({ canvas, args }) => {
    await expect(pager(canvas)).toHaveTextContent('1–20件 / 全160件');
    await userEvent.click(canvas.getByRole('button', { name: '最後のページ' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(8);
    await expect(pager(canvas)).toHaveTextContent('141–160件 / 全160件');
    await expect(canvas.getByRole('button', { name: 'ページ 8' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: '次のページ' })).toBeDisabled();
  },
};

/**
 * A search counted only up to 1,000: 「1,000件以上」, the pages that count fills and a 「…」 after them, no
 * 最後のページ (nobody knows which it is). The keyboard turns the page.
 */
export const TotalIsALowerBound: Story = {
  args: { total: 1000, totalIsLowerBound: true },
  play: async ({ canvas, args }) => {
    await expect(pager(canvas)).toHaveTextContent('1–20件 / 1,000件以上');
    await expect(pager(canvas)).not.toHaveTextContent('全');
    await expect(canvas.queryByRole('button', { name: '最後のページ' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'ページ 50' })).toBeNull();
    const next = canvas.getByRole('button', { name: '次のページ' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(pager(canvas)).toHaveTextContent('21–40件 / 1,000件以上');
    // Back from 次のページ: the 「…」 is passed over, the last numbered page is next.
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'ページ 5' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
  },
};

/** Past the count (a cursor walked there): the page shown and the next one are numbered, none further. */
export const PastTheCount: Story = {
  args: { page: 63, total: 1000, totalIsLowerBound: true, hasNextPage: true },
  play: async ({ canvas }) => {
    await expect(pager(canvas)).toHaveTextContent('1,241–1,260件 / 1,000件以上');
    await expect(canvas.getByRole('button', { name: 'ページ 64' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'ページ 65' })).toBeNull();
  },
};

/** The last page a cursor found: the list knows nothing follows, so 次のページ is off. */
export const LowerBoundAtItsEnd: Story = {
  args: { page: 63, total: 1000, totalIsLowerBound: true, hasNextPage: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '次のページ' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'ページ 63' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Look: Story = {
  tags: ['visual'],
  parameters: themeMatrix,
  render: (args) => (
    <Stack $gap={4}>
      <PagedList {...args} page={3} />
      <PagedList {...args} page={4} total={1000} totalIsLowerBound />
    </Stack>
  ),
};
