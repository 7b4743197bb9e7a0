import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { bodyMissing } from './errors.ts';
import type { OperationId } from './types.ts';

type JsonSchema = Record<string, unknown>;

interface SpecParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

interface SpecOperation {
  operationId: string;
  parameters?: SpecParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  security?: Record<string, string[]>[];
  'x-roles'?: Role[];
}

export type Role = 'admin' | 'manager' | 'staff';

export interface OpenApiDocument {
  paths: Record<string, Record<string, SpecOperation | SpecParameter[] | unknown>>;
  security?: Record<string, string[]>[];
}

/** What each route knows about its operation: read by the auth hook and the error handler. */
export interface OperationConfig {
  operationId: OperationId;
  isPublic: boolean;
  /**
   * Whose session the operation takes: `family` when its security names `familyAuth` (マイページ, issue 31),
   * otherwise the staff's. A token of one realm is never accepted by the other.
   */
  realm: 'staff' | 'family';
  roles: readonly Role[] | null;
  /** The integer fields of its multipart form (`store_id`, `participant_ids[]`): kept within int32 when read. */
  multipartIntegers?: readonly string[];
}

export type OperationHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
export type OperationHandlers = Partial<Record<OperationId, OperationHandler>>;

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

/** `/api/customers/{customerId}` → `/api/customers/:customerId` */
export const toFastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

function objectSchema(parameters: SpecParameter[]): JsonSchema | undefined {
  if (parameters.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema ?? {}])),
    required: parameters.filter((p) => p.required || p.in === 'path').map((p) => p.name),
  };
}

/**
 * A JSON body the operation needs that did not come at all (no bytes, no content type): 422 saying so, before
 * the schema (which would call the missing body's type wrong) or a handler (which would read into nothing).
 * A multipart form is its handler's to read.
 */
async function requireBody(request: FastifyRequest) {
  if (request.body !== undefined || request.isMultipart?.()) return;
  throw bodyMissing();
}

/** An optional JSON body left out (a plain 本登録) is read as `{}`, which its schema then validates. */
async function emptyBodyWhenMissing(request: FastifyRequest) {
  if (request.body === undefined && !request.isMultipart?.()) request.body = {};
}

/** The fields of a (possibly `allOf`-composed) multipart schema whose values, or items, are integers. */
function integerFields(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  const isInteger = (type: unknown) => (Array.isArray(type) ? type.includes('integer') : type === 'integer');
  const own = Object.entries((schema.properties as Record<string, JsonSchema> | undefined) ?? {})
    .filter(([, property]) =>
      isInteger(property.type === 'array' ? (property.items as JsonSchema | undefined)?.type : property.type),
    )
    .map(([name]) => name);
  const composed = ((schema.allOf as JsonSchema[] | undefined) ?? []).flatMap(integerFields);
  return [...new Set([...own, ...composed])];
}

const definedOnly = <T extends Record<string, unknown>>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * Registers one Fastify route per operation of the (bundled, dereferenced) spec. Parameters and JSON
 * bodies are validated against the spec's own schemas; operations without a handler yet answer 501.
 */
export function registerOperations(
  app: FastifyInstance,
  spec: OpenApiDocument,
  handlers: OperationHandlers,
  options: {
    notImplemented: OperationHandler;
    /** Extra route config per operation (e.g. a stricter rate limit for public calls). */
    routeConfig?: (operation: OperationConfig) => Record<string, unknown>;
  },
): OperationConfig[] {
  const registered: OperationConfig[] = [];
  for (const [path, item] of Object.entries(spec.paths)) {
    const shared = (item.parameters as SpecParameter[] | undefined) ?? [];
    for (const method of METHODS) {
      const operation = item[method] as SpecOperation | undefined;
      if (!operation) continue;
      const parameters = [...shared, ...(operation.parameters ?? [])];
      const jsonBody = operation.requestBody?.content?.['application/json']?.schema;
      const security = operation.security ?? spec.security ?? [];
      const config: OperationConfig = {
        operationId: operation.operationId as OperationId,
        isPublic: security.length === 0,
        realm: security.some((scheme) => 'familyAuth' in scheme) ? 'family' : 'staff',
        roles: operation['x-roles'] ?? null,
        multipartIntegers: integerFields(operation.requestBody?.content?.['multipart/form-data']?.schema),
      };
      app.route({
        method: method.toUpperCase() as HTTPMethods,
        url: toFastifyPath(path),
        config: { ...config, ...options.routeConfig?.(config) },
        schema: definedOnly({
          params: objectSchema(parameters.filter((p) => p.in === 'path')),
          querystring: objectSchema(parameters.filter((p) => p.in === 'query')),
          // An operation taking JSON or multipart (a chat message with files) validates its JSON only; its
          // multipart form is read and checked by its handler.
          body:
            jsonBody && operation.requestBody?.content?.['multipart/form-data']
              ? { content: { 'application/json': { schema: jsonBody } } }
              : jsonBody,
        }),
        ...(jsonBody
          ? { preValidation: operation.requestBody?.required ? requireBody : emptyBodyWhenMissing }
          : {}),
        handler: handlers[config.operationId] ?? options.notImplemented,
      });
      registered.push(config);
    }
  }
  return registered;
}
