import {
  mutationOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import { apiClient, byId, envelope, unwrap } from '../client.ts';
import type { components } from '../generated/schema.ts';
import type { QueryOf } from './types.ts';

// Billing (issue 15): cycles and their invoices, adjustments, discount groups, cash payments with receipts and
// the daily close, the billing dashboard and a customer's ledger. Admins and managers only. Every figure and
// rule is the server's: the screens show what it answers. A money write refreshes everything under `billing`
// (the dashboard, the ledger and the worklists move together).

type Schemas = components['schemas'];

export type BillingCycle = Schemas['BillingCycle'];
export type BillingCycleInput = Schemas['BillingCycleInput'];
export type BillingCycleUpdateInput = Schemas['BillingCycleUpdateInput'];
export type BillingCycleAction = Schemas['BillingCycleAction'];
export type BillingCycleStatus = Schemas['BillingCycleStatus'];
export type Invoice = Schemas['Invoice'];
export type InvoiceLine = Schemas['InvoiceLine'];
export type InvoiceStatus = Schemas['InvoiceStatus'];
export type TaxByRate = Schemas['TaxByRate'];
export type BillingAdjustment = Schemas['BillingAdjustment'];
export type BillingAdjustmentInput = Schemas['BillingAdjustmentInput'];
export type VoidInput = Schemas['VoidInput'];
export type DiscountGroup = Schemas['DiscountGroup'];
export type DiscountGroupInput = Schemas['DiscountGroupInput'];
export type CashCollection = Schemas['CashCollection'];
export type CashCollectionInput = Schemas['CashCollectionInput'];
export type Receipt = Schemas['Receipt'];
export type CashDay = Schemas['CashDay'];
export type CashClose = Schemas['CashClose'];
export type CashCloseInput = Schemas['CashCloseInput'];
export type BillingDashboard = Schemas['BillingDashboard'];
export type CustomerLedger = Schemas['CustomerLedger'];
export type CustomerBillingCredit = Schemas['CustomerBillingCredit'];
export type BillingSettings = Schemas['BillingSettings'];
export type PaymentMethodInput = Schemas['PaymentMethodInput'];
export type ListBillingCycleInvoicesParams = QueryOf<'listBillingCycleInvoices'>;
export type ListInvoicesParams = QueryOf<'listInvoices'>;
export type ListBillingAdjustmentsParams = QueryOf<'listBillingAdjustments'>;
export type ListDiscountGroupsParams = QueryOf<'listDiscountGroups'>;
export type ListCashCollectionsParams = QueryOf<'listCashCollections'>;
export type BillingDashboardParams = QueryOf<'getBillingDashboard'>;

export const billingKeys = {
  all: ['billing'] as const,
  settings: () => [...billingKeys.all, 'settings'] as const,
  cycles: () => [...billingKeys.all, 'cycles'] as const,
  cycle: (id: number) => [...billingKeys.cycles(), id] as const,
  cycleInvoices: (id: number, params: ListBillingCycleInvoicesParams) =>
    [...billingKeys.cycle(id), 'invoices', params] as const,
  invoices: (params: ListInvoicesParams) => [...billingKeys.all, 'invoices', params] as const,
  adjustments: (params: ListBillingAdjustmentsParams) => [...billingKeys.all, 'adjustments', params] as const,
  adjustment: (id: number) => [...billingKeys.all, 'adjustment', id] as const,
  discountGroups: (params: ListDiscountGroupsParams) =>
    [...billingKeys.all, 'discountGroups', params] as const,
  discountGroup: (id: number) => [...billingKeys.all, 'discountGroup', id] as const,
  cashCollections: (params: ListCashCollectionsParams) => [...billingKeys.all, 'cash', params] as const,
  receipt: (id: number) => [...billingKeys.all, 'receipt', id] as const,
  cashDay: (date: string) => [...billingKeys.all, 'cashDay', date] as const,
  dashboard: (params: BillingDashboardParams) => [...billingKeys.all, 'dashboard', params] as const,
  ledger: (customerId: number) => [...billingKeys.all, 'ledger', customerId] as const,
  credit: (customerId: number) => [...billingKeys.all, 'credit', customerId] as const,
};

const refreshBilling = (client: QueryClient) => client.invalidateQueries({ queryKey: billingKeys.all });

// Settings -------------------------------------------------------------------------------------------------

export const getBillingSettingsQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.settings(),
    queryFn: ({ signal }) => unwrap(apiClient().GET('/api/billing/settings', { signal })),
  });
