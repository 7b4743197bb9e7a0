import { describe, expect, it } from 'vitest';
import { claimsToBeImage, claimsToBeLogo, sniffImageType, sniffLogoType } from '../src/files.ts';

describe('sniffImageType', () => {
  it.each([
    [[0xff, 0xd8, 0xff, 0xe0], 'image/jpeg'],
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'image/png'],
    [[...'GIF87a'].map((c) => c.charCodeAt(0)), 'image/gif'],
    [[...'GIF89a'].map((c) => c.charCodeAt(0)), 'image/gif'],
    [[...'%PDF-1.7'].map((c) => c.charCodeAt(0)), null],
    [[0xff, 0xd8, 0xff], null], // too short to be a JPEG
    [[], null],
  ])('when the bytes start %j, then they are %s', (bytes, type) => {
    expect(sniffImageType(Uint8Array.from(bytes))).toBe(type);
  });
});

describe('claimsToBeImage', () => {
  it.each([
    [{ type: 'image/png' }, true],
    [{ type: '', name: 'photo.JPG' }, true],
    [{ type: 'application/octet-stream', name: 'photo.jpeg' }, true],
    [{ type: 'application/pdf', name: 'scan.pdf' }, false],
    [{ type: 'image/webp', name: 'photo.webp' }, false],
  ])('when a file says %j, then it claims to be an image: %s', (file, claims) => {
    expect(claimsToBeImage(file)).toBe(claims);
  });
});

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

describe('sniffLogoType (issue 28 §9: a raster logo only)', () => {
  it.each([
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'image/png'],
    [[0xff, 0xd8, 0xff, 0xe0], 'image/jpeg'],
    [[...ascii('RIFF'), 0x24, 0, 0, 0, ...ascii('WEBPVP8L')], 'image/webp'],
    [[...ascii('RIFF'), 0x24, 0, 0, 0, ...ascii('WAVEfmt ')], null], // a RIFF that is not WebP
    [ascii('GIF89a'), null],
    [ascii('<svg xmlns="http://www.w3.org/2000/svg">'), null],
    [ascii('<?xml version="1.0"?><svg/>'), null],
    [[], null],
  ])('when the bytes start %j, then the logo is %s', (bytes, type) => {
    expect(sniffLogoType(Uint8Array.from(bytes))).toBe(type);
  });
});

describe('claimsToBeLogo', () => {
  it.each([
    [{ type: 'image/webp' }, true],
    [{ type: 'image/png' }, true],
    [{ type: '', name: 'ロゴ.JPEG' }, true],
    [{ type: 'image/svg+xml', name: 'logo.svg' }, false],
    [{ type: 'image/gif', name: 'logo.gif' }, false],
  ])('when the file says %j, then it claims to be a logo: %s', (file, claims) => {
    expect(claimsToBeLogo(file)).toBe(claims);
  });
});
