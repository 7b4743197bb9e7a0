import { mutationOptions, type QueryClient, useMutation, useQuery } from '@tanstack/react-query';
import * as op from '../generated/operations.ts';
import type { components } from '../generated/schema.ts';
import { byIdPath, mutation, query, queryKeyOf } from './operation.ts';
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

/** Every billing query and mutation is tagged `billing`; zengin's cycle keys hang under `cycle`. */
export const billingKeys = {
  all: ['billing'] as const,
  cycle: (id: number) => queryKeyOf(op.getBillingCycle, { path: { id } }),
  receipt: (id: number) => queryKeyOf(op.getCashCollectionReceipt, { path: { id } }),
};

const refreshBilling = (client: QueryClient) => client.invalidateQueries({ queryKey: billingKeys.all });

// Settings -------------------------------------------------------------------------------------------------

export const getBillingSettingsQueryOptions = () => query(op.getBillingSettings);
export const useBillingSettings = () => useQuery(getBillingSettingsQueryOptions());

export const updateBillingSettingsMutationOptions = () =>
  mutationOptions({
    ...mutation(op.updateBillingSettings, (input: BillingSettings) => ({ body: input })),
    onSuccess: (_data, _input, _result, { client }) => refreshBilling(client),
  });
export const useUpdateBillingSettings = () => useMutation(updateBillingSettingsMutationOptions());

// Cycles ---------------------------------------------------------------------------------------------------

export const listBillingCyclesQueryOptions = () => query(op.listBillingCycles);
export const useBillingCycles = () => useQuery(listBillingCyclesQueryOptions());

export const getBillingCycleQueryOptions = (id: number) => query(op.getBillingCycle, { path: { id } });
export const useBillingCycle = (id: number) => useQuery(getBillingCycleQueryOptions(id));

/** 要確認 before confirming (issue 29): class places without a contract and contracts without a place. */
export const getBillingCycleContractCheckQueryOptions = (id: number) =>
  query(op.getBillingCycleContractCheck, { path: { id } });
export const useBillingCycleContractCheck = (id: number) =>
  useQuery(getBillingCycleContractCheckQueryOptions(id));

export const createBillingCycleMutationOptions = () =>
  mutationOptions({
    ...mutation(op.createBillingCycle, (input: BillingCycleInput) => ({ body: input })),
    onSuccess: (_data, _input, _result, { client }) => refreshBilling(client),
  });
export const useCreateBillingCycle = () => useMutation(createBillingCycleMutationOptions());

export const updateBillingCycleMutationOptions = () =>
  mutationOptions({
    ...mutation(op.updateBillingCycle, ({ id, input }: { id: number; input: BillingCycleUpdateInput }) => ({
      path: { id },
      body: input,
    })),
    onSuccess: (_data, _input, _result, { client }) => refreshBilling(client),
  });
export const useUpdateBillingCycle = () => useMutation(updateBillingCycleMutationOptions());

type CycleAction = { id: number; input?: BillingCycleAction };
const cycleAction = ({ id, input = {} }: CycleAction) => ({ path: { id }, body: input });

/** Generates (again) a draft cycle; send the `revision` shown so a cycle changed meanwhile answers 409. */
export const generateBillingCycleMutationOptions = () =>
  mutationOptions({
    ...mutation(op.generateBillingCycle, cycleAction),
    onSuccess: (_data, _input, _result, { client }) => refreshBilling(client),
  });
export const useGenerateBillingCycle = () => useMutation(generateBillingCycleMutationOptions());

export const confirmBillingCycleMutationOptions = () =>
  mutationOptions({
    ...mutation(op.confirmBillingCycle, cycleAction),
    onSuccess: (_data, _input, _result, { client }) => refreshBilling(client),
  });
export const useConfirmBillingCycle = () => useMutation(confirmBillingCycleMutationOptions());

export const closeBillingCycleMutationOptions = () =>
  mutationOptions({
    ...mutation(op.closeBillingCycle, cycleAction),
    onSuccess: (_data, _input, _result, { client }) => refreshBilling(client),
  });
export const useCloseBillingCycle = () => useMutation(closeBillingCycleMutationOptions());

// Invoices -------------------------------------------------------------------------------------------------