export const useBillingSettings = () => useQuery(getBillingSettingsQueryOptions());

export const updateBillingSettingsMutationOptions = () =>
  mutationOptions({
    mutationKey: [...billingKeys.all, 'updateBillingSettings'],
    mutationFn: (input: BillingSettings) => unwrap(apiClient().PUT('/api/billing/settings', { body: input })),
    onSuccess: (_data, _input, _result, { client }) => refreshBilling(client),
  });
export const useUpdateBillingSettings = () => useMutation(updateBillingSettingsMutationOptions());

// Cycles ---------------------------------------------------------------------------------------------------

export const listBillingCyclesQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.cycles(),
    queryFn: ({ signal }) => unwrap(apiClient().GET('/api/billing/cycles', { signal })),
  });
export const useBillingCycles = () => useQuery(listBillingCyclesQueryOptions());

export const getBillingCycleQueryOptions = (id: number) =>
  queryOptions({
    queryKey: billingKeys.cycle(id),
    queryFn: ({ signal }) => unwrap(apiClient().GET('/api/billing/cycles/{id}', { ...byId(id), signal })),
  });
export const useBillingCycle = (id: number) => useQuery(getBillingCycleQueryOptions(id));

export const createBillingCycleMutationOptions = () =>
  mutationOptions({
    mutationKey: [...billingKeys.all, 'createBillingCycle'],
    mutationFn: (input: BillingCycleInput) =>
      unwrap(apiClient().POST('/api/billing/cycles', { body: input })),
    onSuccess: (_data, _input, _result, { client }) => refreshBilling(client),
  });
export const useCreateBillingCycle = () => useMutation(createBillingCycleMutationOptions());

export const updateBillingCycleMutationOptions = () =>
  mutationOptions({
    mutationKey: [...billingKeys.all, 'updateBillingCycle'],
    mutationFn: ({ id, input }: { id: number; input: BillingCycleUpdateInput }) =>
      unwrap(apiClient().PUT('/api/billing/cycles/{id}', { ...byId(id), body: input })),
    onSuccess: (_data, _input, _result, { client }) => refreshBilling(client),
  });
export const useUpdateBillingCycle = () => useMutation(updateBillingCycleMutationOptions());

type CycleAction = { id: number; input?: BillingCycleAction };

/** Generates (again) a draft cycle; send the `revision` shown so a cycle changed meanwhile answers 409. */
export const generateBillingCycleMutationOptions = () =>
  mutationOptions({
    mutationKey: [...billingKeys.all, 'generateBillingCycle'],
    mutationFn: ({ id, input = {} }: CycleAction) =>
      unwrap(apiClient().POST('/api/billing/cycles/{id}/generate', { ...byId(id), body: input })),
    onSuccess: (_data, _input, _result, { client }) => refreshBilling(client),
  });
export const useGenerateBillingCycle = () => useMutation(generateBillingCycleMutationOptions());

export const confirmBillingCycleMutationOptions = () =>
  mutationOptions({
    mutationKey: [...billingKeys.all, 'confirmBillingCycle'],
    mutationFn: ({ id, input = {} }: CycleAction) =>
      unwrap(apiClient().POST('/api/billing/cycles/{id}/confirm', { ...byId(id), body: input })),
    onSuccess: (_data, _input, _result, { client }) => refreshBilling(client),
  });
export const useConfirmBillingCycle = () => useMutation(confirmBillingCycleMutationOptions());

