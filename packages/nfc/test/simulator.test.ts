import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand, type SimulatorServer, startSimulatorServer } from '../bin/server.ts';
import { createBridgeReader } from '../src/bridge.ts';
import type { ReaderEvent } from '../src/reader.ts';
import { createBridgeSimulator, createSimulatedSocketFactory, DEMO_CARDS } from '../src/simulator.ts';

/** Waits until `check` passes (the simulator and the reader talk over a real socket). */
async function until(check: () => boolean, ms = 5_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('the bridge simulator over a real WebSocket', () => {
  let server: SimulatorServer;
  let base: string;
  beforeAll(async () => {
    server = await startSimulatorServer({ port: 0 });
    base = `http://127.0.0.1:${server.port}`;
  });
  afterAll(async () => {
    await server?.close();
  });

  const connect = async (deviceId: string) => {
    const reader = createBridgeReader({ deviceId, url: `ws://127.0.0.1:${server.port}` });
    const events: ReaderEvent[] = [];
    reader.subscribe((e) => events.push(e));
    reader.start();
    await until(() => reader.state === 'connected');
    await until(() => server.simulator.state().devices.includes(deviceId));
    return { reader, events };
  };

  it('when a browser connects, then its device is registered', async () => {
    const { reader } = await connect('web-desk-a');
    expect(server.simulator.state().devices).toContain('web-desk-a');
    reader.stop();
    await until(() => !server.simulator.state().devices.includes('web-desk-a'));
  });

  it('when a card is tapped through the control API, then every connected browser reads it', async () => {
    const one = await connect('desk-1');
    const two = await connect('desk-2');
    const response = await fetch(`${base}/tap`, {
      method: 'POST',
      body: JSON.stringify({ uid: '05000000000001', type: 2, entity_id: 1 }),
    });
    expect(response.status).toBe(200);
    for (const { events } of [one, two]) {
      await until(() => events.some((e) => e.type === 'card'));
      expect(events.find((e) => e.type === 'card')).toMatchObject({
        card: { uid: '05000000000001', type: 2, entity_id: 1 },
      });
    }
    one.reader.stop();
    two.reader.stop();
  });

  it('when terminal commands tap the demo cards, then staff and customer cards carry their ids', async () => {
    const { reader, events } = await connect('desk-3');
    expect(runCommand(server.simulator, 'staff 2')).toContain('佐藤 美咲');
    expect(runCommand(server.simulator, 'customer 128')).toContain('#128');
    await until(() => events.filter((e) => e.type === 'card').length === 2);
    const cards = events.flatMap((e) => (e.type === 'card' ? [e.card] : []));
    expect(cards.map((c) => [c.uid, c.type, c.entity_id])).toEqual([
      ['04A1B2C3D4E502', 1, 2],
      ['05000000000080', 2, 128],
    ]);
    reader.stop();
  });

  it('when the browser asks for a write, then the next card placed is written and reported', async () => {
    const { reader } = await connect('desk-4');
    const written = reader.write({ type: 2, entity_id: 42 }, 'req-42');
    await until(() => server.simulator.state().pendingWrite?.request_id === 'req-42');
    const command = await fetch(`${base}/command`, {
      method: 'POST',
      body: JSON.stringify({ command: 'write 04CAFE00000001' }),
    });
    expect(((await command.json()) as { output: string }).output).toContain('書き込み完了');
    await expect(written).resolves.toBe('04CAFE00000001');
    reader.stop();
  });

  it('when the write fails on the reader, then the browser gets the error for its request', async () => {
    const { reader } = await connect('desk-5');
    const written = reader.write({ type: 1, entity_id: 3 }, 'req-fail');
    await until(() => server.simulator.state().pendingWrite !== null);
    runCommand(server.simulator, 'fail');
    await expect(written).rejects.toThrow('書き込みに失敗しました');
    reader.stop();
  });

  it('when the service drops and comes back, then the browser reconnects and registers again', async () => {
    const { reader, events } = await connect('desk-6');
    runCommand(server.simulator, 'drop');
    await until(() => reader.state === 'connecting');
    expect(events.some((e) => e.type === 'state' && e.state === 'connecting' && e.attempt === 1)).toBe(true);
    runCommand(server.simulator, 'restore');
    // The first retry comes 2 s after the drop.
    await until(() => reader.state === 'connected', 6_000);
    await until(() => server.simulator.state().devices.includes('desk-6'));
    reader.stop();
  });

  it('when the control page is opened, then it offers the demo cards', async () => {
    const page = await (await fetch(`${base}/`)).text();
    expect(page).toContain('Kayoi NFCシミュレーター');
    expect(page).toContain('佐藤 美咲（マネージャー）');
  });

  it('when a browser sends a frame the protocol does not know, then it gets an error frame', async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${server.port}`);
    const frames: string[] = [];
    socket.onmessage = (e) => frames.push(String(e.data));
    await new Promise((r) => {
      socket.onopen = r;
    });
    socket.send(
      JSON.stringify({ type: 'write_card', data: { type: 2, entity_id: 16_777_216, request_id: 'x' } }),
    );
    await until(() => frames.length === 1);
    expect(JSON.parse(frames[0] as string)).toMatchObject({ type: 'error', data: { code: 'BAD_MESSAGE' } });
    socket.close();
  });
});

describe('the in-page simulator (Storybook)', () => {
  it('when a reader uses the simulated sockets, then taps, writes and drops behave as over the network', async () => {
    const simulator = createBridgeSimulator({ autoWriteMs: 10 });
    const reader = createBridgeReader({
      deviceId: 'story',
      createSocket: createSimulatedSocketFactory(simulator),
    });
    const events: ReaderEvent[] = [];
    reader.subscribe((e) => events.push(e));
    reader.start();
    await until(() => reader.state === 'connected');
    simulator.tap(DEMO_CARDS.customer(5));
    await until(() => events.some((e) => e.type === 'card'));
    await expect(reader.write({ type: 1, entity_id: 2 }, 'r')).resolves.toMatch(/^04[0-9A-F]{12}$/);
    simulator.drop();
    await until(() => reader.state === 'connecting');
    simulator.restore();
    await until(() => reader.state === 'connected', 6_000);
    reader.stop();
  });
});
