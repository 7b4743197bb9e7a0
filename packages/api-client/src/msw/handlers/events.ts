import { HttpResponse } from 'msw';
import { handleAs, http } from '../http.ts';

const encoder = new TextEncoder();
const frame = (event: string, data: unknown) =>
  encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

// GET /api/events over the fixtures: the caller's store's events as server-sent events, opening with `ready`.
// A check-in recorded through the mock publishes `attendance.changed`, as the server does after its commit.
export const eventHandlers = [
  http.get('/api/events', (info) =>
    handleAs(info, 'streamStoreEvents', ({ store, storeId }) => {
      let stop = () => {};
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(encoder.encode('retry: 3000\n'));
          controller.enqueue(frame('ready', { store_id: storeId }));
          stop = store.events.subscribe((event) => {
            if (event.store_id === storeId) controller.enqueue(frame(event.type, event));
          });
          info.request.signal.addEventListener('abort', () => {
            stop();
            try {
              controller.close();
            } catch {
              // already closed
            }
          });
        },
        cancel() {
          stop();
        },
      });
      return info.response.untyped(
        new HttpResponse(body, {
          headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' },
        }),
      );
    }),
  ),
];
