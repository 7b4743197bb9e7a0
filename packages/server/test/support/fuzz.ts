import spec from '@kayoi/api-client/spec' with { type: 'json' };
import fc from 'fast-check';
import { PNG_BYTES } from './forms.ts';

/**
 * Request generators for the fuzz test, read from the bundled spec: for each operation, requests whose path
 * parameters, query, headers and body follow the spec's schemas mostly, and break them now and then in the
 * ways a careless or hostile client does (wrong types, numbers at and beyond the database's range, control
 * characters, huge strings, impossible dates, malformed JSON and multipart bodies, bad percent-encodings).
 */

// biome-ignore lint/suspicious/noExplicitAny: JSON Schema is walked generically
type Schema = Record<string, any>;
export type Role = 'admin' | 'manager' | 'staff';

interface SpecParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

export interface FuzzOperation {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  pathParameters: SpecParameter[];
  queryParameters: SpecParameter[];
  jsonBody: Schema | undefined;
  multipartBody: Schema | undefined;
  /** The spec's example of the body (a valid one: the edge requests break it one field at a time). */
  bodyExample: Record<string, unknown> | undefined;
  isPublic: boolean;
  /** Roles allowed by `x-roles`; every role when the operation names none. */
  roles: Role[];
}

export interface FuzzRequest {
  method: FuzzOperation['method'];
  /** Path and query exactly as sent (already percent-encoded, or deliberately not). */
  url: string;
  /** Signed in as this role, or anonymous. */
  as: Role | 'anonymous';
  headers: Record<string, string>;
  payload: string | Buffer | undefined;
  /** What the request breaks, for the failure report. */
  note: string;
}

const ALL_ROLES: Role[] = ['admin', 'manager', 'staff'];
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface SpecDocument {
  security?: unknown[];
  paths: Record<string, Record<string, unknown>>;
}

/** A media type's example (`example`, or the first of `examples`) when it is an object. */
function exampleOf(media: Schema | undefined): Record<string, unknown> | undefined {
  const example = media?.example ?? (Object.values(media?.examples ?? {})[0] as Schema | undefined)?.value;
  return example && typeof example === 'object' && !Array.isArray(example) ? example : undefined;
}

/** Every operation of the bundled (dereferenced) spec. */
export function specOperations(): FuzzOperation[] {
  const document = spec as unknown as SpecDocument;
  return Object.entries(document.paths).flatMap(([path, item]) => {
    const shared = (item.parameters as SpecParameter[] | undefined) ?? [];
    return METHODS.flatMap((method) => {
      const operation = item[method] as Schema | undefined;
      if (!operation?.operationId) return [];
      const parameters: SpecParameter[] = [...shared, ...(operation.parameters ?? [])];
      const content = operation.requestBody?.content ?? {};
      return [
        {
          operationId: operation.operationId as string,
          method: method.toUpperCase() as FuzzOperation['method'],
          path,
          pathParameters: parameters.filter((p) => p.in === 'path'),
          queryParameters: parameters.filter((p) => p.in === 'query'),
          jsonBody: content['application/json']?.schema,
          multipartBody: content['multipart/form-data']?.schema,
          bodyExample: exampleOf(content['application/json'] ?? content['multipart/form-data']),
          isPublic: (operation.security ?? document.security ?? []).length === 0,
          roles: operation['x-roles'] ?? ALL_ROLES,
        },
      ];
    });
  });
}

// ---------------------------------------------------------------------------------------------------------
// Hostile values

const INT32_MAX = 2 ** 31 - 1;

/** Numbers at and beyond the edges: PostgreSQL integer, JavaScript's safe integers, doubles. */
const EDGE_NUMBERS = [
  0,
  -1,
  1,
  INT32_MAX,
  INT32_MAX + 1,
  -(2 ** 31),
  -(2 ** 31) - 1,
  2 ** 53 - 1,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  2 ** 63,
  1e308,
  -1e308,
  0.5,
  1e-7,
  -0,
];

/** Numbers as text, the way they arrive in paths and queries. */
const NUMERIC_TEXT = [
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '99999999999999999999999',
  '1e308',
  '1e309',
  '-1',
  '0',
  '1.5',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  '1e3',
  ' 1',
  '1 ',
  '+1',
  '０１',
];

/** Control characters and other text PostgreSQL or a careless parser chokes on. */
const HOSTILE_TEXT = [
  '\u0000',
  'a\u0000b',
  '\u0000\u0000\u0000',
  '\u0001',
  '\u0008',
  '\u001b[31m',
  '\u001f',
  '\u007f',
  '\u0085',
  '\ud800',
  'x\udfffy',
  '\u2028\u2029',
  '\ufeff',
  '\uffff',
  '\r\n\r\n',
  '',
  ' ',
  '　',
  '🏊‍♀️',
  "'; drop table customers; --",
  '%00',
  '../../etc/passwd',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the text itself is the attack (Log4Shell)
  '${jndi:ldap://x}',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
];

/** Dates and instants that match (or nearly match) the ISO formats but name no day the database keeps. */
const HOSTILE_DATES = [
  '0000-01-01',
  '0000-00-00',
  '0001-01-01',
  '0099-12-31',
  '1899-12-31',
  '9999-12-31',
  '10000-01-01',
  '+010000-01-01',
  '-000001-01-01',
  '2026-02-30',
  '2026-13-01',
  '2026-1-1',
  '2026-11-22T25:00:00Z',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59+09:00',
  '+275760-09-13T00:00:00Z',
  '2026-11-22T00:00:00+25:00',
  '2026-11-22T00:00:60Z',
  '1970-01-01T00:00:00.0000000001Z',
];

