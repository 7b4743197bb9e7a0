import {
  decodePayload,
  decodeRecordText,
  KAYOI_EXTERNAL_TYPE,
  normalizeUid,
  webNfcRecords,
} from './codec.ts';
import { CARD_TYPE, type CardType } from './constants.ts';
import { type CardReader, createEmitter, type ReaderState } from './reader.ts';

// Web NFC (Chrome on Android, HTTPS only). The DOM library has no types for it yet: the part used is here.

interface NdefRecordLike {
  recordType: string;
  encoding?: string | null;
  data?: DataView | null;
}
interface NdefReadingEvent {
  serialNumber: string;
  message: { records: readonly NdefRecordLike[] };
}
export interface NdefReaderLike {
  scan(options?: { signal?: AbortSignal }): Promise<void>;
  write(
    message: { records: ReturnType<typeof webNfcRecords> },
    options?: { signal?: AbortSignal },
  ): Promise<void>;
  onreading: ((event: NdefReadingEvent) => void) | null;
  onreadingerror: ((event: unknown) => void) | null;
}

export type NfcPermission = 'granted' | 'prompt' | 'denied' | 'unknown';

export interface WebNfcReaderOptions {
  createReader?: () => NdefReaderLike;
  /** The NFC permission ('nfc' in navigator.permissions). */
  queryPermission?: () => Promise<NfcPermission>;
  now?: () => number;
}

async function defaultPermission(): Promise<NfcPermission> {
  try {
    const status = await navigator.permissions.query({ name: 'nfc' as PermissionName });
    return status.state;
  } catch {
    return 'unknown';
  }
}

const bytesOf = (view: DataView) => new Uint8Array(view.buffer, view.byteOffset, view.byteLength);

/** Type and entity id from a Web NFC message: the text record first, the 4-byte external record second. */
export function payloadFromRecords(records: readonly NdefRecordLike[]): {
  type: CardType;
  entity_id: number;
} {
  for (const record of records) {
    if (record.recordType === 'text' && record.data) {
      try {
        const decoded = decodeRecordText(new TextDecoder(record.encoding ?? 'utf-8').decode(record.data));
        return { type: decoded.type, entity_id: decoded.entity_id };
      } catch {
        // Not a Kayoi text record: look further.
      }
    }
  }
  const external = records.find((r) => r.recordType === KAYOI_EXTERNAL_TYPE && r.data);
  if (external?.data) {
    try {
      return decodePayload(bytesOf(external.data));
    } catch {
      // A broken payload reads as an unregistered card.
    }
  }
  return { type: CARD_TYPE.unregistered, entity_id: 0 };
}

/** Web NFC reader: scans while started; a read gives the serial number (UID) and the card's records. */
export function createWebNfcReader(options: WebNfcReaderOptions = {}): CardReader {
  const createReader =
    options.createReader ??
    (() => new (globalThis as unknown as { NDEFReader: new () => NdefReaderLike }).NDEFReader());
  const queryPermission = options.queryPermission ?? defaultPermission;
  const now = options.now ?? Date.now;
  const hub = createEmitter();
  let state: ReaderState = 'idle';
  let reader: NdefReaderLike | null = null;
  let abort: AbortController | null = null;

  const setState = (next: ReaderState) => {
    state = next;
    hub.emit({ type: 'state', state: next });
  };

  async function begin() {
    setState('connecting');
    const permission = await queryPermission();
    if (permission === 'denied') {
      setState('unavailable');
      hub.emit({ type: 'error', notice: 'permissionDenied' });
      return;
    }
    if (permission === 'prompt') hub.emit({ type: 'error', notice: 'permissionRequired' });
    abort = new AbortController();
    reader = createReader();
    reader.onreading = (event) => {
      let uid: string;
      try {
        uid = normalizeUid(event.serialNumber);
      } catch {
        hub.emit({ type: 'error', notice: 'readFailed' });
        return;
      }
      hub.emit({
        type: 'card',
        card: { uid, ...payloadFromRecords(event.message.records), timestamp: now() },
      });
    };
    reader.onreadingerror = () => hub.emit({ type: 'error', notice: 'readFailed' });
    try {
      await reader.scan({ signal: abort.signal });
      setState('connected');
    } catch (error) {
      const denied = error instanceof Error && error.name === 'NotAllowedError';
      setState(denied ? 'unavailable' : 'disconnected');
      hub.emit({ type: 'error', notice: denied ? 'permissionDenied' : 'readFailed' });
    }
  }

  return {
    kind: 'webnfc',
    get state() {
      return state;
    },
    start() {
      if (state === 'connected' || state === 'connecting') return;
      void begin();
    },
    stop() {
      abort?.abort();
      abort = null;
      reader = null;
      setState('idle');
    },
    reconnect() {
      abort?.abort();
      abort = null;
      void begin();
    },
    async write(payload, requestId) {
      if (!reader) throw new Error('NFCが開始されていません');
      // Web NFC gives no UID on write: the next read of the card (ignored for 10 s) reports it.
      const target = reader;
      let uid = '';
      const waitForCard = new Promise<void>((resolve) => {
        const previous = target.onreading;
        target.onreading = (event) => {
          uid = normalizeUid(event.serialNumber);
          target.onreading = previous;
          resolve();
        };
      });
      try {
        await target.write({
          records: webNfcRecords({ ...payload, issued_at: new Date(now()).toISOString() }),
        });
      } catch (error) {
        hub.emit({ type: 'error', notice: 'writeFailed', requestId });
        throw error instanceof Error ? error : new Error(String(error));
      }
      // The write itself succeeded; wait briefly for the card's serial number, else report it unknown.
      await Promise.race([waitForCard, new Promise((resolve) => setTimeout(resolve, 1_000))]);
      hub.emit({ type: 'written', uid, requestId });
      return uid;
    },
    subscribe: hub.subscribe,
  };
}
