import { isApiError } from '@kayoi/api-client';
import { type BreadcrumbItem, Card, ErrorState, PageHeader, Skeleton } from '@kayoi/ui';
import type { ReactNode } from 'react';
import { failureText } from '../forms/failure.ts';

/** A record's page while the record loads: where it is, and a placeholder of its size. */
export function RecordLoading({ title, parent }: { title: string; parent: BreadcrumbItem }) {
  return (
    <>
      <PageHeader title={title} breadcrumbs={[parent, { label: '読み込み中' }]} />
      <Card>
        <Skeleton height={200} />
      </Card>
    </>
  );
}

/**
 * A record that could not be read: gone (404: deleted, or another store's) says so without a retry; anything
 * else gives the server's reason and a way to try again.
 */
export function RecordFailed({
  title,
  parent,
  noun,
  error,
  onRetry,
}: {
  title: string;
  parent: BreadcrumbItem;
  /** What the record is called: 顧客, 仮登録. */
  noun: string;
  error: unknown;
  onRetry: () => void;
}) {
  const missing = isApiError(error) && error.status === 404;
  return (
    <>
      <PageHeader title={title} breadcrumbs={[parent]} />
      {missing ? (
        <ErrorState title={`${noun}が見つかりません`} message={`削除されたか、別の店舗の${noun}です。`} />
      ) : (
        <ErrorState message={failureText(error, `${noun}を読み込めませんでした。`)} onRetry={onRetry} />
      )}
    </>
  );
}

/**
 * A record's page in its three states: loading, failed (gone or not read), and the record, which `children`
 * draws. One place for what every record page says while it cannot show its record.
 */
export function RecordQuery<T>({
  query,
  title,
  parent,
  noun,
  children,
}: {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data?: T | undefined;
    refetch: () => unknown;
  };
  title: string;
  parent: BreadcrumbItem;
  noun: string;
  children: (record: T) => ReactNode;
}) {
  if (query.isError) {
    return (
      <RecordFailed
        title={title}
        parent={parent}
        noun={noun}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.isPending || query.data === undefined) return <RecordLoading title={title} parent={parent} />;
  return <>{children(query.data)}</>;
}
