import { canned, type KeyOf } from '../canned.ts';
import { jsonBody } from '../http.ts';

// Billing (issue 15): cycles, invoices, adjustments, discount groups, cash payments with their receipts and the
// daily close, the dashboard and a customer's ledger. Every answer is the server's, recorded (`pnpm fixtures`,
// the billing scenarios of packages/server/test/mock/billing-scenarios.ts, kept in fixtures/billing-<clock>.json):
// generating, discounts, tax per rate, receipt numbers, idempotency and the cash close are the server's rules,
// never the mock's. A request nobody recorded answers 501 naming itself; the screens' stories that need other
// states override a handler (answerHandler, errorHandler).

/** A change's answer is found by the JSON fields that say what it changes, not only its path. */
const fields =
  (...names: string[]): KeyOf =>
  async (request) => {
    const body = await jsonBody(request);
    return names.map((name) => `${name}=${JSON.stringify(body[name] ?? null)}`).join(' ');
  };
const adjustmentKey = fields('customer_id', 'billing_month', 'kind', 'amount');
const groupKey = fields('name', 'valid_from', 'valid_to', 'member_ids', 'rules');

export const billingHandlers = [
  canned('getBillingSettings'),
  canned('updateBillingSettings', {
    key: fields('first_month_rule', 'annual_fee_month', 'withdrawal_day', 'closing_day', 'cash_float'),
  }),
  canned('listBillingCycles'),
  canned('createBillingCycle', { key: fields('billing_month', 'withdrawal_date') }),
  canned('getBillingCycle'),
  canned('updateBillingCycle', { key: fields('closing_date', 'withdrawal_date') }),
  canned('generateBillingCycle'),
  canned('confirmBillingCycle'),
  canned('closeBillingCycle'),
  canned('listBillingCycleInvoices'),
  canned('getBillingCycleContractCheck'),
  canned('listInvoices'),
  canned('listBillingAdjustments'),
  canned('createBillingAdjustment', { key: adjustmentKey }),
  canned('getBillingAdjustment'),
  canned('updateBillingAdjustment', { key: adjustmentKey }),
  canned('voidBillingAdjustment'),
  canned('listDiscountGroups'),
  canned('createDiscountGroup', { key: groupKey }),
  canned('getDiscountGroup'),
  canned('updateDiscountGroup', { key: groupKey }),
  canned('deleteDiscountGroup'),
  canned('listCashCollections'),
  canned('createCashCollection', { key: fields('idempotency_key', 'received') }),
  canned('getCashCollectionReceipt'),
  canned('printCashCollectionReceipt'),
  canned('voidCashCollection'),
  canned('getCashDay'),
  canned('createCashClose', { key: fields('business_date', 'float_amount', 'counts') }),
  canned('getBillingDashboard'),
  canned('getCustomerLedger'),
  canned('getCustomerBillingCredit'),
  canned('updateCustomerPaymentMethod', { key: fields('payment_method') }),
];
