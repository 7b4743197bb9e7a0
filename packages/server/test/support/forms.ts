/** A 1×1 PNG, a GIF header and a JPEG header: enough bytes for the server's content sniffing. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const GIF_BYTES = Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64');
export const JPEG_BYTES = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01,
]);

export interface FilePart {
  bytes: Buffer;
  filename: string;
  type: string;
}

let boundaryCount = 0;

/** A multipart body for `inject`: text fields and at most one file, with its boundary header. */
export function multipart(
  fields: Record<string, string | number | boolean | null | undefined>,
  file?: FilePart & { field?: string },
) {
  boundaryCount += 1;
  const boundary = `----kayoi-test-boundary-${boundaryCount}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`,
      ),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${file.field ?? 'avatar'}"; filename="${file.filename}"\r\ncontent-type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A photo URL as the API hands it out: the key, its expiry (unix seconds) and its signature (base64url). */
export const SIGNED_PHOTO_URL =
  /^\/storage\/photos\/([0-9a-f-]{36}\.(jpg|png|gif))\?exp=(\d+)&sig=([\w-]{43})$/;
