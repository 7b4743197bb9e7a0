import type { NotificationChannel, NotificationKind } from '@kayoi/domain/messages';
import type { Queryable } from '../../db/database.ts';

// The notifications module's tables (0320): deliveries, Web Push keys and subscriptions, the LINE channel,
// its links and link codes. Only this module writes them.

export type DeliveryStatus = 'pending' | 'sent' | 'failed' | 'skipped';

export interface DeliveryRow {
  id: number;
  kind: NotificationKind;
  event_key: string;
  account_id: number;
  channel: NotificationChannel;
  store_id: number | null;
  customer_id: number | null;
  title: string;
  body: string;
  url: string;
  status: DeliveryStatus;
  skip_reason: string | null;
  attempts: number;
  next_attempt_at: Date;
  last_error: string | null;
  sent_at: Date | null;
  created_at: Date;
}

export interface NewDelivery {
  kind: NotificationKind;
  eventKey: string;
  accountId: number;
  channel: NotificationChannel;
  storeId: number | null;
  customerId: number | null;
  title: string;
  body: string;
  url: string;
  dueAt: Date;
}

export interface PushSubscriptionRow {
  id: number;
  account_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  user_agent: string | null;
  created_at: Date;
}

export interface LineChannelRow {
  channel_access_token: string;
  channel_secret: string;
  updated_at: Date;
}

export function createDeliveryRepository(db: Queryable) {
  return {
    /** One row per (kind, event, account, channel): a second enqueue of the same event inserts nothing. */
    async insert(rows: readonly NewDelivery[], at: Date): Promise<number> {
      let inserted = 0;
      for (const row of rows) {
        const result = await db.query(
          `insert into notification_deliveries (kind, event_key, account_id, channel, store_id, customer_id, title,
             body, url, next_attempt_at, created_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
           on conflict (kind, event_key, account_id, channel) do nothing
           returning id`,
          [
            row.kind,
            row.eventKey,
            row.accountId,
            row.channel,
            row.storeId,
            row.customerId,
            row.title,
            row.body,
            row.url,
            row.dueAt,
            at,
          ],
        );
        inserted += result.rows.length;
      }
      return inserted;
    },

    /**
     * Claims up to `limit` due rows for this dispatcher: their next attempt moves past the lease and their attempt
     * is counted, in one statement, over rows locked with skip locked — a row another dispatcher holds is passed
     * over, never sent twice. A dispatcher that dies leaves its rows due again when the lease ends.
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<DeliveryRow[]> {
      const { rows } = await db.query<DeliveryRow>(
        `update notification_deliveries set next_attempt_at = $2, attempts = attempts + 1
          where id in (select id from notification_deliveries
                        where status = 'pending' and next_attempt_at <= $1
                        order by next_attempt_at, id limit $3
                        for update skip locked)
          returning *`,
        [now, leaseUntil, limit],
      );
      return rows;
    },

    /**
     * An account's deliveries not attempted yet (waiting for their time: quiet hours, or the next run), locked
     * against the dispatchers until the caller's transaction ends. A row claimed or retried has attempts.
     */
    async waitingOfAccount(accountId: number) {
      const { rows } = await db.query<Pick<DeliveryRow, 'id' | 'kind' | 'channel' | 'next_attempt_at'>>(
        `select id, kind, channel, next_attempt_at from notification_deliveries
          where account_id = $1 and status = 'pending' and attempts = 0
          order by id for update`,
        [accountId],
      );
      return rows;
    },

    async reschedule(id: number, dueAt: Date) {
      await db.query(`update notification_deliveries set next_attempt_at = $2 where id = $1`, [id, dueAt]);
    },

    async markSent(id: number, at: Date) {
      await db.query(
        `update notification_deliveries set status = 'sent', sent_at = $2, last_error = null where id = $1`,
        [id, at],
      );
    },

    async markSkipped(id: number, reason: string) {
      await db.query(
        `update notification_deliveries set status = 'skipped', skip_reason = $2 where id = $1`,
        [id, reason],
      );
    },

    /** A failed attempt: due again at `retryAt`, or `failed` for good when there is none. */
    async markAttemptFailed(id: number, error: string, retryAt: Date | null) {
      await db.query(
        `update notification_deliveries
            set last_error = $2, status = case when $3::timestamptz is null then 'failed' else 'pending' end,
                next_attempt_at = coalesce($3::timestamptz, next_attempt_at)
          where id = $1`,
        [id, error.slice(0, 500), retryAt],
      );
    },

    async ofAccounts(accountIds: readonly number[], limit: number): Promise<DeliveryRow[]> {
      const { rows } = await db.query<DeliveryRow>(
        `select * from notification_deliveries where account_id = any($1::int[])
          order by created_at desc, id desc limit $2`,
        [[...accountIds], limit],
      );
      return rows;
    },

    async byEvent(kind: NotificationKind, eventKey: string): Promise<DeliveryRow[]> {
      const { rows } = await db.query<DeliveryRow>(
        'select * from notification_deliveries where kind = $1 and event_key = $2 order by id',
        [kind, eventKey],
      );
      return rows;
    },
  };
}

