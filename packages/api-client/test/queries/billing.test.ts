import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/errors.ts';
import { DEMO_TOKENS } from '../../src/msw/index.ts';
import {
  createCashCollectionMutationOptions,
  getBillingDashboardQueryOptions,
  listBillingCycleInvoicesQueryOptions,
  printCashCollectionReceiptMutationOptions,
} from '../../src/queries/billing.ts';
import { configureTestClient, useMockServer } from '../msw/support.ts';
import { testQueryClient } from './support.ts';

// Billing (issue 15): the hooks read and write through the mock, which answers what the real server answered
// (the billing scenarios' recordings: 渋谷校's November cycle #1 generated for 156 members, 山田 花子 (#1) paying
// it in cash), and a staff member is refused as the server refuses them.

useMockServer();

let queryClient: QueryClient;
beforeEach(() => {
  queryClient = testQueryClient();
});

describe('billing queries', () => {
  it('when a manager reads a cycle’s invoices, then each comes with its lines and the page', async () => {
    configureTestClient({ token: DEMO_TOKENS.manager });
    const page = await queryClient.fetchQuery(listBillingCycleInvoicesQueryOptions(1));
    expect(page.meta.total).toBe(156);
    const [invoice] = page.data;
    expect(invoice?.total).toBe(invoice?.lines.reduce((sum, line) => sum + line.amount, 0));
  });

  it('when a manager takes a cash payment and prints its receipt twice, then the second paper is a 再発行', async () => {
    configureTestClient({ token: DEMO_TOKENS.manager });
    const payment = await new MutationObserver(queryClient, createCashCollectionMutationOptions()).mutate({
      customer_id: 1,
      method: 'cash',
      allocations: [{ invoice_id: 1, amount: 8800 }],
      received: 10800,
      idempotency_key: 'story-cash-payment-1',
    });
    expect(payment).toMatchObject({ receipt_number: 1, change: 2000 });
    const print = () =>
      new MutationObserver(queryClient, printCashCollectionReceiptMutationOptions()).mutate(payment.id);
    expect(await print()).toMatchObject({ receipt_number: 1, print_count: 1, reissued: false });
    expect(await print()).toMatchObject({ receipt_number: 1, print_count: 2, reissued: true });
  });

  it('when a staff member asks for the billing dashboard, then it is refused with 403', async () => {
    configureTestClient({ token: DEMO_TOKENS.staff });
    const failure = await queryClient.fetchQuery(getBillingDashboardQueryOptions()).catch((error) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(403);
  });
});
