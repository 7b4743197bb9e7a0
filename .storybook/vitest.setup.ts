import { configureApiClient } from '@kayoi/api-client';
import { resetFixtureStore } from '@kayoi/api-client/msw';
import { toast } from '@kayoi/ui';
import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { configure, getConfig, prettyDOM } from 'storybook/test';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { commands, page } from 'vitest/browser';
import { realClock } from './clock.ts';
import { frameWithin } from './frames.ts';
import * as projectAnnotations from './preview.tsx';
import { forgetRequests, nextFrame, noteStory, recentAnswers, recentStories, settled } from './settle.ts';

/**
 * Visual regression without any outside service: after its play function, every story tagged 'visual'
 * is compared with the baseline committed next to its story file (`__screenshots__/`). Update baselines
 * with `pnpm test:stories:update`.
 */
const visualRegression = {
  beforeEach: ({ tags }: { tags: string[] }) => setReducedTransparency(!tags.includes('glass')),
  async afterEach({ tags, canvasElement, id }: { tags: string[]; canvasElement: HTMLElement; id: string }) {
    if (!tags.includes('visual')) return;
    // The glass is put on for the picture only (see setReducedTransparency).
    await setReducedTransparency(false);
    await framesAreDrawn();
    // Every answer the screen asked for is in and drawn before the picture (held requests aside: a loading state).
    await settled(getConfig().asyncUtilTimeout);
    // A toast that closes on its own is in the picture or not depending on the machine's speed (a story that took
    // 14 s on a busy run shot its screen after the toast's 5 s): the picture is taken without it. A toast that
    // waits for the user stays.
    if (toast.closeTransient() > 0) {
      await nextFrame();
      await nextFrame();
    }
    // Overlays render outside the story's canvas: a story that opens one is shot whole-page.
    const target = document.querySelector(
      '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]',
    )
      ? page.elementLocator(document.body)
      : page.elementLocator(canvasElement);
    await document.fonts.ready;
    await expect.element(target).toMatchScreenshot(id);
  },
};

/**
 * Glass where it is looked at (issue 27). Every story runs its screen and its play function as for a user who asks the
 * system for reduced transparency: the same screens with solid surfaces (the kit's `glassSurface` and the modal's
 * scrim honour it, in CSS alone). A story tagged 'visual' then puts the glass on for its picture, which shows the
 * product as a user sees it by default: glass surfaces blurring what is behind them (`backdrop-filter`). Headless
 * chromium blurs on the CPU, in its GPU process, at every frame drawn under glass: 100–180 ms a frame against 2–4 ms
 * without, which was 26 of CustomerScreens' ≈ 180 CPU-s when its 11 visual stories ran glass from their first frame
 * (a trace, 2026-12-02); now only the frames of the picture pay for it. The glass is CSS on a media feature, so the
 * picture is the one a story run under glass from the start would take, but for a page scrolled, or whose modal closed,
 * before the glass came on: its text then comes out a pixel apart, the same way on every run. Such a story run under
 * glass from its first frame was not the same on every run: WaitlistPage's Accept came out 1,716 pixels apart on one
 * CI run (ci126), the count the glass coming on after the scroll gives. So every story's picture has its glass put on
 * after the play, and is held to the config's limit. A story tagged 'glass' runs under glass from its first frame, for
 * a play that looks at the glass itself (the modal's blurred scrim). axe checks the solid surfaces' contrast, which it
 * cannot work out through a blur. The page's setting is changed only when it differs from what is asked.
 */
let transparencyReduced: boolean | null = null;
async function setReducedTransparency(reduce: boolean) {
  if (transparencyReduced === reduce) return;
  if ((await commands.reduceTransparency(reduce)) !== reduce) {
    throw new Error(
      `The page did not take prefers-reduced-transparency: ${reduce ? 'reduce' : 'no-preference'}.`,
    );
  }
  transparencyReduced = reduce;
}

/**
 * A picture needs the page to draw. ci51 and ci74 each had one story worker's page stop drawing after a story (ci51:
 * マイページ's Home; ci74: unknown): every later picture in that worker failed, 27 and 36 stories, the page visible and
 * focused, and bringing it to the front did not help. Now a stall is looked at and nudged from Node
 * (.storybook/frame-recovery.ts); the story goes on when a nudge brought the frames back and says which, and fails
 * when none did; either way it names what was found, the stories this page ran last and chromium's last log lines.
 */
async function framesAreDrawn() {
  if (await frameWithin(2_000)) return;
  const state = `visibility ${document.visibilityState}, focus ${document.hasFocus()}`;
  const { restoredBy, found, chromiumLog } = await commands.restorePageFrames();
  const report = [
    `The page drew no frame for 2 s (${state}).`,
    ...found,
    `stories this page ran last: ${recentStories().join(' → ')}`,
  ];
  const log = ['Chromium’s last log lines:', ...chromiumLog];
  if (restoredBy === null) {
    throw new Error([...report, 'No nudge brought its frames back.', ...log].join('\n'));
  }
  console.warn([...report, `It draws again since it was ${restoredBy}.`, ...log].join('\n'));
}

/**
 * react-aria keeps a new overlay hidden (inline `opacity: 0` and `clip-path: inset(50%)`) until it is ready to be
 * shown: a popover until it is placed, and a modal a couple of frames after it mounts whenever react-aria believes
 * an on-screen keyboard may be open — which a story's own viewport change makes it believe (from the tablet's
 * 1,180 px back to 900 px looks like a keyboard opening). The overlay is in the DOM and findable while hidden.
 */
