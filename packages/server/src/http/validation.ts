import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

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
  return ajv;
}

/**
 * Query strings and path parameters arrive as text and are coerced to the spec's types; JSON bodies are
 * checked as sent, so `"1"` is not a number there.
 */
export function createSchemaCompiler(): FastifySchemaCompiler<Record<string, unknown>> {
  const coercing = createAjv('array');
  const strict = createAjv(false);
  return ({ schema, httpPart }) => (httpPart === 'body' ? strict : coercing).compile(schema);
}
