import { describe, expect, it } from 'vitest';
import { detectPlatform, noticesFor } from '../src/platform.ts';

const UA = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  windowsFirefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
};

describe('platform detection', () => {
  it('when Chrome on Android over HTTPS has Web NFC, then Web NFC reads the cards', () => {
    expect(detectPlatform({ userAgent: UA.android, isSecureContext: true, hasWebNfc: true })).toEqual({
      platform: 'android',
      reader: 'webnfc',
      notices: [],
    });
  });

  it('when Android is on plain HTTP, then HTTPS is required', () => {
    expect(
      detectPlatform({ userAgent: UA.android, isSecureContext: false, hasWebNfc: true }).notices,
    ).toEqual(['httpsRequired']);
  });

  it('when the Android browser has no Web NFC, then the browser is unsupported (use Chrome or Edge)', () => {
    expect(detectPlatform({ userAgent: UA.android, isSecureContext: true, hasWebNfc: false })).toMatchObject({
      reader: 'none',
      notices: ['browserUnsupported'],
    });
  });

  it('when on iOS, then NFC is unsupported there', () => {
    expect(detectPlatform({ userAgent: UA.iphone, isSecureContext: true, hasWebNfc: false })).toMatchObject({
      platform: 'ios',
      reader: 'none',
      notices: ['iosUnsupported'],
    });
  });

  it('when on Windows, then the local service is used and the Sony reader notice applies', () => {
    expect(
      detectPlatform({ userAgent: UA.windowsChrome, isSecureContext: true, hasWebNfc: false }),
    ).toMatchObject({
      platform: 'windows',
      reader: 'bridge',
      notices: ['windowsReaderRequired'],
    });
    expect(
      detectPlatform({ userAgent: UA.windowsFirefox, isSecureContext: true, hasWebNfc: false }).notices,
    ).toContain('browserUnsupported');
  });

  it('when on another desktop, then there is no reader unless the bridge is asked for', () => {
    expect(detectPlatform({ userAgent: UA.mac, isSecureContext: true, hasWebNfc: false }).reader).toBe(
      'none',
    );
    expect(
      detectPlatform({ userAgent: UA.mac, isSecureContext: true, hasWebNfc: false, override: 'bridge' })
        .reader,
    ).toBe('bridge');
  });

  it('when the page is /register, then no notice is shown', () => {
    const info = detectPlatform({ userAgent: UA.iphone, isSecureContext: true, hasWebNfc: false });
    expect(noticesFor(info, '/register')).toEqual([]);
    expect(noticesFor(info, '/login')).toEqual(['iosUnsupported']);
  });
});
