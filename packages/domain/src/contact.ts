// Phone numbers and postal codes as people write them (０３（３４２１）８８８８, 03 3421 8888, 〒1540004), stored one
// way: half-width digits with hyphens (03-3421-8888, 154-0004). Used by the forms, the member import and the
// conversion of an application, so a number reads the same whichever way it came in.

/** Dashes people type between digits: hyphen-minus, the Unicode hyphens and dashes, minus, the long-vowel mark. */
const DASHES = /[‐‑‒–—―−ー~〜]/g;

/**
 * A Japanese phone number written with parentheses, full-width digits, spaces or any dash, made half-width with
 * hyphens where the writer separated the parts: 03(3421)8888 → 03-3421-8888, （０３）３４２１－８８８８ →
 * 03-3421-8888, 090 1234 5678 → 090-1234-5678, +81 3 3421 8888 → 03-3421-8888; 0334218888 stays as it is.
 * Anything that is then not digits and hyphens comes back only made half-width, for the form to refuse.
 */
export function normalizePhone(text: string): string {
  const halfWidth = text.normalize('NFKC').trim();
  const phone = halfWidth
    .replace(DASHES, '-')
    .replace(/^\+81[\s-]*\(?0?\)?/, '0')
    .replace(/[()]/g, '-')
    .replace(/\s+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
  return /^[0-9]+(?:-[0-9]+)*$/.test(phone) ? phone : halfWidth;
}

/**
 * A Japanese postal code as the school keeps it, 000-0000: 〒1540004, １５４－０００４, 154 0004 and 154ー0004 all
 * become 154-0004. Anything that is not seven digits (with a separator after the third, or none) comes back only
 * made half-width and trimmed, for the form to refuse.
 */
export function normalizePostalCode(text: string): string {
  const halfWidth = text.normalize('NFKC').trim();
  const match = /^〒?\s*(\d{3})\s*[-‐‑‒–—―−ー]?\s*(\d{4})$/.exec(halfWidth);
  return match ? `${match[1]}-${match[2]}` : halfWidth;
}
