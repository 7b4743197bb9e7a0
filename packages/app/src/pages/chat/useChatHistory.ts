import { type ChatMessage, type LiveEvent, listChatMessagesQueryOptions } from '@kayoi/api-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

/** Messages per page of the history. */
const PAGE = 50;
/** Messages per catch-up request (the operation's maximum). */
const CATCH_UP = 100;

/**
 * A room's history as one list ordered by id, however it arrived: the latest page once, older pages loaded
 * upward by cursor (`before_id`), and everything newer than the newest held fetched by cursor (`after_id`,
 * page after page while `has_more`) — on a live event, when the room's header says a newer message exists
 * (a reconnection re-reads it), and after a send. Messages are kept by id, so nothing shows twice and a later
 * copy of one replaces it (an edit, a tombstone).
 *
 * The history lives under its own query key, outside the chat's keys that events invalidate: a message
 * costs one small `after_id` request here instead of re-reading the latest fifty.
 */
export function useChatHistory(roomId: number, newestInRoom: number | undefined) {
  const queryClient = useQueryClient();
  const latest = useQuery({
    queryKey: ['chatHistory', roomId],
    queryFn: () =>
      queryClient.fetchQuery({ ...listChatMessagesQueryOptions(roomId, { limit: PAGE }), staleTime: 0 }),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  const [byId, setById] = useState(() => new Map<number, ChatMessage>());
  const [olderCursor, setOlderCursor] = useState<number | null | undefined>(undefined);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderFailed, setOlderFailed] = useState(false);
  const held = useRef(byId);

  // `held` is the truth between renders (a catch-up reads it right after merging).
  const merge = useCallback((messages: readonly ChatMessage[]) => {
    if (messages.length === 0) return;
    const next = new Map(held.current);
    for (const message of messages) next.set(message.id, message);
    held.current = next;
    setById(next);
  }, []);

  const fetchPage = useCallback(
    (params: { before_id?: number; after_id?: number; limit: number }) =>
      queryClient.fetchQuery({ ...listChatMessagesQueryOptions(roomId, params), staleTime: 0 }),
    [queryClient, roomId],
  );

  useEffect(() => {
    const answer = latest.data;
    if (!answer) return;
    merge(answer.data);
    setOlderCursor((cursor) =>
      cursor === undefined ? (answer.meta.has_more ? answer.meta.next_before_id : null) : cursor,
    );
  }, [latest.data, merge]);

  // One catch-up at a time; a request for another while one runs makes it go round once more.
  const running = useRef(false);
  const again = useRef(false);
  const catchUp = useCallback(async () => {
    if (!latest.data) return;
    if (running.current) {
      again.current = true;
      return;
    }
    running.current = true;
    try {
      do {
        again.current = false;
        let after = Math.max(0, ...held.current.keys());
        for (;;) {
          const answer = await fetchPage({ after_id: after, limit: CATCH_UP });
          merge(answer.data);
          const next = answer.meta.next_after_id;
          if (!answer.meta.has_more || !next) break;
          after = next;
        }
      } while (again.current);
    } catch {
      // The next event, or the room's next refresh, tries again.
    } finally {
      running.current = false;
    }
  }, [latest.data, fetchPage, merge]);

  // The room's header names its newest message: newer than what is held (a message whose event was missed,
  // a reconnection), the history catches up.
  useEffect(() => {
    if (newestInRoom && latest.data && newestInRoom > Math.max(0, ...held.current.keys())) void catchUp();
  }, [newestInRoom, latest.data, catchUp]);

  const loadOlder = useCallback(async () => {
    if (loadingOlder || olderCursor === null || olderCursor === undefined) return;
    setLoadingOlder(true);
    setOlderFailed(false);
    try {
      const older = await fetchPage({ before_id: olderCursor, limit: PAGE });
      merge(older.data);
      setOlderCursor(older.meta.has_more ? older.meta.next_before_id : null);
    } catch {
      setOlderFailed(true);
    } finally {
      setLoadingOlder(false);
    }
  }, [loadingOlder, olderCursor, fetchPage, merge]);

  /**
   * A live event of the room: a new message is fetched by cursor; an edited or deleted one is read again.
   * Resolves once the history shows it.
   */
  const onLiveEvent = useCallback(
    async (event: LiveEvent) => {
      const payload = (event as { payload?: { room_id?: number; message_id?: number | null } }).payload;
      if (payload?.room_id !== roomId) return;
      if (event.type === 'chat_message.created') {
        await catchUp();
        return;
      }
      const id = payload.message_id;
      if ((event.type === 'chat_message.updated' || event.type === 'chat_message.deleted') && id) {
        if (!held.current.has(id)) return;
        try {
          const answer = await fetchPage({ before_id: id + 1, limit: 1 });
          merge(answer.data.filter((message) => message.id === id));
        } catch {
          // The next refresh shows it.
        }
      }
    },
    [roomId, catchUp, fetchPage, merge],
  );

  /**
   * After a reconnection: what was sent meanwhile (by cursor), and the latest page again for what was edited
   * or deleted meanwhile.
   */
  const onReconnect = useCallback(async () => {
    try {
      merge((await fetchPage({ limit: PAGE })).data);
    } catch {
      // The room's next refresh catches up.
    }
    await catchUp();
  }, [fetchPage, merge, catchUp]);

  const messages = useMemo(() => [...byId.values()].sort((a, b) => a.id - b.id), [byId]);
  return {
    messages,
    isPending: latest.isPending && byId.size === 0,
    isError: latest.isError && byId.size === 0,
    refetch: latest.refetch,
    hasOlder: olderCursor !== null && olderCursor !== undefined,
    loadingOlder,
    olderFailed,
    loadOlder,
    onLiveEvent,
    onReconnect,
    /** A message this screen sent, edited or deleted, as the server answered it. */
    merge,
  };
}
