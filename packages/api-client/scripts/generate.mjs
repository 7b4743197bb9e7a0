// Generates src/generated/ from the spec in openapi/: the bundled, dereferenced spec (read by the server
// and the contract tests), the TypeScript types (openapi-typescript) and the operation rows (one module per
// tag) the query layer builds its query and mutation options from (src/queries/operation.ts). Never edit the
// output by hand.
//   node scripts/generate.mjs            write src/generated/
//   node scripts/generate.mjs --check    fail when src/generated/ differs from what the spec generates
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const here = dirname(fileURLToPath(import.meta.url));
const openapiDir = join(here, '../../../openapi');
const outDir = join(here, '../src/generated');
const check = process.argv.includes('--check');

const work = mkdtempSync(join(tmpdir(), 'kayoi-generate-'));
try {
  // Dereferenced for the server and the contract tests (plain JSON Schema, no $ref to follow);
  // with $refs kept for the types, so that operations name their components instead of copying them.
  const bundle = (name, ...flags) => {
    const path = join(work, name);
    execFileSync(
      'pnpm',
      [
        'exec',
        'redocly',
        'bundle',
        'openapi.yaml',
        ...flags,
        '--ext',
        'json',
        '-o',
        path,
        '--config',
        'redocly.yaml',
      ],
      { cwd: openapiDir, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    return path;
  };
  const dereferenced = readFileSync(bundle('dereferenced.json', '--dereferenced'), 'utf8');
  const spec = `${JSON.stringify(JSON.parse(dereferenced), null, 2)}\n`;
  const header = '// Generated from openapi/ by packages/api-client/scripts/generate.mjs. Do not edit.\n';
  const types =
    header +
    astToString(await openapiTS(new URL(`file://${bundle('bundled.json')}`), { alphabetize: false }));
  const outputs = {
    'openapi.json': spec,
    'schema.ts': types,
    ...operationModules(JSON.parse(dereferenced), header),
  };
  // A tag that left the spec leaves no module behind.
  const listed = (dir) => {
    try {
      return readdirSync(join(outDir, dir)).map((name) => `${dir}/${name}`);
    } catch {
      return [];
    }
  };
  const strays = listed('operations').filter((name) => !(name in outputs));

  if (check) {
    const stale = Object.entries(outputs)
      .filter(([name, text]) => {
        try {
          return readFileSync(join(outDir, name), 'utf8') !== text;
        } catch {
          return true;
        }
      })
      .map(([name]) => `packages/api-client/src/generated/${name}`)
      .concat(strays.map((name) => `packages/api-client/src/generated/${name} (no longer generated)`));
    if (stale.length > 0) {
      console.error(`Stale generated files: ${stale.join(', ')}. Run \`pnpm generate\` and commit them.`);
      process.exit(1);
    }
    console.info('generated client matches the spec');
  } else {
    rmSync(join(outDir, 'operations'), { recursive: true, force: true });
    mkdirSync(join(outDir, 'operations'), { recursive: true });
    for (const [name, text] of Object.entries(outputs)) writeFileSync(join(outDir, name), text);
    console.info(`wrote ${Object.keys(outputs).length} files in src/generated/`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

/**
 * One row per operation, named by its operationId: method, path, the spec tag that scopes its query keys, and how its answer is read —
 * `data` (the envelope's data), `envelope` (the whole envelope: lists keep `meta`, answers with no data keep
 * `message`), `blob` (a file), `text` (a text file), `none` (no body). `multipart` bodies go through toFormData.
 */
function operationModules(document, header) {
  const byTag = new Map();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!operation?.operationId || !operation.responses) continue;
      const success = operation.responses['200'] ?? operation.responses['201'] ?? operation.responses['204'];
      const content = success?.content ?? {};
      const json = content['application/json']?.schema;
      if (content['text/event-stream']) continue; // streams are followed, not queried (src/events)
      let answer = 'none';
      if (json) {
        const properties = [json, ...(json.allOf ?? [])].flatMap((s) => Object.keys(s.properties ?? {}));
        const data = [json, ...(json.allOf ?? [])].map((s) => s.properties?.data).find(Boolean);
        answer = properties.includes('meta') || !data || data.type === 'null' ? 'envelope' : 'data';
      } else if (content['text/plain']) answer = 'text';
      else if (Object.keys(content).length > 0) answer = 'blob';
      const bodyTypes = Object.keys(operation.requestBody?.content ?? {});
      const multipart = bodyTypes.length === 1 && bodyTypes[0] === 'multipart/form-data';
      const tag = operation.tags?.[0] ?? 'api';
      const id = operation.operationId;
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag
        .get(tag)
        .push(
          `export const ${id} = { id: '${id}', method: '${method.toUpperCase()}', path: '${path}', tag: '${tag}', answer: '${answer}'${multipart ? ', multipart: true' : ''} } as const;`,
        );
    }
  }
  // One export per operation, in one module per tag, re-exported by operations.ts: the query modules import it as a
  // namespace (`op.listStores`), and the bundler follows each name to its tag's module, so a page's bundle holds the
  // rows of the tags its code calls (the login page: auth and reader devices), not all of them.
  const modules = {};
  const tags = [...byTag.keys()].sort();
  for (const tag of tags) {
    modules[`operations/${tag}.ts`] =
      `${header}// The operations of the spec's tag \`${tag}\`.\n${byTag.get(tag).join('\n')}\n`;
  }
  modules['operations.ts'] =
    `${header}// Every operation of the spec, read by src/queries/operation.ts (\`query\`, \`mutation\`, \`call\`), one module per tag.
${tags.map((tag) => `export * from './operations/${tag}.ts';`).join('\n')}
`;
  return modules;
}
