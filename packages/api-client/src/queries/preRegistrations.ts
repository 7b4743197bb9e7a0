import {
  keepPreviousData,
  mutationOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import { apiClient, byId, envelope, unwrap } from '../client.ts';
import type { components } from '../generated/schema.ts';
import { pollIntervals, staleTimes } from '../policy.ts';
import { customerKeys } from './customers.ts';
import { multipartBody, toFormData } from './formData.ts';
import type {
  ListPreRegistrationsParams,
  PreRegistrationFormFields,
  PreRegistrationStatsParams,
  PreRegistrationStatusChange,
  PreRegistrationUpdateFields,
} from './types.ts';

export const preRegistrationKeys = {
  all: ['preRegistrations'] as const,
  lists: () => [...preRegistrationKeys.all, 'list'] as const,
  list: (params: ListPreRegistrationsParams = {}) => [...preRegistrationKeys.lists(), params] as const,
  details: () => [...preRegistrationKeys.all, 'detail'] as const,
  detail: (id: number) => [...preRegistrationKeys.details(), id] as const,
  stats: (params: PreRegistrationStatsParams = {}) => [...preRegistrationKeys.all, 'stats', params] as const,
};

// Queries -------------------------------------------------------------------------------------------------

/** The review list; the answer keeps its pagination `meta`, and a page change shows the old page meanwhile. */
export const listPreRegistrationsQueryOptions = (params: ListPreRegistrationsParams = {}) =>
  queryOptions({
    queryKey: preRegistrationKeys.list(params),
    queryFn: ({ signal }) =>
      envelope(apiClient().GET('/api/customer-pre-registrations', { params: { query: params }, signal })),
    staleTime: staleTimes.preRegistrationList,
    placeholderData: keepPreviousData,
  });

/**
 * Counts by status of the store the list shows (an admin may name one; without it, the store the user works
 * in); `pending_count` of the user's store is the sidebar's red badge, so it is polled.
 */
export const getPreRegistrationStatsQueryOptions = (params: PreRegistrationStatsParams = {}) =>
  queryOptions({
    queryKey: preRegistrationKeys.stats(params),
    queryFn: ({ signal }) =>
      unwrap(apiClient().GET('/api/customer-pre-registrations/stats', { params: { query: params }, signal })),
    staleTime: staleTimes.preRegistrationStats,
    refetchInterval: pollIntervals.preRegistrationStats,
  });

export const getPreRegistrationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: preRegistrationKeys.detail(id),
    queryFn: ({ signal }) =>
      unwrap(apiClient().GET('/api/customer-pre-registrations/{id}', { ...byId(id), signal })),
  });

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
    mutationKey: [...preRegistrationKeys.all, 'createPublicPreRegistration'],
    mutationFn: (fields: PreRegistrationFormFields) =>
      unwrap(
        apiClient().POST('/api/public/customer-pre-registrations', {
          body: multipartBody<components['schemas']['PreRegistrationInput']>(fields),
          bodySerializer: toFormData,
        }),
      ),
    onSuccess: (_created, _fields, _result, { client }) => invalidateAfterChange(client),
  });

/** The staff edit form: POST with `_method=PUT` (Laravel method spoofing) because of the avatar upload. */
export const updatePreRegistrationMutationOptions = () =>
  mutationOptions({
    mutationKey: [...preRegistrationKeys.all, 'updatePreRegistration'],
    mutationFn: ({ id, fields }: UpdatePreRegistrationVariables) =>
      unwrap(
        apiClient().POST('/api/customer-pre-registrations/{id}', {
          ...byId(id),
          body: multipartBody<components['schemas']['PreRegistrationUpdateInput']>({
            ...fields,
            _method: 'PUT',
          }),
          bodySerializer: toFormData,
        }),
      ),
    onSuccess: (_updated, { id }, _result, { client }) => invalidateAfterChange(client, id),
  });

export const deletePreRegistrationMutationOptions = () =>
  mutationOptions({
    mutationKey: [...preRegistrationKeys.all, 'deletePreRegistration'],
    mutationFn: (id: number) =>
      envelope(apiClient().DELETE('/api/customer-pre-registrations/{id}', byId(id))),
    onSuccess: (_answer, id, _result, { client }) => {
      client.removeQueries({ queryKey: preRegistrationKeys.detail(id) });
      return invalidateAfterChange(client);
    },
  });

export const confirmPreRegistrationMutationOptions = () =>
  mutationOptions({
    mutationKey: [...preRegistrationKeys.all, 'confirmPreRegistration'],
    mutationFn: (id: number) =>
      unwrap(apiClient().PATCH('/api/customer-pre-registrations/{id}/confirm', byId(id))),
    onSuccess: (_confirmed, id, _result, { client }) => invalidateAfterChange(client, id),
  });

/** Creates the formal customer (本登録); the answer carries the new `customer_id`. */
export const convertPreRegistrationMutationOptions = () =>
  mutationOptions({
    mutationKey: [...preRegistrationKeys.all, 'convertPreRegistration'],
    mutationFn: (id: number) =>
      unwrap(apiClient().POST('/api/customer-pre-registrations/{id}/convert', byId(id))),
    // The new customer belongs in the customer list too.
    onSuccess: (_conversion, id, _result, { client }) =>
      Promise.all([
        invalidateAfterChange(client, id),
        client.invalidateQueries({ queryKey: customerKeys.lists() }),
      ]),
  });

export const changePreRegistrationStatusMutationOptions = () =>
  mutationOptions({
    mutationKey: [...preRegistrationKeys.all, 'changePreRegistrationStatus'],
    mutationFn: ({ id, ...change }: ChangePreRegistrationStatusVariables) =>
      unwrap(apiClient().PATCH('/api/customer-pre-registrations/{id}/status', { ...byId(id), body: change })),
    onSuccess: (_changed, { id }, _result, { client }) => invalidateAfterChange(client, id),
  });

export const useCreatePublicPreRegistration = () => useMutation(createPublicPreRegistrationMutationOptions());
export const useUpdatePreRegistration = () => useMutation(updatePreRegistrationMutationOptions());
export const useDeletePreRegistration = () => useMutation(deletePreRegistrationMutationOptions());
export const useConfirmPreRegistration = () => useMutation(confirmPreRegistrationMutationOptions());
export const useConvertPreRegistration = () => useMutation(convertPreRegistrationMutationOptions());
export const useChangePreRegistrationStatus = () => useMutation(changePreRegistrationStatusMutationOptions());
