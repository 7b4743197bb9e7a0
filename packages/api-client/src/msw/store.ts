import { DAY_MS, MINUTE_MS } from '@kayoi/domain/calendar';
import { TOKEN_LIFETIME_MINUTES } from '@kayoi/domain/constants';
import { DEMO_LOGINS } from '@kayoi/domain/demo';
import type { LiveEvent } from '../events/storeEvents.ts';
import type { CustomerDetail } from '../queries/customers.ts';
import type {
  PreRegistration,
  ReaderDevice,
  Role,
  StaffDetail,
  Store,
  UserPreferences,
} from '../queries/types.ts';
import { DATASETS, DEFAULT_DATASET } from './datasets.ts';
import { changeName, type Dataset, type Recording } from './recording.ts';

// The mock server's state: generic collections of records (as the real server showed them when the
// fixtures were recorded), the sessions of the signed-in callers, the recorded changes replayed so far,
// and the store's live events. Nothing in here knows a rule of the school.

/** A reader device and, when the mock knows it, the credential the desk holds for it. */
export type FixtureReaderDevice = ReaderDevice & { credential: string | null };
/** A caller's colour scheme, by staff id. */
export type FixturePreference = UserPreferences & { staff_id: number };

/** A program of a store and a grade, as the customer form's options list them. */
export interface FixtureProgram {
  id: number;
  store_id: number;
  name: string;
  monthly_fee: number;
}
export interface FixtureGrade {
  id: number;
  name: string;
}

export interface FixtureRecords {
  stores: Store[];
  programs: FixtureProgram[];
  grades: FixtureGrade[];
  staffs: StaffDetail[];
  customers: CustomerDetail[];
  preRegistrations: PreRegistration[];
  readerDevices: FixtureReaderDevice[];
  preferences: FixturePreference[];
}
export type CollectionName = keyof FixtureRecords;

/**
 * Bearer tokens that are valid from the start, one per demo login: a story or test that needs a signed-in
 * user puts one in the token store instead of logging in.
 */
export const DEMO_TOKENS = {
  admin: 'demo-token-admin',
  manager: 'demo-token-manager',
  staff: 'demo-token-staff',
} as const satisfies Record<Role, string>;

export interface FixtureSession {
  token: string;
  staff_id: number;
  role: Role;
  /** The store the session works in (an admin's store switch changes it). */
  store_id: number;
  expires_at: number;
}

export interface FixtureSeed {
  /**
   * The mock's "now". A Date pins the clock (tests, visual stories): when fixtures were recorded at exactly
   * that clock they are the ones used, otherwise the default recording. A function is called on every read;
   * omitted, the real clock runs (over the default recording).
   */
  now?: Date | (() => Date);
}

/** A story's replacement for one operation's answers (`store.answer(…)`), in front of the recordings. */
export interface AnswerOverride {
  status: number;
  /** The whole answer: `{ success: true, data, timestamp }` (its timestamp is replaced by the mock's). */
  body: unknown;
}

const clone = <T>(value: T): T => structuredClone(value);

function datasetFor(now: FixtureSeed['now']): Dataset {
  if (now instanceof Date) {
    const found = DATASETS.find((d) => Date.parse(d.clock) === now.getTime());
    if (found) return found;
  }
  return DEFAULT_DATASET;
}

/** A fresh copy of the recorded collections (a story's changes never reach the recordings). */
function recordsOf(dataset: ReturnType<typeof datasetFor>): FixtureRecords {
  const recorded = dataset.records as unknown as Partial<FixtureRecords>;
  return {
    stores: clone(recorded.stores ?? []),
    programs: clone(recorded.programs ?? []),
    grades: clone(recorded.grades ?? []),
    staffs: clone(recorded.staffs ?? []),
    customers: clone(recorded.customers ?? []),
    preRegistrations: clone(recorded.preRegistrations ?? []),
    readerDevices: clone(recorded.readerDevices ?? []),
    preferences: clone(recorded.preferences ?? []),
  };
}

/** A session for each demo login (its recorded token), valid for a year from the store's creation. */
function demoSessions(records: FixtureRecords, createdAt: number) {
  const sessions = new Map<string, FixtureSession>();
  for (const [role, token] of Object.entries(DEMO_TOKENS) as [Role, string][]) {
    const staff = records.staffs.find((s) => s.email === DEMO_LOGINS[role]);
    if (!staff) continue;
    sessions.set(token, {
      token,
      staff_id: staff.id,
      role,
      store_id: staff.store_id ?? 1,
      expires_at: createdAt + 365 * DAY_MS,
    });
  }
  return sessions;
}

