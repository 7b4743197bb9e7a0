import { describe, expect, it } from 'vitest';
import { contractViolation } from '../../src/contract/check.ts';
import { operationHandlers } from '../../src/msw/index.ts';
import { OperationRouter } from '../../src/msw/router.ts';
import spec from '../../src/specDocument.js';

const operations = Object.entries(
  spec.paths as Record<string, Record<string, { operationId?: string }>>,
).flatMap(([path, item]) =>
  Object.entries(item).flatMap(([method, operation]) =>
    operation.operationId ? [{ method: method.toUpperCase(), path, operationId: operation.operationId }] : [],
  ),
);

describe('handlers', () => {
  it.each(operations)(
    'when $operationId is called, then a handler answers $method $path',
    ({ method, path }) => {
      const mswPath = path.replace(/\{(\w+)\}/g, ':$1');

      expect(
        operationHandlers.some((handler) => handler.info.method === method && handler.info.path === mswPath),
      ).toBe(true);
    },
  );

  it('when every operation is counted, then there is exactly one handler for each of the 336', () => {
    const paths = new Set(
      operations.map(({ method, path }) => `${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const forOperations = operationHandlers.filter((handler) =>
      paths.has(`${handler.info.method} ${handler.info.path}`),
    );

    expect(forOperations).toHaveLength(336);
    // Beside them, only the files the recorded answers name (photos, and the stores' logos: not operations).
    expect(
      operationHandlers
        .filter((handler) => !forOperations.includes(handler))
        .map((h) => `${h.info.method} ${h.info.path}`),
    ).toEqual(['GET /storage/logos/:key', 'GET /storage/photos/:key']);
  });
});

describe('the router in front of the handlers', () => {
  const router = new OperationRouter(operationHandlers);
  const requestOf = (method: string, path: string) =>
    new Request(`http://localhost${path.replace(/\{\w+\}/g, '12')}?page=2`, { method });

  it('when each operation is requested, then every handler MSW would match is asked, in their order', async () => {
    for (const { method, path } of operations) {
      const request = requestOf(method, path);
      const matching: (typeof operationHandlers)[number][] = [];
      for (const handler of operationHandlers) {
        if (await handler.test({ request, resolutionContext: { baseUrl: 'http://localhost' } }))
          matching.push(handler);
      }
      const asked = router.candidates(request);

      expect(matching.length, `${method} ${path}`).toBeGreaterThan(0);
      expect(
        asked.filter((handler) => matching.includes(handler)),
        `${method} ${path}`,
      ).toEqual(matching);
      // In the handlers' order, and a few of them, not all.
      expect(asked).toEqual(operationHandlers.filter((handler) => asked.includes(handler)));
      expect(asked.length, `${method} ${path}`).toBeLessThanOrEqual(3);
    }
  });

  it('when nothing answers a method or a path, then no handler is asked', () => {
    expect(router.candidates(new Request('http://localhost/api/nowhere'))).toEqual([]);
    expect(router.candidates(new Request('http://localhost/api/health', { method: 'DELETE' }))).toEqual([]);
  });
});

describe('the contract check', () => {
  it('when an answer leaves out a required field, then it is reported', () => {
    const violation = contractViolation({
      method: 'GET',
      url: 'http://localhost/api/health',
      status: 200,
      body: JSON.stringify({ success: true, data: { status: 'ok' }, timestamp: '2026-11-20T17:10:00+09:00' }),
    });

    expect(violation).toMatch(/getHealth.*database/);
  });

  it('when an operation answers a 4xx it does not declare, then it is reported', () => {
    const violation = contractViolation({
      method: 'GET',
      url: 'http://localhost/api/health',
      status: 404,
      body: '{}',
    });

    expect(violation).toMatch(/status not declared/);
  });

  it('when the real server answers a 4xx its operation does not list, then the default error response covers it', () => {
    const refusal = {
      method: 'GET',
      url: 'http://localhost/api/health',
      status: 404,
      body: JSON.stringify({
        success: false,
        data: null,
        message: '見つかりません',
        error: { message: '見つかりません', code: 'NOT_FOUND' },
        timestamp: '2026-11-20T17:10:00+09:00',
      }),
    };

    expect(
      contractViolation({ ...refusal, operationId: 'getHealth' }, { defaultCovers: 'errors' }),
    ).toBeNull();
    expect(contractViolation(refusal)).toMatch(/status not declared/);
  });

  it('when a path no operation serves answers the error envelope, then only the server mode accepts it', () => {
    const unknown = {
      method: 'GET',
      url: 'http://localhost/api/no-such-thing',
      status: 404,
      body: JSON.stringify({
        success: false,
        data: null,
        message: '見つかりません',
        error: { message: '見つかりません', code: 'NOT_FOUND' },
        timestamp: '2026-11-20T17:10:00+09:00',
      }),
    };

    expect(contractViolation(unknown, { outsideSpec: 'error-envelope' })).toBeNull();
    expect(contractViolation({ ...unknown, body: '{}' }, { outsideSpec: 'error-envelope' })).toMatch(
      /must have/,
    );
    expect(contractViolation(unknown)).toMatch(/no operation of the spec/);
  });

  it('when an instant is written in UTC, then it is reported (every instant is Tokyo time with +09:00)', () => {
    const violation = contractViolation({
      method: 'GET',
      url: 'http://localhost/api/health',
      status: 200,
      body: JSON.stringify({
        success: true,
        data: { status: 'ok', database: 'ok' },
        timestamp: '2026-11-20T08:10:00.000Z',
      }),
    });

    expect(violation).toMatch(/date-time/);
  });

  it('when a path has a literal segment and a parameter at the same place, then the literal one is matched', () => {
    const body = JSON.stringify({
      success: true,
      data: { unread_bulletins: 1, total_posts: 2, pinned_posts: 0 },
      timestamp: '2026-11-20T17:10:00+09:00',
    });

    expect(
      contractViolation({
        method: 'GET',
        url: 'http://localhost/api/bulletin-board/posts/statistics',
        status: 200,
        body,
      }),
    ).toBeNull();
  });
});