const HUGE_TEXT = ['x'.repeat(70_000), 'あ'.repeat(20_000), `${'9'.repeat(5_000)}`];

const hostileText = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 2, arbitrary: fc.constantFrom(...NUMERIC_TEXT) },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_DATES) },
  { weight: 1, arbitrary: fc.constantFrom(...HUGE_TEXT) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 12 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
);

/** Any JSON value of the wrong kind. */
const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...EDGE_NUMBERS) },
  { weight: 4, arbitrary: hostileText },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], { a: 1 }, [[[[]]]], ['\u0000']),
  },
);

// ---------------------------------------------------------------------------------------------------------
// Values from schemas

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const plainDate = fc
  .record({
    y: fc.integer({ min: 1990, max: 2030 }),
    m: fc.integer({ min: 1, max: 12 }),
    d: fc.integer({ min: 1, max: 28 }),
  })
  .map(({ y, m, d }) => `${y}-${pad(m)}-${pad(d)}`);
const dateTime = fc
  .tuple(plainDate, fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([day, h, m]) => `${day}T${pad(h)}:${pad(m)}:00+09:00`);
const JAPANESE_TEXT = ['山田', 'ヤマダ', 'タロウ', '渋谷校', '週2回', 'テスト 太郎', 'メモ\n二行目'];

/**
 * Strings matching a spec pattern, built once per pattern: building one costs 20–40 ms (fast-check reads the
 * pattern and builds its text slices), and the requests are generated in chains that build their parts per
 * sample — rebuilt each time, they were a third of the fuzz's run. Null for a pattern fast-check cannot read.
 */
const matchingByPattern = new Map<string, fc.Arbitrary<string> | null>();
function matchingPattern(pattern: string): fc.Arbitrary<string> | null {
  if (!matchingByPattern.has(pattern)) {
    let arbitrary: fc.Arbitrary<string> | null = null;
    try {
      arbitrary = fc.stringMatching(new RegExp(pattern, 'u'), { maxLength: 40 });
    } catch {
      // a pattern fast-check cannot read: plain text
    }
    matchingByPattern.set(pattern, arbitrary);
  }
  return matchingByPattern.get(pattern) ?? null;
}

function stringFor(schema: Schema): fc.Arbitrary<string> {
  if (schema.format === 'date') return plainDate;
  if (schema.format === 'date-time') return dateTime;
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uri' || schema.format === 'uri-reference') return fc.webUrl();
  if (typeof schema.pattern === 'string') {
    const matching = matchingPattern(schema.pattern);
    if (matching) return matching;
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
  const japanese = JAPANESE_TEXT.filter((s) => s.length >= minLength && s.length <= maxLength);
  return japanese.length > 0
    ? fc.oneof(fc.string({ minLength, maxLength }), fc.constantFrom(...japanese))
    : fc.string({ minLength, maxLength });
}

function integerFor(schema: Schema): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? -1000, -(2 ** 31));
  const max = Math.min(schema.maximum ?? 1000, INT32_MAX);
  // Small ids are the ones that exist (the test's fixtures); the rest of the range is covered too.
  return fc.oneof(fc.integer({ min, max: Math.min(max, min + 5) }), fc.integer({ min, max }));
}

const typesOf = (schema: Schema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

/** Merges `allOf` parts into one object schema (the spec's envelopes and inputs use it that way). */
function merged(schema: Schema): Schema {
  if (!schema.allOf) return schema;
  const parts = (schema.allOf as Schema[]).map(merged);
  return {
    ...Object.assign({}, ...parts),
    ...schema,
    allOf: undefined,
    properties: Object.assign({}, ...parts.map((p) => p.properties ?? {}), schema.properties ?? {}),
    required: [...new Set(parts.flatMap((p) => p.required ?? []).concat(schema.required ?? []))],
  };
}

/**
 * A value for `schema`: valid most of the time, and at every level now and then replaced with a near miss
 * (the right JSON type with hostile content: control characters in text, impossible dates, edge numbers)
 * or with any hostile value. `hostility` weighs the replacements against 12 for the valid value.
 */
function valueFor(schema: Schema | undefined, hostility = 1, depth = 0): fc.Arbitrary<unknown> {
  const resolved = merged(schema ?? {});
  const valid = validFor(resolved, hostility, depth);
  if (hostility === 0) return valid;
  return fc.oneof(
    { weight: 12, arbitrary: valid },
    { weight: 2 * hostility, arbitrary: nearMiss(resolved, valid) },
    { weight: hostility, arbitrary: hostileJson },
  );
}

/** A control character (or other unstorable text) slipped into an otherwise valid string. */
const tainted = (valid: fc.Arbitrary<unknown>) =>
  fc
    .tuple(
      valid,
      fc.oneof(
        { weight: 3, arbitrary: fc.constant('\u0000') },
        { weight: 2, arbitrary: fc.constantFrom('\ud800', '\udc00') },
        { weight: 2, arbitrary: fc.constantFrom('\u0001', '\u001f', '\u007f', '\u2028', '\r\n') },
      ),
      fc.nat(),
    )
    .map(([value, bad, at]) => {
      const text = String(value);
      const cut = text.length === 0 ? 0 : at % (text.length + 1);
      return `${text.slice(0, cut)}${bad}${text.slice(cut)}`;
    });

function nearMiss(schema: Schema, valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const types = typesOf(schema);
  if (schema.format === 'date' || schema.format === 'date-time') return fc.constantFrom(...HOSTILE_DATES);
  if (types.includes('string') && !schema.enum) {
    return fc.oneof({ weight: 3, arbitrary: tainted(valid) }, { weight: 1, arbitrary: hostileText });
  }
  if (types.includes('integer') || types.includes('number')) return fc.constantFrom(...EDGE_NUMBERS);
  return hostileJson;
}

function validFor(schema: Schema, hostility: number, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  const choices = schema.oneOf ?? schema.anyOf;
  if (Array.isArray(choices)) return fc.oneof(...choices.map((c: Schema) => valueFor(c, hostility, depth)));
  const types = typesOf(schema);
  if (types.length === 0 && schema.properties) types.push('object');
  if (types.length === 0) return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean());
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'null':
          return fc.constant(null);
        case 'boolean':
          return fc.boolean();
        case 'integer':
          return integerFor(schema);
        case 'number':
          return fc.double({
            noNaN: true,
            noDefaultInfinity: true,
            min: schema.minimum ?? -1e6,
            max: schema.maximum ?? 1e6,
          });
        case 'string':
          return stringFor(schema);
        case 'array':
          return depth > 3
            ? fc.constant([])
            : fc.array(valueFor(schema.items, hostility, depth + 1), {
                minLength: schema.minItems ?? 0,
                maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
              });
        default:
          return objectFor(schema, hostility, depth);
      }
    }),
  );
}

