import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Channel, Topic } from '../../events/bus.ts';
import { ApiError } from '../../http/envelope.ts';
import { serverMessages } from '../../http/messages.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { queryOf, requireAuth, requireStore } from '../../http/request.ts';
import { createAuthRepository } from '../auth/repository.ts';

/** A comment line this often keeps proxies and load balancers from closing a quiet stream. */
const PING_INTERVAL_MS = 25_000;
/** How long a client waits before reconnecting after a drop (the SSE `retry` field). */
const RETRY_MS = 3_000;

const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * GET /api/events: the event bus as server-sent events. The auth hook has already checked the bearer token;
 * the stream carries the events of the store the session works in, or of the topics it asked for (each one
 * allowed by the feature serving its kind), and ends when the token expires or is revoked, or the server
 * shuts down.
 */
export function eventHandlers(app: FastifyInstance): OperationHandlers {
  const { events, topics, config, sessions, db, photos } = app.kayoi;
  const tokens = createAuthRepository(db, photos);
  const open = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });

  return {
    async streamStoreEvents(request, reply) {
      const auth = requireAuth(request);
      const { expiresAt, tokenId } = auth;
      const asked = queryOf(request, 'streamStoreEvents').topics;
      let channels: Channel[];
      let ready: unknown;
      if (asked === undefined) {
        const storeId = requireStore(request);
        channels = [{ store: storeId }];
        ready = { store_id: storeId };
      } else {
        // The spec's pattern has checked the form; the features serving the kinds say who may follow.
        const followed = [...new Set(asked.split(','))] as Topic[];
        const allowed = await Promise.all(followed.map((topic) => topics.mayFollow(auth, topic)));
        if (allowed.includes(false)) throw new ApiError(403, 'FORBIDDEN', serverMessages.forbidden);
        channels = followed.map((topic) => ({ topic }));
        ready = { topics: followed };
      }
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        // Helmet's and the rate limiter's headers, already set on the reply, go out with the stream.
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx and similar proxies would otherwise buffer the stream.
        'x-accel-buffering': 'no',
      });
      stream.write(`retry: ${RETRY_MS}\n`);
      stream.write(frame('ready', ready));
      open.add(stream);

      const unsubscribes = channels.map((channel) =>
        events.subscribe(channel, (event) => {
          stream.write(frame(event.type, event));
        }),
      );
      // A revoked token (logout, new password, revoked reader device, disabled card) ends its stream at once,
      // whichever server process on the database revoked it (the registry relays revocations). One revoked
      // between the auth hook's check and this watch is caught by the check that follows it; the ping
      // re-checks in case a relayed revocation was lost (the listening connection dropped).
      const unwatch = sessions.watch(tokenId, () => stream.end());
      tokens.tokenExists(tokenId).then(
        (exists) => {
          if (!exists) stream.end();
        },
        () => {},
      );
      const ping = setInterval(() => {
        stream.write(': ping\n\n');
        tokens.tokenExists(tokenId).then(
          (exists) => {
            if (!exists) stream.end();
          },
          () => {},
        );
      }, PING_INTERVAL_MS);
      // A token that expires ends its stream: the client's next connection is refused with 401.
      const expiry = setTimeout(
        () => stream.end(),
        Math.max(0, Math.min(expiresAt.getTime() - config.now().getTime(), 2 ** 31 - 1)),
      );
      const close = () => {
        for (const unsubscribe of unsubscribes) unsubscribe();
        unwatch();
        clearInterval(ping);
        clearTimeout(expiry);
        open.delete(stream);
      };
      // The response closes when the client goes away, the token expires or the server stops.
      stream.on('close', close);
    },
  };
}
