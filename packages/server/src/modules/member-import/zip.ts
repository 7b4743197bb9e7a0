import { inflateRawSync } from 'node:zlib';

// Just enough of ZIP to read an .xlsx: the central directory, stored and deflated entries. Every entry is
// inflated with a cap on its output, so a small file that would expand to gigabytes (a "zip bomb") fails
// at the cap instead of filling the memory.

export class UnreadableZip extends Error {}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  localOffset: number;
}

function entries(zip: Buffer): Map<string, Entry> {
  let eocd = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 65_557); at--) {
    if (zip.readUInt32LE(at) === EOCD) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) throw new UnreadableZip('no end of central directory');
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const found = new Map<string, Entry>();
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL)
      throw new UnreadableZip('bad central directory');
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    found.set(name, {
      name,
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      localOffset: zip.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return found;
}

/** Opens a ZIP held in memory; `read(name)` answers an entry's bytes (at most `maxEntryBytes`), or null. */
export function openZip(zip: Buffer, maxEntryBytes: number) {
  const directory = entries(zip);
  return {
    has: (name: string) => directory.has(name),
    read(name: string): Buffer | null {
      const entry = directory.get(name);
      if (!entry) return null;
      const at = entry.localOffset;
      if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL) throw new UnreadableZip('bad local header');
      const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
      const data = zip.subarray(start, start + entry.compressedSize);
      if (entry.method === 0) {
        if (data.length > maxEntryBytes) throw new UnreadableZip('entry too large');
        return Buffer.from(data);
      }
      if (entry.method !== 8) throw new UnreadableZip(`compression method ${entry.method}`);
      try {
        return inflateRawSync(data, { maxOutputLength: maxEntryBytes });
      } catch {
        throw new UnreadableZip('entry does not inflate within its cap');
      }
    },
  };
}
