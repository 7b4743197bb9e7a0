import { heldRequests } from '@kayoi/api-client/msw';
import { frameWithin } from './frames.ts';

/**
 * What the stories' mock network has not answered yet, by MSW's request id: a story's picture is taken once every
 * request but those a story holds on purpose (`delayedHandler`, a loading state) has been answered and drawn. Before
 * this, a picture could catch a part whose answer was still on its way (マイページ's お知らせ badge came from a
 * second answer, and whether it was drawn depended on the machine's speed).
 */
const inFlight = new Set<string>();

/** The next frame, or a quarter of a second when none comes. */
export const nextFrame = () => frameWithin(250);

type Events = {
  on(event: 'request:start' | 'request:end', listener: (info: { requestId: string }) => void): void;
};
const counted = new WeakSet<object>();

/**
 * A story's beforeEach, after msw-storybook-addon's loader has put its worker on the context (loaders run together,
 * so not a loader): the worker's requests are counted from then on, once per worker.
 */
export function countRequests(context: object) {
  const worker = (context as { msw?: { events: Events } }).msw;
  if (!worker || counted.has(worker)) return;
  counted.add(worker);
  worker.events.on('request:start', ({ requestId }) => inFlight.add(requestId));
  worker.events.on('request:end', ({ requestId }) => inFlight.delete(requestId));
}

/** The last stories this page began, oldest first (module state: a worker's page keeps it across its files). */
const lastStories: string[] = [];
export function noteStory(name: string) {
  lastStories.push(name);
  if (lastStories.length > 5) lastStories.shift();
}
export const recentStories = (): readonly string[] => lastStories;

/** A new story starts counting afresh: what the last one held or left running is not its to wait for. */
export function forgetRequests() {
  inFlight.clear();
  heldRequests.clear();
}

/**
 * Resolves once nothing but held requests is in flight for two frames in a row (an answer has been drawn by then),
 * or after `timeoutMs`, when the picture's own comparison then tells what was still missing.
 */
export async function settled(timeoutMs: number) {
  const deadline = performance.now() + timeoutMs;
  let quietFrames = 0;
  while (quietFrames < 2 && performance.now() < deadline) {
    await nextFrame();
    const quiet = [...inFlight].every((id) => heldRequests.has(id));
    quietFrames = quiet ? quietFrames + 1 : 0;
  }
}
