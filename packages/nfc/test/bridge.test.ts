import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBridgeReader, reconnectDelay } from '../src/bridge.ts';
import type { ReaderEvent } from '../src/reader.ts';
import { fakeSockets } from './support.ts';

describe('the WebSocket bridge reader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = () => {
    const net = fakeSockets();
    const reader = createBridgeReader({ deviceId: 'web-desk-1', createSocket: net.create });
    const events: ReaderEvent[] = [];
    reader.subscribe((e) => events.push(e));
    return { net, reader, events };
  };

  it('when it connects, then it goes to ws://localhost:9876 and registers the device once per connection', () => {
    const { net, reader } = setup();
    reader.start();
    expect(reader.state).toBe('connecting');
    expect(net.last().url).toBe('ws://localhost:9876');
    net.last().serverOpen();
    expect(reader.state).toBe('connected');
    expect(net.last().sent).toEqual([{ type: 'device_register', data: { device_id: 'web-desk-1' } }]);
  });

  it('when a card is detected, then the read comes out with a normalised UID', () => {
    const { net, reader, events } = setup();
    reader.start();
    net.last().serverOpen();
    net.last().serverSend({
      type: 'nfc_detected',
      data: { uid: '05:00:00:00:00:00:01', type: 2, entity_id: 1, timestamp: 42 },
    });
    net.last().serverSend({ type: 'nfc_detected', data: { uid: '0500000000000A', type: 2, entity_id: 10 } });
    const cards = events.flatMap((e) => (e.type === 'card' ? [e.card] : []));
    expect(cards[0]).toEqual({ uid: '05000000000001', type: 2, entity_id: 1, timestamp: 42 });
    expect(cards[1]).toMatchObject({ uid: '0500000000000A', type: 2, entity_id: 10 });
  });

  it('when a frame is malformed, then it is ignored', () => {
    const { net, reader, events } = setup();
    reader.start();
    net.last().serverOpen();
    net.last().onmessage?.({ data: 'not json' });
    net.last().serverSend({ type: 'nfc_detected', data: { uid: 'zz', type: 2, entity_id: 1 } });
    net.last().serverSend({ type: 'nfc_detected', data: { uid: '0501', type: 7, entity_id: 1 } });
    net.last().serverSend({ type: 'nfc_detected', data: { uid: '0501', type: 2, entity_id: 16_777_216 } });
    expect(events.filter((e) => e.type === 'card')).toEqual([]);
  });

  it('the reconnection delays double from 2 s and stop growing at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(reconnectDelay)).toEqual([2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it('when the service drops, then it reconnects after 2, 4, 8, 16 and 30 s, then gives up with the notice', () => {
    const { net, reader, events } = setup();
    reader.start();
    net.last().serverOpen();
    net.last().serverClose();
    const waits = [2000, 4000, 8000, 16000, 30000];
    for (const [i, wait] of waits.entries()) {
      expect(reader.state).toBe('connecting');
      const sockets = net.sockets.length;
      vi.advanceTimersByTime(wait - 1);
      expect(net.sockets.length).toBe(sockets);
      vi.advanceTimersByTime(1);
      expect(net.sockets.length).toBe(sockets + 1);
      expect(events.filter((e) => e.type === 'state' && e.state === 'connecting').at(-1)).toMatchObject({
        attempt: i + 1,
        nextRetryMs: wait,
      });
      net.last().serverClose();
    }
    expect(reader.state).toBe('disconnected');
    expect(events.at(-1)).toEqual({ type: 'error', notice: 'serviceUnreachable' });
    vi.advanceTimersByTime(120_000);
    expect(net.sockets).toHaveLength(6);
  });

  it('when a reconnection succeeds, then the next drop starts again from 2 s', () => {
    const { net, reader } = setup();
    reader.start();
    net.last().serverOpen();
    net.last().serverClose();
    vi.advanceTimersByTime(2000);
    net.last().serverClose();
    vi.advanceTimersByTime(4000);
    net.last().serverOpen();
    expect(reader.state).toBe('connected');
    expect(net.last().sent).toEqual([{ type: 'device_register', data: { device_id: 'web-desk-1' } }]);
    net.last().serverClose();
    const before = net.sockets.length;
    vi.advanceTimersByTime(2000);
    expect(net.sockets.length).toBe(before + 1);
  });

  it('when the retries ran out, then reconnect() tries again from the first attempt', () => {
    const { net, reader } = setup();
    reader.start();
    net.last().serverClose();
    for (const wait of [2000, 4000, 8000, 16000, 30000]) {
      vi.advanceTimersByTime(wait);
      net.last().serverClose();
    }
    expect(reader.state).toBe('disconnected');
    reader.reconnect();
    net.last().serverOpen();
    expect(reader.state).toBe('connected');
  });

  it('when stopped, then no reconnection is scheduled', () => {
    const { net, reader } = setup();
    reader.start();
    net.last().serverOpen();
    reader.stop();
    net.last().serverClose();
    vi.advanceTimersByTime(60_000);
    expect(net.sockets).toHaveLength(1);
    expect(reader.state).toBe('idle');
  });

  it('when a card is written, then write_card goes out and card_written resolves with the UID', async () => {
    const { net, reader, events } = setup();
    reader.start();
    net.last().serverOpen();
    const written = reader.write({ type: 1, entity_id: 7 }, 'req-1');
    expect(net.last().sent.at(-1)).toEqual({
      type: 'write_card',
      data: { request_id: 'req-1', type: 1, entity_id: 7 },
    });
    net.last().serverSend({
      type: 'card_written',
      data: { request_id: 'req-1', uid: '04aabbccddeeff', type: 1, entity_id: 7 },
    });
    await expect(written).resolves.toBe('04AABBCCDDEEFF');
    expect(events.at(-1)).toEqual({ type: 'written', uid: '04AABBCCDDEEFF', requestId: 'req-1' });
  });

  it('when the service answers the write with an error, then the write fails with its message', async () => {
    const { net, reader } = setup();
    reader.start();
    net.last().serverOpen();
    const written = reader.write({ type: 2, entity_id: 9 }, 'req-2');
    net.last().serverSend({
      type: 'error',
      data: { request_id: 'req-2', code: 'WRITE_FAILED', message: '書き込めません' },
    });
    await expect(written).rejects.toThrow('書き込めません');
  });

  it('when the connection drops during a write, then the write fails; without a connection, it fails at once', async () => {
    const { net, reader } = setup();
    await expect(reader.write({ type: 2, entity_id: 9 }, 'x')).rejects.toThrow();
    reader.start();
    net.last().serverOpen();
    const written = reader.write({ type: 2, entity_id: 9 }, 'req-3');
    net.last().serverClose();
    await expect(written).rejects.toThrow('接続が切れました');
  });
});