/** `value` once in `n` draws, null otherwise. */
const oneIn = <T>(n: number, value: fc.Arbitrary<T>) =>
  fc.oneof({ weight: n - 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: value });

function objectFor(schema: Schema, hostility: number, depth: number): fc.Arbitrary<unknown> {
  if (depth > 3) return fc.constant({});
  const properties = Object.entries((schema.properties ?? {}) as Record<string, Schema>);
  const required = new Set<string>(schema.required ?? []);
  const record = fc.record(
    Object.fromEntries(properties.map(([name, s]) => [name, valueFor(s, hostility, depth + 1)])),
    { requiredKeys: properties.map(([name]) => name).filter((name) => required.has(name)) },
  );
  if (hostility === 0) return record;
  // Now and then a required field goes missing, or an unknown one comes along.
  return fc
    .tuple(
      record,
      oneIn(8, fc.constantFrom(...(required.size > 0 ? [...required] : ['_']))),
      oneIn(8, fc.tuple(fc.constantFrom('extra', '__proto__', 'a\u0000b', 'id', 'role'), hostileJson)),
    )
    .map(([value, drop, extra]) => {
      const object = { ...(value as Record<string, unknown>) };
      if (drop) delete object[drop];
      if (extra) Object.defineProperty(object, extra[0], { value: extra[1], enumerable: true });
      return object;
    });
}

// ---------------------------------------------------------------------------------------------------------
// URLs

/** Percent-encodings that do not decode, and other path segments a router must survive. */
const BAD_ENCODINGS = [
  '%',
  '%2',
  '%G0',
  '%ZZ',
  '%E0%A4%A',
  '%C0%AF',
  '%ED%A0%80',
  '%FF%FE',
  '%F4%90%80%80',
  '%00',
  '%0A',
  '%2F',
  '..',
  '%2E%2E',
];

/** Percent-encodes text; a lone surrogate (which cannot be encoded) goes as U+FFFD, raw ones are in BAD_ENCODINGS. */
const encode = (text: string) => encodeURIComponent(text.toWellFormed());

const textOf = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** A path segment that breaks the parameter: numbers out of range, hostile text, bad encodings, too long. */
const hostileSegment = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...NUMERIC_TEXT).map(encode) },
  { weight: 2, arbitrary: hostileText.map((v) => encode(v.slice(0, 300))) },
  { weight: 2, arbitrary: fc.constantFrom(...BAD_ENCODINGS) },
  // Over-long: beyond the router's parameter length.
  { weight: 1, arbitrary: fc.integer({ min: 101, max: 3000 }).map((n) => '9'.repeat(n)) },
);

/** A query value that breaks its parameter: a near miss, any hostile value, a repeat, a bad encoding. */
const hostileQueryValue = (parameter: SpecParameter) => {
  const schema = merged(parameter.schema ?? {});
  return fc.oneof(
    { weight: 4, arbitrary: nearMiss(schema, validFor(schema, 0, 0)) },
    { weight: 2, arbitrary: hostileJson },
    { weight: 1, arbitrary: fc.array(valueFor(schema, 1), { minLength: 2, maxLength: 3 }) },
    { weight: 1, arbitrary: fc.constantFrom(...BAD_ENCODINGS).map((raw) => ({ raw })) },
  );
};

/** Which part of a request is broken: none, one path parameter, one query parameter, the body, or all. */
type Mode = 'valid' | 'path' | 'query' | 'body' | 'all';

