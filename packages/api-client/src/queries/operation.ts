import { mutationOptions, type QueryKey, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../client.ts';
import type * as Rows from '../generated/operations.ts';
import type { operations } from '../generated/schema.ts';
import { toFormData } from './formData.ts';

// Query and mutation options built from the generated operation rows (scripts/generate.mjs): the method,
// path, key scope and answer of every operation come from the spec. The modules in this folder pass a row
// (`import * as op from '../generated/operations.ts'`, then `query(op.listStores)`), so a page's bundle holds the
// rows it calls and no others; what they write by hand is only what is a decision: invalidation, stale times,
// polling, placeholders, special bodies.

type Operations = typeof Rows;
export type OperationId = keyof Operations & keyof operations;
/** The generated row of an operation: its id, method, path, tag, answer and whether its body is multipart. */
type Row = Operations[OperationId];
type QueryRow = Extract<Row, { method: 'GET' }>;
type IdOf<R extends Row> = R['id'];

/** Keys of `T` whose type is not `never` (openapi-typescript writes absent parameters as `?: never`). */
type Present<T> = { [K in keyof T as [NonNullable<T[K]>] extends [never] ? never : K]: T[K] };

/** The path and query parameters of an operation, as openapi-fetch's `params`. */
export type ParamsOf<O extends OperationId> = Omit<Present<operations[O]['parameters']>, 'header' | 'cookie'>;

type RequestBody<O extends OperationId> =
  NonNullable<operations[O]['requestBody']> extends {
    content: infer C;
  }
    ? C[keyof C]
    : never;

/** What a call sends: its parameters and, when it has one, its body. */
export type InitOf<O extends OperationId> = ParamsOf<O> &
  ([RequestBody<O>] extends [never] ? { body?: never } : { body: RequestBody<O> });

type Success<O extends OperationId> = operations[O]['responses'] extends infer R
  ? 200 extends keyof R
    ? R[200]
    : 201 extends keyof R
      ? R[201]
      : never
  : never;

/** The success envelope of an operation. */
export type EnvelopeOf<O extends OperationId> =
  Success<O> extends { content: { 'application/json': infer J } } ? J : never;

/** How a call's answer is read: the table's default for the operation, or a module's choice. */
type Answer = 'data' | 'envelope' | 'blob' | 'text' | 'none';

/** What a call answers, read as `A`. */
export type AnswerOf<O extends OperationId, A extends Answer = Operations[O]['answer']> = {
  data: EnvelopeOf<O> extends { data: infer D } ? D : never;
  envelope: EnvelopeOf<O>;
  blob: Blob;
  text: string;
  none: null;
}[A];

/**
 * Where a tag's (or one operation's) keys live when not under the tag itself, decisions both: 口座振替's answers
 * move with billing's, so a money write that refreshes `billing` refreshes them too; a member import's runs are
 * not customers, so a customer's change (the import's own batches) does not read the runs again.
 */
const KEY_SCOPES: Partial<Record<string, string>> = {
  zengin: 'billing',
  importCustomers: 'customerImports',
  listCustomerImports: 'customerImports',
  getCustomerImportReport: 'customerImports',
};

/** `[scope, operationId]`: every query and mutation of an operation (and `[scope]`, every one of its tag). */
export const operationKey = <R extends Row>(row: R) =>
  [KEY_SCOPES[row.id] ?? KEY_SCOPES[row.tag] ?? row.tag, row.id] as const;

/** The query key of one call: `[tag, operationId, params]` (params matched partially on invalidation). */
export const queryKeyOf = <R extends Row>(row: R, params?: Partial<ParamsOf<IdOf<R>>>): QueryKey =>
  params === undefined ? operationKey(row) : [...operationKey(row), params];

/**
 * Calls an operation and reads its answer as the table says, or as `answer` asks (a module that needs the
 * envelope's `message`). Errors were thrown by the client's middleware.
 */
export async function call<R extends Row, A extends Answer = R['answer']>(
  row: R,
  init: InitOf<IdOf<R>>,
  signal?: AbortSignal,
  answer?: A,
): Promise<AnswerOf<IdOf<R>, A>> {
  const operation: { method: string; path: string; answer: string; multipart?: boolean } = {
    ...row,
    answer: answer ?? row.answer,
  };
  const { body, ...params } = init as { body?: unknown; path?: unknown; query?: unknown };
  const parseAs = { blob: 'blob', text: 'text' }[operation.answer];
  const request = apiClient().request as unknown as (
    method: string,
    path: string,
    init: object,
  ) => Promise<{ data?: { data?: unknown } }>;
  const { data } = await request(operation.method, operation.path, {
    params,
    ...(body === undefined ? {} : { body }),
    ...(operation.multipart ? { bodySerializer: toFormData } : {}),
    ...(parseAs ? { parseAs } : {}),
    ...(signal ? { signal } : {}),
  });
  const read = operation.answer === 'data' ? data?.data : operation.answer === 'none' ? null : data;
  return read as AnswerOf<IdOf<R>, A>;
}

type Optional<T> = object extends T ? [params?: T] : [params: T];

/** The query options of a GET operation, keyed `[tag, operationId, params]`. */
export const query = <R extends QueryRow>(row: R, ...[params]: Optional<ParamsOf<IdOf<R>>>) =>
  queryOptions({
    queryKey: queryKeyOf(row, params),
    queryFn: ({ signal }) => call(row, (params ?? {}) as InitOf<IdOf<R>>, signal),
  });

/**
 * The mutation options of an operation, keyed `[tag, operationId]`; `toInit` turns the variables the screens
 * pass (an id, a form's fields) into the call's parameters and body.
 */
export function mutation<R extends Row, V = InitOf<IdOf<R>>, A extends Answer = R['answer']>(
  row: R,
  toInit: (variables: V) => InitOf<IdOf<R>> = (variables) => variables as unknown as InitOf<IdOf<R>>,
  answer?: A,
) {
  return mutationOptions({
    mutationKey: operationKey(row),
    mutationFn: (variables: V) => call(row, toInit(variables), undefined, answer),
  });
}

/**
 * The operation sent as multipart: for an operation whose spec takes JSON, or multipart when there are files
 * (a chat message), the module picks per call.
 */
export const asMultipart = <R extends Row>(row: R): R => ({ ...row, multipart: true });

/** `toInit` of the operations that take no parameters and no body: their mutation is called as `mutate()`. */
// biome-ignore lint/suspicious/noConfusingVoidType: TanStack makes `mutate()`'s variables optional only when void
export const noInit = (_: void) => ({});

/** `toInit` of the operations whose only parameter is the `{id}` of their path. */
export const byIdPath = (id: number) => ({ path: { id } });
