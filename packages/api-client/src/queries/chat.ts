import {
  keepPreviousData,
  mutationOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import { apiClient, byId, envelope, unwrap } from '../client.ts';
import type { components } from '../generated/schema.ts';
import { pollIntervals, staleTimes } from '../policy.ts';
import { multipartBody, toFormData } from './formData.ts';
import type {
  ChatMessageInput,
  ChatRoomInput,
  ChatRoomUpdateInput,
  ListChatMessagesParams,
  ListChatRoomsParams,
  SearchChatMessagesParams,
} from './types.ts';

export const chatKeys = {
  all: ['chat'] as const,
  rooms: () => [...chatKeys.all, 'rooms'] as const,
  roomLists: () => [...chatKeys.rooms(), 'list'] as const,
  roomList: (params: ListChatRoomsParams = {}) => [...chatKeys.roomLists(), params] as const,
  room: (id: number) => [...chatKeys.rooms(), 'detail', id] as const,
  messageLists: (roomId: number) => [...chatKeys.room(roomId), 'messages'] as const,
  messages: (roomId: number, params: ListChatMessagesParams = {}) =>
    [...chatKeys.messageLists(roomId), params] as const,
  /** The top bar's unread badge. */
  statistics: () => [...chatKeys.all, 'statistics'] as const,
  search: (params: SearchChatMessagesParams) => [...chatKeys.all, 'search', params] as const,
};

// Queries -------------------------------------------------------------------------------------------------

/** Several room types go comma-joined (`type=group,store`, seed §5). */
function roomListQuery({ type, ...rest }: ListChatRoomsParams) {
  if (type === undefined) return rest;
  return { ...rest, type: typeof type === 'string' ? type : type.join(',') };
}

/** Cached 5 minutes, or 30 seconds while a search is typed (seed §9); polled for the unread badges. */
export const listChatRoomsQueryOptions = (params: ListChatRoomsParams = {}) =>
  queryOptions({
    queryKey: chatKeys.roomList(params),
    queryFn: ({ signal }) =>
      envelope(apiClient().GET('/api/v3/chat/rooms', { params: { query: roomListQuery(params) }, signal })),
    staleTime: params.search ? staleTimes.chatListSearch : staleTimes.chatList,
    refetchInterval: pollIntervals.chatRooms,
    placeholderData: keepPreviousData,
  });

export const getChatRoomQueryOptions = (id: number) =>
  queryOptions({
    queryKey: chatKeys.room(id),
    queryFn: ({ signal }) => unwrap(apiClient().GET('/api/v3/chat/rooms/{id}', { ...byId(id), signal })),
  });

/** One page of the history, oldest first; pass `meta.next_before_id` as `before_id` for the page before. */
export const listChatMessagesQueryOptions = (roomId: number, params: ListChatMessagesParams = {}) =>
  queryOptions({
    queryKey: chatKeys.messages(roomId, params),
    queryFn: ({ signal }) =>
      envelope(
        apiClient().GET('/api/v3/chat/rooms/{id}/messages', {
          params: { path: { id: roomId }, query: params },
          signal,
        }),
      ),
    staleTime: staleTimes.chatMessages,
  });

/**
 * The caller's unread counts (the top bar's chat badge): polled like the room list, and re-read at once on the
 * caller's `chat-inbox:{staff_id}` topic events (`chat_inbox.changed`).
 */
export const getChatStatisticsQueryOptions = () =>
  queryOptions({
    queryKey: chatKeys.statistics(),
    queryFn: ({ signal }) => unwrap(apiClient().GET('/api/v3/chat/statistics', { signal })),
    staleTime: staleTimes.chatMessages,
    refetchInterval: pollIntervals.chatRooms,
  });

/** Messages of the caller's rooms containing `q`, newest first; `meta.next_before_id` pages on. */
export const searchChatMessagesQueryOptions = (params: SearchChatMessagesParams) =>
  queryOptions({
    queryKey: chatKeys.search(params),
    queryFn: ({ signal }) =>
      envelope(apiClient().GET('/api/v3/chat/messages/search', { params: { query: params }, signal })),
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
function storeRoom(client: QueryClient, room: { id: number }) {
  client.setQueryData(chatKeys.room(room.id), room);
  return refreshRoomLists(client);
}

export const createChatRoomMutationOptions = () =>
  mutationOptions({
    mutationKey: [...chatKeys.all, 'createChatRoom'],
    mutationFn: (input: ChatRoomInput) => unwrap(apiClient().POST('/api/v3/chat/rooms', { body: input })),
    onSuccess: (room, _input, _result, { client }) => storeRoom(client, room),
  });

export const updateChatRoomMutationOptions = () =>
  mutationOptions({
    mutationKey: [...chatKeys.all, 'updateChatRoom'],
    mutationFn: ({ id, ...changes }: UpdateChatRoomVariables) =>
      unwrap(apiClient().PUT('/api/v3/chat/rooms/{id}', { ...byId(id), body: changes })),
    onSuccess: (room, _input, _result, { client }) => storeRoom(client, room),
  });

export const deleteChatRoomMutationOptions = () =>
  mutationOptions({
    mutationKey: [...chatKeys.all, 'deleteChatRoom'],
    mutationFn: (id: number) => envelope(apiClient().DELETE('/api/v3/chat/rooms/{id}', byId(id))),
    onSuccess: (_answer, id, _result, { client }) => {
      client.removeQueries({ queryKey: chatKeys.room(id) });
      return refreshRoomLists(client);
    },
  });

export const joinChatRoomMutationOptions = () =>
  mutationOptions({
    mutationKey: [...chatKeys.all, 'joinChatRoom'],
    mutationFn: (id: number) => unwrap(apiClient().POST('/api/v3/chat/rooms/{id}/join', byId(id))),
    onSuccess: (room, _id, _result, { client }) => storeRoom(client, room),
  });

/** After leaving, the room and its messages are no longer the caller's to see. */
export const leaveChatRoomMutationOptions = () =>
  mutationOptions({
    mutationKey: [...chatKeys.all, 'leaveChatRoom'],
    mutationFn: (id: number) => envelope(apiClient().POST('/api/v3/chat/rooms/{id}/leave', byId(id))),
    onSuccess: (_answer, id, _result, { client }) => {
      client.removeQueries({ queryKey: chatKeys.room(id) });
      return refreshRoomLists(client);
    },
  });

export const markChatRoomAsReadMutationOptions = () =>
  mutationOptions({
    mutationKey: [...chatKeys.all, 'markChatRoomAsRead'],
    mutationFn: (id: number) => unwrap(apiClient().POST('/api/v3/chat/rooms/{id}/mark-read', byId(id))),
    onSuccess: (_receipt, id, _result, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: chatKeys.room(id), exact: true }),
        client.invalidateQueries({ queryKey: chatKeys.statistics() }),
        refreshRoomLists(client),
      ]),
  });

