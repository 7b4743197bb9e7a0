import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CardCodecError,
  decodeCardMessage,
  decodePayload,
  decodeRecordText,
  encodeCardMessage,
  encodePayload,
  encodeRecordText,
  normalizeUid,
} from '../src/codec.ts';
import { NFC_CONSTANTS } from '../src/constants.ts';

/**
 * An NDEF reader written from the NFC Forum spec for this test alone, sharing no code with the codec: it
 * reads what any phone would read off the card.
 */
function independentNdefDecode(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const records: { tnf: number; type: string; payload: Uint8Array; mb: boolean; me: boolean }[] = [];
  let i = 0;
  while (i < bytes.length) {
    const flags = view.getUint8(i);
    const mb = (flags & 0b1000_0000) !== 0;
    const me = (flags & 0b0100_0000) !== 0;
    const sr = (flags & 0b0001_0000) !== 0;
    const il = (flags & 0b0000_1000) !== 0;
    const tnf = flags & 0b111;
    const typeLength = view.getUint8(i + 1);
    let cursor = i + 2;
    const payloadLength = sr ? view.getUint8(cursor) : view.getUint32(cursor);
    cursor += sr ? 1 : 4;
    const idLength = il ? view.getUint8(cursor++) : 0;
    const type = new TextDecoder().decode(bytes.subarray(cursor, cursor + typeLength));
    cursor += typeLength + idLength;
    records.push({ tnf, type, payload: bytes.slice(cursor, cursor + payloadLength), mb, me });
    i = cursor + payloadLength;
    if (me) break;
  }
  return records;
}

const cardRecord = fc.record({
  type: fc.constantFrom(0 as const, 1 as const, 2 as const),
  entity_id: fc.integer({ min: 0, max: NFC_CONSTANTS.maxEntityId }),
  issued_at: fc
    .date({
      min: new Date('2020-01-01T00:00:00Z'),
      max: new Date('2099-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString()),
});

describe('UID normalisation', () => {
  it('when a UID comes with colons or in lower case, then it is upper-case hex padded to 14', () => {
    expect(normalizeUid('04:a1:b2:c3')).toBe('00000004A1B2C3');
    expect(normalizeUid('  04a1b2c3d4e501 ')).toBe('04A1B2C3D4E501');
    expect(normalizeUid('0123456789abcdef')).toBe('0123456789ABCDEF');
  });

  it('when the UID is not hex, empty or longer than 16, then it is refused', () => {
    for (const bad of ['', 'XYZ', '04:zz', '0'.repeat(17)])
      expect(() => normalizeUid(bad)).toThrow(CardCodecError);
  });

  it('for any hex UID of 1–14 digits, normalising is idempotent and keeps the value', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-fA-F]{1,14}$/), (raw) => {
        const uid = normalizeUid(raw);
        expect(uid).toMatch(/^[0-9A-F]{14}$/);
        expect(normalizeUid(uid)).toBe(uid);
        expect(BigInt(`0x${uid}`)).toBe(BigInt(`0x${raw}`));
      }),
    );
  });
});

describe('the 4-byte payload', () => {
  it('when a customer card for id 128 is encoded, then it is 02 00 00 80', () => {
    expect([...encodePayload({ type: 2, entity_id: 128 })]).toEqual([2, 0, 0, 0x80]);
    expect([...encodePayload({ type: 1, entity_id: 16_777_215 })]).toEqual([1, 0xff, 0xff, 0xff]);
  });

  it('when the id is larger than 16,777,215, then a clear error says so', () => {
    expect(() => encodePayload({ type: 2, entity_id: 16_777_216 })).toThrow(
      /IDが大きすぎます（最大 16,777,215）/,
    );
    expect(() => encodePayload({ type: 2, entity_id: -1 })).toThrow(CardCodecError);
    expect(() => encodePayload({ type: 2, entity_id: 1.5 })).toThrow(CardCodecError);
    expect(() => encodePayload({ type: 3 as never, entity_id: 1 })).toThrow(/カード種別/);
  });

  it('for any type and id in range, decode(encode(x)) = x', () => {
    fc.assert(
      fc.property(cardRecord, ({ type, entity_id }) => {
        const bytes = encodePayload({ type, entity_id });
        expect(bytes).toHaveLength(4);
        expect(decodePayload(bytes)).toEqual({ type, entity_id });
      }),
    );
  });

  it('for any id above the maximum, encoding fails', () => {
    fc.assert(
      fc.property(fc.integer({ min: NFC_CONSTANTS.maxEntityId + 1, max: Number.MAX_SAFE_INTEGER }), (id) => {
        expect(() => encodePayload({ type: 2, entity_id: id })).toThrow(CardCodecError);
      }),
    );
  });

  it('when the bytes are not 4 long or the type byte is unknown, then decoding fails', () => {
    expect(() => decodePayload(Uint8Array.of(2, 0, 1))).toThrow(CardCodecError);
    expect(() => decodePayload(Uint8Array.of(9, 0, 0, 1))).toThrow(CardCodecError);
  });
});

describe('the text record and the NDEF message', () => {
  it('for any record, the text round-trips', () => {
    fc.assert(
      fc.property(cardRecord, (record) => {
        expect(decodeRecordText(encodeRecordText(record))).toEqual(record);
      }),
    );
  });

  it('for any record, the NDEF message round-trips through the codec', () => {
    fc.assert(
      fc.property(cardRecord, (record) => {
        expect(decodeCardMessage(encodeCardMessage(record))).toEqual(record);
      }),
    );
  });

  it('for any record, an independent NDEF decoder reads the external and the text record', () => {
    fc.assert(
      fc.property(cardRecord, (record) => {
        const records = independentNdefDecode(encodeCardMessage(record));
        expect(records).toHaveLength(2);
        const [external, text] = records as [(typeof records)[0], (typeof records)[0]];
        expect(external).toMatchObject({ tnf: 4, type: 'kayoi.jp:card', mb: true, me: false });
        const [type = -1, high = 0, middle = 0, low = 0] = external.payload;
        expect(type).toBe(record.type);
        expect((high << 16) | (middle << 8) | low).toBe(record.entity_id);
        expect(text).toMatchObject({ tnf: 1, type: 'T', mb: false, me: true });
        const langLength = (text.payload[0] ?? 0) & 0x3f;
        expect(new TextDecoder().decode(text.payload.subarray(1, 1 + langLength))).toBe('ja');
        expect(JSON.parse(new TextDecoder().decode(text.payload.subarray(1 + langLength)))).toEqual(record);
      }),
    );
  });

  it('when a message has no Kayoi record, then it reads as an unregistered card (type 0)', () => {
    // A URI record (TNF 1, type 'U') someone else wrote.
    const uri = Uint8Array.of(0xd1, 1, 4, 0x55, 0x04, 0x61, 0x2e, 0x6a);
    expect(decodeCardMessage(uri)).toEqual({ type: 0, entity_id: 0, issued_at: null });
  });

  it('when the message is cut short, then decoding fails instead of inventing data', () => {
    const bytes = encodeCardMessage({ type: 2, entity_id: 5, issued_at: '2026-11-22T00:00:00.000Z' });
    expect(() => decodeCardMessage(bytes.slice(0, bytes.length - 3))).toThrow(CardCodecError);
  });
});
