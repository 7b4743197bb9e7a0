// How the parity test compares two answers to the same request: the same status, the same shape (every key,
// and the type of every value, recursively; arrays by their elements), and the same key values — ids, counts
// and lengths, statuses and codes, messages and field errors. Instants, tokens and signed URLs may differ.

/** Values compared exactly, by key name. */
const KEY_VALUE =
  /(^id$|_id$|^status$|_status$|^code$|^message$|^success$|^total$|count$|^action$|^duplicate$|^valid$|^has_)/;
/** Values never compared: they depend on when and to whom the answer was made. */
const VOLATILE = new Set([
  'timestamp',
  'token',
  'expires_at',
  'expires_in',
  'server_time',
  'credential',
  'read_at',
]);

const typeOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

export function differences(server: unknown, mock: unknown, path = '$'): string[] {
  const found: string[] = [];
  const a = typeOf(server);
  const b = typeOf(mock);
  // null where the other side has a value is a value difference, not a shape one, unless the key is a key value.
  if (a !== b) {
    if (a !== 'null' && b !== 'null') found.push(`${path}: ${a} on the server, ${b} in the mock`);
    else if (KEY_VALUE.test(path.split('.').at(-1) ?? '')) {
      found.push(`${path}: ${JSON.stringify(server)} on the server, ${JSON.stringify(mock)} in the mock`);
    }
    return found;
  }
  if (a === 'array') {
    const x = server as unknown[];
    const y = mock as unknown[];
    if (x.length !== y.length)
      found.push(`${path}: ${x.length} items on the server, ${y.length} in the mock`);
    for (let i = 0; i < Math.min(x.length, y.length); i += 1)
      found.push(...differences(x[i], y[i], `${path}[${i}]`));
    return found;
  }
  if (a === 'object') {
    const x = server as Record<string, unknown>;
    const y = mock as Record<string, unknown>;
    for (const key of new Set([...Object.keys(x), ...Object.keys(y)])) {
      if (VOLATILE.has(key)) continue;
      if (!(key in y)) found.push(`${path}.${key}: missing in the mock`);
      else if (!(key in x)) found.push(`${path}.${key}: only in the mock`);
      else found.push(...differences(x[key], y[key], `${path}.${key}`));
    }
    return found;
  }
  const key =
    path
      .replace(/\[\d+\]$/, '')
      .split('.')
      .at(-1) ?? '';
  const isKeyValue = KEY_VALUE.test(key) || path.includes('.errors.') || /\.errors\.\w+\[\d+\]$/.test(path);
  if (isKeyValue && server !== mock) {
    found.push(`${path}: ${JSON.stringify(server)} on the server, ${JSON.stringify(mock)} in the mock`);
  }
  return found;
}
