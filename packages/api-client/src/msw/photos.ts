import { HttpResponse, http } from 'msw';

// Photos: the real server serves uploads at /storage/photos/<key>?exp=…&sig=…; the mock server has no files,
// so it draws a small portrait whose colour follows the number in the key. The Storybook school's photos have
// keys that end in their record's id (00000000-0000-4000-8000-000000000001.png), so the recorded URLs draw the
// same portrait in every run.

const HUES = [200, 160, 30, 280, 340, 100] as const;

/** A photo key of the server's shape that carries `seed`. */
export const photoKey = (seed: number) =>
  `00000000-0000-4000-8000-${Math.abs(Math.trunc(seed)).toString(16).padStart(12, '0').slice(-12)}.png`;

/** The URL of a photo the mock server stores for a record it made (no signature: the mock checks none). */
export const photoUrl = (seed: number) => `/storage/photos/${photoKey(seed)}`;

/** A portrait silhouette whose colour follows `seed`, as SVG. */
export function portrait(seed: number): string {
  const hue = HUES[Math.abs(seed) % HUES.length];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" fill="hsl(${hue} 55% 45%)"/>` +
    `<circle cx="48" cy="38" r="18" fill="hsl(${hue} 40% 92%)"/>` +
    `<rect x="18" y="62" width="60" height="40" rx="30" fill="hsl(${hue} 40% 92%)"/></svg>`
  );
}

/** A school's logo as the mock draws it: a wave in a drop, blue on white. */
export const schoolLogo = (): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40">` +
  `<rect width="120" height="40" rx="6" fill="#ffffff"/>` +
  `<path d="M20 6 C28 18 32 24 32 28 a12 12 0 0 1 -24 0 c0 -4 4 -10 12 -22z" fill="#1f6fd1"/>` +
  `<path d="M44 24 q8 -8 16 0 t16 0 t16 0 t16 0" stroke="#1f6fd1" stroke-width="4" fill="none"/></svg>`;

export const photoHandlers = [
  // Stores' logos (public on the server): any key of the mock's shape draws the same logo, others are 404.
  http.get('/storage/logos/:key', ({ params }) => {
    if (!/^00000000-0000-4000-8000-[0-9a-f]{12}\.\w+$/.test(String(params.key))) {
      return new HttpResponse(null, { status: 404 });
    }
    return new HttpResponse(schoolLogo(), {
      headers: { 'content-type': 'image/svg+xml', 'cache-control': 'no-cache' },
    });
  }),
  http.get('/storage/photos/:key', ({ params }) => {
    // Only the keys the mock hands out (photoKey); any other is a photo it does not have, 404 as on the server
    // (a story of a photo that cannot load relies on it).
    const hex = /^00000000-0000-4000-8000-([0-9a-f]{12})\.\w+$/.exec(String(params.key))?.[1];
    if (!hex) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(portrait(Number.parseInt(hex, 16)), {
      headers: { 'content-type': 'image/svg+xml', 'cache-control': 'no-cache' },
    });
  }),
];