function urlFor(operation: FuzzOperation, mode: Mode): fc.Arbitrary<string> {
  const { pathParameters, queryParameters } = operation;
  const segments = fc.tuple(
    ...pathParameters.map((p) =>
      mode === 'all'
        ? fc.oneof(
            { weight: 2, arbitrary: valueFor(p.schema, 0).map((v) => encode(textOf(v))) },
            hostileSegment,
          )
        : valueFor(p.schema, 0).map((v) => encode(textOf(v))),
    ),
  );
  const values = fc.tuple(
    ...queryParameters.map((p) => fc.option(valueFor(p.schema, mode === 'all' ? 2 : 0), { freq: 2 })),
  );
  const brokenSegment =
    mode === 'path' && pathParameters.length > 0
      ? fc.tuple(fc.nat({ max: pathParameters.length - 1 }), hostileSegment)
      : fc.constant(null);
  const brokenValue =
    mode === 'query' && queryParameters.length > 0
      ? fc.oneof(...queryParameters.map((p, i) => hostileQueryValue(p).map((v) => [i, v] as const)))
      : fc.constant(null);
  // An unknown parameter now and then (fast-check's `freq`: one in `freq` is absent).
  const extra =
    mode === 'all' || mode === 'query'
      ? fc.option(
          fc.tuple(fc.constantFrom('x', 'a%00b', '%ZZ', '__proto__', 'page[]', 'per_page'), hostileText),
          {
            freq: 2,
          },
        )
      : fc.constant(null);
  return fc
    .tuple(segments, values, brokenSegment, brokenValue, extra)
    .map(([pathValues, queryValues, segment, value, extraPair]) => {
      let path = operation.path;
      pathParameters.forEach((p, i) => {
        path = path.replace(`{${p.name}}`, segment?.[0] === i ? segment[1] : (pathValues[i] as string));
      });
      const parts: string[] = [];
      const add = (name: string, v: unknown) => {
        if (v && typeof v === 'object' && 'raw' in v) parts.push(`${name}=${String(v.raw)}`);
        else if (Array.isArray(v)) for (const item of v) add(name, item);
        else parts.push(`${encode(name)}=${encode(textOf(v))}`);
      };
      queryParameters.forEach((p, i) => {
        const chosen = value?.[0] === i ? value[1] : queryValues[i];
        if (chosen !== null) add(p.name, chosen);
      });
      if (extraPair) parts.push(`${extraPair[0]}=${encode(extraPair[1].slice(0, 2000))}`);
      return parts.length > 0 ? `${path}?${parts.join('&')}` : path;
    });
}

// ---------------------------------------------------------------------------------------------------------
// Bodies

interface Body {
  payload: string | Buffer | undefined;
  contentType: string | undefined;
  note: string;
}

/** JSON that does not parse, or parses into something no schema wants. */
const MALFORMED_JSON = [
  '{',
  '{"email":',
  '[1,2',
  'nul',
  '{"a":1}garbage',
  '{"a":1,}',
  "{'a':1}",
  '\u0000',
  '{"a":"\u0000"}',
  '{"a\\u0000":"\\u0000"}',
  '"\\ud800"',
  '\ufeff{}',
  '1e99999',
  '-',
  '[1,2,3]',
  'null',
  '42',
  '""',
  `${'{"a":'.repeat(500)}1${'}'.repeat(500)}`,
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  '{"__proto__":{"role":"admin"},"constructor":{"prototype":{"x":1}}}',
  JSON.stringify({ email: 12, password: {}, store_id: 'x', theme: [], nfc_uid: null, status: 5, body: true }),
];

const ODD_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=x-unknown',
  'application/json;;;',
  'application/vnd.api+json',
  'APPLICATION/JSON',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/mixed; boundary=x',
  '*/*',
  'garbage',
];

const CRLF = '\r\n';

/** A well-formed multipart body from text fields and an optional file. */
function multipartOf(
  fields: [string, string][],
  file: FilePart | undefined,
  boundary = 'kayoi-fuzz-boundary',
): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of fields) {
    chunks.push(
      Buffer.from(
        `--${boundary}${CRLF}content-disposition: form-data; name="${name}"${CRLF}${CRLF}${value}${CRLF}`,
      ),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}${CRLF}content-disposition: form-data; name="${file.field}"; filename="${file.filename}"${CRLF}content-type: ${file.type}${CRLF}${CRLF}`,
      ),
      file.bytes,
      Buffer.from(CRLF),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--${CRLF}`));
  return Buffer.concat(chunks);
}

