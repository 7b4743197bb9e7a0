/** What the server said when a call failed: HTTP status, its Japanese message and its error code. */
export class ApiError extends Error {
  readonly status: number;
  /** `error.code` of the envelope (`INVALID_CREDENTIALS`, `VALIDATION_ERROR` …); `NETWORK_ERROR` when no answer came. */
  readonly code: string;
  /** The server's message, when it sent one (the UI prefers it over its own default). */
  readonly serverMessage: string | undefined;
  /** Field errors of a 422, keyed by field name. */
  readonly fieldErrors: Record<string, string[]>;
  /** Seconds until a retry makes sense (429). */
  readonly retryAfter: number | undefined;

  constructor(init: {
    status: number;
    code: string;
    serverMessage?: string | undefined;
    fieldErrors?: Record<string, string[]> | undefined;
    retryAfter?: number | undefined;
    cause?: unknown;
  }) {
    super(init.serverMessage ?? `Request failed with status ${init.status} (${init.code})`, {
      cause: init.cause,
    });
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.serverMessage = init.serverMessage;
    this.fieldErrors = init.fieldErrors ?? {};
    this.retryAfter = init.retryAfter;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The seed's rule: 429 and 5xx (and no answer at all) are worth retrying; everything else is final. */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.status === 0 || error.status === 429 || error.status >= 500;
}

interface ErrorEnvelopeLike {
  message?: unknown;
  error?: { message?: unknown; code?: unknown; retry_after?: unknown } | null;
  errors?: unknown;
}

/** Reads an error answer, in Kayoi's envelope or in Laravel's plain `{ message, errors }`. */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  let body: ErrorEnvelopeLike = {};
  try {
    body = (await response.clone().json()) as ErrorEnvelopeLike;
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): status alone must do.
  }
  const message =
    typeof body.error?.message === 'string'
      ? body.error.message
      : typeof body.message === 'string'
        ? body.message
        : undefined;
  const retryHeader = response.headers.get('retry-after');
  const retryAfter =
    typeof body.error?.retry_after === 'number'
      ? body.error.retry_after
      : retryHeader
        ? Number(retryHeader)
        : undefined;
  return new ApiError({
    status: response.status,
    code: typeof body.error?.code === 'string' ? body.error.code : `HTTP_${response.status}`,
    serverMessage: message,
    fieldErrors: isFieldErrors(body.errors) ? body.errors : undefined,
    retryAfter: Number.isFinite(retryAfter) ? retryAfter : undefined,
  });
}

function isFieldErrors(value: unknown): value is Record<string, string[]> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((v) => Array.isArray(v) && v.every((m) => typeof m === 'string'))
  );
}
