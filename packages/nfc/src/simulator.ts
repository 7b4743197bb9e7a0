import type { SocketFactory, SocketLike } from './bridge.ts';
import { normalizeUid } from './codec.ts';
import { CARD_TYPE, type CardType } from './constants.ts';
import { encodeMessage, parseClientMessage, type ServiceMessage } from './protocol.ts';

// The card-reader service, simulated: the exact protocol of PROTOCOL.md without a reader. The same core runs
// behind the Node bridge (`pnpm nfc:bridge --simulate`, a WebSocket server) and inside the browser for
// Storybook (`createSimulatedSocketFactory`).

export interface SimulatedCard {
  uid: string;
  type: CardType;
  entity_id: number;
  label?: string;
}

/** One browser connected to the service. */
export interface SimulatorConnection {
  send(frame: string): void;
  close(): void;
}

export interface PendingWrite {
  connection: SimulatorConnection;
  request_id: string;
  type: CardType;
  entity_id: number;
}

export interface SimulatorState {
  online: boolean;
  connections: number;
  devices: string[];
  pendingWrite: { request_id: string; type: CardType; entity_id: number } | null;
  written: SimulatedCard[];
  log: string[];
}

export interface BridgeSimulator {
  /** A new browser connection (refused while the service is dropped). */
  connect(connection: SimulatorConnection): { receive(frame: string): void; closed(): void } | null;
  /** A card placed on the reader: a pending write is completed with it, otherwise it is a read. */
  tap(card: SimulatedCard): void;
  /** Completes the pending write on a fresh card (or the one given). */
  completeWrite(uid?: string): SimulatedCard | null;
  failWrite(message?: string): boolean;
  /** The service goes away: every connection closes and new ones are refused until `restore`. */
  drop(): void;
  restore(): void;
  state(): SimulatorState;
  onChange(listener: () => void): () => void;
}

export interface SimulatorOptions {
  /** Complete each write by itself after this many ms (a card is always at hand). */
  autoWriteMs?: number | null;
  now?: () => number;
}

/** The demo school's cards: staff cards of the demo logins and any customer's card (uid 05 + hex id). */
export const DEMO_CARDS = {
  staff: [
    { uid: '04A1B2C3D4E501', type: CARD_TYPE.staff, entity_id: 1, label: '山田 太郎（管理者）' },
    { uid: '04A1B2C3D4E502', type: CARD_TYPE.staff, entity_id: 2, label: '佐藤 美咲（マネージャー）' },
    { uid: '04A1B2C3D4E503', type: CARD_TYPE.staff, entity_id: 3, label: '鈴木 健太（スタッフ）' },
  ],
  /** A customer card as the demo data issues it. */
  customer: (customerId: number): SimulatedCard => ({
    uid: `05${customerId.toString(16).toUpperCase().padStart(12, '0')}`,
    type: CARD_TYPE.customer,
    entity_id: customerId,
    label: `顧客 #${customerId}`,
  }),
  /** A blank card nobody registered (type 0). */
  blank: {
    uid: '04FFEEDDCCBBAA',
    type: CARD_TYPE.unregistered,
    entity_id: 0,
    label: '未登録カード',
  } as SimulatedCard,
} as const;

/** The bridge's error message: a refused frame, a write while another waits, a failed write. */
const bridgeError = (code: string, message: string, requestId?: string): ServiceMessage => ({
  type: 'error',
  data: { code, message, ...(requestId === undefined ? {} : { request_id: requestId }) },
});

