import type { Queryable } from '../../db/database.ts';
import { createAdjustmentRepository } from './adjustment-repository.ts';
import { createCycleRepository } from './cycle-repository.ts';
import { createDiscountGroupRepository } from './discount-repository.ts';
import { createLedgerRepository } from './ledger-repository.ts';
import { createPaymentRepository } from './payment-repository.ts';
import { createBillingSettingsRepository } from './settings-repository.ts';

// The billing module's SQL (issue 15). It owns billing_settings, customer_billing_profiles, billing_cycles,
// invoices, invoice_lines, billing_adjustments, discount_groups, discount_group_members, discount_rules,
// receipt_counters, payments, payment_allocations and cash_closes. Lists join a name from customers, staffs
// and stores (lists joining a name); the customers' status on a day is read here as a read model (see
// `statusesOn`). Months go in and out as 'YYYY-MM' and are kept as their first day.
//
// One repository per aggregate (`*-repository.ts`); `createBillingRepository` is all of them, for the use cases.

export type { CycleRow } from './cycle-repository.ts';
export type { ReceiptPrints } from './payment-repository.ts';
export type { StoreBillingSettings } from './settings-repository.ts';

export function createBillingRepository(db: Queryable) {
  return {
    ...createBillingSettingsRepository(db),
    ...createCycleRepository(db),
    ...createAdjustmentRepository(db),
    ...createDiscountGroupRepository(db),
    ...createPaymentRepository(db),
    ...createLedgerRepository(db),
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