export function createFixtureStore(seed: FixtureSeed = {}) {
  const dataset = datasetFor(seed.now);
  const clock = typeof seed.now === 'function' ? seed.now : seed.now ? fixed(seed.now) : () => new Date();
  const createdAt = clock().getTime();
  const records = recordsOf(dataset);
  const sessions = demoSessions(records, createdAt);

  const replayed = new Map<string, number>();
  const overrides = new Map<string, AnswerOverride[]>();
  const listeners = new Set<(event: LiveEvent) => void>();
  let tokens = 0;

  const store = {
    dataset,
    records,
    sessions,
    /** Recorded changes answered so far, by `op key` (what picks the next recorded answer). */
    replayed,

    /** The instant a Date seed pinned the clock at (null on a running clock): what a story's screen reads too. */
    pinnedAt: seed.now instanceof Date ? seed.now.getTime() : null,
    /** The mock's current time. */
    now: (): Date => clock(),
    nowMs: (): number => clock().getTime(),

    /** What changed in a store or under a topic, for GET /api/events (the server's event bus). */
    events: {
      publish(event: LiveEvent): void {
        for (const listener of listeners) listener(event);
      },
      subscribe(listener: (event: LiveEvent) => void): () => void {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      /** How many streams are open (tests wait for the app's stream before they change something). */
      listenerCount: (): number => listeners.size,
    },

    /** The next id of a collection: one more than the highest. */
    nextId(name: CollectionName): number {
      return Math.max(0, ...(records[name] as { id: number }[]).map((r) => r.id)) + 1;
    },

    find<N extends CollectionName>(name: N, id: number): FixtureRecords[N][number] | undefined {
      return (records[name] as { id: number }[]).find((r) => r.id === id) as
        | FixtureRecords[N][number]
        | undefined;
    },

    /** Puts a record in (replacing the one with its id). */
    put<N extends CollectionName>(name: N, record: FixtureRecords[N][number]): void {
      const list = records[name] as { id: number }[];
      const at = list.findIndex((r) => r.id === (record as { id: number }).id);
      if (at >= 0) list[at] = record as { id: number };
      else list.push(record as { id: number });
    },

    remove(name: CollectionName, id: number): void {
      const list = records[name] as { id: number }[];
      const at = list.findIndex((r) => r.id === id);
      if (at >= 0) list.splice(at, 1);
    },

    openSession(staff: StaffDetail, storeId: number, lifetimeMinutes = TOKEN_LIFETIME_MINUTES) {
      tokens += 1;
      const session: FixtureSession = {
        token: `mock-${staff.id}-${String(tokens).padStart(4, '0')}`,
        staff_id: staff.id,
        role: staff.role,
        store_id: storeId,
        expires_at: store.nowMs() + lifetimeMinutes * MINUTE_MS,
      };
      sessions.set(session.token, session);
      return session;
    },

    /** The recorded answers of an operation, in the order they were recorded. */
    recordings(op: string): Recording[] {
      return dataset.answers.filter((a) => a.op === op);
    },

    /** Counts a recorded change as done (after its answer). */
    replay(op: string, key: string): void {
      const name = changeName(op, key);
      replayed.set(name, (replayed.get(name) ?? 0) + 1);
    },

    /**
     * Replaces a canned operation's answers in this store (a story's state):
     * `store.answer('getDashboardKpi', kpi)` answers `{ success: true, data: kpi }`. Several calls queue
     * answers, the last one repeats; `clearAnswers` goes back to the recordings.
     */
    answer(op: string, data: unknown, options: { status?: number; message?: string } = {}): void {
      const body = {
        success: (options.status ?? 200) < 400,
        data,
        ...(options.message === undefined ? {} : { message: options.message }),
        timestamp: '',
      };
      overrides.set(op, [...(overrides.get(op) ?? []), { status: options.status ?? 200, body }]);
    },
    clearAnswers(op?: string): void {
      if (op) overrides.delete(op);
      else overrides.clear();
    },
    /** The story's answer for an operation, if it gave one (consumed in order, the last repeats). */
    overrideFor(op: string): AnswerOverride | undefined {
      const queue = overrides.get(op);
      if (!queue || queue.length === 0) return undefined;
      return queue.length > 1 ? queue.shift() : queue[0];
    },

    // The collections the stories read by name.
    get customers() {
      return records.customers;
    },
    get preRegistrations() {
      return records.preRegistrations;
    },
    get staff() {
      return records.staffs;
    },
    get stores() {
      return records.stores;
    },

    storeName(storeId: number | null): string | null {
      return records.stores.find((s) => s.id === storeId)?.name ?? null;
    },
  };
  return store;
}

export type FixtureStore = ReturnType<typeof createFixtureStore>;

const fixed = (date: Date) => () => new Date(date.getTime());

let current: FixtureStore | null = null;

/** The store every handler reads and writes; created on first use. */
export function currentFixtureStore(): FixtureStore {
  current ??= createFixtureStore();
  return current;
}

/** Starts over from the recorded fixtures (between tests, or when a story needs a known state). */
export function resetFixtureStore(seed?: FixtureSeed): FixtureStore {
  current = createFixtureStore(seed);
  return current;
}