/** Multipart bodies a parser must refuse: no boundary, cut short, broken part headers, … */
const MALFORMED_MULTIPART: { note: string; contentType: string; payload: Buffer | string }[] = [
  {
    note: 'no boundary',
    contentType: 'multipart/form-data',
    payload: multipartOf([['a', '1']], undefined),
  },
  {
    note: 'empty boundary',
    contentType: 'multipart/form-data; boundary=',
    payload: multipartOf([['a', '1']], undefined),
  },
  {
    note: 'another boundary than declared',
    contentType: 'multipart/form-data; boundary=declared',
    payload: multipartOf([['a', '1']], undefined, 'used'),
  },
  {
    note: 'truncated part',
    contentType: 'multipart/form-data; boundary=b',
    payload: `--b${CRLF}content-disposition: form-data; name="a"${CRLF}${CRLF}value`,
  },
  {
    note: 'truncated file',
    contentType: 'multipart/form-data; boundary=b',
    payload: Buffer.concat([
      Buffer.from(
        `--b${CRLF}content-disposition: form-data; name="avatar"; filename="a.png"${CRLF}content-type: image/png${CRLF}${CRLF}`,
      ),
      PNG_BYTES.subarray(0, 20),
    ]),
  },
  {
    note: 'truncated part headers',
    contentType: 'multipart/form-data; boundary=b',
    payload: `--b${CRLF}content-disposition: form-da`,
  },
  {
    note: 'a part header without a colon',
    contentType: 'multipart/form-data; boundary=b',
    payload: `--b${CRLF}this is not a header${CRLF}${CRLF}x${CRLF}--b--${CRLF}`,
  },
  {
    note: 'a part without content-disposition',
    contentType: 'multipart/form-data; boundary=b',
    payload: `--b${CRLF}content-type: text/plain${CRLF}${CRLF}x${CRLF}--b--${CRLF}`,
  },
  {
    note: 'content-disposition without a name',
    contentType: 'multipart/form-data; boundary=b',
    payload: `--b${CRLF}content-disposition: form-data${CRLF}${CRLF}x${CRLF}--b--${CRLF}`,
  },
  {
    note: 'a NUL in a field name, value and file name',
    contentType: 'multipart/form-data; boundary=b',
    payload: Buffer.concat([
      Buffer.from(
        `--b${CRLF}content-disposition: form-data; name="family_name\u0000"${CRLF}${CRLF}a\u0000b${CRLF}`,
      ),
      Buffer.from(
        `--b${CRLF}content-disposition: form-data; name="avatar"; filename="a\u0000.png"${CRLF}content-type: image/png${CRLF}${CRLF}`,
      ),
      PNG_BYTES,
      Buffer.from(`${CRLF}--b--${CRLF}`),
    ]),
  },
  {
    note: 'a file name with bad percent-encoding',
    contentType: 'multipart/form-data; boundary=b',
    payload: Buffer.concat([
      Buffer.from(
        `--b${CRLF}content-disposition: form-data; name="avatar"; filename*=UTF-8''%E0%A4%A${CRLF}content-type: image/png${CRLF}${CRLF}`,
      ),
      PNG_BYTES,
      Buffer.from(`${CRLF}--b--${CRLF}`),
    ]),
  },
  {
    note: 'an unknown charset',
    contentType: 'multipart/form-data; boundary=b; charset=x-unknown',
    payload: `--b${CRLF}content-disposition: form-data; name="a"${CRLF}content-type: text/plain; charset=x-unknown${CRLF}${CRLF}x${CRLF}--b--${CRLF}`,
  },
  {
    note: 'bytes that are not UTF-8',
    contentType: 'multipart/form-data; boundary=b',
    payload: Buffer.concat([
      Buffer.from(`--b${CRLF}content-disposition: form-data; name="family_name"${CRLF}${CRLF}`),
      Buffer.from([0xff, 0xfe, 0xc0, 0x80, 0xed, 0xa0, 0x80]),
      Buffer.from(`${CRLF}--b--${CRLF}`),
    ]),
  },
  {
    note: 'only the closing boundary',
    contentType: 'multipart/form-data; boundary=b',
    payload: `--b--${CRLF}`,
  },
  { note: 'an empty body', contentType: 'multipart/form-data; boundary=b', payload: '' },
  { note: 'garbage', contentType: 'multipart/form-data; boundary=b', payload: 'garbage\u0000garbage' },
  {
    note: 'a huge part header',
    contentType: 'multipart/form-data; boundary=b',
    payload: `--b${CRLF}content-disposition: form-data; name="a"${CRLF}x-long: ${'y'.repeat(100_000)}${CRLF}${CRLF}x${CRLF}--b--${CRLF}`,
  },
  {
    note: 'too many parts',
    contentType: 'multipart/form-data; boundary=kayoi-fuzz-boundary',
    payload: multipartOf(
      Array.from({ length: 150 }, (_, i) => [`f${i}`, 'x'] as [string, string]),
      undefined,
    ),
  },
  {
    note: 'two files',
    contentType: 'multipart/form-data; boundary=b',
    payload: Buffer.concat([
      Buffer.from(
        `--b${CRLF}content-disposition: form-data; name="avatar"; filename="a.png"${CRLF}content-type: image/png${CRLF}${CRLF}`,
      ),
      PNG_BYTES,
      Buffer.from(
        `${CRLF}--b${CRLF}content-disposition: form-data; name="avatar"; filename="b.png"${CRLF}content-type: image/png${CRLF}${CRLF}`,
      ),
      PNG_BYTES,
      Buffer.from(`${CRLF}--b--${CRLF}`),
    ]),
  },
  {
    note: 'a boundary longer than 70 characters',
    contentType: `multipart/form-data; boundary=${'b'.repeat(200)}`,
    payload: multipartOf([['a', '1']], undefined, 'b'.repeat(200)),
  },
];

function jsonBody(schema: Schema, hostile: boolean): fc.Arbitrary<Body> {
  const fromSchema = valueFor(schema, hostile ? 1 : 0).map((value) => ({
    payload: JSON.stringify(value) ?? 'null',
    contentType: 'application/json',
    note: 'json from the schema',
  }));
  if (!hostile) return fromSchema;
  return fc.oneof(
    { weight: 8, arbitrary: fromSchema },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...MALFORMED_JSON).map((payload) => ({
        payload,
        contentType: 'application/json',
        note: 'malformed json',
      })),
    },
    { weight: 1, arbitrary: oddBody },
  );
}

interface FilePart {
  field: string;
  filename: string;
  type: string;
  bytes: Buffer;
}

const fileArbitrary: fc.Arbitrary<FilePart> = fc.record({
  field: fc.constantFrom('avatar', 'file', 'attachments[]', 'x'),
  filename: fc.oneof(
    fc.constantFrom('a.png', '', 'a\u0000.png', '../../a.png', 'あ.png', 'x'.repeat(300)),
    hostileText,
  ),
  type: fc.constantFrom(
    'image/png',
    'image/jpeg',
    'application/octet-stream',
    'text/plain',
    'image/png\u0000',
  ),
  bytes: fc.oneof(
    fc.constant(PNG_BYTES),
    fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a)),
    fc.constant(Buffer.alloc(0)),
  ),
});

