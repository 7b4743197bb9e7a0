import type { Queryable } from './database.ts';

/**
 * How a statement that many requests send at once is sent together (issue 30): `alone` decides one input in a
 * statement of its own, `together` several in one statement (one round trip, one commit), answering them in their
 * order, each as if it had been sent alone.
 */
export interface Batching<In, Out> {
  alone(db: Queryable, input: In): Promise<Out>;
  together(db: Queryable, inputs: readonly In[]): Promise<Out[]>;
  /** The most inputs one statement takes. */
  most: number;
}

/** Resolves at the end of this turn of the event loop, once the turn's promise continuations have run. */
export const endOfTurn = (): Promise<void> => new Promise((ended) => setImmediate(ended));

interface Waiting<In, Out> {
  input: In;
  done: (output: Out) => void;
  fail: (error: unknown) => void;
}

interface Queue<In, Out> {
  waiting: Waiting<In, Out>[];
  sending: boolean;
}

/**
 * Sends the waiting inputs, one statement at a time, until none wait: the inputs of one turn of the event loop go
 * together at the turn's end (a statement's answers resume their requests in one turn, and those requests' next
 * statements come in it: sent at once, the first went alone and the rest after it), and those that arrive while a
 * statement runs go together in the next (at most `most`); one input goes alone. When a statement of several
 * fails (nothing of it was done), each of its inputs is sent alone, so that one input's error is its own.
 *
 * One at a time on both databases: embedded PGlite runs one statement at a time anyway, and on PostgreSQL a second
 * statement under way took half of the taps alone and waited for the first's store counts (check-in at 20 desks,
 * five interleaved pairs, two at a time → one: 946–1,041 → 1,041–1,478 taps/s, 1.35–1.49 → 0.85–1.22 ms of CPU a
 * tap, p99 37–43 → 26–35 ms).
 */
async function sendWaiting<In, Out>(db: Queryable, queue: Queue<In, Out>, batching: Batching<In, Out>) {
  queue.sending = true;
  try {
    await endOfTurn();
    while (queue.waiting.length > 0) {
      const batch = queue.waiting.splice(0, batching.most);
      const outputs =
        batch.length > 1
          ? await batching
              .together(
                db,
                batch.map((w) => w.input),
              )
              .catch(() => null)
          : null;
      if (outputs) {
        for (const [i, w] of batch.entries()) w.done(outputs[i] as Out);
      } else {
        for (const w of batch) await batching.alone(db, w.input).then(w.done, w.fail);
      }
    }
  } finally {
    queue.sending = false;
  }
}

/**
 * A function that sends its input with `batching`: at the end of its turn of the event loop, with the inputs of that
 * turn, when no statement of its kind is under way, else together with the inputs that arrived meanwhile, in the
 * next statement. One queue per database (or transaction).
 */
export function batched<In, Out>(batching: Batching<In, Out>): (db: Queryable, input: In) => Promise<Out> {
  const queues = new WeakMap<Queryable, Queue<In, Out>>();
  return (db, input) => {
    let queue = queues.get(db);
    if (!queue) {
      queue = { waiting: [], sending: false };
      queues.set(db, queue);
    }
    const own = queue;
    return new Promise<Out>((done, fail) => {
      own.waiting.push({ input, done, fail });
      if (!own.sending) void sendWaiting(db, own, batching);
    });
  };
}
