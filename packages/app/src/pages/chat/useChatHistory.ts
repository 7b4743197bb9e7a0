import {
  type ChatMessage,
  type LiveEvent,
  listChatMessagesQueryOptions,
  useChatMessages,
} from '@kayoi/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

/** Messages per page of the history. */
const PAGE = 50;

/**
 * A room's history as one list ordered by id, however it arrived: the latest page (re-read on every live event
 * and after a reconnection), older pages loaded upward by cursor, and a catch-up that walks back by cursor
 * from the latest page until it meets what is already held — so a reconnection fills the gap, and nothing is
 * shown twice (messages are kept by id; a later copy of one replaces it: an edit, a tombstone).
 */
export function useChatHistory(roomId: number) {
  const queryClient = useQueryClient();
  const latest = useChatMessages(roomId, { limit: PAGE });
  const [byId, setById] = useState(() => new Map<number, ChatMessage>());
  const [olderCursor, setOlderCursor] = useState<number | null | undefined>(undefined);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderFailed, setOlderFailed] = useState(false);
  const held = useRef(byId);
  held.current = byId;

  const merge = useCallback((messages: readonly ChatMessage[]) => {
    if (messages.length === 0) return;
    setById((current) => {
      const next = new Map(current);
      for (const message of messages) next.set(message.id, message);
      return next;
    });
  }, []);

  const page = useCallback(
    (beforeId: number) =>
      queryClient.fetchQuery({
        ...listChatMessagesQueryOptions(roomId, { before_id: beforeId, limit: PAGE }),
        staleTime: 0,
      }),
    [queryClient, roomId],
  );

  // The latest page: merged, and when it does not reach what is held (a reconnection after many messages),
  // the pages between are fetched by cursor until they do.
  useEffect(() => {
    const answer = latest.data;
    if (!answer) return;
    const newestHeld = Math.max(0, ...held.current.keys());
    merge(answer.data);
    if (olderCursor === undefined) setOlderCursor(answer.meta.has_more ? answer.meta.next_before_id : null);
    let cursor = answer.meta.has_more ? answer.meta.next_before_id : null;
    const oldestOfPage = answer.data[0]?.id ?? 0;
    if (newestHeld === 0 || oldestOfPage <= newestHeld + 1 || cursor === null) return;
    let cancelled = false;
    void (async () => {
      while (!cancelled && cursor !== null && cursor > newestHeld + 1) {
        const older = await page(cursor);
        merge(older.data);
        cursor = older.meta.has_more ? older.meta.next_before_id : null;
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [latest.data, merge, page, olderCursor]);

  const loadOlder = useCallback(async () => {
    if (loadingOlder || olderCursor === null || olderCursor === undefined) return;
    setLoadingOlder(true);
    setOlderFailed(false);
    try {
      const older = await page(olderCursor);
      merge(older.data);
      setOlderCursor(older.meta.has_more ? older.meta.next_before_id : null);
    } catch {
      setOlderFailed(true);
    } finally {
      setLoadingOlder(false);
    }
  }, [loadingOlder, olderCursor, page, merge]);

  /**
   * An edit or a deletion of a message older than the latest page: that one message is read again (the page
   * that ends with it), since the latest page's refresh does not reach it.
   */
  const onLiveEvent = useCallback(
    (event: LiveEvent) => {
      const payload = (event as { payload?: { room_id?: number; message_id?: number } }).payload;
      const id = payload?.message_id;
      if (!id || payload.room_id !== roomId || event.type === 'chat_message.created') return;
      if (!held.current.has(id)) return;
      void page(id + 1)
        .then((answer) => merge(answer.data.filter((message) => message.id === id)))
        .catch(() => undefined);
    },
    [roomId, page, merge],
  );

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
  };
}