export const closeBillingCycleMutationOptions = () =>
  mutationOptions({
    mutationKey: [...billingKeys.all, 'closeBillingCycle'],
    mutationFn: ({ id, input = {} }: CycleAction) =>
      unwrap(apiClient().POST('/api/billing/cycles/{id}/close', { ...byId(id), body: input })),
    onSuccess: (_data, _input, _result, { client }) => refreshBilling(client),
  });
export const useCloseBillingCycle = () => useMutation(closeBillingCycleMutationOptions());

// Invoices -------------------------------------------------------------------------------------------------

/** A page of a cycle's invoices (the whole envelope: `data` and `meta`). */
export const listBillingCycleInvoicesQueryOptions = (
  id: number,
  params: ListBillingCycleInvoicesParams = {},
) =>
  queryOptions({
    queryKey: billingKeys.cycleInvoices(id, params),
    queryFn: ({ signal }) =>
      envelope(
        apiClient().GET('/api/billing/cycles/{id}/invoices', {
          params: { path: { id }, query: params },
          signal,
        }),
      ),
  });
export const useBillingCycleInvoices = (id: number, params: ListBillingCycleInvoicesParams = {}) =>
  useQuery(listBillingCycleInvoicesQueryOptions(id, params));

/** A customer's invoices (with `open`, the cash desk's worklist). */
export const listInvoicesQueryOptions = (params: ListInvoicesParams) =>
  queryOptions({
    queryKey: billingKeys.invoices(params),
    queryFn: ({ signal }) =>
      unwrap(apiClient().GET('/api/billing/invoices', { params: { query: params }, signal })),
  });
export const useInvoices = (params: ListInvoicesParams) => useQuery(listInvoicesQueryOptions(params));

// Adjustments ----------------------------------------------------------------------------------------------

export const listBillingAdjustmentsQueryOptions = (params: ListBillingAdjustmentsParams = {}) =>
  queryOptions({
    queryKey: billingKeys.adjustments(params),
    queryFn: ({ signal }) =>
      unwrap(apiClient().GET('/api/billing/adjustments', { params: { query: params }, signal })),
  });
export const useBillingAdjustments = (params: ListBillingAdjustmentsParams = {}) =>
  useQuery(listBillingAdjustmentsQueryOptions(params));

export const getBillingAdjustmentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: billingKeys.adjustment(id),
    queryFn: ({ signal }) =>
      unwrap(apiClient().GET('/api/billing/adjustments/{id}', { ...byId(id), signal })),
  });
export const useBillingAdjustment = (id: number) => useQuery(getBillingAdjustmentQueryOptions(id));

export const createBillingAdjustmentMutationOptions = () =>
  mutationOptions({
    mutationKey: [...billingKeys.all, 'createBillingAdjustment'],
    mutationFn: (input: BillingAdjustmentInput) =>
      unwrap(apiClient().POST('/api/billing/adjustments', { body: input })),
    onSuccess: (_data, _input, _result, { client }) => refreshBilling(client),
  });
export const useCreateBillingAdjustment = () => useMutation(createBillingAdjustmentMutationOptions());

export const updateBillingAdjustmentMutationOptions = () =>
  mutationOptions({
    mutationKey: [...billingKeys.all, 'updateBillingAdjustment'],
    mutationFn: ({ id, input }: { id: number; input: BillingAdjustmentInput }) =>
      unwrap(apiClient().PUT('/api/billing/adjustments/{id}', { ...byId(id), body: input })),
    onSuccess: (_data, _input, _result, { client }) => refreshBilling(client),
  });
export const useUpdateBillingAdjustment = () => useMutation(updateBillingAdjustmentMutationOptions());

export const voidBillingAdjustmentMutationOptions = () =>
  mutationOptions({
    mutationKey: [...billingKeys.all, 'voidBillingAdjustment'],
    mutationFn: ({ id, input }: { id: number; input: VoidInput }) =>
      unwrap(apiClient().POST('/api/billing/adjustments/{id}/void', { ...byId(id), body: input })),
    onSuccess: (_data, _input, _result, { client }) => refreshBilling(client),
  });
export const useVoidBillingAdjustment = () => useMutation(voidBillingAdjustmentMutationOptions());

