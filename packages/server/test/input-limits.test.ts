import spec from '@kayoi/api-client/spec' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { databaseTargets } from './support/databases.ts';
import { familySession, isFamilyOperation } from './support/family.ts';

// Each maxLength the spec gives a request field is the server's rule, not only documentation: one character
// over answers a 4xx in the envelope naming the field (never a 2xx that stores it, never a 500).

type Node = Record<string, unknown>;
type Role = 'admin' | 'manager' | 'staff';
const isObject = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The maxLength of a text bounded only by length (a format, pattern or enum would refuse the probe first). */
function plainLimit(schema: unknown): number | null {
  if (!isObject(schema)) return null;
  const variants = Array.isArray(schema.anyOf) ? schema.anyOf.filter(isObject) : [schema];
  const text = variants.find((variant) => [variant.type].flat().includes('string'));
  if (!text || typeof text.maxLength !== 'number') return null;
  if (['format', 'pattern', 'enum', 'const'].some((key) => key in text)) return null;
  return text.maxLength;
}

function propertiesOf(schema: unknown): Record<string, unknown> {
  if (!isObject(schema)) return {};
  const parts = Array.isArray(schema.allOf) ? schema.allOf : [];
  return Object.assign({}, ...parts.map(propertiesOf), isObject(schema.properties) ? schema.properties : {});
}

interface Probe {
  name: string;
  method: string;
  url: string;
  role: Role;
  /** Takes a family session (issue 31), not a staff one. */
  family: boolean;
  field: string;
  where: 'query' | 'json' | 'multipart';
  value: string;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
/** A URL whose path parameters pass their own rules (ids that exist nowhere), so the probe reaches the body. */
function urlOf(path: string, parameters: Node[]) {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const parameter = parameters.find((p) => p.in === 'path' && p.name === name);
    const schema = isObject(parameter?.schema) ? parameter.schema : {};
    const example = parameter?.example ?? schema.example;
    if (example !== undefined) return encodeURIComponent(String(example));
    const digits = /^\^\[0-9\]\{(\d+)\}\$$/.exec(String(schema.pattern ?? ''));
    if (digits) return '9'.repeat(Number(digits[1]));
    return schema.format === 'date' ? '2026-11-30' : '987654';
  });
}

function probes(): Probe[] {
  const document = spec as unknown as { paths: Record<string, Record<string, unknown>> };
  const found: Probe[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS.filter((m) => isObject(item[m]))) {
      const operation = item[method] as Node;
      const parameters = [
        ...((item.parameters as Node[]) ?? []),
        ...((operation.parameters as Node[]) ?? []),
      ];
      const base = {
        method: method.toUpperCase(),
        url: urlOf(path, parameters),
        role: ((operation['x-roles'] as Role[] | undefined)?.[0] ?? 'admin') as Role,
        family: isFamilyOperation(operation as { security?: unknown[] }),
      };
      for (const parameter of parameters) {
        const limit = plainLimit(parameter.schema);
        if (parameter.in !== 'query' || limit === null) continue;
        const field = String(parameter.name);
        found.push({
          ...base,
          name: `${operation.operationId} query ${field}`,
          field,
          where: 'query',
          value: 'あ'.repeat(limit + 1),
        });
      }
      const content = isObject(operation.requestBody) ? (operation.requestBody.content as Node) : {};
      for (const where of ['json', 'multipart'] as const) {
        const media = content[where === 'json' ? 'application/json' : 'multipart/form-data'];
        if (!isObject(media)) continue;
        for (const [field, schema] of Object.entries(propertiesOf(media.schema))) {
          const limit = plainLimit(schema);
          if (limit === null) continue;
          found.push({
            ...base,
            name: `${operation.operationId} ${where} ${field}`,
            field,
            where,
            value: 'あ'.repeat(limit + 1),
          });
        }
      }
    }
  }
  return found;
}

function multipart(field: string, value: string) {
  const boundary = 'kayoi-limit-probe';
  const payload = `--${boundary}\r\ncontent-disposition: form-data; name="${field}"\r\n\r\n${value}\r\n--${boundary}--\r\n`;
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const all = probes();

describe.each(databaseTargets)('every bounded request field on $name', (target) => {
  let t: TestApp;
  const tokens = {} as Record<Role, string>;
  let familyToken = '';

  beforeAll(async () => {
    t = await startTestApp(target);
    const store = await t.createStore();
    for (const role of ['admin', 'manager', 'staff'] as const)
      tokens[role] = await t.login((await t.createStaff({ role, storeId: store })).email);
    familyToken = (await familySession(t, store, tokens.manager)).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has fields to probe', () => {
    expect(all.filter((probe) => probe.where === 'json').length).toBeGreaterThan(0);
    expect(all.filter((probe) => probe.where === 'multipart').length).toBeGreaterThan(0);
  });

  it.each(all)(
    'when $name is one character over its maxLength, then a 4xx in the envelope',
    async (probe) => {
      const request =
        probe.where === 'query'
          ? { url: `${probe.url}?${new URLSearchParams({ [probe.field]: probe.value })}` }
          : probe.where === 'json'
            ? { url: probe.url, payload: { [probe.field]: probe.value } }
            : { url: probe.url, ...multipart(probe.field, probe.value) };
      const response = await t.request({
        method: probe.method as 'POST',
        token: probe.family ? familyToken : tokens[probe.role],
        ...request,
      });
      expect(response.status, JSON.stringify(response.body)).toBeGreaterThanOrEqual(400);
      expect(response.status, JSON.stringify(response.body)).toBeLessThan(500);
      expect(response.body.success).toBe(false);
      // Ajv checks every rule of a JSON body or query string at once, so the field is named among the errors.
      if (probe.where !== 'multipart') expect(Object.keys(response.body.errors ?? {})).toContain(probe.field);
    },
  );
});
