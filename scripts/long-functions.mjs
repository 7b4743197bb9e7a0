// Long functions (issue 27): every function over 150 lines in packages/*/src, found with the TypeScript compiler's
// parser (no type checking, so it takes a second or two).
//   node scripts/long-functions.mjs            the list, longest first, and the count
//   node scripts/long-functions.mjs --check    fails when a function over the limit is not in the allowlist
//                                              (scripts/long-functions.allow.json) or has grown past its allowed
//                                              length, and when an allowlisted one is gone or shorter (so the
//                                              allowlist is trimmed and the count only goes down)
//   node scripts/long-functions.mjs --write    writes today's list as the allowlist
// A function is named by its file and the path of names that holds it (`createX > register > handler`); a
// function's lines are from its first line to its last, comments included. Lines of files a single function
// fills (a React component, a Fastify route plugin) count the same as any other.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const LIMIT = 150;
const root = fileURLToPath(new URL('..', import.meta.url));
const allowPath = join(root, 'scripts/long-functions.allow.json');

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'generated') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path;
  }
}

const nameOf = (node) => {
  if (node.name && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))) return node.name.text;
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  if (parent && ts.isPropertyAssignment(parent) && parent.name && 'text' in parent.name)
    return parent.name.text;
  if (parent && ts.isCallExpression(parent)) {
    const callee = parent.expression;
    const called = ts.isPropertyAccessExpression(callee)
      ? callee.name.text
      : ts.isIdentifier(callee)
        ? callee.text
        : 'call';
    const first = parent.arguments[0];
    return first && ts.isStringLiteralLike(first) && first !== node
      ? `${called}(${first.text})`
      : `${called}(…)`;
  }
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  return '(anonymous)';
};

/** Every function over `limit` lines under packages/*\/src: { key, file, name, lines }, longest first. */
function longFunctions(limit = LIMIT) {
  const found = [];
  const packages = join(root, 'packages');
  for (const pkg of readdirSync(packages, { withFileTypes: true })) {
    if (!pkg.isDirectory()) continue;
    let files;
    try {
      files = [...sourceFiles(join(packages, pkg.name, 'src'))];
    } catch {
      continue;
    }
    for (const path of files) {
      const text = readFileSync(path, 'utf8');
      const kind = path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
      const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
      const file = relative(root, path);
      const seen = new Map();
      const visit = (node, names) => {
        let inner = names;
        if (ts.isFunctionLike(node) && 'body' in node && node.body) {
          const name = nameOf(node);
          inner = [...names, name];
          const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
          const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
          const lines = end - start + 1;
          if (lines > limit) {
            let key = `${file}#${inner.join(' > ')}`;
            const n = (seen.get(key) ?? 0) + 1;
            seen.set(key, n);
            if (n > 1) key += ` #${n}`;
            found.push({ key, file, name: inner.join(' > '), lines });
          }
        }
        ts.forEachChild(node, (child) => visit(child, inner));
      };
      visit(source, []);
    }
  }
  return found.sort((a, b) => b.lines - a.lines || a.key.localeCompare(b.key));
}

/** What is wrong with `found` against the allowlist: new or grown long functions, and stale entries. */
function checkAgainst(found, allowed) {
  const problems = [];
  const now = new Map(found.map((f) => [f.key, f.lines]));
  for (const f of found) {
    const before = allowed[f.key];
    if (before === undefined) problems.push(`new: ${f.key} is ${f.lines} lines (limit ${LIMIT}); split it`);
    else if (f.lines > before)
      problems.push(`grown: ${f.key} is ${f.lines} lines (allowed ${before}); split it`);
  }
  for (const [key, lines] of Object.entries(allowed)) {
    const current = now.get(key);
    if (current === undefined || current < lines)
      problems.push(
        `stale allowlist: ${key} is ${current === undefined ? `no longer over ${LIMIT}` : `now ${current}`} (was ${lines}); run node scripts/long-functions.mjs --write`,
      );
  }
  return problems;
}

const readAllowlist = () => JSON.parse(readFileSync(allowPath, 'utf8'));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const found = longFunctions();
  const mode = process.argv[2];
  if (mode === '--write') {
    writeFileSync(
      allowPath,
      `${JSON.stringify(Object.fromEntries(found.map((f) => [f.key, f.lines])), null, 2)}\n`,
    );
    process.stdout.write(
      `${found.length} functions over ${LIMIT} lines written to ${relative(root, allowPath)}\n`,
    );
  } else if (mode === '--check') {
    const problems = checkAgainst(found, readAllowlist());
    for (const p of problems) process.stderr.write(`${p}\n`);
    process.stdout.write(
      `${found.length} functions over ${LIMIT} lines${problems.length ? '' : ', as allowed'}\n`,
    );
    process.exit(problems.length ? 1 : 0);
  } else {
    for (const f of found) process.stdout.write(`${String(f.lines).padStart(5)}  ${f.key}\n`);
    process.stdout.write(`${found.length} functions over ${LIMIT} lines\n`);
  }
}
