import { type CustomerListItem, listCustomersQueryOptions } from '@kayoi/api-client';
import { customerStatusLabels } from '@kayoi/api-client/messages';
import { type MemberCandidate, MemberSearchField } from '@kayoi/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebouncedSearch } from '../../forms/listParams.ts';

const CANDIDATES = 10;

export interface PickedCustomer {
  id: number;
  name: string;
  memberNumber: string;
}

const candidateOf = (customer: CustomerListItem): MemberCandidate => ({
  id: customer.id,
  name: customer.name,
  nameKana: customer.name_kana,
  memberNumber: customer.member_number,
  statusLabel: customer.status === 'active' ? null : customerStatusLabels[customer.status],
});

/** A customer of the store found by 会員番号, 氏名 or フリガナ as one types (the customer list's search). */
export function CustomerPicker({
  label,
  description,
  onPick,
  errorMessage,
}: {
  label: string;
  description?: string;
  onPick: (customer: PickedCustomer) => void;
  errorMessage?: string | undefined;
}) {
  const [query, setQuery] = useState('');
  const [text, setText] = useDebouncedSearch(query, setQuery);
  const searching = query.trim() !== '';
  const search = useQuery({
    ...listCustomersQueryOptions({ search: query.trim(), per_page: CANDIDATES }),
    enabled: searching,
  });
  const candidates = searching && search.data ? search.data.data.map(candidateOf) : null;
  return (
    <MemberSearchField
      label={label}
      placeholder="会員番号・氏名・フリガナ"
      {...(description ? { description } : {})}
      inputValue={text}
      onInputChange={setText}
      candidates={candidates}
      isSearching={text.trim() !== query.trim() || search.isFetching}
      errorMessage={errorMessage ?? (search.isError ? '会員を検索できませんでした' : null)}
      onPick={(candidate) => {
        setText('');
        setQuery('');
        onPick({ id: candidate.id, name: candidate.name, memberNumber: candidate.memberNumber });
      }}
      onSubmitText={(typed) => {
        const only = candidates?.length === 1 ? candidates[0] : undefined;
        if (only) onPick({ id: only.id, name: only.name, memberNumber: only.memberNumber });
        else setQuery(typed);
      }}
    />
  );
}
