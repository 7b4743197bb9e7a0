import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../modules/auth/use-cases.ts';
import { ApiError } from './envelope.ts';
import { serverMessages } from './messages.ts';
import type { OperationId, PathParams, QueryParams, RequestBody } from './types.ts';

/** The caller of an authenticated operation (the auth hook ran before the handler). */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new ApiError(401, 'UNAUTHENTICATED', serverMessages.unauthenticated);
  return request.auth;
}

/** The caller's store; store-owned operations cannot run for a session without one. */
export function requireStore(request: FastifyRequest): number {
  const { storeId } = requireAuth(request);
  if (storeId === null) throw new ApiError(403, 'FORBIDDEN', serverMessages.storeRequired);
  return storeId;
}

/** The request's body, query and path parameters typed by the spec (already validated against it). */
export const bodyOf = <Op extends OperationId>(request: FastifyRequest, _op: Op) =>
  request.body as RequestBody<Op>;
export const queryOf = <Op extends OperationId>(request: FastifyRequest, _op: Op) =>
  request.query as QueryParams<Op>;
export const paramsOf = <Op extends OperationId>(request: FastifyRequest, _op: Op) =>
  request.params as PathParams<Op>;
