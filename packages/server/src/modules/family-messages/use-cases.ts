import { isoTokyo } from '@kayoi/domain/calendar';
import { familyMessageMessages as messages } from '@kayoi/domain/messages';
import type { Database } from '../../db/database.ts';
import type { EventBus } from '../../events/bus.ts';
import { ApiError } from '../../http/envelope.ts';
import { validationFailed } from '../../http/formErrors.ts';
import type { FamilyAuth } from '../family/use-cases.ts';
import { countHit } from '../rate-limits/counters.ts';
import {
  createFamilyMessageRepository,
  type FamilyMessageRepository,
  type MessageRow,
  type ThreadRow,
} from './repository.ts';

// お問い合わせ (issue 32): one thread per family account and store of its members, between the family and the
// store's desk — not the staff chat. The family writes to a store of its members; the desk of that store (the
// session's store) reads, replies and marks read. Each side sees when the other read its messages (既読). The
// desk's screens hear family_thread.changed on the store's stream.

export interface FamilyMessageDeps {
  db: Database;
  repo: FamilyMessageRepository;
  now: () => Date;
  /** Tells the desk's open screens (absent where nobody listens: the demo seed). */
  events?: EventBus;
}

/** The staff caller: who, working in which store. */
export interface DeskStaff {
  staffId: number;
  storeId: number;
}

/** How many messages the family's screen holds (the latest, oldest first). */
const FAMILY_LIST_LIMIT = 200;
/** A family's messages: at most `max` in a window of `windowMs` from its first, per account. */
export const FAMILY_MESSAGE_RATE = { max: 10, windowMs: 10 * 60_000 };
/** The contract's limit on a message's text. */
const BODY_MAX = 1000;

const notFound = () => new ApiError(404, 'NOT_FOUND', messages.notFound);

type ThreadAction = 'message' | 'reply' | 'read';

function announce(deps: FamilyMessageDeps, storeId: number, threadId: number, action: ThreadAction) {
  deps.events?.publish({
    type: 'family_thread.changed',
    store_id: storeId,
    payload: { thread_id: threadId, action },
  });
}

/** The text as kept: trimmed at its ends, neither empty nor longer than the contract's limit (422 named `body`). */
function bodyOf(input: string): string {
  const body = input.trim();
  if (body.length === 0) throw validationFailed({ body: [messages.bodyRequired] });
  if (body.length > BODY_MAX) throw validationFailed({ body: [messages.bodyTooLong] });
  return body;
}

const toMessage = (row: MessageRow) => ({
  id: row.id,
  thread_id: row.thread_id,
  store: { id: row.store_id, name: row.store_name },
  author: row.author,
  // The desk's reply shows its writer's display name only; the family's shows none.
  staff_name: row.author === 'staff' ? (row.staff_name ?? '') : null,
  body: row.body,
  created_at: isoTokyo(row.created_at),
  read_at: row.read_at ? isoTokyo(row.read_at) : null,
});

const toThread = (row: ThreadRow) => ({
  id: row.id,
  store: { id: row.store_id, name: row.store_name },
  family: { name: row.family_name, members: row.members },
  last_message: {
    author: row.last_author,
    body: row.last_body,
    created_at: isoTokyo(row.last_message_at),
  },
  unread_count: row.unread_count,
});

// The family's side ------------------------------------------------------------------------------------------

export async function familyMessages(deps: FamilyMessageDeps, auth: FamilyAuth) {
  const [stores, rows, unread] = await Promise.all([
    deps.repo.storesOf(auth.accountId),
    deps.repo.messagesOf(auth.accountId, FAMILY_LIST_LIMIT),
    deps.repo.unreadOf(auth.accountId),
  ]);
  return { stores, messages: rows.map(toMessage), unread_count: unread };
}

/**
 * A family's message to a store of its members (404 for any other store, whatever the id), within the rate
 * limit (429 with when to try again).
 */
export async function postFamilyMessage(
  deps: FamilyMessageDeps,
  auth: FamilyAuth,
  input: { store_id: number; body: string },
) {
  const body = bodyOf(input.body);
  const stores = await deps.repo.storesOf(auth.accountId);
  if (!stores.some((store) => store.id === input.store_id)) throw notFound();
  const { hits, ttlMs } = await countHit(
    deps.db,
    `family-message|${auth.accountId}`,
    FAMILY_MESSAGE_RATE.windowMs,
    deps.now(),
  );
  if (hits > FAMILY_MESSAGE_RATE.max) {
    throw new ApiError(429, 'TOO_MANY_REQUESTS', messages.tooManyMessages, {
      retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)),
    });
  }
  const now = deps.now();
  const id = await deps.db.transaction(async (tx) => {
    const repo = createFamilyMessageRepository(tx);
    const threadId = await repo.threadFor(auth.accountId, input.store_id, now);
    return repo.add(threadId, { author: 'family', staffId: null, body }, now);
  });
  const row = await deps.repo.message(id);
  announce(deps, row.store_id, row.thread_id, 'message');
  return toMessage(row);
}

/** The family opened its messages: the desk's replies are read (the desk sees 既読). */
export async function markFamilyMessagesRead(deps: FamilyMessageDeps, auth: FamilyAuth) {
  const threads = await deps.repo.markReadByFamily(auth.accountId, deps.now());
  for (const thread of threads) announce(deps, thread.store_id, thread.id, 'read');
  return { unread_count: await deps.repo.unreadOf(auth.accountId) };
}

// The desk's side --------------------------------------------------------------------------------------------

export async function listFamilyThreads(
  deps: FamilyMessageDeps,
  staff: DeskStaff,
  page: number,
  perPage: number,
) {
  const { rows, total } = await deps.repo.threadsOf(staff.storeId, page, perPage);
  return { threads: rows.map(toThread), total };
}

export async function familyThreadUnread(deps: FamilyMessageDeps, staff: DeskStaff) {
  const { threads, messages: count } = await deps.repo.unreadIn(staff.storeId);
  return { unread_threads: threads, unread_messages: count };
}

/** A thread of the session's store with its messages (404 for another store's, whatever the id). */
export async function familyThread(deps: FamilyMessageDeps, staff: DeskStaff, id: number) {
  const row = await deps.repo.thread(staff.storeId, id);
  if (!row) throw notFound();
  const rows = await deps.repo.messagesIn(id);
  return { ...toThread(row), messages: rows.map(toMessage) };
}

/** The desk's reply, under the staff member's display name; replying reads the family's messages. */
export async function replyToFamilyThread(
  deps: FamilyMessageDeps,
  staff: DeskStaff,
  id: number,
  input: { body: string },
) {
  const body = bodyOf(input.body);
  if (!(await deps.repo.thread(staff.storeId, id))) throw notFound();
  const now = deps.now();
  const messageId = await deps.db.transaction(async (tx) => {
    const repo = createFamilyMessageRepository(tx);
    await repo.markReadByDesk(id, now);
    return repo.add(id, { author: 'staff', staffId: staff.staffId, body }, now);
  });
  announce(deps, staff.storeId, id, 'reply');
  return toMessage(await deps.repo.message(messageId));
}

/** The desk read the thread: the family's messages get their 既読 (the first read's instant stays). */
export async function markFamilyThreadRead(deps: FamilyMessageDeps, staff: DeskStaff, id: number) {
  if (!(await deps.repo.thread(staff.storeId, id))) throw notFound();
  const marked = await deps.repo.markReadByDesk(id, deps.now());
  if (marked > 0) announce(deps, staff.storeId, id, 'read');
  return familyThreadUnread(deps, staff);
}
