import { randomInt } from 'node:crypto';
import { isoTokyo, MINUTE_MS } from '@kayoi/domain/calendar';
import { notificationMessages as messages } from '@kayoi/domain/messages';
import { validateSignature, type webhook } from '@line/bot-sdk';
import { ApiError } from '../../http/envelope.ts';
import { serverMessages } from '../../http/messages.ts';
import type { RequestBody } from '../../http/types.ts';
import { createFamilyRepository } from '../family/repository.ts';
import { type ChannelDeps, lineClient, vapidKeysOf } from './channels.ts';
import { isPushServiceEndpoint } from './endpoints.ts';
import {
  createDeliveryRepository,
  createLineRepository,
  createPushRepository,
  type PushSubscriptionRow,
} from './repository.ts';

// What families and staff do with notifications: a device's push subscription, the LINE link by a one-time
// code, the desk's log of a customer's deliveries, the admin's LINE channel, and LINE's webhook.

const LINE_CODE_MINUTES = 30;
const DELIVERY_LOG_LIMIT = 100;

const subscriptionView = (row: PushSubscriptionRow) => ({
  id: row.id,
  endpoint: row.endpoint,
  user_agent: row.user_agent,
  created_at: isoTokyo(row.created_at),
});

export const pushKey = async (deps: ChannelDeps) => ({ public_key: (await vapidKeysOf(deps)).publicKey });

export async function pushSubscriptions(deps: ChannelDeps, accountId: number) {
  return (await createPushRepository(deps.db).ofAccount(accountId)).map(subscriptionView);
}

export async function registerPushSubscription(
  deps: ChannelDeps,
  accountId: number,
  input: RequestBody<'registerFamilyPushSubscription'>,
) {
  if (!isPushServiceEndpoint(input.endpoint, deps.allowAnyPushEndpoint)) {
    throw new ApiError(422, 'VALIDATION_ERROR', messages.pushEndpointRefused, {
      fieldErrors: { endpoint: [messages.pushEndpointRefused] },
    });
  }
  const row = await createPushRepository(deps.db).upsert(
    accountId,
    {
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      userAgent: input.user_agent ?? null,
    },
    deps.now(),
  );
  return subscriptionView(row);
}

export async function removePushSubscription(deps: ChannelDeps, accountId: number, id: number) {
  if (!(await createPushRepository(deps.db).remove(accountId, id)))
    throw new ApiError(404, 'NOT_FOUND', messages.pushSubscriptionNotFound);
}

export async function lineLinkOf(deps: ChannelDeps, accountId: number) {
  const line = createLineRepository(deps.db);
  const link = await line.linkOf(accountId);
  return {
    available: (await line.channel()) !== null,
    linked: link !== null,
    linked_at: link ? isoTokyo(link.linked_at) : null,
  };
}

/** A 6-digit code the family sends to the school's LINE account; one per account, 30 minutes. */
export async function issueLineCode(deps: ChannelDeps, accountId: number) {
  const line = createLineRepository(deps.db);
  if (!(await line.channel())) throw new ApiError(409, 'CONFLICT', messages.lineNotConfigured);
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + LINE_CODE_MINUTES * MINUTE_MS);
  // A collision with another account's live code is retried (the code is the key).
  for (let attempt = 0; ; attempt += 1) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    try {
      await line.saveCode(accountId, code, now, expiresAt);
      return { code, expires_at: isoTokyo(expiresAt) };
    } catch (error) {
      if ((error as { code?: string }).code !== '23505' || attempt >= 5) throw error;
    }
  }
}

export async function unlinkLine(deps: ChannelDeps, accountId: number) {
  await createLineRepository(deps.db).unlink(accountId);
  return lineLinkOf(deps, accountId);
}

/** The desk's log: the deliveries to the family accounts linked to the store's customer. */
export async function customerDeliveries(deps: ChannelDeps, storeId: number, customerId: number) {
  const family = createFamilyRepository(deps.db);
  if (!(await family.customerOfStore(storeId, customerId)))
    throw new ApiError(404, 'NOT_FOUND', serverMessages.notFound);
  const accounts = await family.accountsOf(customerId);
  const emails = new Map(accounts.map((a) => [a.id, a.email]));
  const rows = await createDeliveryRepository(deps.db).ofAccounts([...emails.keys()], DELIVERY_LOG_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    channel: row.channel,
    account_email: emails.get(row.account_id) ?? '',
    customer_id: row.customer_id,
    title: row.title,
    status: row.status,
    skip_reason: row.skip_reason,
    attempts: row.attempts,
    next_attempt_at: isoTokyo(row.next_attempt_at),
    last_error: row.last_error,
    sent_at: row.sent_at ? isoTokyo(row.sent_at) : null,
    created_at: isoTokyo(row.created_at),
  }));
}

const mask = (token: string) => `••••${token.slice(-4)}`;

export async function lineChannelSettings(deps: ChannelDeps) {
  const channel = await createLineRepository(deps.db).channel();
  return {
    configured: channel !== null,
    channel_access_token_masked: channel ? mask(channel.channel_access_token) : null,
    updated_at: channel ? isoTokyo(channel.updated_at) : null,
    webhook_url: new URL('/api/line/webhook', deps.publicUrl).toString(),
  };
}

export async function saveLineChannel(
  deps: ChannelDeps,
  staffId: number,
  input: RequestBody<'saveLineChannel'>,
) {
  await createLineRepository(deps.db).saveChannel(
    input.channel_access_token,
    input.channel_secret,
    staffId,
    deps.now(),
  );
  return lineChannelSettings(deps);
}

export async function removeLineChannel(deps: ChannelDeps) {
  await createLineRepository(deps.db).removeChannel();
  return lineChannelSettings(deps);
}

const unsigned = () => new ApiError(403, 'FORBIDDEN', serverMessages.forbidden);

/**
 * LINE's webhook: the signature is checked over the raw body with the channel secret (no channel, no valid
 * signature: 401). Each text message of a user is taken as a link code: a live one links that LINE user to its
 * account (the code is spent), and the user is answered either way.
 */
export async function receiveLineWebhook(deps: ChannelDeps, rawBody: string, signature: string | undefined) {
  const line = createLineRepository(deps.db);
  const channel = await line.channel();
  if (!channel || !signature || !validateSignature(rawBody, channel.channel_secret, signature))
    throw unsigned();
  const events = (JSON.parse(rawBody) as { events?: webhook.Event[] }).events ?? [];
  const client = lineClient(deps, channel.channel_access_token);
  for (const event of events) {
    if (event.type !== 'message' || event.message.type !== 'text' || event.source?.type !== 'user') continue;
    const userId = event.source.userId;
    const code = event.message.text.trim();
    const accountId = /^\d{6}$/.test(code) ? await line.consumeCode(code, deps.now()) : null;
    if (accountId !== null && userId) await line.link(accountId, userId, deps.now());
    await client.replyMessage({
      replyToken: event.replyToken ?? '',
      messages: [
        { type: 'text', text: accountId !== null ? messages.lineLinkedReply : messages.lineCodeInvalidReply },
      ],
    });
  }
}
