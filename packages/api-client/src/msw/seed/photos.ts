// Photos of the fixtures: the real server serves uploads at /storage/photos/<key>; the mock server has no files,
// so a photo is a small drawn portrait in a data: URL (it loads in Storybook and tests without any network).

const HUES = [200, 160, 30, 280, 340, 100] as const;

/** A portrait silhouette whose colour follows `seed`, as an `<img src>`. */
export function fixturePhotoUrl(seed: number): string {
  const hue = HUES[Math.abs(seed) % HUES.length];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" fill="hsl(${hue} 55% 45%)"/>` +
    `<circle cx="48" cy="38" r="18" fill="hsl(${hue} 40% 92%)"/>` +
    `<rect x="18" y="62" width="60" height="40" rx="30" fill="hsl(${hue} 40% 92%)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
