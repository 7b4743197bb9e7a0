import { describe, expect, it } from 'vitest';
import { preRegistrationStatusLabels } from '../src/labels.ts';
import {
  canChangePreRegistrationStatus,
  type PreRegistrationStatus,
  preRegistrationStatuses,
  preRegistrationStatusTargets,
} from '../src/status.ts';

describe('pre-registration status changes (seed §4)', () => {
  const allowed: Record<PreRegistrationStatus, PreRegistrationStatus[]> = {
    pending: ['confirmed', 'cancelled'],
    confirmed: ['cancelled'],
    converted: [],
    cancelled: ['pending'],
  };
  for (const from of preRegistrationStatuses) {
    for (const to of preRegistrationStatuses) {
      const may = allowed[from].includes(to);
      it(`when a ${preRegistrationStatusLabels[from]} application is set to ${preRegistrationStatusLabels[to]}, then it is ${may ? 'allowed' : 'refused'}`, () => {
        expect(canChangePreRegistrationStatus(from, to)).toBe(may);
      });
    }
  }
  it('when a status change is offered, then 変換済み is never one of its targets (conversion is its own action)', () => {
    expect(preRegistrationStatusTargets).not.toContain('converted');
  });
});
