import { answerHandler, DEFAULT_DATASET, handlers } from '@kayoi/api-client/msw';
import { todayInTokyo } from '@kayoi/domain/calendar';
import { type HttpHandler, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

// Small helpers the app's screen stories share.

export type Canvas = ReturnType<typeof within>;

/** The whole page: overlays (dialogs, list boxes, toasts) render outside a story's canvas. */
export const screen = () => within(document.body);

/**
 * The stories' today in Tokyo: the default recording's day, the clock every story runs on unless it says another
 * (.storybook/clock.ts). Worked out from that instant, not from the clock when a story file loads, which is whichever
 * the story before it left.
 */
export const STORY_TODAY = todayInTokyo(new Date(DEFAULT_DATASET.clock));

/**
 * The URLs of the GET requests to `path` a story made (an MSW path pattern), in order: `handler` notes each and hands
 * it on to the mock's handlers after it; `clear()` in the story's beforeEach.
 */
export function requestLog(path: string) {
  const urls: URL[] = [];
  return {
    urls,
    handler: http.get(path, ({ request }) => {
      urls.push(new URL(request.url));
      return undefined;
    }),
    clear: () => {
      urls.length = 0;
    },
  };
}

/** The first visit of a screen loads its code: give it time on a busy machine. */
export const LOAD = { timeout: 10_000 };

/** A grid's body rows (the first row is the header). */
export const rowsOf = (grid: HTMLElement) => within(grid).getAllByRole('row').slice(1);

/**
 * Opens a select by its name and picks an option. The select is pressed once it is enabled: one that an earlier
 * choice enables (プログラム's カテゴリ after its スクール) is enabled by the route's update, which React draws as a
 * transition, after the click that chose.
 */
export async function choose(canvas: Canvas, label: RegExp, option: string | RegExp) {
  const select = canvas.getByRole('button', { name: label });
  await waitFor(() => expect(select).toBeEnabled(), LOAD);
  await userEvent.click(select);
  await userEvent.click(await screen().findByRole('option', { name: option }, LOAD));
  // The list closes a frame or two after the click: the next step starts once it is gone.
  await waitFor(() => expect(screen().queryByRole('listbox')).toBeNull(), LOAD);
}

/**
 * Closes the toasts so a picture shows the screen alone. A toast also times out on its own — on a slow run it
 * may be gone already, or go between finding its button and clicking it — so this waits for none to be left.
 */
export async function closeToasts() {
  const close = screen().queryByRole('button', { name: '通知を閉じる' });
  if (close) await userEvent.click(close).catch(() => {});
  await waitFor(() => expect(screen().queryByRole('button', { name: '通知を閉じる' })).toBeNull(), LOAD);
}

const FOCUSABLE = 'button, a[href], input, select, textarea, [tabindex]';

/**
 * A click as a mouse makes it, hit-tested at both ends: press at the element's centre (the pressed control
 * takes the focus, what had it is left), a frame for what that moves on screen, release at the same point,
 * and the click goes where a browser sends it (the common ancestor of both ends). userEvent.click dispatches
 * on the element whatever moved, so it cannot see a button that slid away from under the pointer.
 */
export async function clickLikeAMouse(element: Element) {
  const box = element.getBoundingClientRect();
  const point = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2, bubbles: true };
  const hit = () => document.elementFromPoint(point.clientX, point.clientY) ?? document.body;
  const down = hit();
  down.dispatchEvent(new PointerEvent('pointerdown', { ...point, pointerType: 'mouse', isPrimary: true }));
  down.dispatchEvent(new MouseEvent('mousedown', point));
  (down.closest(FOCUSABLE) as HTMLElement | null)?.focus();
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  const up = hit();
  up.dispatchEvent(new PointerEvent('pointerup', { ...point, pointerType: 'mouse', isPrimary: true }));
  up.dispatchEvent(new MouseEvent('mouseup', point));
  let common: Node | null = up;
  while (common && !common.contains(down)) common = common.parentNode;
  (common ?? document.body).dispatchEvent(new MouseEvent('click', { ...point, cancelable: true }));
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** The top bar's chat badge, pinned (one unread message): screens' baselines do not follow the mock's counts. */
const chatBadge = answerHandler('getChatStatistics', {
  unread_messages: 1,
  unread_rooms: 1,
  unread_mentions: 0,
});

/** A story's mock server: `overrides` in front of the fixture handlers, with the chat badge pinned. */
export const mockWith = (...overrides: HttpHandler[]) => ({
  msw: { handlers: [...overrides, chatBadge, ...handlers] },
});
