import { notificationMessages as messages } from '@kayoi/domain/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { success } from '../../http/envelope.ts';
import type { OperationConfig, OperationHandlers } from '../../http/operations.ts';
import { bodyOf, paramsOf, requireAuth, requireStore } from '../../http/request.ts';
import { requireFamily } from '../family/handlers.ts';
import type { ChannelDeps } from './channels.ts';
import {
  customerDeliveries,
  issueLineCode,
  lineChannelSettings,
  lineLinkOf,
  pushKey,
  pushSubscriptions,
  receiveLineWebhook,
  registerPushSubscription,
  removeLineChannel,
  removePushSubscription,
  saveLineChannel,
  unlinkLine,
} from './use-cases.ts';

/** What the notification senders and use cases are handed, from the app's context. */
export function notificationDeps(app: FastifyInstance): ChannelDeps {
  const { db, config, mailer } = app.kayoi;
  return {
    db,
    mailer,
    publicUrl: config.publicUrl,
    mailFrom: config.mailFrom,
    lineApiBaseUrl: config.lineApiBaseUrl,
    allowAnyPushEndpoint: config.allowAnyPushEndpoint,
    now: config.now,
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The body as sent, kept for LINE's webhook only (its signature is over these bytes). */
    lineRawBody?: string;
  }
}

/** Keeps the webhook's raw body beside the parsed one (the parser itself is the app's). */
function keepWebhookBody(app: FastifyInstance) {
  app.addHook('preParsing', async (request, _reply, payload) => {
    if ((request.routeOptions.config as Partial<OperationConfig>).operationId !== 'receiveLineWebhook')
      return payload;
    const chunks: Buffer[] = [];
    for await (const chunk of payload) chunks.push(Buffer.from(chunk as Buffer));
    const raw = Buffer.concat(chunks);
    request.lineRawBody = raw.toString('utf8');
    const { Readable } = await import('node:stream');
    return Readable.from([raw]);
  });
}

/** 通知 (issue 32): the family's devices and LINE link, the desk's log, the admin's LINE channel, LINE's webhook. */
export function notificationHandlers(app: FastifyInstance): OperationHandlers {
  const deps = notificationDeps(app);
  keepWebhookBody(app);
  const account = (request: FastifyRequest) => requireFamily(request).accountId;
  return {
    getFamilyPushKey: async () => success(await pushKey(deps)),
    listFamilyPushSubscriptions: async (request) => success(await pushSubscriptions(deps, account(request))),
    registerFamilyPushSubscription: async (request) =>
      success(
        await registerPushSubscription(
          deps,
          account(request),
          bodyOf(request, 'registerFamilyPushSubscription'),
        ),
        messages.pushSubscribed,
      ),
    async deleteFamilyPushSubscription(request) {
      await removePushSubscription(
        deps,
        account(request),
        paramsOf(request, 'deleteFamilyPushSubscription').id,
      );
      return success(null, messages.pushUnsubscribed);
    },
    getFamilyLineLink: async (request) => success(await lineLinkOf(deps, account(request))),
    issueFamilyLineCode: async (request) =>
      success(await issueLineCode(deps, account(request)), messages.lineCodeIssued),
    unlinkFamilyLine: async (request) =>
      success(await unlinkLine(deps, account(request)), messages.lineUnlinked),
    listCustomerNotificationDeliveries: async (request) =>
      success(
        await customerDeliveries(
          deps,
          requireStore(request),
          paramsOf(request, 'listCustomerNotificationDeliveries').id,
        ),
      ),
    getLineChannel: async () => success(await lineChannelSettings(deps)),
    saveLineChannel: async (request) =>
      success(
        await saveLineChannel(deps, requireAuth(request).staffId, bodyOf(request, 'saveLineChannel')),
        messages.lineChannelSaved,
      ),
    deleteLineChannel: async () => success(await removeLineChannel(deps), messages.lineChannelRemoved),
    async receiveLineWebhook(request) {
      const signature = request.headers['x-line-signature'];
      await receiveLineWebhook(
        deps,
        request.lineRawBody ?? JSON.stringify(request.body),
        typeof signature === 'string' ? signature : undefined,
      );
      return success(null);
    },
  };
}
