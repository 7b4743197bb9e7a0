import { HttpResponse, http as mswHttp } from 'msw';
import spec from '../../generated/openapi.json' with { type: 'json' };
import { authorize, errorResponse, MockApiError, timestamp } from '../http.ts';
import { mswPath, type OperationId, operationAccess } from '../spec.ts';

// Billing (issue 15), the thinnest mock: each operation answers the example its spec gives (a cycle, an
// invoice with its lines, a receipt, the dashboard …) to a caller its roles allow. No rule is written here:
// generating, discounts, tax, receipt numbers and idempotency are the server's, tested there. The screens'
// stories that need other states override a handler (answerHandler, errorHandler).

const BILLING_OPERATIONS = [
  'getBillingSettings',
  'updateBillingSettings',
  'listBillingCycles',
  'createBillingCycle',
  'getBillingCycle',
  'updateBillingCycle',
  'generateBillingCycle',
  'confirmBillingCycle',
  'closeBillingCycle',
  'listBillingCycleInvoices',
  'listInvoices',
  'listBillingAdjustments',
  'createBillingAdjustment',
  'getBillingAdjustment',
  'updateBillingAdjustment',
  'voidBillingAdjustment',
  'listDiscountGroups',
  'createDiscountGroup',
  'getDiscountGroup',
  'updateDiscountGroup',
  'deleteDiscountGroup',
  'listCashCollections',
  'createCashCollection',
  'getCashCollectionReceipt',
  'voidCashCollection',
  'getCashDay',
  'createCashClose',
  'getBillingDashboard',
  'getCustomerLedger',
  'updateCustomerPaymentMethod',
] as const satisfies readonly OperationId[];

interface SpecResponse {
  content?: { 'application/json'?: { example?: unknown } };
}

/** The operation's success status and the example the spec gives for it. */
function specAnswer(operationId: OperationId): { status: number; example: unknown } {
  const { path, method } = operationAccess(operationId);
  const paths = spec.paths as unknown as Record<
    string,
    Record<string, { responses: Record<string, SpecResponse> }>
  >;
  const responses = paths[path]?.[method]?.responses ?? {};
  const status = Object.keys(responses).find((code) => code.startsWith('2')) ?? '200';
  return { status: Number(status), example: responses[status]?.content?.['application/json']?.example };
}

function exampleHandler(operationId: OperationId) {
  const { path, method } = operationAccess(operationId);
  const { status, example } = specAnswer(operationId);
  return mswHttp[method](mswPath(path), ({ request }) => {
    try {
      authorize(request, operationId);
    } catch (error) {
      if (error instanceof MockApiError) return errorResponse(error);
      throw error;
    }
    return HttpResponse.json({ ...(example as object), timestamp: timestamp() }, { status });
  });
}

export const billingHandlers = BILLING_OPERATIONS.map(exampleHandler);
