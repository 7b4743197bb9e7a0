// The front desk's offline queue: a tap the server could not be reached for is kept in IndexedDB and sent
// again, in the order of the taps, when the server answers. Every tap carries an idempotency key that the
// server remembers, so a tap whose answer was lost on the way is never recorded twice.

export interface TapInput {
  uid?: string;
  customer_id?: number;
  device_id: string;
}

export interface QueuedTap extends TapInput {
  /** The idempotency key the server honours (`idempotency_key`). */
  key: string;
  /** Order of the taps on this device. */
  seq: number;
  /** When the card was tapped (ISO 8601): the server records the visit at this time. */
  tapped_at: string;
  attempts: number;
  last_error: string | null;
}

export interface TapStore {
  put(tap: QueuedTap): Promise<void>;
  delete(key: string): Promise<void>;
  /** Every queued tap, oldest first. */
  all(): Promise<QueuedTap[]>;
}

export function createMemoryTapStore(): TapStore {
  const taps = new Map<string, QueuedTap>();
  return {
    async put(tap) {
      taps.set(tap.key, { ...tap });
    },
    async delete(key) {
      taps.delete(key);
    },
    async all() {
      return [...taps.values()].sort((a, b) => a.seq - b.seq).map((t) => ({ ...t }));
    },
  };
}

const STORE = 'taps';

const request = <T>(req: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });

/** The durable store: an IndexedDB database of its own ('kayoi-front-desk'), one object store keyed by key. */
export function createIndexedDbTapStore(
  name = 'kayoi-front-desk',
  factory: IDBFactory = globalThis.indexedDB,
): TapStore {
  let opened: Promise<IDBDatabase> | null = null;
  const db = () => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const req = factory.open(name, 1);
      req.onupgradeneeded = () => {
        const store = req.result.createObjectStore(STORE, { keyPath: 'key' });
        store.createIndex('seq', 'seq', { unique: true });
      };
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    return opened;
  };
  const run = async <T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>) => {
    const tx = (await db()).transaction(STORE, mode);
    // Listen for the end of the transaction before anything is awaited: it may complete right after the request.
    const done = new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
    const result = await request(work(tx.objectStore(STORE)));
    await done;
    return result;
  };
  return {
    async put(tap) {
      await run('readwrite', (store) => store.put(tap));
    },
    async delete(key) {
      await run('readwrite', (store) => store.delete(key));
    },
    async all() {
      return run('readonly', (store) => store.index('seq').getAll() as IDBRequest<QueuedTap[]>);
    },
  };
}

/** How a send ended, as the queue needs to know it. */
export type SendOutcome<R> =
  | { ok: true; result: R }
  /** The server was not reached (or answered 5xx): keep the tap and try later. */
  | { ok: false; retry: true; error: unknown }
  /** The server refused the tap for good (unknown card, paused member …): drop it and say so. */
  | { ok: false; retry: false; error: unknown };

export type SubmitResult<R> =
  | { status: 'sent'; tap: QueuedTap; result: R }
  | { status: 'queued'; tap: QueuedTap }
  | { status: 'rejected'; tap: QueuedTap; error: unknown };

export type QueueEvent<R> =
  | { type: 'changed'; pending: number }
  | { type: 'replayed'; tap: QueuedTap; result: R }
  | { type: 'rejected'; tap: QueuedTap; error: unknown };

export interface TapQueue<R> {
  /** Sends a tap, or queues it behind earlier ones / when the server cannot be reached. */
  submit(input: TapInput): Promise<SubmitResult<R>>;
  /** Sends the queued taps in order; stops at the first that cannot be sent yet. Returns how many are left. */
  replay(): Promise<number>;
  pending(): Promise<QueuedTap[]>;
  subscribe(listener: (event: QueueEvent<R>) => void): () => void;
}

export interface TapQueueOptions<R> {
  store: TapStore;
  send: (tap: QueuedTap) => Promise<SendOutcome<R>>;
  now?: () => number;
  newKey?: () => string;
}

export function createTapQueue<R>(options: TapQueueOptions<R>): TapQueue<R> {
  const { store, send } = options;
  const now = options.now ?? Date.now;
  const newKey = options.newKey ?? (() => globalThis.crypto.randomUUID());
  const listeners = new Set<(event: QueueEvent<R>) => void>();
  const emit = (event: QueueEvent<R>) => {
    for (const listener of [...listeners]) listener(event);
  };
  let lastSeq = 0;
  // One chain: submissions and replays never overlap, so the server sees the taps in order.
  let chain: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = chain.then(work, work);
    chain = next.catch(() => {});
    return next;
  };
  const changed = async () => emit({ type: 'changed', pending: (await store.all()).length });

  /** Sends the queue in order; `settled` collects how each sent tap ended. */
  const drain = async (settled?: Map<string, SubmitResult<R>>): Promise<number> => {
    for (const tap of await store.all()) {
      const outcome = await send(tap);
      if (outcome.ok) {
        await store.delete(tap.key);
        settled?.set(tap.key, { status: 'sent', tap, result: outcome.result });
        emit({ type: 'replayed', tap, result: outcome.result });
      } else if (!outcome.retry) {
        await store.delete(tap.key);
        settled?.set(tap.key, { status: 'rejected', tap, error: outcome.error });
        emit({ type: 'rejected', tap, error: outcome.error });
      } else {
        await store.put({ ...tap, attempts: tap.attempts + 1, last_error: String(outcome.error) });
        await changed();
        return (await store.all()).length;
      }
      await changed();
    }
    return 0;
  };

  return {
    submit(input) {
      // The caller hears how the send ended as soon as it is known: forgetting a sent tap (an IndexedDB
      // write) happens after, still in the chain, so the next tap or replay waits for it but the welcome
      // display does not. Should that write fail, the tap is sent again later and the server, knowing its
      // key, records nothing twice.
      let answer: (result: SubmitResult<R>) => void = () => {};
      const answered = new Promise<SubmitResult<R>>((resolve) => {
        answer = resolve;
      });
      const work = serial(async () => {
        const queued = await store.all();
        lastSeq = Math.max(lastSeq, ...queued.map((t) => t.seq), now()) + 1;
        const tap: QueuedTap = {
          ...input,
          key: newKey(),
          seq: lastSeq,
          tapped_at: new Date(now()).toISOString(),
          attempts: 0,
          last_error: null,
        };
        if (queued.length > 0) {
          // Earlier taps wait: this one goes behind them, and the queue is tried again.
          await store.put(tap);
          await changed();
          const settled = new Map<string, SubmitResult<R>>();
          await drain(settled);
          return settled.get(tap.key) ?? ({ status: 'queued', tap } as const);
        }
        // Kept before it is sent: a page closed mid-request still has the tap.
        await store.put(tap);
        const outcome = await send(tap);
        if (outcome.ok) {
          const sent = { status: 'sent', tap, result: outcome.result } as const;
          answer(sent);
          await store.delete(tap.key);
          return sent;
        }
        if (!outcome.retry) {
          const rejected = { status: 'rejected', tap, error: outcome.error } as const;
          answer(rejected);
          await store.delete(tap.key);
          return rejected;
        }
        await store.put({ ...tap, attempts: 1, last_error: String(outcome.error) });
        await changed();
        return { status: 'queued', tap } as const;
      });
      // Whichever comes first: the answer, or the end of the work (queued, or a failure of the store).
      return Promise.race([answered, work]);
    },
    replay() {
      return serial(() => drain());
    },
    // In the chain: a tap just answered is already forgotten when the list is read.
    pending: () => serial(() => store.all()),
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
