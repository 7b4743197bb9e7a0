import spec from '@kayoi/api-client/spec' with { type: 'json' };
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

interface ResponseSpec {
  content?: Record<string, { schema?: object }>;
}
interface OperationSpec {
  operationId: string;
  responses: Record<string, ResponseSpec>;
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
for (const format of ['binary', 'byte', 'password', 'int32', 'int64', 'float', 'double'])
  ajv.addFormat(format, true);
// Every instant the server writes is Tokyo wall-clock time with its offset, to the second, from one formatter
// (isoTokyo in @kayoi/domain/calendar): '2026-11-21T16:02:00+09:00', never UTC's 'Z'.
ajv.addFormat(
  'date-time',
  (value: string) =>
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/.test(value) && !Number.isNaN(Date.parse(value)),
);

const operations = new Map<string, OperationSpec>();
for (const item of Object.values(
  (spec as unknown as { paths: Record<string, Record<string, unknown>> }).paths,
)) {
  for (const value of Object.values(item)) {
    const op = value as Partial<OperationSpec>;
    if (op?.operationId) operations.set(op.operationId, op as OperationSpec);
  }
}
const errorEnvelope = (spec as unknown as { components: { schemas: Record<string, object> } }).components
  .schemas.ErrorEnvelope as object;
const compiled = new Map<object, ValidateFunction>();
const compile = (schema: object) => {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
};

export interface RecordedResponse {
  operationId: string | undefined;
  method: string;
  url: string;
  status: number;
  body: string;
  contentType?: string | undefined;
}

/** Why one answer of the server breaks the spec, or null when it keeps to it. */
export function contractViolation(response: RecordedResponse): string | null {
  const where = `${response.method} ${response.url} → ${response.status}`;
  if (!response.operationId) {
    // Paths outside the spec answer with the error envelope (404) and nothing else.
    if (response.status < 400) return null;
    const validate = compile(errorEnvelope);
    return validate(JSON.parse(response.body)) ? null : `${where}: ${ajv.errorsText(validate.errors)}`;
  }
  const operation = operations.get(response.operationId);
  if (!operation) return `${where}: operation ${response.operationId} is not in the spec`;
  const declared = operation.responses[String(response.status)] ?? operation.responses.default;
  if (!declared) return `${where}: status not declared for ${response.operationId}`;
  const schema = declared.content?.['application/json']?.schema;
  // A declared non-JSON answer (the CSV export, a report's format=csv beside its JSON) is checked for its
  // media type only.
  const mediaType = response.contentType?.split(';')[0]?.trim();
  if (mediaType && mediaType !== 'application/json' && declared.content?.[mediaType]) return null;
  if (!schema) return response.body === '' ? null : `${where}: spec declares no body but one was sent`;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return `${where}: body is not JSON`;
  }
  const validate = compile(schema);
  return validate(body) ? null : `${where} (${response.operationId}): ${ajv.errorsText(validate.errors)}`;
}
