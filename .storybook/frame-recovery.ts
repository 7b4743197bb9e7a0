import { readFileSync } from 'node:fs';
import type { CDPSession, Frame, Page } from 'playwright';
import { frameWithin } from './frames.ts';

/** What restoreFrames found and did, for the story's error or warning. */
export interface FrameRecovery {
  /** The nudge after which the story's frame drew again; null when none did. */
  restoredBy: string | null;
  /** The state it found, one fact a line: whether the orchestrator page draws, the story frame's box and style. */
  found: string[];
  /** The last lines chromium wrote (its stderr, through Playwright's `pw:browser` log) by the time the nudges ended. */
  chromiumLog: string[];
}

/** Whether `target` runs an animation frame within `ms`, asked from Node (its timers run while its frames stall). */
const drawsWithin = (target: Page | Frame, ms: number) => target.evaluate(frameWithin, ms).catch(() => false);

/**
 * A story worker's page that stopped drawing frames (ci51, ci74: from one story on, every picture in that worker failed,
 * the page visible and focused) is looked at and nudged, one way after another, until its story frame draws again:
 * brought to the front, its web lifecycle set active, its viewport resized by a pixel and back (a new surface for the
 * compositor), a screenshot (which asks for a frame). What it found, and which nudge worked, is answered for the story's
 * message, with chromium's last log lines, so that the next stall says where it came from.
 */
export async function restoreFrames(
  page: Page,
  session: CDPSession,
  storyFrame: Frame,
): Promise<FrameRecovery> {
  const found = [
    `orchestrator page draws: ${await drawsWithin(page, 500)}`,
    await page
      .evaluate(() => {
        const iframe = document.querySelector<HTMLIFrameElement>('iframe[data-vitest="true"]');
        if (!iframe) return 'story frame: not found';
        const box = iframe.getBoundingClientRect();
        const style = getComputedStyle(iframe);
        return `story frame: ${box.width}×${box.height} at ${box.x},${box.y}; display ${style.display}, visibility ${style.visibility}, transform ${style.transform}; window ${innerWidth}×${innerHeight}, ${document.visibilityState}`;
      })
      .catch((error: Error) => `story frame: unreadable (${error.message})`),
  ];
  const nudges: [string, () => Promise<unknown>][] = [
    ['brought to the front', () => page.bringToFront()],
    ['lifecycle set active', () => session.send('Page.setWebLifecycleState', { state: 'active' })],
    [
      'viewport resized and back',
      async () => {
        const size = page.viewportSize();
        if (!size) return;
        await page.setViewportSize({ width: size.width + 1, height: size.height });
        await page.setViewportSize(size);
      },
    ],
    ['screenshot taken', () => page.screenshot({ timeout: 3_000 })],
  ];
  let restoredBy: string | null = null;
  for (const [name, nudge] of nudges) {
    await nudge().catch((error: Error) => found.push(`${name}: failed (${error.message.split('\n')[0]})`));
    if (await drawsWithin(storyFrame, 1_000)) {
      restoredBy = name;
      break;
    }
  }
  return { restoredBy, found, chromiumLog: chromiumLogTail(40) };
}

/**
 * The last `lines` of chromium's log, when the story lane writes one (scripts/test.mjs sets Playwright's `DEBUG=pw:browser`
 * and `DEBUG_FILE`: chromium's stderr, kept out of the lane's output).
 */
function chromiumLogTail(lines: number): string[] {
  const file = process.env.DEBUG_FILE;
  if (!file) return ['(no chromium log: DEBUG_FILE is not set)'];
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines);
  } catch (error) {
    return [`(chromium log ${file} unreadable: ${(error as Error).message})`];
  }
}
