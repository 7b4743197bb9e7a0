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
import { customerKeys } from './customers.ts';
import { multipartBody } from './formData.ts';
import { frontDeskKeys } from './frontDesk.ts';
import { byIdPath, mutation, query, queryKeyOf } from './operation.ts';
import type { QueryOf } from './types.ts';

// School setup (issue 13), the rest of it: staff accounts (create, edit, retire, reinstate, invitation,
// forced password reset, photo), the bank master (zengin-code, corrected by admins) and the member import.
// One query and one hook per read, one mutation per write; the rules are the server's.

type Schemas = components['schemas'];

export type ListBanksParams = QueryOf<'listBanks'>;
export type ListBankBranchesParams = QueryOf<'listBankBranches'>;
export type ListCustomerImportsParams = QueryOf<'listCustomerImports'>;

/** Keys of the bank master; each is the generated key of its operation. */
export const bankKeys = {
  all: ['banks'] as const,
  list: (params: ListBanksParams) => queryKeyOf(op.listBanks, { query: params }),
  bank: (bankCode: string) => queryKeyOf(op.getBank, { path: { bankCode } }),
  branches: (bankCode: string, params: ListBankBranchesParams) =>
    queryKeyOf(op.listBankBranches, { path: { bankCode }, query: params }),
  branch: (bankCode: string, branchCode: string) =>
    queryKeyOf(op.getBankBranch, { path: { bankCode, branchCode } }),
};

/** Keys of the member import's runs (scoped apart from the customers: see KEY_SCOPES in operation.ts). */
export const customerImportKeys = {
  all: ['customerImports'] as const,
  list: (params: ListCustomerImportsParams) => queryKeyOf(op.listCustomerImports, { query: params }),
  report: (id: number) => queryKeyOf(op.getCustomerImportReport, { path: { id } }),
};

// Staff accounts ---------------------------------------------------------------------------------------------

/** After a change to an account: the staff list and the account are read again. */
const refreshStaff = (client: QueryClient) => client.invalidateQueries({ queryKey: frontDeskKeys.staffs });

type StaffInput = Schemas['StaffInput'];

export const createStaffMutationOptions = () =>
  mutationOptions({
    ...mutation(op.createStaff, (input: StaffInput) => ({ body: input })),
    onSuccess: (_staff, _input, _result, { client }) => refreshStaff(client),
  });

export const updateStaffMutationOptions = () =>
  mutationOptions({
    ...mutation(op.updateStaff, ({ id, input }: { id: number; input: StaffInput }) => ({
      path: { id },
      body: input,
    })),
    onSuccess: (_staff, _input, _result, { client }) => refreshStaff(client),
  });

/** 退職: the account can no longer sign in; its history stays attributed to it. */
export const retireStaffMutationOptions = () =>
  mutationOptions({
    ...mutation(op.retireStaff, ({ id, input }: { id: number; input: Schemas['StaffRetireInput'] }) => ({
      path: { id },
      body: input,
    })),
    onSuccess: (_staff, _input, _result, { client }) => refreshStaff(client),
  });

export const reinstateStaffMutationOptions = () =>
  mutationOptions({
    ...mutation(op.reinstateStaff, byIdPath),
    onSuccess: (_staff, _id, _result, { client }) => refreshStaff(client),
  });

export const sendStaffInvitationMutationOptions = () =>
  mutationOptions({
    ...mutation(op.sendStaffInvitation, byIdPath),
    onSuccess: (_staff, _id, _result, { client }) => refreshStaff(client),
  });

export const forceStaffPasswordResetMutationOptions = () =>
  mutationOptions({
    ...mutation(op.forceStaffPasswordReset, byIdPath),
    onSuccess: (_staff, _id, _result, { client }) => refreshStaff(client),
  });

/** The staff photo: a JPEG, PNG or WebP Blob, content-sniffed by the server. */
export const updateStaffPhotoMutationOptions = () =>
  mutationOptions({
    ...mutation(op.updateStaffPhoto, ({ id, photo }: { id: number; photo: Blob }) => ({
      path: { id },
      body: multipartBody<{ photo: string }>({ photo }),
    })),
    onSuccess: (_staff, _input, _result, { client }) => refreshStaff(client),
  });

export const deleteStaffPhotoMutationOptions = () =>
  mutationOptions({
    ...mutation(op.deleteStaffPhoto, byIdPath),
    onSuccess: (_staff, _id, _result, { client }) => refreshStaff(client),
  });

