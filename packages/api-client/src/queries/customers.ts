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
import { staleTimes } from '../policy.ts';
import { multipartBody, toFormData } from './formData.ts';
import type { QueryOf } from './types.ts';

type Schemas = components['schemas'];

export type CustomerListItem = Schemas['CustomerListItem'];
export type CustomerDetail = Schemas['CustomerDetail'];
export type CustomerContract = Schemas['CustomerContract'];
export type CustomerStatusChange = Schemas['CustomerStatusChange'];
export type CustomerContractInput = Schemas['CustomerContractInput'];
export type CustomerFormOptions = Schemas['CustomerFormOptions'];
export type CustomerAttendance = Schemas['CustomerAttendance'];
export type PostalAddress = Schemas['PostalAddress'];
export type PreRegistrationFormOptions = Schemas['PreRegistrationFormOptions'];
export type ListCustomersParams = QueryOf<'listCustomers'>;
export type ExportCustomersParams = QueryOf<'exportCustomers'>;
export type CustomerAttendancesParams = QueryOf<'listCustomerAttendances'>;

/** The customer form's fields: the photo is a Blob, `remove_avatar` a flag (sent as '1'/'0'). */
export type CustomerFormFields = Omit<Schemas['CustomerFields'], 'avatar' | 'remove_avatar'> & {
  avatar?: Blob | null | undefined;
  remove_avatar?: boolean | undefined;
};

export const customerKeys = {
  all: ['customers'] as const,
  lists: () => [...customerKeys.all, 'list'] as const,
  list: (params: ListCustomersParams = {}) => [...customerKeys.lists(), params] as const,
  details: () => [...customerKeys.all, 'detail'] as const,
  detail: (id: number) => [...customerKeys.details(), id] as const,
  attendances: (id: number, page: CustomerAttendancesParams = {}) =>
    [...customerKeys.detail(id), 'attendances', page] as const,
  options: () => [...customerKeys.all, 'options'] as const,
  export: (params: ExportCustomersParams = {}) => [...customerKeys.all, 'export', params] as const,
  publicOptions: () => ['preRegistrations', 'publicOptions'] as const,
  postalCode: (code: string) => ['postalCodes', code] as const,
};

/** One page of the customer list; a new page or filter shows the old page until it arrives. */
export const listCustomersQueryOptions = (params: ListCustomersParams = {}) =>
  queryOptions({
    queryKey: customerKeys.list(params),
    queryFn: ({ signal }) =>
      envelope(apiClient().GET('/api/customers', { params: { query: params }, signal })),
    staleTime: staleTimes.customerList,
    placeholderData: keepPreviousData,
  });

export const getCustomerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: customerKeys.detail(id),
    queryFn: ({ signal }) => unwrap(apiClient().GET('/api/customers/{id}', { ...byId(id), signal })),
  });

export const listCustomerAttendancesQueryOptions = (id: number, page: CustomerAttendancesParams = {}) =>
  queryOptions({
    queryKey: customerKeys.attendances(id, page),
    queryFn: ({ signal }) =>
      envelope(
        apiClient().GET('/api/customers/{id}/attendances', { params: { path: { id }, query: page }, signal }),
      ),
    placeholderData: keepPreviousData,
  });

export const getCustomerFormOptionsQueryOptions = () =>
  queryOptions({
    queryKey: customerKeys.options(),
    queryFn: ({ signal }) => unwrap(apiClient().GET('/api/customers/options', { signal })),
    staleTime: staleTimes.customerOptions,
  });

/** The filtered list as the CSV file (a Blob); fetched on demand, never cached. */
export const exportCustomersQueryOptions = (params: ExportCustomersParams = {}) =>
  queryOptions({
    queryKey: customerKeys.export(params),
    queryFn: async ({ signal }) => {
      const { data } = await apiClient().GET('/api/customers/export', {
        params: { query: params },
        parseAs: 'blob',
        signal,
      });
      return data as unknown as Blob;
    },
    staleTime: 0,
    gcTime: 0,
  });

export const getPreRegistrationFormOptionsQueryOptions = () =>
  queryOptions({
    queryKey: customerKeys.publicOptions(),
    queryFn: ({ signal }) =>
      unwrap(apiClient().GET('/api/public/customer-pre-registrations/options', { signal })),
    staleTime: staleTimes.customerOptions,
  });

