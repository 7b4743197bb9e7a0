/**
 * Runs `act` on a page that gets no animation frames, as a busy or hidden page gets none for a while (stop 45's
 * CI): what a screen does meanwhile must not wait on a frame. Then what was held runs.
 */
export async function withFramesHeld(act: () => Promise<void>) {
  const real = window.requestAnimationFrame;
  const held: FrameRequestCallback[] = [];
  window.requestAnimationFrame = (callback) => held.push(callback);
  try {
    await act();
  } finally {
    window.requestAnimationFrame = real;
    for (const callback of held) real(callback);
  }
}
