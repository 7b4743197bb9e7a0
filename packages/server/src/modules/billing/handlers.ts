import { billingMessages } from '@kayoi/domain/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { paginated, success } from '../../http/envelope.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { bodyOf, paramsOf, queryOf, requireAuth, requireStore } from '../../http/request.ts';
import {
  createAdjustment,
  listAdjustments,
  readAdjustment,
  updateAdjustment,
  voidAdjustment,
} from './adjustment-use-cases.ts';
import { createGroup, deleteGroup, listGroups, readGroup, updateGroup } from './discount-use-cases.ts';
import { readDashboard, readLedger } from './ledger-use-cases.ts';
import {
  createCashClose,
  createCashCollection,
  listPayments,
  printReceipt,
  readBillingCredit,
  readCashDay,
  readReceipt,
  voidPayment,
} from './payment-use-cases.ts';
import {
  type BillingActor,
  closeCycle,
  confirmCycle,
  contractCheck,
  createCycle,
  generateCycle,
  listCustomerInvoices,
  listCycleInvoices,
  listCycles,
  readCycle,
  readSettings,
  saveSettings,
  setPaymentMethod,
  updateCycle,
} from './use-cases.ts';

const actorOf = (request: FastifyRequest): BillingActor => ({
  staffId: requireAuth(request).staffId,
  storeId: requireStore(request),
});

/** Billing (issue 15): admins and managers of the caller's store (x-roles, enforced by the operations hook). */
export function billingHandlers(app: FastifyInstance): OperationHandlers {
  return {
    ...cycleHandlers(app),
    ...adjustmentHandlers(app),
    ...cashDeskHandlers(app),
  };
}

/** Settings, cycles and their invoices. */
function cycleHandlers(app: FastifyInstance): OperationHandlers {
  const deps = app.kayoi;
  return {
    getBillingSettings: async (request) => success(await readSettings(deps, actorOf(request))),
    updateBillingSettings: async (request) =>
      success(
        await saveSettings(deps, actorOf(request), bodyOf(request, 'updateBillingSettings')),
        billingMessages.settingsSaved,
      ),

    listBillingCycles: async (request) => success(await listCycles(deps, actorOf(request))),
    async createBillingCycle(request, reply) {
      const cycle = await createCycle(deps, actorOf(request), bodyOf(request, 'createBillingCycle'));
      return reply.code(201).send(success(cycle, billingMessages.cycleCreated));
    },
    getBillingCycleContractCheck: async (request) =>
      success(
        await contractCheck(deps, actorOf(request), paramsOf(request, 'getBillingCycleContractCheck').id),
      ),
    getBillingCycle: async (request) =>
      success(await readCycle(deps, actorOf(request), paramsOf(request, 'getBillingCycle').id)),
    updateBillingCycle: async (request) =>
      success(
        await updateCycle(
          deps,
          actorOf(request),
          paramsOf(request, 'updateBillingCycle').id,
          bodyOf(request, 'updateBillingCycle'),
        ),
        billingMessages.cycleUpdated,
      ),
    generateBillingCycle: async (request) =>
      success(
        await generateCycle(
          deps,
          actorOf(request),
          paramsOf(request, 'generateBillingCycle').id,
          bodyOf(request, 'generateBillingCycle') ?? {},
        ),
        billingMessages.generated,
      ),
    confirmBillingCycle: async (request) =>
      success(
        await confirmCycle(
          deps,
          actorOf(request),
          paramsOf(request, 'confirmBillingCycle').id,
          bodyOf(request, 'confirmBillingCycle') ?? {},
        ),
        billingMessages.confirmed,
      ),
    closeBillingCycle: async (request) =>
      success(
        await closeCycle(
          deps,
          actorOf(request),
          paramsOf(request, 'closeBillingCycle').id,
          bodyOf(request, 'closeBillingCycle') ?? {},
        ),
        billingMessages.closed,
      ),

    async listBillingCycleInvoices(request) {
      const { rows, page } = await listCycleInvoices(
        deps,
        actorOf(request),
        paramsOf(request, 'listBillingCycleInvoices').id,
        queryOf(request, 'listBillingCycleInvoices'),
      );
      return paginated(rows, page);
    },
    async listInvoices(request) {
      const query = queryOf(request, 'listInvoices');
      return success(
        await listCustomerInvoices(deps, actorOf(request), query.customer_id, query.open ?? false),
      );
    },
  };
}

