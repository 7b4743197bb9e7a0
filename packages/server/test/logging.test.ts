import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessLog } from '../src/http/access-log.ts';
import { ApiError } from '../src/http/envelope.ts';
import { registerErrorHandling } from '../src/http/errors.ts';
import { serverMessages } from '../src/http/messages.ts';

// What the server logs, with its error handling and its access log as the app registers them:
// - error level is kept for faults: an operation that is known not to be built yet answers 501 without an error line
//   (an outside fuzz run once left 5,406 of them), and a real fault still leaves one;
// - one access line per request, when its answer has gone (issue 30): what Fastify's two lines said, in one.

const ERROR = 50;

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method: string; url: string; remoteAddress: string };
  res?: { statusCode: number };
  responseTime?: number;
  err?: { message: string };
}

describe('logging', () => {
  const lines: Line[] = [];
  const app = Fastify({
    logger: { level: 'debug', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
    logController: new AccessLog(),
  });

  beforeAll(async () => {
    registerErrorHandling(app);
    app.get('/members', async () => ({ data: [] }));
    app.get('/not-built', async () => {
      throw new ApiError(501, 'NOT_IMPLEMENTED', serverMessages.notImplemented);
    });
    app.get('/fault', async () => {
      throw new Error('the database went away');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('when a not-built operation is called, then it answers 501 and logs nothing at error level', async () => {
    lines.length = 0;
    const response = await app.inject({ url: '/not-built' });
    expect(response.statusCode).toBe(501);
    expect(response.json().error.code).toBe('NOT_IMPLEMENTED');
    expect(lines.filter((line) => line.level >= ERROR)).toEqual([]);
    expect(lines.map((line) => line.msg)).toContain('operation not implemented');
  });

  it('when a handler faults, then it answers 500 and the fault is logged at error level', async () => {
    lines.length = 0;
    const response = await app.inject({ url: '/fault' });
    expect(response.statusCode).toBe(500);
    expect(response.json().error.code).toBe('INTERNAL_ERROR');
    const errors = lines.filter((line) => line.level >= ERROR);
    expect(errors.map((line) => line.err?.message)).toEqual(['the database went away']);
  });

  it('when a request is answered, then one line says its method, path, address, status and time', async () => {
    lines.length = 0;
    const response = await app.inject({ url: '/members?page=2', remoteAddress: '192.0.2.7' });
    expect(response.statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/members?page=2', remoteAddress: '192.0.2.7' },
      res: { statusCode: 200 },
    });
    expect(line?.reqId).toEqual(expect.any(String));
    expect(line?.responseTime).toBeGreaterThanOrEqual(0);
  });

  it('when a handler faults, then the fault and the answer are logged under one request id', async () => {
    lines.length = 0;
    const response = await app.inject({ url: '/fault' });
    expect(response.statusCode).toBe(500);
    expect(lines.map((line) => line.msg)).toEqual(['request failed', 'request completed']);
    expect(lines[0]?.err?.message).toBe('the database went away');
    expect(lines[1]).toMatchObject({ req: { url: '/fault' }, res: { statusCode: 500 } });
    expect(new Set(lines.map((line) => line.reqId)).size).toBe(1);
  });
});