function multipartBody(schema: Schema, hostile: boolean): fc.Arbitrary<Body> {
  const properties = Object.entries((merged(schema).properties ?? {}) as Record<string, Schema>);
  const isFile = (s: Schema) => s.format === 'binary' || s.items?.format === 'binary';
  const fields = fc.tuple(
    ...properties
      .filter(([, s]) => !isFile(s))
      .map(([name, s]) =>
        fc.option(
          valueFor(s, hostile ? 1 : 0).map(
            (v) => [name, textOf(v).replaceAll('\r\n', '\n')] as [string, string],
          ),
          { freq: 4 },
        ),
      ),
  );
  const fileField = properties.find(([, s]) => isFile(s))?.[0] ?? 'avatar';
  const file: fc.Arbitrary<FilePart> = hostile
    ? fileArbitrary
    : fc.constant({ field: fileField, filename: 'photo.png', type: 'image/png', bytes: PNG_BYTES });
  const fromSchema = fc.tuple(fields, fc.option(file, { freq: 3 })).map(([chosen, upload]) => ({
    payload: multipartOf(
      chosen.filter((f): f is [string, string] => f !== null),
      upload ?? undefined,
    ),
    contentType: 'multipart/form-data; boundary=kayoi-fuzz-boundary',
    note: 'multipart from the schema',
  }));
  if (!hostile) return fromSchema;
  return fc.oneof(
    { weight: 8, arbitrary: fromSchema },
    {
      weight: 3,
      arbitrary: fc.constantFrom(...MALFORMED_MULTIPART).map((m) => ({
        payload: m.payload,
        contentType: m.contentType,
        note: `malformed multipart: ${m.note}`,
      })),
    },
    { weight: 1, arbitrary: oddBody },
  );
}

/** A body of another kind than the operation reads, or with a content type that lies. */
const oddBody: fc.Arbitrary<Body> = fc.oneof(
  fc
    .tuple(fc.constantFrom(...ODD_CONTENT_TYPES), fc.constantFrom('{}', 'a=1&b=%00', '<x/>', '', '\u0000'))
    .map(([contentType, payload]) => ({ payload, contentType, note: `content type ${contentType}` })),
  fc.constantFrom(...MALFORMED_MULTIPART).map((m) => ({
    payload: m.payload,
    contentType: m.contentType,
    note: `malformed multipart: ${m.note}`,
  })),
  fc.constant({ payload: '{}', contentType: undefined, note: 'a body without a content type' }),
);

function bodyFor(operation: FuzzOperation, mode: Mode): fc.Arbitrary<Body> {
  const hostile = mode === 'body' || mode === 'all';
  if (operation.jsonBody) return jsonBody(operation.jsonBody, hostile);
  if (operation.multipartBody) return multipartBody(operation.multipartBody, hostile);
  const none = fc.constant<Body>({ payload: undefined, contentType: undefined, note: 'no body' });
  return hostile ? fc.oneof({ weight: 3, arbitrary: none }, { weight: 1, arbitrary: oddBody }) : none;
}

// ---------------------------------------------------------------------------------------------------------
// Edges, field by field

/**
 * A number written into JSON as it is, digits a double cannot hold included (9007199254740993 is 2^53 + 1:
 * `JSON.stringify` would send 9007199254740992). Written as a marker string, then unquoted.
 */
const RAW_NUMBER = '\u0002raw-number:';
const rawNumber = (digits: string) => `${RAW_NUMBER}${digits}`;
const jsonText = (value: unknown) =>
  (JSON.stringify(value) ?? 'null').replace(
    new RegExp(`"${RAW_NUMBER.replace('\u0002', '\\\\u0002')}(-?\\d+)"`, 'g'),
    '$1',
  );

/** Integers at PostgreSQL's integer and bigint edges and beyond JavaScript's safe ones, as text. */
export const INTEGER_EDGES = ['2147483647', '2147483648', '-2147483649', '9007199254740993'];

/** Text that is nothing but spaces (ASCII, ideographic, a tab between). */
export const BLANK_TEXT = [' ', '　', ' \t　'];

const CALENDAR_VALUE = /^(\d{4})-(\d{2})(?:-(\d{2})(?:([ T])(\d{2}):(\d{2})(.*))?)?$/;
const CLOCK_VALUE = /^(\d{2}):(\d{2})(:\d{2})?$/;

/**
 * A real month, date, time of day or wall-clock time in the shape `valid` is written in (`2026-11`,
 * `2026-11-21`, `16:02`, `2026-11-21 16:02:00`, `2026-11-21T16:02:00+09:00`), each part in turn made one that
 * does not exist: year 0000, month 13, day 32, hour 25, minute 60; and hour 25 written as an instant (with Z
 * and with an offset, as a browser or another client sends it). Empty when `valid` has none of those shapes.
 */