/** Adjustments and discount groups. */
function adjustmentHandlers(app: FastifyInstance): OperationHandlers {
  const deps = app.kayoi;
  return {
    listBillingAdjustments: async (request) =>
      success(await listAdjustments(deps, actorOf(request), queryOf(request, 'listBillingAdjustments'))),
    async createBillingAdjustment(request, reply) {
      const adjustment = await createAdjustment(
        deps,
        actorOf(request),
        bodyOf(request, 'createBillingAdjustment'),
      );
      return reply.code(201).send(success(adjustment, billingMessages.adjustmentCreated));
    },
    getBillingAdjustment: async (request) =>
      success(await readAdjustment(deps, actorOf(request), paramsOf(request, 'getBillingAdjustment').id)),
    updateBillingAdjustment: async (request) =>
      success(
        await updateAdjustment(
          deps,
          actorOf(request),
          paramsOf(request, 'updateBillingAdjustment').id,
          bodyOf(request, 'updateBillingAdjustment'),
        ),
        billingMessages.adjustmentUpdated,
      ),
    voidBillingAdjustment: async (request) =>
      success(
        await voidAdjustment(
          deps,
          actorOf(request),
          paramsOf(request, 'voidBillingAdjustment').id,
          bodyOf(request, 'voidBillingAdjustment').reason,
        ),
        billingMessages.adjustmentVoided,
      ),

    listDiscountGroups: async (request) =>
      success(await listGroups(deps, actorOf(request), queryOf(request, 'listDiscountGroups').search)),
    async createDiscountGroup(request, reply) {
      const group = await createGroup(deps, actorOf(request), bodyOf(request, 'createDiscountGroup'));
      return reply.code(201).send(success(group, billingMessages.discountGroupCreated));
    },
    getDiscountGroup: async (request) =>
      success(await readGroup(deps, actorOf(request), paramsOf(request, 'getDiscountGroup').id)),
    updateDiscountGroup: async (request) =>
      success(
        await updateGroup(
          deps,
          actorOf(request),
          paramsOf(request, 'updateDiscountGroup').id,
          bodyOf(request, 'updateDiscountGroup'),
        ),
        billingMessages.discountGroupUpdated,
      ),
    async deleteDiscountGroup(request) {
      await deleteGroup(deps, actorOf(request), paramsOf(request, 'deleteDiscountGroup').id);
      return success(null, billingMessages.discountGroupDeleted);
    },
  };
}

/** The cash desk: payments, receipts, the day and its close; the dashboard and a customer’s credit and ledger. */
function cashDeskHandlers(app: FastifyInstance): OperationHandlers {
  const deps = app.kayoi;
  return {
    listCashCollections: async (request) =>
      success(await listPayments(deps, actorOf(request), queryOf(request, 'listCashCollections'))),
    async createCashCollection(request, reply) {
      const { payment } = await createCashCollection(
        deps,
        actorOf(request),
        bodyOf(request, 'createCashCollection'),
      );
      // A repeated key answers the first payment as it was taken: the screen shows one receipt either way.
      return reply.code(201).send(success(payment, billingMessages.paymentCreated));
    },
    getCashCollectionReceipt: async (request) =>
      success(await readReceipt(deps, actorOf(request), paramsOf(request, 'getCashCollectionReceipt').id)),
    printCashCollectionReceipt: async (request) =>
      success(
        await printReceipt(deps, actorOf(request), paramsOf(request, 'printCashCollectionReceipt').id),
        billingMessages.receiptPrinted,
      ),
    voidCashCollection: async (request) =>
      success(
        await voidPayment(
          deps,
          actorOf(request),
          paramsOf(request, 'voidCashCollection').id,
          bodyOf(request, 'voidCashCollection').reason,
        ),
        billingMessages.paymentVoided,
      ),
    getCashDay: async (request) =>
      success(await readCashDay(deps, actorOf(request), paramsOf(request, 'getCashDay').businessDate)),
    async createCashClose(request, reply) {
      const close = await createCashClose(deps, actorOf(request), bodyOf(request, 'createCashClose'));
      return reply.code(201).send(success(close, billingMessages.cashCloseCreated));
    },

    getBillingDashboard: async (request) =>
      success(await readDashboard(deps, actorOf(request), queryOf(request, 'getBillingDashboard').month)),
    getCustomerBillingCredit: async (request) =>
      success(
        await readBillingCredit(
          deps,
          actorOf(request),
          paramsOf(request, 'getCustomerBillingCredit').customerId,
        ),
      ),
    getCustomerLedger: async (request) =>
      success(await readLedger(deps, actorOf(request), paramsOf(request, 'getCustomerLedger').customerId)),
    updateCustomerPaymentMethod: async (request) =>
      success(
        await setPaymentMethod(
          deps,
          actorOf(request),
          paramsOf(request, 'updateCustomerPaymentMethod').customerId,
          bodyOf(request, 'updateCustomerPaymentMethod').payment_method,
        ),
        billingMessages.paymentMethodSaved,
      ),
  };
}
