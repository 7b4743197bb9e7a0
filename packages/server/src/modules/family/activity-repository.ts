import type { Queryable } from '../../db/database.ts';

// family_activity (0280): what a family did on マイページ, one row per action, and the staff's 利用停止 of an
// account. Written only by the family module; the dashboard reads today's count of it.

export type FamilyAction =
  | 'absence_reported'
  | 'makeup_booked'
  | 'makeup_cancelled'
  | 'waitlist_joined'
  | 'waitlist_accepted'
  | 'waitlist_declined'
  | 'waitlist_left'
  | 'change_requested'
  | 'invitation_accepted'
  | 'password_changed'
  | 'account_disabled'
  | 'account_enabled';

export interface FamilyActivityEntry {
  accountId: number;
  customerId: number | null;
  storeId: number;
  action: FamilyAction;
  summary: string;
}

export function createFamilyActivityRepository(db: Queryable) {
  return {
    async insert(entry: FamilyActivityEntry, at: Date) {
      await db.query(
        `insert into family_activity (account_id, customer_id, store_id, action, summary, at)
         values ($1, $2, $3, $4, $5, $6)`,
        [entry.accountId, entry.customerId, entry.storeId, entry.action, entry.summary.slice(0, 200), at],
      );
    },

    /** The customer's log, newest first, with the e-mail of the account that acted. */
    async ofCustomer(customerId: number, limit: number) {
      const { rows } = await db.query<{
        id: number;
        action: FamilyAction;
        summary: string;
        at: Date;
        account_id: number;
        email: string;
      }>(
        `select f.id, f.action, f.summary, f.at, f.account_id, a.email
           from family_activity f join family_accounts a on a.id = f.account_id
          where f.customer_id = $1 order by f.at desc, f.id desc limit $2`,
        [customerId, limit],
      );
      return rows;
    },

    /** Whether the account is linked to a customer of the store (what lets that store's staff act on it). */
    async accountOfStore(storeId: number, customerId: number, accountId: number) {
      const { rows } = await db.query<{
        id: number;
        state: 'invited' | 'active' | 'disabled';
        has_password: boolean;
      }>(
        `select a.id, a.state, a.password_hash is not null as has_password
           from family_links l join family_accounts a on a.id = l.account_id
           join customers c on c.id = l.customer_id
          where l.customer_id = $1 and l.account_id = $2 and c.store_id = $3
          for update of a`,
        [customerId, accountId, storeId],
      );
      return rows[0] ?? null;
    },

    async setState(accountId: number, state: 'invited' | 'active' | 'disabled', at: Date) {
      await db.query('update family_accounts set state = $2, updated_at = $3 where id = $1', [
        accountId,
        state,
        at,
      ]);
      if (state === 'disabled')
        await db.query('delete from family_sessions where account_id = $1', [accountId]);
    },
  };
}
