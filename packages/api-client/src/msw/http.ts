import { isoTokyo } from '@kayoi/domain/calendar';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@kayoi/domain/constants';
import { serverMessages } from '@kayoi/domain/messages';
import { HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { z } from 'zod';
import type { paths } from '../generated/schema.ts';
import type { ErrorCode, StaffDetail } from '../queries/types.ts';
import { type OperationId, operationAccess } from './spec.ts';
import { currentFixtureStore, type FixtureSession, type FixtureStore } from './store.ts';

/** Handlers typed by the spec: paths, parameters, bodies and answers are checked against `paths`. */
export const http = createOpenApiHttp<paths>();

export type FieldErrors = Record<string, string[]>;

/** A failure a handler answers with the spec's error envelope (like the server's `ApiError`). */
export class MockApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fieldErrors: FieldErrors | undefined;
  readonly retryAfter: number | undefined;

  constructor(
    status: number,
    code: ErrorCode,
    message: string,
    extra: { fieldErrors?: FieldErrors; retryAfter?: number } = {},
  ) {
    super(message);
    this.name = 'MockApiError';
    this.status = status;
    this.code = code;
    this.fieldErrors = extra.fieldErrors;
    this.retryAfter = extra.retryAfter;
  }
}

/** The fixtures' clock as the envelope's `timestamp`. */
export const timestamp = () => isoTokyo(currentFixtureStore().nowMs());

/** `{ success: true, data, message?, timestamp }`. */
export function success<T>(data: T, message?: string) {
  return {
    success: true as const,
    data,
    ...(message === undefined ? {} : { message }),
    timestamp: timestamp(),
  };
}

export function errorBody(error: MockApiError) {
  return {
    success: false as const,
    data: null,
    message: error.message,
    error: {
      message: error.message,
      code: error.code,
      ...(error.retryAfter === undefined ? {} : { retry_after: error.retryAfter }),
    },
    ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
    timestamp: timestamp(),
  };
}

export function errorResponse(error: MockApiError): Response {
  return HttpResponse.json(errorBody(error), {
    status: error.status,
    headers: error.retryAfter === undefined ? {} : { 'Retry-After': String(error.retryAfter) },
  });
}

export const notFound = (message: string = serverMessages.notFound) =>
  new MockApiError(404, 'NOT_FOUND', message);
export const forbidden = () => new MockApiError(403, 'FORBIDDEN', serverMessages.forbidden);

export function validationError(fieldErrors: FieldErrors, message: string = serverMessages.validationFailed) {
  return new MockApiError(422, 'VALIDATION_ERROR', message, { fieldErrors });
}

/** Laravel-style field errors from a failed zod parse: `{ field: [message, …] }`. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    const list = errors[field] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    errors[field] = list;
  }
  return errors;
}

/** Parses with a form schema of `src/forms`, or answers 422 with its messages. */
export function parseOr422<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(zodFieldErrors(result.error));
  return result.data;
}

/** The signed-in caller of an operation. */
export interface Caller {
  staff: StaffDetail;
  session: FixtureSession;
  /** The store the caller works in: their own, or the one an admin switched to. */
  storeId: number;
  store: FixtureStore;
}

/** Bearer token → caller, or 401; then the operation's `x-roles` from the spec, or 403. */
export function authorize(request: Request, operationId: OperationId): Caller {
  const store = currentFixtureStore();
  const header = request.headers.get('authorization') ?? '';
  const token = /^Bearer\s+(.+)$/i.exec(header)?.[1];
  const session = token ? store.sessions.get(token) : undefined;
  const staff = session ? store.find('staffs', session.staff_id) : undefined;
  if (!session || !staff?.is_active) {
    throw new MockApiError(401, 'UNAUTHENTICATED', serverMessages.unauthenticated);
  }
  if (session.expires_at <= store.nowMs()) {
    store.sessions.delete(session.token);
    throw new MockApiError(
      401,
      'TOKEN_EXPIRED',
      'セッションの有効期限が切れました。再度ログインしてください',
    );
  }
  const { roles } = operationAccess(operationId);
  if (roles && !roles.includes(session.role)) throw forbidden();
  return { staff, session, storeId: session.store_id, store };
}

interface ResolverInfo<R> {
  request: Request;
  response: { untyped(response: Response): R };
}

/** Runs a public operation; a thrown MockApiError becomes its error answer. */
export async function handle<R>(
  info: ResolverInfo<R>,
  run: (store: FixtureStore) => R | Promise<R>,
): Promise<R> {
  try {
    return await run(currentFixtureStore());
  } catch (error) {
    if (error instanceof MockApiError) return info.response.untyped(errorResponse(error));
    throw error;
  }
}

/** Runs an operation for a signed-in caller (401/403 as the spec says, before anything else). */
export function handleAs<R>(
  info: ResolverInfo<R>,
  operationId: OperationId,
  run: (caller: Caller) => R | Promise<R>,
): Promise<R> {
  return handle(info, () => run(authorize(info.request, operationId)));
}

/** A JSON body, or {} when there is none or it is not JSON (the validation then reports what is missing). */
export async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.clone().json();
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** A multipart body as an object: repeated `name[]` parts become arrays under `name`. */
export async function formBody(request: Request): Promise<Record<string, unknown>> {
  const fields: Record<string, unknown> = {};
  let form: FormData;
  try {
    form = await request.clone().formData();
  } catch {
    return fields;
  }
  for (const [name, value] of form.entries()) {
    if (name.endsWith('[]')) {
      const key = name.slice(0, -2);
      const list = Array.isArray(fields[key]) ? (fields[key] as unknown[]) : [];
      list.push(value);
      fields[key] = list;
    } else {
      fields[name] = value;
    }
  }
  return fields;
}

export const searchParams = (request: Request) => new URL(request.url).searchParams;

/** A positive integer from a path or query parameter, or undefined. */
export function positiveInt(value: string | readonly string[] | null | undefined): number | undefined {
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : undefined;
}

/** A path id; ids that cannot exist are 404, as the server answers for invalid path parameters. */
export function pathId(value: string | readonly string[] | undefined): number {
  const id = positiveInt(value);
  if (id === undefined) throw notFound();
  return id;
}

/** Reads `page` and `per_page` (10/20/50/100, default 20) and slices a list, Laravel paginator style. */
export function paginate<T>(rows: readonly T[], query: URLSearchParams) {
  const errors: FieldErrors = {};
  const pageParam = query.get('page');
  const perPageParam = query.get('per_page');
  const page = pageParam === null ? 1 : positiveInt(pageParam);
  const perPage =
    perPageParam === null ? DEFAULT_PAGE_SIZE : PAGE_SIZES.find((n) => String(n) === perPageParam);
  if (page === undefined) errors.page = ['ページは1以上の整数で指定してください'];
  if (perPage === undefined) errors.per_page = ['表示件数は10, 20, 50, 100のいずれかを指定してください'];
  if (page === undefined || perPage === undefined) throw validationError(errors);
  const total = rows.length;
  const start = (page - 1) * perPage;
  const data = rows.slice(start, start + perPage);
  const from = data.length === 0 ? null : start + 1;
  return {
    data,
    meta: {
      current_page: page,
      last_page: Math.max(1, Math.ceil(total / perPage)),
      per_page: perPage,
      total,
      from,
      to: from === null ? null : from + data.length - 1,
    },
  };
}
