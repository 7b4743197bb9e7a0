import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import * as op from '../generated/operations.ts';
import type { components } from '../generated/schema.ts';
import { byIdPath, mutation, query } from './operation.ts';

// マイページ's 請求・お支払い (issue 32): the family's confirmed invoices by month, one invoice in full when it is
// opened, the desk's receipt as a PDF (a print: counted by the server, so a mutation, never cached) and a year's
// payments as CSV (a Blob fetched when tapped), and the accounts on file, masked.

export type FamilyBilling = components['schemas']['FamilyBilling'];
export type FamilyInvoiceSummary = components['schemas']['FamilyInvoiceSummary'];
export type FamilyInvoice = components['schemas']['FamilyInvoice'];
export type FamilyBankAccount = components['schemas']['FamilyBankAccount'];

export const listFamilyInvoicesQueryOptions = () => query(op.listFamilyInvoices);
export const useFamilyInvoices = () => useQuery(listFamilyInvoicesQueryOptions());

/** The members' accounts on file, masked by the server (read only). */
export const listFamilyBankAccountsQueryOptions = () => query(op.listFamilyBankAccounts);
export const useFamilyBankAccounts = () => useQuery(listFamilyBankAccountsQueryOptions());

export const getFamilyInvoiceQueryOptions = (id: number) => query(op.getFamilyInvoice, { path: { id } });
export const useFamilyInvoice = (id: number) => useQuery(getFamilyInvoiceQueryOptions(id));

/** Prints (downloads) a desk receipt: `mutateAsync(paymentId)` answers the PDF. */
export const printFamilyReceiptMutationOptions = () => mutation(op.printFamilyReceipt, byIdPath);
export const usePrintFamilyReceipt = () => useMutation(printFamilyReceiptMutationOptions());

export const getFamilyPaymentSummaryQueryOptions = (year: number) =>
  queryOptions({
    ...query(op.getFamilyPaymentSummary, { query: { year } }),
    staleTime: 0,
    gcTime: 0,
  });
/** The summary on demand: `refetch()` when its button is tapped. */
export const useFamilyPaymentSummary = (year: number) =>
  useQuery({ ...getFamilyPaymentSummaryQueryOptions(year), enabled: false });
