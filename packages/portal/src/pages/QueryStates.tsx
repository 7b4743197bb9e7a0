import { EmptyState, ErrorState, Skeleton, Stack } from '@kayoi/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { messageOf } from './errors.ts';

// マイページ's screens wait, fail and come up empty the same way: two card-sized placeholders while the answer is on
// its way, the error with 再読み込み, or the screen's own empty state; then the screen itself.

interface QueryStatesProps<T> {
  query: UseQueryResult<T>;
  /** The placeholders' height, about a card of the screen (px). */
  placeholder: number;
  /** Another answer the screen draws with, still on its way (placeholders until it comes too). */
  alsoPending?: boolean;
  /** The screen's empty state, when `when` says there is nothing to show. */
  empty?: { when: (data: T) => boolean; icon: ReactNode; title: string; description: string };
  children: (data: T) => ReactNode;
}

/** Two card-sized placeholders, announced as 読み込み中. */
export function LoadingCards({ height }: { height: number }) {
  return (
    <Stack $gap={3} role="status" aria-busy="true" aria-label="読み込み中">
      <Skeleton height={height} radius="lg" />
      <Skeleton height={height} radius="lg" />
    </Stack>
  );
}

export function QueryStates<T>({ query, placeholder, alsoPending, empty, children }: QueryStatesProps<T>) {
  if (query.isPending || alsoPending) return <LoadingCards height={placeholder} />;
  if (query.isError)
    return <ErrorState message={messageOf(query.error)} onRetry={() => void query.refetch()} />;
  if (empty?.when(query.data)) {
    return <EmptyState icon={empty.icon} title={empty.title} description={empty.description} />;
  }
  return children(query.data);
}