// Discount groups ------------------------------------------------------------------------------------------

export const listDiscountGroupsQueryOptions = (params: ListDiscountGroupsParams = {}) =>
  queryOptions({
    queryKey: billingKeys.discountGroups(params),
    queryFn: ({ signal }) =>
      unwrap(apiClient().GET('/api/discount-groups', { params: { query: params }, signal })),
  });
export const useDiscountGroups = (params: ListDiscountGroupsParams = {}) =>
  useQuery(listDiscountGroupsQueryOptions(params));

export const getDiscountGroupQueryOptions = (id: number) =>
  queryOptions({
    queryKey: billingKeys.discountGroup(id),
    queryFn: ({ signal }) => unwrap(apiClient().GET('/api/discount-groups/{id}', { ...byId(id), signal })),
  });
export const useDiscountGroup = (id: number) => useQuery(getDiscountGroupQueryOptions(id));

export const createDiscountGroupMutationOptions = () =>
  mutationOptions({
    mutationKey: [...billingKeys.all, 'createDiscountGroup'],
    mutationFn: (input: DiscountGroupInput) =>
      unwrap(apiClient().POST('/api/discount-groups', { body: input })),
    onSuccess: (_data, _input, _result, { client }) => refreshBilling(client),
  });
export const useCreateDiscountGroup = () => useMutation(createDiscountGroupMutationOptions());

export const updateDiscountGroupMutationOptions = () =>
  mutationOptions({
    mutationKey: [...billingKeys.all, 'updateDiscountGroup'],
    mutationFn: ({ id, input }: { id: number; input: DiscountGroupInput }) =>
      unwrap(apiClient().PUT('/api/discount-groups/{id}', { ...byId(id), body: input })),
    onSuccess: (_data, _input, _result, { client }) => refreshBilling(client),
  });
export const useUpdateDiscountGroup = () => useMutation(updateDiscountGroupMutationOptions());

export const deleteDiscountGroupMutationOptions = () =>
  mutationOptions({
    mutationKey: [...billingKeys.all, 'deleteDiscountGroup'],
    mutationFn: (id: number) => envelope(apiClient().DELETE('/api/discount-groups/{id}', byId(id))),
    onSuccess: (_data, _id, _result, { client }) => refreshBilling(client),
  });
export const useDeleteDiscountGroup = () => useMutation(deleteDiscountGroupMutationOptions());

// Cash -----------------------------------------------------------------------------------------------------

export const listCashCollectionsQueryOptions = (params: ListCashCollectionsParams = {}) =>
  queryOptions({
    queryKey: billingKeys.cashCollections(params),
    queryFn: ({ signal }) =>
      unwrap(apiClient().GET('/api/billing/cash-collections', { params: { query: params }, signal })),
  });
export const useCashCollections = (params: ListCashCollectionsParams = {}) =>
  useQuery(listCashCollectionsQueryOptions(params));

/**
 * Takes a payment. The screen makes `idempotency_key` once per payment (not per click), so a double click or a
 * retry after a lost answer records one payment.
 */
export const createCashCollectionMutationOptions = () =>
  mutationOptions({
    mutationKey: [...billingKeys.all, 'createCashCollection'],
    mutationFn: (input: CashCollectionInput) =>
      unwrap(apiClient().POST('/api/billing/cash-collections', { body: input })),
    onSuccess: (_data, _input, _result, { client }) => refreshBilling(client),
  });
export const useCreateCashCollection = () => useMutation(createCashCollectionMutationOptions());

export const getCashCollectionReceiptQueryOptions = (id: number) =>
  queryOptions({
    queryKey: billingKeys.receipt(id),
    queryFn: ({ signal }) =>
      unwrap(apiClient().GET('/api/billing/cash-collections/{id}/receipt', { ...byId(id), signal })),
  });
export const useCashCollectionReceipt = (id: number) => useQuery(getCashCollectionReceiptQueryOptions(id));

/**
 * Prints a receipt: the server counts the print and answers the receipt as printed (the original once, then
 * 再発行 with its count); the answer becomes the receipt's cached one.
 */
