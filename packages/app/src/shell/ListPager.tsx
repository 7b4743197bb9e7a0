import { Pager } from '@kayoi/ui';
import type { useListParams } from '../forms/listParams.ts';
import { InFooter } from './FooterSlot.tsx';

type ListParams = Pick<ReturnType<typeof useListParams>, 'page' | 'perPage' | 'update'>;

/** A list page's pager, in the shell's footer (seed §2), reading and writing the page in the address bar. */
export function ListPager({
  list,
  meta,
}: {
  list: ListParams;
  meta: { current_page: number; total: number } | undefined;
}) {
  return (
    <InFooter>
      <Pager
        page={meta?.current_page ?? list.page}
        pageSize={list.perPage}
        total={meta?.total ?? 0}
        onPageChange={(page) => list.update({ page })}
        onPageSizeChange={(size) => list.update({ per_page: size })}
      />
    </InFooter>
  );
}
