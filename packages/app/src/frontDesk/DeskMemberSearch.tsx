import { type CustomerListItem, listCustomersQueryOptions } from '@kayoi/api-client';
import { customerStatusLabels, formatMessage, frontDeskTexts } from '@kayoi/api-client/messages';
import { type MemberCandidate, MemberSearchField } from '@kayoi/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebouncedSearch } from '../forms/listParams.ts';

const CANDIDATES = 10;

/** A 会員番号 as typed at the desk (full-width digits, spaces), or null when the text is not one. */
export function memberNumberOf(typed: string): string | null {
  const text = typed.normalize('NFKC').replace(/\s+/g, '');
  return /^[0-9A-Za-z-]{1,20}$/.test(text) && /\d/.test(text) ? text : null;
}

const candidateOf = (customer: CustomerListItem): MemberCandidate => ({
  id: customer.id,
  name: customer.name,
  nameKana: customer.name_kana,
  memberNumber: customer.member_number,
  statusLabel: customer.status === 'active' ? null : customerStatusLabels[customer.status],
});

/**
 * The desk's way to record a member without a card: the customer list's search (会員番号, 氏名, フリガナ in
 * any script) as one types, or an exact 会員番号 + Enter. The server scopes both to the desk's store; the
 * visit is recorded by the chosen customer's id.
 */
export function DeskMemberSearch({ onRecord }: { onRecord: (customerId: number) => Promise<void> }) {
  const client = useQueryClient();
  const [query, setQuery] = useState('');
  const [text, setText] = useDebouncedSearch(query, setQuery);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const searching = query.trim() !== '';
  const search = useQuery({
    ...listCustomersQueryOptions({ search: query.trim(), per_page: CANDIDATES }),
    enabled: searching,
  });

  const record = async (customerId: number) => {
    setText('');
    setQuery('');
    setError(null);
    setBusy(true);
    try {
      await onRecord(customerId);
    } finally {
      setBusy(false);
    }
  };

  const recordByNumber = async (typed: string) => {
    const number = memberNumberOf(typed);
    if (!number) {
      setError(frontDeskTexts.pickFromCandidates);
      return;
    }
    setBusy(true);
    try {
      const answer = await client.fetchQuery({
        ...listCustomersQueryOptions({ member_number: number, per_page: CANDIDATES }),
        staleTime: 0,
      });
      const found = answer.data[0];
      if (found) await record(found.id);
      else setError(formatMessage(frontDeskTexts.memberNumberNotFound, { number }));
    } catch {
      setError(frontDeskTexts.searchFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <MemberSearchField
      label={frontDeskTexts.memberSearchLabel}
      placeholder={frontDeskTexts.memberSearchPlaceholder}
      description={frontDeskTexts.memberSearchHint}
      inputValue={text}
      onInputChange={(value) => {
        setText(value);
        setError(null);
      }}
      candidates={searching && search.data ? search.data.data.map(candidateOf) : null}
      isSearching={text.trim() !== query.trim() || search.isFetching}
      errorMessage={error ?? (search.isError ? frontDeskTexts.searchFailed : null)}
      isDisabled={busy}
      onPick={(candidate) => void record(candidate.id)}
      onSubmitText={(typed) => void recordByNumber(typed)}
    />
  );
}
