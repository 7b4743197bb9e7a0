import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { type ApiClientOptions, configureApiClient, type TokenStore } from '../../src/client.ts';
import { contractViolation, type Exchange } from '../../src/contract/check.ts';
import { handlers, resetFixtureStore } from '../../src/msw/index.ts';

/** The origin the tests' client talks to; MSW resolves the handlers' relative paths against it. */
export const API_ORIGIN = 'http://localhost';

/** Friday 20 November 2026, 17:10 in Tokyo: one class has just ended and the next is filling up. */
export const FIXED_NOW = new Date('2026-11-20T17:10:00+09:00');

export const server = setupServer(...handlers);

/** Every answer the client received in the current test, for the contract check. */
export const exchanges: Exchange[] = [];

/** fetch that keeps a copy of each answer. */
export const recordingFetch: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  const response = await fetch(request.clone());
  exchanges.push({
    method: request.method,
    url: request.url,
    status: response.status,
    body: await response.clone().text(),
  });
  return response;
};

export interface MemoryTokenStore extends TokenStore {
  token: string | null;
}

export function memoryTokenStore(token: string | null = null): MemoryTokenStore {
  const store: MemoryTokenStore = {
    token,
    get: () => store.token,
    set: (next) => {
      store.token = next;
    },
    clear: () => {
      store.token = null;
    },
  };
  return store;
}

/** The app's client, pointed at the mock server, holding `token` (and this device's reader credential). */
export function configureTestClient(
  options: { token?: string | null; deviceCredential?: string | null } & ApiClientOptions = {},
) {
  const { token = null, deviceCredential = null, ...rest } = options;
  const tokenStore = memoryTokenStore(token);
  const deviceCredentialStore = memoryTokenStore(deviceCredential);
  const onUnauthorized = vi.fn();
  configureApiClient({
    baseUrl: API_ORIGIN,
    fetch: recordingFetch,
    tokenStore,
    deviceCredentialStore,
    onUnauthorized,
    ...rest,
  });
  return { tokenStore, deviceCredentialStore, onUnauthorized };
}

/**
 * Starts the mock server for a test file: unhandled requests are errors, the fixtures start fresh at
 * `FIXED_NOW` for every test, and every answer a test received must keep to the spec.
 */
export function useMockServer(): void {
  beforeAll(() => {
    // Node has no page URL; MSW resolves relative handler paths against `location`, as it does in the browser.
    vi.stubGlobal('location', new URL(`${API_ORIGIN}/`));
    server.listen({ onUnhandledFrame: 'error' });
  });
  beforeEach(() => {
    exchanges.length = 0;
    resetFixtureStore({ now: FIXED_NOW });
  });
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
    const violations = exchanges
      .map((exchange) => contractViolation(exchange))
      .filter((violation) => violation !== null);
    expect(violations, 'answers that break the spec').toEqual([]);
  });
  afterAll(() => {
    server.close();
    vi.unstubAllGlobals();
  });
}

/** What a test reads from an answer's JSON: the envelope with `data` as `T`. */
export interface Answer<T> {
  success: boolean;
  data: T;
  message?: string;
  meta?: Record<string, unknown>;
  error?: { message: string; code: string; retry_after?: number };
  errors?: Record<string, string[]>;
  timestamp: string;
}

/** One raw call to the mock server (the handlers' own behaviour, without the client's middleware). */
export async function api<T = unknown>(
  method: string,
  path: string,
  options: { token?: string; json?: unknown; form?: FormData } = {},
): Promise<{ status: number; headers: Headers; body: Answer<T> }> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  const response = await recordingFetch(`${API_ORIGIN}${path}`, {
    method,
    headers,
    body: options.json !== undefined ? JSON.stringify(options.json) : options.form,
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : null) as Answer<T>,
  };
}
