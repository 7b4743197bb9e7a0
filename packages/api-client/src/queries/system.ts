import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../client.ts';

export const systemKeys = {
  all: ['system'] as const,
  health: () => [...systemKeys.all, 'health'] as const,
};

export const getHealthQueryOptions = () =>
  queryOptions({
    queryKey: systemKeys.health(),
    queryFn: ({ signal }) => unwrap(apiClient().GET('/api/health', { signal })),
  });

export const useHealth = () => useQuery(getHealthQueryOptions());