export const printCashCollectionReceiptMutationOptions = () =>
  mutationOptions({
    mutationKey: [...billingKeys.all, 'printCashCollectionReceipt'],
    mutationFn: (id: number) =>
      unwrap(apiClient().POST('/api/billing/cash-collections/{id}/receipt', byId(id))),
    onSuccess: (receipt, id, _result, { client }) => {
      client.setQueryData(billingKeys.receipt(id), receipt);
    },
  });
export const usePrintCashCollectionReceipt = () => useMutation(printCashCollectionReceiptMutationOptions());

export const voidCashCollectionMutationOptions = () =>
  mutationOptions({
    mutationKey: [...billingKeys.all, 'voidCashCollection'],
    mutationFn: ({ id, input }: { id: number; input: VoidInput }) =>
      unwrap(apiClient().POST('/api/billing/cash-collections/{id}/void', { ...byId(id), body: input })),
    onSuccess: (_data, _input, _result, { client }) => refreshBilling(client),
  });
export const useVoidCashCollection = () => useMutation(voidCashCollectionMutationOptions());

export const getCashDayQueryOptions = (businessDate: string) =>
  queryOptions({
    queryKey: billingKeys.cashDay(businessDate),
    queryFn: ({ signal }) =>
      unwrap(
        apiClient().GET('/api/billing/cash-closes/{businessDate}', {
          params: { path: { businessDate } },
          signal,
        }),
      ),
  });
export const useCashDay = (businessDate: string) => useQuery(getCashDayQueryOptions(businessDate));

export const createCashCloseMutationOptions = () =>
  mutationOptions({
    mutationKey: [...billingKeys.all, 'createCashClose'],
    mutationFn: (input: CashCloseInput) =>
      unwrap(apiClient().POST('/api/billing/cash-closes', { body: input })),
    onSuccess: (_data, _input, _result, { client }) => refreshBilling(client),
  });
export const useCreateCashClose = () => useMutation(createCashCloseMutationOptions());

// Dashboard and ledger -------------------------------------------------------------------------------------

export const getBillingDashboardQueryOptions = (params: BillingDashboardParams = {}) =>
  queryOptions({
    queryKey: billingKeys.dashboard(params),
    queryFn: ({ signal }) =>
      unwrap(apiClient().GET('/api/billing/dashboard', { params: { query: params }, signal })),
  });
export const useBillingDashboard = (params: BillingDashboardParams = {}) =>
  useQuery(getBillingDashboardQueryOptions(params));

export const getCustomerLedgerQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: billingKeys.ledger(customerId),
    queryFn: ({ signal }) =>
      unwrap(
        apiClient().GET('/api/customers/{customerId}/ledger', { params: { path: { customerId } }, signal }),
      ),
  });
export const useCustomerLedger = (customerId: number) => useQuery(getCustomerLedgerQueryOptions(customerId));

/** A customer's 前受金 left and the invoices of draft cycles (今月のご請求予定額): the desk's view when nothing is open. */
export const getCustomerBillingCreditQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: billingKeys.credit(customerId),
    queryFn: ({ signal }) =>
      unwrap(
        apiClient().GET('/api/customers/{customerId}/billing-credit', {
          params: { path: { customerId } },
          signal,
        }),
      ),
  });
export const useCustomerBillingCredit = (customerId: number) =>
  useQuery(getCustomerBillingCreditQueryOptions(customerId));

export const updateCustomerPaymentMethodMutationOptions = () =>
  mutationOptions({
    mutationKey: [...billingKeys.all, 'updateCustomerPaymentMethod'],
    mutationFn: ({ customerId, input }: { customerId: number; input: PaymentMethodInput }) =>
      unwrap(
        apiClient().PUT('/api/customers/{customerId}/payment-method', {
          params: { path: { customerId } },
          body: input,
        }),
      ),
    onSuccess: (_data, _input, _result, { client }) => refreshBilling(client),
  });
export const useUpdateCustomerPaymentMethod = () => useMutation(updateCustomerPaymentMethodMutationOptions());
