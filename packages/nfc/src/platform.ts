import type { ReaderKind, ReaderNotice } from './reader.ts';

// Which reader this device uses (seed §9: Android → browser NFC, Windows → the local service, others none),
// and the notices that explain it (seed §8).

export type Platform = 'android' | 'ios' | 'windows' | 'mac' | 'linux' | 'other';

export interface PlatformInfo {
  platform: Platform;
  reader: ReaderKind;
  /** Why cards cannot be read here, or the setup the reader needs; empty when all is well. */
  notices: ReaderNotice[];
}

export interface Environment {
  userAgent: string;
  isSecureContext: boolean;
  hasWebNfc: boolean;
  /** 'bridge' forces the local service on any desktop (development with the simulator). */
  override?: 'bridge' | 'webnfc' | 'none' | null;
}

export function platformOf(userAgent: string): Platform {
  if (/Android/i.test(userAgent)) return 'android';
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Windows/i.test(userAgent)) return 'windows';
  if (/Macintosh|Mac OS X/i.test(userAgent)) return 'mac';
  if (/Linux|X11/i.test(userAgent)) return 'linux';
  return 'other';
}

const isChromium = (userAgent: string) => /Chrome\/|Chromium\/|Edg\//.test(userAgent);

export function detectPlatform(env: Environment): PlatformInfo {
  const platform = platformOf(env.userAgent);
  if (env.override === 'bridge') return { platform, reader: 'bridge', notices: [] };
  if (env.override === 'none') return { platform, reader: 'none', notices: [] };
  if (platform === 'ios') return { platform, reader: 'none', notices: ['iosUnsupported'] };
  if (platform === 'android' || env.override === 'webnfc') {
    if (!env.isSecureContext) return { platform, reader: 'none', notices: ['httpsRequired'] };
    if (!env.hasWebNfc) return { platform, reader: 'none', notices: ['browserUnsupported'] };
    return { platform, reader: 'webnfc', notices: [] };
  }
  if (platform === 'windows') {
    return {
      platform,
      reader: 'bridge',
      notices: isChromium(env.userAgent)
        ? ['windowsReaderRequired']
        : ['windowsReaderRequired', 'browserUnsupported'],
    };
  }
  return { platform, reader: 'none', notices: [] };
}

/** The public sign-up form (/register) shows no NFC notice at all (seed §8). */
export function noticesFor(info: PlatformInfo, pathname: string): ReaderNotice[] {
  return pathname === '/register' || pathname.startsWith('/register/') ? [] : info.notices;
}

/** The browser's own environment, read once. */
export function browserEnvironment(override: Environment['override'] = null): Environment {
  return {
    userAgent: globalThis.navigator?.userAgent ?? '',
    isSecureContext: globalThis.isSecureContext ?? false,
    hasWebNfc: 'NDEFReader' in globalThis,
    override,
  };
}
