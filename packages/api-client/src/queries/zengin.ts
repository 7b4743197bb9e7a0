import {
  mutationOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import { apiClient } from '../client.ts';
import * as op from '../generated/operations.ts';
import type { components } from '../generated/schema.ts';
import { billingKeys } from './billing.ts';
import { multipartBody } from './formData.ts';
import { byIdPath, mutation, query, queryKeyOf } from './operation.ts';
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
  query(op.getCustomerBankAccount, { path: { id: customerId } });
export const useCustomerBankAccount = (customerId: number) =>
  useQuery(getCustomerBankAccountQueryOptions(customerId));

export interface UpdateCustomerBankAccountVariables {
  customerId: number;
  input: CustomerBankAccountInput;
}
export const updateCustomerBankAccountMutationOptions = () =>
  mutationOptions({
    ...mutation(
      op.updateCustomerBankAccount,
      ({ customerId, input }: UpdateCustomerBankAccountVariables) => ({
        path: { id: customerId },
        body: input,
      }),
      'envelope',
    ),
    onSuccess: (_saved, _variables, _result, { client }) => refreshBilling(client),
  });
export const useUpdateCustomerBankAccount = () => useMutation(updateCustomerBankAccountMutationOptions());

// Collection profiles ----------------------------------------------------------------------------------------

export const listCollectionProfilesQueryOptions = () => query(op.listCollectionProfiles);
export const useCollectionProfiles = () => useQuery(listCollectionProfilesQueryOptions());

export const getCollectionProfileQueryOptions = (id: number) =>
  query(op.getCollectionProfile, { path: { id } });
export const useCollectionProfile = (id: number) => useQuery(getCollectionProfileQueryOptions(id));

export const createCollectionProfileMutationOptions = () =>
  mutationOptions({
    ...mutation(op.createCollectionProfile, (input: CollectionProfileInput) => ({ body: input }), 'envelope'),
    onSuccess: (_saved, _input, _result, { client }) => refreshBilling(client),
  });
export const useCreateCollectionProfile = () => useMutation(createCollectionProfileMutationOptions());

export interface UpdateCollectionProfileVariables {
  id: number;
  input: CollectionProfileInput;
}
export const updateCollectionProfileMutationOptions = () =>
  mutationOptions({
    ...mutation(
      op.updateCollectionProfile,
      ({ id, input }: UpdateCollectionProfileVariables) => ({ path: { id }, body: input }),
      'envelope',
    ),
    onSuccess: (_saved, _variables, _result, { client }) => refreshBilling(client),
  });
export const useUpdateCollectionProfile = () => useMutation(updateCollectionProfileMutationOptions());

export const deleteCollectionProfileMutationOptions = () =>
  mutationOptions({
    ...mutation(op.deleteCollectionProfile, byIdPath),
    onSuccess: (_done, _id, _result, { client }) => refreshBilling(client),
  });
export const useDeleteCollectionProfile = () => useMutation(deleteCollectionProfileMutationOptions());

// The request file -------------------------------------------------------------------------------------------

export const getZenginExportPrecheckQueryOptions = (cycleId: number, params: ZenginExportParams = {}) =>
  query(op.getZenginExportPrecheck, { path: { id: cycleId }, query: params });
export const useZenginExportPrecheck = (cycleId: number, params: ZenginExportParams = {}) =>
  useQuery(getZenginExportPrecheckQueryOptions(cycleId, params));

/**
 * The request file itself. Downloading writes the export history (and moves the cycle to exported), so the
 * hook never runs by itself: the screen calls `refetch()` from its button, then refreshes billing.
 */
export const downloadZenginExportQueryOptions = (cycleId: number, params: ZenginExportParams = {}) =>
  queryOptions({
    queryKey: queryKeyOf(op.downloadZenginExport, { path: { id: cycleId }, query: params }),
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
  query(op.listZenginExports, { path: { id: cycleId } });
export const useZenginExports = (cycleId: number) => useQuery(listZenginExportsQueryOptions(cycleId));

/** An exported version's kept bytes (on demand, like the file). */
export const downloadZenginExportVersionQueryOptions = (cycleId: number, exportId: number) =>
  queryOptions({
    queryKey: queryKeyOf(op.downloadZenginExportVersion, { path: { id: cycleId, exportId } }),
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
  query(op.listTransferResults, { path: { id: cycleId } });
export const useTransferResults = (cycleId: number) => useQuery(listTransferResultsQueryOptions(cycleId));

export interface ImportTransferResultsVariables {
  cycleId: number;
  file: Blob;
}
/** Uploads the bank's result file; the answer (envelope) holds the counts, the lists and the message. */
export const importTransferResultsMutationOptions = () =>
  mutationOptions({
    ...mutation(
      op.importTransferResults,
      ({ cycleId, file }: ImportTransferResultsVariables) => ({
        path: { id: cycleId },
        body: multipartBody<{ file: string }>({ file }),
      }),
      'envelope',
    ),
    onSuccess: (_outcome, _variables, _result, { client }) => refreshBilling(client),
  });
export const useImportTransferResults = () => useMutation(importTransferResultsMutationOptions());
