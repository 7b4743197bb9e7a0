import {
  browserEnvironment,
  type CardReader,
  createBridgeReader,
  createUnavailableReader,
  createWebNfcReader,
  detectPlatform,
  deviceId,
  type Environment,
  NFC_CONSTANTS,
  type PlatformInfo,
} from '@kayoi/nfc';

/** `?nfc=bridge` (or localStorage nfc_reader) picks the local service on any desktop: the simulator. */
export const READER_OVERRIDE_KEY = 'nfc_reader';
/** `?nfc_bridge=ws://…` (or localStorage nfc_bridge_url): a service on another port. */
export const BRIDGE_URL_KEY = 'nfc_bridge_url';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Reads (and remembers) the developer's reader choice from the URL. */
export function readerOverride(search: string): Environment['override'] {
  const params = new URLSearchParams(search);
  const store = storage();
  const asked = params.get('nfc');
  if (asked === 'auto') store?.removeItem(READER_OVERRIDE_KEY);
  else if (asked === 'bridge' || asked === 'webnfc' || asked === 'none')
    store?.setItem(READER_OVERRIDE_KEY, asked);
  const bridge = params.get('nfc_bridge');
  if (bridge?.startsWith('ws://') || bridge?.startsWith('wss://')) store?.setItem(BRIDGE_URL_KEY, bridge);
  const saved = store?.getItem(READER_OVERRIDE_KEY);
  return saved === 'bridge' || saved === 'webnfc' || saved === 'none' ? saved : null;
}

export interface NfcRuntime {
  platform: PlatformInfo;
  reader: CardReader;
  deviceId: string;
  /** The desk's clock for its cooldowns (a story holds it still, so "within 3 s" does not depend on the machine). */
  now?: () => number;
}

/** This device's reader, by platform (seed §9) and the developer's override. */
export function createNfcRuntime(search: string): NfcRuntime {
  const platform = detectPlatform(browserEnvironment(readerOverride(search)));
  const id = deviceId(storage());
  const reader =
    platform.reader === 'bridge'
      ? createBridgeReader({
          deviceId: id,
          url: storage()?.getItem(BRIDGE_URL_KEY) ?? NFC_CONSTANTS.bridgeUrl,
        })
      : platform.reader === 'webnfc'
        ? createWebNfcReader()
        : createUnavailableReader(platform.notices[0] ?? null);
  return { platform, reader, deviceId: id };
}
