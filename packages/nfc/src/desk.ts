import { CARD_TYPE, type CardType, NFC_CONSTANTS } from './constants.ts';
import { createTapGate, type TapGate } from './gate.ts';
import type { CardRead, CardReader, ReaderNotice, ReaderState } from './reader.ts';

// One reader plus the rules between a read and a tap: what the app's screens subscribe to.

export type DeskEvent =
  | { type: 'state'; state: ReaderState; attempt?: number; nextRetryMs?: number }
  | { type: 'tap'; card: CardRead }
  /** A customer card read again within 3 s: '少しお待ちください（N秒）'. */
  | { type: 'cooldown'; card: CardRead; remainingSeconds: number }
  | { type: 'notice'; notice: ReaderNotice; message?: string }
  | { type: 'write'; phase: 'started' }
  | { type: 'write'; phase: 'done'; uid: string }
  | { type: 'write'; phase: 'failed'; reason: 'error' | 'timeout'; message?: string };

export type DeskListener = (event: DeskEvent) => void;

export interface NfcDesk {
  readonly reader: CardReader;
  readonly state: ReaderState;
  readonly writing: boolean;
  start(): void;
  stop(): void;
  reconnect(): void;
  /** Enters write mode and writes the next card placed (15 s at most); resolves with its UID. */
  writeCard(payload: { type: CardType; entity_id: number }): Promise<string>;
  subscribe(listener: DeskListener): () => void;
}

export interface DeskOptions {
  now?: () => number;
  requestId?: () => string;
}

export class WriteTimeoutError extends Error {
  override readonly name = 'WriteTimeoutError';
  constructor() {
    super('書き込みがタイムアウトしました');
  }
}

export function createNfcDesk(reader: CardReader, options: DeskOptions = {}): NfcDesk {
  const now = options.now ?? Date.now;
  const requestId = options.requestId ?? (() => globalThis.crypto.randomUUID());
  const gate: TapGate = createTapGate(now);
  const listeners = new Set<DeskListener>();
  const emit = (event: DeskEvent) => {
    for (const listener of [...listeners]) listener(event);
  };
  let writing = false;
  let unsubscribe: (() => void) | null = null;

  const attach = () => {
    unsubscribe ??= reader.subscribe((event) => {
      switch (event.type) {
        case 'state':
          emit(event);
          return;
        case 'card': {
          const decision = gate.check(event.card);
          if (decision.accept) emit({ type: 'tap', card: event.card });
          else if (decision.reason === 'cooldown')
            emit({ type: 'cooldown', card: event.card, remainingSeconds: decision.remainingSeconds });
          return;
        }
        case 'error':
          // Write failures are reported by writeCard itself.
          if (event.notice !== 'writeFailed')
            emit({
              type: 'notice',
              notice: event.notice,
              ...(event.message ? { message: event.message } : {}),
            });
          return;
        default:
          return;
      }
    });
  };

  return {
    reader,
    get state() {
      return reader.state;
    },
    get writing() {
      return writing;
    },
    start() {
      attach();
      reader.start();
    },
    stop() {
      reader.stop();
      unsubscribe?.();
      unsubscribe = null;
    },
    reconnect() {
      reader.reconnect();
    },
    async writeCard(payload) {
      if (writing) throw new Error('書き込み中です');
      if (payload.type === CARD_TYPE.unregistered) throw new Error('未登録のカードは書き込めません');
      writing = true;
      gate.enterWriteMode();
      emit({ type: 'write', phase: 'started' });
      let timer: ReturnType<typeof setTimeout> | undefined;
      try {
        const uid = await Promise.race([
          reader.write(payload, requestId()),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new WriteTimeoutError()), NFC_CONSTANTS.writeModeMs);
          }),
        ]);
        gate.leaveWriteMode(uid);
        emit({ type: 'write', phase: 'done', uid });
        return uid;
      } catch (error) {
        gate.leaveWriteMode();
        const timeout = error instanceof WriteTimeoutError;
        emit({
          type: 'write',
          phase: 'failed',
          reason: timeout ? 'timeout' : 'error',
          ...(error instanceof Error ? { message: error.message } : {}),
        });
        throw error;
      } finally {
        clearTimeout(timer);
        writing = false;
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
