import { HttpHandler, type RequestHandler } from 'msw';

type RunArgs = Parameters<RequestHandler['run']>[0];
type RunResult = Awaited<ReturnType<RequestHandler['run']>>;

/** A handler's path as a test of a request's pathname: `:name` is one segment, `*` anything (MSW's own syntax). */
function pathTest(path: string): RegExp {
  const pattern = path
    .split('/')
    .map((segment) =>
      segment.startsWith(':')
        ? '[^/]+'
        : segment
            .split('*')
            .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
            .join('.*'),
    )
    .join('/');
  return new RegExp(`^${pattern}/?$`);
}

interface Route {
  handler: HttpHandler;
  method: string | null;
  path: RegExp | null;
}

/**
 * The mock's operation handlers behind one (issue 27). MSW asks every handler in turn whether a request is its own, and
 * each of them parses the request's URL and every cookie of the document before it compares its path: with 338
 * handlers, that was 6.6 % of a story page's CPU (CustomerScreens, a profile of 2026-12-03), for the few requests a
 * screen makes. The router picks the handlers whose method and path could match from the pathname alone, then lets
 * them answer as MSW would, in their order, with MSW's own matching and the resolution context it was given.
 */
export class OperationRouter extends HttpHandler {
  readonly routes: readonly Route[];

  constructor(handlers: readonly HttpHandler[]) {
    super('ALL' as never, '/__kayoi_operation_router__', () => undefined);
    this.routes = handlers.map((handler) => {
      const { method, path } = handler.info;
      return {
        handler,
        method: typeof method === 'string' && method.toUpperCase() !== 'ALL' ? method.toUpperCase() : null,
        path: typeof path === 'string' && path.startsWith('/') ? pathTest(path) : null,
      };
    });
  }

  /** The handlers that may answer `request`, in their order (a handler with a path or method it cannot read may). */
  candidates(request: Request): HttpHandler[] {
    const method = request.method.toUpperCase();
    const { pathname } = new URL(request.url);
    return this.routes
      .filter(
        (route) => (route.method === null || route.method === method) && (route.path?.test(pathname) ?? true),
      )
      .map((route) => route.handler);
  }

  /**
   * As MSW's executeHandlers over the candidates: the first answer wins; a handler that matched without answering
   * (a passthrough to those behind it) is what is answered when none answers.
   */
  override async run(args: RunArgs): Promise<RunResult> {
    let matched: RunResult = null;
    for (const handler of this.candidates(args.request)) {
      const result = await handler.run(args);
      if (result !== null) matched = result;
      if (result?.response) break;
    }
    return matched;
  }
}
