import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { ApiError, apiErrorFromResponse } from './errors.ts';
import type { paths } from './generated/schema.ts';

/** Where the bearer token lives in the browser (seed §7). */
export const AUTH_TOKEN_STORAGE_KEY = 'auth_token';

export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

/** localStorage `auth_token`, or nothing where there is no localStorage (Node, private modes). */
export const localStorageTokenStore: TokenStore = {
  get: () => safeStorage()?.getItem(AUTH_TOKEN_STORAGE_KEY) ?? null,
  set: (token) => safeStorage()?.setItem(AUTH_TOKEN_STORAGE_KEY, token),
  clear: () => safeStorage()?.removeItem(AUTH_TOKEN_STORAGE_KEY),
};

/** Where this browser keeps its reader-device credential (カードリーダー端末), once an admin or manager enrolled it. */
export const READER_DEVICE_STORAGE_KEY = 'kayoi_reader_device';

/**
 * The credential `POST /api/reader-devices` gave this device, shown once by the server; card logins send it.
 * Same shape as the token store, so tests inject a memory one.
 */
export type DeviceCredentialStore = TokenStore;

/** localStorage `kayoi_reader_device`. It outlives logouts: the desk stays a reader whoever signs in. */
export const localStorageDeviceCredentialStore: DeviceCredentialStore = {
  get: () => safeStorage()?.getItem(READER_DEVICE_STORAGE_KEY) ?? null,
  set: (credential) => safeStorage()?.setItem(READER_DEVICE_STORAGE_KEY, credential),
  clear: () => safeStorage()?.removeItem(READER_DEVICE_STORAGE_KEY),
};

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export interface ApiClientOptions {
  /** Origin of the API; '' = the page's own origin. */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  tokenStore?: TokenStore;
  deviceCredentialStore?: DeviceCredentialStore;
  /**
   * Called when a call made with the token this device holds answers 401, after the token was cleared: the
   * app registers the trip to /login. Calls that are expected to answer 401 themselves (a wrong password),
   * calls made with no token (the app is already signing out, e.g. during the logout farewell) and calls
   * made with a token that has since been replaced do not trigger it.
   */
  onUnauthorized?: (error: ApiError) => void;
}

export type KayoiClient = Client<paths>;

/** Login calls answer 401 for a wrong password: that is a message for the form, not a lost session. */
const CREDENTIAL_PATHS = new Set([
  '/api/v3/auth/login',
  '/api/v3/auth/nfc-login',
  '/api/v3/auth/reset-password',
  '/api/family/auth/login',
]);

/**
 * The operations that declare the `X-Device-Credential` header: the card login and the reader-device reads.
 * The credential goes nowhere else (test/queries/readerDevices.test.ts compares this list with the spec).
 */
export const DEVICE_CREDENTIAL_OPERATIONS: ReadonlySet<string> = new Set([
  'POST /api/v3/auth/nfc-login',
  'GET /api/reader-devices',
  'GET /api/reader-devices/current',
  'POST /api/reader-devices/{id}/revoke',
]);

export function createApiClient(options: ApiClientOptions = {}): KayoiClient {
  const tokens = options.tokenStore ?? localStorageTokenStore;
  const devices = options.deviceCredentialStore ?? localStorageDeviceCredentialStore;
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? '',
    credentials: 'include',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const middleware: Middleware = {
    onRequest({ request, schemaPath }) {
      request.headers.set('X-Requested-With', 'XMLHttpRequest');
      request.headers.set('Accept', 'application/json');
      const token = tokens.get();
      if (token && !request.headers.has('Authorization'))
        request.headers.set('Authorization', `Bearer ${token}`);
      const credential = DEVICE_CREDENTIAL_OPERATIONS.has(`${request.method} ${schemaPath}`)
        ? devices.get()
        : null;
      if (credential) request.headers.set('X-Device-Credential', credential);
      return request;
    },
    async onResponse({ request, response, schemaPath }) {
      if (response.ok) return response;
      const error = await apiErrorFromResponse(response);
      // Only a 401 for the session this device holds ends it: not a call made without a token (signing
      // out), nor a late answer to a call made with a token since replaced (a staff switch by card).
      const held = tokens.get();
      const sent = request.headers.get('Authorization');
      if (error.status === 401 && !CREDENTIAL_PATHS.has(schemaPath) && held && sent === `Bearer ${held}`) {
        tokens.clear();
        options.onUnauthorized?.(error);
      }
      throw error;
    },
    onError({ error }) {
      if (error instanceof ApiError) return error;
      if (error instanceof DOMException && error.name === 'AbortError') return error;
      return new ApiError({ status: 0, code: 'NETWORK_ERROR', cause: error });
    },
  };
  client.use(middleware);
  return client;
}

let current: KayoiClient | null = null;
let currentOptions: ApiClientOptions = {};

/** The app's one client. Configure it once at start (`configureApiClient`); tests configure their own. */
export function apiClient(): KayoiClient {
  current ??= createApiClient(currentOptions);
  return current;
}

export function configureApiClient(options: ApiClientOptions): KayoiClient {
  currentOptions = options;
  current = createApiClient(options);
  return current;
}

/** The options the client was configured with (the token store, mainly, for login and logout). */
export const apiClientOptions = (): ApiClientOptions => currentOptions;

type Envelope<D> = { data?: D } | undefined;

/** Waits for an openapi-fetch call and returns the envelope's `data` (errors were thrown by the middleware). */
export async function unwrap<D>(call: Promise<{ data?: Envelope<D> | undefined }>): Promise<D> {
  const { data } = await call;
  return data?.data as D;
}

/** The whole success envelope (for lists with `meta`, or when `message` matters). */
export async function envelope<E>(call: Promise<{ data?: E }>): Promise<E> {
  const { data } = await call;
  return data as E;
}

/** The `{id}` path parameter of a call: `apiClient().GET('/api/customers/{id}', byId(12))`. */
export const byId = (id: number) => ({ params: { path: { id } } });
