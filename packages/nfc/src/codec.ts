import { CARD_TYPE, type CardType, NFC_CONSTANTS } from './constants.ts';

// The card codec: UIDs, the 4-byte binary payload and the NDEF message a Kayoi card carries.

/** What a card holds: its type and the id of the staff member or customer it belongs to. */
export interface CardPayload {
  type: CardType;
  entity_id: number;
}

/** The text record's content: the payload plus when the card was written. */
export interface CardRecord extends CardPayload {
  issued_at: string;
}

export class CardCodecError extends Error {
  override readonly name = 'CardCodecError';
}

const HEX_UID = /^[0-9A-F]+$/;

/**
 * A UID as the server stores it: upper-case hex without separators ('04:a1:b2' → '0004A1B2' padded to 14).
 * Web NFC gives 'aa:bb:cc…', readers give 'AABBCC…'; both come out the same.
 */
export function normalizeUid(raw: string): string {
  const hex = raw
    .trim()
    .replace(/[\s:-]/g, '')
    .toUpperCase();
  if (hex.length === 0 || !HEX_UID.test(hex)) throw new CardCodecError(`UIDが16進数ではありません: ${raw}`);
  if (hex.length > 16) throw new CardCodecError(`UIDが長すぎます（${hex.length}文字）`);
  return hex.padStart(NFC_CONSTANTS.uidLength, '0');
}

export const isCardType = (value: unknown): value is CardType =>
  value === CARD_TYPE.unregistered || value === CARD_TYPE.staff || value === CARD_TYPE.customer;

function assertPayload(payload: CardPayload): void {
  if (!isCardType(payload.type)) throw new CardCodecError(`カード種別が不正です: ${String(payload.type)}`);
  if (!Number.isInteger(payload.entity_id) || payload.entity_id < 0) {
    throw new CardCodecError(`IDは0以上の整数である必要があります: ${payload.entity_id}`);
  }
  if (payload.entity_id > NFC_CONSTANTS.maxEntityId) {
    throw new CardCodecError(
      `IDが大きすぎます（最大 ${NFC_CONSTANTS.maxEntityId.toLocaleString('ja-JP')}）: ${payload.entity_id}`,
    );
  }
}

/** 1 byte type + 3 bytes entity id, big-endian (seed §3). */
export function encodePayload(payload: CardPayload): Uint8Array {
  assertPayload(payload);
  const id = payload.entity_id;
  return Uint8Array.of(payload.type, (id >>> 16) & 0xff, (id >>> 8) & 0xff, id & 0xff);
}

export function decodePayload(bytes: Uint8Array): CardPayload {
  if (bytes.length !== 4) throw new CardCodecError(`カードデータは4バイトです（${bytes.length}バイト）`);
  const type = bytes[0];
  if (!isCardType(type)) throw new CardCodecError(`カード種別が不正です: ${String(type)}`);
  const entity_id = ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0);
  return { type, entity_id };
}

/** The text record's JSON: `{"type":2,"entity_id":128,"issued_at":"2026-11-22T09:00:00.000Z"}`. */
export function encodeRecordText(record: CardRecord): string {
  assertPayload(record);
  if (Number.isNaN(Date.parse(record.issued_at))) throw new CardCodecError('issued_at が日時ではありません');
  return JSON.stringify({ type: record.type, entity_id: record.entity_id, issued_at: record.issued_at });
}

export function decodeRecordText(text: string): CardRecord {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new CardCodecError('テキストレコードがJSONではありません');
  }
  const record = value as Partial<CardRecord> | null;
  if (typeof record !== 'object' || record === null || typeof record.issued_at !== 'string') {
    throw new CardCodecError('テキストレコードの形式が不正です');
  }
  const payload = { type: record.type as CardType, entity_id: record.entity_id as number };
  assertPayload(payload);
  return { ...payload, issued_at: record.issued_at };
}

// NDEF (NFC Forum Data Exchange Format) ------------------------------------------------------------------

/** The external record type that holds the 4-byte payload (NFC Forum external type: domain:type). */
export const KAYOI_EXTERNAL_TYPE = 'kayoi.jp:card';
const TNF_WELL_KNOWN = 0x01;
const TNF_EXTERNAL = 0x04;
const FLAG_MB = 0x80;
const FLAG_ME = 0x40;
const FLAG_SR = 0x10;
const utf8 = new TextEncoder();
const fromUtf8 = new TextDecoder('utf-8', { fatal: true });

interface RawRecord {
  tnf: number;
  type: Uint8Array;
  payload: Uint8Array;
}

