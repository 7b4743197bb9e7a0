import {
  keepPreviousData,
  mutationOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import * as op from '../generated/operations.ts';
import type { components } from '../generated/schema.ts';
import { pollIntervals, staleTimes } from '../policy.ts';
import { customerKeys } from './customers.ts';
import { multipartBody } from './formData.ts';
import { byIdPath, mutation, operationKey, query, queryKeyOf } from './operation.ts';
import type {
  ListPreRegistrationsParams,
  PreRegistrationFormFields,
  PreRegistrationStatsParams,
  PreRegistrationStatusChange,
  PreRegistrationUpdateFields,
} from './types.ts';

/** Keys the invalidations, the live events and the tests name; each is the generated key of its operation. */
export const preRegistrationKeys = {
  all: ['preRegistrations'] as const,
  lists: () => operationKey(op.listPreRegistrations),
  list: (params: ListPreRegistrationsParams = {}) => queryKeyOf(op.listPreRegistrations, { query: params }),
  detail: (id: number) => queryKeyOf(op.getPreRegistration, { path: { id } }),
  /** With no params, also every store's counts (keys match partially on invalidation). */
  stats: (params: PreRegistrationStatsParams = {}) =>
    queryKeyOf(op.getPreRegistrationStats, { query: params }),
};

// Queries -------------------------------------------------------------------------------------------------

/** The review list; the answer keeps its pagination `meta`, and a page change shows the old page meanwhile. */
export const listPreRegistrationsQueryOptions = (params: ListPreRegistrationsParams = {}) =>
  queryOptions({
    ...query(op.listPreRegistrations, { query: params }),
    staleTime: staleTimes.preRegistrationList,
    placeholderData: keepPreviousData,
  });

/**
 * Counts by status of the store the list shows (an admin may name one; without it, the store the user works
 * in); `pending_count` of the user's store is the sidebar's red badge, so it is polled.
 */
export const getPreRegistrationStatsQueryOptions = (params: PreRegistrationStatsParams = {}) =>
  queryOptions({
    ...query(op.getPreRegistrationStats, { query: params }),
    staleTime: staleTimes.preRegistrationStats,
    refetchInterval: pollIntervals.preRegistrationStats,
  });

export const getPreRegistrationQueryOptions = (id: number) => query(op.getPreRegistration, { path: { id } });

export const usePreRegistrations = (params: ListPreRegistrationsParams = {}) =>
  useQuery(listPreRegistrationsQueryOptions(params));
export const usePreRegistrationStats = (params: PreRegistrationStatsParams = {}) =>
  useQuery(getPreRegistrationStatsQueryOptions(params));
export const usePreRegistration = (id: number) => useQuery(getPreRegistrationQueryOptions(id));

// Mutations -----------------------------------------------------------------------------------------------

/** A change to one record moves it between lists and changes the counts; its detail is refetched too. */
function invalidateAfterChange(client: QueryClient, id?: number) {
  return Promise.all([
    client.invalidateQueries({ queryKey: preRegistrationKeys.lists() }),
    client.invalidateQueries({ queryKey: preRegistrationKeys.stats() }),
    id === undefined ? undefined : client.invalidateQueries({ queryKey: preRegistrationKeys.detail(id) }),
  ]);
}

export interface UpdatePreRegistrationVariables {
  id: number;
  fields: PreRegistrationUpdateFields;
}

export type ChangePreRegistrationStatusVariables = { id: number } & PreRegistrationStatusChange;

/** The public sign-up form: multipart because of the optional avatar. */
export const createPublicPreRegistrationMutationOptions = () =>
  mutationOptions({
    ...mutation(op.createPublicPreRegistration, (fields: PreRegistrationFormFields) => ({
      body: multipartBody<components['schemas']['PreRegistrationInput']>(fields),
    })),
    onSuccess: (_created, _fields, _result, { client }) => invalidateAfterChange(client),
  });

/** The staff edit form: POST with `_method=PUT` (Laravel method spoofing) because of the avatar upload. */
export const updatePreRegistrationMutationOptions = () =>
  mutationOptions({
    ...mutation(op.updatePreRegistration, ({ id, fields }: UpdatePreRegistrationVariables) => ({
      path: { id },
      body: multipartBody<components['schemas']['PreRegistrationUpdateInput']>({ ...fields, _method: 'PUT' }),
    })),
    onSuccess: (_updated, { id }, _result, { client }) => invalidateAfterChange(client, id),
  });

export const deletePreRegistrationMutationOptions = () =>
  mutationOptions({
    ...mutation(op.deletePreRegistration, byIdPath),
    onSuccess: (_answer, id, _result, { client }) => {
      client.removeQueries({ queryKey: preRegistrationKeys.detail(id) });
      return invalidateAfterChange(client);
    },
  });

export const confirmPreRegistrationMutationOptions = () =>
  mutationOptions({
    ...mutation(op.confirmPreRegistration, byIdPath),
    onSuccess: (_confirmed, id, _result, { client }) => invalidateAfterChange(client, id),
  });

/** Creates the formal customer (本登録); the answer carries the new `customer_id`. */
export const convertPreRegistrationMutationOptions = () =>
  mutationOptions({
    // The screen's 本登録 names no class (an empty body); the desired program alone makes the contract.
    ...mutation(op.convertPreRegistration, (id: number) => ({ path: { id }, body: {} })),
    // The new customer belongs in the customer list too.
    onSuccess: (_conversion, id, _result, { client }) =>
      Promise.all([
        invalidateAfterChange(client, id),
        client.invalidateQueries({ queryKey: customerKeys.lists() }),
      ]),
  });

export const changePreRegistrationStatusMutationOptions = () =>
  mutationOptions({
    ...mutation(
      op.changePreRegistrationStatus,
      ({ id, ...change }: ChangePreRegistrationStatusVariables) => ({
        path: { id },
        body: change,
      }),
    ),
    onSuccess: (_changed, { id }, _result, { client }) => invalidateAfterChange(client, id),
  });

export const useCreatePublicPreRegistration = () => useMutation(createPublicPreRegistrationMutationOptions());
export const useUpdatePreRegistration = () => useMutation(updatePreRegistrationMutationOptions());
export const useDeletePreRegistration = () => useMutation(deletePreRegistrationMutationOptions());
export const useConfirmPreRegistration = () => useMutation(confirmPreRegistrationMutationOptions());
export const useConvertPreRegistration = () => useMutation(convertPreRegistrationMutationOptions());
export const useChangePreRegistrationStatus = () => useMutation(changePreRegistrationStatusMutationOptions());
