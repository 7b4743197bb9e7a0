import type { operations } from '@kayoi/api-client/schema';

/** The join key between spec, handler, query options and MSW handler. */
export type OperationId = keyof operations;

type JsonContent<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/** The JSON body an operation accepts, as the spec says. */
export type RequestBody<Op extends OperationId> = JsonContent<NonNullable<operations[Op]['requestBody']>>;

/** The query parameters of an operation, as the spec says. */
export type QueryParams<Op extends OperationId> = operations[Op]['parameters'] extends { query?: infer Q }
  ? NonNullable<Q>
  : never;

/** The path parameters of an operation, as the spec says. */
export type PathParams<Op extends OperationId> = operations[Op]['parameters'] extends { path?: infer P }
  ? NonNullable<P>
  : never;

type SuccessStatus = 200 | 201;
/** The `data` of an operation's success answer. */
export type ResponseData<Op extends OperationId> = {
  [S in SuccessStatus]: operations[Op]['responses'] extends Record<S, infer R> ? JsonContent<R> : never;
}[SuccessStatus] extends infer Body
  ? Body extends { data: infer D }
    ? D
    : never
  : never;