function encodeRecords(records: readonly RawRecord[]): Uint8Array {
  const parts: Uint8Array[] = [];
  records.forEach((record, i) => {
    const short = record.payload.length < 256;
    let header = record.tnf;
    if (i === 0) header |= FLAG_MB;
    if (i === records.length - 1) header |= FLAG_ME;
    if (short) header |= FLAG_SR;
    const length = short
      ? Uint8Array.of(record.payload.length)
      : Uint8Array.of(
          (record.payload.length >>> 24) & 0xff,
          (record.payload.length >>> 16) & 0xff,
          (record.payload.length >>> 8) & 0xff,
          record.payload.length & 0xff,
        );
    parts.push(Uint8Array.of(header, record.type.length), length, record.type, record.payload);
  });
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function decodeRecords(bytes: Uint8Array): RawRecord[] {
  const records: RawRecord[] = [];
  let offset = 0;
  while (offset < bytes.length) {
    const header = bytes[offset] ?? 0;
    const typeLength = bytes[offset + 1] ?? 0;
    offset += 2;
    let payloadLength: number;
    if (header & FLAG_SR) {
      payloadLength = bytes[offset] ?? 0;
      offset += 1;
    } else {
      payloadLength =
        (((bytes[offset] ?? 0) << 24) >>> 0) +
        ((bytes[offset + 1] ?? 0) << 16) +
        ((bytes[offset + 2] ?? 0) << 8) +
        (bytes[offset + 3] ?? 0);
      offset += 4;
    }
    const idLength = header & 0x08 ? (bytes[offset++] ?? 0) : 0;
    const type = bytes.slice(offset, offset + typeLength);
    offset += typeLength + idLength;
    const payload = bytes.slice(offset, offset + payloadLength);
    offset += payloadLength;
    if (type.length !== typeLength || payload.length !== payloadLength) {
      throw new CardCodecError('NDEFメッセージが途中で切れています');
    }
    records.push({ tnf: header & 0x07, type, payload });
    if (header & FLAG_ME) break;
  }
  return records;
}

/** An NFC Forum text record payload: status byte (UTF-8, language length), language, text. */
function textPayload(text: string, lang = 'ja'): Uint8Array {
  const langBytes = utf8.encode(lang);
  const textBytes = utf8.encode(text);
  const payload = new Uint8Array(1 + langBytes.length + textBytes.length);
  payload[0] = langBytes.length & 0x3f;
  payload.set(langBytes, 1);
  payload.set(textBytes, 1 + langBytes.length);
  return payload;
}

function textOf(payload: Uint8Array): string {
  const status = payload[0] ?? 0;
  if (status & 0x80) throw new CardCodecError('UTF-16のテキストレコードには対応していません');
  return fromUtf8.decode(payload.slice(1 + (status & 0x3f)));
}

/**
 * The NDEF message written to a Kayoi card: an external record `kayoi.jp:card` with the 4-byte payload,
 * then a text record (language ja) with the JSON of type, entity_id and issued_at.
 */
export function encodeCardMessage(record: CardRecord): Uint8Array {
  return encodeRecords([
    { tnf: TNF_EXTERNAL, type: utf8.encode(KAYOI_EXTERNAL_TYPE), payload: encodePayload(record) },
    { tnf: TNF_WELL_KNOWN, type: utf8.encode('T'), payload: textPayload(encodeRecordText(record)) },
  ]);
}

/**
 * Reads a card's NDEF message. The text record wins (it has issued_at); a card with only the binary record
 * still reads, with `issued_at` null. A message without either is an unregistered card (type 0).
 */
export function decodeCardMessage(bytes: Uint8Array): CardPayload & { issued_at: string | null } {
  const records = decodeRecords(bytes);
  const text = records.find((r) => r.tnf === TNF_WELL_KNOWN && r.type.length === 1 && r.type[0] === 0x54);
  if (text) return decodeRecordText(textOf(text.payload));
  const external = records.find(
    (r) => r.tnf === TNF_EXTERNAL && fromUtf8.decode(r.type) === KAYOI_EXTERNAL_TYPE,
  );
  if (external) return { ...decodePayload(external.payload), issued_at: null };
  return { type: CARD_TYPE.unregistered, entity_id: 0, issued_at: null };
}

/** The records as Web NFC's `NDEFReader.write` takes them (it does the byte encoding itself). */
export function webNfcRecords(
  record: CardRecord,
): { recordType: string; data: string | Uint8Array; lang?: string }[] {
  return [
    { recordType: KAYOI_EXTERNAL_TYPE, data: encodePayload(record) },
    { recordType: 'text', lang: 'ja', data: encodeRecordText(record) },
  ];
}
