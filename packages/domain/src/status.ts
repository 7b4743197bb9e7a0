import type { customerStatusLabels, preRegistrationStatusLabels } from './labels.ts';

// The statuses a record can be in and where each may go next (seed §4).

export type PreRegistrationStatus = keyof typeof preRegistrationStatusLabels;

export const preRegistrationStatuses = [
  'pending',
  'confirmed',
  'converted',
  'cancelled',
] as const satisfies readonly PreRegistrationStatus[];

/** Where each status may go next; `converted` is final (conversion itself is its own action, not a status change). */
export const preRegistrationTransitions = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['cancelled'],
  converted: [],
  cancelled: ['pending'],
} as const satisfies Record<PreRegistrationStatus, readonly PreRegistrationStatus[]>;

export function allowedNextStatuses(status: PreRegistrationStatus): readonly PreRegistrationStatus[] {
  return preRegistrationTransitions[status];
}

/** True when a pre-registration in `from` may be set to `to` by a status change. */
export const canChangePreRegistrationStatus = (from: PreRegistrationStatus, to: PreRegistrationStatus) =>
  (allowedNextStatuses(from) as readonly PreRegistrationStatus[]).includes(to);

/** Statuses a staff member can set; `converted` is reached only through the convert action. */
export const preRegistrationStatusTargets = [
  'pending',
  'confirmed',
  'cancelled',
] as const satisfies readonly PreRegistrationStatus[];

export type CustomerStatus = keyof typeof customerStatusLabels;

export const customerStatuses = [
  'active',
  'paused',
  'withdrawn',
] as const satisfies readonly CustomerStatus[];
