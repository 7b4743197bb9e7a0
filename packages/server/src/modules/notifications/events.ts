import { formatMessage, type NotificationKind } from '@kayoi/domain/messages';
import type { Queryable } from '../../db/database.ts';
import { enqueueFamilyNotification } from './enqueue.ts';

// The school's events as the families of a member read them: each use case where one happens calls this with
// the texts of its kind (notificationMessages) and the values they name; the member's name is filled in here.

export interface MemberEvent {
  kind: NotificationKind;
  /** Names the event once and for all (`absence:12`): the same key twice enqueues nothing. */
  eventKey: string;
  customerId: number;
  title: string;
  body: string;
  values?: Record<string, string | number>;
  /** The マイページ page it opens. */
  path: string;
}

export async function notifyMemberFamilies(db: Queryable, event: MemberEvent, now: Date): Promise<number> {
  const { rows } = await db.query<{ name: string }>(
    `select family_name || ' ' || given_name as name from customers where id = $1`,
    [event.customerId],
  );
  const values = { member: rows[0]?.name ?? '', ...(event.values ?? {}) };
  return enqueueFamilyNotification(
    db,
    {
      kind: event.kind,
      eventKey: event.eventKey,
      recipients: { customers: [event.customerId] },
      title: formatMessage(event.title, values),
      body: formatMessage(event.body, values),
      path: event.path,
    },
    now,
  );
}
