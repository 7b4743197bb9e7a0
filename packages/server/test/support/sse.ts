export interface ReceivedEvent {
  event: string;
  data: Record<string, unknown>;
  receivedAt: number;
}

/**
 * Opens GET /api/events (of the store, or of `topics`) over real HTTP and collects its events as the
 * browser's fetch reader would.
 */
/** How long a test waits for an event before it reports it missing (a guard, not a measure). */
export const EVENT_GUARD_MS = 10_000;

export async function openStream(baseUrl: string, token: string, topics?: string) {
  const controller = new AbortController();
  const query = topics === undefined ? '' : `?topics=${encodeURIComponent(topics)}`;
  const response = await fetch(`${baseUrl}/api/events${query}`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const received: ReceivedEvent[] = [];
  // Each waitFor's check, run again whenever an event arrives (no polling).
  const waiters = new Set<() => void>();
  let buffer = '';
  const reading = (async () => {
    const reader = response.body?.getReader();
    if (!reader) return;
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) received.push({ event, data: JSON.parse(data), receivedAt: Date.now() });
          for (const check of waiters) check();
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted
    }
  })();
  /**
   * The first event matching `predicate`, as soon as it arrives; undefined if none within `timeoutMs` — a guard
   * against hanging, not a speed claim (latency is measured by `pnpm bench`).
   */
  const waitFor = (predicate: (e: ReceivedEvent) => boolean, timeoutMs = EVENT_GUARD_MS) =>
    new Promise<ReceivedEvent | undefined>((resolve) => {
      const settle = (found: ReceivedEvent | undefined) => {
        clearTimeout(timer);
        waiters.delete(check);
        resolve(found);
      };
      const check = () => {
        const found = received.find(predicate);
        if (found) settle(found);
      };
      const timer = setTimeout(() => settle(undefined), timeoutMs);
      waiters.add(check);
      check();
    });
  return {
    response,
    received,
    waitFor,
    ended: reading,
    close() {
      controller.abort();
    },
  };
}
