import { createRequire } from 'node:module';
import spec from '../../src/generated/openapi.json' with { type: 'json' };

// Ajv (2020 draft) and ajv-formats are installed for the server package, not for this one, so they are
// loaded from there; the few members used are typed here.
interface ValidateFunction {
  (data: unknown): boolean;
  errors?: unknown[] | null;
}
interface Ajv {
  compile(schema: object): ValidateFunction;
  addFormat(name: string, format: boolean): Ajv;
  errorsText(errors?: unknown[] | null): string;
}
const requireFromServer = createRequire(new URL('../../../server/package.json', import.meta.url));
const { Ajv2020 } = requireFromServer('ajv/dist/2020.js') as { Ajv2020: new (options: object) => Ajv };
const addFormats = requireFromServer('ajv-formats') as (ajv: Ajv) => Ajv;

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
for (const format of ['binary', 'byte', 'password', 'int32', 'int64', 'float', 'double'])
  ajv.addFormat(format, true);

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

const routes: Route[] = [];
for (const [path, item] of Object.entries(spec.paths as Record<string, Record<string, unknown>>)) {
  for (const [method, value] of Object.entries(item)) {
    const operation = value as Partial<SpecOperation>;
    if (!operation.operationId) continue;
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

const compiled = new Map<object, ValidateFunction>();
function validatorFor(schema: object): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

export interface Exchange {
  method: string;
  url: string;
  status: number;
  body: string;
}

/** The operation a request was for, by method and path. */
export function operationOf(method: string, url: string): SpecOperation | undefined {
  const { pathname } = new URL(url);
  return routes.find((route) => route.method === method && route.pattern.test(pathname))?.operation;
}

/**
 * Why an answer breaks the spec, or null when it keeps to it. A 4xx must be one the operation declares;
 * 5xx may fall back to `default`. A declared JSON body must validate against the operation's schema.
 */
export function contractViolation(exchange: Exchange): string | null {
  const where = `${exchange.method} ${new URL(exchange.url).pathname} → ${exchange.status}`;
  const operation = operationOf(exchange.method, exchange.url);
  if (!operation) return `${where}: no operation of the spec has this method and path`;
  const declared =
    operation.responses[String(exchange.status)] ??
    (exchange.status >= 500 ? operation.responses.default : undefined);
  if (!declared) return `${where}: status not declared for ${operation.operationId}`;
  const schema = declared.content?.['application/json']?.schema;
  // A file answer (a backup's gzip): the spec declares its type, not a schema of its bytes.
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
