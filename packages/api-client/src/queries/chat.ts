import {
  keepPreviousData,
  mutationOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import * as op from '../generated/operations.ts';
import type { components } from '../generated/schema.ts';
import { pollIntervals, staleTimes } from '../policy.ts';
import { multipartBody } from './formData.ts';
import { asMultipart, byIdPath, call, mutation, operationKey, query, queryKeyOf } from './operation.ts';
import type {
  ChatMessageInput,
  ChatRoomInput,
  ChatRoomUpdateInput,
  ListChatMessagesParams,
  ListChatRoomsParams,
  SearchChatMessagesParams,
} from './types.ts';

/** Several room types go comma-joined (`type=group,store`, seed §5). */
function roomListQuery({ type, ...rest }: ListChatRoomsParams) {
  if (type === undefined) return rest;
  return { ...rest, type: typeof type === 'string' ? type : type.join(',') };
}

const room = (id: number) => ({ path: { id } });

/** Keys the chat screens, the live events and the tests name; each is the generated key of its operation. */
export const chatKeys = {
  all: ['chat'] as const,
  roomLists: () => operationKey(op.listChatRooms),
  roomList: (params: ListChatRoomsParams = {}) =>
    queryKeyOf(op.listChatRooms, { query: roomListQuery(params) }),
  /** Without an id: every room's header. */
  room: (id?: number) => queryKeyOf(op.getChatRoom, id === undefined ? undefined : room(id)),
  /** Without a room: every room's history (keys match partially on invalidation). */
  messageLists: (roomId?: number) =>
    queryKeyOf(op.listChatMessages, roomId === undefined ? undefined : room(roomId)),
  messages: (roomId: number, params: ListChatMessagesParams = {}) =>
    queryKeyOf(op.listChatMessages, { ...room(roomId), query: params }),
  /** The top bar's unread badge. */
  statistics: () => queryKeyOf(op.getChatStatistics),
};

// Queries -------------------------------------------------------------------------------------------------

/** Cached 5 minutes, or 30 seconds while a search is typed (seed §9); polled for the unread badges. */
export const listChatRoomsQueryOptions = (params: ListChatRoomsParams = {}) =>
  queryOptions({
    ...query(op.listChatRooms, { query: roomListQuery(params) }),
    staleTime: params.search ? staleTimes.chatListSearch : staleTimes.chatList,
    refetchInterval: pollIntervals.chatRooms,
    placeholderData: keepPreviousData,
  });

export const getChatRoomQueryOptions = (id: number) => query(op.getChatRoom, room(id));

/** One page of the history, oldest first; pass `meta.next_before_id` as `before_id` for the page before. */
export const listChatMessagesQueryOptions = (roomId: number, params: ListChatMessagesParams = {}) =>
  queryOptions({
    ...query(op.listChatMessages, { ...room(roomId), query: params }),
    staleTime: staleTimes.chatMessages,
  });

/**
 * The caller's unread counts (the top bar's chat badge): polled like the room list, and re-read at once on the
 * caller's `chat-inbox:{staff_id}` topic events (`chat_inbox.changed`).
 */
export const getChatStatisticsQueryOptions = () =>
  queryOptions({
    ...query(op.getChatStatistics),
    staleTime: staleTimes.chatMessages,
    refetchInterval: pollIntervals.chatRooms,
  });

/** Messages of the caller's rooms containing `q`, newest first; `meta.next_before_id` pages on. */
export const searchChatMessagesQueryOptions = (params: SearchChatMessagesParams) =>
  queryOptions({
    ...query(op.searchChatMessages, { query: params }),
    staleTime: staleTimes.chatListSearch,
    enabled: params.q.trim() !== '',
  });

export const useChatStatistics = () => useQuery(getChatStatisticsQueryOptions());
export const useChatMessageSearch = (params: SearchChatMessagesParams) =>
  useQuery(searchChatMessagesQueryOptions(params));
export const useChatRooms = (params: ListChatRoomsParams = {}) => useQuery(listChatRoomsQueryOptions(params));
export const useChatRoom = (id: number) => useQuery(getChatRoomQueryOptions(id));
export const useChatMessages = (roomId: number, params: ListChatMessagesParams = {}) =>
  useQuery(listChatMessagesQueryOptions(roomId, params));

// Mutations -----------------------------------------------------------------------------------------------

export type UpdateChatRoomVariables = { id: number } & ChatRoomUpdateInput;
/** With `files` (images and PDFs, at most 5 of 10 MB) the message goes as multipart; text only as JSON. */
export type SendChatMessageVariables = { roomId: number; files?: readonly File[] } & ChatMessageInput;
export type EditChatMessageVariables = { roomId: number; messageId: number } & ChatMessageInput;
export interface DeleteChatMessageVariables {
  roomId: number;
  messageId: number;
}

const refreshRoomLists = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: chatKeys.roomLists() });