/** A page of a cycle's invoices (the whole envelope: `data` and `meta`). */
export const listBillingCycleInvoicesQueryOptions = (
  id: number,
  params: ListBillingCycleInvoicesParams = {},
) => query(op.listBillingCycleInvoices, { path: { id }, query: params });
export const useBillingCycleInvoices = (id: number, params: ListBillingCycleInvoicesParams = {}) =>
  useQuery(listBillingCycleInvoicesQueryOptions(id, params));

/** A customer's invoices (with `open`, the cash desk's worklist). */
export const listInvoicesQueryOptions = (params: ListInvoicesParams) =>
  query(op.listInvoices, { query: params });
export const useInvoices = (params: ListInvoicesParams) => useQuery(listInvoicesQueryOptions(params));

// Adjustments ----------------------------------------------------------------------------------------------

export const listBillingAdjustmentsQueryOptions = (params: ListBillingAdjustmentsParams = {}) =>
  query(op.listBillingAdjustments, { query: params });
export const useBillingAdjustments = (params: ListBillingAdjustmentsParams = {}) =>
  useQuery(listBillingAdjustmentsQueryOptions(params));

export const getBillingAdjustmentQueryOptions = (id: number) =>
  query(op.getBillingAdjustment, { path: { id } });
export const useBillingAdjustment = (id: number) => useQuery(getBillingAdjustmentQueryOptions(id));

export const createBillingAdjustmentMutationOptions = () =>
  mutationOptions({
    ...mutation(op.createBillingAdjustment, (input: BillingAdjustmentInput) => ({ body: input })),
    onSuccess: (_data, _input, _result, { client }) => refreshBilling(client),
  });
export const useCreateBillingAdjustment = () => useMutation(createBillingAdjustmentMutationOptions());

export const updateBillingAdjustmentMutationOptions = () =>
  mutationOptions({
    ...mutation(
      op.updateBillingAdjustment,
      ({ id, input }: { id: number; input: BillingAdjustmentInput }) => ({ path: { id }, body: input }),
    ),
    onSuccess: (_data, _input, _result, { client }) => refreshBilling(client),
  });
export const useUpdateBillingAdjustment = () => useMutation(updateBillingAdjustmentMutationOptions());

export const voidBillingAdjustmentMutationOptions = () =>
  mutationOptions({
    ...mutation(op.voidBillingAdjustment, ({ id, input }: { id: number; input: VoidInput }) => ({
      path: { id },
      body: input,
    })),
    onSuccess: (_data, _input, _result, { client }) => refreshBilling(client),
  });
export const useVoidBillingAdjustment = () => useMutation(voidBillingAdjustmentMutationOptions());

// Discount groups ------------------------------------------------------------------------------------------

export const listDiscountGroupsQueryOptions = (params: ListDiscountGroupsParams = {}) =>
  query(op.listDiscountGroups, { query: params });
export const useDiscountGroups = (params: ListDiscountGroupsParams = {}) =>
  useQuery(listDiscountGroupsQueryOptions(params));

export const getDiscountGroupQueryOptions = (id: number) => query(op.getDiscountGroup, { path: { id } });
export const useDiscountGroup = (id: number) => useQuery(getDiscountGroupQueryOptions(id));

export const createDiscountGroupMutationOptions = () =>
  mutationOptions({
    ...mutation(op.createDiscountGroup, (input: DiscountGroupInput) => ({ body: input })),
    onSuccess: (_data, _input, _result, { client }) => refreshBilling(client),
  });
export const useCreateDiscountGroup = () => useMutation(createDiscountGroupMutationOptions());

export const updateDiscountGroupMutationOptions = () =>
  mutationOptions({
    ...mutation(op.updateDiscountGroup, ({ id, input }: { id: number; input: DiscountGroupInput }) => ({
      path: { id },
      body: input,
    })),
    onSuccess: (_data, _input, _result, { client }) => refreshBilling(client),
  });
export const useUpdateDiscountGroup = () => useMutation(updateDiscountGroupMutationOptions());

export const deleteDiscountGroupMutationOptions = () =>
  mutationOptions({
    ...mutation(op.deleteDiscountGroup, byIdPath),
    onSuccess: (_data, _id, _result, { client }) => refreshBilling(client),
  });
