import { Pager } from '@kayoi/ui';
import type { useListParams } from '../forms/listParams.ts';
import { InFooter } from './FooterSlot.tsx';

type ListParams = Pick<ReturnType<typeof useListParams>, 'page' | 'perPage' | 'update'>;

/**
 * What a list's answer says of its pages: the paginator's meta, and where the server pages by cursor (the
 * customer list) the cursors of the pages either side and whether `total` is only a lower bound.
 */
export interface ListPageMeta {
  current_page: number;
  total: number;
  /** The place of the page's last row in the list (null on an empty page). */
  to?: number | null;
  next_cursor?: string | null;
  prev_cursor?: string | null;
  total_capped?: boolean;
}

/**
 * How many rows a list holds as far as its answer knows: a capped total is a lower bound, except on the list's
 * last page, where the place of its last row is the count.
 */
export function listTotal(meta: ListPageMeta): { total: number; lowerBound: boolean } {
  if (meta.total_capped !== true) return { total: meta.total, lowerBound: false };
  if (meta.next_cursor === null) return { total: Math.max(meta.total, meta.to ?? 0), lowerBound: false };
  return { total: meta.total, lowerBound: true };
}

/**
 * A list page's pager, in the shell's footer (seed §2), reading and writing the page in the address bar.
 * 次へ and 前へ (and the neighbouring page's number) follow the answer's cursors where it has them; any other
 * page, and the last one, is asked for by its number. A capped total is said as a lower bound until the list's
 * end is reached, where the count is known.
 */
export function ListPager({ list, meta }: { list: ListParams; meta: ListPageMeta | undefined }) {
  const page = meta?.current_page ?? list.page;
  const hasNext = meta?.next_cursor === undefined ? undefined : meta.next_cursor !== null;
  const { total, lowerBound } = meta ? listTotal(meta) : { total: 0, lowerBound: false };
  const go = (target: number) => {
    const cursor =
      target === page + 1 ? meta?.next_cursor : target === page - 1 ? meta?.prev_cursor : undefined;
    list.update({ page: target }, cursor ?? undefined);
  };
  return (
    <InFooter>
      <Pager
        page={page}
        pageSize={list.perPage}
        total={total}
        totalIsLowerBound={lowerBound}
        {...(hasNext === undefined ? {} : { hasNextPage: hasNext })}
        onPageChange={go}
        onPageSizeChange={(size) => list.update({ per_page: size })}
      />
    </InFooter>
  );
}
