import { EARLIEST_YEAR, LATEST_YEAR } from '@kayoi/domain/calendar';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import type { FastifySchemaCompiler } from 'fastify';
import { isRealCalendarText } from './calendarText.ts';
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
  // The rules `tightened` adds to the spec's schemas (below).
  ajv.addKeyword({
    keyword: 'x-not-blank',
    type: 'string',
    errors: false,
    validate: (_: unknown, text: string) => text.trim() !== '',
  });
  ajv.addKeyword({
    keyword: 'x-calendar',
    type: 'string',
    errors: false,
    validate: (_: unknown, text: string) => isRealCalendarText(text),
  });
  return ajv;
}

const INT32_MAX = 2 ** 31 - 1;
const INT32_MIN = -(2 ** 31);
/** A pattern for a month, a date, a wall-clock time or a time of day (`^\d{4}-(0[1-9]|1[0-2])$`, `^\d{2}:\d{2}$`). */
const CALENDAR_PATTERN = /^\^\(?(?:\\d\{4\}-|\[0-9\]\{4\}-|\(19\|2\\d\)\\d\\d-|\\d\{2\}:|\[0-9\]\{2\}:)/;

const typesOf = (schema: Record<string, unknown>): unknown[] =>
  Array.isArray(schema.type) ? schema.type : [schema.type];

/**
 * The spec's schema with the rules every operation keeps whatever its schema spells out, so that no bad
 * value reaches the database or the calendar code as a fault: an integer without its own bounds stays within
 * PostgreSQL's integer (ids above all; an explicit wider bound, a millisecond instant, is kept); a required
 * name (`minLength` 1 or more) is more than spaces (`x-not-blank`, worded as required); text with a month,
 * date or time pattern names a real one (`x-calendar`: no year 0, no hour 25). A copy: the spec is shared.
 */
export function tightened(schema: unknown, isBody: boolean): unknown {
  if (Array.isArray(schema)) return schema.map((item) => tightened(item, isBody));
  if (typeof schema !== 'object' || schema === null) return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    // Enumerations, constants and examples are values, not schemas.
    copy[key] = ['enum', 'const', 'example', 'examples', 'default'].includes(key)
      ? value
      : tightened(value, isBody);
  }
  // A required name (`name`, `consignor_name`, …) is more than spaces; other texts keep their forms' wording.
  if (isBody && typeof copy.properties === 'object' && copy.properties !== null) {
    for (const [name, property] of Object.entries(
      copy.properties as Record<string, Record<string, unknown>>,
    )) {
      const isRequiredText =
        typesOf(property).includes('string') &&
        typeof property.minLength === 'number' &&
        property.minLength >= 1;
      if (/(^|_)name$/.test(name) && isRequiredText && property.enum === undefined)
        property['x-not-blank'] = true;
    }
  }
  const types = typesOf(copy);
  if (types.includes('integer') && copy.format !== 'int64') {
    if (copy.maximum === undefined && copy.exclusiveMaximum === undefined) copy.maximum = INT32_MAX;
    if (copy.minimum === undefined && copy.exclusiveMinimum === undefined) copy.minimum = INT32_MIN;
  }
  if (types.includes('string')) {
    if (typeof copy.pattern === 'string' && CALENDAR_PATTERN.test(copy.pattern)) copy['x-calendar'] = true;
  }
  return copy;
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

/** The two validators and what they compiled, once per process: see createSchemaCompiler. */
let compilers: { coercing: Ajv2020; strict: Ajv2020; compiled: Map<string, ValidateFunction> } | undefined;

/**
 * Query strings and path parameters arrive as text and are coerced to the spec's types; JSON bodies are
 * checked as sent, so `"1"` is not a number there.
 *
 * A schema is compiled once per process, whichever app asks (issue 27): the product builds one app, but the
 * server tests build one per test file and database, and compiling every operation's schemas again cost each
 * ≈ 200 ms of CPU. The compiled checks keep no state between calls (Fastify reads a check's `errors` at once).
 *
 * And only when a request first needs it (issue 27, issue 30): Fastify asks for every route's checks as the app is
 * built, and compiling those of all 336 operations (of which a desk or a family uses a few dozen) was 2.4 s of the
 * main thread before a start listened (a CPU profile at load 4-5; to its first answer 9.7-10.5 CPU-s before, 8.0-9.4
 * after). A check's first call compiles it (a few ms); the spec's schemas are linted, and every operation is called
 * with bad and good input by the server tests (fuzz, authorization matrix).
 */
export function createSchemaCompiler(): FastifySchemaCompiler<Record<string, unknown>> {
  compilers ??= { coercing: createAjv('array'), strict: createAjv(false), compiled: new Map() };
  const { coercing, strict, compiled } = compilers;
  return ({ schema, httpPart }) => {
    const isBody = httpPart === 'body';
    const key = `${isBody ? 'body' : 'text'} ${JSON.stringify(schema)}`;
    let check = compiled.get(key);
    if (!check) {
      check = compiledOnFirstCall(() =>
        refusingUnstorableText(
          (isBody ? strict : coercing).compile(tightened(schema, isBody) as Record<string, unknown>),
        ),
      );
      compiled.set(key, check);
    }
    return check;
  };
}

/** The checks not compiled yet, each a function that compiles it (in the order the routes asked for them). */
const notCompiled = new Set<() => ValidateFunction>();

/** A check that compiles `compile`'s on its first call, and answers with it (its result and its `errors`). */
function compiledOnFirstCall(compile: () => ValidateFunction): ValidateFunction {
  let compiledCheck: ValidateFunction | undefined;
  const compileNow = () => {
    notCompiled.delete(compileNow);
    compiledCheck ??= compile();
    return compiledCheck;
  };
  notCompiled.add(compileNow);
  const check = ((data: unknown, context?: Parameters<ValidateFunction>[1]) => {
    const compiled = compiledCheck ?? compileNow();
    const valid = compiled(data, context);
    check.errors = compiled.errors;
    return valid;
  }) as ValidateFunction;
  // Every check Ajv compiles has its `schemaEnv`, on which Fastify passes the parent (to coerce a root value).
  check.schemaEnv = true as unknown as ValidateFunction['schemaEnv'];
  return check;
}

/**
 * Compiles the checks no request has needed yet, one at a time with a turn of the event loop between them, so that
 * a request meanwhile waits for one compile at most (a few ms): a running server's idle time, not its first callers,
 * pays for them (issue 30: over HTTP a manager's first call of a route cost 3–6 × the next, its checks compiled
 * then — the KPI card 47 ms against 6). Run by server.ts after its warm-ups; answers how many it compiled.
 */
export async function compileWaitingChecks(signal?: AbortSignal): Promise<number> {
  let compiled = 0;
  for (const compileNow of notCompiled) {
    if (signal?.aborted) break;
    compileNow();
    compiled += 1;
    await new Promise((turn) => setImmediate(turn));
  }
  return compiled;
}
