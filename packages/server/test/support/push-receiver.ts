import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';

// The far side of the families' notifications in tests: a local HTTP server standing in for a push service (or
// LINE's Messaging API), and a browser's push subscription that decrypts what the server sent to it (Web Push's
// aes128gcm, RFC 8291) as the browser would. Used by the server's notifications test and the e2e.

export interface Received {
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** A local HTTP server that records every request and answers `status(url)` with `answer`. */
export async function recorder(status: (url: string) => number = () => 201, answer = '{}') {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(status(request.url ?? ''), { 'content-type': 'application/json' });
      response.end(answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { received, base, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export type Recorder = Awaited<ReturnType<typeof recorder>>;

/**
 * A browser's push subscription at `endpoint`: its P-256 key pair and 16-byte auth secret, the body a family's
 * device registers (`keys` as the Push API gives them, base64url), and the decryption of a message sent to it.
 */
export function pushDevice(endpoint: string) {
  const browser = createECDH('prime256v1');
  browser.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  const keys = { p256dh: browser.getPublicKey().toString('base64url'), auth };
  return {
    endpoint,
    keys,
    /** The plaintext of a Web Push body sent to this device. */
    decrypt: (body: Buffer) =>
      ece.decrypt(body, { version: 'aes128gcm', privateKey: browser, authSecret: auth }).toString('utf8'),
    /** The JSON payloads (title, body, url) of the pushes `service` received for this device, in order. */
    messages(service: Recorder): unknown[] {
      const path = new URL(endpoint).pathname;
      return service.received.filter((r) => r.url === path).map((r) => JSON.parse(this.decrypt(r.body)));
    },
  };
}
