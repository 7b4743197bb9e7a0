import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { OperationHandlers } from '../../http/operations.ts';
import { requireAuth, requireStore } from '../../http/request.ts';

/** A comment line this often keeps proxies and load balancers from closing a quiet stream. */
const PING_INTERVAL_MS = 25_000;
/** How long a client waits before reconnecting after a drop (the SSE `retry` field). */
const RETRY_MS = 3_000;

const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * GET /api/events: the store event bus as server-sent events. The auth hook has already checked the bearer
 * token; the stream carries the events of the store the session works in and ends when the token expires or
 * is revoked, or the server shuts down.
 */
export function eventHandlers(app: FastifyInstance): OperationHandlers {
  const { events, config, sessions, db } = app.kayoi;
  const open = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });

  return {
    async streamStoreEvents(request, reply) {
      const storeId = requireStore(request);
      const { expiresAt, tokenId } = requireAuth(request);
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
      stream.write(frame('ready', { store_id: storeId }));
      open.add(stream);

      const unsubscribe = events.subscribe(storeId, (event) => {
        stream.write(frame(event.type, event));
      });
      // A revoked token (logout, new password, revoked reader device, disabled card) ends its stream: at once
      // when it was revoked in this process, and at the next ping when another server process revoked it.
      const unwatch = sessions.watch(tokenId, () => stream.end());
      const ping = setInterval(() => {
        stream.write(': ping\n\n');
        db.query('select 1 from auth_tokens where id = $1', [tokenId]).then(
          ({ rows }) => {
            if (rows.length === 0) stream.end();
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
        unsubscribe();
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
