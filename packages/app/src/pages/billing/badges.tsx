import {
  type BillingCycleStatus,
  billingCycleStatusLabels,
  type InvoiceStatus,
  invoiceStatusLabels,
} from '@kayoi/domain/billing';
import { type BadgeTone, StatusBadge } from '@kayoi/ui';
import { billingMessages } from './messages.ts';

const cycleTones: Record<BillingCycleStatus, BadgeTone> = {
  draft: 'warning',
  confirmed: 'info',
  exported: 'info',
  results_imported: 'info',
  closed: 'success',
};

const invoiceTones: Record<InvoiceStatus, BadgeTone> = {
  unpaid: 'warning',
  paid: 'success',
  partially_paid: 'info',
  failed: 'danger',
  void: 'neutral',
};

const adjustmentTones = { open: 'warning', applied: 'success', void: 'neutral' } as const;

export const CycleStatusBadge = ({ status }: { status: BillingCycleStatus }) => (
  <StatusBadge label={billingCycleStatusLabels[status]} tone={cycleTones[status]} />
);

export const InvoiceStatusBadge = ({ status }: { status: InvoiceStatus }) => (
  <StatusBadge label={invoiceStatusLabels[status]} tone={invoiceTones[status]} />
);

export const AdjustmentStatusBadge = ({ status }: { status: keyof typeof adjustmentTones }) => (
  <StatusBadge label={billingMessages.adjustmentStatuses[status]} tone={adjustmentTones[status]} />
);
