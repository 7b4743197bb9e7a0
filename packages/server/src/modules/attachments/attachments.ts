import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { IMAGE_EXTENSIONS, type ImageType, sniffImageType } from '@kayoi/domain/files';
import type { FastifyInstance } from 'fastify';
import { loadServerSecret } from '../../db/secrets.ts';
import { ApiError } from '../../http/envelope.ts';
import { validationFailed } from '../../http/formErrors.ts';
import { serverMessages } from '../../http/messages.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { PHOTO_URL_WINDOW_SECONDS } from '../photos/photos.ts';

/**
 * Attachments shared by the bulletin board and the chat (issue 17): images and PDFs, sniffed from their
 * bytes, 10 MB each, served at one signed, expiring URL route whatever module keeps them.
 */

/** At most this many files per request (the spec's `files[]` maxItems). */
export const ATTACHMENTS_PER_REQUEST = 5;
/** 10 MB per file (the spec's `files[]`). */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

export type AttachmentType = ImageType | 'application/pdf';

/** What the bytes are (never what the browser claimed): JPEG, PNG, GIF or PDF, else null. */
export function sniffAttachmentType(bytes: Uint8Array): AttachmentType | null {
  const image = sniffImageType(bytes);
  if (image) return image;
  // '%PDF-'
  const pdf = [0x25, 0x50, 0x44, 0x46, 0x2d];
  return bytes.length >= 5 && pdf.every((byte, i) => bytes[i] === byte) ? 'application/pdf' : null;
}

export const attachmentKey = (type: AttachmentType) =>
  `${randomUUID()}.${type === 'application/pdf' ? 'pdf' : IMAGE_EXTENSIONS[type]}`;

const KEY_PATTERN = /^[0-9a-f-]{36}\.(jpg|png|gif|pdf)$/;

export const attachmentMessages = {
  fileType: '添付できるのは画像（JPEG・PNG・GIF）とPDFのみです',
  fileTooLarge: '添付ファイルは1件10MB以下にしてください',
} as const;

export interface CheckedFile {
  key: string;
  name: string;
  contentType: string;
  bytes: Buffer;
}

/**
 * Content-sniffed and size-checked (what the browser claimed is not believed); more than `max` files
 * answer 422 with `tooMany`. Errors name the `files` field.
 */
export function checkAttachments(files: UploadedFile[], max: number, tooMany: string): CheckedFile[] {
  if (files.length > max) throw validationFailed({ files: [tooMany] });
  return files.map((file) => {
    if (file.truncated || file.bytes.length > ATTACHMENT_MAX_BYTES) {
      throw validationFailed({ files: [attachmentMessages.fileTooLarge] });
    }
    const type = sniffAttachmentType(file.bytes);
    if (!type) throw validationFailed({ files: [attachmentMessages.fileType] });
    return {
      key: attachmentKey(type),
      name: cleanFileName(file.filename),
      contentType: type,
      bytes: file.bytes,
    };
  });
}

/** An attachment as answered (the spec's BulletinAttachment). */
export interface AttachmentRecord {
  id: number;
  key: string;
  name: string;
  content_type: string;
  byte_size: number;
}

export const attachmentAnswer = async (signer: AttachmentSigner, a: AttachmentRecord) => ({
  id: a.id,
  name: a.name,
  url: await signer.url(a.key),
  mime_type: a.content_type,
  size: a.byte_size,
});

/**
 * A file name as shown: its last path segment, without control or bidirectional-override characters (a
 * name like `‮fdp.exe` would otherwise read backwards), at most 255 characters.
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  return clean.slice(0, 255) || '添付ファイル';
}

/**
 * Signed, expiring URLs of attachments, like photos' (`modules/photos`): `/storage/attachments/<key>?exp=…&sig=…`,
 * the same URL within a 12-hour window and valid 12 to 24 hours. A key of its own, derived from the server
 * secret (KAYOI_SECRET or the database's own), so a photo's signature never opens an attachment.
 */
