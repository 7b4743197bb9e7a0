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
  on(
    event: 'response:mocked' | 'response:bypass',
    listener: (info: { request: Request; response: Response }) => void,
  ): void;
  on(event: 'unhandledException', listener: (info: { request: Request; error: Error }) => void): void;
};

/**
 * The story's last answers, for a failed find's message: method, path, status, whether the mock answered it, and which
 * token it carried (a staff demo token, a family's `fam_`, none). All the stories of one file failed together in CI
 * (stop 66, what they saw unknown) and in a local run (an answer failed: 「カード情報を取得できませんでした」): this says which.
 */
const answers: string[] = [];
function noteAnswer(request: Request, answer: string, how: string) {
  const url = new URL(request.url);
  if (!url.pathname.startsWith('/api/')) return;
  const auth = request.headers.get('authorization')?.replace(/^Bearer /, '');
  const token = auth ? `${auth.slice(0, 8)}…` : 'no token';
  answers.push(`${request.method} ${url.pathname}${url.search} → ${answer} (${how}, ${token})`);
  if (answers.length > 8) answers.shift();
}
export const recentAnswers = (): readonly string[] => answers;
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
  worker.events.on('response:mocked', ({ request, response }) =>
    noteAnswer(request, String(response.status), 'mocked'),
  );
  worker.events.on('response:bypass', ({ request, response }) =>
    noteAnswer(request, String(response.status), 'passed through'),
  );
  worker.events.on('unhandledException', ({ request, error }) =>
    noteAnswer(request, `${error.name}: ${error.message}`, 'a handler threw'),
  );
}

/** The last stories this page began, oldest first (module state: a worker's page keeps it across its files). */
const lastStories: string[] = [];
/** Whether Vitest runs the stories (its setup file was loaded), and whether the current story was noted by it. */
let underVitest = false;
let noted = false;
export function noteStory(name: string) {
  underVitest = true;
  noted = true;
  lastStories.push(name);
  if (lastStories.length > 5) lastStories.shift();
}

/**
 * Under Vitest, a story whose setup hooks did not run fails at once, saying so (the preview's beforeEach asks): it
 * would run on what the story before it left (clock.ts's `realClock` says how that happened).
 */
export function expectStoryNoted(name: string) {
  if (!underVitest) return;
  if (!noted) {
    throw new Error(
      `${name}: the setup file's beforeEach did not run for this story (.storybook/vitest.setup.ts), so nothing of the story before it was reset`,
    );
  }
  noted = false;
}
export const recentStories = (): readonly string[] => lastStories;

/** A new story starts counting afresh: what the last one held or left running is not its to wait for. */
export function forgetRequests() {
  inFlight.clear();
  answers.length = 0;
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
