import { normalizeCardUid } from '@kayoi/domain/cards';
import { serverMessages } from '@kayoi/domain/messages';
import { type HttpHandler, HttpResponse, http as mswHttp } from 'msw';
import type { Role } from '../queries/types.ts';
import { authorize, errorResponse, MockApiError, timestamp } from './http.ts';
import type { Dataset, Recording } from './recording.ts';
import { mswPath, type OperationId, operationAccess } from './spec.ts';
import { currentFixtureStore, type FixtureSession, type FixtureStore } from './store.ts';

// Canned answers: operations whose answers are computed by the server (the dashboard, the welcome display,
// the tablet, the card registry, logins …) answer what the server answered when the fixtures were recorded.
// The answer is found by the request (its key), the caller's store and role, and the recorded changes the
// mock has replayed so far: the answer recorded in the state closest to the mock's.

/** What identifies a request among the recordings of its operation, beyond its method and path. */
export type KeyOf = (request: Request, lookup: KeyLookup) => Promise<string> | string;

/** What a key may look up: which customer or staff member holds a card. */
export interface KeyLookup {
  cardHolder(uid: string): { holder_type: 'staff' | 'customer'; holder_id: number } | undefined;
}

export interface CannedOptions {
  /**
   * The part of a change's request that names what it changes (`customer:5`); without it, the request's
   * path and query (for GET) or path alone.
   */
  key?: KeyOf;
  /** Counted as a change of state (later answers were recorded after it). Default: every method but GET. */
  change?: boolean;
  /** The answer when nothing was recorded for the request; default 501 naming it. */
  fallback?: (request: Request) => unknown;
  /**
   * Runs after a recorded answer is chosen, before it is sent: may rewrite it (a login's token becomes a
   * mock session's).
   */
  adapt?: (answer: ChosenAnswer, context: CannedContext) => ChosenAnswer | Promise<ChosenAnswer>;
}

export interface ChosenAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface CannedContext {
  request: Request;
  store: FixtureStore;
  session: FixtureSession | null;
  recording: Recording | null;
}

/** Every canned operation and its options (the recorder asks which steps to record as answers). */
export const cannedOperations = new Map<OperationId, CannedOptions>();

const sortedQuery = (url: URL) => {
  const pairs = [...url.searchParams.entries()].sort(
    ([a, x], [b, y]) => a.localeCompare(b) || x.localeCompare(y),
  );
  return pairs.length === 0 ? '' : `?${new URLSearchParams(pairs).toString()}`;
};

/** `GET /api/x/1?a=1&b=2` (query sorted), and the operation's own key when it has one (`… customer:5`). */
export async function requestKey(op: OperationId, request: Request, lookup: KeyLookup): Promise<string> {
  const options = cannedOperations.get(op) ?? {};
  const url = new URL(request.url);
  const base = `${request.method} ${url.pathname}`;
  if (options.key) return `${base}${sortedQuery(url)} ${await options.key(request.clone(), lookup)}`;
  return `${base}${sortedQuery(url)}`;
}

export const isChange = (op: OperationId) =>
  cannedOperations.get(op)?.change ?? operationAccess(op).method !== 'get';

/** The card holders of a dataset, for keys. */
export const datasetLookup = (dataset: Pick<Dataset, 'cards'>): KeyLookup => ({
  cardHolder: (uid) => {
    try {
      return dataset.cards[normalizeCardUid(uid)];
    } catch {
      return undefined;
    }
  },
});

/**
 * The recording for a request: same operation and key, recorded in the caller's store (or publicly); of
 * those, the one recorded after the most of the changes the mock has replayed, then after the fewest it has
 * not, then for the caller's role, then the earliest recorded.
 */
export function chooseRecording(
  store: FixtureStore,
  op: OperationId,
  key: string,
  caller: { storeId: number | null; role: Role | null },
): Recording | undefined {
  let best: { recording: Recording; score: [number, number, number, number] } | undefined;
  store.recordings(op).forEach((recording, index) => {
    if (recording.key !== key) return;
    if (recording.store !== null && caller.storeId !== null && recording.store !== caller.storeId) return;
    let unmet = 0;
    let met = 0;
    for (const [name, count] of Object.entries(recording.after)) {
      const done = store.replayed.get(name) ?? 0;
      unmet += Math.max(0, count - done);
      met += Math.min(count, done);
    }
    const score: [number, number, number, number] = [
      -met,
      unmet,
      recording.role === caller.role ? 0 : 1,
      index,
    ];
    if (!best || compare(score, best.score) < 0) best = { recording, score };
  });
  return best?.recording;
}

const compare = (a: readonly number[], b: readonly number[]) => {
  for (let i = 0; i < a.length; i += 1) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
};

/** The envelope's `timestamp` is the mock's clock, not the recording's. */
function withTimestamp(body: unknown): unknown {
  if (body && typeof body === 'object' && 'timestamp' in body) return { ...body, timestamp: timestamp() };
  return body;
}

function respond(answer: ChosenAnswer): Response {
  if (typeof answer.body === 'string') {
    return new HttpResponse(answer.body, { status: answer.status, headers: answer.headers });
  }
  if (answer.body === null || answer.body === undefined) {
    return new HttpResponse(null, { status: answer.status, headers: answer.headers });
  }
  return HttpResponse.json(withTimestamp(answer.body) as Record<string, unknown>, {
    status: answer.status,
    headers: answer.headers,
  });
}

const notRecorded = (op: OperationId, key: string) =>
  new MockApiError(
    501,
    'NOT_IMPLEMENTED',
    `${serverMessages.notImplemented}（モックに記録のない応答: ${op} ${key}）`,
  );

/** Answers the recorded answer of the operation; see the module's comment. */
export function canned(op: OperationId, options: CannedOptions = {}): HttpHandler {
  cannedOperations.set(op, options);
  const { method, path, isPublic } = operationAccess(op);
  return mswHttp[method](mswPath(path), async ({ request }) => {
    const store = currentFixtureStore();
    try {
      const key = await requestKey(op, request, datasetLookup(store.dataset));
      let caller: ReturnType<typeof authorize> | null = null;
      try {
        caller = isPublic ? null : authorize(request, op);
      } catch (refused) {
        // A change refused to the caller's role was still sent: the recorder counted it (see below).
        if (isChange(op)) store.replay(op, key);
        throw refused;
      }
      const override = store.overrideFor(op);
      if (override) return respond(override);
      const recording = chooseRecording(store, op, key, {
        storeId: caller?.storeId ?? null,
        role: caller?.session.role ?? null,
      });
      if (!recording) {
        if (options.fallback) return respond({ status: 200, body: options.fallback(request) });
        throw notRecorded(op, key);
      }
      // Every call of a change counts, failed or not, as the recorder counts them — at once, so that a
      // second call arriving meanwhile (the same card tapped twice) gets the answer recorded after it.
      if (isChange(op)) {
        store.replay(op, key);
        for (const [name, list] of Object.entries(recording.effects ?? {})) {
          for (const record of list ?? []) store.put(name as never, structuredClone(record) as never);
        }
        for (const event of recording.events ?? []) store.events.publish(structuredClone(event));
      }
      let answer: ChosenAnswer = {
        status: recording.status,
        body: structuredClone(recording.body),
        ...(recording.headers ? { headers: recording.headers } : {}),
      };
      if (options.adapt) {
        answer = await options.adapt(answer, {
          request,
          store,
          session: caller?.session ?? null,
          recording,
        });
      }
      return respond(answer);
    } catch (error) {
      if (error instanceof MockApiError) return errorResponse(error);
      throw error;
    }
  });
}
