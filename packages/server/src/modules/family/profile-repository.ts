import { clockOf, minutesOf } from '@kayoi/domain/calendar';
import type { ContactField } from '@kayoi/domain/forms';
import { NOTIFICATION_KINDS, type NotificationChannel, type NotificationKind } from '@kayoi/domain/messages';
import type { Queryable } from '../../db/database.ts';

// プロフィール's tables (0270): the family's contact change requests and its notification settings (with 0320's
// channels per kind and quiet hours).

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

export type ChannelChoice = Record<NotificationChannel, boolean>;

/**
 * プロフィール's notification settings (0270, extended by 0320): the three group switches, the channels of each
 * kind, and the quiet hours ('HH:MM' Tokyo, or null for none).
 */
export interface NotificationSettings {
  announcements: boolean;
  makeups: boolean;
  billing: boolean;
  channels: Record<NotificationKind, ChannelChoice>;
  quiet_hours: { start: string; end: string } | null;
}

/** What a family sends: the switches alone (as before 0320), or with channels and quiet hours. */
export type NotificationSettingsInput = Pick<NotificationSettings, 'announcements' | 'makeups' | 'billing'> &
  Partial<Pick<NotificationSettings, 'quiet_hours'>> & {
    channels?: Partial<Record<NotificationKind, Partial<ChannelChoice>>>;
  };

interface SettingsRow {
  account_id: number;
  announcements: boolean;
  makeups: boolean;
  billing: boolean;
  channels: Partial<Record<NotificationKind, Partial<ChannelChoice>>>;
  quiet_start_minute: number | null;
  quiet_end_minute: number | null;
}

/** Every kind on every channel until the family says otherwise (a channel not set up sends nothing anyway). */
const ALL_ON: ChannelChoice = { mail: true, push: true, line: true };

function settingsOf(row: SettingsRow | undefined): NotificationSettings {
  const channels = Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, { ...ALL_ON, ...(row?.channels?.[kind] ?? {}) }]),
  ) as Record<NotificationKind, ChannelChoice>;
  const quiet =
    row && row.quiet_start_minute !== null && row.quiet_end_minute !== null
      ? { start: clockOf(row.quiet_start_minute), end: clockOf(row.quiet_end_minute) }
      : null;
  return {
    announcements: row?.announcements ?? true,
    makeups: row?.makeups ?? true,
    billing: row?.billing ?? true,
    channels,
    quiet_hours: quiet,
  };
}

const SETTINGS_SELECT = `select account_id, announcements, makeups, billing, channels, quiet_start_minute, quiet_end_minute
   from family_notification_settings`;

/** The settings of several accounts at once (the notifications module asks when it enqueues an event). */
export async function notificationSettingsOf(
  db: Queryable,
  accountIds: readonly number[],
): Promise<Map<number, NotificationSettings>> {
  const { rows } = await db.query<SettingsRow>(`${SETTINGS_SELECT} where account_id = any($1::int[])`, [
    [...accountIds],
  ]);
  return new Map(accountIds.map((id) => [id, settingsOf(rows.find((r) => r.account_id === id))]));
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
      return (await notificationSettingsOf(db, [accountId])).get(accountId) as NotificationSettings;
    },

    /**
     * Saves what was sent: the channels sent (some kinds, some channels) over those kept; quiet hours are replaced when
     * sent (null clears them) and kept when absent, so a client that knows only the three switches keeps working.
     */
    async saveNotificationSettings(accountId: number, settings: NotificationSettingsInput, at: Date) {
      const quiet = settings.quiet_hours;
      const current = (await notificationSettingsOf(db, [accountId])).get(accountId) as NotificationSettings;
      const channels = Object.fromEntries(
        NOTIFICATION_KINDS.map((kind) => [
          kind,
          { ...current.channels[kind], ...(settings.channels?.[kind] ?? {}) },
        ]),
      );
      await db.query(
        `insert into family_notification_settings (account_id, announcements, makeups, billing, channels,
           quiet_start_minute, quiet_end_minute, updated_at)
         values ($1, $2, $3, $4, $5::jsonb, $6, $7, $8)
         on conflict (account_id) do update set announcements = excluded.announcements,
           makeups = excluded.makeups, billing = excluded.billing,
           channels = excluded.channels,
           quiet_start_minute = case when $9 then excluded.quiet_start_minute
                                     else family_notification_settings.quiet_start_minute end,
           quiet_end_minute = case when $9 then excluded.quiet_end_minute
                                   else family_notification_settings.quiet_end_minute end,
           updated_at = excluded.updated_at`,
        [
          accountId,
          settings.announcements,
          settings.makeups,
          settings.billing,
          JSON.stringify(channels),
          quiet ? minutesOf(quiet.start) : null,
          quiet ? minutesOf(quiet.end) : null,
          at,
          quiet !== undefined,
        ],
      );
    },
  };
}
