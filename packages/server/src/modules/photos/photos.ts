import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database.ts';
import { ApiError } from '../../http/envelope.ts';
import { serverMessages } from '../../http/messages.ts';

export type ImageType = 'image/jpeg' | 'image/png' | 'image/gif';

const EXTENSION: Record<ImageType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif' };

/**
 * What the bytes are, judged by their signature (magic number), not by the file name or the type the browser
 * claimed: JPEG (FF D8 FF), PNG (89 'PNG' 0D 0A 1A 0A) and GIF ('GIF87a' / 'GIF89a'). Anything else is null.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (bytes.length >= 4 && starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (bytes.length >= 8 && starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (
    bytes.length >= 6 &&
    (starts(0x47, 0x49, 0x46, 0x38, 0x37, 0x61) || starts(0x47, 0x49, 0x46, 0x38, 0x39, 0x61))
  )
    return 'image/gif';
  return null;
}

/** The same-origin URL of a stored photo. */
export const photoUrl = (key: string | null): string | null => (key ? `/storage/photos/${key}` : null);

/** customers.photo_path holds 'photos/<key>'. */
export const photoPath = (key: string | null) => (key ? `photos/${key}` : null);
export const keyOfPhotoPath = (path: string | null) => (path?.startsWith('photos/') ? path.slice(7) : null);

export async function savePhoto(db: Queryable, bytes: Buffer, type: ImageType): Promise<string> {
  const key = `${randomUUID()}.${EXTENSION[type]}`;
  await db.query('insert into photos (key, content_type, bytes, byte_size) values ($1, $2, $3, $4)', [
    key,
    type,
    bytes,
    bytes.length,
  ]);
  return key;
}

/** A copy under a new key (a converted pre-registration's avatar becomes the customer's own photo). */
export async function copyPhoto(db: Queryable, key: string): Promise<string | null> {
  const { rows } = await db.query<{ content_type: ImageType }>(
    'select content_type from photos where key = $1',
    [key],
  );
  const type = rows[0]?.content_type;
  if (!type) return null;
  const copy = `${randomUUID()}.${EXTENSION[type]}`;
  await db.query(
    `insert into photos (key, content_type, bytes, byte_size)
     select $2, content_type, bytes, byte_size from photos where key = $1`,
    [key, copy],
  );
  return copy;
}

export async function deletePhoto(db: Queryable, key: string | null): Promise<void> {
  if (key) await db.query('delete from photos where key = $1', [key]);
}

/**
 * GET /storage/photos/<key>: the image itself. Outside the spec like the app's static files (an <img> sends no
 * bearer token); the random key is the capability, a new photo gets a new key, so it is cached for good.
 */
export function registerPhotoRoute(app: FastifyInstance): void {
  app.get<{ Params: { key: string } }>('/storage/photos/:key', async (request, reply) => {
    const { key } = request.params;
    const { rows } = /^[0-9a-f-]{36}\.(jpg|png|gif)$/.test(key)
      ? await app.kayoi.db.query<{ content_type: string; bytes: Uint8Array }>(
          'select content_type, bytes from photos where key = $1',
          [key],
        )
      : { rows: [] };
    const photo = rows[0];
    if (!photo) throw new ApiError(404, 'NOT_FOUND', serverMessages.notFound);
    return reply
      .header('content-type', photo.content_type)
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(photo.bytes));
  });
}
