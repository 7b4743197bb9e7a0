import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type PageSize } from '@kayoi/domain/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';

const isPageSize = (value: number): value is PageSize => (PAGE_SIZES as readonly number[]).includes(value);

/** What the history entry of a list page keeps beside its address: the cursor that leads to its page. */
interface ListPageState {
  listCursor: { page: number; cursor: string };
}

/** The cursor kept with this entry, when it was made for the page the address names. */
function cursorOf(state: unknown, page: number): string | undefined {
  const kept = (state as Partial<ListPageState> | null)?.listCursor;
  return kept && kept.page === page && typeof kept.cursor === 'string' ? kept.cursor : undefined;
}

/**
 * A list's filters, sort and page in the address bar: a filtered list can be bookmarked, shared and reloaded,
 * and Back returns to it as it was. Any change of filter goes back to page 1.
 *
 * A list paged by cursor (the customer list) keeps the page's cursor in the history entry, not the address:
 * the address says 「3ページ目」 as the user reads it, and Back or a reload reads the page by the same cursor
 * (a browser keeps an entry's state through both). A link or bookmark carries no cursor; its page is read by
 * number, which the server answers at any depth. Every other change drops the cursor with the entry's state.
 */
export function useListParams<K extends string>(names: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const get = useCallback((name: K) => params.get(name) ?? '', [params]);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const requestedSize = Number(params.get('per_page'));
  const perPage: PageSize = isPageSize(requestedSize) ? requestedSize : DEFAULT_PAGE_SIZE;
  const cursor = cursorOf(state, page);

  const update = useCallback(
    (
      changes: Partial<Record<K | 'page' | 'per_page', string | number | null>>,
      /** The cursor that leads to `changes.page` (a list paged by cursor). */
      pageCursor?: string,
    ) => {
      const target = Number(changes.page);
      const kept: ListPageState | null =
        pageCursor && target > 0 ? { listCursor: { page: target, cursor: pageCursor } } : null;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === undefined || value === '') next.delete(name);
            else next.set(name, String(value));
          }
          if (!('page' in changes)) next.delete('page');
          if (next.get('page') === '1') next.delete('page');
          if (next.get('per_page') === String(DEFAULT_PAGE_SIZE)) next.delete('per_page');
          return next;
        },
        { replace: true, state: kept },
      );
    },
    [setParams],
  );

  const clear = useCallback(() => {
    update(
      Object.fromEntries(names.map((name) => [name, null])) as Partial<Record<K | 'page' | 'per_page', null>>,
    );
  }, [names, update]);

  const isFiltered = names.some((name) => name !== 'sort' && params.has(name));
  return { get, page, perPage, cursor, update, clear, isFiltered };
}

/** A search box's text, handed on trimmed 300 ms after the last key (one request per pause, not per key). */
export function useDebouncedSearch(value: string, onSettled: (value: string) => void, delay = 300) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  // The address bar changed on its own (Back, 条件をクリア): follow it; our own change is already shown.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);
  // What is sent is trimmed, as the address bar keeps it: a space typed before a pause ("やまだ ", then "はなこ") is
  // not then taken for a change of the address bar and wiped from the field.
  useEffect(() => {
    const settled = text.trim();
    if (settled === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = settled;
      onSettled(settled);
    }, delay);
    return () => clearTimeout(timer);
  }, [text, onSettled, delay]);
  return [text, setText] as const;
}
