import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One access line per request, written when its answer has gone: method, path, the client's address, status and
 * milliseconds, under the request's id (issue 30). Fastify's own controller wrote two, "incoming request" and
 * "request completed", each one JSON object and one write to standard output: in CPU profiles of the check-in bench
 * (PostgreSQL, 20 desks) the server's busy samples under a logging frame were 9.1 % with two lines, 7.0 % with one,
 * most of that the write itself. An answer's line has what both had; a request that never completes (the process
 * dies under it) leaves none, as in an nginx access log. Errors, streams cut short and the 404s of unknown paths are
 * logged as Fastify logs them.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
