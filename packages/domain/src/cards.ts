import { CARD_UID_LENGTH } from './constants.ts';

/** A card UID as cards and readers report it, and as it is stored: upper-case hex padded to 14 characters. */
export const normalizeCardUid = (uid: string) => uid.trim().toUpperCase().padStart(CARD_UID_LENGTH, '0');
