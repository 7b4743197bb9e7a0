import type { StaffListItem } from '@kayoi/api-client';
import { staffRoles } from '@kayoi/api-client/forms';
import type { BadgeTone } from '@kayoi/ui';
import type { Role } from '../../routes/table.ts';

type AccountStatus = NonNullable<StaffListItem['account_status']>;

export const accountStatuses = ['active', 'invited', 'retired'] as const satisfies readonly AccountStatus[];

/** 在職 can sign in; 招待中 has not chosen a password yet (needs a nudge); 退職 is past. */
export const accountStatusLabel: Record<AccountStatus, string> = {
  active: '在職',
  invited: '招待中',
  retired: '退職',
};
export const accountStatusTone: Record<AccountStatus, BadgeTone> = {
  active: 'success',
  invited: 'warning',
  retired: 'neutral',
};

/** An account's state, for lists written before issue 13 sent account_status. */
export const accountStatusOf = (staff: StaffListItem): AccountStatus =>
  staff.account_status ?? (staff.is_active ? 'active' : 'retired');

/**
 * The roles a user may give or act on: their own and those below it (`staffRoles` runs from the highest). The
 * server holds the rule; this keeps the choices and buttons honest.
 */
export const rolesUpTo = (role: Role): Role[] => staffRoles.slice(staffRoles.indexOf(role));
export const isAtOrBelow = (target: Role, actor: Role) => rolesUpTo(actor).includes(target);
