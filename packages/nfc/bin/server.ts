import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { WebSocketServer } from 'ws';
import { CARD_TYPE } from '../src/constants.ts';
import {
  type BridgeSimulator,
  createBridgeSimulator,
  DEMO_CARDS,
  type SimulatedCard,
} from '../src/simulator.ts';
import { CONTROL_PAGE } from './controlPage.ts';

export interface SimulatorServerOptions {
  port: number;
  host?: string;
  autoWriteMs?: number | null;
  /** Where terminal commands come from (null: none). */
  terminal?: Readable | null;
  output?: Writable | null;
}

export interface SimulatorServer {
  port: number;
  simulator: BridgeSimulator;
  close(): Promise<void>;
}

/** A command of the terminal or the control API → what the simulator does; the answer is printed. */
export function runCommand(simulator: BridgeSimulator, line: string): string {
  const [command, argument] = line.trim().split(/\s+/);
  switch (command) {
    case 'staff': {
      const card = DEMO_CARDS.staff[Number(argument ?? 1) - 1];
      if (!card) return 'staff 1〜3 を指定してください';
      simulator.tap(card);
      return `タップ: ${card.label}`;
    }
    case 'customer': {
      const id = Number(argument);
      if (!Number.isInteger(id) || id < 1) return 'customer <顧客ID> を指定してください';
      simulator.tap(DEMO_CARDS.customer(id));
      return `タップ: 顧客 #${id}`;
    }
    case 'uid':
      if (!argument) return 'uid <UID> を指定してください';
      simulator.tap({ uid: argument, type: CARD_TYPE.unregistered, entity_id: 0 });
      return `タップ: ${argument}`;
    case 'blank':
      simulator.tap(DEMO_CARDS.blank);
      return 'タップ: 未登録カード';
    case 'write': {
      const card = simulator.completeWrite(argument);
      return card ? `書き込み完了: ${card.uid}` : '書き込み待ちはありません';
    }
    case 'fail':
      return simulator.failWrite() ? '書き込みを失敗させました' : '書き込み待ちはありません';
    case 'drop':
      simulator.drop();
      return '接続を切断しました';
    case 'restore':
      simulator.restore();
      return 'サービスを再開しました';
    case 'status':
      return JSON.stringify(simulator.state(), null, 2);
    default:
      return 'コマンド: staff 1|2|3 / customer <ID> / uid <UID> / blank / write [UID] / fail / drop / restore / status';
  }
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    const value: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
};

/** The simulated service: WebSocket for browsers, the control page and JSON API over HTTP, on one port. */
export async function startSimulatorServer(options: SimulatorServerOptions): Promise<SimulatorServer> {
  const simulator = createBridgeSimulator({ autoWriteMs: options.autoWriteMs ?? null });
  const http = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method === 'GET' && url.pathname === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(CONTROL_PAGE);
      return;
    }
    if (request.method === 'GET' && url.pathname === '/state') return json(response, 200, simulator.state());
    if (request.method === 'POST' && url.pathname === '/tap') {
      const body = await readJson(request);
      const card: SimulatedCard = {
        uid: String(body.uid ?? ''),
        type: Number(body.type ?? 0) as SimulatedCard['type'],
        entity_id: Number(body.entity_id ?? 0),
      };
      try {
        simulator.tap(card);
        return json(response, 200, simulator.state());
      } catch (error) {
        return json(response, 422, { error: error instanceof Error ? error.message : String(error) });
      }
    }
    if (request.method === 'POST' && url.pathname === '/command') {
      const body = await readJson(request);
      return json(response, 200, {
        output: runCommand(simulator, String(body.command ?? '')),
        state: simulator.state(),
      });
    }
    json(response, 404, { error: 'not found' });
  });
  const wss = new WebSocketServer({ server: http });
  wss.on('connection', (socket) => {
    const link = simulator.connect({
      send: (frame) => socket.send(frame),
      close: () => socket.close(),
    });
    if (!link) return;
    socket.on('message', (data) => link.receive(data.toString()));
    socket.on('close', () => link.closed());
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : options.port;

  let lines: ReturnType<typeof createInterface> | null = null;
  if (options.terminal) {
    lines = createInterface({ input: options.terminal });
    lines.on('line', (line) => {
      if (line.trim() === 'quit') {
        process.kill(process.pid, 'SIGTERM');
        return;
      }
      options.output?.write(`${runCommand(simulator, line)}\n`);
    });
  }
  simulator.onChange(() => {
    const last = simulator.state().log.at(-1);
    if (last && options.output && !options.terminal) options.output.write(`${last}\n`);
  });

  return {
    port,
    simulator,
    async close() {
      lines?.close();
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