/** A message changes the room's history and its place and last message in the lists. */
function refreshConversation(client: QueryClient, roomId: number) {
  return Promise.all([
    client.invalidateQueries({ queryKey: chatKeys.messageLists(roomId) }),
    client.invalidateQueries({ queryKey: chatKeys.room(roomId), exact: true }),
    refreshRoomLists(client),
  ]);
}

export const sendChatMessageMutationOptions = () =>
  mutationOptions({
    mutationKey: [...chatKeys.all, 'sendChatMessage'],
    mutationFn: ({ roomId, files, ...input }: SendChatMessageVariables) =>
      unwrap(
        files && files.length > 0
          ? apiClient().POST('/api/v3/chat/rooms/{id}/messages', {
              ...byId(roomId),
              body: multipartBody<components['schemas']['ChatMessageFormInput']>({ ...input, files }),
              bodySerializer: toFormData,
            })
          : apiClient().POST('/api/v3/chat/rooms/{id}/messages', { ...byId(roomId), body: input }),
      ),
    onSuccess: (_message, { roomId }, _result, { client }) => refreshConversation(client, roomId),
  });

export const editChatMessageMutationOptions = () =>
  mutationOptions({
    mutationKey: [...chatKeys.all, 'editChatMessage'],
    mutationFn: ({ roomId, messageId, ...input }: EditChatMessageVariables) =>
      unwrap(
        apiClient().PATCH('/api/v3/chat/rooms/{id}/messages/{messageId}', {
          params: { path: { id: roomId, messageId } },
          body: input,
        }),
      ),
    onSuccess: (_message, { roomId }, _result, { client }) => refreshConversation(client, roomId),
  });

/** The message stays in the history as a tombstone (`deleted_at` set, empty body). */
export const deleteChatMessageMutationOptions = () =>
  mutationOptions({
    mutationKey: [...chatKeys.all, 'deleteChatMessage'],
    mutationFn: ({ roomId, messageId }: DeleteChatMessageVariables) =>
      unwrap(
        apiClient().DELETE('/api/v3/chat/rooms/{id}/messages/{messageId}', {
          params: { path: { id: roomId, messageId } },
        }),
      ),
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
