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
import { frontDeskKeys } from './frontDesk.ts';
import type { QueryOf } from './types.ts';

// School setup (issue 13), the rest of it: staff accounts (create, edit, retire, reinstate, invitation,
// forced password reset, photo), the bank master (zengin-code, corrected by admins) and the member import.
// One query and one hook per read, one mutation per write; the rules are the server's.

type Schemas = components['schemas'];

export type ListBanksParams = QueryOf<'listBanks'>;
export type ListBankBranchesParams = QueryOf<'listBankBranches'>;
export type ListCustomerImportsParams = QueryOf<'listCustomerImports'>;

export const bankKeys = {
  all: ['banks'] as const,
  list: (params: ListBanksParams) => [...bankKeys.all, 'list', params] as const,
  bank: (bankCode: string) => [...bankKeys.all, 'bank', bankCode] as const,
  branches: (bankCode: string, params: ListBankBranchesParams) =>
    [...bankKeys.bank(bankCode), 'branches', params] as const,
  branch: (bankCode: string, branchCode: string) =>
    [...bankKeys.bank(bankCode), 'branch', branchCode] as const,
};

export const customerImportKeys = {
  all: ['customerImports'] as const,
  list: (params: ListCustomerImportsParams) => [...customerImportKeys.all, 'list', params] as const,
  report: (id: number) => [...customerImportKeys.all, 'report', id] as const,
};

// Staff accounts ---------------------------------------------------------------------------------------------

/** After a change to an account: the staff list and the account are read again. */
const refreshStaff = (client: QueryClient) => client.invalidateQueries({ queryKey: frontDeskKeys.staffs });

export const createStaffMutationOptions = () =>
  mutationOptions({
    mutationKey: [...frontDeskKeys.staffs, 'createStaff'],
    mutationFn: (input: Schemas['StaffInput']) => unwrap(apiClient().POST('/api/staffs', { body: input })),
    onSuccess: (_staff, _input, _result, { client }) => refreshStaff(client),
  });

export const updateStaffMutationOptions = () =>
  mutationOptions({
    mutationKey: [...frontDeskKeys.staffs, 'updateStaff'],
    mutationFn: ({ id, input }: { id: number; input: Schemas['StaffInput'] }) =>
      unwrap(apiClient().PUT('/api/staffs/{id}', { ...byId(id), body: input })),
    onSuccess: (_staff, _input, _result, { client }) => refreshStaff(client),
  });

/** 退職: the account can no longer sign in; its history stays attributed to it. */
export const retireStaffMutationOptions = () =>
  mutationOptions({
    mutationKey: [...frontDeskKeys.staffs, 'retireStaff'],
    mutationFn: ({ id, input }: { id: number; input: Schemas['StaffRetireInput'] }) =>
      unwrap(apiClient().POST('/api/staffs/{id}/retire', { ...byId(id), body: input })),
    onSuccess: (_staff, _input, _result, { client }) => refreshStaff(client),
  });

export const reinstateStaffMutationOptions = () =>
  mutationOptions({
    mutationKey: [...frontDeskKeys.staffs, 'reinstateStaff'],
    mutationFn: (id: number) => unwrap(apiClient().POST('/api/staffs/{id}/reinstate', byId(id))),
    onSuccess: (_staff, _id, _result, { client }) => refreshStaff(client),
  });

export const sendStaffInvitationMutationOptions = () =>
  mutationOptions({
    mutationKey: [...frontDeskKeys.staffs, 'sendStaffInvitation'],
    mutationFn: (id: number) => unwrap(apiClient().POST('/api/staffs/{id}/invitation', byId(id))),
    onSuccess: (_staff, _id, _result, { client }) => refreshStaff(client),
  });

export const forceStaffPasswordResetMutationOptions = () =>
  mutationOptions({
    mutationKey: [...frontDeskKeys.staffs, 'forceStaffPasswordReset'],
    mutationFn: (id: number) => unwrap(apiClient().POST('/api/staffs/{id}/password-reset', byId(id))),
    onSuccess: (_staff, _id, _result, { client }) => refreshStaff(client),
  });

