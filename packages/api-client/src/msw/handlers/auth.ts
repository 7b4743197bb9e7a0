import { isoTokyo, MINUTE_MS } from '@kayoi/domain/calendar';
import { TOKEN_LIFETIME_MINUTES } from '@kayoi/domain/constants';
import { DEMO_LOGINS, DEMO_PASSWORD } from '@kayoi/domain/demo';
import { serverMessages } from '@kayoi/domain/messages';
import { type CannedContext, type ChosenAnswer, canned } from '../canned.ts';
import { handle, handleAs, http, jsonBody, success } from '../http.ts';

// Sign-in over recorded answers: a demo login with the demo password answers what the server answered it
// (its token replaced by a mock session's), anything else the recorded refusal. Lockouts, PINs and enrolled
// desks are the server's rules; stories that need those answers put an errorHandler in front.

const DEMO_EMAILS = new Set<string>(Object.values(DEMO_LOGINS));

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** `manager@demo.kayoi.jp right`: which demo login (or `other`), with the right or a wrong password. */
async function loginKey(request: Request): Promise<string> {
  const body = await jsonBody(request);
  const email = text(body.email).trim().toLowerCase();
  const password = text(body.password);
  return `${DEMO_EMAILS.has(email) ? email : email ? 'other' : '(none)'} ${
    password === DEMO_PASSWORD ? 'right' : password ? 'wrong' : '(none)'
  }`;
}

interface TokenData {
  token?: string;
  expires_at?: string;
  expires_in?: number;
  user?: { id: number; store_id: number };
}

/** A recorded successful login opens a mock session for its user; the answer carries that token. */
function openSession(answer: ChosenAnswer, { store }: CannedContext): ChosenAnswer {
  const body = answer.body as { data?: TokenData } | null;
  const data = body?.data;
  const staff = data?.user ? store.find('staffs', data.user.id) : undefined;
  if (answer.status !== 200 || !data || !staff) return answer;
  const session = store.openSession(staff, data.user?.store_id ?? staff.store_id ?? 1, data.expires_in);
  return {
    ...answer,
    body: { ...body, data: { ...data, token: session.token, expires_at: isoTokyo(session.expires_at) } },
  };
}

export const authHandlers = [
  http.get('/sanctum/csrf-cookie', (info) => handle(info, () => info.response(204).empty())),

  canned('loginWithPassword', { key: loginKey, adapt: openSession }),

  // The card (whose holder the key names), whatever desk it was tapped at.
  canned('loginWithNfcCard', {
    key: async (request, lookup) => {
      const uid = text((await jsonBody(request)).nfc_uid);
      const holder = lookup.cardHolder(uid);
      return holder ? `${holder.holder_type}:${holder.holder_id}` : `card:${uid.toUpperCase()}`;
    },
    adapt: openSession,
  }),

  http.post('/api/v3/auth/logout', (info) =>
    handleAs(info, 'logout', ({ store, session }) => {
      store.sessions.delete(session.token);
      return info.response(200).json(success(null, serverMessages.loggedOut));
    }),
  ),

  canned('getCurrentUser'),
  canned('getAuthenticatedUser'),

  http.get('/api/v3/auth/verify', (info) =>
    handleAs(info, 'verifyToken', ({ session }) =>
      info.response(200).json(success({ valid: true as const, expires_at: isoTokyo(session.expires_at) })),
    ),
  ),

  // The same answer whoever asks (the server does not tell which addresses it knows).
  canned('requestPasswordReset', { key: () => 'any' }),
  canned('resetPassword', { key: () => 'any' }),

  http.post('/api/v3/auth/heartbeat', (info) =>
    handleAs(info, 'sendHeartbeat', ({ store, session }) => {
      // The session slides: a desk in use is not logged out mid-shift.
      session.expires_at = store.nowMs() + TOKEN_LIFETIME_MINUTES * MINUTE_MS;
      return info
        .response(200)
        .json(success({ server_time: isoTokyo(store.nowMs()), expires_at: isoTokyo(session.expires_at) }));
    }),
  ),

  canned('getCardPin'),
  canned('setCardPin', {
    key: async (request) => {
      const body = await jsonBody(request);
      return `${text(body.current_password) === DEMO_PASSWORD ? 'right' : 'wrong'} ${
        body.pin === null ? 'remove' : 'set'
      }`;
    },
  }),

  // The session then works in the store it switched to.
  canned('changeStore', {
    key: async (request) => `store:${String((await jsonBody(request)).store_id)}`,
    adapt: (answer, { session }) => {
      const user = (answer.body as { data?: { user?: { store_id?: number } } }).data?.user;
      if (answer.status === 200 && session && user?.store_id) session.store_id = user.store_id;
      return answer;
    },
  }),
];
