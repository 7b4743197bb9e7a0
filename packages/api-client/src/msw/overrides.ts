import { serverMessages } from '@kayoi/domain/messages';
import { delay, type HttpHandler, HttpResponse, http as mswHttp } from 'msw';
import type { ErrorCode } from '../queries/types.ts';
import { errorResponse, type FieldErrors, MockApiError, success } from './http.ts';
import { mswPath, type OperationId, operationAccess } from './spec.ts';

// Handlers that force a state, for stories and tests: put them in front of `handlers`
// (`server.use(errorHandler('listPreRegistrations', 500))`, or a story's `msw.handlers`).

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 501 | 503;

const DEFAULT_ERRORS: Record<ErrorStatus, readonly [ErrorCode, string]> = {
  400: ['BAD_REQUEST', 'リクエストの形式が正しくありません'],
  401: ['UNAUTHENTICATED', serverMessages.unauthenticated],
  403: ['FORBIDDEN', serverMessages.forbidden],
  404: ['NOT_FOUND', serverMessages.notFound],
  409: ['CONFLICT', 'この操作は現在の状態では実行できません'],
  413: ['PAYLOAD_TOO_LARGE', 'アップロードするファイルのサイズが大きすぎます'],
  422: ['VALIDATION_ERROR', serverMessages.validationFailed],
  429: ['TOO_MANY_REQUESTS', 'リクエストが多すぎます。しばらく待ってから再試行してください'],
  500: ['INTERNAL_ERROR', serverMessages.serverError],
  501: ['NOT_IMPLEMENTED', serverMessages.notImplemented],
  503: ['INTERNAL_ERROR', serverMessages.serverError],
};

type Resolver = Parameters<typeof mswHttp.get>[1];

/** A handler for the method and path of an operation, whatever its parameters. */
function forOperation(
  operationId: OperationId,
  resolver: Resolver,
  options: { once?: boolean } = {},
): HttpHandler {
  const { method, path } = operationAccess(operationId);
  return mswHttp[method](mswPath(path), resolver, options);
}

/** `once`: only the next call is affected (a retry then gets the usual answer). */
export interface OverrideOptions {
  once?: boolean;
}

/**
 * The operation answers with the spec's error envelope: `status` with the usual code and message for it, or
 * the ones given (e.g. `errorHandler('loginWithPassword', 429, 'ACCOUNT_LOCKED', undefined, { retryAfter: 900 })`).
 */
export function errorHandler(
  operationId: OperationId,
  status: ErrorStatus,
  code?: ErrorCode,
  message?: string,
  { once, ...extra }: { fieldErrors?: FieldErrors; retryAfter?: number } & OverrideOptions = {},
): HttpHandler {
  const [defaultCode, defaultMessage] = DEFAULT_ERRORS[status];
  return forOperation(
    operationId,
    () => errorResponse(new MockApiError(status, code ?? defaultCode, message ?? defaultMessage, extra)),
    { once },
  );
}

/**
 * The operation answers `data` in the success envelope (with `message`, `status`, `meta` when given): a story
 * replaces one answer (`answerHandler('getDashboardKpi', kpi)`) in front of `handlers`.
 */
export function answerHandler(
  operationId: OperationId,
  data: unknown,
  {
    once,
    status = 200,
    message,
    meta,
  }: { status?: number; message?: string; meta?: unknown } & OverrideOptions = {},
): HttpHandler {
  return forOperation(
    operationId,
    () =>
      HttpResponse.json(
        { ...success(data, message), ...(meta === undefined ? {} : { meta }) } as Record<string, unknown>,
        { status },
      ),
    { once },
  );
}

/** The request fails without an answer (the client's NETWORK_ERROR). */
export function networkErrorHandler(operationId: OperationId, options: OverrideOptions = {}): HttpHandler {
  return forOperation(operationId, () => HttpResponse.error(), options);
}

/**
 * The requests held unanswered on purpose (`delayedHandler` without an end), by MSW's request id: what a story's
 * settle step does not wait for (.storybook/settle.ts).
 */
export const heldRequests = new Set<string>();

/**
 * The operation answers only after `ms` milliseconds (by default never: the screen stays loading), then the
 * handlers behind this one answer as usual.
 */
export function delayedHandler(operationId: OperationId, ms: number | 'infinite' = 'infinite'): HttpHandler {
  return forOperation(operationId, async ({ requestId }) => {
    if (ms === 'infinite') heldRequests.add(requestId);
    await delay(ms);
    return undefined;
  });
}

const PAGINATED = ['listPreRegistrations', 'listBulletinPosts', 'listChatRooms'] as const;
const PLAIN_LISTS = [
  'listStores',
  'listBulletinComments',
  'getDashboardTodaySchedule',
  'getDashboardAttendanceTrend',
] as const;

/** Operations whose answer is a list. */
export type ListOperationId = (typeof PAGINATED)[number] | (typeof PLAIN_LISTS)[number] | 'listChatMessages';

/** The list comes back empty (with the pagination or cursor `meta` the operation has). */
export function emptyListHandler(operationId: ListOperationId): HttpHandler {
  return forOperation(operationId, () => {
    if ((PAGINATED as readonly string[]).includes(operationId)) {
      const meta = { current_page: 1, last_page: 1, per_page: 20, total: 0, from: null, to: null };
      return HttpResponse.json({ ...success([]), meta });
    }
    if (operationId === 'listChatMessages') {
      return HttpResponse.json({ ...success([]), meta: { has_more: false, next_before_id: null } });
    }
    return HttpResponse.json(success([]));
  });
}