/** The staff photo: a JPEG, PNG or WebP Blob, content-sniffed by the server. */
export const updateStaffPhotoMutationOptions = () =>
  mutationOptions({
    mutationKey: [...frontDeskKeys.staffs, 'updateStaffPhoto'],
    mutationFn: ({ id, photo }: { id: number; photo: Blob }) =>
      unwrap(
        apiClient().PUT('/api/staffs/{id}/photo', {
          ...byId(id),
          body: multipartBody<{ photo: string }>({ photo }),
          bodySerializer: toFormData,
        }),
      ),
    onSuccess: (_staff, _input, _result, { client }) => refreshStaff(client),
  });

export const deleteStaffPhotoMutationOptions = () =>
  mutationOptions({
    mutationKey: [...frontDeskKeys.staffs, 'deleteStaffPhoto'],
    mutationFn: (id: number) => unwrap(apiClient().DELETE('/api/staffs/{id}/photo', byId(id))),
    onSuccess: (_staff, _id, _result, { client }) => refreshStaff(client),
  });

/** The invitation link's token and the password the new staff member chooses (no session needed). */
export const acceptStaffInvitationMutationOptions = () =>
  mutationOptions({
    mutationKey: ['auth', 'acceptStaffInvitation'],
    mutationFn: (input: Schemas['AcceptInvitationInput']) =>
      envelope(apiClient().POST('/api/v3/auth/accept-invitation', { body: input })),
  });

export const useCreateStaff = () => useMutation(createStaffMutationOptions());
export const useUpdateStaff = () => useMutation(updateStaffMutationOptions());
export const useRetireStaff = () => useMutation(retireStaffMutationOptions());
export const useReinstateStaff = () => useMutation(reinstateStaffMutationOptions());
export const useSendStaffInvitation = () => useMutation(sendStaffInvitationMutationOptions());
export const useForceStaffPasswordReset = () => useMutation(forceStaffPasswordResetMutationOptions());
export const useUpdateStaffPhoto = () => useMutation(updateStaffPhotoMutationOptions());
export const useDeleteStaffPhoto = () => useMutation(deleteStaffPhotoMutationOptions());
export const useAcceptStaffInvitation = () => useMutation(acceptStaffInvitationMutationOptions());

// The bank master ----------------------------------------------------------------------------------------------

/** Banks by code or name/kana (any width or script); a new search shows the old page until it arrives. */
export const listBanksQueryOptions = (params: ListBanksParams = {}) =>
  queryOptions({
    queryKey: bankKeys.list(params),
    queryFn: ({ signal }) => envelope(apiClient().GET('/api/banks', { params: { query: params }, signal })),
    placeholderData: keepPreviousData,
    staleTime: staleTimes.stores,
  });

export const getBankQueryOptions = (bankCode: string) =>
  queryOptions({
    queryKey: bankKeys.bank(bankCode),
    queryFn: ({ signal }) =>
      unwrap(apiClient().GET('/api/banks/{bankCode}', { params: { path: { bankCode } }, signal })),
    staleTime: staleTimes.stores,
  });