export function calendarEdges(valid: string): string[] {
  const clock = CLOCK_VALUE.exec(valid);
  if (clock) {
    const seconds = clock[3] ?? '';
    return [`25:02${seconds}`, `16:60${seconds}`, `24:00${seconds}`];
  }
  const parts = CALENDAR_VALUE.exec(valid);
  if (!parts) return [];
  const [, , , day, separator, hour, , rest = ''] = parts;
  if (day === undefined) return ['0000-11', '2026-13', '2026-00'];
  const dates = ['0000-11-21', '2026-13-21', '2026-11-32', '2026-02-30'];
  if (hour === undefined) return dates;
  return [
    ...dates.map((date) => `${date}${separator}16:02${rest}`),
    `2026-11-21${separator}25:02${rest}`,
    `2026-11-21${separator}16:60${rest}`,
    '2026-11-21T25:02Z',
    '2026-11-21T25:02:00+09:00',
  ];
}

/** The edges of a month, date or time field: those of the first calendar value it generates (none if none). */
function calendarEdgesOf(schema: Schema): string[] {
  if (!typesOf(schema).includes('string') || schema.enum) return [];
  const values =
    schema.format === 'date'
      ? ['2026-11-21']
      : schema.format === 'date-time'
        ? ['2026-11-21T16:02:00+09:00']
        : fc.sample(stringFor(schema), { seed: 1, numRuns: 10 });
  for (const value of values) {
    const edges = calendarEdges(value);
    if (edges.length > 0) return edges;
  }
  return [];
}

/** A name the record is known by (`name`, `family_name`, `title`, …): required, so blank is no name. */
const isRequiredName = (name: string, schema: Schema, required: boolean) =>
  /(^|_)(name|title)$/.test(name) &&
  typesOf(schema).includes('string') &&
  !schema.enum &&
  (required || (schema.minLength ?? 0) >= 1);

/** What one field is broken with, each value in turn. */
interface FieldEdges {
  kind: 'integer' | 'calendar' | 'blank';
  values: unknown[];
}

/**
 * The edges of a field, if any: an integer (or a list of them) at the int32/int64 edges, a month, date or
 * time that does not exist, a required name that is blank. `asText` for paths, queries and multipart forms.
 */
function edgesOf(
  name: string,
  schema: Schema | undefined,
  required: boolean,
  asText: boolean,
): FieldEdges | null {
  const resolved = merged(schema ?? {});
  const isList = typesOf(resolved).includes('array');
  const item = isList ? merged(resolved.items ?? {}) : resolved;
  const listed = (value: unknown) => (isList && !asText ? [value] : value);
  if (typesOf(item).includes('integer')) {
    return {
      kind: 'integer',
      values: INTEGER_EDGES.map((digits) => listed(asText ? digits : rawNumber(digits))),
    };
  }
  const calendar = calendarEdgesOf(item);
  if (calendar.length > 0) return { kind: 'calendar', values: calendar.map(listed) };
  if (isRequiredName(name, item, required)) return { kind: 'blank', values: BLANK_TEXT.map(listed) };
  return null;
}

/** Multipart fields as parts: a list is one part per item. */
const partsOf = (fields: Record<string, unknown>): [string, string][] =>
  Object.entries(fields).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((item) => [name, textOf(item)] as [string, string]),
  );

/**
 * Requests that each break one field with one of its edges, the rest of the request valid (the spec's
 * example body, or one generated from the schema): every edge of every path, query, JSON and multipart field
 * an edge applies to; and, for the body an operation needs, none at all and an empty one. Enumerated, not
 * drawn, so that no field misses an edge (the outside run found six causes of 500 this way); only the caller
 * and the path's fixture ids are drawn.
 */
export function edgeRequestsFor(operation: FuzzOperation): fc.Arbitrary<FuzzRequest[]> {
  const caller: fc.Arbitrary<Role | 'anonymous'> = operation.isPublic
    ? fc.constant('anonymous')
    : fc.constantFrom(...operation.roles);
  // Ids of the test's fixtures (small ones), so that a broken body reaches the handler behind a real record.
  const validPath = fc.tuple(
    ...operation.pathParameters.map((p) =>
      typesOf(merged(p.schema ?? {})).includes('integer')
        ? fc.integer({ min: 1, max: 5 })
        : valueFor(p.schema, 0),
    ),
  );
  const pathWith = (values: unknown[], broken?: [number, unknown]) => {
    let path = operation.path;
    operation.pathParameters.forEach((p, i) => {
      const value = broken?.[0] === i ? broken[1] : values[i];
      path = path.replace(`{${p.name}}`, encode(textOf(value)));
    });
    return path;
  };
  const bodySchema = operation.jsonBody ?? operation.multipartBody;
  const schema = bodySchema && merged(bodySchema);
  const isJson = Boolean(operation.jsonBody);
  const validBody: fc.Arbitrary<Record<string, unknown>> = !schema
    ? fc.constant({})
    : operation.bodyExample
      ? fc.constant(operation.bodyExample)
      : (validFor(schema, 0, 0) as fc.Arbitrary<Record<string, unknown>>);
  const sent = (fields: Record<string, unknown>): Pick<FuzzRequest, 'payload' | 'headers'> =>
    !schema
      ? { payload: undefined, headers: {} }
      : isJson
        ? { payload: jsonText(fields), headers: { 'content-type': 'application/json' } }
        : {
            payload: multipartOf(partsOf(fields), undefined),
            headers: { 'content-type': 'multipart/form-data; boundary=kayoi-fuzz-boundary' },
          };
  const base = fc.record({ as: caller, path: validPath, body: validBody });
  type Base = { as: Role | 'anonymous'; path: unknown[]; body: Record<string, unknown> };
  const requests: fc.Arbitrary<FuzzRequest>[] = [];
  const add = (note: string, build: (b: Base) => Pick<FuzzRequest, 'url' | 'payload' | 'headers'>) =>
    requests.push(
      base.map((b) => ({ method: operation.method, as: b.as, ...build(b), note: `edge: ${note}` })),
    );
  operation.pathParameters.forEach((parameter, i) => {
    const edges = edgesOf(parameter.name, parameter.schema, true, true);
    for (const value of edges?.values ?? []) {
      add(`${edges?.kind} path ${parameter.name}=${textOf(value)}`, (b) => ({
        url: pathWith(b.path, [i, value]),
        ...sent(b.body),
      }));
    }
  });
  for (const parameter of operation.queryParameters) {
    const edges = edgesOf(parameter.name, parameter.schema, Boolean(parameter.required), true);
    for (const value of edges?.values ?? []) {
      add(`${edges?.kind} query ${parameter.name}=${textOf(value)}`, (b) => ({
        url: `${pathWith(b.path)}?${encode(parameter.name)}=${encode(textOf(value))}`,
        ...sent(b.body),
      }));
    }
  }
  if (schema) {
    const required = new Set<string>(schema.required ?? []);
    const isFile = (s: Schema) => s.format === 'binary' || s.items?.format === 'binary';
    for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
      if (isFile(property)) continue;
      const edges = edgesOf(name, property, required.has(name), !isJson);
      for (const value of edges?.values ?? []) {
        add(`${edges?.kind} ${isJson ? 'json' : 'multipart'} ${name}=${jsonText(value)}`, (b) => ({
          url: pathWith(b.path),
          ...sent({ ...b.body, [name]: value }),
        }));
      }
    }
    // No body at all; for JSON, a content type with nothing after it.
    add('no body', (b) => ({ url: pathWith(b.path), payload: undefined, headers: {} }));
    if (isJson) {
      add('an empty JSON body', (b) => ({
        url: pathWith(b.path),
        payload: '',
        headers: { 'content-type': 'application/json' },
      }));
    }
  }
  return requests.length === 0 ? fc.constant([]) : fc.tuple(...requests);
}

