import type { CardType } from './constants.ts';

/** One card read, as every reader reports it (seed §3). */
export interface CardRead {
  /** Upper-case hex padded to 14. */
  uid: string;
  /** 0 unregistered (blank or foreign card), 1 staff card, 2 customer card. */
  type: CardType;
  entity_id: number;
  /** When the card was read (ms since epoch). */
  timestamp: number;
}

export type ReaderKind = 'webnfc' | 'bridge' | 'none';

/**
 * Connection state of a reader. `connecting` covers the first try and every reconnection; `unavailable`
 * means this device cannot read cards at all (see the notices); `disconnected` after the retries ran out.
 */
export type ReaderState = 'idle' | 'connecting' | 'connected' | 'disconnected' | 'unavailable';

/** Why a reader is not reading (shown as the seed's notices). */
export type ReaderNotice =
  | 'serviceUnreachable'
  | 'permissionRequired'
  | 'permissionDenied'
  | 'browserUnsupported'
  | 'httpsRequired'
  | 'iosUnsupported'
  | 'windowsReaderRequired'
  | 'readFailed'
  | 'writeFailed';

export type ReaderEvent =
  | { type: 'state'; state: ReaderState; attempt?: number; nextRetryMs?: number }
  | { type: 'card'; card: CardRead }
  | { type: 'written'; uid: string; requestId: string }
  | { type: 'error'; notice: ReaderNotice; message?: string; requestId?: string };

export type ReaderListener = (event: ReaderEvent) => void;

/** What the app talks to, whether the cards come from Web NFC (Android) or the local reader service (Windows). */
export interface CardReader {
  readonly kind: ReaderKind;
  readonly state: ReaderState;
  /** Starts reading (connects to the service, or starts the Web NFC scan). */
  start(): void;
  /** Stops reading and any reconnection. */
  stop(): void;
  /** After the retries ran out: try again from the first attempt. */
  reconnect(): void;
  /** Writes type + entity id to the next card placed on the reader; resolves with the card's UID. */
  write(payload: { type: CardType; entity_id: number }, requestId: string): Promise<string>;
  subscribe(listener: ReaderListener): () => void;
}

/** A tiny event hub the readers share. */
export function createEmitter() {
  const listeners = new Set<ReaderListener>();
  return {
    emit(event: ReaderEvent) {
      for (const listener of [...listeners]) listener(event);
    },
    subscribe(listener: ReaderListener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The reader of a device that cannot read cards: it only says why. */
export function createUnavailableReader(notice: ReaderNotice | null): CardReader {
  const hub = createEmitter();
  return {
    kind: 'none',
    state: 'unavailable',
    start() {
      if (notice) hub.emit({ type: 'error', notice });
    },
    stop() {},
    reconnect() {},
    write: () => Promise.reject(new Error(notice ?? 'browserUnsupported')),
    subscribe: hub.subscribe,
  };
}
