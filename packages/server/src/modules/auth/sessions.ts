import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database.ts';

/** The NOTIFY channel on which the server processes of one database tell each other of revoked tokens. */
export const SESSIONS_REVOKED_CHANNEL = 'kayoi_sessions_revoked';
/** Token ids per notification: well under PostgreSQL's 8,000-byte NOTIFY payload. */
const IDS_PER_NOTIFICATION = 500;

export interface SessionRegistryOptions {
  /**
   * Relay revocations through this database's LISTEN/NOTIFY (the event bus's relay: one listening connection
   * per process), so that a session ended through one server process ends its streams on every other at once.
   */
  relay?: Database;
  /** Where a failed relay is reported; ending this process's own streams never fails. */
  onRelayError?: (error: unknown) => void;
}

interface RelayedRevocation {
  /** The process that revoked them: it ended its own streams already. */
  origin: string;
  tokens: number[];
}

/**
 * Who holds a session open beyond one request (the live event streams): when a token is revoked — logout,
 * password change or reset, a revoked reader device, a disabled staff card or account — they are told at
 * once, in this process and, with a relay, in every other server process on the same database (issue 26 §3:
 * before, another process found out only at its stream's next ping, ≈ 25 s later).
 */
export function createSessionRegistry(options: SessionRegistryOptions = {}) {
  const watchers = new Map<number, Set<() => void>>();
  const origin = randomUUID();
  const { relay, onRelayError = () => {} } = options;

  const endLocal = (tokenIds: readonly number[]) => {
    for (const id of tokenIds) {
      const set = watchers.get(id);
      watchers.delete(id);
      for (const end of set ?? []) end();
    }
  };

  const stopListening = relay
    ? relay
        .listen(SESSIONS_REVOKED_CHANNEL, (payload) => {
          const relayed = parseRevocation(payload);
          if (relayed && relayed.origin !== origin) endLocal(relayed.tokens);
        })
        .catch((error: unknown) => {
          onRelayError(error);
          return async () => {};
        })
    : Promise.resolve(async () => {});

  return {
    /** Calls `end` when token `tokenId` is revoked (here or, with a relay, elsewhere); the answer stops watching. */
    watch(tokenId: number, end: () => void): () => void {
      let set = watchers.get(tokenId);
      if (!set) {
        set = new Set();
        watchers.set(tokenId, set);
      }
      set.add(end);
      return () => {
        set.delete(end);
        if (set.size === 0) watchers.delete(tokenId);
      };
    },
    /** Call it once the tokens' deletion is committed. */
    revoked(tokenIds: readonly number[]): void {
      endLocal(tokenIds);
      if (!relay || tokenIds.length === 0) return;
      for (let start = 0; start < tokenIds.length; start += IDS_PER_NOTIFICATION) {
        const message: RelayedRevocation = {
          origin,
          tokens: tokenIds.slice(start, start + IDS_PER_NOTIFICATION),
        };
        relay
          .query('select pg_notify($1, $2)', [SESSIONS_REVOKED_CHANNEL, JSON.stringify(message)])
          .catch(onRelayError);
      }
    },
    /** Resolves once revocations of other server processes are heard (at once without a relay). */
    ready: stopListening.then(() => undefined),
    /** Stops relaying; this process's own revocations still end its streams. */
    close: async () => {
      await (await stopListening)();
    },
  };
}

/** A notification of another process: the token ids it revoked, else nothing. */
function parseRevocation(payload: string): RelayedRevocation | null {
  try {
    const value = JSON.parse(payload) as { origin?: unknown; tokens?: unknown };
    if (typeof value.origin !== 'string' || !Array.isArray(value.tokens)) return null;
    const tokens = value.tokens.filter((id): id is number => Number.isSafeInteger(id));
    return { origin: value.origin, tokens };
  } catch {
    return null;
  }
}

export type SessionRegistry = ReturnType<typeof createSessionRegistry>;
