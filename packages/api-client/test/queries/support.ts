import { QueryClient, type QueryKey, QueryObserver } from '@tanstack/react-query';
import { afterEach } from 'vitest';
import { queryClientConfig } from '../../src/policy.ts';

const clients: QueryClient[] = [];
const unsubscribers: (() => void)[] = [];

afterEach(() => {
  for (const unsubscribe of unsubscribers.splice(0)) unsubscribe();
  for (const client of clients.splice(0)) client.clear();
});

/** The app's query client configuration, with retries sent at once so a test does not wait. */
export function testQueryClient(): QueryClient {
  const client = new QueryClient({
    ...queryClientConfig,
    defaultOptions: {
      ...queryClientConfig.defaultOptions,
      queries: { ...queryClientConfig.defaultOptions?.queries, retryDelay: 0 },
    },
  });
  clients.push(client);
  return client;
}

/**
 * Keeps a query active, as a mounted component would (without polling), so that invalidation refetches it;
 * resolves once its first answer is in.
 */
export async function observe(client: QueryClient, options: { queryKey: QueryKey }): Promise<QueryObserver> {
  const observer = new QueryObserver(client, { ...options, refetchInterval: false });
  unsubscribers.push(observer.subscribe(() => undefined));
  await client.getQueryCache().find({ queryKey: options.queryKey, exact: true })?.promise;
  return observer;
}
