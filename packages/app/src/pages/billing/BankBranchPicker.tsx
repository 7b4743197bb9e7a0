import { listBankBranchesQueryOptions, listBanksQueryOptions } from '@kayoi/api-client';
import { ComboBox, type SelectItem } from '@kayoi/ui';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useDebouncedSearch } from '../../forms/listParams.ts';

const CANDIDATES = 20;

/** One entry of the bank master as a form holds it: the code the file carries and the name staff read. */
export interface MasterEntry {
  code: string;
  name: string;
}

interface Found {
  items: SelectItem[] | undefined;
  entries: MasterEntry[];
  isError: boolean;
  /** A search is on its way (the items shown, if any, are the last answer's). */
  isFetching: boolean;
}

const itemOf = (entry: { code: string; name: string; kana: string }): SelectItem => ({
  id: entry.code,
  label: `${entry.code} ${entry.name}（${entry.kana}）`,
});

/**
 * One combo box over the bank master: the server searches by code or reading as one types (みずほ, ミズホ and
 * 0001 alike); the list shows what it answered, unfiltered again here. The entry on record stays selectable.
 */
function MasterComboBox({
  label,
  description,
  value,
  onChange,
  found,
  onSearch,
  errorMessage,
  isDisabled,
}: {
  label: string;
  description: string;
  value: MasterEntry | null;
  onChange: (entry: MasterEntry | null) => void;
  /** What the server found for the words last settled. */
  found: Found;
  /** The words typed, once the typing settles ('' = the first page). */
  onSearch: (words: string) => void;
  errorMessage?: string | undefined;
  isDisabled?: boolean;
}) {
  const shown = value ? `${value.code} ${value.name}` : '';
  const [text, setText] = useState(shown);
  const [, setTyped] = useDebouncedSearch(
    '',
    useCallback((settled: string) => onSearch(settled.trim()), [onSearch]),
  );
  const items = found.items ?? [];
  const withCurrent =
    value && !items.some((item) => item.id === value.code)
      ? [{ id: value.code, label: `${value.code} ${value.name}` }, ...items]
      : items;
  return (
    <ComboBox
      label={label}
      description={description}
      items={withCurrent}
      inputValue={text}
      onInputChange={(typed) => {
        setText(typed);
        setTyped(typed === shown ? '' : typed);
      }}
      selectedKey={value?.code ?? null}
      defaultFilter={() => true}
      menuTrigger="focus"
      // The master's answer to the words typed: the list opens before it has answered (検索しています…) and the
      // answer lands in it, or opens it if a scroll closed it meanwhile (a busy machine's BankAccount Register Saved
      // typed into a closed list, 2026-12-03).
      search={{ isSearching: found.isFetching }}
      isDisabled={isDisabled ?? false}
      isRequired
      errorMessage={errorMessage ?? (found.isError ? `${label}を検索できませんでした` : undefined)}
      onSelectionChange={(key) => {
        if (key === null) return;
        const entry = found.entries.find((e) => e.code === key) ?? (value?.code === key ? value : null);
        if (!entry) return;
        setText(`${entry.code} ${entry.name}`);
        setTyped('');
        onChange(entry);
      }}
    />
  );
}

/**
 * 金融機関 and 支店 from the bank master (search by code or kana; closed ones are not offered). Choosing another
 * bank clears the branch.
 */
export function BankBranchPicker({
  bank,
  branch,
  onBankChange,
  onBranchChange,
  bankError,
  branchError,
  isDisabled,
}: {
  bank: MasterEntry | null;
  branch: MasterEntry | null;
  onBankChange: (bank: MasterEntry | null) => void;
  onBranchChange: (branch: MasterEntry | null) => void;
  bankError?: string | undefined;
  branchError?: string | undefined;
  isDisabled?: boolean;
}) {
  const [bankWords, setBankWords] = useState('');
  const [branchWords, setBranchWords] = useState('');
  const banks = useQuery(
    listBanksQueryOptions({ ...(bankWords ? { search: bankWords } : {}), per_page: CANDIDATES }),
  );
  const branches = useQuery({
    ...listBankBranchesQueryOptions(bank?.code ?? '', {
      ...(branchWords ? { search: branchWords } : {}),
      per_page: CANDIDATES,
    }),
    enabled: bank !== null,
  });
  return (
    <>
      <MasterComboBox
        label="金融機関"
        description="金融機関コードまたは名前（かな可）で検索"
        value={bank}
        errorMessage={bankError}
        isDisabled={isDisabled ?? false}
        found={foundOf(banks)}
        onSearch={setBankWords}
        onChange={(chosen) => {
          if (chosen?.code !== bank?.code) {
            setBranchWords('');
            onBranchChange(null);
          }
          onBankChange(chosen);
        }}
      />
      <MasterComboBox
        key={bank?.code ?? 'none'}
        label="支店"
        description={bank ? '支店コードまたは名前（かな可）で検索' : '先に金融機関を選んでください'}
        value={branch}
        errorMessage={branchError}
        isDisabled={(isDisabled ?? false) || !bank}
        found={foundOf(branches)}
        onSearch={setBranchWords}
        onChange={onBranchChange}
      />
    </>
  );
}

const foundOf = (query: {
  data?: { data: { code: string; name: string; kana: string }[] } | undefined;
  isError: boolean;
  isFetching: boolean;
}): Found => ({
  items: query.data ? query.data.data.map(itemOf) : undefined,
  entries: query.data?.data ?? [],
  isError: query.isError,
  isFetching: query.isFetching,
});
