import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessLog } from '../src/http/access-log.ts';
import { registerErrorHandling } from '../src/http/errors.ts';

// One line per request, when its answer has gone (issue 30): what Fastify's two lines said, in one.

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method: string; url: string; remoteAddress: string };
  res?: { statusCode: number };
  responseTime?: number;
  err?: { message: string };
}

describe('access log', () => {
  const lines: Line[] = [];
  const app = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
    logController: new AccessLog(),
  });

  beforeAll(async () => {
    registerErrorHandling(app);
    app.get('/members', async () => ({ data: [] }));
    app.get('/fault', async () => {
      throw new Error('the database went away');
    });
    await app.ready();
  });
  afterAll(() => app.close());

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
