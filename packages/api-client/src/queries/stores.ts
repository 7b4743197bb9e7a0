import { queryOptions, useQuery } from '@tanstack/react-query';
import * as op from '../generated/operations.ts';
import { staleTimes } from '../policy.ts';
import { call, queryKeyOf } from './operation.ts';

/** The admin's store selector (admins only: other roles get 403, so screens enable it by role). */
export const listStoresQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyOf(op.listStores),
    // The selector needs the stores only, not the page's meta.
    queryFn: ({ signal }) => call(op.listStores, {}, signal, 'data'),
    staleTime: staleTimes.stores,
  });

export const useStores = () => useQuery(listStoresQueryOptions());
