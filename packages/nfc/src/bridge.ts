import { normalizeUid } from './codec.ts';
import { type CardType, NFC_CONSTANTS } from './constants.ts';
import { encodeMessage, parseServiceMessage } from './protocol.ts';
import { type CardReader, createEmitter, type ReaderState } from './reader.ts';

/** The part of the browser's WebSocket the bridge uses (so tests and Storybook can hand in their own). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
}
export type SocketFactory = (url: string) => SocketLike;

export interface BridgeReaderOptions {
  deviceId: string;
  url?: string;
  /** Defaults to the global WebSocket. */
  createSocket?: SocketFactory;
}

const OPEN = 1;

/** Delay before reconnection attempt `n` (0-based): 2 s, 4 s, 8 s, 16 s, then capped at 30 s. */
export function reconnectDelay(attempt: number): number {
  const { initialDelayMs, maxDelayMs } = NFC_CONSTANTS.reconnect;
  return Math.min(initialDelayMs * 2 ** attempt, maxDelayMs);
}

/** What the bridge said, told to the reader's listeners; a write's answer settles its waiting promise. */
function handleServiceMessage(
  message: NonNullable<ReturnType<typeof parseServiceMessage>>,
  hub: ReturnType<typeof createEmitter>,
  pending: Map<string, { resolve: (uid: string) => void; reject: (error: Error) => void }>,
) {
  switch (message.type) {
    case 'nfc_detected': {
      let uid: string;
      try {
        uid = normalizeUid(message.data.uid);
      } catch {
        hub.emit({ type: 'error', notice: 'readFailed' });
        return;
      }
      hub.emit({
        type: 'card',
        card: {
          uid,
          type: message.data.type,
          entity_id: message.data.entity_id,
          timestamp: message.data.timestamp ?? Date.now(),
        },
      });
      return;
    }
    case 'card_written': {
      const uid = normalizeUid(message.data.uid);
      pending.get(message.data.request_id)?.resolve(uid);
      pending.delete(message.data.request_id);
      hub.emit({ type: 'written', uid, requestId: message.data.request_id });
      return;
    }
    case 'error': {
      const requestId = message.data.request_id;
      if (requestId !== undefined && pending.has(requestId)) {
        pending.get(requestId)?.reject(new Error(message.data.message));
        pending.delete(requestId);
        hub.emit({ type: 'error', notice: 'writeFailed', message: message.data.message, requestId });
      } else {
        hub.emit({ type: 'error', notice: 'readFailed', message: message.data.message });
      }
      return;
    }
    default:
      return;
  }
}

/**
 * The local card-reader service (Windows + Sony RC-S380, or the simulator) over WebSocket. Registers the
 * device on every connection; reconnects after a drop with exponential delay, at most 5 times, then says
 * the service cannot be reached and waits for `reconnect()`.
 */
export function createBridgeReader(options: BridgeReaderOptions): CardReader {
  const url = options.url ?? NFC_CONSTANTS.bridgeUrl;
  const createSocket: SocketFactory =
    options.createSocket ?? ((target) => new WebSocket(target) as unknown as SocketLike);
  const hub = createEmitter();
  const pending = new Map<string, { resolve: (uid: string) => void; reject: (error: Error) => void }>();
  let state: ReaderState = 'idle';
  let socket: SocketLike | null = null;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let running = false;

  const setState = (next: ReaderState, extra: { attempt?: number; nextRetryMs?: number } = {}) => {
    state = next;
    hub.emit({ type: 'state', state: next, ...extra });
  };

  const failPending = (message: string) => {
    for (const [, waiter] of pending) waiter.reject(new Error(message));
    pending.clear();
  };

  const scheduleRetry = () => {
    if (!running) return;
    if (attempt >= NFC_CONSTANTS.reconnect.maxTries) {
      setState('disconnected', { attempt });
      hub.emit({ type: 'error', notice: 'serviceUnreachable' });
      return;
    }
    const delay = reconnectDelay(attempt);
    attempt += 1;
    setState('connecting', { attempt, nextRetryMs: delay });
    retryTimer = setTimeout(() => {
      retryTimer = null;
      open();
    }, delay);
  };

  function open() {
    if (!running) return;
    let current: SocketLike;
    try {
      current = createSocket(url);
    } catch {
      scheduleRetry();
      return;
    }
    socket = current;
    current.onopen = () => {
      if (socket !== current) return;
      attempt = 0;
      current.send(encodeMessage({ type: 'device_register', data: { device_id: options.deviceId } }));
      setState('connected');
    };
    current.onmessage = (event) => {
      if (socket !== current || typeof event.data !== 'string') return;
      const message = parseServiceMessage(event.data);
      if (!message) return;
      handleServiceMessage(message, hub, pending);
    };
    // A failed connection fires error then close; the close alone decides what happens next.
    current.onerror = () => {};
    current.onclose = () => {
      if (socket !== current) return;
      socket = null;
      failPending('NFCサービスとの接続が切れました');
      scheduleRetry();
    };
  }

  const stopSocket = () => {
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    const current = socket;
    socket = null;
    current?.close();
  };

  return {
    kind: 'bridge',
    get state() {
      return state;
    },
    start() {
      if (running) return;
      running = true;
      attempt = 0;
      setState('connecting', { attempt: 0 });
      open();
    },
    stop() {
      running = false;
      stopSocket();
      failPending('NFCリーダーを停止しました');
      setState('idle');
    },
    reconnect() {
      stopSocket();
      running = true;
      attempt = 0;
      setState('connecting', { attempt: 0 });
      open();
    },
    write(payload: { type: CardType; entity_id: number }, requestId: string) {
      if (!socket || socket.readyState !== OPEN || state !== 'connected') {
        return Promise.reject(new Error('NFCサービスに接続されていません'));
      }
      const target = socket;
      return new Promise<string>((resolve, reject) => {
        pending.set(requestId, { resolve, reject });
        target.send(
          encodeMessage({
            type: 'write_card',
            data: { request_id: requestId, type: payload.type, entity_id: payload.entity_id },
          }),
        );
      });
    },
    subscribe: hub.subscribe,
  };
}
