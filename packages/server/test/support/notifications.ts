import type { TestApp } from './app.ts';

// What an event enqueued for the families (issue 32's notifications): the deliveries of one event, by channel.

export async function deliveriesOf(t: TestApp, kind: string, eventKey: string) {
  const { rows } = await t.db.query<{
    account_id: number;
    customer_id: number | null;
    channel: string;
    title: string;
    body: string;
    url: string;
    status: string;
  }>(
    `select account_id, customer_id, channel, title, body, url, status from notification_deliveries
      where kind = $1 and event_key = $2 order by account_id, channel`,
    [kind, eventKey],
  );
  return rows;
}