// ---------------------------------------------------------------------------------------------------------
// Headers and callers

/** Header values a client may send over real HTTP (no CR, LF or NUL: Node refuses those itself). */
const oddHeaders = fc.record(
  {
    accept: fc.constantFrom('*/*', 'text/html', 'application/xml', 'garbage', '', 'text/event-stream'),
    'accept-encoding': fc.constantFrom('gzip, br, zstd', 'identity;q=0', 'x'),
    'accept-language': fc.constantFrom('ja-JP', '*', ';;;'),
    'x-forwarded-for': fc.constantFrom(
      'garbage',
      '1.2.3.4, 5.6.7.8',
      '::1',
      '',
      '999.999.999.999',
      'x'.repeat(2000),
    ),
    cookie: fc.constantFrom('XSRF-TOKEN=%E0%A4%A', '=;=;', 'a=b; a=c', `k=${'v'.repeat(3000)}`),
    'if-none-match': fc.constantFrom('*', '"x"', 'W/'),
    'x-http-method-override': fc.constantFrom('DELETE', 'GET'),
    origin: fc.constantFrom('null', 'http://evil.test', 'ñ'),
    'user-agent': fc.constantFrom('', 'x'.repeat(5000), 'Mozilla/5.0 ñ'),
  },
  { requiredKeys: [] },
);

/** Authorization headers an anonymous caller sends. */
const anonymousAuthorization = fc.option(
  fc.constantFrom(
    'Bearer ',
    'Bearer',
    'Bearer x',
    'Bearer null',
    'Basic YWRtaW46YWRtaW4=',
    `Bearer ${'a'.repeat(5000)}`,
    'Bearer ñ',
    'bearer abc',
    'Bearer 1|abc',
  ),
  { freq: 2 },
);

/** Generated requests for one operation: anonymous, or signed in as a role the operation allows. */
export function requestsFor(operation: FuzzOperation): fc.Arbitrary<FuzzRequest> {
  const callers: (Role | 'anonymous')[] = ['anonymous', ...operation.roles];
  const hasBody = Boolean(operation.jsonBody ?? operation.multipartBody);
  const weights: [Mode, number][] = [
    ['valid', 2],
    ['path', operation.pathParameters.length > 0 ? 2 : 0],
    ['query', operation.queryParameters.length > 0 ? 3 : 0],
    ['body', hasBody ? 4 : 1],
    ['all', 1],
  ];
  const modes = fc.oneof(
    ...weights
      .filter(([, weight]) => weight > 0)
      .map(([mode, weight]) => ({ weight, arbitrary: fc.constant(mode) })),
  );
  return modes.chain((mode) =>
    fc
      .record({
        url: urlFor(operation, mode),
        as: fc.oneof(
          { weight: 1, arbitrary: fc.constant<Role | 'anonymous'>('anonymous') },
          { weight: operation.isPublic ? 1 : 4, arbitrary: fc.constantFrom(...callers) },
        ),
        body: bodyFor(operation, mode),
        headers: fc.oneof({ weight: 3, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: oddHeaders }),
        authorization: anonymousAuthorization,
      })
      .map(({ url, as, body, headers, authorization }) => ({
        method: operation.method,
        url,
        as,
        headers: {
          ...headers,
          ...(body.contentType === undefined ? {} : { 'content-type': body.contentType }),
          ...(as === 'anonymous' && authorization ? { authorization } : {}),
        },
        payload: body.payload,
        note: `${mode}: ${body.note}`,
      })),
  );
}
