import { describe, expect, it } from 'vitest';
import { encodePayload, encodeRecordText } from '../src/codec.ts';
import type { ReaderEvent } from '../src/reader.ts';
import { createWebNfcReader, type NdefReaderLike, payloadFromRecords } from '../src/webnfc.ts';

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const text = (s: string) => view(new TextEncoder().encode(s));

function fakeNdef(options: { scanError?: Error } = {}) {
  const reader: NdefReaderLike & { written: unknown[] } = {
    written: [],
    onreading: null,
    onreadingerror: null,
    scan: async () => {
      if (options.scanError) throw options.scanError;
    },
    write: async (message) => {
      reader.written.push(message);
    },
  };
  return reader;
}

describe('Web NFC reader', () => {
  it('the text record gives type and id; the external record is the fallback; anything else is type 0', () => {
    const record = { type: 2 as const, entity_id: 77, issued_at: '2026-11-22T00:00:00.000Z' };
    expect(payloadFromRecords([{ recordType: 'text', data: text(encodeRecordText(record)) }])).toEqual({
      type: 2,
      entity_id: 77,
    });
    expect(
      payloadFromRecords([
        { recordType: 'kayoi.jp:card', data: view(encodePayload({ type: 1, entity_id: 3 })) },
      ]),
    ).toEqual({
      type: 1,
      entity_id: 3,
    });
    expect(payloadFromRecords([{ recordType: 'url', data: text('https://example.jp') }])).toEqual({
      type: 0,
      entity_id: 0,
    });
  });

  it('when permission is granted and a card is read, then its serial number becomes the UID', async () => {
    const ndef = fakeNdef();
    const reader = createWebNfcReader({
      createReader: () => ndef,
      queryPermission: async () => 'granted',
      now: () => 5,
    });
    const events: ReaderEvent[] = [];
    reader.subscribe((e) => events.push(e));
    reader.start();
    await new Promise((r) => setTimeout(r, 0));
    expect(reader.state).toBe('connected');
    ndef.onreading?.({ serialNumber: '04:a1:b2:c3:d4:e5:01', message: { records: [] } });
    expect(events.at(-1)).toEqual({
      type: 'card',
      card: { uid: '04A1B2C3D4E501', type: 0, entity_id: 0, timestamp: 5 },
    });
  });

  it('when NFC permission is denied, then the reader is unavailable with the permission notice', async () => {
    const reader = createWebNfcReader({
      createReader: () => fakeNdef(),
      queryPermission: async () => 'denied',
    });
    const events: ReaderEvent[] = [];
    reader.subscribe((e) => events.push(e));
    reader.start();
    await new Promise((r) => setTimeout(r, 0));
    expect(reader.state).toBe('unavailable');
    expect(events.at(-1)).toEqual({ type: 'error', notice: 'permissionDenied' });
  });

  it('when permission is still to be asked, then the permission notice shows and the scan asks for it', async () => {
    const reader = createWebNfcReader({
      createReader: () => fakeNdef(),
      queryPermission: async () => 'prompt',
    });
    const events: ReaderEvent[] = [];
    reader.subscribe((e) => events.push(e));
    reader.start();
    await new Promise((r) => setTimeout(r, 0));
    expect(events).toContainEqual({ type: 'error', notice: 'permissionRequired' });
    expect(reader.state).toBe('connected');
  });

  it('when the user refuses the scan, then it reads as permission denied', async () => {
    const denied = Object.assign(new Error('no'), { name: 'NotAllowedError' });
    const reader = createWebNfcReader({
      createReader: () => fakeNdef({ scanError: denied }),
      queryPermission: async () => 'prompt',
    });
    reader.start();
    await new Promise((r) => setTimeout(r, 0));
    expect(reader.state).toBe('unavailable');
  });

  it('when a card is written, then the external and text records go to the card', async () => {
    const ndef = fakeNdef();
    const reader = createWebNfcReader({
      createReader: () => ndef,
      queryPermission: async () => 'granted',
      now: () => 0,
    });
    reader.start();
    await new Promise((r) => setTimeout(r, 0));
    const written = reader.write({ type: 2, entity_id: 9 }, 'r1');
    await new Promise((r) => setTimeout(r, 0));
    ndef.onreading?.({ serialNumber: '05:00:00:00:00:00:09', message: { records: [] } });
    await expect(written).resolves.toBe('05000000000009');
    expect(ndef.written[0]).toMatchObject({
      records: [
        { recordType: 'kayoi.jp:card' },
        {
          recordType: 'text',
          lang: 'ja',
          data: '{"type":2,"entity_id":9,"issued_at":"1970-01-01T00:00:00.000Z"}',
        },
      ],
    });
  });
});
