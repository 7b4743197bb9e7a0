import { heldRequests } from '@kayoi/api-client/msw';
import { isCommonAssetRequest } from 'msw';

/**
 * What the stories' mock network has not answered yet, by MSW's request id: a story's picture is taken once every
 * request but those a story holds on purpose (`delayedHandler`, a loading state) has been answered and drawn. Before
 * this, a picture could catch a part whose answer was still on its way (マイページ's お知らせ badge came from a
 * second answer, and whether it was drawn depended on the machine's speed).
 */
const inFlight = new Set<string>();

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Storybook's own files, as msw-storybook-addon's default setup leaves them alone. */
const storybookFile = (request: Request) =>
  /\.eot$|\.mdx$|sb-common-assets|__webpack_hmr|iframe.html|sb-vite|@vite|@react-refresh|\/virtual:|\.stories\./.test(
    request.url,
  );

/** The mock's service worker, as msw-storybook-addon starts it, counting what is in flight. */
export async function countingWorker() {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker();
  worker.events.on('request:start', ({ requestId }) => inFlight.add(requestId));
  worker.events.on('request:end', ({ requestId }) => inFlight.delete(requestId));
  await worker.start({
    quiet: true,
    onUnhandledRequest(request, print) {
      if (isCommonAssetRequest(request) || storybookFile(request)) return;
      print.warning();
    },
  });
  return worker;
}

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
