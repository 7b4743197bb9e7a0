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

// The school's logo on the public sign-up form (issue 28 §9): a raster image only. SVG is refused, since it can
// carry script and outside references and cleaning it safely needs more than a signature check; GIF too (a logo
// has no need for animation).

export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];
export const LOGO_EXTENSIONS: Record<LogoType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};
/** 1 MB: a logo at the top of a form needs far less; the form's first paint should not wait on it. */
export const LOGO_MAX_BYTES = 1024 * 1024;
/** Pixels on each side: smaller is no picture; larger costs the phone's memory to decode for nothing. */
export const LOGO_MIN_SIDE = 16;
export const LOGO_MAX_SIDE = 4096;
/** What the file chooser offers (`accept`): the types, and their extensions for browsers that report none. */
export const LOGO_ACCEPT = ['image/png', 'image/jpeg', 'image/webp', '.png', '.jpg', '.jpeg', '.webp'];

/** What a chosen file claims to be: a logo type, or a name with a logo extension. The server sniffs the bytes. */
export function claimsToBeLogo(file: { type: string; name?: string | undefined }): boolean {
  return (
    (LOGO_TYPES as readonly string[]).includes(file.type) ||
    (typeof file.name === 'string' && /\.(jpe?g|png|webp)$/i.test(file.name))
  );
}

/** PNG, JPEG or WebP ('RIFF' <size> 'WEBP') by the bytes' signature; anything else (SVG, GIF …) is null. */
export function sniffLogoType(bytes: Uint8Array): LogoType | null {
  const image = sniffImageType(bytes);
  if (image === 'image/png' || image === 'image/jpeg') return image;
  const at = (offset: number, text: string) =>
    [...text].every((char, i) => bytes[offset + i] === char.charCodeAt(0));
  return bytes.length >= 12 && at(0, 'RIFF') && at(8, 'WEBP') ? 'image/webp' : null;
}
