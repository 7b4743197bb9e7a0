import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBridgeReader } from '../src/bridge.ts';
import type { DeskEvent } from '../src/desk.ts';
import { createNfcDesk, WriteTimeoutError } from '../src/desk.ts';
import { createTapGate } from '../src/gate.ts';
import type { CardRead } from '../src/reader.ts';
import { fakeSockets } from './support.ts';

const customer = (uid = '05000000000001'): CardRead => ({ uid, type: 2, entity_id: 1, timestamp: 0 });
const staff: CardRead = { uid: '04A1B2C3D4E501', type: 1, entity_id: 1, timestamp: 0 };

describe('the tap gate', () => {
  it('when the same customer card is read within 3 s, then it waits with the seconds left', () => {
    let now = 1_000_000;
    const gate = createTapGate(() => now);
    expect(gate.check(customer())).toEqual({ accept: true });
    now += 500;
    expect(gate.check(customer())).toEqual({ accept: false, reason: 'cooldown', remainingSeconds: 3 });
    now += 1_500;
    expect(gate.check(customer())).toEqual({ accept: false, reason: 'cooldown', remainingSeconds: 1 });
    now += 1_000;
    expect(gate.check(customer())).toEqual({ accept: true });
  });

  it('when two different customers tap one after the other, then both are taps', () => {
    const gate = createTapGate(() => 0);
    expect(gate.check(customer('05000000000001')).accept).toBe(true);
    expect(gate.check(customer('05000000000002')).accept).toBe(true);
  });

  it('when a staff card is read twice, then there is no customer cooldown', () => {
    const gate = createTapGate(() => 0);
    expect(gate.check(staff).accept).toBe(true);
    expect(gate.check(staff).accept).toBe(true);
  });

  it('when in write mode, then every read is ignored; write mode ends by itself after 15 s', () => {
    let now = 0;
    const gate = createTapGate(() => now);
    gate.enterWriteMode();
    expect(gate.check(staff)).toEqual({ accept: false, reason: 'write_mode' });
    now = 14_999;
    expect(gate.inWriteMode).toBe(true);
    now = 15_000;
    expect(gate.inWriteMode).toBe(false);
    expect(gate.check(staff).accept).toBe(true);
  });

  it('when a card was just written, then its reads are ignored for 10 s; other cards are not', () => {
    let now = 0;
    const gate = createTapGate(() => now);
    gate.enterWriteMode();
    gate.leaveWriteMode(staff.uid);
    now = 9_999;
    expect(gate.check(staff)).toEqual({ accept: false, reason: 'recently_written' });
    expect(gate.check(customer()).accept).toBe(true);
    now = 10_000;
    expect(gate.check(staff).accept).toBe(true);
  });
});

describe('the desk (reader + gate + write mode)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = () => {
    const net = fakeSockets();
    const reader = createBridgeReader({ deviceId: 'd', createSocket: net.create });
    const desk = createNfcDesk(reader, { now: () => Date.now(), requestId: () => 'req' });
    const events: DeskEvent[] = [];
    desk.subscribe((e) => events.push(e));
    desk.start();
    net.last().serverOpen();
    const detect = (card: CardRead) => net.last().serverSend({ type: 'nfc_detected', data: card });
    return { net, desk, events, detect };
  };

  it('when a customer taps twice in a row, then one tap and one cooldown come out', () => {
    const { events, detect } = setup();
    detect(customer());
    vi.advanceTimersByTime(1_200);
    detect(customer());
    expect(events.filter((e) => e.type === 'tap')).toHaveLength(1);
    expect(events.find((e) => e.type === 'cooldown')).toMatchObject({ remainingSeconds: 2 });
  });

  it('when a write is answered, then reads are ignored meanwhile and that card for 10 s after', async () => {
    const { net, desk, events, detect } = setup();
    const write = desk.writeCard({ type: 1, entity_id: 3 });
    expect(desk.writing).toBe(true);
    detect(staff);
    net.last().serverSend({
      type: 'card_written',
      data: { request_id: 'req', uid: staff.uid, type: 1, entity_id: 3 },
    });
    await expect(write).resolves.toBe(staff.uid);
    expect(desk.writing).toBe(false);
    detect(staff);
    vi.advanceTimersByTime(10_000);
    detect(staff);
    expect(events.filter((e) => e.type === 'tap')).toHaveLength(1);
    expect(events.filter((e) => e.type === 'write').map((e) => (e as { phase: string }).phase)).toEqual([
      'started',
      'done',
    ]);
  });

  it('when no card comes within 15 s, then write mode ends with a timeout failure', async () => {
    const { desk, events, detect } = setup();
    const write = desk.writeCard({ type: 2, entity_id: 1 });
    const outcome = expect(write).rejects.toBeInstanceOf(WriteTimeoutError);
    vi.advanceTimersByTime(15_000);
    await outcome;
    expect(events.at(-1)).toMatchObject({ type: 'write', phase: 'failed', reason: 'timeout' });
    detect(staff);
    expect(events.at(-1)).toMatchObject({ type: 'tap' });
  });

  it('when the write fails, then write mode ends and reads count again', async () => {
    const { net, desk, events, detect } = setup();
    const write = desk.writeCard({ type: 2, entity_id: 1 });
    net
      .last()
      .serverSend({ type: 'error', data: { request_id: 'req', code: 'WRITE_FAILED', message: '失敗' } });
    await expect(write).rejects.toThrow('失敗');
    expect(events.at(-1)).toMatchObject({ type: 'write', phase: 'failed', reason: 'error' });
    detect(staff);
    expect(events.at(-1)).toMatchObject({ type: 'tap' });
  });

  it('when a second write is asked while one runs, then it is refused', async () => {
    const { desk } = setup();
    void desk.writeCard({ type: 2, entity_id: 1 }).catch(() => {});
    await expect(desk.writeCard({ type: 2, entity_id: 2 })).rejects.toThrow('書き込み中です');
  });
});
