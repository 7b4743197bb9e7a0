import { describe, expect, it } from 'vitest';
import { claimsToBeImage, sniffImageType } from '../src/files.ts';

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
