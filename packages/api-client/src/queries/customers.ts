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
import { staleTimes } from '../policy.ts';
import { multipartBody } from './formData.ts';
import { byIdPath, mutation, operationKey, query, queryKeyOf } from './operation.ts';
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

/** Keys the invalidations and the live events name; each is the generated key of its operation. */
export const customerKeys = {
  all: ['customers'] as const,
  lists: () => operationKey(op.listCustomers),
  list: (params: ListCustomersParams = {}) => queryKeyOf(op.listCustomers, { query: params }),
  detail: (id: number) => queryKeyOf(op.getCustomer, { path: { id } }),
};

// Queries: the decisions (stale times, placeholders, polling); the calls are generated. -------------------

/** One page of the customer list; a new page or filter shows the old page until it arrives. */
export const listCustomersQueryOptions = (params: ListCustomersParams = {}) =>
  queryOptions({
    ...query(op.listCustomers, { query: params }),
    staleTime: staleTimes.customerList,
    placeholderData: keepPreviousData,
  });

export const getCustomerQueryOptions = (id: number) => query(op.getCustomer, { path: { id } });

export const listCustomerAttendancesQueryOptions = (id: number, page: CustomerAttendancesParams = {}) =>
  queryOptions({
    ...query(op.listCustomerAttendances, { path: { id }, query: page }),
    placeholderData: keepPreviousData,
  });

export const getCustomerFormOptionsQueryOptions = () =>
  queryOptions({ ...query(op.getCustomerFormOptions), staleTime: staleTimes.customerOptions });

/** The customer form's hint: the next automatic member number, read afresh each time the form opens. */
export const getNextMemberNumberQueryOptions = () =>
  queryOptions({ ...query(op.getNextMemberNumber), staleTime: 0 });

/** The filtered list as the CSV file (a Blob); fetched on demand, never cached. */
export const exportCustomersQueryOptions = (params: ExportCustomersParams = {}) =>
  queryOptions({ ...query(op.exportCustomers, { query: params }), staleTime: 0, gcTime: 0 });

export const getPreRegistrationFormOptionsQueryOptions = () =>
  queryOptions({ ...query(op.getPreRegistrationFormOptions), staleTime: staleTimes.customerOptions });

/** Areas of a postal code; an unknown code is a 404, which the form shows as "not found", not retried. */
export const lookupPostalCodeQueryOptions = (postalCode: string) =>
  queryOptions({
    ...query(op.lookupPostalCode, { path: { postalCode } }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useCustomers = (params: ListCustomersParams = {}) => useQuery(listCustomersQueryOptions(params));
export const useCustomer = (id: number) => useQuery(getCustomerQueryOptions(id));
export const useCustomerAttendances = (id: number, page: CustomerAttendancesParams = {}) =>
  useQuery(listCustomerAttendancesQueryOptions(id, page));
export const useCustomerFormOptions = () => useQuery(getCustomerFormOptionsQueryOptions());
export const useNextMemberNumber = (enabled = true) =>
  useQuery({ ...getNextMemberNumberQueryOptions(), enabled });
export const useCustomersCsv = (params: ExportCustomersParams = {}) =>
  useQuery({ ...exportCustomersQueryOptions(params), enabled: false });
export const usePreRegistrationFormOptions = () => useQuery(getPreRegistrationFormOptionsQueryOptions());
export const usePostalCodeLookup = (postalCode: string) =>
  useQuery({ ...lookupPostalCodeQueryOptions(postalCode), enabled: /^\d{3}-?\d{4}$/.test(postalCode) });

// Mutations: what each invalidates. -----------------------------------------------------------------------

function invalidateAfterChange(client: QueryClient, id?: number) {
  return Promise.all([
    client.invalidateQueries({ queryKey: customerKeys.lists() }),
    id === undefined ? undefined : client.invalidateQueries({ queryKey: customerKeys.detail(id) }),
  ]);
}

export interface UpdateCustomerVariables {
  id: number;
  fields: CustomerFormFields;
}
export type ChangeCustomerStatusVariables = { id: number } & CustomerStatusChange;
export interface SaveCustomerContractVariables {
  id: number;
  contract: CustomerContractInput;
}
type ContractPath = { id: number; contractId: number };

export const createCustomerMutationOptions = () =>
  mutationOptions({
    ...mutation(op.createCustomer, (fields: CustomerFormFields) => ({
      body: multipartBody<Schemas['CustomerFields']>(fields),
    })),
    onSuccess: (_created, _fields, _result, { client }) => invalidateAfterChange(client),
  });

/** POST with `_method=PUT` (Laravel method spoofing) because of the photo upload. */
export const updateCustomerMutationOptions = () =>
  mutationOptions({
    ...mutation(op.updateCustomer, ({ id, fields }: UpdateCustomerVariables) => ({
      path: { id },
      body: multipartBody<Schemas['CustomerUpdateInput']>({ ...fields, _method: 'PUT' }),
    })),
    onSuccess: (_updated, { id }, _result, { client }) => invalidateAfterChange(client, id),
  });

export const deleteCustomerMutationOptions = () =>
  mutationOptions({
    ...mutation(op.deleteCustomer, byIdPath),
    onSuccess: (_answer, id, _result, { client }) => {
      client.removeQueries({ queryKey: customerKeys.detail(id) });
      return invalidateAfterChange(client);
    },
  });

export const changeCustomerStatusMutationOptions = () =>
  mutationOptions({
    ...mutation(op.changeCustomerStatus, ({ id, ...change }: ChangeCustomerStatusVariables) => ({
      path: { id },
      body: change,
    })),
    onSuccess: (_changed, { id }, _result, { client }) => invalidateAfterChange(client, id),
  });

export const createCustomerContractMutationOptions = () =>
  mutationOptions({
    ...mutation(op.createCustomerContract, ({ id, contract }: SaveCustomerContractVariables) => ({
      path: { id },
      body: contract,
    })),
    onSuccess: (_detail, { id }, _result, { client }) => invalidateAfterChange(client, id),
  });

export const updateCustomerContractMutationOptions = () =>
  mutationOptions({
    ...mutation(
      op.updateCustomerContract,
      ({ id, contractId, contract }: SaveCustomerContractVariables & { contractId: number }) => ({
        path: { id, contractId },
        body: contract,
      }),
    ),
    onSuccess: (_detail, { id }, _result, { client }) => invalidateAfterChange(client, id),
  });

export const deleteCustomerContractMutationOptions = () =>
  mutationOptions({
    ...mutation(op.deleteCustomerContract, (path: ContractPath) => ({ path })),
    onSuccess: (_detail, { id }, _result, { client }) => invalidateAfterChange(client, id),
  });

export const useCreateCustomer = () => useMutation(createCustomerMutationOptions());
export const useUpdateCustomer = () => useMutation(updateCustomerMutationOptions());
export const useDeleteCustomer = () => useMutation(deleteCustomerMutationOptions());
export const useChangeCustomerStatus = () => useMutation(changeCustomerStatusMutationOptions());
export const useCreateCustomerContract = () => useMutation(createCustomerContractMutationOptions());
export const useUpdateCustomerContract = () => useMutation(updateCustomerContractMutationOptions());
export const useDeleteCustomerContract = () => useMutation(deleteCustomerContractMutationOptions());
