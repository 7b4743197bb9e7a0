import spec from '@kayoi/api-client/spec' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { UNLIMITED_PUBLIC } from '../src/app.ts';

// Every integer the API reads or answers is bounded in the spec: an unbounded one lets 2^31, 2^53 or 1e308
// through validation into a PostgreSQL `integer` column (a 500 instead of a 422). Ids and counts take the
// column's range (1 or 0 … 2147483647), money its own bound; nothing beyond a safe JavaScript integer.

type Node = Record<string, unknown>;

const isObject = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const typesOf = (node: Node) => (Array.isArray(node.type) ? node.type : [node.type]);
const has = (node: Node, ...keys: string[]) => keys.some((key) => typeof node[key] === 'number');

/** Where each integer of the bundled spec is, named by schema title or operation, and what it lacks. */
function unboundedIntegers(): string[] {
  const problems = new Set<string>();
  const walk = (value: unknown, where: string) => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item, where);
      return;
    }
    if (!isObject(value)) return;
    // An inlined component names itself by its title.
    const here = typeof value.title === 'string' ? value.title : where;
    if (typesOf(value).includes('integer') && value.enum === undefined && value.const === undefined) {
      const lacks = [
        has(value, 'minimum', 'exclusiveMinimum') ? null : 'no minimum',
        has(value, 'maximum', 'exclusiveMaximum') ? null : 'no maximum',
        Number(value.maximum ?? 0) > Number.MAX_SAFE_INTEGER ? 'maximum beyond a safe integer' : null,
        Number(value.minimum ?? 0) < Number.MIN_SAFE_INTEGER ? 'minimum beyond a safe integer' : null,
      ].filter(Boolean);
      if (lacks.length > 0) problems.add(`${here}: ${lacks.join(', ')}`);
    }
    for (const [key, child] of Object.entries(value)) {
      if (key === 'example' || key === 'examples') continue;
      if (key === 'properties' && isObject(child)) {
        for (const [name, schema] of Object.entries(child)) walk(schema, `${here}.${name}`);
      } else if (key === 'items') walk(child, `${here}[]`);
      else walk(child, here);
    }
  };
  const document = spec as unknown as { paths: Record<string, Record<string, Node>>; components: Node };
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const name =
        isObject(operation) && typeof operation.operationId === 'string' ? operation.operationId : path;
      for (const parameter of (operation.parameters as Node[] | undefined) ?? [])
        walk(parameter.schema, `${name} ${String(parameter.in)} parameter ${String(parameter.name)}`);
      walk(operation.requestBody, `${name} request body`);
      walk(operation.responses, `${name} ${method} response`);
    }
  }
  walk(document.components, 'components');
  return [...problems].sort();
}

describe('the spec bounds its integers', () => {
  it('when the bundled spec is walked, then every integer has a minimum and a maximum within safe integers', () => {
    expect(unboundedIntegers()).toEqual([]);
  });
});

// Every text and list a client sends is bounded in the spec, and the server compiles those schemas with Ajv
// (src/http/validation.ts), so the bound is the server's rule: a string needs a maxLength (or a format, enum or
// pattern that bounds it), a list a maxItems. Answers are not walked here: they carry what was stored.
function unboundedInputs(): string[] {
  const problems = new Set<string>();
  const walk = (value: unknown, where: string) => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item, where);
      return;
    }
    if (!isObject(value)) return;
    const here = typeof value.title === 'string' ? value.title : where;
    const types = typesOf(value);
    const fixed = value.enum !== undefined || value.const !== undefined;
    if (types.includes('string') && !fixed && !['maxLength', 'format', 'pattern'].some((key) => key in value))
      problems.add(`${here}: a string without maxLength`);
    if (types.includes('array') && !fixed && typeof value.maxItems !== 'number')
      problems.add(`${here}: a list without maxItems`);
    for (const [key, child] of Object.entries(value)) {
      if (key === 'example' || key === 'examples') continue;
      if (key === 'properties' && isObject(child)) {
        for (const [name, schema] of Object.entries(child)) walk(schema, `${here}.${name}`);
      } else if (key === 'items') walk(child, `${here}[]`);
      else walk(child, here);
    }
  };
  for (const { name, operation, parameters } of operations()) {
    for (const parameter of parameters)
      walk(parameter.schema, `${name} ${String(parameter.in)} parameter ${String(parameter.name)}`);
    walk(operation.requestBody, `${name} request body`);
  }
  return [...problems].sort();
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete'];

function operations() {
  const document = spec as unknown as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => isObject(item[method])).map((method) => {
      const operation = item[method] as Node;
      return {
        name: String(operation.operationId ?? `${method} ${path}`),
        operation,
        parameters: [
          ...((item.parameters as Node[] | undefined) ?? []),
          ...((operation.parameters as Node[]) ?? []),
        ],
      };
    }),
  );
}

describe('the spec bounds what a client sends', () => {
  it('when every parameter and request body is walked, then each string has a maxLength and each list a maxItems', () => {
    expect(unboundedInputs()).toEqual([]);
  });
});

describe('the spec documents the rate limit', () => {
  it('when an operation is rate-limited by the server, then it documents the 429 answer', () => {
    // Every operation but the unlimited public ones goes through a limiter (src/app.ts onRequest hook).
    const undocumented = operations()
      .filter(({ name }) => !UNLIMITED_PUBLIC.has(name))
      .filter(({ operation }) => !isObject((operation.responses as Node)['429']))
      .map(({ name }) => name);
    expect(undocumented).toEqual([]);
  });
});