/** The invitation link's token and the password the new staff member chooses (no session needed). */
export const acceptStaffInvitationMutationOptions = () =>
  mutation(op.acceptStaffInvitation, (input: Schemas['AcceptInvitationInput']) => ({ body: input }));

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

/** The bank master changes only when an admin corrects it: read as rarely as the stores. */
const bankCache = { staleTime: staleTimes.stores } as const;

/** Banks by code or name/kana (any width or script); a new search shows the old page until it arrives. */
export const listBanksQueryOptions = (params: ListBanksParams = {}) =>
  queryOptions({
    ...query(op.listBanks, { query: params }),
    placeholderData: keepPreviousData,
    ...bankCache,
  });

export const getBankQueryOptions = (bankCode: string) =>
  queryOptions({ ...query(op.getBank, { path: { bankCode } }), ...bankCache });

export const listBankBranchesQueryOptions = (bankCode: string, params: ListBankBranchesParams = {}) =>
  queryOptions({
    ...query(op.listBankBranches, { path: { bankCode }, query: params }),
    placeholderData: keepPreviousData,
    ...bankCache,
  });

export const getBankBranchQueryOptions = (bankCode: string, branchCode: string) =>
  queryOptions({ ...query(op.getBankBranch, { path: { bankCode, branchCode } }), ...bankCache });

export const useBanks = (params: ListBanksParams = {}) => useQuery(listBanksQueryOptions(params));
export const useBank = (bankCode: string) => useQuery(getBankQueryOptions(bankCode));
export const useBankBranches = (bankCode: string, params: ListBankBranchesParams = {}) =>
  useQuery(listBankBranchesQueryOptions(bankCode, params));
export const useBankBranch = (bankCode: string, branchCode: string) =>
  useQuery(getBankBranchQueryOptions(bankCode, branchCode));

/** A corrected bank or branch: every answer of the master is read again. */
const refreshBanks = (client: QueryClient) => client.invalidateQueries({ queryKey: bankKeys.all });

export const updateBankMutationOptions = () =>
  mutationOptions({
    ...mutation(op.updateBank, ({ bankCode, input }: { bankCode: string; input: Schemas['BankInput'] }) => ({
      path: { bankCode },
      body: input,
    })),
    onSuccess: (_bank, _input, _result, { client }) => refreshBanks(client),
  });

interface UpdateBankBranchVariables {
  bankCode: string;
  branchCode: string;
  input: Schemas['BankBranchInput'];
}

export const updateBankBranchMutationOptions = () =>
  mutationOptions({
    ...mutation(op.updateBankBranch, ({ bankCode, branchCode, input }: UpdateBankBranchVariables) => ({
      path: { bankCode, branchCode },
      body: input,
    })),
    onSuccess: (_branch, _input, _result, { client }) => refreshBanks(client),
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

type ImportBody = { file: string; dry_run?: '0' | '1'; mapping?: string; progress_key?: string };

/** A preview changes nothing; a run adds its record and the members it imported. */
export const importCustomersMutationOptions = () =>
  mutationOptions({
    ...mutation(op.importCustomers, ({ file, dryRun, mapping, progressKey }: ImportCustomersVariables) => ({
      body: multipartBody<ImportBody>({
        file,
        dry_run: dryRun ? '1' : '0',
        mapping: mapping ? JSON.stringify(mapping) : undefined,
        progress_key: progressKey,
      }),
    })),
    onSuccess: (_result, { dryRun }, _context, { client }) =>
      dryRun
        ? undefined
        : Promise.all([
            client.invalidateQueries({ queryKey: customerImportKeys.all }),
            client.invalidateQueries({ queryKey: customerKeys.all }),
          ]),
  });

export const listCustomerImportsQueryOptions = (params: ListCustomerImportsParams = {}) =>
  queryOptions({ ...query(op.listCustomerImports, { query: params }), placeholderData: keepPreviousData });

/** A run's report, every line with its outcome, as the CSV file (a Blob); fetched on demand, never cached. */
export const getCustomerImportReportQueryOptions = (id: number) =>
  queryOptions({ ...query(op.getCustomerImportReport, { path: { id } }), staleTime: 0, gcTime: 0 });

export const useImportCustomers = () => useMutation(importCustomersMutationOptions());
export const useCustomerImports = (params: ListCustomerImportsParams = {}) =>
  useQuery(listCustomerImportsQueryOptions(params));
export const useCustomerImportReport = (id: number) =>
  useQuery({ ...getCustomerImportReportQueryOptions(id), enabled: false });
