import { MutationObserver } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiClient, envelope, unwrap } from '../src/client.ts';
import { ApiError, apiErrorFromResponse } from '../src/errors.ts';
import { DEMO_PASSWORD, DEMO_TOKENS, errorHandler, networkErrorHandler } from '../src/msw/index.ts';
import { createQueryClient, queryClientConfig, shouldRetryQuery } from '../src/policy.ts';
import { toFormData } from '../src/queries/formData.ts';
import { API_ORIGIN, configureTestClient, server, useMockServer } from './msw/support.ts';

useMockServer();

/** Answers 200 to GET /api/health and keeps the request the client sent. */
function captureHealthRequest() {
  const seen: Request[] = [];
  server.use(
    http.get(`${API_ORIGIN}/api/health`, ({ request }) => {
      seen.push(request);
      return HttpResponse.json({
        success: true,
        data: { status: 'ok', database: 'ok', version: '1.0.0' },
        timestamp: '2026-11-20T17:10:00+09:00',
      });
    }),
  );
  return seen;
}

/** How many requests for `method path` reached the mock server so far. */
function countRequests(method: string, path: string): () => number {
  let count = 0;
  server.events.on('request:start', ({ request }) => {
    if (request.method === method && new URL(request.url).pathname === path) count += 1;
  });
  return () => count;
}

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('request headers', () => {
  it('when a token is stored, then the request carries X-Requested-With, Accept and the bearer token', async () => {
    configureTestClient({ token: DEMO_TOKENS.staff });
    const seen = captureHealthRequest();

    await apiClient().GET('/api/health');

    const headers = seen[0]?.headers;
    expect(headers?.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(headers?.get('accept')).toBe('application/json');
    expect(headers?.get('authorization')).toBe(`Bearer ${DEMO_TOKENS.staff}`);
  });

  it('when no token is stored, then no Authorization header is sent', async () => {
    configureTestClient({ token: null });
    const seen = captureHealthRequest();

    await apiClient().GET('/api/health');

    expect(seen[0]?.headers.has('authorization')).toBe(false);
    expect(seen[0]?.headers.get('x-requested-with')).toBe('XMLHttpRequest');
  });

  it('when the body is FormData, then fetch sets the multipart content type with its boundary', async () => {
    configureTestClient({ token: DEMO_TOKENS.manager });
    const contentTypes: (string | null)[] = [];
    server.use(
      http.post(`${API_ORIGIN}/api/customer-pre-registrations/:id`, ({ request }) => {
        contentTypes.push(request.headers.get('content-type'));
        return undefined;
      }),
    );

    await apiClient()
      .POST('/api/customer-pre-registrations/{id}', {
        params: { path: { id: 1 } },
        body: { _method: 'PUT' } as never,
        bodySerializer: toFormData,
      })
      .catch(() => undefined);

    expect(contentTypes[0]).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('when the body is JSON, then it is sent as application/json', async () => {
    configureTestClient();
    const contentTypes: (string | null)[] = [];
    server.use(
      http.post(`${API_ORIGIN}/api/v3/auth/login`, ({ request }) => {
        contentTypes.push(request.headers.get('content-type'));
        return undefined;
      }),
    );

    await apiClient().POST('/api/v3/auth/login', {
      body: { email: 'staff@demo.kayoi.jp', password: DEMO_PASSWORD, remember: false, device_name: 'web' },
    });

    expect(contentTypes[0]).toBe('application/json');
  });
});

describe('answers', () => {
  it('when the answer is 2xx, then unwrap returns the envelope data and envelope the whole envelope', async () => {
    configureTestClient({ token: DEMO_TOKENS.staff });

    const user = await unwrap(apiClient().GET('/api/v3/auth/me'));
    const answer = await envelope(apiClient().GET('/api/customer-pre-registrations'));

    expect(user.user).toMatchObject({ email: 'staff@demo.kayoi.jp', role: 'staff', store: '渋谷校' });
    expect(answer.meta).toMatchObject({ current_page: 1, per_page: 20 });
    expect(answer.success).toBe(true);
  });

  it('when the answer is 422, then the ApiError carries status, code, the server message and the field errors', async () => {
    configureTestClient({ token: DEMO_TOKENS.staff });

    const error = await failureOf(
      apiClient().PATCH('/api/customer-pre-registrations/{id}/status', {
        params: { path: { id: 12 } },
        body: { status: 'confirmed', notes: 'あ'.repeat(1001) },
      }),
    );

    expect(error).toMatchObject({
      status: 422,
      code: 'VALIDATION_ERROR',
      serverMessage: '入力内容に問題があります',
      fieldErrors: { notes: ['メモは1000文字以内で入力してください'] },
      retryAfter: undefined,
    });
  });

  it('when the answer is 429, then the ApiError carries the retry_after seconds', async () => {
    configureTestClient();
    server.use(errorHandler('loginWithPassword', 429, 'ACCOUNT_LOCKED', undefined, { retryAfter: 900 }));

    const error = await failureOf(
      apiClient().POST('/api/v3/auth/login', {
        body: { email: 'staff@demo.kayoi.jp', password: 'x', remember: false, device_name: 'web' },
      }),
    );

    expect(error).toMatchObject({ status: 429, code: 'ACCOUNT_LOCKED', retryAfter: 900 });
  });

  it('when an error answer is not JSON, then the ApiError keeps the status, an HTTP code and the Retry-After header', async () => {
    const error = await apiErrorFromResponse(
      new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'retry-after': '30' } }),
    );

    expect(error).toMatchObject({ status: 502, code: 'HTTP_502', serverMessage: undefined, retryAfter: 30 });
    expect(error.fieldErrors).toEqual({});
  });

  it('when no answer comes, then the ApiError has status 0 and code NETWORK_ERROR', async () => {
    configureTestClient({ token: DEMO_TOKENS.staff });
    server.use(networkErrorHandler('getCurrentUser'));

    const error = await failureOf(apiClient().GET('/api/v3/auth/me'));

    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});

describe('401', () => {
  it('when a signed-in call answers 401, then the token is cleared and onUnauthorized is called exactly once', async () => {
    const { tokenStore, onUnauthorized } = configureTestClient({ token: 'revoked-token' });

    const error = await failureOf(apiClient().GET('/api/v3/auth/me'));

    expect(error).toMatchObject({ status: 401, code: 'UNAUTHENTICATED', serverMessage: '認証が必要です' });
    expect(tokenStore.token).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith(error);
  });

  it('when a call without a token answers 401 (the app is signing out), then onUnauthorized is not called', async () => {
    const { onUnauthorized } = configureTestClient({ token: null });

    const error = await failureOf(apiClient().GET('/api/v3/auth/me'));

    expect(error).toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('when a 401 answers a call made with a token since replaced, then the new token stays and onUnauthorized is not called', async () => {
    const { tokenStore, onUnauthorized } = configureTestClient({ token: DEMO_TOKENS.staff });

    const error = await failureOf(
      apiClient().GET('/api/v3/auth/me', { headers: { Authorization: 'Bearer replaced-token' } }),
    );

    expect(error).toMatchObject({ status: 401 });
    expect(tokenStore.token).toBe(DEMO_TOKENS.staff);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('when the login itself answers 401 (wrong password), then the token stays and onUnauthorized is not called', async () => {
    const { tokenStore, onUnauthorized } = configureTestClient({ token: DEMO_TOKENS.staff });

    const error = await failureOf(
      apiClient().POST('/api/v3/auth/login', {
        body: {
          email: 'staff@demo.kayoi.jp',
          password: 'wrong-password',
          remember: false,
          device_name: 'web',
        },
      }),
    );

    expect(error).toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS' });
    expect(tokenStore.token).toBe(DEMO_TOKENS.staff);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('retries', () => {
  const failure = (status: number) => new ApiError({ status, code: `HTTP_${status}` });

  it.each([429, 500, 503, 0])(
    'when a query fails with %i, then it is retried once and only once',
    (status) => {
      expect(shouldRetryQuery(0, failure(status))).toBe(true);
      expect(shouldRetryQuery(1, failure(status))).toBe(false);
    },
  );

  it.each([400, 401, 403, 404, 422])('when a query fails with %i, then it is not retried', (status) => {
    expect(shouldRetryQuery(0, failure(status))).toBe(false);
  });

  it('when the error is not an ApiError, then it is not retried', () => {
    expect(shouldRetryQuery(0, new TypeError('bug'))).toBe(false);
  });

  it('when the query client is created, then queries retry by shouldRetryQuery and mutations never', () => {
    const defaults = createQueryClient().getDefaultOptions();

    expect(defaults.queries?.retry).toBe(shouldRetryQuery);
    expect(defaults.mutations?.retry).toBe(false);
    expect(queryClientConfig.defaultOptions?.mutations?.retry).toBe(false);
  });

  it('when a query meets a 503 and then an answer, then the second attempt is what it shows', async () => {
    configureTestClient({ token: DEMO_TOKENS.staff });
    const attempts = countRequests('GET', '/api/v3/auth/me');
    server.use(errorHandler('getCurrentUser', 503, undefined, undefined, { once: true }));
    const queryClient = createQueryClient();

    const user = await queryClient.fetchQuery({
      queryKey: ['me'],
      queryFn: () => unwrap(apiClient().GET('/api/v3/auth/me')),
      retry: queryClient.getDefaultOptions().queries?.retry,
      retryDelay: 0,
    });

    expect(attempts()).toBe(2);
    expect(user.user.email).toBe('staff@demo.kayoi.jp');
  });

  it('when a mutation meets a 500, then it is sent once and fails', async () => {
    configureTestClient({ token: DEMO_TOKENS.staff });
    const attempts = countRequests('PUT', '/api/v2/user/preferences');
    server.use(errorHandler('updateUserPreferences', 500));
    const queryClient = createQueryClient();
    const observer = new MutationObserver(queryClient, {
      mutationFn: () => unwrap(apiClient().PUT('/api/v2/user/preferences', { body: { theme: 'dark' } })),
    });

    await expect(observer.mutate()).rejects.toMatchObject({ status: 500, code: 'INTERNAL_ERROR' });
    expect(attempts()).toBe(1);
  });
});
