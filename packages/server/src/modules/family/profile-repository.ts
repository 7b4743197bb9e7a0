import type { ContactField } from '@kayoi/domain/forms';
import type { Queryable } from '../../db/database.ts';

// プロフィール's tables (0270): the family's contact change requests and its notification settings.

export interface ContactChange {
  field: ContactField;
  before: string | null;
  after: string | null;
}

export interface ChangeRequestRow {
  id: number;
  customer_id: number;
  store_id: number;
  customer_name: string;
  state: 'pending' | 'approved' | 'rejected' | 'replaced';
  changes: ContactChange[];
  requested_at: Date;
  requested_by: string;
  decided_at: Date | null;
  decided_by: string | null;
  reject_reason: string | null;
}

export interface NotificationSettings {
  announcements: boolean;
  makeups: boolean;
  billing: boolean;
}

const SELECT = `select r.id, r.customer_id, r.store_id, c.family_name || ' ' || c.given_name as customer_name, r.state,
         r.changes, r.requested_at, r.requested_by, r.decided_at, st.name as decided_by, r.reject_reason
    from family_change_requests r
    join customers c on c.id = r.customer_id
    left join staffs st on st.id = r.decided_by`;

/** Lists are the latest 50: a member's history of contact changes is short. */
const LIMIT = 50;

export function createProfileRepository(db: Queryable) {
  return {
    /** The requests of the given members (the account's linked ones), newest first. */
    async requestsOfMembers(customerIds: number[]): Promise<ChangeRequestRow[]> {
      if (customerIds.length === 0) return [];
      const { rows } = await db.query<ChangeRequestRow>(
        `${SELECT} where r.customer_id = any($1::int[]) order by r.requested_at desc, r.id desc limit ${LIMIT}`,
        [customerIds],
      );
      return rows;
    },

    /** The requests of a customer of the store, newest first. */
    async requestsOfCustomer(storeId: number, customerId: number): Promise<ChangeRequestRow[]> {
      const { rows } = await db.query<ChangeRequestRow>(
        `${SELECT} where r.customer_id = $1 and r.store_id = $2
          order by r.requested_at desc, r.id desc limit ${LIMIT}`,
        [customerId, storeId],
      );
      return rows;
    },

    async requestById(id: number): Promise<ChangeRequestRow | null> {
      const { rows } = await db.query<ChangeRequestRow>(`${SELECT} where r.id = $1`, [id]);
      return rows[0] ?? null;
    },

    /** Locks a request of the customer of the store until the transaction ends. */
    async lockRequest(storeId: number, customerId: number, id: number) {
      const { rows } = await db.query<{ state: ChangeRequestRow['state']; changes: ContactChange[] }>(
        `select state, changes from family_change_requests
          where id = $1 and customer_id = $2 and store_id = $3 for update`,
        [id, customerId, storeId],
      );
      return rows[0] ?? null;
    },

    /** Marks the member's pending request replaced; answers whether there was one. */
    async replacePending(customerId: number, at: Date): Promise<boolean> {
      const { rows } = await db.query(
        `update family_change_requests set state = 'replaced', decided_at = $2
          where customer_id = $1 and state = 'pending' returning id`,
        [customerId, at],
      );
      return rows.length > 0;
    },

    async insertRequest(request: {
      accountId: number;
      email: string;
      customerId: number;
      storeId: number;
      changes: ContactChange[];
      at: Date;
    }): Promise<number> {
      const { rows } = await db.query<{ id: number }>(
        `insert into family_change_requests (account_id, requested_by, customer_id, store_id, changes, requested_at)
         values ($1, $2, $3, $4, $5::jsonb, $6) returning id`,
        [
          request.accountId,
          request.email,
          request.customerId,
          request.storeId,
          JSON.stringify(request.changes),
          request.at,
        ],
      );
      return rows[0]?.id as number;
    },

    async decide(
      id: number,
      decision: { state: 'approved' | 'rejected'; staffId: number; at: Date; reason: string | null },
    ): Promise<void> {
      await db.query(
        `update family_change_requests set state = $2, decided_by = $3, decided_at = $4, reject_reason = $5
          where id = $1`,
        [id, decision.state, decision.staffId, decision.at, decision.reason],
      );
    },

    async notificationSettings(accountId: number): Promise<NotificationSettings> {
      const { rows } = await db.query<NotificationSettings>(
        'select announcements, makeups, billing from family_notification_settings where account_id = $1',
        [accountId],
      );
      return rows[0] ?? { announcements: true, makeups: true, billing: true };
    },

    async saveNotificationSettings(accountId: number, settings: NotificationSettings, at: Date) {
      await db.query(
        `insert into family_notification_settings (account_id, announcements, makeups, billing, updated_at)
         values ($1, $2, $3, $4, $5)
         on conflict (account_id) do update set announcements = excluded.announcements,
           makeups = excluded.makeups, billing = excluded.billing, updated_at = excluded.updated_at`,
        [accountId, settings.announcements, settings.makeups, settings.billing, at],
      );
    },
  };
}
