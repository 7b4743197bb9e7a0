import type { LiveEvent } from '../events/storeEvents.ts';
import type { Role } from '../queries/types.ts';
import type { OperationId } from './spec.ts';

// What `pnpm fixtures` records from the real server and the mock server answers with. Nothing here knows a
// rule of the school: an answer is found by the request that asked for it (see `requestKey`), the caller's
// store and role, and the state the mock has reached (the recorded changes made before it).

/** One answer of the real server, as recorded. */
export interface Recording {
  op: OperationId;
  /** The request: `GET /api/x/1?a=1` or, for a change, what the operation's key names (`customer:5`). */
  key: string;
  /** The store the caller worked in (null: a public operation). */
  store: number | null;
  role: Role | null;
  /**
   * The recorded changes the scenario had made before this answer, by `op key`, with how many times: the
   * answer belongs to that state (a tap answered after the same tap is the duplicate).
   */
  after: Record<string, number>;
  status: number;
  /** JSON answers as parsed, text answers (the CSV export) as their text. */
  body: unknown;
  /** The headers that matter to the client: content type and disposition, Retry-After. */
  headers?: Record<string, string>;
  /** Store events the server published while answering; the mock publishes them again. */
  events?: LiveEvent[];
  /** Records the change left in the generic store (a converted application's new customer …). */
  effects?: Partial<Record<string, unknown[]>>;
}

/** Everything recorded at one clock: the store's initial records and the answers of the scenarios. */
export interface Dataset {
  /** The server's clock when recording: '2026-11-20T17:10:00+09:00'. */
  clock: string;
  /** The generic store's collections as the server showed them (details, by id). */
  records: Record<string, unknown[]>;
  /** Card UID → the customer or staff member holding it (the desk sends UIDs). */
  cards: Record<string, { holder_type: 'staff' | 'customer'; holder_id: number }>;
  answers: Recording[];
}

/** The name a recorded change is counted under. */
export const changeName = (op: string, key: string) => `${op} ${key}`;