export function createBridgeSimulator(options: SimulatorOptions = {}): BridgeSimulator {
  const now = options.now ?? Date.now;
  const connections = new Map<SimulatorConnection, { device: string | null }>();
  const listeners = new Set<() => void>();
  const written: SimulatedCard[] = [];
  const log: string[] = [];
  let online = true;
  let pending: PendingWrite | null = null;
  let autoTimer: ReturnType<typeof setTimeout> | null = null;
  let freshCard = 0x0a0000;

  const changed = () => {
    for (const listener of [...listeners]) listener();
  };
  const note = (line: string) => {
    log.push(`${new Date(now()).toISOString().slice(11, 19)} ${line}`);
    if (log.length > 50) log.shift();
  };
  const send = (connection: SimulatorConnection, message: ServiceMessage) =>
    connection.send(encodeMessage(message));
  const broadcast = (message: ServiceMessage) => {
    for (const connection of connections.keys()) send(connection, message);
  };

  const simulator: BridgeSimulator = {
    connect(connection) {
      if (!online) {
        connection.close();
        return null;
      }
      connections.set(connection, { device: null });
      note('ブラウザが接続しました');
      changed();
      return {
        receive(frame) {
          const message = parseClientMessage(frame);
          if (!message) {
            send(connection, bridgeError('BAD_MESSAGE', '不明なメッセージです'));
            return;
          }
          if (message.type === 'device_register') {
            const entry = connections.get(connection);
            if (entry) entry.device = message.data.device_id;
            send(connection, {
              type: 'device_registered',
              data: { device_id: message.data.device_id, reader: 'Kayoi NFC Simulator' },
            });
            note(`端末を登録しました: ${message.data.device_id}`);
          } else {
            if (pending) {
              send(
                connection,
                bridgeError('WRITE_BUSY', '別の書き込みを待っています', message.data.request_id),
              );
              return;
            }
            pending = { connection, ...message.data };
            note(`書き込み待ち: 種別${message.data.type} ID ${message.data.entity_id}`);
            if (options.autoWriteMs != null) {
              autoTimer = setTimeout(() => simulator.completeWrite(), options.autoWriteMs);
            }
          }
          changed();
        },
        closed() {
          connections.delete(connection);
          if (pending?.connection === connection) pending = null;
          note('ブラウザが切断しました');
          changed();
        },
      };
    },
    tap(card) {
      const uid = normalizeUid(card.uid);
      if (pending) {
        simulator.completeWrite(uid);
        return;
      }
      note(`カード読み取り: ${uid}（種別${card.type} ID ${card.entity_id}）`);
      broadcast({
        type: 'nfc_detected',
        data: { uid, type: card.type, entity_id: card.entity_id, timestamp: now() },
      });
      changed();
    },
    completeWrite(uid) {
      if (!pending) return null;
      if (autoTimer) clearTimeout(autoTimer);
      autoTimer = null;
      freshCard += 1;
      const card: SimulatedCard = {
        uid: uid ? normalizeUid(uid) : `04${freshCard.toString(16).toUpperCase().padStart(12, '0')}`,
        type: pending.type,
        entity_id: pending.entity_id,
      };
      send(pending.connection, { type: 'card_written', data: { request_id: pending.request_id, ...card } });
      written.push(card);
      note(`書き込み完了: ${card.uid}`);
      pending = null;
      changed();
      return card;
    },
    failWrite(message = 'カードへの書き込みに失敗しました') {
      if (!pending) return false;
      if (autoTimer) clearTimeout(autoTimer);
      autoTimer = null;
      send(pending.connection, bridgeError('WRITE_FAILED', message, pending.request_id));
      note('書き込み失敗');
      pending = null;
      changed();
      return true;
    },
    drop() {
      online = false;
      for (const connection of [...connections.keys()]) connection.close();
      connections.clear();
      pending = null;
      note('接続を切断しました（サービス停止）');
      changed();
    },
    restore() {
      online = true;
      note('サービスを再開しました');
      changed();
    },
    state() {
      return {
        online,
        connections: connections.size,
        devices: [...connections.values()].flatMap((c) => (c.device ? [c.device] : [])),
        pendingWrite: pending
          ? { request_id: pending.request_id, type: pending.type, entity_id: pending.entity_id }
          : null,
        written: [...written],
        log: [...log],
      };
    },
    onChange(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  return simulator;
}

/**
 * WebSockets that reach a simulator in the same page (Storybook): the bridge reader cannot tell them from
 * the real service. Frames are delivered asynchronously, as over a network.
 */
export function createSimulatedSocketFactory(simulator: BridgeSimulator): SocketFactory {
  return () => {
    let link: ReturnType<BridgeSimulator['connect']> = null;
    let closed = false;
    const socket: SocketLike & { readyState: number } = {
      readyState: 0,
      onopen: null,
      onclose: null,
      onerror: null,
      onmessage: null,
      send(frame) {
        if (socket.readyState !== 1) return;
        queueMicrotask(() => link?.receive(frame));
      },
      close() {
        if (closed) return;
        closed = true;
        socket.readyState = 3;
        link?.closed();
        setTimeout(() => socket.onclose?.({}), 0);
      },
    };
    setTimeout(() => {
      if (closed) return;
      link = simulator.connect({
        send: (frame) => setTimeout(() => socket.onmessage?.({ data: frame }), 0),
        close: () => {
          if (closed) return;
          closed = true;
          socket.readyState = 3;
          setTimeout(() => socket.onclose?.({}), 0);
        },
      });
      if (!link) return;
      socket.readyState = 1;
      socket.onopen?.({});
    }, 0);
    return socket;
  };
}