export function createPushRepository(db: Queryable) {
  return {
    /** The server's VAPID keys: made by the first caller (of any node), never replaced. */
    async vapidKeys(make: () => { publicKey: string; privateKey: string }, at: Date) {
      const existing = await db.query<{ public_key: string; private_key: string }>(
        'select public_key, private_key from notification_vapid_keys where id = 1',
      );
      if (!existing.rows[0]) {
        const keys = make();
        await db.query(
          `insert into notification_vapid_keys (id, public_key, private_key, created_at) values (1, $1, $2, $3)
           on conflict (id) do nothing`,
          [keys.publicKey, keys.privateKey, at],
        );
      }
      const { rows } = await db.query<{ public_key: string; private_key: string }>(
        'select public_key, private_key from notification_vapid_keys where id = 1',
      );
      const row = rows[0] as { public_key: string; private_key: string };
      return { publicKey: row.public_key, privateKey: row.private_key };
    },

    /** A device's subscription; the same endpoint registered again (a renewed key, another account) is updated. */
    async upsert(
      accountId: number,
      sub: { endpoint: string; p256dh: string; auth: string; userAgent: string | null },
      at: Date,
    ): Promise<PushSubscriptionRow> {
      const { rows } = await db.query<PushSubscriptionRow>(
        `insert into notification_push_subscriptions (account_id, endpoint, p256dh, auth, user_agent, created_at)
         values ($1, $2, $3, $4, $5, $6)
         on conflict (endpoint) do update set account_id = excluded.account_id, p256dh = excluded.p256dh,
           auth = excluded.auth, user_agent = excluded.user_agent, created_at = excluded.created_at
         returning *`,
        [accountId, sub.endpoint, sub.p256dh, sub.auth, sub.userAgent, at],
      );
      return rows[0] as PushSubscriptionRow;
    },

    async ofAccount(accountId: number): Promise<PushSubscriptionRow[]> {
      const { rows } = await db.query<PushSubscriptionRow>(
        'select * from notification_push_subscriptions where account_id = $1 order by id',
        [accountId],
      );
      return rows;
    },

    async accountsWithSubscriptions(accountIds: readonly number[]): Promise<Set<number>> {
      const { rows } = await db.query<{ account_id: number }>(
        'select distinct account_id from notification_push_subscriptions where account_id = any($1::int[])',
        [[...accountIds]],
      );
      return new Set(rows.map((r) => r.account_id));
    },

    /** Removes the account's own subscription only: another account's id is simply not found. */
    async remove(accountId: number, id: number): Promise<boolean> {
      const { rows } = await db.query(
        'delete from notification_push_subscriptions where id = $1 and account_id = $2 returning id',
        [id, accountId],
      );
      return rows.length > 0;
    },

    /** A subscription the push service says is gone (404/410). */
    async removeEndpoint(endpoint: string) {
      await db.query('delete from notification_push_subscriptions where endpoint = $1', [endpoint]);
    },
  };
}

export function createLineRepository(db: Queryable) {
  return {
    async channel(): Promise<LineChannelRow | null> {
      const { rows } = await db.query<LineChannelRow>(
        'select channel_access_token, channel_secret, updated_at from notification_line_channel where id = 1',
      );
      return rows[0] ?? null;
    },

    async saveChannel(token: string, secret: string, staffId: number, at: Date) {
      await db.query(
        `insert into notification_line_channel (id, channel_access_token, channel_secret, updated_at, updated_by)
         values (1, $1, $2, $3, $4)
         on conflict (id) do update set channel_access_token = excluded.channel_access_token,
           channel_secret = excluded.channel_secret, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
        [token, secret, at, staffId],
      );
    },

    async removeChannel() {
      await db.query('delete from notification_line_channel where id = 1');
    },

    async linkOf(accountId: number): Promise<{ line_user_id: string; linked_at: Date } | null> {
      const { rows } = await db.query<{ line_user_id: string; linked_at: Date }>(
        'select line_user_id, linked_at from notification_line_links where account_id = $1',
        [accountId],
      );
      return rows[0] ?? null;
    },

    async linkedAccounts(accountIds: readonly number[]): Promise<Set<number>> {
      const { rows } = await db.query<{ account_id: number }>(
        'select account_id from notification_line_links where account_id = any($1::int[])',
        [[...accountIds]],
      );
      return new Set(rows.map((r) => r.account_id));
    },

    /** One outstanding code per account: a new one replaces the old. */
    async saveCode(accountId: number, code: string, at: Date, expiresAt: Date) {
      await db.query('delete from notification_line_link_codes where account_id = $1', [accountId]);
      await db.query(
        `insert into notification_line_link_codes (code, account_id, expires_at, created_at) values ($1, $2, $3, $4)`,
        [code, accountId, expiresAt, at],
      );
    },

    /** Spends a code in one statement (of two messages with it, one links): its account, or null. */
    async consumeCode(code: string, at: Date): Promise<number | null> {
      const { rows } = await db.query<{ account_id: number }>(
        'delete from notification_line_link_codes where code = $1 and expires_at > $2 returning account_id',
        [code, at],
      );
      return rows[0]?.account_id ?? null;
    },

    async link(accountId: number, lineUserId: string, at: Date) {
      await db.query(
        `insert into notification_line_links (account_id, line_user_id, linked_at) values ($1, $2, $3)
         on conflict (account_id) do update set line_user_id = excluded.line_user_id, linked_at = excluded.linked_at`,
        [accountId, lineUserId, at],
      );
    },

    async unlink(accountId: number): Promise<boolean> {
      const { rows } = await db.query(
        'delete from notification_line_links where account_id = $1 returning account_id',
        [accountId],
      );
      return rows.length > 0;
    },
  };
}
