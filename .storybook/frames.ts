/**
 * Whether the page draws a frame within `ms`. A wait for the next frame never ends if the page stops drawing
 * (ci51: from one story on, every picture step of one story worker hung until its 30 s limit), so every wait
 * for a frame here gives up after a while and the deadlines around it hold. Self-contained (no import, nothing from
 * outside it): Node hands it to a page to run as it is (frame-recovery.ts).
 */
export function frameWithin(ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    requestAnimationFrame(() => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}
