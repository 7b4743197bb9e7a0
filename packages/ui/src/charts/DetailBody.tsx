import type { ReactNode } from 'react';
import { ErrorState } from '../ErrorState/ErrorState.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';

export interface DetailBodyProps<Detail> {
  detail: Detail | null | undefined;
  isLoading: boolean;
  error: string | null | undefined;
  onRetry: (() => void) | undefined;
  /** The skeleton's bars while loading, shaped like what will show: the first one a headline. */
  skeleton: { headlineWidth: string; heights: [number, number, number] };
  children: (detail: Detail) => ReactNode;
}

/** The body of a detail modal: a skeleton while it loads, the error with a retry, then the detail. */
export function DetailBody<Detail>({
  detail,
  isLoading,
  error,
  onRetry,
  skeleton,
  children,
}: DetailBodyProps<Detail>) {
  if (isLoading || (!detail && !error)) {
    const [headline, middle, last] = skeleton.heights;
    return (
      <div style={{ display: 'grid', gap: 12 }} aria-busy="true">
        <Skeleton height={headline} width={skeleton.headlineWidth} />
        <Skeleton height={middle} />
        <Skeleton height={last} />
      </div>
    );
  }
  if (error || !detail) return <ErrorState message={error ?? undefined} {...(onRetry ? { onRetry } : {})} />;
  return <>{children(detail)}</>;
}