/** A room's answer replaces its cached header; the lists (names, unread counts, order) are refetched. */
function storeRoom(client: QueryClient, answer: { id: number }) {
  client.setQueryData(chatKeys.room(answer.id), answer);
  return refreshRoomLists(client);
}

/** A room deleted or left: its header and history are no longer the caller's to see. */
function forgetRoom(client: QueryClient, id: number) {
  client.removeQueries({ queryKey: chatKeys.room(id) });
  client.removeQueries({ queryKey: chatKeys.messageLists(id) });
  return refreshRoomLists(client);
}

export const createChatRoomMutationOptions = () =>
  mutationOptions({
    ...mutation(op.createChatRoom, (input: ChatRoomInput) => ({ body: input })),
    onSuccess: (created, _input, _result, { client }) => storeRoom(client, created),
  });

export const updateChatRoomMutationOptions = () =>
  mutationOptions({
    ...mutation(op.updateChatRoom, ({ id, ...changes }: UpdateChatRoomVariables) => ({
      ...room(id),
      body: changes,
    })),
    onSuccess: (updated, _input, _result, { client }) => storeRoom(client, updated),
  });

export const deleteChatRoomMutationOptions = () =>
  mutationOptions({
    ...mutation(op.deleteChatRoom, byIdPath),
    onSuccess: (_answer, id, _result, { client }) => forgetRoom(client, id),
  });

export const joinChatRoomMutationOptions = () =>
  mutationOptions({
    ...mutation(op.joinChatRoom, byIdPath),
    onSuccess: (joined, _id, _result, { client }) => storeRoom(client, joined),
  });

/** After leaving, the room and its messages are no longer the caller's to see. */
export const leaveChatRoomMutationOptions = () =>
  mutationOptions({
    ...mutation(op.leaveChatRoom, byIdPath),
    onSuccess: (_answer, id, _result, { client }) => forgetRoom(client, id),
  });

export const markChatRoomAsReadMutationOptions = () =>
  mutationOptions({
    ...mutation(op.markChatRoomAsRead, byIdPath),
    onSuccess: (_receipt, id, _result, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: chatKeys.room(id) }),
        client.invalidateQueries({ queryKey: chatKeys.statistics() }),
        refreshRoomLists(client),
      ]),
  });

/** A message changes the room's history and its place and last message in the lists. */
function refreshConversation(client: QueryClient, roomId: number) {
  return Promise.all([
    client.invalidateQueries({ queryKey: chatKeys.messageLists(roomId) }),
    client.invalidateQueries({ queryKey: chatKeys.room(roomId) }),
    refreshRoomLists(client),
  ]);
}

export const sendChatMessageMutationOptions = () =>
  mutationOptions({
    mutationKey: operationKey(op.sendChatMessage),
    mutationFn: ({ roomId, files, ...input }: SendChatMessageVariables) =>
      files && files.length > 0
        ? call(asMultipart(op.sendChatMessage), {
            ...room(roomId),
            body: multipartBody<components['schemas']['ChatMessageFormInput']>({ ...input, files }),
          })
        : call(op.sendChatMessage, { ...room(roomId), body: input }),
    onSuccess: (_message, { roomId }, _result, { client }) => refreshConversation(client, roomId),
  });

export const editChatMessageMutationOptions = () =>
  mutationOptions({
    ...mutation(op.editChatMessage, ({ roomId, messageId, ...input }: EditChatMessageVariables) => ({
      path: { id: roomId, messageId },
      body: input,
    })),
    onSuccess: (_message, { roomId }, _result, { client }) => refreshConversation(client, roomId),
  });

/** The message stays in the history as a tombstone (`deleted_at` set, empty body). */
export const deleteChatMessageMutationOptions = () =>
  mutationOptions({
    ...mutation(op.deleteChatMessage, ({ roomId, messageId }: DeleteChatMessageVariables) => ({
      path: { id: roomId, messageId },
    })),
    onSuccess: (_message, { roomId }, _result, { client }) => refreshConversation(client, roomId),
  });

export const useCreateChatRoom = () => useMutation(createChatRoomMutationOptions());
export const useUpdateChatRoom = () => useMutation(updateChatRoomMutationOptions());
export const useDeleteChatRoom = () => useMutation(deleteChatRoomMutationOptions());
export const useJoinChatRoom = () => useMutation(joinChatRoomMutationOptions());
export const useLeaveChatRoom = () => useMutation(leaveChatRoomMutationOptions());
export const useMarkChatRoomAsRead = () => useMutation(markChatRoomAsReadMutationOptions());
export const useSendChatMessage = () => useMutation(sendChatMessageMutationOptions());
export const useEditChatMessage = () => useMutation(editChatMessageMutationOptions());
export const useDeleteChatMessage = () => useMutation(deleteChatMessageMutationOptions());
