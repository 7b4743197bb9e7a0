import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { IMAGE_EXTENSIONS, type ImageType, LOGO_EXTENSIONS, type LogoType } from '@kayoi/domain/files';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database.ts';
import { ApiError } from '../../http/envelope.ts';
import { serverMessages } from '../../http/messages.ts';

const KEY_PATTERN = /^[0-9a-f-]{36}\.(jpg|png|gif)$/;
/** A signed URL is handed out for the rest of this window and the whole next one (12–24 hours). */
export const PHOTO_URL_WINDOW_SECONDS = 12 * 60 * 60;

/**
 * Signs and checks photo URLs. An <img> sends no bearer token, so the URL itself is the capability; it is
 * signed and expires, so a URL that leaks (a shared screenshot, a proxy log, a forgotten tab) stops working.
 */
export interface PhotoSigner {
  /**
   * The same-origin URL of a stored photo: `/storage/photos/<key>?exp=<unix seconds>&sig=<base64url
   * HMAC-SHA256 of "<key>:<exp>">`. exp is the end of the next whole 12-hour window, so every answer within a
   * window hands out the same URL (the browser's cache keeps working) and it stays valid 12 to 24 hours.
   */
  url(key: string | null): string | null;
  /** Seconds the URL of `key` with this exp and sig is still valid, or null when it is not (never throws). */
  verify(key: string, exp: unknown, sig: unknown): number | null;
}

/** `secret` is KAYOI_SECRET or the database's own; `now` is the app's clock. */
export function createPhotoSigner(secret: string, now: () => Date): PhotoSigner {
  // A key of its own, derived from the server secret, so the secret can sign other things without overlap.
  const signingKey = createHmac('sha256', secret).update('kayoi/photo-url/v1').digest();
  const sign = (key: string, exp: number) =>
    createHmac('sha256', signingKey).update(`${key}:${exp}`).digest('base64url');
  const nowSeconds = () => Math.floor(now().getTime() / 1000);
  return {
    url(key) {
      if (!key) return null;
      const exp = (Math.floor(nowSeconds() / PHOTO_URL_WINDOW_SECONDS) + 2) * PHOTO_URL_WINDOW_SECONDS;
      return `/storage/photos/${key}?exp=${exp}&sig=${sign(key, exp)}`;
    },
    verify(key, exp, sig) {
      if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) return null;
      if (!KEY_PATTERN.test(key)) return null;
      const expected = Buffer.from(sign(key, Number(exp)));
      const given = Buffer.from(sig);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const left = Number(exp) - nowSeconds();
      return left > 0 ? left : null;
    },
  };
}

/** customers.photo_path holds 'photos/<key>'. */
export const photoPath = (key: string | null) => (key ? `photos/${key}` : null);
export const keyOfPhotoPath = (path: string | null) => (path?.startsWith('photos/') ? path.slice(7) : null);

const EXTENSIONS: Record<ImageType | LogoType, string> = { ...IMAGE_EXTENSIONS, ...LOGO_EXTENSIONS };

/** Keeps an image (a photo, an avatar, a store's logo) under a new key. */
export async function savePhoto(db: Queryable, bytes: Buffer, type: ImageType | LogoType): Promise<string> {
  const key = `${randomUUID()}.${EXTENSIONS[type]}`;
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
  const copy = `${randomUUID()}.${IMAGE_EXTENSIONS[type]}`;
  await db.query(
    `insert into photos (key, content_type, bytes, byte_size)
     select $2, content_type, bytes, byte_size from photos where key = $1`,
    [key, copy],
  );
  return copy;
}

/** A kept image by its key, or null. */
export async function readPhoto(
  db: Queryable,
  key: string,
): Promise<{ content_type: string; bytes: Uint8Array } | null> {
  const { rows } = await db.query<{ content_type: string; bytes: Uint8Array }>(
    'select content_type, bytes from photos where key = $1',
    [key],
  );
  return rows[0] ?? null;
}

export async function deletePhoto(db: Queryable, key: string | null): Promise<void> {
  if (key) await db.query('delete from photos where key = $1', [key]);
}

/**
 * GET /storage/photos/<key>?exp=…&sig=…: the image itself. Outside the spec like the app's static files (an
 * <img> sends no bearer token); the signed URL is the capability. A missing, wrong or expired signature is the
 * same 404 as a photo that does not exist, and the browser may cache the image only until the URL expires.
 */
export function registerPhotoRoute(app: FastifyInstance): void {
  app.get<{ Params: { key: string }; Querystring: Record<string, unknown> }>(
    '/storage/photos/:key',
    async (request, reply) => {
      const { key } = request.params;
      const secondsLeft = app.kayoi.photos.verify(key, request.query.exp, request.query.sig);
      const { rows } =
        secondsLeft !== null
          ? await app.kayoi.db.query<{ content_type: string; bytes: Uint8Array }>(
              'select content_type, bytes from photos where key = $1',
              [key],
            )
          : { rows: [] };
      const photo = rows[0];
      if (!photo || secondsLeft === null) throw new ApiError(404, 'NOT_FOUND', serverMessages.notFound);
      return reply
        .header('content-type', photo.content_type)
        .header('cache-control', `private, max-age=${secondsLeft}`)
        .header('x-content-type-options', 'nosniff')
        .header('referrer-policy', 'no-referrer')
        .send(Buffer.from(photo.bytes));
    },
  );
}
