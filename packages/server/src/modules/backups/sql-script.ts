/**
 * A plain-SQL dump (pg_dump's text format with INSERTs, no COPY) cut into its statements, so that it can
 * be replayed through either driver in batches instead of one string of the whole database.
 *
 * The cut knows what may hide a `;`: quoted strings ('…', E'…' with backslashes), quoted identifiers,
 * dollar-quoted bodies ($$…$$, $fn$…$fn$) and comments. psql's meta-commands (`\restrict`, which
 * pg_dump ≥ 15.14 / 17.6 writes) are not SQL and are left out.
 */
export function* sqlStatements(script: string): Generator<string> {
  let start = 0;
  let i = 0;
  const n = script.length;
  const atStatementStart = () => script.slice(start, i).trim() === '';
  while (i < n) {
    const c = script[i];
    if (c === '-' && script[i + 1] === '-') {
      const leading = atStatementStart();
      const end = script.indexOf('\n', i);
      i = end === -1 ? n : end + 1;
      if (leading) start = i;
    } else if (c === '/' && script[i + 1] === '*') {
      const end = script.indexOf('*/', i + 2);
      i = end === -1 ? n : end + 2;
    } else if (c === '\\' && atStatementStart()) {
      const end = script.indexOf('\n', i);
      i = end === -1 ? n : end + 1;
      start = i;
    } else if (c === "'") {
      const escaped = /[eE]/.test(script[i - 1] ?? '') && !/\w/.test(script[i - 2] ?? '');
      i++;
      while (i < n) {
        if (escaped && script[i] === '\\') i += 2;
        else if (script[i] === "'" && script[i + 1] === "'") i += 2;
        else if (script[i] === "'") break;
        else i++;
      }
      i++;
    } else if (c === '"') {
      const end = script.indexOf('"', i + 1);
      i = end === -1 ? n : end + 1;
    } else if (c === '$') {
      const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(script.slice(i, i + 64));
      if (tag && !/\w/.test(script[i - 1] ?? '')) {
        const end = script.indexOf(tag[0], i + tag[0].length);
        i = end === -1 ? n : end + tag[0].length;
      } else i++;
    } else if (c === ';') {
      const statement = script.slice(start, i + 1).trim();
      if (statement !== ';') yield statement;
      i++;
      start = i;
    } else i++;
  }
  const rest = script.slice(start).trim();
  if (rest !== '') yield rest;
}
