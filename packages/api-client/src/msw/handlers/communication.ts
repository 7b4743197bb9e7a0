import { canned, type KeyOf } from '../canned.ts';
import { formBody, jsonBody } from '../http.ts';

// The bulletin board and the chat (issue 17): every answer is the server's, recorded (`pnpm fixtures`, the
// communication scenarios of packages/server/test/mock/communication-scenarios.ts, kept in
// fixtures/communication-<clock>.json) from the Storybook school's posts and rooms
// (packages/server/test/mock/communication.ts). Who sees which post (store, publish window, 下書き), read marks
// and unread counts, who may join, edit or archive a room, the participant-only 404: the server's rules,
// never the mock's. A request nobody recorded answers 501 naming itself.

/** Text parts of a JSON or multipart body, sorted, with the files by name: what a change says it changes. */
async function bodyFields(request: Request): Promise<Record<string, unknown>> {
  const multipart = (request.headers.get('content-type') ?? '').startsWith('multipart/');
  if (!multipart) return jsonBody(request);
  const form = await formBody(request);
  return Object.fromEntries(
    Object.entries(form).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.map((v) => (v instanceof Blob ? fileName(v) : String(v))) : value,
    ]),
  );
}
const fileName = (file: Blob) => (file instanceof File ? file.name : 'blob');

/** The whole body (every field, sorted) names the change: a room made, a post written, a message sent. */
const wholeBody: KeyOf = async (request) => {
  const body = await bodyFields(request);
  const sorted = Object.keys(body)
    .sort()
    .map((name) => {
      const value = body[name];
      return `${name}=${JSON.stringify(value instanceof Blob ? fileName(value) : (value ?? null))}`;
    });
  return sorted.join(' ');
};

export const communicationHandlers = [
  canned('listBulletinPosts'),
  canned('createBulletinPost', { key: wholeBody }),
  canned('getBulletinStatistics'),
  canned('getBulletinPost'),
  canned('updateBulletinPost', { key: wholeBody }),
  canned('deleteBulletinPost'),
  canned('markBulletinPostAsRead'),
  canned('getBulletinReadReceipts'),
  canned('listBulletinComments'),
  canned('createBulletinComment', { key: wholeBody }),
  canned('deleteBulletinComment'),

  canned('listChatRooms'),
  canned('createChatRoom', { key: wholeBody }),
  canned('getChatRoom'),
  canned('updateChatRoom', { key: wholeBody }),
  canned('deleteChatRoom'),
  canned('joinChatRoom'),
  canned('leaveChatRoom'),
  canned('markChatRoomAsRead'),
  canned('listChatMessages'),
  canned('searchChatMessages'),
  canned('getChatStatistics'),
  canned('sendChatMessage', { key: wholeBody }),
  canned('editChatMessage', { key: wholeBody }),
  canned('deleteChatMessage'),
];
