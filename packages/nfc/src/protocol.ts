import { isCardType } from './codec.ts';
import { type CardType, NFC_CONSTANTS } from './constants.ts';

// The local card-reader service's WebSocket protocol (seed §7), ws://localhost:9876. Every frame is one JSON
// object `{ "type": <message>, "data": { … } }`; `data` carries the seed's field names (device_id; type and
// entity_id of the card; uid). See packages/nfc/PROTOCOL.md.

/** Browser → service. */
export type ClientMessage =
  | { type: 'device_register'; data: { device_id: string } }
  | { type: 'write_card'; data: { request_id: string; type: CardType; entity_id: number } };

/** Service → browser. */
export type ServiceMessage =
  | { type: 'device_registered'; data: { device_id: string; reader: string } }
  | { type: 'nfc_detected'; data: { uid: string; type: CardType; entity_id: number; timestamp?: number } }
  | { type: 'card_written'; data: { request_id: string; uid: string; type: CardType; entity_id: number } }
  | { type: 'error'; data: { code: string; message: string; request_id?: string } };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isUid = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9A-Fa-f:]{2,47}$/.test(value);
const isEntityId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= NFC_CONSTANTS.maxEntityId;

function frameOf(frame: string): { type: unknown; data: Record<string, unknown> } | null {
  let value: unknown;
  try {
    value = JSON.parse(frame);
  } catch {
    return null;
  }
  if (!isObject(value) || !isObject(value.data)) return null;
  return { type: value.type, data: value.data };
}

/** A frame from the service, checked field by field; null for anything else (it is ignored, not trusted). */
export function parseServiceMessage(frame: string): ServiceMessage | null {
  const message = frameOf(frame);
  if (!message) return null;
  const { data } = message;
  switch (message.type) {
    case 'device_registered':
      return typeof data.device_id === 'string'
        ? {
            type: 'device_registered',
            data: { device_id: data.device_id, reader: String(data.reader ?? '') },
          }
        : null;
    case 'nfc_detected':
      return isUid(data.uid) && isCardType(data.type) && isEntityId(data.entity_id)
        ? {
            type: 'nfc_detected',
            data: {
              uid: data.uid,
              type: data.type,
              entity_id: data.entity_id,
              ...(typeof data.timestamp === 'number' ? { timestamp: data.timestamp } : {}),
            },
          }
        : null;
    case 'card_written':
      return typeof data.request_id === 'string' &&
        isUid(data.uid) &&
        isCardType(data.type) &&
        isEntityId(data.entity_id)
        ? {
            type: 'card_written',
            data: { request_id: data.request_id, uid: data.uid, type: data.type, entity_id: data.entity_id },
          }
        : null;
    case 'error':
      return typeof data.message === 'string'
        ? {
            type: 'error',
            data: {
              code: typeof data.code === 'string' ? data.code : 'ERROR',
              message: data.message,
              ...(typeof data.request_id === 'string' ? { request_id: data.request_id } : {}),
            },
          }
        : null;
    default:
      return null;
  }
}

/** A frame from the browser, as the service reads it. */
export function parseClientMessage(frame: string): ClientMessage | null {
  const message = frameOf(frame);
  if (!message) return null;
  const { data } = message;
  if (message.type === 'device_register' && typeof data.device_id === 'string' && data.device_id.length > 0) {
    return { type: 'device_register', data: { device_id: data.device_id } };
  }
  if (
    message.type === 'write_card' &&
    typeof data.request_id === 'string' &&
    isCardType(data.type) &&
    isEntityId(data.entity_id)
  ) {
    return {
      type: 'write_card',
      data: { request_id: data.request_id, type: data.type, entity_id: data.entity_id },
    };
  }
  return null;
}

export const encodeMessage = (message: ClientMessage | ServiceMessage) => JSON.stringify(message);
