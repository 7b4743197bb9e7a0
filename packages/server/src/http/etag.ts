import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

// Cheap revalidation of API reads (issue 30): a JSON answer to a GET carries an ETag and `Cache-Control: private,
// no-cache`, so the browser keeps it and asks again with If-None-Match; an unchanged answer comes back as 304
// with no body (a polling dashboard or a list opened again re-reads a few hundred bytes instead of kilobytes). The
// server still builds the answer: this saves the wire, not the work. The tag is a hash of the caller's own answer
// without the envelope's `timestamp` (which changes every time): two callers with the same tag had the same body.

const TIMESTAMP = '"timestamp":"';

/** The answer's tag: the envelope's own timestamp (its last one, after `data`) left out of the hash. */
export function etagOf(body: string): string {
  const at = body.lastIndexOf(TIMESTAMP);
  const end = at < 0 ? -1 : body.indexOf('"', at + TIMESTAMP.length);
  const stable = end < 0 ? body : body.slice(0, at) + body.slice(end + 1);
  return `W/"${createHash('sha1').update(stable).digest('base64url')}"`;
}

/**
 * Whether an If-None-Match header names the tag. `*` is not honoured: a browser revalidates with the tag it
 * kept, and a bare `*` (which fuzzing sends) gets the whole answer, never a 304 the operation does not declare.
 */
function matches(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === tag.slice(2));
}

/** Registers the hook; before compression, so a 304 is never compressed and the tag is the plain answer's. */
export function registerEtags(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if (!request.url.startsWith('/api/')) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    if (reply.getHeader('cache-control') !== undefined) return payload; // the handler decided (no-store, …)
    const tag = etagOf(payload);
    reply.header('etag', tag);
    reply.header('cache-control', 'private, no-cache');
    if (!matches(request.headers['if-none-match'], tag)) return payload;
    reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    return '';
  });
}
