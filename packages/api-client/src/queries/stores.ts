import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../client.ts';
import { staleTimes } from '../policy.ts';

export const storeKeys = {
  all: ['stores'] as const,
  list: () => [...storeKeys.all, 'list'] as const,
};

/** The admin's store selector (admins only: other roles get 403, so screens enable it by role). */
export const listStoresQueryOptions = () =>
  queryOptions({
    queryKey: storeKeys.list(),
    queryFn: ({ signal }) => unwrap(apiClient().GET('/api/stores', { signal })),
    staleTime: staleTimes.stores,
  });

export const useStores = () => useQuery(listStoresQueryOptions());
