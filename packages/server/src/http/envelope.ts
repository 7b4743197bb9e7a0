import type { components } from '@kayoi/api-client/schema';
import { isoTokyo } from '@kayoi/domain/calendar';

/** The seed's envelope: `{ success, data, message, error, timestamp }`, one shape for every answer. */

/** The spec's error codes (`ErrorCode`), one list for server and client. */
export type ErrorCode = components['schemas']['ErrorCode'];

export type FieldErrors = Record<string, string[]>;

/** A failure the client is meant to see: status, code and the Japanese message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fieldErrors: FieldErrors | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    status: number,
    code: ErrorCode,
    message: string,
    extra: { fieldErrors?: FieldErrors; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fieldErrors = extra.fieldErrors;
    this.retryAfterSeconds = extra.retryAfterSeconds;
  }
}

export function success<T>(data: T, message?: string) {
  return {
    success: true as const,
    data,
    ...(message === undefined ? {} : { message }),
    timestamp: isoTokyo(new Date()),
  };
}

export function paginated<T>(
  rows: T[],
  page: { page: number; perPage: number; total: number },
): ReturnType<typeof success<T[]>> & { meta: PaginationMeta } {
  const lastPage = Math.max(1, Math.ceil(page.total / page.perPage));
  const from = rows.length === 0 ? null : (page.page - 1) * page.perPage + 1;
  return {
    ...success(rows),
    meta: {
      current_page: page.page,
      last_page: lastPage,
      per_page: page.perPage,
      total: page.total,
      from,
      to: from === null ? null : from + rows.length - 1,
    },
  };
}

export interface PaginationMeta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  from: number | null;
  to: number | null;
}

export function errorBody(error: ApiError) {
  return {
    success: false as const,
    data: null,
    message: error.message,
    error: {
      message: error.message,
      code: error.code,
      ...(error.retryAfterSeconds === undefined ? {} : { retry_after: error.retryAfterSeconds }),
    },
    ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
    timestamp: isoTokyo(new Date()),
  };
}
