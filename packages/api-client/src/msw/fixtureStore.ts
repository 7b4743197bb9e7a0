import { DAY_MS, MINUTE_MS } from '@kayoi/domain/calendar';
import { TOKEN_LIFETIME_MINUTES } from '@kayoi/domain/constants';
import {
  buildApplications,
  buildAttendances,
  buildClasses,
  buildCustomers,
  createRandom,
  DEMO_LOGINS,
  type FixtureAttendance,
  type FixtureClass,
  type FixtureCustomer,
  type FixtureProgram,
  type FixtureStaff,
  PROGRAMS,
  STAFF,
  STORES,
} from '@kayoi/domain/demo';
import type { LiveEvent } from '../events/storeEvents.ts';
import type { PreRegistration, Staff, Store, UserPreferences } from '../queries/types.ts';
import {
  buildBulletin,
  buildChat,
  type FixtureBulletinComment,
  type FixtureBulletinPost,
  type FixtureChatMessage,
  type FixtureChatRoom,
} from './seed/communication.ts';
import { fixturePhotoUrl } from './seed/photos.ts';

export type {
  FixtureAttendance,
  FixtureBulletinComment,
  FixtureBulletinPost,
  FixtureChatMessage,
  FixtureChatRoom,
  FixtureClass,
  FixtureCustomer,
  FixtureProgram,
  FixtureStaff,
};

/** What the mock server's event stream sends: the spec's store and topic events. */
export type FixtureStoreEvent = LiveEvent;

/**
 * Bearer tokens that are valid from the start, one per demo login: a story or test that needs a signed-in
 * user puts one in the token store instead of logging in.
 */
export const DEMO_TOKENS = {
  admin: 'demo-token-admin',
  manager: 'demo-token-manager',
  staff: 'demo-token-staff',
} as const;

export interface FixtureSession {
  token: string;
  staff_id: number;
  /** The store the session works in (an admin's store switch changes it). */
  store_id: number;
  expires_at: number;
}

export interface FixtureThrottle {
  failures: number;
  locked_until: number | null;
}

export interface FixtureSeed {
  /**
   * The fixtures' "now". A Date pins the clock (tests, visual stories); a function is called on every read;
   * omitted, the real clock runs and the history is generated up to the moment the store is created.
   */
  now?: Date | (() => Date);
}

const RANDOM_SEED = 20_261_121;

/** Everything the mock server knows, as plain mutable data, plus the few lookups every handler needs. */
export function createFixtureStore(seed: FixtureSeed = {}) {
  const clock = typeof seed.now === 'function' ? seed.now : seed.now ? fixed(seed.now) : () => new Date();
  const createdAt = clock().getTime();
  const random = createRandom(RANDOM_SEED);
  const classes = buildClasses();
  const customers = buildCustomers(random, classes, createdAt);
  const attendances = buildAttendances(random, customers, classes, createdAt);
  const bulletin = buildBulletin(createdAt);
  const chat = buildChat(createdAt);
  const preRegistrations: PreRegistration[] = buildApplications(createdAt, [7, 8]).map(
    ({ with_avatar, ...record }) => ({
      ...record,
      avatar_url: with_avatar ? fixturePhotoUrl(record.id) : null,
    }),
  );

  const sessions = new Map<string, FixtureSession>();
  for (const [role, token] of Object.entries(DEMO_TOKENS)) {
    const staff = STAFF.find(
      (s) => s.email === DEMO_LOGINS[role as keyof typeof DEMO_LOGINS],
    ) as FixtureStaff;
    sessions.set(token, {
      token,
      staff_id: staff.id,
      store_id: staff.store_id,
      expires_at: createdAt + 365 * DAY_MS,
    });
  }

  const ids = {
    attendance: attendances.length,
    preRegistration: preRegistrations.length,
    customer: customers.length,
    bulletinPost: bulletin.posts.length,
    bulletinComment: bulletin.comments.length,
    bulletinAttachment: bulletin.posts.flatMap((p) => p.attachments).length,
    chatRoom: chat.rooms.length,
    chatMessage: chat.messages.length,
    token: 0,
  };

  const listeners = new Set<(event: FixtureStoreEvent) => void>();

  const store = {
    /** What changed in a store or under a topic, for GET /api/events (the server's event bus). */
    events: {
      publish(event: FixtureStoreEvent): void {
        for (const listener of listeners) listener(event);
      },
      subscribe(listener: (event: FixtureStoreEvent) => void): () => void {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      /** How many streams are open (tests wait for the app's stream before they change something). */
      listenerCount: (): number => listeners.size,
    },
    /** The fixtures' current time. */
    now: (): Date => clock(),
    nowMs: (): number => clock().getTime(),
    stores: STORES.map((s) => ({ ...s })) as Required<Store>[],
    staff: STAFF.map((s) => ({ ...s, card: s.card ? { ...s.card } : null })),
    programs: PROGRAMS.map((p) => ({ ...p })),
    classes,
    customers,
    attendances,
    preRegistrations,
    bulletinPosts: bulletin.posts,
    bulletinComments: bulletin.comments,
    chatRooms: chat.rooms,
    chatMessages: chat.messages,
    sessions,
    preferences: new Map<number, UserPreferences['theme']>(),
    /** Failure counters by key (`login:<email>`, `nfc:<uid>`). */
    throttles: new Map<string, FixtureThrottle>(),
    /** Password reset tokens by staff e-mail (what the reset mail would carry). */
    passwordResets: new Map<string, string>(),

    nextId(kind: keyof typeof ids): number {
      ids[kind] += 1;
      return ids[kind];
    },

    openSession(staffId: number, storeId: number, lifetimeMinutes = TOKEN_LIFETIME_MINUTES): FixtureSession {
      const token = `kayoi-${staffId}-${String(store.nextId('token')).padStart(4, '0')}`;
      const session = {
        token,
        staff_id: staffId,
        store_id: storeId,
        expires_at: store.nowMs() + lifetimeMinutes * MINUTE_MS,
      };
      sessions.set(token, session);
      return session;
    },

    storeName(storeId: number | null): string | null {
      return store.stores.find((s) => s.id === storeId)?.name ?? null;
    },

    staffById(id: number): FixtureStaff | undefined {
      return store.staff.find((s) => s.id === id);
    },

    /** A staff member as the API shows them; `store`/`store_id` are the store the session works in. */
    staffView(staff: FixtureStaff, storeId: number = staff.store_id): Staff {
      return {
        id: staff.id,
        name: staff.name,
        email: staff.email,
        role: staff.role,
        store: store.storeName(storeId),
        store_id: storeId,
        photo_url: staff.photo_url,
        photo_path: null,
        gender: staff.gender,
      };
    },

    staffSummary(id: number): { id: number; name: string; photo_url: string | null } {
      const staff = store.staffById(id);
      return { id, name: staff?.name ?? '退職したスタッフ', photo_url: staff?.photo_url ?? null };
    },

    customerById(id: number): FixtureCustomer | undefined {
      return store.customers.find((c) => c.id === id);
    },

    preRegistrationById(id: number): PreRegistration | undefined {
      return store.preRegistrations.find((p) => p.id === id);
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

/** Starts over from freshly seeded fixtures (between tests, or when a story needs a known state). */
export function resetFixtureStore(seed?: FixtureSeed): FixtureStore {
  current = createFixtureStore(seed);
  return current;
}
