import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { ApiError, errorBody, type FieldErrors } from './envelope.ts';
import {
  BODY_MISSING,
  fieldWording,
  ownRequiredMessage,
  serverMessages,
  validationMessage,
} from './messages.ts';

interface AjvIssue {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

/**
 * Turns schema validation issues into Laravel-style field errors with Japanese messages, in the words of the
 * operation's form where it has its own (`operationId`).
 */
export function toFieldErrors(issues: readonly AjvIssue[], operationId?: string): FieldErrors {
  // No prototype: a field named `__proto__` is just a field here.
  const errors: FieldErrors = Object.create(null);
  for (const issue of issues) {
    const missing = issue.keyword === 'required' ? String(issue.params.missingProperty) : null;
    const path = [issue.instancePath.replace(/^\//, '').replaceAll('/', '.'), missing]
      .filter(Boolean)
      .join('.');
    const field = path || '_';
    const name =
      field
        .split('.')
        .filter((part) => !/^\d+$/.test(part))
        .at(-1) ?? field;
    const { label, format } = fieldWording(operationId, field, name);
    const own =
      issue.keyword === 'required' || issue.keyword === 'x-not-blank'
        ? ownRequiredMessage(operationId, field)
        : undefined;
    const message = own ?? validationMessage(issue.keyword, name, label, issue.params, format);
    const list = errors[field] ?? [];
    if (!list.includes(message)) list.push(message);
    errors[field] = list;
  }
  return errors;
}

/** A JSON body the operation needs that was not sent, or sent as nothing: 422 saying so in words a clerk reads. */
export function bodyMissing(): ApiError {
  const fieldErrors = toFieldErrors([]);
  fieldErrors._ = [BODY_MISSING];
  return new ApiError(422, 'VALIDATION_ERROR', serverMessages.validationFailed, { fieldErrors });
}

function classify(error: FastifyError, operationId?: string): ApiError {
  if (error instanceof ApiError) return error;
  if (error.validation) {
    if (error.validationContext === 'params') {
      return new ApiError(404, 'NOT_FOUND', serverMessages.notFound);
    }
    return new ApiError(422, 'VALIDATION_ERROR', serverMessages.validationFailed, {
      fieldErrors: toFieldErrors(error.validation as unknown as AjvIssue[], operationId),
    });
  }
  switch (error.code) {
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      // `Content-Type: application/json` and no bytes (every JSON body of the spec is required).
      return bodyMissing();
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new ApiError(400, 'BAD_REQUEST', serverMessages.badRequest);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', serverMessages.unsupportedMediaType);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new ApiError(413, 'PAYLOAD_TOO_LARGE', serverMessages.payloadTooLarge);
  }
  if (error.statusCode === 429) {
    return new ApiError(429, 'TOO_MANY_REQUESTS', serverMessages.tooManyRequests);
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new ApiError(400, 'BAD_REQUEST', serverMessages.badRequest);
  }
  return new ApiError(500, 'INTERNAL_ERROR', serverMessages.serverError);
}

function send(apiError: ApiError, error: unknown, request: FastifyRequest, reply: FastifyReply) {
  // An operation not built yet is known and expected: no error in the log. Real faults are.
  if (apiError.code === 'NOT_IMPLEMENTED') request.log.debug('operation not implemented');
  else if (apiError.status >= 500) request.log.error({ err: error }, 'request failed');
  if (apiError.retryAfterSeconds !== undefined)
    reply.header('retry-after', String(apiError.retryAfterSeconds));
  return reply.code(apiError.status).send(errorBody(apiError));
}

/** Every failure leaves in the envelope with a code; only real faults are 5xx, and they are logged. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) =>
    send(classify(error, request.routeOptions.config?.operationId), error, request, reply),
  );
}

/** The router's own refusals, before any route or hook runs. */
function classifyFrameworkError(error: FastifyError): ApiError {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      return new ApiError(400, 'BAD_REQUEST', serverMessages.badRequest);
    case 'FST_ERR_MAX_PARAM_LENGTH':
      // As for any path parameter that fails its schema: no resource has such an id.
      return new ApiError(404, 'NOT_FOUND', serverMessages.notFound);
    default:
      return classify(error);
  }
}

/** Errors Node's HTTP parser meets before Fastify sees a request (headers too large or malformed, …). */
function clientErrorOf(error: NodeJS.ErrnoException): ApiError {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return new ApiError(431, 'PAYLOAD_TOO_LARGE', serverMessages.payloadTooLarge);
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new ApiError(408, 'BAD_REQUEST', serverMessages.badRequest);
    default:
      return new ApiError(400, 'BAD_REQUEST', serverMessages.badRequest);
  }
}

/**
 * Fastify options that keep the framework's own errors in the envelope: a URL that does not decode, an
 * over-long path parameter, and the socket-level errors of Node's HTTP parser (oversized or malformed
 * headers, a bad request line), answered with a raw HTTP response since no request object exists yet.
 */
export function frameworkErrorOptions() {
  return {
    // Longer than any real path parameter (ids, a postal code, a KPI key or a month are far shorter).
    routerOptions: { maxParamLength: 100 },
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      send(classifyFrameworkError(error), error, request, reply);
    },
    clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket) {
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      this.log.debug({ err: error }, 'client error');
      // Mid-way through a response on this connection a second one cannot be written: just close.
      const inFlight = (socket as unknown as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
      if (!socket.writable || inFlight?.headersSent) {
        socket.destroy();
        return;
      }
      const apiError = clientErrorOf(error);
      const body = JSON.stringify(errorBody(apiError));
      socket.write(
        [
          `HTTP/1.1 ${apiError.status} ${STATUS_CODES[apiError.status]}`,
          'Content-Type: application/json; charset=utf-8',
          `Content-Length: ${Buffer.byteLength(body)}`,
          'Connection: close',
          '',
          body,
        ].join('\r\n'),
        () => socket.destroy(),
      );
    },
  } satisfies Pick<FastifyServerOptions, 'routerOptions' | 'frameworkErrors' | 'clientErrorHandler'>;
}
