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

/** A multipart body for `inject`: text fields (an array repeats the field) and files, with its boundary header. */
export function multipart(
  fields: Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>,
  file?: (FilePart & { field?: string }) | readonly (FilePart & { field?: string })[],
) {
  boundaryCount += 1;
  const boundary = `----kayoi-test-boundary-${boundaryCount}`;
  const chunks: Buffer[] = [];
  for (const [name, given] of Object.entries(fields)) {
    if (given === undefined || given === null) continue;
    for (const value of Array.isArray(given) ? given : [given]) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`,
        ),
      );
    }
  }
  for (const part of file === undefined ? [] : Array.isArray(file) ? file : [file]) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${part.field ?? 'avatar'}"; filename="${part.filename}"\r\ncontent-type: ${part.type}\r\n\r\n`,
      ),
      part.bytes,
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
