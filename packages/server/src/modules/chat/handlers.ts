import type { FastifyInstance } from 'fastify';
import { paginated, success } from '../../http/envelope.ts';
import { readMultipart } from '../../http/multipart.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { bodyOf, paramsOf, queryOf, requireAuth, requireStore } from '../../http/request.ts';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENTS_PER_REQUEST,
  attachmentStorageOf,
} from '../attachments/attachments.ts';
import { createChatRepository, type RoomType } from './repository.ts';
import {
  type ChatDeps,
  chatMessages,
  createRoom,
  deleteMessage,
  deleteRoom,
  editMessage,
  getRoom,
  joinRoom,
  leaveRoom,
  listMessages,
  listRooms,
  markRead,
  mayFollowInbox,
  mayFollowRoom,
  searchMessages,
  sendMessage,
  statistics,
  updateRoom,
} from './use-cases.ts';

/** Staff chat (チャット, issue 17): rooms, participants, messages, read marks; live on the room's topic. */
export function chatHandlers(app: FastifyInstance): OperationHandlers {
  const { db, events, photos, config, topics } = app.kayoi;
  const repo = createChatRepository(db);
  const deps: ChatDeps = {
    db,
    repo,
    events,
    photos,
    attachments: attachmentStorageOf(app, (key) => repo.attachmentFile(key)),
    now: config.now,
  };
  topics.serve('chat-room', (auth, key) => mayFollowRoom(repo, auth, key));
  topics.serve('chat-inbox', mayFollowInbox);

  return {
    async listChatRooms(request) {
      const auth = requireAuth(request);
      const storeId = requireStore(request);
      const query = queryOf(request, 'listChatRooms');
      const page = query.page ?? 1;
      const perPage = query.per_page ?? 20;
      const { rooms, total } = await listRooms(
        deps,
        auth,
        storeId,
        {
          types: query.type ? (query.type.split(',') as RoomType[]) : undefined,
          storeId: query.store_id,
          search: query.search?.trim() || undefined,
          isActive: query.is_active === undefined ? undefined : query.is_active === 1,
          joinable: query.joinable === 1,
        },
        page,
        perPage,
      );
      return paginated(rooms, { page, perPage, total });
    },
    getChatStatistics: async (request) => success(await statistics(deps, requireAuth(request))),
    async createChatRoom(request, reply) {
      const auth = requireAuth(request);
      const { room, created } = await createRoom(
        deps,
        auth,
        requireStore(request),
        bodyOf(request, 'createChatRoom'),
      );
      reply.status(created ? 201 : 200);
      return success(room, created ? chatMessages.roomCreated : undefined);
    },
    getChatRoom: async (request) =>
      success(await getRoom(deps, requireAuth(request), paramsOf(request, 'getChatRoom').id)),
    updateChatRoom: async (request) =>
      success(
        await updateRoom(
          deps,
          requireAuth(request),
          paramsOf(request, 'updateChatRoom').id,
          bodyOf(request, 'updateChatRoom'),
        ),
        chatMessages.roomUpdated,
      ),
    async deleteChatRoom(request) {
      await deleteRoom(deps, requireAuth(request), paramsOf(request, 'deleteChatRoom').id);
      return success(null, chatMessages.roomDeleted);
    },
    joinChatRoom: async (request) =>
      success(
        await joinRoom(
          deps,
          requireAuth(request),
          requireStore(request),
          paramsOf(request, 'joinChatRoom').id,
        ),
        chatMessages.joined,
      ),
    async leaveChatRoom(request) {
      await leaveRoom(
        deps,
        requireAuth(request),
        requireStore(request),
        paramsOf(request, 'leaveChatRoom').id,
      );
      return success(null, chatMessages.left);
    },
    markChatRoomAsRead: async (request) =>
      success(await markRead(deps, requireAuth(request), paramsOf(request, 'markChatRoomAsRead').id)),
    async listChatMessages(request) {
      const { messages, meta } = await listMessages(
        deps,
        requireAuth(request),
        paramsOf(request, 'listChatMessages').id,
        queryOf(request, 'listChatMessages'),
      );
      return { ...success(messages), meta };
    },
    async searchChatMessages(request) {
      const { messages, meta } = await searchMessages(
        deps,
        requireAuth(request),
        queryOf(request, 'searchChatMessages'),
      );
      return { ...success(messages), meta };
    },
    async sendChatMessage(request, reply) {
      const auth = requireAuth(request);
      const { id } = paramsOf(request, 'sendChatMessage');
      // JSON for text only; multipart (`body` and up to five `files[]`) with attachments.
      const form = request.isMultipart()
        ? await readMultipart(request, {
            maxFileBytes: ATTACHMENT_MAX_BYTES,
            // One more than allowed is read, so that too many answers 422 with its message.
            maxFiles: ATTACHMENTS_PER_REQUEST + 1,
            maxFieldBytes: 20_000,
          })
        : null;
      const message = form
        ? await sendMessage(deps, auth, id, form.fields.body ?? '', form.files)
        : await sendMessage(deps, auth, id, bodyOf(request, 'sendChatMessage').body);
      reply.status(201);
      return success(message);
    },
    async editChatMessage(request) {
      const { id, messageId } = paramsOf(request, 'editChatMessage');
      return success(
        await editMessage(deps, requireAuth(request), id, messageId, bodyOf(request, 'editChatMessage').body),
      );
    },
    async deleteChatMessage(request) {
      const { id, messageId } = paramsOf(request, 'deleteChatMessage');
      return success(
        await deleteMessage(deps, requireAuth(request), id, messageId),
        chatMessages.messageDeleted,
      );
    },
  };
}