export function createAttachmentSigner(secret: () => Promise<string>, now: () => Date) {
  let signingKey: Promise<Buffer> | undefined;
  const keyOf = () => {
    signingKey ??= secret().then((value) =>
      createHmac('sha256', value).update('kayoi/bulletin-attachment-url/v1').digest(),
    );
    return signingKey;
  };
  const nowSeconds = () => Math.floor(now().getTime() / 1000);
  const sign = async (key: string, exp: number) =>
    createHmac('sha256', await keyOf())
      .update(`${key}:${exp}`)
      .digest('base64url');
  return {
    async url(key: string): Promise<string> {
      const exp = (Math.floor(nowSeconds() / PHOTO_URL_WINDOW_SECONDS) + 2) * PHOTO_URL_WINDOW_SECONDS;
      return `/storage/attachments/${key}?exp=${exp}&sig=${await sign(key, exp)}`;
    },
    /** Seconds left, or null for a wrong, expired or malformed signature (never throws). */
    async verify(key: string, exp: unknown, sig: unknown): Promise<number | null> {
      if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) return null;
      if (!KEY_PATTERN.test(key)) return null;
      const expected = Buffer.from(await sign(key, Number(exp)));
      const given = Buffer.from(sig);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const left = Number(exp) - nowSeconds();
      return left > 0 ? left : null;
    },
  };
}

export type AttachmentSigner = ReturnType<typeof createAttachmentSigner>;

/** A stored file by its key, or null (gone, or its post or message deleted). */
export type AttachmentSource = (
  key: string,
) => Promise<{ name: string; content_type: string; bytes: Uint8Array } | null>;

interface AttachmentStorage {
  signer: AttachmentSigner;
  sources: AttachmentSource[];
}

const storages = new WeakMap<FastifyInstance, AttachmentStorage>();

/**
 * The app's attachment storage: one signer and one file route for every module that keeps attachments. The
 * first call registers GET /storage/attachments/<key>; each module adds where its files are found.
 */
export function attachmentStorageOf(app: FastifyInstance, source: AttachmentSource): AttachmentSigner {
  let storage = storages.get(app);
  if (!storage) {
    const { config, db } = app.kayoi;
    // Read when first needed.
    const signer = createAttachmentSigner(
      () => (config.secret ? Promise.resolve(config.secret) : loadServerSecret(db, 'attachment_url_signing')),
      config.now,
    );
    storage = { signer, sources: [] };
    storages.set(app, storage);
    registerAttachmentRoute(app, storage);
  }
  storage.sources.push(source);
  return storage.signer;
}

/**
 * GET /storage/attachments/<key>?exp=…&sig=…: the file itself, outside the spec like photos (an <img> or a
 * link sends no token). A wrong or expired signature is the same 404 as a file that does not exist. Images
 * show inline; a PDF downloads. Nothing served here can run script (nosniff, a sandboxing CSP).
 */
function registerAttachmentRoute(app: FastifyInstance, storage: AttachmentStorage): void {
  app.get<{ Params: { key: string }; Querystring: Record<string, unknown> }>(
    '/storage/attachments/:key',
    async (request, reply) => {
      const { key } = request.params;
      const secondsLeft = await storage.signer.verify(key, request.query.exp, request.query.sig);
      let file: Awaited<ReturnType<AttachmentSource>> = null;
      if (secondsLeft !== null) {
        for (const source of storage.sources) {
          file = await source(key);
          if (file) break;
        }
      }
      if (!file || secondsLeft === null) throw new ApiError(404, 'NOT_FOUND', serverMessages.notFound);
      const disposition = file.content_type === 'application/pdf' ? 'attachment' : 'inline';
      return reply
        .header('content-type', file.content_type)
        .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .header('cache-control', `private, max-age=${secondsLeft}`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('referrer-policy', 'no-referrer')
        .send(Buffer.from(file.bytes));
    },
  );
}
