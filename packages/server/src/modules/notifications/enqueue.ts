import { addDays, dayOf, MINUTE_MS, midnightOf, minutesOf } from '@kayoi/domain/calendar';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KIND_GROUP,
  type NotificationChannel,
  type NotificationKind,
} from '@kayoi/domain/messages';
import type { Queryable } from '../../db/database.ts';
import { type NotificationSettings, notificationSettingsOf } from '../family/profile-repository.ts';
import { recipientsOfCustomers } from '../family/repository.ts';
import { NOTIFICATIONS_DUE_CHANNEL } from './dispatcher.ts';
import {
  createDeliveryRepository,
  createLineRepository,
  createPushRepository,
  type NewDelivery,
} from './repository.ts';

/**
 * One event of the school for the families of some members: what happened (`kind`), a key that names the event
 * once and for all (`absence:123`, `invoice:45`), the text, and the マイページ page it is about.
 */
export interface FamilyNotification {
  kind: NotificationKind;
  eventKey: string;
  /**
   * Who hears it: the accounts linked to these members, or these accounts (each with the store it is reached
   * through), as a notice's recipients were chosen.
   */
  recipients:
    | { customers: readonly number[] }
    | { accounts: readonly { account_id: number; store_id: number }[] };
  title: string;
  body: string;
  /** The page of マイページ it opens, e.g. `/my/billing`. */
  path: string;
}

/**
 * Quiet hours ('HH:MM' Tokyo, `start` after `end` spans midnight): the instant a delivery due at `at` may go —
 * `at` itself outside them, or their end.
 */
export function afterQuietHours(at: Date, quiet: { start: string; end: string } | null): Date {
  if (!quiet || quiet.start === quiet.end) return at;
  const day = dayOf(at);
  const minute = Math.floor((at.getTime() - midnightOf(day)) / MINUTE_MS);
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  const inside = start < end ? minute >= start && minute < end : minute >= start || minute < end;
  if (!inside) return at;
  // Before the end today (a span from yesterday evening, or one within the day), else tomorrow's end.
  const endDay = minute < end ? day : addDays(day, 1);
  return new Date(midnightOf(endDay) + end * MINUTE_MS);
}

/**
 * Enqueues an event for the families of its members, in the caller's transaction where it has one: one delivery
 * per linked account and channel the account wants for this kind and can receive on (mail always; push with a
 * device registered; LINE once the school has a channel and the account is linked). The unique key makes a
 * second enqueue of the same event a no-op, so a retried request or a second node never sends it twice.
 * Answers the deliveries inserted.
 */
export async function enqueueFamilyNotification(
  db: Queryable,
  notification: FamilyNotification,
  now: Date,
): Promise<number> {
  const recipients =
    'customers' in notification.recipients
      ? await recipientsOfCustomers(db, notification.recipients.customers)
      : notification.recipients.accounts.map((a) => ({ ...a, customer_id: null }));
  if (recipients.length === 0) return 0;
  const accountIds = [...new Set(recipients.map((r) => r.account_id))];
  const settings = await notificationSettingsOf(db, accountIds);
  const withPush = await createPushRepository(db).accountsWithSubscriptions(accountIds);
  const line = createLineRepository(db);
  const withLine = (await line.channel()) ? await line.linkedAccounts(accountIds) : new Set<number>();
  const available: Record<NotificationChannel, (accountId: number) => boolean> = {
    mail: () => true,
    push: (id) => withPush.has(id),
    line: (id) => withLine.has(id),
  };
  const rows: NewDelivery[] = [];
  for (const accountId of accountIds) {
    const choice = settings.get(accountId);
    if (!choice?.[NOTIFICATION_KIND_GROUP[notification.kind]]) continue;
    // The first linked member concerned names the store and member of the delivery (the desk's log).
    const recipient = recipients.find((r) => r.account_id === accountId);
    const dueAt = afterQuietHours(now, choice.quiet_hours);
    for (const channel of NOTIFICATION_CHANNELS) {
      if (!choice.channels[notification.kind][channel] || !available[channel](accountId)) continue;
      rows.push({
        kind: notification.kind,
        eventKey: notification.eventKey,
        accountId,
        channel,
        storeId: recipient?.store_id ?? null,
        customerId: recipient?.customer_id ?? null,
        title: notification.title,
        body: notification.body,
        url: notification.path,
        dueAt,
      });
    }
  }
  const inserted = await createDeliveryRepository(db).insert(rows, now);
  if (inserted > 0) await hintDispatchers(db);
  return inserted;
}

/**
 * Tells every node's dispatcher once the caller's transaction commits (nothing when it rolls back): sent now, not at
 * the next poll.
 */
async function hintDispatchers(db: Queryable) {
  await db.query('select pg_notify($1, $2)', [NOTIFICATIONS_DUE_CHANNEL, '']);
}

/**
 * A family's new settings reach what still waits for it, in the caller's transaction: a delivery not attempted yet
 * whose kind's group or channel is now off is skipped (`turned_off`); the others go when the new quiet hours allow
 * (at once without any). A delivery already attempted keeps its retries. Answers how many changed.
 */
export async function followNotificationSettings(
  db: Queryable,
  accountId: number,
  settings: NotificationSettings,
  now: Date,
): Promise<number> {
  const repo = createDeliveryRepository(db);
  const dueAt = afterQuietHours(now, settings.quiet_hours);
  let changed = 0;
  let dueNow = false;
  for (const delivery of await repo.waitingOfAccount(accountId)) {
    const wanted =
      settings[NOTIFICATION_KIND_GROUP[delivery.kind]] && settings.channels[delivery.kind][delivery.channel];
    if (!wanted) await repo.markSkipped(delivery.id, 'turned_off');
    else if (delivery.next_attempt_at.getTime() !== dueAt.getTime()) {
      await repo.reschedule(delivery.id, dueAt);
      dueNow ||= dueAt <= now;
    } else continue;
    changed += 1;
  }
  if (dueNow) await hintDispatchers(db);
  return changed;
}
