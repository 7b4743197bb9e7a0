import {
  mutationOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import { apiClient, byId, envelope, unwrap } from '../client.ts';
import type { components } from '../generated/schema.ts';
import { billingKeys } from './billing.ts';
import { multipartBody, toFormData } from './formData.ts';
import type { QueryOf } from './types.ts';

// 口座振替 (issue 16): a customer's bank account, the store's collection profiles (収納代行), the 全銀協 request
// file of a cycle (its pre-check, the file, its kept versions) and the bank's result file. Admins and managers.
// Every rule (the name's conversion, what goes into the file, matching results) is the server's. The keys live
// under `billing`, so a result import refreshes the cycle, the dashboard, the worklists and the ledger with it.

type Schemas = components['schemas'];

export type CustomerBankAccount = Schemas['CustomerBankAccount'];
export type CustomerBankAccountInput = Schemas['CustomerBankAccountInput'];
export type BankAccountType = Schemas['BankAccountType'];
export type CollectionProfile = Schemas['CollectionProfile'];
export type CollectionProfileInput = Schemas['CollectionProfileInput'];
export type ZenginPrecheck = Schemas['ZenginPrecheck'];
export type ZenginPrecheckIssue = Schemas['ZenginPrecheckIssue'];
export type ZenginExport = Schemas['ZenginExport'];
export type TransferResultImport = Schemas['TransferResultImport'];
export type TransferResultRecord = Schemas['TransferResultRecord'];
export type TransferResultOutcome = Schemas['TransferResultOutcome'];
export type TransferResults = Schemas['TransferResults'];
export type ZenginExportParams = QueryOf<'downloadZenginExport'>;

export const zenginKeys = {
  all: [...billingKeys.all, 'zengin'] as const,
  bankAccount: (customerId: number) => [...zenginKeys.all, 'bankAccount', customerId] as const,
  profiles: () => [...zenginKeys.all, 'profiles'] as const,
  profile: (id: number) => [...zenginKeys.profiles(), id] as const,
  precheck: (cycleId: number, params: ZenginExportParams) =>
    [...billingKeys.cycle(cycleId), 'zenginPrecheck', params] as const,
  exportFile: (cycleId: number, params: ZenginExportParams) =>
    [...billingKeys.cycle(cycleId), 'zenginFile', params] as const,
  exports: (cycleId: number) => [...billingKeys.cycle(cycleId), 'zenginExports'] as const,
  exportVersion: (cycleId: number, exportId: number) =>
    [...zenginKeys.exports(cycleId), exportId, 'file'] as const,
  results: (cycleId: number) => [...billingKeys.cycle(cycleId), 'transferResults'] as const,
};

const refreshBilling = (client: QueryClient) => client.invalidateQueries({ queryKey: billingKeys.all });

/** A file answer (the request file is Shift_JIS bytes: kept as a Blob, never decoded as UTF-8). */
export interface ZenginFile {
  blob: Blob;
  fileName: string | null;
  exportId: number | null;
}

async function fileOf(call: Promise<{ data?: unknown; response: Response }>): Promise<ZenginFile> {
  const { data, response } = await call;
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1];
  const exportId = Number(response.headers.get('x-zengin-export-id'));
  return {
    blob: data as Blob,
    fileName: name ? decodeURIComponent(name) : null,
    exportId: Number.isInteger(exportId) && exportId > 0 ? exportId : null,
  };
}

// Bank accounts ---------------------------------------------------------------------------------------------

/** The customer's account, or null when none is registered. */
export const getCustomerBankAccountQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: zenginKeys.bankAccount(customerId),
    queryFn: ({ signal }) =>
      unwrap(apiClient().GET('/api/customers/{id}/bank-account', { ...byId(customerId), signal })),
  });
export const useCustomerBankAccount = (customerId: number) =>
  useQuery(getCustomerBankAccountQueryOptions(customerId));

export interface UpdateCustomerBankAccountVariables {
  customerId: number;
  input: CustomerBankAccountInput;
}
export const updateCustomerBankAccountMutationOptions = () =>
  mutationOptions({
    mutationKey: [...zenginKeys.all, 'updateCustomerBankAccount'],
    mutationFn: ({ customerId, input }: UpdateCustomerBankAccountVariables) =>
      envelope(apiClient().PUT('/api/customers/{id}/bank-account', { ...byId(customerId), body: input })),
    onSuccess: (_saved, _variables, _result, { client }) => refreshBilling(client),
  });
export const useUpdateCustomerBankAccount = () => useMutation(updateCustomerBankAccountMutationOptions());

// Collection profiles ----------------------------------------------------------------------------------------

export const listCollectionProfilesQueryOptions = () =>
  queryOptions({
    queryKey: zenginKeys.profiles(),
    queryFn: ({ signal }) => unwrap(apiClient().GET('/api/billing/collection-profiles', { signal })),
  });
export const useCollectionProfiles = () => useQuery(listCollectionProfilesQueryOptions());

export const getCollectionProfileQueryOptions = (id: number) =>
  queryOptions({
    queryKey: zenginKeys.profile(id),
    queryFn: ({ signal }) =>
      unwrap(apiClient().GET('/api/billing/collection-profiles/{id}', { ...byId(id), signal })),
  });
export const useCollectionProfile = (id: number) => useQuery(getCollectionProfileQueryOptions(id));

