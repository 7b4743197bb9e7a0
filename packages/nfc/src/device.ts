import type { KeyValueStorage } from './attempts.ts';

export const DEVICE_ID_STORAGE_KEY = 'nfc_device_id';

/** This device's id (seed §3): generated once, then read from local storage for good. */
export function deviceId(
  storage: KeyValueStorage | null,
  generate: () => string = () => globalThis.crypto.randomUUID(),
): string {
  const saved = storage?.getItem(DEVICE_ID_STORAGE_KEY);
  if (saved) return saved;
  const id = `web-${generate()}`;
  try {
    storage?.setItem(DEVICE_ID_STORAGE_KEY, id);
  } catch {
    // Without storage the id lasts as long as the page.
  }
  return id;
}
