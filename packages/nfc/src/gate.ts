import { CARD_TYPE, NFC_CONSTANTS } from './constants.ts';
import type { CardRead } from './reader.ts';

// Which reads become taps (seed §4, §9): none while a card is being written, none of a card just written
// (10 s), and a customer card at most once per 3 s.

export type GateDecision =
  | { accept: true }
  | { accept: false; reason: 'write_mode' }
  | { accept: false; reason: 'recently_written' }
  | { accept: false; reason: 'cooldown'; remainingSeconds: number };

export interface TapGate {
  check(card: CardRead): GateDecision;
  enterWriteMode(): void;
  /** Leaves write mode; with the UID of a card just written, reads of it are ignored for 10 s. */
  leaveWriteMode(writtenUid?: string): void;
  readonly inWriteMode: boolean;
}

export function createTapGate(now: () => number = Date.now): TapGate {
  let writeModeSince: number | null = null;
  const written = new Map<string, number>();
  const lastTap = new Map<string, number>();

  const inWriteMode = () => writeModeSince !== null && now() - writeModeSince < NFC_CONSTANTS.writeModeMs;

  return {
    get inWriteMode() {
      return inWriteMode();
    },
    enterWriteMode() {
      writeModeSince = now();
    },
    leaveWriteMode(writtenUid) {
      writeModeSince = null;
      if (writtenUid) written.set(writtenUid, now());
    },
    check(card) {
      const at = now();
      if (inWriteMode()) return { accept: false, reason: 'write_mode' };
      const writtenAt = written.get(card.uid);
      if (writtenAt !== undefined) {
        if (at - writtenAt < NFC_CONSTANTS.recentlyWrittenIgnoreMs)
          return { accept: false, reason: 'recently_written' };
        written.delete(card.uid);
      }
      if (card.type === CARD_TYPE.customer) {
        const last = lastTap.get(card.uid);
        if (last !== undefined && at - last < NFC_CONSTANTS.customerCooldownMs) {
          return {
            accept: false,
            reason: 'cooldown',
            remainingSeconds: Math.ceil((NFC_CONSTANTS.customerCooldownMs - (at - last)) / 1000),
          };
        }
        // Old entries would only grow the map: forget taps older than the cooldown.
        for (const [uid, time] of lastTap)
          if (at - time >= NFC_CONSTANTS.customerCooldownMs) lastTap.delete(uid);
        lastTap.set(card.uid, at);
      }
      return { accept: true };
    },
  };
}