export const createCollectionProfileMutationOptions = () =>
  mutationOptions({
    mutationKey: [...zenginKeys.all, 'createCollectionProfile'],
    mutationFn: (input: CollectionProfileInput) =>
      envelope(apiClient().POST('/api/billing/collection-profiles', { body: input })),
    onSuccess: (_saved, _input, _result, { client }) => refreshBilling(client),
  });
export const useCreateCollectionProfile = () => useMutation(createCollectionProfileMutationOptions());

export interface UpdateCollectionProfileVariables {
  id: number;
  input: CollectionProfileInput;
}
export const updateCollectionProfileMutationOptions = () =>
  mutationOptions({
    mutationKey: [...zenginKeys.all, 'updateCollectionProfile'],
    mutationFn: ({ id, input }: UpdateCollectionProfileVariables) =>
      envelope(apiClient().PUT('/api/billing/collection-profiles/{id}', { ...byId(id), body: input })),
    onSuccess: (_saved, _variables, _result, { client }) => refreshBilling(client),
  });
export const useUpdateCollectionProfile = () => useMutation(updateCollectionProfileMutationOptions());

export const deleteCollectionProfileMutationOptions = () =>
  mutationOptions({
    mutationKey: [...zenginKeys.all, 'deleteCollectionProfile'],
    mutationFn: (id: number) =>
      envelope(apiClient().DELETE('/api/billing/collection-profiles/{id}', { ...byId(id) })),
    onSuccess: (_done, _id, _result, { client }) => refreshBilling(client),
  });
export const useDeleteCollectionProfile = () => useMutation(deleteCollectionProfileMutationOptions());

// The request file -------------------------------------------------------------------------------------------

export const getZenginExportPrecheckQueryOptions = (cycleId: number, params: ZenginExportParams = {}) =>
  queryOptions({
    queryKey: zenginKeys.precheck(cycleId, params),
    queryFn: ({ signal }) =>
      unwrap(
        apiClient().GET('/api/billing/cycles/{id}/zengin-export/precheck', {
          params: { path: { id: cycleId }, query: params },
          signal,
        }),
      ),
  });
export const useZenginExportPrecheck = (cycleId: number, params: ZenginExportParams = {}) =>
  useQuery(getZenginExportPrecheckQueryOptions(cycleId, params));

/**
 * The request file itself. Downloading writes the export history (and moves the cycle to exported), so the
 * hook never runs by itself: the screen calls `refetch()` from its button, then refreshes billing.
 */
export const downloadZenginExportQueryOptions = (cycleId: number, params: ZenginExportParams = {}) =>
  queryOptions({
    queryKey: zenginKeys.exportFile(cycleId, params),
    queryFn: ({ signal }) =>
      fileOf(
        apiClient().GET('/api/billing/cycles/{id}/zengin-export', {
          params: { path: { id: cycleId }, query: params },
          parseAs: 'blob',
          signal,
        }),
      ),
    staleTime: 0,
    gcTime: 0,
  });
export const useZenginExportFile = (cycleId: number, params: ZenginExportParams = {}) =>
  useQuery({ ...downloadZenginExportQueryOptions(cycleId, params), enabled: false });

export const listZenginExportsQueryOptions = (cycleId: number) =>
  queryOptions({
    queryKey: zenginKeys.exports(cycleId),
    queryFn: ({ signal }) =>
      unwrap(apiClient().GET('/api/billing/cycles/{id}/zengin-exports', { ...byId(cycleId), signal })),
  });
export const useZenginExports = (cycleId: number) => useQuery(listZenginExportsQueryOptions(cycleId));

/** An exported version's kept bytes (on demand, like the file). */
export const downloadZenginExportVersionQueryOptions = (cycleId: number, exportId: number) =>
  queryOptions({
    queryKey: zenginKeys.exportVersion(cycleId, exportId),
    queryFn: ({ signal }) =>
      fileOf(
        apiClient().GET('/api/billing/cycles/{id}/zengin-exports/{exportId}', {
          params: { path: { id: cycleId, exportId } },
          parseAs: 'blob',
          signal,
        }),
      ),
    staleTime: 0,
    gcTime: 0,
  });
export const useZenginExportVersionFile = (cycleId: number, exportId: number) =>
  useQuery({ ...downloadZenginExportVersionQueryOptions(cycleId, exportId), enabled: false });

// The result file ---------------------------------------------------------------------------------------------

export const listTransferResultsQueryOptions = (cycleId: number) =>
  queryOptions({
    queryKey: zenginKeys.results(cycleId),
    queryFn: ({ signal }) =>
      unwrap(apiClient().GET('/api/billing/cycles/{id}/transfer-results', { ...byId(cycleId), signal })),
  });
export const useTransferResults = (cycleId: number) => useQuery(listTransferResultsQueryOptions(cycleId));

export interface ImportTransferResultsVariables {
  cycleId: number;
  file: Blob;
}
/** Uploads the bank's result file; the answer (envelope) holds the counts, the lists and the message. */
export const importTransferResultsMutationOptions = () =>
  mutationOptions({
    mutationKey: [...zenginKeys.all, 'importTransferResults'],
    mutationFn: ({ cycleId, file }: ImportTransferResultsVariables) =>
      envelope(
        apiClient().POST('/api/billing/cycles/{id}/transfer-results', {
          ...byId(cycleId),
          body: multipartBody<{ file: string }>({ file }),
          bodySerializer: toFormData,
        }),
      ),
    onSuccess: (_outcome, _variables, _result, { client }) => refreshBilling(client),
  });
export const useImportTransferResults = () => useMutation(importTransferResultsMutationOptions());
