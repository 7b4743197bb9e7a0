import {
  LOGO_MAX_BYTES,
  LOGO_MAX_SIDE,
  LOGO_MIN_SIDE,
  type LogoType,
  sniffLogoType,
} from '@kayoi/domain/files';
import { masterValidationMessages as m } from '@kayoi/domain/messages';
import type { FastifyInstance } from 'fastify';
import { imageSize } from 'image-size';
import type { AppContext } from '../../context.ts';
import { ApiError } from '../../http/envelope.ts';
import { validationFailed } from '../../http/formErrors.ts';
import { serverMessages } from '../../http/messages.ts';
import type { MultipartBody } from '../../http/multipart.ts';
import { recordMasterChange } from '../master-data/history.ts';
import { type MasterActor, notFound } from '../master-data/rules.ts';
import { deletePhoto, readPhoto, savePhoto } from '../photos/photos.ts';
import { storeDetail } from './master.ts';
import { findStoreRow, isStoreLogo, setStoreLogoKey } from './master-repository.ts';

// The school's logo (issue 28 §9): shown beside the store master's 会社名 at the top of the public sign-up form.
// Kept like photos (the photos module's table); served at a public URL, since the form is public and the logo
// is what the school shows the world anyway.

type Deps = Pick<AppContext, 'db' | 'config'>;

const KEY_PATTERN = /^[0-9a-f-]{36}\.(png|jpg|webp)$/;

/**
 * The uploaded logo, judged by its bytes (the name and the type the browser claimed are not believed): PNG,
 * JPEG or WebP, at most 1 MB, 16 to 4096 pixels on each side. Each refusal is 422 naming the `logo` field.
 */
export function checkLogo(body: MultipartBody): { bytes: Buffer; type: LogoType } {
  const file = body.file;
  if (file?.field !== 'logo') throw validationFailed({ logo: [m.logoRequired] });
  if (file.truncated || file.bytes.length > LOGO_MAX_BYTES)
    throw validationFailed({ logo: [m.logoTooLarge] });
  const type = sniffLogoType(file.bytes);
  if (!type) throw validationFailed({ logo: [m.logoType] });
  let size: { width?: number; height?: number };
  try {
    size = imageSize(file.bytes);
  } catch {
    // The signature was right but the header cannot be read: not an image a browser would show either.
    throw validationFailed({ logo: [m.logoType] });
  }
  const sides = [size.width ?? 0, size.height ?? 0];
  if (sides.some((side) => side < LOGO_MIN_SIDE || side > LOGO_MAX_SIDE)) {
    throw validationFailed({ logo: [m.logoDimensions] });
  }
  return { bytes: file.bytes, type };
}

/** Admins set any store's logo, managers their own store's (another store is 404, as reading it is). */
function assertOwnStore(actor: Pick<MasterActor, 'role' | 'storeId'>, storeId: number) {
  if (actor.role !== 'admin' && actor.storeId !== storeId) throw notFound();
}

/**
 * Replaces the store's logo with the uploaded one (`body`), or removes it (`null`); the old image goes with it.
 * Recorded in the store's history as a change of its ロゴ.
 */
export async function setStoreLogo(
  deps: Deps,
  actor: Pick<MasterActor, 'role' | 'storeId' | 'staffId'>,
  storeId: number,
  body: MultipartBody | null,
) {
  assertOwnStore(actor, storeId);
  const now = deps.config.now();
  await deps.db.transaction(async (tx) => {
    // Whose logo, and may the caller change it, before what was sent is judged.
    const store = await findStoreRow(tx, storeId, true);
    if (!store) throw notFound();
    const logo = body ? checkLogo(body) : null;
    if (!logo && store.logo_key === null) return;
    const key = logo ? await savePhoto(tx, logo.bytes, logo.type) : null;
    await setStoreLogoKey(tx, storeId, key, actor.staffId, now);
    await deletePhoto(tx, store.logo_key);
    await recordMasterChange(tx, {
      entity: 'store',
      entityId: storeId,
      storeId,
      action: 'updated',
      fields: ['logo_url'],
      staffId: actor.staffId,
      now,
    });
  });
  return storeDetail(deps.db, storeId);
}

/**
 * GET /storage/logos/<key>: a store's logo, outside the spec like photos (an <img> sends no token) but public,
 * since the sign-up form that shows it is. Only an image that is some store's logo now is served (a replaced or
 * removed one is 404); its key changes with every upload, so browsers and proxies may keep it for good. Nothing
 * served here can run script (the types are raster images; nosniff and a sandboxing CSP besides).
 */
export function registerStoreLogoRoute(app: FastifyInstance): void {
  app.get<{ Params: { key: string } }>('/storage/logos/:key', async (request, reply) => {
    const { key } = request.params;
    const { db } = app.kayoi;
    const image = KEY_PATTERN.test(key) && (await isStoreLogo(db, key)) ? await readPhoto(db, key) : null;
    if (!image) throw new ApiError(404, 'NOT_FOUND', serverMessages.notFound);
    return reply
      .header('content-type', image.content_type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(Buffer.from(image.bytes));
  });
}