export const listBankBranchesQueryOptions = (bankCode: string, params: ListBankBranchesParams = {}) =>
  queryOptions({
    queryKey: bankKeys.branches(bankCode, params),
    queryFn: ({ signal }) =>
      envelope(
        apiClient().GET('/api/banks/{bankCode}/branches', {
          params: { path: { bankCode }, query: params },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    staleTime: staleTimes.stores,
  });

export const getBankBranchQueryOptions = (bankCode: string, branchCode: string) =>
  queryOptions({
    queryKey: bankKeys.branch(bankCode, branchCode),
    queryFn: ({ signal }) =>
      unwrap(
        apiClient().GET('/api/banks/{bankCode}/branches/{branchCode}', {
          params: { path: { bankCode, branchCode } },
          signal,
        }),
      ),
    staleTime: staleTimes.stores,
  });

export const useBanks = (params: ListBanksParams = {}) => useQuery(listBanksQueryOptions(params));
export const useBank = (bankCode: string) => useQuery(getBankQueryOptions(bankCode));
export const useBankBranches = (bankCode: string, params: ListBankBranchesParams = {}) =>
  useQuery(listBankBranchesQueryOptions(bankCode, params));
export const useBankBranch = (bankCode: string, branchCode: string) =>
  useQuery(getBankBranchQueryOptions(bankCode, branchCode));

export const updateBankMutationOptions = () =>
  mutationOptions({
    mutationKey: [...bankKeys.all, 'updateBank'],
    mutationFn: ({ bankCode, input }: { bankCode: string; input: Schemas['BankInput'] }) =>
      unwrap(apiClient().PUT('/api/banks/{bankCode}', { params: { path: { bankCode } }, body: input })),
    onSuccess: (_bank, _input, _result, { client }) => client.invalidateQueries({ queryKey: bankKeys.all }),
  });

export const updateBankBranchMutationOptions = () =>
  mutationOptions({
    mutationKey: [...bankKeys.all, 'updateBankBranch'],
    mutationFn: ({
      bankCode,
      branchCode,
      input,
    }: {
      bankCode: string;
      branchCode: string;
      input: Schemas['BankBranchInput'];
    }) =>
      unwrap(
        apiClient().PUT('/api/banks/{bankCode}/branches/{branchCode}', {
          params: { path: { bankCode, branchCode } },
          body: input,
        }),
      ),
    onSuccess: (_branch, _input, _result, { client }) => client.invalidateQueries({ queryKey: bankKeys.all }),
  });

export const useUpdateBank = () => useMutation(updateBankMutationOptions());
export const useUpdateBankBranch = () => useMutation(updateBankBranchMutationOptions());

// The member import --------------------------------------------------------------------------------------------

/** The file (.csv or .xlsx), whether it is only a preview, and column overrides (index → field or null). */
export interface ImportCustomersVariables {
  file: Blob;
  dryRun: boolean;
  mapping?: Record<string, string | null>;
  /** A random UUID: the server announces each committed batch as `customer.import.progress` with it. */
  progressKey?: string;
}

export const importCustomersMutationOptions = () =>
  mutationOptions({
    mutationKey: [...customerImportKeys.all, 'importCustomers'],
    mutationFn: ({ file, dryRun, mapping, progressKey }: ImportCustomersVariables) =>
      unwrap(
        apiClient().POST('/api/customers/import', {
          body: multipartBody<{ file: string; dry_run?: '0' | '1'; mapping?: string; progress_key?: string }>(
            {
              file,
              dry_run: dryRun ? '1' : '0',
              mapping: mapping ? JSON.stringify(mapping) : undefined,
              progress_key: progressKey,
            },
          ),
          bodySerializer: toFormData,
        }),
      ),
    onSuccess: (_result, { dryRun }, _context, { client }) =>
      dryRun
        ? undefined
        : Promise.all([
            client.invalidateQueries({ queryKey: customerImportKeys.all }),
            client.invalidateQueries({ queryKey: ['customers'] }),
          ]),
  });

export const listCustomerImportsQueryOptions = (params: ListCustomerImportsParams = {}) =>
  queryOptions({
    queryKey: customerImportKeys.list(params),
    queryFn: ({ signal }) =>
      envelope(apiClient().GET('/api/customer-imports', { params: { query: params }, signal })),
    placeholderData: keepPreviousData,
  });

/** A run's report, every line with its outcome, as the CSV file (a Blob); fetched on demand, never cached. */
export const getCustomerImportReportQueryOptions = (id: number) =>
  queryOptions({
    queryKey: customerImportKeys.report(id),
    queryFn: async ({ signal }) => {
      const { data } = await apiClient().GET('/api/customer-imports/{id}/report', {
        ...byId(id),
        parseAs: 'blob',
        signal,
      });
      return data as unknown as Blob;
    },
    staleTime: 0,
    gcTime: 0,
  });

export const useImportCustomers = () => useMutation(importCustomersMutationOptions());
export const useCustomerImports = (params: ListCustomerImportsParams = {}) =>
  useQuery(listCustomerImportsQueryOptions(params));
export const useCustomerImportReport = (id: number) =>
  useQuery({ ...getCustomerImportReportQueryOptions(id), enabled: false });
