import type { CustomerDetail } from '@kayoi/api-client';
import type { BadgeTone } from '@kayoi/ui';

type CustomerStatus = CustomerDetail['status'];

/** 在籍 is the normal state; 休会 needs attention at the desk (the check-in screen shows it red); 退会 is past. */
export const customerStatusTone: Record<CustomerStatus, BadgeTone> = {
  active: 'success',
  paused: 'warning',
  withdrawn: 'neutral',
};
