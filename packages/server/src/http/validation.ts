import { EARLIEST_YEAR, LATEST_YEAR } from '@kayoi/domain/calendar';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import type { FastifySchemaCompiler } from 'fastify';
import { findUnstorableText } from './text.ts';

const checkOf = (format: 'date' | 'date-time') =>
  (fullFormats[format] as { validate: (s: string) => boolean }).validate;
const isRfcDate = checkOf('date');
const isRfcDateTime = checkOf('date-time');
const yearIsKept = (text: string) => {
  const year = Number(text.slice(0, 4));
  return year >= EARLIEST_YEAR && year <= LATEST_YEAR;
};

function createAjv(coerceTypes: boolean | 'array') {
  // The spec is JSON Schema 2020-12 (OpenAPI 3.1); its annotations (example, x-*) are not rules.
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    coerceTypes,
    useDefaults: true,
    discriminator: true,
  });
  addFormats.default(ajv);
  // OpenAPI's own formats describe encoding, not a rule to check.
  for (const format of ['binary', 'byte', 'password', 'int32', 'int64', 'float', 'double'])
    ajv.addFormat(format, true);
  // Dates and instants the database and the Tokyo calendar code can hold (PostgreSQL has no year 0, a JavaScript
  // Date cannot hold a leap second): a year between EARLIEST_YEAR and LATEST_YEAR, the same rule as the forms'.
  ajv.addFormat('date', { type: 'string', validate: (text) => isRfcDate(text) && yearIsKept(text) });
  ajv.addFormat('date-time', {
    type: 'string',
    validate: (text) => isRfcDateTime(text) && yearIsKept(text) && Number.isFinite(Date.parse(text)),
  });
  return ajv;
}

/**
 * Wraps a compiled schema so that any string (or key) the database cannot keep fails it, whatever the
 * schema says, in every part it validates: body, query string, path parameters.
 */
function refusingUnstorableText(validate: ValidateFunction): ValidateFunction {
  const check = ((data: unknown, context?: Parameters<ValidateFunction>[1]) => {
    const valid = validate(data, context);
    check.errors = validate.errors;
    // Looked for once the shape is right (garbage fails on its type first), keys the schema ignores included.
    const at = valid ? findUnstorableText(data) : null;
    if (at === null) return valid;
    check.errors = [
      { instancePath: at, schemaPath: '', keyword: 'unstorableText', params: {}, message: 'unstorable text' },
    ] satisfies ErrorObject[];
    return false;
  }) as ValidateFunction;
  // Fastify hands Ajv the parent object only when it sees `schemaEnv` (needed to coerce a root value).
  check.schemaEnv = validate.schemaEnv;
  return check;
}

/**
 * Query strings and path parameters arrive as text and are coerced to the spec's types; JSON bodies are
 * checked as sent, so `"1"` is not a number there.
 */
export function createSchemaCompiler(): FastifySchemaCompiler<Record<string, unknown>> {
  const coercing = createAjv('array');
  const strict = createAjv(false);
  return ({ schema, httpPart }) =>
    refusingUnstorableText((httpPart === 'body' ? strict : coercing).compile(schema));
}