export const useDeleteDiscountGroup = () => useMutation(deleteDiscountGroupMutationOptions());

// Cash -----------------------------------------------------------------------------------------------------

export const listCashCollectionsQueryOptions = (params: ListCashCollectionsParams = {}) =>
  query(op.listCashCollections, { query: params });
export const useCashCollections = (params: ListCashCollectionsParams = {}) =>
  useQuery(listCashCollectionsQueryOptions(params));

/**
 * Takes a payment. The screen makes `idempotency_key` once per payment (not per click), so a double click or a
 * retry after a lost answer records one payment.
 */
export const createCashCollectionMutationOptions = () =>
  mutationOptions({
    ...mutation(op.createCashCollection, (input: CashCollectionInput) => ({ body: input })),
    onSuccess: (_data, _input, _result, { client }) => refreshBilling(client),
  });
export const useCreateCashCollection = () => useMutation(createCashCollectionMutationOptions());

export const getCashCollectionReceiptQueryOptions = (id: number) =>
  query(op.getCashCollectionReceipt, { path: { id } });
export const useCashCollectionReceipt = (id: number) => useQuery(getCashCollectionReceiptQueryOptions(id));

/**
 * Prints a receipt: the server counts the print and answers the receipt as printed (the original once, then
 * 再発行 with its count); the answer becomes the receipt's cached one.
 */
export const printCashCollectionReceiptMutationOptions = () =>
  mutationOptions({
    ...mutation(op.printCashCollectionReceipt, byIdPath),
    onSuccess: (receipt, id, _result, { client }) => {
      client.setQueryData(billingKeys.receipt(id), receipt);
    },
  });
export const usePrintCashCollectionReceipt = () => useMutation(printCashCollectionReceiptMutationOptions());

export const voidCashCollectionMutationOptions = () =>
  mutationOptions({
    ...mutation(op.voidCashCollection, ({ id, input }: { id: number; input: VoidInput }) => ({
      path: { id },
      body: input,
    })),
    onSuccess: (_data, _input, _result, { client }) => refreshBilling(client),
  });
export const useVoidCashCollection = () => useMutation(voidCashCollectionMutationOptions());

export const getCashDayQueryOptions = (businessDate: string) =>
  query(op.getCashDay, { path: { businessDate } });
export const useCashDay = (businessDate: string) => useQuery(getCashDayQueryOptions(businessDate));

export const createCashCloseMutationOptions = () =>
  mutationOptions({
    ...mutation(op.createCashClose, (input: CashCloseInput) => ({ body: input })),
    onSuccess: (_data, _input, _result, { client }) => refreshBilling(client),
  });
export const useCreateCashClose = () => useMutation(createCashCloseMutationOptions());

// Dashboard and ledger -------------------------------------------------------------------------------------

export const getBillingDashboardQueryOptions = (params: BillingDashboardParams = {}) =>
  query(op.getBillingDashboard, { query: params });
export const useBillingDashboard = (params: BillingDashboardParams = {}) =>
  useQuery(getBillingDashboardQueryOptions(params));

export const getCustomerLedgerQueryOptions = (customerId: number) =>
  query(op.getCustomerLedger, { path: { customerId } });
export const useCustomerLedger = (customerId: number) => useQuery(getCustomerLedgerQueryOptions(customerId));

/** A customer's 前受金 left and the invoices of draft cycles (今月のご請求予定額): the desk's view when nothing is open. */
export const getCustomerBillingCreditQueryOptions = (customerId: number) =>
  query(op.getCustomerBillingCredit, { path: { customerId } });
export const useCustomerBillingCredit = (customerId: number) =>
  useQuery(getCustomerBillingCreditQueryOptions(customerId));

export const updateCustomerPaymentMethodMutationOptions = () =>
  mutationOptions({
    ...mutation(
      op.updateCustomerPaymentMethod,
      ({ customerId, input }: { customerId: number; input: PaymentMethodInput }) => ({
        path: { customerId },
        body: input,
      }),
    ),
    onSuccess: (_data, _input, _result, { client }) => refreshBilling(client),
  });
export const useUpdateCustomerPaymentMethod = () => useMutation(updateCustomerPaymentMethodMutationOptions());
