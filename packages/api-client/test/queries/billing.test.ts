import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/errors.ts';
import { DEMO_TOKENS } from '../../src/msw/index.ts';
import {
  createCashCollectionMutationOptions,
  getBillingDashboardQueryOptions,
  listBillingCycleInvoicesQueryOptions,
} from '../../src/queries/billing.ts';
import { configureTestClient, useMockServer } from '../msw/support.ts';
import { testQueryClient } from './support.ts';

// Billing (issue 15): the hooks read and write through the thin mock (the spec's examples), and a staff
// member is refused as the server refuses them.

useMockServer();

let queryClient: QueryClient;
beforeEach(() => {
  queryClient = testQueryClient();
});

describe('billing queries', () => {
  it('when a manager reads a cycle’s invoices, then each comes with its lines and the page', async () => {
    configureTestClient({ token: DEMO_TOKENS.manager });
    const page = await queryClient.fetchQuery(listBillingCycleInvoicesQueryOptions(12));
    expect(page.meta.total).toBe(1);
    const [invoice] = page.data;
    expect(invoice?.total).toBe(invoice?.lines.reduce((sum, line) => sum + line.amount, 0));
  });

  it('when a manager takes a cash payment, then the receipt number comes back', async () => {
    configureTestClient({ token: DEMO_TOKENS.manager });
    const payment = await new MutationObserver(queryClient, createCashCollectionMutationOptions()).mutate({
      customer_id: 1532,
      allocations: [{ invoice_id: 3120, amount: 7700 }],
      received: 10000,
      idempotency_key: 'story-0001',
    });
    expect(payment.receipt_number).toBeGreaterThan(0);
  });

  it('when a staff member asks for the billing dashboard, then it is refused with 403', async () => {
    configureTestClient({ token: DEMO_TOKENS.staff });
    const failure = await queryClient.fetchQuery(getBillingDashboardQueryOptions()).catch((error) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(403);
  });
});
