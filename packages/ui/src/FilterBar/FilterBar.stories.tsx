import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { SearchField } from '../SearchField/SearchField.tsx';
import { Select } from '../Select/Select.tsx';
import { themeMatrix } from '../testing/storyParameters.ts';
import { FilterBar } from './FilterBar.tsx';

const statuses = [
  { id: '', label: 'すべて' },
  { id: 'active', label: '在籍' },
  { id: 'paused', label: '休会' },
  { id: 'withdrawn', label: '退会' },
];

function CustomerFilters({ onClear }: { onClear: () => void }) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<string>('');
  return (
    <FilterBar
      label="顧客の検索条件"
      isFiltered={search !== '' || status !== ''}
      onClear={() => {
        setSearch('');
        setStatus('');
        onClear();
      }}
      summary={`全 ${status === '' ? '1,234' : '321'}件`}
      actions={
        <Button variant="secondary" size="sm" icon={<Download aria-hidden="true" />}>
          CSV出力
        </Button>
      }
    >
      <SearchField
        label="キーワード"
        value={search}
        onChange={setSearch}
        placeholder="氏名・フリガナ・電話番号"
      />
      <Select
        label="ステータス"
        items={statuses}
        selectedKey={status}
        onSelectionChange={(key) => setStatus(String(key ?? ''))}
      />
    </FilterBar>
  );
}

const meta = {
  title: 'Data/FilterBar',
  component: FilterBar,
  args: { label: '顧客の検索条件', children: null, onClear: fn() },
} satisfies Meta<typeof FilterBar>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ClearFilters: Story = {
  render: (args) => <CustomerFilters onClear={args.onClear ?? (() => {})} />,
  play: async ({ canvas, args }) => {
    const region = canvas.getByRole('search', { name: '顧客の検索条件' });
    await expect(within(region).queryByRole('button', { name: '条件をクリア' })).toBeNull();
    await userEvent.type(within(region).getByRole('searchbox', { name: 'キーワード' }), 'ヤマダ');
    await userEvent.click(within(region).getByRole('button', { name: '条件をクリア' }));
    await expect(args.onClear).toHaveBeenCalled();
    await expect(within(region).getByRole('searchbox', { name: 'キーワード' })).toHaveValue('');
  },
};

export const Look: Story = {
  tags: ['visual'],
  parameters: themeMatrix,
  render: (args) => <CustomerFilters onClear={args.onClear ?? (() => {})} />,
};
