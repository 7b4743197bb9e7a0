// One check of "does this answer keep to the spec", for every test that holds an answer against the contract:
// the server's tests (each answer the real server gives) and the api-client's (each answer the MSW handlers
// give). Test support only: nothing in the product imports it.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import spec from '../specDocument.js';

interface SpecResponse {
  content?: Record<string, { schema?: object }>;
}
interface SpecOperation {
  operationId: string;
  responses: Record<string, SpecResponse>;
}
interface Route {
  method: string;
  pattern: RegExp;
  params: number;
  operation: SpecOperation;
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
for (const format of ['binary', 'byte', 'password', 'int32', 'int64', 'float', 'double'])
  ajv.addFormat(format, true);
// Every instant the API writes is Tokyo wall-clock time with its offset, to the second, from one formatter
// (isoTokyo in @kayoi/domain/calendar): '2026-11-21T16:02:00+09:00', never UTC's 'Z'.
ajv.addFormat(
  'date-time',
  (value: string) =>
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/.test(value) && !Number.isNaN(Date.parse(value)),
);

const byId = new Map<string, SpecOperation>();
const routes: Route[] = [];
for (const [path, item] of Object.entries(spec.paths as Record<string, Record<string, unknown>>)) {
  for (const [method, value] of Object.entries(item)) {
    const operation = value as Partial<SpecOperation>;
    if (!operation?.operationId) continue;
    byId.set(operation.operationId, operation as SpecOperation);
    const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+');
    routes.push({
      method: method.toUpperCase(),
      pattern: new RegExp(`^${source}$`),
      params: (path.match(/\{/g) ?? []).length,
      operation: operation as SpecOperation,
    });
  }
}
// `/posts/statistics` must win over `/posts/{id}`.
routes.sort((a, b) => a.params - b.params);
const errorEnvelope = (spec as unknown as { components: { schemas: Record<string, object> } }).components
  .schemas.ErrorEnvelope as object;

const compiled = new Map<object, ValidateFunction>();
function validatorFor(schema: object): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

/** The operation a request was for, by method and path (a full URL or a path with its query). */
export function operationOf(method: string, url: string): SpecOperation | undefined {
  const { pathname } = new URL(url, 'http://kayoi.invalid');
  return routes.find((route) => route.method === method && route.pattern.test(pathname))?.operation;
}

export interface Exchange {
  /** The operation that answered, where the caller knows it (the server's route); else found by method and path. */
  operationId?: string | undefined;
  method: string;
  url: string;
  status: number;
  body: string;
  contentType?: string | undefined;
}

/**
 * Why an answer breaks the spec, or null when it keeps to it. The status must be one the operation declares
 * (a 5xx may fall back to `default`); a declared JSON body must validate against its schema; a declared non-JSON
 * answer (a CSV export, a report's format=csv beside its JSON) is checked for its media type only.
 * Options, for what the two callers hold differently:
 * - `outsideSpec: 'error-envelope'`: a path that no operation serves may answer, as an error, the error
 *   envelope (the real server's 404 for unknown paths); by default such a request is itself the violation.
 * - `defaultCovers: 'errors'`: any error status an operation does not list falls to its `default` response,
 *   as OpenAPI reads it (the real server, whose every refusal has the envelope); by default only a 5xx may
 *   (the mocks answer exactly what the spec lists).
 */
export function contractViolation(
  exchange: Exchange,
  {
    outsideSpec = 'violation',
    defaultCovers = 'server-errors',
  }: { outsideSpec?: 'violation' | 'error-envelope'; defaultCovers?: 'errors' | 'server-errors' } = {},
): string | null {
  const where = `${exchange.method} ${new URL(exchange.url, 'http://kayoi.invalid').pathname} → ${exchange.status}`;
  const operation = exchange.operationId
    ? byId.get(exchange.operationId)
    : operationOf(exchange.method, exchange.url);
  if (exchange.operationId && !operation)
    return `${where}: operation ${exchange.operationId} is not in the spec`;
  if (!operation) {
    if (outsideSpec === 'violation') return `${where}: no operation of the spec has this method and path`;
    if (exchange.status < 400) return null;
    const validate = validatorFor(errorEnvelope);
    return validate(JSON.parse(exchange.body)) ? null : `${where}: ${ajv.errorsText(validate.errors)}`;
  }
  const declared =
    operation.responses[String(exchange.status)] ??
    (exchange.status >= (defaultCovers === 'errors' ? 400 : 500) ? operation.responses.default : undefined);
  if (!declared) return `${where}: status not declared for ${operation.operationId}`;
  const mediaType = exchange.contentType?.split(';')[0]?.trim();
  if (mediaType && mediaType !== 'application/json' && declared.content?.[mediaType]) return null;
  const schema = declared.content?.['application/json']?.schema;
  // A file answer (a backup's gzip) where the media type was not recorded: the spec declares its type, not a
  // schema of its bytes.
  const declaresFile = Object.keys(declared.content ?? {}).some((type) => type !== 'application/json');
  if (!schema)
    return exchange.body === '' || declaresFile
      ? null
      : `${where}: the spec declares no body but one was sent`;
  let body: unknown;
  try {
    body = JSON.parse(exchange.body);
  } catch {
    return `${where}: the body is not JSON`;
  }
  const validate = validatorFor(schema);
  return validate(body) ? null : `${where} (${operation.operationId}): ${ajv.errorsText(validate.errors)}`;
}
