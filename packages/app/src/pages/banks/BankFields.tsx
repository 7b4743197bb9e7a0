import type { components } from '@kayoi/api-client';
import { convertKana } from '@kayoi/domain/kana';
import {
  Badge,
  Checkbox,
  DescriptionList,
  FilterBar,
  formatCount,
  formatDateTime,
  SearchField,
  Stack,
  Switch,
  TextField,
} from '@kayoi/ui';
import { useCallback } from 'react';
import { useDebouncedSearch, useListParams } from '../../forms/listParams.ts';
import type { SchemaForm } from '../../forms/useSchemaForm.ts';

export type Bank = components['schemas']['Bank'];
export type BankBranch = components['schemas']['BankBranch'];

/** What the bank master knows of an entry beyond its name: closed, corrected by an admin, dropped by the source. */
export function BankFlags({ entry }: { entry: Pick<Bank, 'is_active' | 'edited' | 'in_source'> }) {
  return (
    <Stack $direction="row" $gap={1} $wrap>
      {entry.is_active ? <Badge tone="success">使用中</Badge> : <Badge tone="neutral">使用停止</Badge>}
      {entry.edited ? <Badge tone="info">修正済み</Badge> : null}
      {entry.in_source ? null : <Badge tone="warning">提供元になし</Badge>}
    </Stack>
  );
}

/** Who corrected the entry and what the source (zengin-code) says when it differs. */
export function BankProvenance({ entry }: { entry: Bank | BankBranch }) {
  return (
    <DescriptionList
      items={[
        { term: '状態', description: <BankFlags entry={entry} /> },
        {
          term: '修正',
          description: entry.edited
            ? `${entry.edited_at ? formatDateTime(entry.edited_at) : ''}${entry.edited_by ? `（${entry.edited_by.name}）` : ''}`
            : '提供元（全銀協データ）のまま',
        },
        ...(entry.source
          ? [{ term: '提供元の表記', description: `${entry.source.name}（${entry.source.kana}）` }]
          : []),
        ...(entry.in_source
          ? []
          : [
              {
                term: '提供元',
                description:
                  '最新の全銀協データにはありません（統合・廃止）。既存の口座のために残しています。',
              },
            ]),
      ]}
    />
  );
}

export interface BankValues extends Record<string, unknown> {
  name: string;
  kana: string;
  is_active: boolean;
  note: string;
}

export const bankValuesOf = (entry: Bank | BankBranch): BankValues => ({
  name: entry.name,
  kana: entry.kana,
  is_active: entry.is_active,
  note: 'note' in entry ? (entry.note ?? '') : '',
});

/** The fields an admin corrects, for a bank and (with its note) a branch. */
export function BankFields<Out>({
  form,
  noun,
  withNote,
}: {
  form: SchemaForm<BankValues, Out>;
  noun: string;
  withNote?: boolean;
}) {
  const { text, values } = form;
  return (
    <>
      <TextField label={`${noun}名`} isRequired {...text('name')} />
      <TextField
        label="フリガナ"
        isRequired
        description="全角カタカナ（ひらがなは変換します）"
        {...text('kana', convertKana)}
      />
      {withNote ? (
        <TextField label="備考" description="統合先など（例: 統合先 新宿支店 123）" {...text('note')} />
      ) : null}
      <Switch isSelected={values.is_active} onChange={(selected) => form.set('is_active', selected)}>
        {`使用中（オフにすると新しい口座の${noun}に選べません）`}
      </Switch>
    </>
  );
}

const FILTERS = ['search', 'include_inactive'] as const;

/** A bank or branch search in the address bar: words or code, closed ones on request, the page. */
export function useBankSearch() {
  const list = useListParams(FILTERS);
  const includeInactive = list.get('include_inactive') === '1';
  const { update } = list;
  const [text, setText] = useDebouncedSearch(
    list.get('search'),
    useCallback((value: string) => update({ search: value.trim() || null }), [update]),
  );
  const params = {
    ...(list.get('search') ? { search: list.get('search') } : {}),
    ...(includeInactive ? { include_inactive: '1' as const } : {}),
    page: list.page,
    per_page: list.perPage,
  };
  return { list, params, text, setText, includeInactive };
}

/** The search box and the 統合・廃止 switch of a bank or branch list, with the count found. */
export function BankSearchBar({
  search,
  label,
  searchLabel,
  placeholder,
  inactiveLabel,
  total,
}: {
  search: ReturnType<typeof useBankSearch>;
  label: string;
  searchLabel: string;
  placeholder: string;
  inactiveLabel: string;
  total: number | undefined;
}) {
  const { list, text, setText, includeInactive } = search;
  return (
    <FilterBar
      label={label}
      isFiltered={list.isFiltered}
      onClear={list.clear}
      summary={total === undefined ? undefined : `該当 ${formatCount(total)}件`}
    >
      <SearchField
        label={searchLabel}
        placeholder={placeholder}
        value={text}
        onChange={setText}
        onSubmit={(value) => list.update({ search: value.trim() || null })}
      />
      <Checkbox
        isSelected={includeInactive}
        onChange={(selected) => list.update({ include_inactive: selected ? '1' : null })}
      >
        {inactiveLabel}
      </Checkbox>
    </FilterBar>
  );
}
