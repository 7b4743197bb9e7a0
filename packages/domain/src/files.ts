// Photos and avatars: which images are taken, judged in the browser by what the file says it is (a quick answer
// while the form is filled in) and on the server by its bytes (what counts).

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** The extension a stored image gets. */
export const IMAGE_EXTENSIONS: Record<ImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
};

const IMAGE_FILE_NAME = /\.(jpe?g|png|gif)$/i;

/**
 * What a chosen file claims to be: one of the image types, or (browsers sometimes report an empty or generic
 * type) a name with a known image extension. The server does not believe this and sniffs the bytes.
 */
export function claimsToBeImage(file: { type: string; name?: string | undefined }): boolean {
  return (
    (IMAGE_TYPES as readonly string[]).includes(file.type) ||
    (typeof file.name === 'string' && IMAGE_FILE_NAME.test(file.name))
  );
}

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