const preparingOverlay = () =>
  Array.from(document.querySelectorAll<HTMLElement>('[data-rac]')).some(
    (element) => element.style.opacity === '0' && element.style.clipPath === 'inset(50%)',
  );

/**
 * What a failed find prints: the part of the page the story works in (an open dialog, else the screen's `main`, else
 * the canvas), without class names, inline styles and icons, and where the screen is and what its toasts say. The
 * default printed the whole canvas from the top and was cut after the sidebar, so a CI failure never showed the
 * form or the list it was about (ci53's Create Post).
 */
function elementError(message: string | null, given: Element) {
  // A find that timed out hands its last message (made here) back to be made again: it already has the screen.
  if (message?.includes(`\n\n${ROUTE_LINE}`)) return namedError(message);
  // A find on the whole `screen()` is given the document itself (it has no owner document): its body is printed.
  const container = given.nodeType === Node.DOCUMENT_NODE ? (given as unknown as Document).body : given;
  const doc = container.ownerDocument;
  // A toast is an alertdialog too, but not modal: it is listed below, not taken for the dialog.
  const region =
    doc.querySelector(
      '[role="dialog"]:not([aria-modal="false"]), [role="alertdialog"]:not([aria-modal="false"])',
    ) ??
    container.querySelector('main') ??
    container;
  const copy = region.cloneNode(true) as Element;
  for (const icon of copy.querySelectorAll('svg[aria-hidden="true"]')) icon.remove();
  for (const element of [copy, ...copy.querySelectorAll('*')]) {
    for (const name of ['class', 'style', 'id', 'data-rac', 'data-react-aria-pressable'])
      element.removeAttribute(name);
  }
  const toasts = [...doc.querySelectorAll('[role="status"], [role="alert"]')]
    .map((toast) => toast.textContent?.trim())
    .filter(Boolean);
  return namedError(
    [
      message,
      `${ROUTE_LINE}${doc.documentElement.dataset.storyRoute ?? doc.defaultView?.location.pathname}${toasts.length > 0 ? `; status and alerts: ${toasts.join(' | ')}` : ''}`,
      `the story's last API answers: ${recentAnswers().join('; ') || 'none'}`,
      `stories this page ran last: ${recentStories().join(' → ')}`,
      prettyDOM(copy, 12_000),
    ].join('\n\n'),
  );
}

/** How the screen's line of a failed find begins (not "at …", which reads as a stack frame). */
const ROUTE_LINE = 'route ';

function namedError(message: string) {
  const error = new Error(message);
  error.name = 'TestingLibraryElementError';
  return error;
}

// A story's first look at a screen waits as long as a first load may take: its route's code is transformed on
// first use, and on a busy machine (the whole suite on two cores) that takes longer than testing-library's 1 s.
configure({ asyncUtilTimeout: 10_000, getElementError: elementError });

/**
 * The resize grip of a textarea is drawn by Chromium, not by the kit, and Chromium's security updates redraw it: Debian's
 * 150.0.7871.100 moved 17–20 pixels of it, and the twelve baselines with a textarea went red on a change that touched no
 * screen. Stories run with it hidden (a textarea still resizes); the pictures compare what is ours.
 */
if (!document.getElementById('story-native-parts')) {
  const style = document.createElement('style');
  style.id = 'story-native-parts';
  style.textContent = '::-webkit-resizer { display: none; }';
  document.head.append(style);
}

const annotations = setProjectAnnotations([a11yAnnotations, projectAnnotations, visualRegression]);

beforeAll(annotations.beforeAll);

// What a findBy* or a user-event step ends on is what a user would see: it returns once no overlay is still being
// prepared (a frame at a time, for as long as a find may wait), so `toBeVisible()` reads the overlay shown. It goes
// around the wrapper Storybook's React renderer sets in its beforeAll (which turns React's act() warnings off while
// waiting), once that has run: before each story, as the renderer sets its own again for each file.
const waitsForOverlays = Symbol('waits for overlays');
beforeEach(() => {
  // Marked on testing-library's live config object, which a `configure` call (Storybook's, once per file) replaces:
  // Storybook's instrumenter hands out each function of it wrapped anew, so the function itself cannot be compared.
  const config: ReturnType<typeof getConfig> & { [waitsForOverlays]?: true } = getConfig();
  if (config[waitsForOverlays]) return;
  const inner = config.asyncWrapper;
  config.asyncWrapper = async (work) => {
    const result = await inner(work);
    const deadline = performance.now() + config.asyncUtilTimeout;
    while (preparingOverlay() && performance.now() < deadline) await nextFrame();
    return result;
  };
  config[waitsForOverlays] = true;
});

// Each story starts from empty storage, the recorded mock data and the API client as the staff app has it (a
// マイページ story configures the family's token store), whichever story or story file ran before it in its page.
beforeEach(({ task }) => {
  noteStory(`${task.file.name.split('/').pop()} › ${task.name}`);
  forgetRequests();
  delete document.documentElement.dataset.storyRoute;
  localStorage.clear();
  sessionStorage.clear();
  resetFixtureStore();
  configureApiClient({});
});

// The next file's import of this setup file is addressed by the clock's reading: the real one, not the last story's.
afterAll(realClock);