/** Areas of a postal code; an unknown code is a 404, which the form shows as "not found", not retried. */
export const lookupPostalCodeQueryOptions = (postalCode: string) =>
  queryOptions({
    queryKey: customerKeys.postalCode(postalCode),
    queryFn: ({ signal }) =>
      unwrap(
        apiClient().GET('/api/public/postal-codes/{postalCode}', {
          params: { path: { postalCode } },
          signal,
        }),
      ),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useCustomers = (params: ListCustomersParams = {}) => useQuery(listCustomersQueryOptions(params));
export const useCustomer = (id: number) => useQuery(getCustomerQueryOptions(id));
export const useCustomerAttendances = (id: number, page: CustomerAttendancesParams = {}) =>
  useQuery(listCustomerAttendancesQueryOptions(id, page));
export const useCustomerFormOptions = () => useQuery(getCustomerFormOptionsQueryOptions());
export const useCustomersCsv = (params: ExportCustomersParams = {}) =>
  useQuery({ ...exportCustomersQueryOptions(params), enabled: false });
export const usePreRegistrationFormOptions = () => useQuery(getPreRegistrationFormOptionsQueryOptions());
export const usePostalCodeLookup = (postalCode: string) =>
  useQuery({ ...lookupPostalCodeQueryOptions(postalCode), enabled: /^\d{3}-?\d{4}$/.test(postalCode) });

function invalidateAfterChange(client: QueryClient, id?: number) {
  return Promise.all([
    client.invalidateQueries({ queryKey: customerKeys.lists() }),
    id === undefined ? undefined : client.invalidateQueries({ queryKey: customerKeys.detail(id) }),
  ]);
}

const customerForm = (fields: CustomerFormFields) => multipartBody<Schemas['CustomerFields']>(fields);

export const createCustomerMutationOptions = () =>
  mutationOptions({
    mutationKey: [...customerKeys.all, 'createCustomer'],
    mutationFn: (fields: CustomerFormFields) =>
      unwrap(apiClient().POST('/api/customers', { body: customerForm(fields), bodySerializer: toFormData })),
    onSuccess: (_created, _fields, _result, { client }) => invalidateAfterChange(client),
  });

export interface UpdateCustomerVariables {
  id: number;
  fields: CustomerFormFields;
}

export const updateCustomerMutationOptions = () =>
  mutationOptions({
    mutationKey: [...customerKeys.all, 'updateCustomer'],
    mutationFn: ({ id, fields }: UpdateCustomerVariables) =>
      unwrap(
        apiClient().POST('/api/customers/{id}', {
          ...byId(id),
          body: multipartBody<Schemas['CustomerUpdateInput']>({ ...fields, _method: 'PUT' }),
          bodySerializer: toFormData,
        }),
      ),
    onSuccess: (_updated, { id }, _result, { client }) => invalidateAfterChange(client, id),
  });

export const deleteCustomerMutationOptions = () =>
  mutationOptions({
    mutationKey: [...customerKeys.all, 'deleteCustomer'],
    mutationFn: (id: number) => envelope(apiClient().DELETE('/api/customers/{id}', byId(id))),
    onSuccess: (_answer, id, _result, { client }) => {
      client.removeQueries({ queryKey: customerKeys.detail(id) });
      return invalidateAfterChange(client);
    },
  });

export type ChangeCustomerStatusVariables = { id: number } & CustomerStatusChange;

export const changeCustomerStatusMutationOptions = () =>
  mutationOptions({
    mutationKey: [...customerKeys.all, 'changeCustomerStatus'],
    mutationFn: ({ id, ...change }: ChangeCustomerStatusVariables) =>
      unwrap(apiClient().PATCH('/api/customers/{id}/status', { ...byId(id), body: change })),
    onSuccess: (_changed, { id }, _result, { client }) => invalidateAfterChange(client, id),
  });

export interface SaveCustomerContractVariables {
  id: number;
  contract: CustomerContractInput;
}

export const createCustomerContractMutationOptions = () =>
  mutationOptions({
    mutationKey: [...customerKeys.all, 'createCustomerContract'],
    mutationFn: ({ id, contract }: SaveCustomerContractVariables) =>
      unwrap(apiClient().POST('/api/customers/{id}/contracts', { ...byId(id), body: contract })),
    onSuccess: (_detail, { id }, _result, { client }) => invalidateAfterChange(client, id),
  });

export const updateCustomerContractMutationOptions = () =>
  mutationOptions({
    mutationKey: [...customerKeys.all, 'updateCustomerContract'],
    mutationFn: ({ id, contractId, contract }: SaveCustomerContractVariables & { contractId: number }) =>
      unwrap(
        apiClient().PUT('/api/customers/{id}/contracts/{contractId}', {
          params: { path: { id, contractId } },
          body: contract,
        }),
      ),
    onSuccess: (_detail, { id }, _result, { client }) => invalidateAfterChange(client, id),
  });

export const deleteCustomerContractMutationOptions = () =>
  mutationOptions({
    mutationKey: [...customerKeys.all, 'deleteCustomerContract'],
    mutationFn: ({ id, contractId }: { id: number; contractId: number }) =>
      unwrap(
        apiClient().DELETE('/api/customers/{id}/contracts/{contractId}', {
          params: { path: { id, contractId } },
        }),
      ),
    onSuccess: (_detail, { id }, _result, { client }) => invalidateAfterChange(client, id),
  });

export const useCreateCustomer = () => useMutation(createCustomerMutationOptions());
export const useUpdateCustomer = () => useMutation(updateCustomerMutationOptions());
export const useDeleteCustomer = () => useMutation(deleteCustomerMutationOptions());
export const useChangeCustomerStatus = () => useMutation(changeCustomerStatusMutationOptions());
export const useCreateCustomerContract = () => useMutation(createCustomerContractMutationOptions());
export const useUpdateCustomerContract = () => useMutation(updateCustomerContractMutationOptions());
export const useDeleteCustomerContract = () => useMutation(deleteCustomerContractMutationOptions());
