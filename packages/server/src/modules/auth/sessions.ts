/**
 * Who in this process holds a session open beyond one request (the live event streams): when a token is
 * revoked — logout, password reset, a revoked reader device, a disabled staff card — they are told at once.
 * Other server processes on the same PostgreSQL database find out when their stream next re-checks its token.
 */
export function createSessionRegistry() {
  const watchers = new Map<number, Set<() => void>>();
  return {
    /** Calls `end` when token `tokenId` is revoked here; the answer stops watching. */
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
    revoked(tokenIds: readonly number[]): void {
      for (const id of tokenIds) {
        const set = watchers.get(id);
        watchers.delete(id);
        for (const end of set ?? []) end();
      }
    },
  };
}

export type SessionRegistry = ReturnType<typeof createSessionRegistry>;
