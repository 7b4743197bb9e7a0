import type { PreRegistrationStatus } from '@kayoi/api-client';
import type { BadgeTone } from '@kayoi/ui';

/** How each pre-registration status looks: 未確認 asks for attention, 変換済み is done. */
export const preRegistrationStatusTone: Record<PreRegistrationStatus, BadgeTone> = {
  pending: 'warning',
  confirmed: 'info',
  converted: 'success',
  cancelled: 'neutral',
};
