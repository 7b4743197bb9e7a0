import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Badge } from '../Badge/Badge.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { Footer } from '../Footer/Footer.tsx';
import { formatYen } from '../format.ts';
import { Pager } from '../Pager/Pager.tsx';
import { DataTable, type DataTableColumn, type SortDescriptor } from './DataTable.tsx';

interface Member {
  id: number;
  name: string;
  kana: string;
  grade: string;
  fee: number;
}

const members: Member[] = Array.from({ length: 57 }, (_, index) => ({
  id: index + 1,
  name: ['渋谷 花子', '伊藤 翔太', '高橋 美咲', '佐藤 健', '鈴木 陽菜'][index % 5] ?? '',
  kana:
    ['シブヤ ハナコ', 'イトウ ショウタ', 'タカハシ ミサキ', 'サトウ ケン', 'スズキ ヒナ'][index % 5] ?? '',
  grade: `${(index % 10) + 1}級`,
  fee: 6600 + (index % 4) * 1100,
}));

const columns: DataTableColumn<Member>[] = [
  { id: 'id', header: '会員番号', cell: (m) => m.id, align: 'end', allowsSorting: true, width: 110 },
  { id: 'name', header: '氏名', cell: (m) => m.name, isRowHeader: true, allowsSorting: true },
  { id: 'kana', header: 'フリガナ', cell: (m) => m.kana },
  { id: 'grade', header: '級', cell: (m) => <Badge tone="info">{m.grade}</Badge> },
  { id: 'fee', header: '月謝', cell: (m) => formatYen(m.fee), align: 'end', allowsSorting: true },
];

const onRowAction = fn();

function MemberList({ total = members.length, loading = false }: { total?: number; loading?: boolean }) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'id', direction: 'ascending' });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const rows = useMemo(() => {
    const key = sort.column as keyof Member;
    const sorted = [...members.slice(0, total)].sort((a, b) =>
      a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0,
    );
    if (sort.direction === 'descending') sorted.reverse();
    return sorted.slice((page - 1) * pageSize, page * pageSize);
  }, [sort, page, pageSize, total]);
  return (
    <div>
      <DataTable
        aria-label="会員一覧"
        columns={columns}
        rows={rows}
        getRowId={(m) => m.id}
        sortDescriptor={sort}
        onSortChange={setSort}
        onRowAction={onRowAction}
        isLoading={loading}
        emptyState={<EmptyState title="会員がいません" description="条件を変えて検索してください。" />}
      />
      <Footer>
        <Pager
          page={page}
          pageSize={pageSize}
          total={total}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      </Footer>
    </div>
  );
}

const meta = {
  title: 'Data/DataTable',
  component: MemberList,
} satisfies Meta<typeof MemberList>;
export default meta;

type Story = StoryObj<typeof meta>;

export const SortAndPage: Story = {
  play: async ({ canvas }) => {
    // The rows are a react-aria collection: waited for, not read in the first commit.
    const table = await canvas.findByRole('grid', { name: '会員一覧' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(21));
    await expect(canvas.getByText('1–20件 / 全57件')).toBeVisible();

    await userEvent.click(within(table).getByRole('columnheader', { name: /会員番号/ }));
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('57');

    await userEvent.click(canvas.getByRole('button', { name: '次のページ' }));
    await expect(canvas.getByText('21–40件 / 全57件')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ページ 2' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(canvas.getByRole('button', { name: /表示件数/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '50件表示' }));
    await expect(canvas.getByText('1–50件 / 全57件')).toBeVisible();
  },
};

export const RowAction: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('grid', { name: '会員一覧' });
    const [first] = await within(table).findAllByRole('rowheader', { name: /伊藤 翔太/ });
    await userEvent.click(first as HTMLElement);
    await expect(onRowAction).toHaveBeenCalledWith(2);
  },
};

export const Empty: Story = {
  args: { total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('会員がいません')).toBeVisible();
    await expect(canvas.getByText('0件 / 全0件')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '次のページ' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: '会員一覧' });
    await expect(table.closest('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Visual: Story = {
  tags: ['visual'],
};
