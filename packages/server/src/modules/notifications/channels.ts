import { createHash } from 'node:crypto';
import { formatMessage, notificationMessages } from '@kayoi/domain/messages';
import { messagingApi } from '@line/bot-sdk';
import webpush from 'web-push';
import type { Queryable } from '../../db/database.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { activeAccountEmail } from '../family/repository.ts';
import { createLineRepository, createPushRepository, type DeliveryRow } from './repository.ts';

// How each channel sends one delivery. A sender answers `sent`, or a reason to skip (nothing to send to: the
// outcome is final), or throws (a failure worth retrying).

export type SendOutcome = { sent: true } | { sent: false; skipped: string };

export interface ChannelDeps {
  db: Queryable;
  mailer: Mailer;
  publicUrl: string;
  mailFrom: string;
  lineApiBaseUrl?: string | undefined;
  /** Push endpoints on any host (tests' local receiver); otherwise the browsers' push services only. */
  allowAnyPushEndpoint?: boolean | undefined;
  now: () => Date;
}

const SENT: SendOutcome = { sent: true };
const linkOf = (deps: ChannelDeps, delivery: DeliveryRow) => new URL(delivery.url, deps.publicUrl).toString();

async function sendMail(deps: ChannelDeps, delivery: DeliveryRow): Promise<SendOutcome> {
  const email = await activeAccountEmail(deps.db, delivery.account_id);
  if (!email) return { sent: false, skipped: 'account_inactive' };
  await deps.mailer.send({
    to: email,
    subject: delivery.title,
    text: `${delivery.body}\n\n${formatMessage(notificationMessages.mailFooter, { url: linkOf(deps, delivery) })}\n`,
  });
  return SENT;
}

/** The address a push service may write to about our messages (VAPID's subject): MAIL_FROM's. */
function vapidSubject(mailFrom: string) {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

/** The server's VAPID keys, made once on first need and kept in the database. */
export function vapidKeysOf(deps: Pick<ChannelDeps, 'db' | 'now'>) {
  return createPushRepository(deps.db).vapidKeys(() => webpush.generateVAPIDKeys(), deps.now());
}

/**
 * Web Push to every device of the account: the payload encrypted for each subscription (aes128gcm) and signed
 * with the server's VAPID key. A device the push service no longer knows (404, 410) is forgotten; another refusal
 * is retried. Sent when one device took it.
 */
async function sendPush(deps: ChannelDeps, delivery: DeliveryRow): Promise<SendOutcome> {
  const push = createPushRepository(deps.db);
  const subscriptions = await push.ofAccount(delivery.account_id);
  if (subscriptions.length === 0) return { sent: false, skipped: 'no_subscription' };
  const keys = await vapidKeysOf(deps);
  const payload = JSON.stringify({ title: delivery.title, body: delivery.body, url: delivery.url });
  let delivered = 0;
  let failure: Error | null = null;
  for (const sub of subscriptions) {
    const request = webpush.generateRequestDetails(
      { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      payload,
      {
        vapidDetails: {
          subject: vapidSubject(deps.mailFrom),
          publicKey: keys.publicKey,
          privateKey: keys.privateKey,
        },
        TTL: 24 * 60 * 60,
        contentEncoding: 'aes128gcm',
      },
    );
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body as Buffer,
    });
    await response.body?.cancel();
    if (response.ok) delivered += 1;
    else if (response.status === 404 || response.status === 410) await push.removeEndpoint(sub.endpoint);
    else failure = new Error(`push service answered ${response.status}`);
  }
  if (delivered > 0) return SENT;
  if (failure) throw failure;
  return { sent: false, skipped: 'subscription_gone' };
}

/** X-Line-Retry-Key: a UUID made from the delivery, so that LINE takes a retried push once. */
function retryKeyOf(delivery: DeliveryRow) {
  const hex = createHash('sha256').update(`kayoi-delivery-${delivery.id}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function lineClient(deps: Pick<ChannelDeps, 'lineApiBaseUrl'>, token: string) {
  return new messagingApi.MessagingApiClient({
    channelAccessToken: token,
    ...(deps.lineApiBaseUrl ? { baseURL: deps.lineApiBaseUrl } : {}),
  });
}

async function sendLine(deps: ChannelDeps, delivery: DeliveryRow): Promise<SendOutcome> {
  const line = createLineRepository(deps.db);
  const channel = await line.channel();
  if (!channel) return { sent: false, skipped: 'line_not_configured' };
  const link = await line.linkOf(delivery.account_id);
  if (!link) return { sent: false, skipped: 'line_not_linked' };
  const text = `${delivery.title}\n${delivery.body}\n${linkOf(deps, delivery)}`;
  await lineClient(deps, channel.channel_access_token).pushMessage(
    { to: link.line_user_id, messages: [{ type: 'text', text }] },
    retryKeyOf(delivery),
  );
  return SENT;
}

export const channelSenders = { mail: sendMail, push: sendPush, line: sendLine } as const;
