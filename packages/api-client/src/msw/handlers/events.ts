import { HttpResponse } from 'msw';
import type { LiveEvent } from '../../events/storeEvents.ts';
import { handleAs, http } from '../http.ts';

const encoder = new TextEncoder();
const frame = (event: string, data: unknown) =>
  encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

// GET /api/events over the fixtures: the caller's store's events (or, with `topics`, those topics' events
// instead) as server-sent events, opening with `ready`. A check-in recorded through the mock publishes
// `attendance.changed`, a chat message `chat_message.created` on its room's topic, as the server does after
// its commit. Who may follow a topic is the server's rule: the mock lets anyone.
export const eventHandlers = [
  http.get('/api/events', (info) =>
    handleAs(info, 'streamStoreEvents', ({ store, storeId }) => {
      const topics = new URL(info.request.url).searchParams.get('topics')?.split(',');
      const follows = (event: LiveEvent) =>
        'topic' in event ? topics?.includes(event.topic) === true : !topics && event.store_id === storeId;
      let stop = () => {};
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(encoder.encode('retry: 3000\n'));
          controller.enqueue(frame('ready', topics ? { topics } : { store_id: storeId }));
          stop = store.events.subscribe((event) => {
            if (follows(event)) controller.enqueue(frame(event.type, event));
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
